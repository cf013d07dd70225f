import { declaredFit, LEFTOVER, occasionById, STYLES } from '../food/asks'
import { matchesEither } from '../food/bilingual-schema'
import { CHOOSING, type Hint, kindHints, moodHints } from '../food/choosing'
import { rawSeafoodRuledOut } from '../food/hazards'
import { hasIngredient } from '../food/catalogue'
import type { Brief, Dish, MethodId, Role } from '../food/types'
import { recipeFor } from '../cookbook/load'
import { DISHES, dish as dishById, ingredient } from './food'
import { rng } from './random'

/**
 * Which authored dish the panel cooks for a brief (only a dish with a recipe in the cookbook is
 * published): the named one when it has one, else the dish that best fits what the theme asks for (its key ingredients in a real step, its category, heat,
 * season, audience, time, occasion and mood, an emoji that names a dish) and bends least to its
 * exclusions. Ties are broken by the seed, so the same theme always gets the same dish. The words
 * and emoji it reads are data (knowledge/choosing.json).
 */

/** Methods where the starch is the dish; elsewhere rice or bread is served beside it. */
const STARCH_IS_THE_DISH: MethodId[] = [
  'rice_ball',
  'fried_rice',
  'rice_bowl',
  'roll',
  'noodle_soup',
  'cold_noodle',
  'pasta',
  'savory_pancake',
  'sweet_dough',
]
/** Parts that are real cooking with the ingredient (a garnish on top is not). */
const REAL: Role[] = [
  'base',
  'veg',
  'aromatic',
  'liquid',
  'filling',
  'wrapper',
  'batter',
  'setting',
  'fruit',
  'mixer',
  'coating',
  'sauce',
  'sweet',
  'seasoning',
]

const words = (d: Dish) => [d.name.ja, d.name.en, ...(d.aliases ?? [])].map((w) => w.normalize('NFKC').toLowerCase())

/** The dishes an emoji in the theme names, best match first. */
export function emojiDishes(theme: string): Dish[] {
  const found: Dish[] = []
  for (const { emoji, words: names } of CHOOSING.emoji) {
    if (!theme.includes(emoji)) continue
    for (const name of names) {
      const exact = DISHES.filter((d) => words(d).includes(name))
      const partial = DISHES.filter((d) => !exact.includes(d) && words(d).some((w) => w.includes(name)))
      for (const d of [...exact, ...partial]) if (!found.includes(d)) found.push(d)
    }
  }
  return found
}

const LATIN_WORD = /[a-z0-9\u00c0-\u024f]/

/** Whether `word` stands in `text` as a whole word (Latin) or as a run of characters (Japanese). */
function standsIn(text: string, word: string): boolean {
  if (!/^[\x20-\x7e\u00c0-\u024f]+$/.test(word)) return text.includes(word)
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const end = at + word.length
    const plural = text.startsWith('s', end) && !LATIN_WORD.test(text[end + 1] ?? '') ? 1 : 0
    if (!LATIN_WORD.test(text[at - 1] ?? '') && !LATIN_WORD.test(text[end + plural] ?? '')) return true
  }
  return false
}

/**
 * How plainly the theme names this dish when the brief reader found no exact name: the whole name
 * or an alias, or its head word ("curry" for green curry, 「プリン」 for かぼちゃプリン).
 */
export function nameScore(d: Dish, theme: string): number {
  const text = theme.normalize('NFKC').toLowerCase()
  if (!text) return 0
  const all = words(d)
  if (all.some((w) => w.length >= 2 && standsIn(text, w))) return 25
  const heads = all.flatMap((w) =>
    /^[\x20-\x7e\u00c0-\u024f]+$/.test(w) ? [w.split(/[\s-]+/).at(-1)!] : [...new Set([3, 4].map((n) => w.slice(-n)))],
  )
  return heads.some((h) => h.length >= 3 && standsIn(text, h)) ? 10 : 0
}

/** How well the key ingredient is used: a real step scores, a garnish or a side barely does. */
function keyScore(d: Dish, ids: string[]): number {
  // The authored recipe is what is cooked: a key ingredient counts where it is one of its lines.
  const authored = recipeFor(d.id)
  if (authored)
    return ids.reduce((score, id) => {
      const line = authored.ingredients.find((i) => i.food === id)
      return score + (!line ? 0 : line.does === 'body' ? 14 : line.does === 'garnish' ? 4 : 10)
    }, 0)
  let score = 0
  for (const id of ids) {
    const part = d.ingredients.find((p) => p.id === id)
    if (!part) continue
    if (part.role === 'starch') score += STARCH_IS_THE_DISH.includes(d.method) ? 14 : 3
    else if (part.role === 'garnish') score += 2
    else if (REAL.includes(part.role))
      score += part.role === 'base' || part.role === 'fruit' || part.role === 'filling' ? 14 : 10
  }
  return score
}

function score(d: Dish, brief: Brief, hints: Hint[], emoji: Dish[], theme: string): number {
  // A dish named as the leftover ("leftover roast chicken") is what there is, not what to cook.
  let s = brief.dishId || usesLeftover(d, brief) ? 0 : nameScore(d, theme)
  if (d.servedRaw?.length && rawSeafoodRuledOut(brief)) return -1000
  s -= swapsFor(d, brief) * 1.5
  s += keyScore(d, brief.keyIngredientIds)
  if (brief.keyIngredientIds.length && keyScore(d, brief.keyIngredientIds) === 0) s -= 20
  const emojiAt = emoji.indexOf(d)
  // The emoji's first word is its dish (🍜 is ramen before it is any noodle): a steep order, not a tie.
  if (emojiAt >= 0) s += 30 - Math.min(20, emojiAt * 4)
  const category = brief.category ?? hints.find((h) => h.categories)?.categories?.[0]
  if (brief.category) s += d.category === brief.category ? 12 : -25
  else if (category) s += hints.some((h) => h.categories?.includes(d.category)) ? 6 : -4
  else if (!emoji.length && !brief.keyIngredientIds.length) s += d.category === 'main' ? 3 : 0
  if (brief.temperature) s += d.served === brief.temperature ? 6 : d.served === 'room' ? -3 : -10
  for (const h of hints) {
    if (h.methods?.includes(d.method)) s += 5
    if (h.served) s += d.served === h.served ? 3 : -3
    if (h.origin && matchesEither(h.origin, `${d.origin.en} ${d.origin.ja} ${(d.aliases ?? []).join(' ')}`)) s += 9
    if (h.quick) s += d.minutes <= 25 ? 3 : d.minutes > 45 ? -3 : 0
    if (h.cuisine && d.cuisine === h.cuisine) s += 3
  }
  if (brief.season && d.season?.includes(brief.season)) s += 2
  if (
    brief.audience === 'children' &&
    d.ingredients.some((p) => ['base', 'seasoning', 'sauce'].includes(p.role) && ingredient(p.id).heat === 'hot')
  )
    s -= 4
  const limit = brief.limits.minutes
  // A dish built on a food already cooked skips its longest step: about a quarter hour, never below ten minutes.
  const minutes = usesLeftover(d, brief) ? Math.max(10, d.minutes - 15) : d.minutes
  if (limit) s += minutes <= limit ? 6 : -Math.min(25, (minutes - limit) / 2)
  return s + askScore(d, brief)
}

/** How many of the authored recipe's ingredients the brief rules out: each is a substitution the adapter must make. */
function swapsFor(d: Dish, brief: Brief): number {
  const traits = new Set(brief.exclusions.flatMap((e) => e.traits))
  const ids = new Set(brief.exclusions.flatMap((e) => e.ingredients))
  return (recipeFor(d.id)?.ingredients ?? []).filter(
    (i) => ids.has(i.food) || (hasIngredient(i.food) && ingredient(i.food).contains.some((t) => traits.has(t))),
  ).length
}

/** Whether the dish is built on a food the theme says is already cooked. */
const usesLeftover = (d: Dish, brief: Brief) =>
  !!brief.cooked?.length &&
  d.ingredients.some((p) => brief.cooked!.includes(p.id) && ['base', 'filling', 'veg'].includes(p.role))

/**
 * How well a dish meets the theme's other asks, by the data (knowledge/equipment.json,
 * knowledge/occasions.json): a method the kitchen allows, or has a variant for; what an occasion
 * prefers or rules out; what style words ask; a method that warms a leftover well.
 */
function askScore(d: Dish, brief: Brief): number {
  let s = 0
  const fit = declaredFit(d.method, brief.limits.asks ?? [])
  s += fit === 'own' ? 0 : fit === 'variant' ? -2 : -40
  for (const id of brief.occasions ?? []) {
    const rule = occasionById(id)
    if (!rule) continue
    if (rule.prefer.methods.includes(d.method)) s += 6
    if (rule.avoid.methods.includes(d.method)) s -= 30
    if (rule.prefer.served.length) s += rule.prefer.served.includes(d.served) ? 2 : -4
  }
  for (const style of STYLES.filter((x) => brief.styles?.includes(x.id))) {
    if (style.cuisine) s += d.cuisine === style.cuisine ? 10 : -3
    if (style.methods) s += style.methods.includes(d.method) ? 5 : 0
    if (style.avoid?.includes(d.method)) s -= 10
    if (style.served) s += d.served === style.served ? 3 : -2
    if (style.season && d.season?.includes(style.season as NonNullable<Dish['season']>[number])) s += 3
  }
  if (brief.cooked?.length) s += LEFTOVER.methods.includes(d.method) ? 6 : -6
  return s
}

/**
 * The dish id the panel cooks, always one with an authored recipe. `theme` (optional) lets emoji
 * and occasion words the brief reader did not keep still count; `avoid` are dishes already tried.
 */
export function chooseDish(brief: Brief, seed: number, theme = '', avoid: string[] = []): string {
  if (brief.dishId && !avoid.includes(brief.dishId) && recipeFor(brief.dishId)) return brief.dishId
  // A named dish without a recipe, or one named by its family, steers the choice towards its kind.
  const likeIt = [brief.dishId, brief.familyDish?.template].filter((id): id is string => !!id).map(dishById)
  const text = [theme, ...brief.notes].join(' ')
  const hints = [...moodHints(text), ...kindHints(theme)]
  for (const like of likeIt) hints.push({ categories: [like.category], methods: [like.method], cuisine: like.cuisine })
  const emoji = emojiDishes(theme)
  const authored = DISHES.filter((d) => recipeFor(d.id))
  const open = authored.filter((d) => !avoid.includes(d.id))
  const scored = (open.length ? open : authored).map((d) => ({ d, s: score(d, brief, hints, emoji, theme) }))
  const best = Math.max(...scored.map((x) => x.s))
  const near = scored
    .filter((x) => x.s >= best - 1.5)
    .map((x) => x.d.id)
    .sort()
  return rng(seed, 'choose-dish').pick(near)
}
