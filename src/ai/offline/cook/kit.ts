import type { Brief, Dish, Ingredient, Role, Text, Trait } from '../../food/types'
import { type AskFit, LEFTOVER, METHOD_EQUIPMENT } from '../../food/asks'
import type { FamilyCooking } from '../family'

/**
 * What a method's step templates write with: the plan's ingredients by part, named in either
 * language, and the phrases an ingredient's form calls for (a powder is stirred until dissolved,
 * a paste is let down in a little liquid, only what has a `cut` is ever cut). Naming an
 * ingredient in a step marks it used, so the recipe can prove every listed line is cooked.
 */

/*
 * The plan's types live here, beside the Kit that holds a plan: a plan names its cooking method,
 * whose steps are written with a Kit, so the three types refer to each other and share one module.
 */

/** One line of the recipe: a catalogue ingredient in its part, with its amount for the servings. */
export type Item = {
  ing: Ingredient
  role: Role
  amount: Text
  /** How many times the ingredient's catalogue `quantity` this amount is (for nutrition). */
  ratio: number
  /** The dish ingredient this one replaces, and the excluded trait (or ingredient) that forced it. */
  replaces?: { ing: Ingredient; why: Trait | 'named' }
  /** A key ingredient of the theme the dish does not usually have, or the garnish the culture expert adds to a dish of few lines. */
  added?: 'key' | 'garnish'
  /** The dish's own cut for it, where the dish cuts it differently from the usual. */
  cut?: Text
  /** Already cooked when the recipe starts (the theme's leftover): warmed or combined, never cooked from raw. */
  cooked?: boolean
}

/** A dish ingredient the brief rules out, and what became of it. */
export type Swap = { from: Ingredient; to: Ingredient | null; why: Trait | 'named'; role: Role }

export type Nutrition = { protein: number; salt: number; sugar: number }

/** The nutritionist's proposal: trim the salt or the sugar by a fifth, on these lines. */
export type Trim = { nutrient: 'salt' | 'sugar'; ids: string[]; before: number; after: number }

/** Why a dish cannot be made under a brief: the excluded traits it is, and the ingredients it is built on that the brief rules out by name. */
export type Declined = { traits: Trait[]; ingredients: Ingredient[] }

export type Plan = {
  brief: Brief
  dish: Dish
  /** What the recipe calls the dish: its name, or another of its names when that one names a food the brief took out. */
  name: Text
  /** The dish the theme named, when the brief takes away what it is and the panel cooks another. */
  declined: ({ dish: Dish } & Declined) | null
  /** A dish the table does not know, cooked under the theme's own name by its family (brief.familyDish). */
  family: FamilyCooking | null
  servings: number
  items: Item[]
  swaps: Swap[]
  /** Traits the recipe must not contain: the brief's, and hot spice and alcohol for children. */
  banned: Trait[]
  cooking: Cooking
  trim: Trim | null
  /** Per serving, after the trim (before it: `trim.before` for the trimmed nutrient). */
  perServing: Nutrition
  extraKept: boolean
  shortcutKept: boolean
  minutes: {
    /** The dish's own realistic time, and the time of the recipe as decided. */
    dish: number
    final: number
    /** The shortest this dish can honestly take (resting, setting and chilling cannot be hurried). */
    floor: number
    limit?: number
  }
  /** The time limit cannot be met even with the shortcut: the host says so. */
  overLimit: boolean
  seed: number
  /** How the theme's asks were held: equipment variant, leftovers, occasions, batches (src/ai/offline/asks.ts). */
  asks?: AskFit
}

/**
 * A proposal a panel member makes about this method: `label` is the noun phrase the others use for
 * it ("a two-batch sear for the chicken"), `say` how its author argues for it, `minutes` what it
 * adds (the chef's extra) or saves (the home cook's shortcut). The method's steps read the plan's
 * `extraKept`/`shortcutKept`, so a kept proposal is a step of the recipe and a set-aside one is not.
 *
 * Templates name the dish's ingredients with {role} placeholders ({base}, {veg}, {sauce} …),
 * {main}, the star of the dish, and {knife}, what of it a knife can cut; see `fill`.
 */
export type Proposal = { label: Text; say: Text; minutes: number }

export type Cooking = {
  /** What the method cooks in. */
  equipment: Text
  /** The chef's core technique for this method; always kept, written into the steps. */
  technique: Proposal
  /** The chef's extra: better for more minutes, weighed against the home cook's time. */
  extra: Proposal
  /** The home cook's time saver. */
  shortcut: Proposal
  /** How the chef knows it is done; how the home cook keeps it. */
  done: Text
  keeps: Text
  /** The fewest minutes the dish can take: setting, chilling and resting are not shortened. */
  floor: (d: Dish) => number
  steps: (k: Kit) => Array<Text | null | false | undefined | 0>
}

export const listJa = (names: string[]): string => (names.length <= 2 ? names.join('と') : names.join('、'))
/** A count of vessels in Japanese: 「3つの器」, but 「12個の器」 (the つ counter stops at nine). */
export const countJa = (n: number): string => (n < 10 ? `${n}つ` : `${n}個`)
export const listEn = (names: string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`

export const CITRUS = /^(lemon|lime|yuzu|sudachi|kabosu|calamansi|orange|grapefruit|mikan)$/

export const nameJa = (ing: Ingredient) => ing.name.ja
export const nameEn = (ing: Ingredient) => ing.name.en

/** 「乾燥わかめ」→「戻したわかめ」, "dried hijiki" → "soaked hijiki": a dried food once it has been soaked. */
export const soakedName = (ing: Ingredient): Text => ({
  ja: `戻した${ing.name.ja.replace(/^乾燥|（乾燥）$/g, '')}`,
  en: ing.name.en.replace(/^dried /, 'soaked '),
})

/** "cut into bite-sized pieces" → "Cut the chicken into bite-sized pieces"; "peel and grate" → "Peel and grate the ginger". */
export function cutSentenceEn(ing: Ingredient, how: Text = ing.cut!): string {
  const cut = how.en.trim().replace(/\.$/, '')
  // "cut each fillet into 3 pieces": each piece *of* the ingredient.
  const each = cut.match(/^(\w+) each (\w+)(.*)$/)
  if (each)
    return `${each[1]!.charAt(0).toUpperCase()}${each[1]!.slice(1)} each ${each[2]} of the ${nameEn(ing)}${each[3]}.`
  // "trim the stems and pull apart": the object is the stems *of* the ingredient.
  const of = cut.match(/^(\w+) the (\w+)(.*)$/)
  if (of) return `${of[1]!.charAt(0).toUpperCase()}${of[1]!.slice(1)} the ${of[2]} of the ${nameEn(ing)}${of[3]}.`
  const both = cut.match(/^(\w+ and \w+)\b(.*)$/)
  const [verb, rest] = both ? [both[1]!, both[2]!] : [cut.split(' ')[0]!, cut.slice(cut.split(' ')[0]!.length)]
  return `${verb.charAt(0).toUpperCase()}${verb.slice(1)} the ${nameEn(ing)}${rest}.`
}

export const cutSentenceJa = (ing: Ingredient, how: Text = ing.cut!) => `${nameJa(ing)}は${how.ja.replace(/。$/, '')}。`

export class Kit {
  readonly used = { ja: new Set<string>(), en: new Set<string>() }
  /** Lines already given their cooking step, so a later step does not cook them twice. */
  readonly cooked = new Set<string>()
  /** Starches cooked in the dish itself (a risotto's rice), which are never served on the side. */
  readonly inDish = new Set<string>()
  /** Lines given their knife work, which a later step must still put in the dish. */
  readonly prepared = new Set<string>()
  /** Dried lines already soaked back: from then on a step names what is in the bowl, not the packet. */
  readonly soaked = new Set<string>()
  /** Whether the method heats what it cooks: then a leftover is kept out of its steps and warmed in at the end. */
  readonly warmsLeftovers: boolean
  constructor(readonly plan: Plan) {
    this.warmsLeftovers =
      METHOD_EQUIPMENT[plan.dish.method].uses.some((h) => h !== 'cold') && plan.dish.served !== 'cold'
  }

  private spokenJa(item: Item): string {
    if (item.cooked) return `${LEFTOVER.name.ja}${nameJa(item.ing)}`
    return this.soaked.has(item.ing.id) ? soakedName(item.ing).ja : nameJa(item.ing)
  }

  private spokenEn(item: Item): string {
    if (item.cooked) return `${LEFTOVER.name.en}${nameEn(item.ing)}`
    return this.soaked.has(item.ing.id) ? soakedName(item.ing).en : nameEn(item.ing)
  }

  /**
   * The lines of these parts a method's steps cook. In a hot dish a line already cooked (a leftover)
   * is not among them: no template sears or boils it again; it is warmed in at the end (`leftovers`).
   * A cold dish (a sandwich, a salad) puts it together with the rest, as it is.
   */
  items(...roles: Role[]): Item[] {
    return this.plan.items.filter((item) => roles.includes(item.role) && !(item.cooked && this.warmsLeftovers))
  }

  /** The lines already cooked before the recipe starts: warmed through or combined, never cooked again. */
  leftovers(): Item[] {
    return this.plan.items.filter((item) => item.cooked)
  }

  has(...roles: Role[]): boolean {
    return this.items(...roles).length > 0
  }

  /** Items of these parts that a knife can cut (they have a `cut`). */
  cuttable(...roles: Role[]): Item[] {
    return this.items(...roles).filter((i) => i.ing.cut && (i.ing.form === 'piece' || i.ing.form === 'leaf'))
  }

  /** The base without its eggs: what is seasoned ahead and seared or simmered like a piece of meat. */
  solids(): Item[] {
    return this.items('base').filter((item) => item.ing.form !== 'egg')
  }

  /** Eggs in the base: beaten and set softly at their own moment, never marinated or seared. */
  eggs(): Item[] {
    return this.of(['base'], ['egg'])
  }

  /** Items of these parts with one of these forms. */
  of(roles: Role[], forms: Ingredient['form'][]): Item[] {
    return this.items(...roles).filter((item) => forms.includes(item.ing.form))
  }

  markJa(items: Item[]): string {
    for (const item of items) this.used.ja.add(item.ing.id)
    return listJa(items.map((item) => this.spokenJa(item)))
  }

  markEn(items: Item[]): string {
    for (const item of items) this.used.en.add(item.ing.id)
    return items.length ? `the ${listEn(items.map((item) => this.spokenEn(item)))}` : ''
  }

  /** The names of these parts, marked used: 「鶏もも肉と玉ねぎ」. */
  ja(...roles: Role[]): string {
    return this.markJa(this.items(...roles))
  }

  /** The names of these parts, marked used: "the chicken thigh and onion". */
  en(...roles: Role[]): string {
    return this.markEn(this.items(...roles))
  }

  /** Both names at once, for a template that says one thing in two languages. */
  both(...roles: Role[]): Text {
    return { ja: this.ja(...roles), en: this.en(...roles) }
  }

  /**
   * Adding these parts to a pan or pot, each the way its form needs; a clause without a final
   * verb form in Japanese (「…を加え」) so the template finishes the sentence.
   */
  add(roles: Role[], liquid = true): Text | null {
    const items = this.items(...roles)
    if (!items.length) return null
    const liquids = items.filter((i) => i.ing.form === 'liquid')
    const powders = items.filter((i) => i.ing.form === 'powder')
    const pastes = items.filter((i) => i.ing.form === 'paste')
    const rest = items.filter((i) => !['liquid', 'powder', 'paste'].includes(i.ing.form))
    const ja: string[] = []
    const en: string[] = []
    if (rest.length) {
      ja.push(`${this.markJa(rest)}を加え`)
      en.push(`add ${this.markEn(rest)}`)
    }
    if (liquids.length) {
      ja.push(`${this.markJa(liquids)}を注ぎ`)
      en.push(`pour in ${this.markEn(liquids)}`)
    }
    if (powders.length) {
      ja.push(`${this.markJa(powders)}を加えて溶かし`)
      en.push(`stir in ${this.markEn(powders)} until dissolved`)
    }
    if (pastes.length) {
      ja.push(
        liquid ? `${this.markJa(pastes)}を少量の汁で溶いてから混ぜ入れ` : `${this.markJa(pastes)}を加えてよく混ぜ`,
      )
      en.push(
        liquid
          ? `let ${this.markEn(pastes)} down in a ladle of the liquid and stir it back in`
          : `stir in ${this.markEn(pastes)} until smooth`,
      )
    }
    return { ja: ja.join('、'), en: listEn(en) }
  }

  /** A sauce or dressing whisked in a bowl: liquids measured, powders dissolved, pastes loosened. */
  whisk(roles: Role[]): Text | null {
    const items = this.items(...roles)
    if (!items.length) return null
    const hasPowder = items.some((i) => i.ing.form === 'powder' || i.ing.form === 'paste')
    return {
      ja: `${this.markJa(items)}を小さなボウルに量り入れ、${hasPowder ? '粉や練り物が溶けてなめらかになるまで' : 'よく'}混ぜる。`,
      en: `Measure ${this.markEn(items)} into a small bowl and whisk${hasPowder ? ' until nothing grainy or lumpy is left' : ' together'}.`,
    }
  }

  /** The knife work: one sentence per ingredient that is cut, from its own `cut`; nothing else is cut. */
  prep(roles: Role[] = [...new Set(this.plan.items.map((i) => i.role))]): Text | null {
    const items = this.items(...roles).filter(
      (i) =>
        i.ing.cut &&
        !['wrapper', 'batter', 'setting'].includes(i.role) &&
        (i.ing.form === 'piece' || i.ing.form === 'leaf' || (i.ing.form === 'sheet' && i.role === 'garnish')),
    )
    if (!items.length) return null
    // Cut is not yet in the dish: a later step must still put it in, or the line is unused.
    for (const item of items) this.prepared.add(item.ing.id)
    // Citrus that seasons a dish or a drink goes in as juice; only a garnish is cut into wedges.
    const juiced = (i: Item) => CITRUS.test(i.ing.id) && i.role !== 'garnish'
    // A dish's own cut wins over the ingredient's usual one: crisps are sliced paper-thin, not bite-sized.
    return {
      ja: items
        .map((i) => (juiced(i) ? `${nameJa(i.ing)}は果汁を搾る。` : cutSentenceJa(i.ing, i.cut ?? i.ing.cut)))
        .join(''),
      en: items
        .map((i) =>
          juiced(i) ? `Squeeze the juice from the ${nameEn(i.ing)}.` : cutSentenceEn(i.ing, i.cut ?? i.ing.cut),
        )
        .join(' '),
    }
  }

  /** Minutes said aloud: never zero, an overnight rest named as overnight. */
  static minutes(value: number): Text {
    const m = Math.max(1, Math.round(value))
    if (m >= 480) return { ja: 'ひと晩（8時間以上）', en: 'overnight (8 hours or more)' }
    if (m >= 120 && m % 60 === 0) return { ja: `${m / 60}時間`, en: `${m / 60} hours` }
    if (m >= 90)
      return {
        ja: `${Math.floor(m / 60)}時間${m % 60 ? `${m % 60}分` : ''}`,
        en: `${Math.floor(m / 60)} h ${m % 60 ? `${m % 60} min` : ''}`.trim(),
      }
    return { ja: `${m}分`, en: `${m} minute${m === 1 ? '' : 's'}` }
  }

  /** Unused items of this language, for the recipe's check that every line is cooked. */
  unused(lang: 'ja' | 'en'): Item[] {
    return this.plan.items.filter((item) => !this.used[lang].has(item.ing.id))
  }
}
