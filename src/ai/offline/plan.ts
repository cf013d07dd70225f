import {
  type Brief,
  type Dish,
  type DishPart,
  type Exclusion,
  type Ingredient,
  type Lang,
  METHODS,
  type Role,
  type Text,
  type Trait,
} from '../food/types'
import { gramsIn, numbersIn, ratioOf, scaleAmount } from './amounts'
import { cookingFor } from './cook'
import type { Declined, Item, Nutrition, Plan, Swap, Trim } from './cook/kit'
import { type FamilyCooking, familyCookingOf } from './family'
import { dish as dishById, ingredient, INGREDIENTS } from './food'
import { rng } from './random'

export type { Declined, Item, Nutrition, Plan, Swap, Trim } from './cook/kit'

/**
 * What the panel cooks, decided once from the brief, the dish and the seed: every turn and the
 * recipe read the same plan, so what a member proposes, what the host keeps and what the recipe
 * does are one decision, and every figure said aloud is the figure printed.
 */

/** How many times the catalogue quantity an amount is: by weight when both say grams, else by count. */
function ratioFor(ing: Ingredient, amount: Text): number {
  const base = gramsIn(ing.quantity.en) ?? ing.grams
  const grams = gramsIn(amount.en)
  if (grams !== null && base) return grams / base
  if (/pinch|as needed|少々|適量/.test(amount.en + amount.ja)) return 0.1
  const unit = (text: string) => text.replace(/[\d/ .]+/g, '').trim()
  if (unit(amount.en) === unit(ing.quantity.en)) return ratioOf(amount.en, ing.quantity.en)
  return 1
}

export function bannedTraits(brief: Brief): Trait[] {
  const traits = new Set<Trait>(brief.exclusions.flatMap((e: Exclusion) => e.traits))
  if (brief.audience === 'children') {
    traits.add('hot_spice')
    traits.add('alcohol')
  }
  return [...traits]
}

/**
 * Ingredients the brief rules out by name: catalogue ids, and any whose names carry a raw excluded
 * word the catalogue does not know (the guard matches those words in the recipe lines).
 */
type Named = { ids: Set<string>; terms: string[] }
const bannedIds = (brief: Brief): Named => ({
  ids: new Set(brief.exclusions.flatMap((e) => e.ingredients)),
  terms: brief.exclusions.flatMap((e) => e.terms ?? []).map((t) => t.normalize('NFKC').toLowerCase()),
})

const namesOf = (ing: Ingredient) =>
  [ing.name.ja, ing.name.en, ...(ing.aliases ?? [])].map((n) => n.normalize('NFKC').toLowerCase())

/** The first reason this ingredient may not go in, if any. */
function offence(ing: Ingredient, banned: Trait[], named: Named): Trait | 'named' | null {
  if (named.ids.has(ing.id) || (named.terms.length && namesOf(ing).some((n) => named.terms.some((t) => n.includes(t)))))
    return 'named'
  return banned.find((t) => ing.contains.includes(t)) ?? null
}

/**
 * What replaces a dish ingredient under the brief: the dish's own swap first (it knows the job
 * the ingredient does there), then the ingredient's, repeated until nothing excluded is left.
 * `null`: it is left out.
 */
function resolve(
  d: Dish,
  part: { id: string },
  banned: Trait[],
  ids: Named,
): { ing: Ingredient | null; why?: Trait | 'named'; from: Ingredient } {
  const from = ingredient(part.id)
  let current: Ingredient | null = from
  let why: Trait | 'named' | undefined
  const seen = new Set<string>()
  while (current) {
    const reason = offence(current, banned, ids)
    if (!reason) break
    why ??= reason
    if (seen.has(current.id)) return { ing: null, why, from }
    seen.add(current.id)
    // An animal ruled out takes the swap a meat would (gelatin's kanten), else a meat of another animal.
    const traits: Trait[] =
      reason === 'named' ? current.contains : ANIMALS.includes(reason) ? [reason, 'meat'] : [reason]
    const dishSwap: { from: string; to: string | null } | undefined = traits
      .flatMap((t) => d.swaps?.[t] ?? [])
      .find((s) => s.from === current!.id)
    if (dishSwap) {
      current = dishSwap.to === null ? null : ingredient(dishSwap.to)
      continue
    }
    const own: string | null | undefined = traits.map((t) => current!.swaps?.[t]).find((s) => s !== undefined)
    current = own
      ? ingredient(own)
      : reason === 'named' || ANIMALS.includes(reason)
        ? kinOf(current, banned, ids)
        : null
  }
  return { ing: current, why, from }
}

/** The traits that say which animal a meat is: ruling one out asks for another meat, not for none. */
const ANIMALS: Array<Trait | 'named'> = ['pork', 'beef', 'poultry']

/**
 * A protein ruled out by name (pork for a halal table, beef for someone who eats none) is the
 * body of the dish, and a trait swap cannot stand in: nothing of its diet is excluded. The first
 * catalogue protein handled and cooked the same way, with the same traits, that the brief allows
 * takes its place, so a halal katsudon is a chicken one rather than a bowl with no cutlet.
 */
function kinOf(ing: Ingredient, banned: Trait[], ids: Named): Ingredient | null {
  if (ing.group !== 'protein') return null
  // Which animal it is may change (pork to chicken); everything else it carries must not.
  const kind = (traits: Trait[]) => traits.filter((t) => !ANIMALS.includes(t))
  const same = (a: Trait[], b: Trait[]) =>
    kind(a).length === kind(b).length && kind(a).every((t) => kind(b).includes(t))
  return (
    INGREDIENTS.find(
      (other) =>
        other.id !== ing.id &&
        other.group === 'protein' &&
        other.form === ing.form &&
        other.raw === ing.raw &&
        same(other.contains, ing.contains) &&
        !offence(other, banned, ids),
    ) ?? null
  )
}

/**
 * How much of a swap goes in: the dish's own amount when the substitute is measured the same
 * way (2 tbsp coating flour becomes 2 tbsp rice flour, 200 ml milk 200 ml soy milk), else the
 * substitute's usual amount scaled as the dish scaled the original (3 eggs where 2 is usual is
 * 1.5 times the aquafaba). Never the substitute's default on its own, which could turn 2 tbsp of
 * coating into 100 g.
 */
function swappedAmount(from: Ingredient, to: Ingredient, amount: Text): Text {
  const measured = /\d\s*(g|kg|ml)\b|\d(g|ml)$|tbsp|tsp|\bcups?\b|pinch|as needed/.test(amount.en)
  const poured = (f: Ingredient['form']) => ['powder', 'liquid', 'paste', 'grain', 'small'].includes(f)
  const weighed = gramsIn(amount.en) !== null
  const ratio = ratioFor(from, amount)
  // Seasonings of different strength (a noodle base and a neat tamari) swap salt for salt; a stock,
  // whose salt is not its point, goes measure for measure.
  const salty = (i: Ingredient) => i.group === 'seasoning' && Boolean(i.salt) && !i.stock
  if (salty(from) && salty(to) && poured(from.form) && poured(to.form))
    return scaleAmount(to.quantity, (from.salt! * ratio) / to.salt!)
  if (measured && poured(from.form) && poured(to.form)) return amount
  if (measured && from.form === to.form && (!weighed || gramsIn(to.quantity.en) !== null || to.grams)) return amount
  // Counted into weighed (an egg into a liquid): by weight, so one egg's worth is about 55 ml.
  const fromGrams = gramsIn(from.quantity.en) ?? from.grams
  const toGrams = gramsIn(to.quantity.en)
  if (fromGrams && toGrams && !weighed) return scaleAmount(to.quantity, (ratio * fromGrams) / toGrams)
  return scaleAmount(to.quantity, ratio, to.form === 'egg')
}

function nutrition(items: Item[], servings: number): Nutrition {
  const sum = (key: 'protein' | 'salt' | 'sugar') =>
    items.reduce((total, item) => total + (item.ing[key] ?? 0) * item.ratio, 0) / servings
  return { protein: sum('protein'), salt: sum('salt'), sugar: sum('sugar') }
}

/** Parts a dish cannot lose and still be itself. */
const ESSENTIAL: Role[] = ['base', 'starch', 'batter', 'setting', 'liquid', 'filling', 'wrapper', 'mixer', 'fruit']

/**
 * How far a dish must bend to the brief: how many lines are swapped, and how many essential ones
 * would simply be lost (no swap known), which makes it a poor choice when another dish fits.
 */
export function adaptations(d: Dish, brief: Brief): { swaps: number; lost: number } {
  const banned = bannedTraits(brief)
  const ids = bannedIds(brief)
  let swaps = 0
  let lost = 0
  for (const part of d.ingredients) {
    const { ing, why } = resolve(d, part, banned, ids)
    if (!why) continue
    swaps++
    if (!ing && ESSENTIAL.includes(part.role)) lost++
  }
  return { swaps, lost }
}

const LATIN = /^[\x20-\x7e\u00c0-\u024f]+$/
const normal = (text: string) => text.normalize('NFKC').toLowerCase()

/** Whether `word` stands in `text`: as a whole word in Latin script (plurals too), as a run of characters in Japanese. */
function standsIn(text: string, word: string): boolean {
  if (!LATIN.test(word)) return text.includes(word)
  return new RegExp(
    `(^|[^a-z0-9\u00c0-\u024f])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(s|es)?($|[^a-z0-9\u00c0-\u024f])`,
  ).test(text)
}

/**
 * The dish's names in one language that name none of the foods taken out: a name word still
 * stands when a food left in carries it (「味噌汁」 with chickpea miso, ひよこ豆味噌).
 */
function namesWithout(d: Dish, lang: Lang, out: Ingredient[], kept: Ingredient[]): string[] {
  const words = (ing: Ingredient) => namesOf(ing).filter((n) => n.length > 1)
  const keptWords = kept.flatMap(words)
  const gone = out.flatMap(words).filter((w) => !keptWords.some((k) => k.includes(w)))
  const own = [d.name[lang], ...(d.aliases ?? []).filter((a) => LATIN.test(a) === (lang === 'en'))]
  return own.filter((n) => !gone.some((w) => standsIn(normal(n), w)))
}

/** Parts a dish is built on: its own list, and the one ingredient of a part it cannot lose. */
function builtOn(d: Dish, part: DishPart): boolean {
  return (
    Boolean(d.core?.includes(part.id)) ||
    (ESSENTIAL.includes(part.role) && d.ingredients.filter((p) => p.role === part.role).length === 1)
  )
}

/**
 * Whether the brief takes away what the dish is: an excluded trait it is defined by, or an
 * ingredient it is built on or named after that the brief rules out by name with nothing to take
 * its place (a margherita with no tomato, a gazpacho with none). A trait an allergy or diet rules
 * out the catalogue already weighs dish by dish (`defining`, the swaps), so a soy-free miso soup
 * is still made without its tofu.
 */
export function declinedFor(d: Dish, brief: Brief): Declined | null {
  const banned = bannedTraits(brief)
  const ids = bannedIds(brief)
  const traits = (d.defining ?? []).filter((t) => banned.includes(t))
  const ingredients: Ingredient[] = []
  for (const part of d.ingredients) {
    const { ing, why, from } = resolve(d, part, banned, ids)
    if (ing || why !== 'named') continue
    const kept = d.ingredients.filter((p) => p !== part).map((p) => ingredient(p.id))
    const nameless = (['ja', 'en'] as const).some(
      (lang) => !namesWithout(d, lang, [from, ...excludedFoods(ids)], kept).length,
    )
    if (builtOn(d, part) || nameless) ingredients.push(from)
  }
  return traits.length || ingredients.length ? { traits, ingredients } : null
}

const excludedFoods = (named: Named) => [...named.ids].map(ingredient)

/**
 * What the recipe calls the dish: the first of its names in each language that names no food the
 * recipe took out or the brief rules out by name (a soy-free 「豆腐とわかめの味噌汁」 is 「味噌汁」).
 */
function nameFor(d: Dish, swaps: Swap[], items: Item[], named: Named): Text {
  const kept = items.map((i) => i.ing)
  const out = [...swaps.map((s) => s.from), ...excludedFoods(named)].filter(
    (from) => !kept.some((k) => k.id === from.id),
  )
  return { ja: namesWithout(d, 'ja', out, kept)[0] ?? d.name.ja, en: namesWithout(d, 'en', out, kept)[0] ?? d.name.en }
}

/**
 * The dish cooked for this id: the theme's own family dish (brief.familyDish) when the id is its
 * template and the brief leaves what that dish is built on, else the table's dish.
 */
export function dishToCook(brief: Brief, dishId: string): { dish: Dish; family: FamilyCooking | null } {
  const own = familyCookingOf(brief)
  if (own && own.template.id === dishId && !declinedFor(own.dish, brief)) return { dish: own.dish, family: own }
  return { dish: dishById(dishId), family: null }
}

export function planDish(brief: Brief, dishId: string, seed: number): Plan {
  const { dish: d, family } = dishToCook(brief, dishId)
  const banned = bannedTraits(brief)
  const ids = bannedIds(brief)
  // The dish the theme named: the table's, or its own family dish when the panel cooks another.
  const named =
    brief.dishId && brief.dishId !== dishId
      ? dishById(brief.dishId)
      : family
        ? null
        : (familyCookingOf(brief)?.dish ?? null)
  const why = named && declinedFor(named, brief)
  const declined = why ? { dish: named!, ...why } : null
  // Servings 1–100, as the interface allows: amounts scale, and so do the pans (see cook/kit).
  const servings = Math.min(100, Math.max(1, Math.round(brief.limits.servings ?? 2)))
  const swaps: Swap[] = []
  const items: Item[] = []
  for (const part of d.ingredients) {
    const { ing, why, from } = resolve(d, part, banned, ids)
    if (why) swaps.push({ from, to: ing, why, role: part.role })
    if (!ing || items.some((item) => item.ing.id === ing.id)) continue
    const base = why ? swappedAmount(from, ing, part.amount) : part.amount
    const amount = scaleAmount(base, servings / 2, ing.form === 'egg')
    items.push({
      ing,
      role: part.role,
      amount,
      ratio: ratioFor(ing, amount),
      replaces: why ? { ing: from, why } : undefined,
      cut: why ? undefined : part.cut,
    })
  }
  for (const added of addedKeys(d, brief, items, banned, ids)) items.push(added)
  for (const added of garnishes(d, items, banned, ids, servings)) items.push(added)
  const cooking = cookingFor(d)
  const r = rng(seed, `plan:${d.id}`)

  const before = nutrition(items, servings)
  const trim = trimFor(d, items, before, servings, brief.lower ?? [])
  const perServing = trim ? nutrition(items, servings) : before

  const limit = brief.limits.minutes
  const floor = Math.min(d.minutes, cooking.floor(d))
  const extra = cooking.extra.minutes
  const saves = Math.min(cooking.shortcut.minutes, Math.max(0, d.minutes - floor))
  let extraKept: boolean
  let shortcutKept: boolean
  if (limit) {
    shortcutKept = d.minutes > limit || r.chance(0.5)
    extraKept = d.minutes - (shortcutKept ? saves : 0) + extra <= limit
  } else {
    extraKept = r.chance(0.5)
    shortcutKept = !extraKept
  }
  const final = d.minutes + (extraKept ? extra : 0) - (shortcutKept ? saves : 0)
  return {
    brief,
    dish: d,
    name: nameFor(d, swaps, items, ids),
    declined,
    family,
    servings,
    items,
    swaps,
    banned,
    cooking,
    trim,
    perServing,
    extraKept,
    shortcutKept,
    minutes: { dish: d.minutes, final, floor, limit },
    overLimit: limit !== undefined && final > limit,
    seed,
  }
}

/** Where an ingredient the theme asks for goes in a dish that does not have it, by what it is. */
const ROLE_FOR: Array<[(ing: Ingredient) => boolean, Role[]]> = [
  [(i) => i.group === 'protein', ['base', 'filling']],
  [(i) => i.group === 'vegetable' || (i.group === 'herb' && i.form === 'leaf'), ['veg', 'filling', 'fruit', 'garnish']],
  [(i) => i.group === 'fruit', ['fruit', 'filling', 'garnish']],
  [(i) => i.group === 'grain' || i.group === 'noodle' || i.group === 'bread', ['starch', 'wrapper']],
  [(i) => i.group === 'sweetener', ['sweet', 'seasoning']],
  [(i) => i.group === 'dairy' && i.form === 'liquid', ['liquid', 'mixer', 'filling']],
  [(i) => i.group === 'dairy', ['filling', 'base', 'garnish']],
  [(i) => i.group === 'seasoning' || i.group === 'spice', ['seasoning', 'sauce', 'sweet']],
  [(i) => i.group === 'nut', ['garnish', 'filling']],
  [() => true, ['garnish', 'seasoning', 'veg']],
]

/**
 * The theme's key ingredients the dish lacks, added in the part their kind plays and the method
 * knows, so "salmon and miso" with a dish that has only salmon still gets its miso, in a step.
 */
function addedKeys(d: Dish, brief: Brief, items: Item[], banned: Trait[], named: Named): Item[] {
  const roles = METHODS[d.method] as readonly Role[]
  const added: Item[] = []
  for (const id of brief.keyIngredientIds) {
    const ing = ingredient(id)
    // Cooked rice asked for in a dish cooked from raw rice (炊き込みご飯) is already there.
    const sameStaple = (other: Ingredient) => ing.staple !== undefined && other.staple === ing.staple
    if (items.some((i) => i.ing.id === id || i.replaces?.ing.id === id || sameStaple(i.ing))) continue
    // A food word inside the named dish's own name ("hamburg steak", 「鮭の塩焼き」) is the dish, not an extra.
    const dishNames =
      brief.dishId === d.id ? [d.name.ja, d.name.en, ...(d.aliases ?? [])].map((n) => n.toLowerCase()) : []
    if (
      [ing.name.ja, ing.name.en, ...(ing.aliases ?? [])].some(
        (name) => name.length > 1 && dishNames.some((n) => n !== name.toLowerCase() && n.includes(name.toLowerCase())),
      )
    )
      continue
    if (offence(ing, banned, named)) continue
    const role = ROLE_FOR.find(([fits]) => fits(ing))![1].find((r) => roles.includes(r))
    if (!role) continue
    const amount = scaleAmount(ing.quantity, (brief.limits.servings ?? 2) / 2, ing.form === 'egg')
    added.push({ ing, role, amount, ratio: ratioFor(ing, amount), added: 'key' })
  }
  return added
}

/** Finishing touches by category, first that fits: what a cook adds to a plate or glass that looks bare. */
const GARNISHES: Record<Dish['category'], string[]> = {
  drink: ['mint', 'lemon', 'lime'],
  dessert: ['mint', 'kinako', 'strawberry'],
  main: ['green_onion', 'sesame', 'shiso'],
  snack: ['sesame', 'green_onion', 'lemon'],
}

/**
 * A recipe lists at least four lines; a dish that has fewer (barley tea, a coffee with milk), or
 * lost some to the brief, gets the culture expert's garnish, which the talk proposes and the last
 * step puts on.
 */
function garnishes(d: Dish, items: Item[], banned: Trait[], named: Named, servings: number): Item[] {
  if (!(METHODS[d.method] as readonly Role[]).includes('garnish')) return []
  const added: Item[] = []
  for (const id of GARNISHES[d.category]) {
    if (items.length + added.length >= 4) break
    if (items.some((i) => i.ing.id === id)) continue
    const ing = ingredient(id)
    if (offence(ing, banned, named)) continue
    const amount = scaleAmount(ing.quantity, servings / 2)
    added.push({ ing, role: 'garnish', amount, ratio: ratioFor(ing, amount), added: 'garnish' })
  }
  return added
}

/**
 * A fifth less salt in a main or snack above 2 g a serving, or a fifth less sugar in a sweet or
 * drink above 20 g: trimmed on the lines that carry it, the amounts rewritten, so the recipe
 * prints the trimmed figure the nutritionist quotes. A theme that asks for less salt (or sugar)
 * gets it cut toward 1.5 g (or 10 g) a serving, by up to half, whatever the dish starts at.
 */
function trimFor(
  d: Dish,
  items: Item[],
  per: Nutrition,
  servings: number,
  lower: Array<'salt' | 'sugar'>,
): Trim | null {
  const nutrient = d.category === 'main' || d.category === 'snack' ? 'salt' : 'sugar'
  const asked = lower.includes(nutrient)
  const limit = nutrient === 'salt' ? (asked ? 1.5 : 2) : asked ? 10 : 20
  if (per[nutrient] <= limit) return null
  const factor = asked ? Math.max(0.5, Math.min(0.8, limit / per[nutrient])) : 0.8
  const roles: Role[] = nutrient === 'salt' ? ['seasoning', 'sauce'] : ['sweet']
  const targets = items.filter(
    (item) => roles.includes(item.role) && (item.ing[nutrient] ?? 0) > 0 && numbersIn(item.amount.en).length > 0,
  )
  const kept = targets.map((item) => ({ item, amount: item.amount, ratio: item.ratio }))
  for (const item of targets) {
    item.amount = scaleAmount(item.amount, factor)
    item.ratio = ratioFor(item.ing, item.amount)
  }
  const after = nutrition(items, servings)[nutrient]
  // A trim the printed amounts cannot show (half a teaspoon stays half a teaspoon) is no trim.
  if (after > per[nutrient] - 0.1) {
    for (const { item, amount, ratio } of kept) Object.assign(item, { amount, ratio })
    return null
  }
  return { nutrient, ids: targets.map((item) => item.ing.id), before: per[nutrient], after }
}
