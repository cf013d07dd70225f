/**
 * The food knowledge both model paths share: what an ingredient is and contains, what a dish is
 * made of and how it is cooked, and the brief a theme is read into. The offline engine cooks from
 * it; the brief reader and the recipe guard check every model's recipe against it.
 */

import { type ObjectOptions, type Static, type TSchema, Type } from '@sinclair/typebox'
import KINDS from '../../../knowledge/kinds.json'
import TRAIT_FILE from '../../../knowledge/traits.json'
import { validated } from '../cookbook/validate'
import { bilingualList, bilingualText, closed, eachOf, oneOf } from './bilingual-schema'

export type Lang = 'ja' | 'en'
export type Text = { ja: string; en: string }
/** A knowledge file's sentence with each `{slot}` filled by `fill`, given the slot's name and the whole `{slot}`. */
export const fillSlots = (template: string, fill: (slot: string, whole: string) => string) =>
  template.replace(/\{(\w+)\}/g, (whole, slot: string) => fill(slot, whole))
/** Every name a catalogue entry goes by: its own in each language, then its aliases. */
export const allNames = (e: { name: Text; aliases?: string[] }) => [e.name.ja, e.name.en, ...(e.aliases ?? [])]
export const CATEGORIES = ['main', 'dessert', 'drink', 'snack'] as const
export type Category = (typeof CATEGORIES)[number]
export const SEASONS_OF_YEAR = ['spring', 'summer', 'autumn', 'winter'] as const
export type Season = (typeof SEASONS_OF_YEAR)[number]
export const SERVED = ['hot', 'cold', 'room'] as const

/** What a food holds that a diet, an allergy or an audience minds: knowledge/traits.json's keys, described there. */
export type Trait = keyof typeof TRAIT_FILE.traits
export const TRAITS = Object.keys(TRAIT_FILE.traits) as Trait[]

// The other vocabularies are knowledge/kinds.json's keys, each word described there.
export type Form = keyof typeof KINDS.forms
export const FORMS = Object.keys(KINDS.forms) as Form[]
export type Group = keyof typeof KINDS.groups
export const GROUPS = Object.keys(KINDS.groups) as Group[]
export const PROPERTIES = Object.keys(KINDS.properties) as Array<keyof typeof KINDS.properties>
export const AUDIENCES = ['baby', 'under_4', 'under_6', 'child', 'pregnancy', 'elderly', 'immunocompromised'] as const
export type Cuisine = keyof typeof KINDS.cuisines
export const CUISINES = Object.keys(KINDS.cuisines) as Cuisine[]
export type Role = keyof typeof KINDS.roles
export const ROLES = Object.keys(KINDS.roles) as Role[]
export type MethodId = keyof typeof KINDS.methods

const word = Type.String({ pattern: '^[a-z][a-z_]*$' })
const [described, roles] = [Type.Record(word, Type.String({ minLength: 1 })), Type.Array(oneOf(ROLES), { minItems: 1 })]
const kindsFile = Type.Object(
  {
    about: Type.String(),
    ...eachOf(['forms', 'groups', 'properties', 'cuisines', 'roles'], described),
    methods: Type.Record(word, roles),
  },
  closed,
)
validated(kindsFile, KINDS, 'knowledge/kinds.json')
/** The roles each method's steps know how to use: a dish may only give its ingredients these (a schema test checks it). */
export const METHODS: Record<MethodId, readonly Role[]> = KINDS.methods as Record<MethodId, Role[]>

const id = Type.String({ pattern: '^[a-z][a-z0-9_]*$' })
/** Swaps keyed by the trait they replace; the types restate them, as TypeBox types a record keyed by a union as {}. */
const byTrait = (swap: TSchema, options?: ObjectOptions) =>
  Type.Optional(Type.Partial(Type.Record(oneOf(TRAITS), swap, options)))
const [amount, names] = [Type.Number({ minimum: 0 }), Type.Optional(Type.Array(Type.String({ minLength: 1 })))]

/**
 * One ingredient as its file (knowledge/ingredients/*.json) writes it; `Ingredient` is what the
 * catalogue makes of it (ingredients/data.ts): the note dropped, the cut in words.
 */
export const ingredientEntry = Type.Object(
  {
    /** Why the entry is as it is (why oat milk has gluten); not loaded. */
    note: Type.Optional(Type.String({ minLength: 1 })),
    /** Stable snake_case id, unique in the catalogue. */
    id,
    name: bilingualText,
    contains: Type.Array(oneOf(TRAITS), { uniqueItems: true }),
    form: oneOf(FORMS),
    group: oneOf(GROUPS),
    /** What it is like that a medical diet rules out (knowledge/kinds.json `properties`: high in potassium, a casing). */
    properties: Type.Optional(Type.Array(oneOf(PROPERTIES), { uniqueItems: true })),
    /**
     * The usual amount for two servings. The English one may place the name with `{}` ("300 g {} in
     * the shell" reads "300 g clams in the shell"); without it, the amount goes before the name.
     */
    quantity: bilingualText,
    /** Other names in either language: plurals, kana/kanji spellings, common synonyms. */
    aliases: names,
    /**
     * How it is cut when a recipe cuts it ({ ja: '一口大に切る', en: 'cut into bite-sized pieces' }):
     * a key of knowledge/cuts.json, or the cut in words; absent: it is never cut.
     */
    cut: Type.Optional(Type.Union([Type.String({ minLength: 1 }), bilingualText])),
    /** Grams of protein, salt and sugar in `quantity`, and its weight in grams when `quantity` is not in grams. */
    ...eachOf(['protein', 'salt', 'sugar', 'grams'] as const, Type.Optional(amount)),
    /** Energy in `quantity` as eaten, in kcal: every food has it (water and salt 0), so a recipe's total is never a guess. */
    kcal: amount,
    /**
     * Whether it may be eaten as it comes. `cook`: raw meat, poultry, fish and shellfish, eggs, raw
     * grains, dry pasta and noodles, dried pulses, popcorn kernels, flour and raw dough, which a
     * recipe must cook in a step that fits their form. `ready`: already cooked, cured or safe raw
     * (cooked rice, ham, boiled octopus, canned beans, tofu). Absent: eaten as it is (produce,
     * seasonings, dairy).
     */
    raw: Type.Optional(oneOf(['cook', 'ready'])),
    /**
     * `liquid`: a food that must be cooked (`raw: 'cook'`) and only cooks in water or steam, so
     * frying or microwaving it dry leaves it raw: dried pulses, tapioca pearls. Raw grains and every
     * pasta or noodle cook that way by their form and group, and need not say it.
     */
    cooks_in: Type.Optional(oneOf(['liquid'])),
    /** A stock, broth or dashi, or its powder: a dish's body more than its salt (a swap goes measure for measure). */
    stock: Type.Optional(Type.Boolean()),
    /**
     * The staple it is a form of: a theme that asks for one (cooked rice) finds it in a dish that
     * has another (raw short-grain rice).
     */
    staple: Type.Optional(oneOf(['rice'])),
    /** The raw foods this is the cooked form of (cooked chicken of a thigh): a theme's leftover of one is this. */
    leftover_of: Type.Optional(Type.Array(id, { minItems: 1 })),
    /**
     * `hot`: a seasoning whose heat a child's dish is marked down for when it is built on it (chilli,
     * gochujang, doubanjiang, sriracha, wasabi, karashi). Narrower than the `hot_spice` trait, which
     * also covers mustard, shichimi, kimchi or a curry paste.
     */
    heat: Type.Optional(oneOf(['hot'])),
    /** What replaces it when a trait it has is excluded: another ingredient's id, or null when it can simply be left out. */
    swaps: byTrait(Type.Union([id, Type.Null()]), closed),
    season: Type.Optional(Type.Array(oneOf(SEASONS_OF_YEAR), { uniqueItems: true })),
    /** A picture colour. */
    color: Type.Optional(Type.Unsafe<`#${string}`>(Type.String({ pattern: '^#[0-9a-f]{6}$' }))),
  },
  closed,
)
export type Ingredient = Omit<Static<typeof ingredientEntry>, 'note' | 'cut' | 'swaps'> & {
  cut?: Text
  swaps?: Partial<Record<Trait, string | null>>
}

const dishId = Type.String({ pattern: '^[a-z0-9]+(?:_[a-z0-9]+)*$' })

/**
 * One ingredient of a dish as its file writes it: the catalogue id, its Japanese amount for two
 * servings ("400g", "大さじ1", "1個", the English one derived unless `en` is given), and its part.
 * `cut`: how this dish cuts it when that differs from the ingredient's usual cut (potatoes for
 * crisps are sliced paper-thin, not into bite-sized pieces); only what can be cut at all may have one.
 */
const dishPartEntry = Type.Object(
  {
    id: dishId,
    amount: Type.String({ minLength: 1 }),
    role: oneOf(ROLES),
    en: Type.Optional(Type.String({ minLength: 1 })),
    cut: Type.Optional(bilingualText),
  },
  closed,
)
/** One ingredient of a dish as the catalogue holds it: its amount in both languages. */
type DishPart = Omit<Static<typeof dishPartEntry>, 'amount' | 'en'> & { amount: Text }

/** One dish as its file (knowledge/dishes/*.json) writes it; `Dish` holds its parts as `DishPart`s. */
export const dishEntry = Type.Object(
  {
    /** Stable snake_case id, unique in the catalogue. */
    id: dishId,
    name: bilingualText,
    /** Other names in either language; never an ingredient's own name ("beef stew" is "stew" + "beef"). */
    aliases: names,
    category: oneOf(CATEGORIES),
    cuisine: oneOf(CUISINES),
    method: oneOf(Object.keys(METHODS) as MethodId[]),
    /** How it is served; a theme that asks for the other is a different dish or a stated change. */
    served: oneOf(SERVED),
    /** Realistic total minutes for two, resting and chilling included. */
    minutes: Type.Integer({ minimum: 1, maximum: 2880 }),
    /** Where it comes from and how it is eaten there, one clause in each language. */
    origin: bilingualText,
    /** What people who forgot its name describe it by (its form, how it is eaten, a texture), words its name and origin lack. */
    known_by: Type.Optional(bilingualList),
    ingredients: Type.Array(dishPartEntry, { minItems: 2 }),
    /** Swaps only this dish needs (egg in a pudding sets it: agar does that job; egg in fried rice is just left out). */
    swaps: byTrait(Type.Array(Type.Object({ from: dishId, to: Type.Union([dishId, Type.Null()]) }, closed))),
    season: Type.Optional(Type.Array(oneOf(SEASONS_OF_YEAR))),
    /**
     * Ingredients this dish serves raw by definition (sashimi-grade fish in sashimi and poke, fish
     * cured in lime for ceviche): the only `raw: 'cook'` lines a recipe may leave uncooked.
     */
    servedRaw: Type.Optional(Type.Array(dishId)),
    /** A dish that only exists with an excluded trait (egg-free tamagoyaki): the engine must say so. */
    defining: Type.Optional(Type.Array(oneOf(TRAITS))),
    /**
     * Ingredients the dish is not itself without that neither its names nor its one ingredient of
     * an essential part show (the tomato of a margherita): excluded by name with nothing to take
     * their place, the engine must say so rather than cook the rest under the dish's name.
     */
    core: Type.Optional(Type.Array(dishId)),
    /** Dishes whose leftovers this one is made from (curry udon from yesterday's curry): a theme's leftover dish picks it. */
    leftover: Type.Optional(Type.Array(dishId)),
  },
  closed,
)
export type Dish = Omit<Static<typeof dishEntry>, 'ingredients' | 'swaps'> & {
  ingredients: DishPart[]
  swaps?: Partial<Record<Trait, Array<{ from: string; to: string | null }>>>
}

/**
 * A dish the table does not know, named in the theme by its family (knowledge/families.json): the
 * family, the dish's name as the theme wrote it ("Georgian cheese bread", 「ペルー風の鶏の煮込み」,
 * "kroppkakor"), the cuisine style the theme named and the foods named in the dish's phrase
 * (catalogue ids, in order).
 */
export type FamilyDish = { family: string; name: string; style?: string; foods: string[] }

/** One thing the theme rules out, with the traits or catalogue ingredients it covers. */
export type Exclusion = {
  /** `dislike`: a food only disliked ("hates mushrooms", 苦手): left out or hidden, never called an allergy or a diet. */
  kind: 'diet' | 'allergy' | 'ingredient' | 'dislike'
  /** As the theme put it, in the theme's language ("vegan", "ピーナッツアレルギー", "no cilantro"). */
  name: string
  /** What must not be in the recipe, in plain words in the theme's language. */
  excludes: string[]
  /** Traits ruled out (a diet or an allergy), and catalogue ingredients ruled out by name. */
  traits: Trait[]
  ingredients: string[]
  /** Words the catalogue does not know ("durian"), matched in a recipe as whole words. */
  terms?: string[]
  /** Why, in plain words, when the theme says ("a guest has a peanut allergy"). */
  reason?: string
  /** Held by the ingredient lines alone: an allow-list rules out all else, and a title's "chicken" names the stock too. */
  listed?: true
}

/**
 * What a theme asks for, read before round 1 on both model paths. The public shape (the
 * `brief` of docs/api.md) is `publicBrief(brief)`: traits and ids stay inside.
 */
export type Brief = {
  lang: Lang
  /** The named dish (catalogue id and its name in the theme's language), if the theme names one. */
  dishId: string | null
  dish: string | null
  /** Catalogue ids of the ingredients the theme asks for, and their names in the theme's language. */
  keyIngredientIds: string[]
  key_ingredients: string[]
  exclusions: Exclusion[]
  /** `asks`: the equipment asks read from the theme (knowledge/equipment.json ids), next to the free-text label. */
  limits: { minutes?: number; servings?: number; equipment?: string; asks?: string[] }
  /** Catalogue ids of foods the theme says are already cooked ("leftover roast chicken", 茹でたじゃがいも): warmed, never cooked again from raw. */
  cooked?: string[]
  /** Heat asked: `more` (spicy), `most` (a challenge, fiery, numbing: the adapter raises it), `side` (hot for the adults, mild for the children). */
  heat?: 'more' | 'most' | 'side'
  /** A food to use up, as much as the theme says it has: grams, or whole ones (a daikon, a head of cabbage). */
  useUp?: { food: string; qty: number; unit: 'g' | 'whole' }
  /** Occasions (knowledge/occasions.json ids: bento, potluck, party, celebration, brunch, children…) and style words (wafu, light, crispy…) the theme names; a cuisine or region asked with no dish ("something Okinawan", 北欧風の夕飯) is a style whose `cuisines` and `places` the chooser holds, never an unknown dish. */
  occasions?: string[]
  styles?: string[]
  /** Catalogue ids of the foods the theme says are all it has ("all I have is rice and an egg", 豆腐とねぎしかない): the recipe adds only the pantry of knowledge/cookbook.json `only_foods` besides them. */
  onlyFoods?: string[]
  /** Catalogue ids of ALL the foods the eater may have ("she can only eat rice, chicken and carrots"): every other food is ruled out by an exclusion. */
  allowed?: string[]
  /** The allow-list as the theme said it ("rice, chicken and carrots"), for the host to name it. */
  allowedSaid?: string
  /** Foods said to be had ("I have X", 「Xが余ってる」) with the amount said; appliances (equipment.json asks) had and wanted used; a microwave's W. */
  onHand?: { food: string; qty?: number; unit?: 'g' | 'whole' }[]
  uses?: string[]
  watts?: number
  /** Temperature, season, audience, occasion: each a short plain sentence in the theme's language. */
  notes: string[]
  temperature?: 'hot' | 'cold'
  season?: Season
  audience?: 'children'
  category?: Category
  /** True when the theme named no food and the host chose a dish. */
  interpreted: boolean
  /** True when the theme has no food in it at all (the host must say so in the first turn). */
  notFood: boolean
  /** Sure the theme asks for something other than food (it names another domain, or asks and names no food): refused before the stream. */
  asksElsewhere?: true
  /** What the theme asks that cannot be checked here ("keto"), each a plain sentence the host says in the first turn. */
  unchecked?: string[]
  /** The host's words for servings asked past the most this kitchen cooks, which the recipe is for: said on every path. */
  servingsOver?: string
  /**
   * Words of the theme that look like the name of a dish this kitchen does not know (neither
   * English nor in the lexicon: "lumpia shanghai", 「シュクメルリ」): the host says it does not know
   * the dish rather than cook another under its name.
   */
  unknownDish?: string
  /** The dish was read from the theme's description, not its name: the host says which it took ("you mean …"). */
  described?: true
  /** The dish named with a qualifier its catalogue entry does not know ("Hamhung naengmyeon"): the host says its version is not cooked. */
  versionAsked?: string
  /** An amount the theme has and asks is enough (「麺が3玉しかないけど足りる？」): the foods it may be, its count and the words it said. */
  enough?: { foods: string[]; qty: number; said: string; unit?: 'g' }
  /**
   * A dish the table does not know, named by its family ("kroppkakor (Swedish potato dumplings)",
   * 「ペルー風の鶏の煮込み」): cooked under the theme's own name with the family's method, and said so.
   */
  familyDish?: FamilyDish
  /** Dishes and foods the theme turns away ("anything but curry udon", 「パスタ3日連続」): never the dish chosen or in it. */
  turnedAway?: string[]
  turnedAwayFoods?: string[]
  /** Styles and methods the theme turns away ("no more Chinese", 「揚げ物以外で」): no dish of their cuisine or method. */
  turnedAwayStyles?: string[]
  turnedAwayMethods?: MethodId[]
  /** A budget (a sum for the dish or, `per`, a serving; none: only cheap) and what a serving holds (knowledge/goals.json). */
  budget?: { currency: 'JPY' | 'USD'; amount?: number; per?: 'serving' }
  targets?: Array<{ nutrient: 'protein_g' | 'salt_g' | 'kcal'; min?: number; max?: number }>
  /** What the theme asks to lower, where the kitchen can act on it though it cannot promise a limit ("low-salt", 糖尿病). */
  lower?: Array<'salt' | 'sugar' | 'heat'>
  /** What the theme asks that is unsafe, and what is done instead (see hazards.ts). */
  hazards?: HazardFinding[]
  /** Who the hazard table found the theme is for (`baby`, `under_4`, `under_6`, `child`, `pregnancy`, `elderly`, `immunocompromised`): the guard checks a recipe for what each must not be served. */
  atRisk?: string[]
  /**
   * Restriction words the reader found but could not tie to any food ("nightshades" unknown,
   * "the things on his list"), as the theme wrote them: the host says so in round 1 and the run
   * ends `constraint_unclear`, since cooking on a guess could feed someone what they cannot eat.
   */
  unresolved?: string[]
  /** The diets and conditions the theme names or its audience is (knowledge/diets.json ids: `vegan`, `low_fodmap`, `alpha_gal`, `infant`…); their checks are in `notes`. */
  diets?: string[]
  /** What the nutritionist says of an allergy whose usual risk is contact, not the recipe (knowledge/diets.json `contact`). */
  contact?: string[]
  /** What the theme says is fine ("tree nuts are fine", 「バターなら大丈夫」): answered by narrowing the exclusions, never excluded. */
  permitted?: { traits: Trait[]; ingredients: string[] }
  /** Foods the theme asks about rather than permits ("squid is ok?"): out where its restrictions reach, the question answered in `unchecked`. */
  asked?: string[]
  /**
   * What the theme asks that is meant to hurt someone (src/ai/food/reader/harm.ts): its kind
   * (`weapon`, `poison`, `non_food`, `drug`, `intent`, `allergy`, `animal`) and the theme's words
   * that show it. The host's first turn says plainly it will not help (a refused `hazards` entry
   * `harm` carries the sentence) and the run ends `harmful_request`, nothing cooked or published.
   */
  harm?: { kind: string; words: string }
}

/** An unsafe ask found in a theme or a recipe, and what the kitchen does about it. */
export type HazardFinding = {
  /** The hazard table's id ("raw_poultry"). */
  id: string
  /** The words that asked for it, as the theme (or recipe line) wrote them. */
  name: string
  /** What is done instead and why, one plain sentence in the brief's language ("Chicken is cooked to 75 °C at the centre…"). */
  instead: string
  /** The row's plain answer to a yes/no question about it ("still ok?": only if it stayed at or below 4 °C), said first. */
  answer?: string
  /** True when nothing safe remains of the request: the run ends `unsafe_request`. */
  refused: boolean
  /** The food named is already unsafe (left out overnight): thrown away, and the dish cooked from fresh food, never from it. */
  discard?: true
}

/** The brief as docs/api.md publishes it. */
export type PublicBrief = ReturnType<typeof publicBrief>

export function publicBrief(brief: Brief) {
  return {
    dish: brief.dish,
    key_ingredients: brief.key_ingredients,
    exclusions: brief.exclusions.map(({ kind, name, excludes }) => ({ kind, name, excludes })),
    // The structured asks stay inside: the public brief keeps its documented shape.
    limits: Object.fromEntries(Object.entries(brief.limits).filter(([key]) => key !== 'asks')) as Brief['limits'],
    notes: [...brief.notes, ...(brief.contact ?? []), ...(brief.unchecked ?? [])],
    interpreted: brief.interpreted,
    // What the theme asked that is unsafe, each with what is done instead.
    hazards: (brief.hazards ?? []).map((h) => h.instead),
    // Restriction words that could not be tied to foods (the run ends `constraint_unclear`).
    unresolved: brief.unresolved ?? [],
  }
}

/** A line of a recipe that breaks the brief: which exclusion, what was found, and where. */
export type Violation = { exclusion: string; ingredient: string; field: string; line: string }

/** Where a text names dishes of the catalogue, as spans: the brief's own finder, passed to readers that look for a dish. */
export type DishFinder = (text: string) => Array<{ dish: Dish; at: number; end: number }>
