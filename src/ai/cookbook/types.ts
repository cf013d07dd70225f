import type { Category, Text, Trait } from '../food/types'

/**
 * The cookbook: recipes written once, as a careful cookbook author writes them, in
 * knowledge/recipes/<cuisine>.json, and adapted to a theme (substitutions, servings, an equipment
 * variant) instead of generated. These are the shapes the files hold and the adapter returns; the
 * JSON Schemas in knowledge/schemas/ say the same for an editor.
 */

/**
 * How an amount is measured. Spoons and cups are Japanese kitchen measures (大さじ 15 ml, 小さじ
 * 5 ml, カップ 200 ml; 合 is the 180 ml rice cup). Counted units keep their counter in each
 * language: `piece` (個 / —), `stick` (本), `sheet` (枚), `block` (丁), `clove` (片), `knob`
 * (かけ), `bunch` (束), `slice` (切れ), `can` (缶), `pack` (パック). `pinch` is 少々 / a pinch,
 * `to_taste` 適量 / to taste: neither scales.
 */
export const UNITS = [
  'g',
  'kg',
  'ml',
  'l',
  'tsp',
  'tbsp',
  'cup',
  'rice_cup',
  'piece',
  'stick',
  'sheet',
  'block',
  'clove',
  'knob',
  'bunch',
  'slice',
  'can',
  'pack',
  'pinch',
  'to_taste',
] as const
export type Unit = (typeof UNITS)[number]

/** What an ingredient does in this dish: it decides which substitution fits (an egg that binds is not an egg that sets). */
export const FUNCTIONS = [
  'body',
  'binds',
  'sets',
  'glazes',
  'leavens',
  'emulsifies',
  'enriches',
  'whipped',
  'thickens',
  'coats',
  'fries',
  'flavours',
  'sweetens',
  'liquid',
  'garnish',
] as const
export type IngredientFunction = (typeof FUNCTIONS)[number]

export type AuthoredIngredient = {
  /** How steps name it: `{ref}`. Usually the catalogue id; two lines of one food get two refs (`soy_sauce`, `soy_sauce_2`). */
  ref: string
  /** The catalogue id (knowledge/ingredients/*.json, knowledge/composites.json): its traits decide every allergy and diet. */
  food: string
  /** `qty` absent only for `pinch` and `to_taste`; a range is [min, max]. */
  amount: { qty?: number | [number, number]; unit: Unit }
  does: IngredientFunction
  /** How it is prepared before the steps ("thinly sliced"), in both languages; shown on its ingredient line. */
  prep?: Text
  /** Left out without loss (a garnish): the adapter drops it rather than substitute it. */
  optional?: boolean
  /** The share of the line that is eaten, for nutrition (salt in pasta water, 0.15); absent means all of it. */
  eaten?: number
}

export const HEATS = [
  'none',
  'low',
  'medium_low',
  'medium',
  'medium_high',
  'high',
  'oven',
  'grill',
  'microwave',
  'rice_cooker',
  'steam',
] as const
export type Heat = (typeof HEATS)[number]

export const VESSELS = [
  'none',
  'bowl',
  'board',
  'pot',
  'frying_pan',
  'wok',
  'deep_pan',
  'oven',
  'toaster_oven',
  'rice_cooker',
  'microwave',
  'steamer',
  'grill',
  'mould',
  'blender',
  'glass',
] as const
export type Vessel = (typeof VESSELS)[number]

export type AuthoredStep = {
  /** The step in each language; `{ref}` names an ingredient of the recipe (rendered as its name in that language). */
  ja: string
  en: string
  heat: Heat
  vessel: Vessel
  /** Minutes this step takes, hands-on or waiting (the recipe's total is their sum). */
  minutes: number
  /**
   * How the cook knows it is done: a visual cue, or with `temp_c` the safe centre temperature (meat,
   * poultry, fish, eggs), and with `held_min` the minutes it is held there. It may name `{ref}`s.
   */
  cue: Text & { temp_c?: number; held_min?: number }
}

export type PanelNotes = {
  /** The chef's technique points. */
  chef: Text[]
  /** The food-culture expert: history, and what makes this the dish. */
  culture: Text[]
  /** The nutritionist's points. */
  nutritionist: Text[]
  /** The home cook's shortcuts, each with what it costs. */
  home_cook: Text[]
}

/**
 * A standard version of the dish: an equipment one (`asks`: knowledge/equipment.json ask ids it
 * satisfies) or a diet one (`free_of`: the traits it leaves out). It replaces the lists it gives.
 */
export type AuthoredVariant = {
  id: string
  name?: Text
  asks?: string[]
  free_of?: Trait[]
  /** The conditions (knowledge/diets.json ids) it is written for, which take it though they rule out no food of it (gout). */
  for_diets?: string[]
  /** It cooks through the seafood its dish serves raw, for someone a `served_raw` hazard row keeps raw seafood from. */
  cooked_through?: true
  ingredients?: AuthoredIngredient[]
  steps?: AuthoredStep[]
  /** The sum of its steps' minutes, when it gives its own steps (the checker derives it when absent). */
  total_minutes?: number
  /** What this version is, when the recipe's description does not fit it (it names other foods); may name its {ref}s. */
  description?: Text
  /** Why this version, what it changes: said in the talk. */
  note: Text
}

export type AuthoredRecipe = {
  /** The dish id (knowledge/dishes/*.json) this recipe is for. */
  dish: string
  title: Text
  category: Category
  cuisine: string
  servings: number
  /** One or two sentences of what the dish is; may name ingredients by `{ref}`, so it follows their substitutions. */
  description: Text
  ingredients: AuthoredIngredient[]
  steps: AuthoredStep[]
  /** The sum of the steps' minutes. */
  total_minutes: number
  notes: PanelNotes
  variants?: AuthoredVariant[]
  /** A cook's answers to what people ask beside the dish, by question kind (knowledge/keeping.json). */
  answers?: Partial<Record<'fails' | 'ahead', Text>>
  /** Who the recipe as written suits (babies by age, soft or minced texture): the chooser reads it. */
  suits?: Suits[]
}

export type Suits = 'infant_6m' | 'infant_7m' | 'infant_9m' | 'toddler' | 'soft' | 'minced'

/** One decision the adapter made, in both languages: what the panel talks about. */
export type Decision =
  | {
      kind: 'substitute'
      ref: string
      from: string
      to: string | null
      /** Which restriction asked for it: a trait, an ingredient id, or a diet id. */
      because: string
      /** What it changes (texture, flavour, time), and why this replacement. */
      changes: Text
      reason: Text
    }
  | { kind: 'variant'; variant: string; note: Text }
  /** `batches`: cooked one after another, or rounds of the pots at once (pots side by side are one). */
  | { kind: 'scale'; from: number; to: number; batches: number; note: Text }
  | { kind: 'time'; limit: number; minutes: number; held: boolean; note: Text }
  | { kind: 'cooked_already'; ref: string; note: Text }
  /** A hazard row's step; `before`: the step it goes before (a baby's portion taken out before the seasoning). */
  | { kind: 'safety'; note: Text; before?: number }
  /** A brief that asks for less salt or sugar: the refs whose amounts were cut. */
  | { kind: 'lower'; what: 'salt' | 'sugar' | 'heat'; refs: string[]; note: Text }
  | { kind: 'cannot'; ref: string; note: Text }
  /**
   * What a condition or occasion of the theme changed in the recipe itself, said aloud: the salt
   * held to a cap (`salt_g` a serving after it, over the cap when `held` is false), the texture
   * made soft, or an occasion's step (carried covered, cooled before packing), or the recipe's own
   * note that answers a trouble the theme names (`answer`: "it clumped", 「パサつかない」).
   */
  | { kind: 'condition'; what: 'salt'; cap: number; salt_g: number; held: boolean; note: Text }
  | { kind: 'condition'; what: 'texture' | 'occasion' | 'answer' | 'budget' | 'goal' | 'diet'; note: Text }

/** The adapted recipe: what is published, and the decisions the talk is made of. */
export type Adaptation = {
  recipe: AuthoredRecipe
  /** The authored recipe it started from (unadapted), for the talk to contrast. */
  base: AuthoredRecipe
  decisions: Decision[]
  /**
   * Set when what defines the dish cannot be replaced under the brief (an egg-free tamagoyaki):
   * the host says so and offers `nearest` (a dish id with an authored recipe) instead.
   */
  declined?: { reason: Text; nearest: string | null }
}
