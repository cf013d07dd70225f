import { declaredFit, LEFTOVER, LEFTOVER_WORDS, type Occasion, OCCASION_RULES, prepsBreak, STYLES } from '../food/asks'
import { compileBilingual, matchesEither } from '../food/bilingual-schema'
import { ageStage, CHOOSING, EFFORT, type Hint, moodHints, type Stage } from '../food/choosing'
import { turnedAwaySpans } from '../food/theme-words'
import { findDishes, likened } from '../food/brief'
import { ANIMAL, cuisineStyle, FAMILIES, familiesSaid, family, occurrences } from '../food/families'
import { rawSeafoodOf } from '../food/hazards'
import { blanked, LATIN, MADE_ANOTHER, normalise, type Span } from '../food/match'
import { findMentions } from '../food/words'
import { INGREDIENTS, ingredient } from '../food/catalogue'
import { ALLOW_ALWAYS } from '../food/diets'
import { DISHES, dish as dishById } from '../food/dishes'
import type { Brief, Dish } from '../food/types'
import type { AuthoredIngredient, AuthoredRecipe, AuthoredStep } from '../cookbook/types'
import { adapt, limitsFit, linesFor as cookedWith, ruledOut } from '../cookbook/adapt'
import { fatPerServing, nutrientOf, nutritionOf } from '../cookbook/render'
import { costOf, currencyOf, goalMisfit } from '../cookbook/cost'
import { carriesHeat, hotLines, useUpShare } from '../cookbook/emphasis'
import { asItself, food, kin, leftoverOf, oneFood } from '../cookbook/foods'
import { recipeFor } from '../cookbook/load'
import { handsOf } from '../cookbook/meal'
import { onHandMisfit } from '../cookbook/on-hand'
import { haveScore } from '../cookbook/have'
import { RULES } from '../cookbook/rules'
import { allowed, type Ruled, substitutionFor } from '../cookbook/substitutions'
import { rng } from './random'
import { line } from './talk/phrases'

/**
 * Which authored dish the panel cooks for a brief (only a dish with a recipe in the cookbook is
 * published): the named one when it has one, else the dish that best fits what the theme asks for (its key ingredients in a real step, its category, heat,
 * season, audience, time, occasion and mood, an emoji that names a dish) and bends least to its
 * exclusions. Ties are broken by the seed, so the same theme always gets the same dish. The words
 * and emoji it reads are data (knowledge/choosing.json).
 */

/** A fact of one dish, worked out on first use: the chooser weighs every authored dish for every brief. */
function perDish<T>(of: (d: Dish) => T): (d: Dish) => T {
  const kept = new WeakMap<Dish, T>()
  return (d) => (kept.has(d) ? kept.get(d)! : kept.set(d, of(d)).get(d)!)
}

const words = perDish((d) => [d.name.ja, d.name.en, ...(d.aliases ?? [])].map((w) => w.normalize('NFKC').toLowerCase()))

/** The dishes an emoji in the theme names, best match first. */
export function emojiDishes(theme: string): Dish[] {
  // Each word's dishes, by a name that is the word before one that holds it.
  const named = (n: string) => DISHES.filter((d) => words(d).some((w) => w.includes(n)))
  const first = (n: string) => (a: Dish, b: Dish) => +words(b).includes(n) - +words(a).includes(n)
  const names = CHOOSING.emoji.filter((e) => theme.includes(e.emoji)).flatMap((e) => e.words)
  return [...new Set(names.flatMap((n) => named(n).sort(first(n))))]
}

/** Whether `word` stands in `text`, whole (Latin) or as a run (Japanese), not made another thing by a noun after it. */
const standsIn = (text: string, word: string) =>
  occurrences(text, word).some((o) => !MADE_ANOTHER.test(text.slice(o.end)))

/** How plainly the theme names the dish where the reader found no exact name: its name, an alias or head word (プリン). */
export function nameScore(d: Dish, theme: string): number {
  // "chicken & rice" names the dish called "chicken and rice"; a "stir-fry" is a "stir fry".
  const text = normalise(theme).replace(/\s*&\s*|-/g, (m) => (m === '-' ? ' ' : ' and '))
  const { whole, apart, lastTwo, heads } = nameParts(d)
  if (whole.some((w) => standsIn(text, w))) return 25
  // An occasion's or cuisine's word ("for a bbq", "Cajun") weighs the dishes its origin names, not as a word of a name.
  const bare = OCCASION_WORDS.reduce((t, re) => t.replace(re, ' '), text)
  if (apart.some((ws) => ws.every((x) => standsIn(bare, x)))) return 18
  if (lastTwo.some((w) => standsIn(text, w))) return 14
  return heads.some((h) => standsIn(bare, h)) ? 10 : 0
}
/** A dish's names as `nameScore` reads them, made once per dish: every word of a name said apart ("pesto for pasta" of "pesto pasta"), or its last two ("a stir fry" of tomato and egg stir-fry), names it more than its last word alone. */
const nameParts = perDish((d) => {
  const all = words(d).map((w) => w.replace(/-/g, ' '))
  const tail = (w: string, n: number) => w.split(' ').slice(-n).join(' ')
  const heads = all.flatMap((w) => (LATIN.test(w) ? [tail(w, 1)] : [3, 4].map((n) => w.slice(-n)).filter(headOf(w))))
  const apart = all.map((w) => [...nameWords(w)]).filter((ws) => ws.length > 1)
  const lastTwo = all.map((w) => tail(w, 2)).filter((w) => nameWords(w).size > 1)
  return { whole: all.filter((w) => w.length >= 2), apart, lastTwo, heads: heads.filter((h) => h.length >= 3) }
})
/**
 * A head of kana alone is a name's word only when the name ends in a run of five kana or more (がんもどき); a shorter run
 * after kanji is its ending (いもの of お吸いもの): おいしいもの names no soup.
 */
const headOf = (name: string) => (h: string) =>
  !/^[\u3040-\u309f]+$/u.test(h) || (name.match(/[\u3040-\u309f]+$/u)?.[0].length ?? 0) >= 5
const OCCASION_WORDS = [
  ...CHOOSING.moods.flatMap((m) => (m.hint.origin ? [m.words.en, m.words.ja] : [])),
  ...STYLES.flatMap((x) => (x.cuisines ? [new RegExp(x.words.en, 'iu'), new RegExp(x.words.ja, 'u')] : [])),
].map((re) => new RegExp(re.source, `${re.flags.replace('g', '')}g`))

const linesFor = (d: Dish, brief: Brief) => cookedWith(recipeFor(d.id), brief.keyIngredientIds)

/**
 * How well the key ingredient is used: a real step scores, the food itself most (`held_food`), a garnish or a side barely;
 * where the theme counts what there is ("4 eggs", 「卵1個」), by the share of the line that count covers.
 */
function keyScore(lines: ReturnType<typeof linesFor>, ids: string[], has: Map<string, number>, scale: number): number {
  return ids.reduce((score, id) => {
    const line = lines.find((i) => oneFood(i.food, id))
    // A food of the same kind is nearly as good: chicken thigh for chicken, peanut butter for peanuts, beef for "meat".
    const near = line ?? lines.find((i) => kin(i.food, id) || ofClass(i.food, id))
    const use = near ? (near.does === 'body' ? 14 : near.does === 'garnish' ? 4 : 10) * (line ? 1 : 4 / 7) : 0
    const { qty, unit } = near?.amount ?? {}
    const need = typeof qty === 'number' && CHOOSING.on_hand.counted.includes(unit!) ? qty * scale : 0
    const share = has.has(id) && need ? Math.min(1, has.get(id)! / need) : 1
    return score + share * (use + (itselfIn(lines, id) ? CHOOSING.held_food : 0))
  }, 0)
}

/** Whether a line past the garnish is the food itself, or of its class: not a kin (chicken for turkey). */
const itselfIn = (lines: AuthoredIngredient[], id: string) =>
  lines.some((i) => i.does !== 'garnish' && (asItself(i.food, id) || ofClass(i.food, id) || leftoverOf(i.food, id)))
/** A food of a class the theme names by its own trait ("meat", 肉: beef, chicken and pork all are). */
const ofClass = (id: string, cls: string, [a, c] = [food(id), food(cls)]) =>
  [a, c].every((f) => (f.traits as string[]).includes(cls)) && a.item?.group === c.item?.group

/** How many of each key food the theme says there is: a count right before its name ("2 chikuwa") or right after it with a counter (「卵1個」). */
function counted(theme: string, keys: string[], text = normalise(theme)): Map<string, number> {
  const { before, after } = CHOOSING.on_hand.count
  return new Map(
    findMentions(text).flatMap((m) => {
      const n =
        new RegExp(`${before}$`).exec(text.slice(0, m.at))?.[1] ?? new RegExp(`^${after}`).exec(text.slice(m.end))?.[1]
      return n ? keys.filter((k) => m.ids.some((id) => kin(id, k))).map((k) => [k, Number(n)] as const) : []
    }),
  )
}

/** What a mood or occasion word asks of any dish, named or chosen: its method, origin ("eaten on New Year's Eve"). */
const hinted = (d: Dish, h: Hint) =>
  (h.methods?.includes(d.method) ? 5 : 0) + (h.origin && matchesEither(h.origin, origin(d)) ? 9 : 0)

/** The theme, how many of each key food it says there is, the words that named each, and what the brief rules out. */
type Said = { theme: string; has: Map<string, number>; namedBy: Map<string, string[]>; ruled: Ruled }

function score(d: Dish, recipe: AuthoredRecipe, brief: Brief, hints: Hint[], emoji: Dish[], said: Said): number {
  const { theme, has, namedBy, ruled } = said
  // A dish named as the leftover ("leftover roast chicken") is what there is, not what to cook.
  const byItsName = brief.dishId || usesLeftover(d, brief) ? 0 : nameScore(d, theme)
  let s = byItsName
  if (rawSeafoodOf(d.id, brief).length) return -1000
  // Heat asked, a hot food named ("my hot sauce club") is the heat: the dish's own hot foods hold it.
  const heated = brief.heat === 'more' || brief.heat === 'most'
  const keys = heated ? brief.keyIngredientIds.filter((k) => !carriesHeat(k)) : brief.keyIngredientIds
  // What the authored recipe (or its version for the brief's restrictions or foods) uses, not the table's guess.
  const lines = cookedWith(recipe, keys, ruled)
  s -= swapsFor(lines, ruled) * 1.5
  // Chosen blind, a dish whose every protein a dislike rules out ("not a fan of fish") is another's; under a diet
  // named, the adapter's stand-ins are the way (weighed above), and a dish the theme names is adapted.
  const mains = lines.filter((i) => i.does === 'body' && food(i.food).item?.group === 'protein')
  const disliked = !brief.diets?.length && byItsName <= 0 && mains.every((i) => !allowed(i.food, ruled))
  if (!brief.dishId && mains.length && disliked) s -= CHOOSING.body_ruled
  // A word that named a key food, heads this dish's name and is not its body names the dish ("chili for 20": the
  // chili, not the dried chilli in another dish). A body food the word names all the same (pork belly for "pork") is
  // that food, not the dish's name.
  const names = (id: string) => normalise([food(id).name.en, food(id).name.ja, ...food(id).aliases].join(' / '))
  const body = (k: string, x: string) =>
    lines.some((i) => i.does === 'body' && (kin(i.food, k) || standsIn(names(i.food), x)))
  const byName = keys.filter((k) =>
    namedBy.get(k)?.some((x) => !body(k, x) && words(d).some((w) => ` ${w}`.endsWith(` ${x}`))),
  )
  const rest = keys.filter((k) => !byName.includes(k))
  const scale = (brief.limits.servings ?? recipe.servings) / recipe.servings
  const key = keyScore(lines, rest, has, scale) + byName.length * (14 + CHOOSING.held_food + CHOOSING.head_named)
  // A food the cook has only (「豚こましかない」), or a protein of the foods it says it has or has left, is in the dish itself.
  const had = hints.some((h) => h.on_hand) || !!brief.cooked?.length
  const lacked = (ids: string[]) => ids.filter((k) => keys.includes(k) && !itselfIn(lines, k)).length
  const proteins = keys.filter((k) => had && namedBy.get(k)?.length && food(k).item?.group === 'protein')
  s += key - (keys.length && key === 0 ? 20 : 0) - CHOOSING.on_hand.itself * lacked(brief.onlyFoods ?? [])
  s -= CHOOSING.on_hand.protein * lacked(proteins)
  // A dish built on a food already cooked skips its longest step: about a quarter hour, never below ten minutes.
  const total = limitsFit(recipe, brief).minutes
  const minutes = usesLeftover(d, brief) ? Math.max(10, total - 15) : total
  const { on_hand, protein_per_g, kcal_per_point } = CHOOSING
  // Past a limit every minute counts: a 14-minute dish is no answer to "a 5-minute side". A mood's limit (a tired
  // evening) only leans, at most as much as a broken ask; a limit the theme states holds against the foods it has.
  const over = (limit: number) => 4 + (minutes - limit) * 1.5
  // The reader's category in the order a word naming it gives (おやつ: a sweet, then a savoury snack), else the words'.
  const named = hints.find((h) => brief.category && h.categories?.includes(brief.category))?.categories
  const kinds = named ?? (brief.category ? [brief.category] : hints.flatMap((h) => h.categories ?? []))
  const [at, emojiAt] = [kinds.indexOf(d.category), emoji.indexOf(d)]
  // The emoji's first word is its dish (🍜 is ramen before it is any noodle): a steep order, not a tie; beside a
  // course the theme names that its dish is not (☕ by a light meal), an emoji is decoration.
  if (emojiAt >= 0 && (!named || at >= 0)) s += 30 - Math.min(20, emojiAt * 4)
  if (kinds.length) s += at < 0 ? (brief.category ? -25 : -4) : (brief.category ? 12 : 6) - 4 * at
  else if (!emoji.length && !keys.length) s += d.category === 'main' ? 3 : 0
  if (brief.temperature) s += d.served === brief.temperature ? 6 : d.served === 'room' ? -3 : -10
  for (const h of hints) {
    s += hinted(d, h)
    if (h.served) s += d.served === h.served ? 3 : -3
    if (h.quick) s += d.minutes <= 25 ? 3 : d.minutes > 45 ? -3 : 0
    if (h.within && minutes > h.within) s -= Math.min(30, over(h.within))
    // A method it turns away (a deep-fry picked blind), a food served raw, a dish too quick for the effort asked.
    s -=
      (h.avoid?.includes(d.method) ? 10 : 0) +
      (h.cooked && d.servedRaw?.length ? 20 : 0) +
      (minutes < (h.least ?? 0) ? 8 : 0)
    // Little effort asked: each line and step past a few; eaten later and cold (a packed lunch): no dish served hot.
    s -= (h.keeps && d.served === 'hot' ? h.keeps : 0) + effortOf(d, recipe, lines, h.effort)
    if (h.cost) s -= (h.cost.points * costOf(recipe, currencyOf(brief)).each) / h.cost[currencyOf(brief)]
    // The course asked (a main, a centrepiece, a side; a hearty or a light meal): the recipe's protein and energy
    // per serving inside the bounds.
    for (const k of ['protein_g', 'kcal'] as const) {
      const [b, v, per] = [h[k], h[k] && nutritionOf(recipe)[k], k === 'kcal' ? 1 / kcal_per_point : protein_per_g]
      if (b && typeof v === 'number') s -= per * Math.max(0, (b.min ?? 0) - v, v - (b.max ?? v))
    }
    // A nutrient asked (iron for anaemia, calcium, fibre): what a serving of the allowed recipe holds, richest first.
    const n = h.nutrient
    const held = n ? nutrientOf(recipe, CHOOSING.per_100g[n.per_100g], (f) => allowed(f, ruledOut(brief))) : 0
    if (n) s += n.points * Math.min(2, Math.sqrt(held / n.per_serving))
    // A vessel the theme names ("one frying pan"): a dish no version of which heats in it, and only in it, weighs less.
    const only = (steps: AuthoredStep[]) =>
      steps.some((x) => x.heat !== 'none') && steps.every((x) => x.heat === 'none' || h.vessels!.ids.includes(x.vessel))
    if (h.vessels && ![recipe.steps, ...(recipe.variants ?? []).map((v) => v.steps ?? [])].some(only))
      s -= h.vessels.points
  }
  // Foods named and no dish ("pork, eggs and leeks"): each fresh food the dish adds weighs, more if the theme has them;
  // beside foods it says it has, a protein to buy weighs as one it has and the dish lacks.
  const added = lines.filter((i) => i.does !== 'garnish' && !keys.some((k) => kin(i.food, k) || leftoverOf(i.food, k)))
  const fresh = added.filter((i) => on_hand.groups.includes(food(i.food).item?.group ?? '')).length
  const bought = had
    ? added.filter((i) => i.does === 'body' && ANIMAL.some((t) => food(i.food).traits.includes(t))).length
    : 0
  if (keys.length >= on_hand.keys && !brief.dishId && !brief.familyDish)
    s -= on_hand.per_food * fresh * (hints.some((h) => h.on_hand) ? 1 : 0.5) + on_hand.protein * bought
  if (brief.season && d.season?.includes(brief.season)) s += 2
  const hot = d.ingredients.some((p) => CHOOSING.child_heat.roles.includes(p.role) && ingredient(p.id).heat === 'hot')
  if (brief.audience === 'children' && hot) s -= CHOOSING.child_heat.points
  const F = hints.some((h) => h.familiar) && CHOOSING.familiar
  if (F) s += (F.cuisines[brief.lang].includes(d.cuisine) ? F.points : 0) - (hot ? F.hot : 0)
  // Heat asked (spicy, a challenge) weighs the dish's own hot foods, less heat (mild) against them; a food to use up,
  // the dish that takes most of it.
  const { points, most, lowered } = CHOOSING.heat_asked
  const hots = new Set(hotLines(lines.filter((i) => i.does !== 'garnish')).map((i) => i.food)).size
  s += heated ? points * Math.min(most, hots) : brief.lower?.includes('heat') ? -lowered * hots : 0
  s += CHOOSING.use_up * useUpShare(recipe, brief)
  if (brief.limits.minutes) s += minutes <= brief.limits.minutes ? 6 : -over(brief.limits.minutes)
  // A crowd's heated steps in a pan or a microwave go batch after batch; pots and trays stand side by side.
  const { holds, side_by_side } = RULES.scaling
  const batches = recipe.steps.map((x) =>
    x.heat === 'none' || side_by_side[x.vessel] ? 0 : Math.ceil((brief.limits.servings ?? 0) / holds[x.vessel]) - 1,
  )
  s -= Math.min(CHOOSING.serial_batches.most, CHOOSING.serial_batches.points * Math.max(0, ...batches))
  // A heart ask (low salt, high blood pressure) weighs the recipe's own salt and fat per serving.
  const { heart } = CHOOSING
  if (heart.diets.some((x) => brief.diets?.includes(x)))
    s -= nutritionOf(recipe).salt_g * heart.salt_g + fatPerServing(recipe, heart.fat_groups) * heart.fat_g
  return s + askScore(d, brief) - goalMisfit(recipe, brief) - onHandMisfit(recipe, brief) + haveScore(recipe, brief)
}

/** The points an effort asked takes from a dish: each line, step, hands-on minute or vessel past the most, its method's. */
function effortOf(d: Dish, recipe: AuthoredRecipe, lines: AuthoredIngredient[], e: Hint['effort']): number {
  if (!e) return 0
  const steps = recipe.steps
  const has = { ingredients: lines.length, steps: steps.length, active: sum(steps.map(handsOf)) }
  const of = { ...has, vessels: new Set(steps.flatMap((x) => (x.vessel === 'none' ? [] : [x.vessel]))).size }
  const over = EFFORT.map((k) => (e.points[k] ?? 0) * Math.max(0, of[k] - (e.most[k] ?? Infinity)))
  return sum(over) + (e.methods?.[d.method] ?? 0)
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

/**
 * How much the brief takes from the recipe as it is cooked (its version free of what the brief rules out, where one is
 * written): each line ruled out, once with a stand-in (a substitution the adapter makes), three times with none (lost).
 */
const swapsFor = (lines: AuthoredIngredient[], ruled: Ruled) =>
  lines.reduce((n, i) => n + (allowed(i.food, ruled) ? 0 : substitutionFor(i.food, i.does, ruled)?.to ? 1 : 3), 0)

/**
 * Whether the authored recipe is built on a food the theme says is already cooked (its body or its broth), as a
 * cooked food: leftover rice goes into a fried rice, not into a chirashi that cooks its rice from raw.
 */
const usesLeftover = (d: Dish, brief: Brief, cooked = brief.cooked ?? []) =>
  cooked.some((c) => linesFor(d, brief).some((i) => /body|liquid/.test(i.does) && asLeft(i.food, c)))
/** A raw food with no cooked form in the catalogue (mochi; rice is its own cooked form) is left over as it is. */
const COOKED_FORMS = new Set(INGREDIENTS.flatMap((f) => f.leftover_of ?? []))
const asLeft = (id: string, c: string) =>
  leftoverOf(id, c) && (food(id).raw !== 'cook' || (food(c).raw === 'cook' && !COOKED_FORMS.has(c)))

/**
 * What a recipe's body asks of leftovers the theme does not give: the raw form of a food it has cooked (raw rice for
 * leftover rice: cooked again), or a food or dish left over it never says it has (yesterday's roast chicken, and no roast).
 */
function leftoverMisfit(d: Dish, brief: Brief, { cooked = [], keyIngredientIds: keys } = brief): number {
  const body = linesFor(d, brief).flatMap((i) => (i.does === 'body' ? [food(i.food)] : []))
  const again = body.some((f) => f.raw === 'cook' && cooked.some((c) => kin(f.id, c) && !asLeft(f.id, c)))
  const notHad =
    (!!d.leftover && d.id !== brief.dishId) ||
    body.some((f) => f.item?.leftover_of && !cooked.some((c) => leftoverOf(f.id, c)) && !keys.some((k) => kin(f.id, k)))
  return (again ? CHOOSING.cooked_again : 0) + (notHad ? CHOOSING.leftover_not_had : 0)
}

/**
 * Built on the dish left over first; that dish (or one cooked the same way: leftover fried rice is not fried again), the
 * raw form of a food left over or a leftover not had, last.
 */
const leftoverScore = (d: Dish, named: string[], brief: Brief) =>
  d.leftover?.some((id) => named.includes(id))
    ? 40
    : (named.some((id) => id === d.id || dishById(id).method === d.method) ? -40 : 0) - leftoverMisfit(d, brief)
/** A leftover dish no dish is built on is remade: its foods are what there is (kuri kinton into sweet potato cake). */
export const remadeFoods = (leftovers: string[]) =>
  leftovers.filter((id) => !DISHES.some((d) => d.leftover?.includes(id))).flatMap((id) => mainsOf(dishById(id)))

/**
 * The dishes named as left over: one said so right after its name (「栗きんとんが余った」, "chili left over"), or one
 * a dish built on it is made of a food cooked, or named leftover (yesterday's curry).
 */
export function leftoverDishes(brief: Brief, theme: string): string[] {
  if (brief.hazards?.some((h) => h.discard)) return [] // Food left out for hours is thrown away: no leftover.
  const left = (id: string, { raw, item, name } = food(id)) =>
    raw !== 'cook' &&
    !item?.staple &&
    (!!brief.cooked?.some((c) => leftoverOf(id, c)) ||
      (brief.keyIngredientIds.includes(id) && matchesEither(LEFTOVER_WORDS, `${name.en} ${name.ja}`)))
  const text = normalise(theme)
  return findDishes(text).flatMap(({ dish: { id }, at, end }) =>
    CHOOSING.left_after.test(text.slice(end)) ||
    (listedLeft(text, at) && !usesLeftover(dishById(id), brief)) ||
    DISHES.some((d) => d.leftover?.includes(id) && linesFor(d, brief).some((i) => left(i.food)))
      ? [id]
      : [],
  )
}

/** A dish listed after a word of leftovers in its sentence, no word making it an ask between (`asked_between`), is left. */
function listedLeft(text: string, at: number): boolean {
  const said = text.slice(0, at).replace(/^[\s\S]*[.!?。！？\n]/, '')
  const from = Math.max(said.search(LEFTOVER_WORDS.en), said.search(LEFTOVER_WORDS.ja))
  return from >= 0 && !matchesEither(ASKED_BETWEEN, said.slice(from))
}

/**
 * How well a dish meets the theme's other asks, by the data (knowledge/occasions.json): what an
 * occasion prefers or rules out; what style words ask; a method that warms a leftover well.
 */
function askScore(d: Dish, brief: Brief): number {
  let s = 0
  // An occasion weighs the choice where the theme names it, or from its `crowd` of servings (a supper for 80) unnamed.
  const crowd = (o: Occasion) => !!o.crowd && (brief.limits.servings ?? 0) >= o.crowd
  for (const rule of OCCASION_RULES.filter((o) => brief.occasions?.includes(o.id) || crowd(o))) {
    s += rule.prefer.methods.includes(d.method) ? 6 : rule.avoid.methods.includes(d.method) ? -30 : 0
    if (rule.prefer.served.length) s += rule.prefer.served.includes(d.served) ? 2 : -4
  }
  for (const style of stylesOf(brief)) {
    s += style.methods?.includes(d.method) ? 5 : style.avoid?.includes(d.method) ? -10 : 0
    if (style.served) s += d.served === style.served ? 3 : -2
    if (style.season && d.season?.includes(style.season as NonNullable<Dish['season']>[number])) s += 3
  }
  // The leftover is what there is: a dish built on it, cooked, first; one ignoring it or cooking it again, last.
  if (brief.cooked?.length) s += (LEFTOVER.methods.includes(d.method) ? 6 : -6) + (usesLeftover(d, brief) ? 12 : -12)
  return s
}

/** What a dish the theme named is, for finding the nearest authored one: its kind, cuisine, method and main foods. */
type Likeness = Pick<Dish, 'category' | 'method'> & Partial<Pick<Dish, 'cuisine'>> & Record<Kin, string[]>
type Kin = 'families' | 'mains' | 'names'

/** The families whose word stands in one of the dish's names (a green curry is a curry). */
const named = (d: Dish) => (f: (typeof FAMILIES)[number]) =>
  f.words.some((w) => [...w.en, ...w.ja].some((x) => words(d).some((n) => standsIn(n, x))))
const familiesOf = perDish((d) => FAMILIES.filter(named(d)).map((f) => f.id))

/** The foods a dish is made of, not those it is seasoned or served with. */
const mainsOf = perDish((d) => {
  const body = recipeFor(d.id)?.ingredients.flatMap((i) => (i.does === 'body' ? [i.food] : []))
  return body ?? d.ingredients.flatMap((p) => (p.role === 'base' || p.role === 'filling' ? [p.id] : []))
})

/**
 * What the theme's named dish is like when it is not what is cooked (no authored recipe, declined,
 * or named by its family): the table's own entry, or the family's with the foods and style the theme named.
 */
function likenessTo(brief: Brief): Likeness | undefined {
  if (brief.familyDish) {
    const f = family(brief.familyDish.family)
    const cuisine = brief.familyDish.style ? cuisineStyle(brief.familyDish.style).cuisine : undefined
    const mains = brief.familyDish.foods.length ? brief.familyDish.foods : mainsOf(dishById(f.template))
    return { category: f.category, method: f.method, cuisine, families: [f.id], mains, names: [] }
  }
  return brief.dishId ? likeOf(dishById(brief.dishId)) : undefined
}

const likeOf = (d: Dish): Likeness => ({ ...d, families: familiesOf(d), mains: mainsOf(d), names: words(d) })

/**
 * How near a dish is to the one the theme named, from the dish table: a version of it by name
 * ("vegan mac and cheese"), its family, its method, its cuisine, its main foods. One shared
 * seasoning counts for nothing: grilled spiced beef is near suya, a fried bread is not.
 */
function likeness(d: Dish, like: Likeness): number {
  const mains = mainsOf(d)
  return (
    (words(d).some((w) => like.names.some((n) => n !== w && standsIn(w, n))) ? 50 : 0) +
    (familiesOf(d).some((f) => like.families.includes(f)) ? 30 : 0) +
    (d.method === like.method ? 20 : 0) +
    (d.cuisine === like.cuisine ? 20 : 0) +
    (d.category === like.category ? 10 : -30) +
    Math.min(2, like.mains.filter((m) => mains.some((x) => kin(m, x))).length) * 12
  )
}

const holds = (d: Dish, ids: string[] = []) => ids.some((f) => recipeFor(d.id)?.ingredients.some((x) => kin(f, x.food)))
const own = perDish((a) => a.ingredients.map((p) => p.id).filter((f) => words(a).some((w) => standsIn(called(f), w))))
const called = (id: string) => `${food(id).name.en} / ${food(id).name.ja}`.toLowerCase()
/** Whether a dish is of another's kind: its family, a kin of a food named for it (curry roux, ramen noodles), its method on a main food of the other's, or a name holding its name. */
const sameKind = (d: Dish, a: Dish) =>
  familiesOf(d).some((f) => familiesOf(a).includes(f)) ||
  holds(d, own(a)) ||
  (d.method === a.method && mainsOf(d).some((m) => mainsOf(a).some((x) => kin(m, x)))) ||
  words(d).some((w) => words(a).some((n) => n.length >= 2 && standsIn(w, n)))
/** The dishes of a dish's kind, worked out once per dish (the table does not change while the service runs). */
const ofKind = perDish((a) => new Set(DISHES.filter((d) => sameKind(d, a))))

/** How well a dish suits the age or chewing named (choosing.json `stages`); one for an age not named, not at all. */
function stageScore(d: Dish, stage?: Stage, keys: string[] = [], only = CHOOSING.stage_only): number {
  const suits = recipeFor(d.id)?.suits ?? []
  if (!stage) return suits.length && suits.every((x) => only.suits.includes(x)) ? -only.points : 0
  // The food asked holds with the texture: a soft meat dish for "soft meat", never a vegetable potage.
  const held =
    !keys.length ||
    cookedWith(recipeFor(d.id), keys).some((i) => keys.some((k) => kin(i.food, k) || ofClass(i.food, k)))
  return (
    (held && suits.some((x) => stage.suits.includes(x)) ? 40 : stage.methods.includes(d.method) ? 10 : 0) -
    (stage.avoid.includes(d.method) ? 40 : 0) -
    (d.ingredients.some((p) => ingredient(p.id).heat === 'hot') ? 40 : 0)
  )
}

const RETRACT = compileBilingual(CHOOSING.retract, 'knowledge/choosing.json (retract)')
const ASKED_BETWEEN = compileBilingual(CHOOSING.asked_between, 'knowledge/choosing.json (asked_between)')

/**
 * Of the dishes a theme names as one meal ("turkey with stuffing and cranberry sauce", 「ご飯と味噌汁と焼き魚」), the main:
 * the main course holding the most protein, by more than `main_over.protein_g` a serving, and never a dip beside a dish; not one left over or turned away, nor one another is likened to ("like the solyanka my gran made").
 */
function mainOf(named: Dish, brief: Brief, theme: string): Dish {
  // A theme with food left over is about using it: the dish named is what it is made into.
  if (brief.cooked?.length) return named
  const out = [...(brief.turnedAway ?? []), ...leftoverDishes(brief, theme)]
  const protein = (d: Dish) => (recipeFor(d.id) && !out.includes(d.id) ? nutritionOf(recipeFor(d.id)!).protein_g : 0)
  const { protein_g, trimmings } = CHOOSING.main_over
  const trim = (d: Dish) => trimmings.includes(d.method)
  const text = normalise(theme)
  const hits = findDishes(text).filter((h) => !likened(text, h))
  const where = (d: Dish) => hits.find((h) => h.dish === d)
  // A dish taken back (「カレー…じゃなくて肉じゃが」, "tacos, no wait, burritos") is not asked: the one said after it is.
  const taken = hits.filter((h, i) => hits[i + 1] && matchesEither(RETRACT, text.slice(h.end, hits[i + 1]!.at)))
  // Not said apart: a one-letter name (鍋 of 大鍋, a big pot), nor another's inside the named one's, there or said
  // again as its part (チキンカツ of チキンカツカレー; 「中のカレー」 of a カレーパン).
  const inNamed = ({ dish, at, end }: Span & { dish: Dish }) =>
    dish !== named &&
    words(named).some(
      (w) => w.includes(text.slice(at, end)) || occurrences(text, w).some((o) => o.at < end && at < o.end),
    )
  const kept = (h: (typeof hits)[number]) => !taken.includes(h) && !inNamed(h) && !brief.turnedAway?.includes(h.dish.id)
  const said = hits.flatMap((h) => (h.end - h.at > 1 && kept(h) ? [h.dish] : []))
  // Called by its own name, a dish is meant over another of its kind named only by a description the first is given.
  const own = (d: Dish) =>
    hits.some((h) => h.dish === d && [d.name.en, d.name.ja].map(normalise).includes(text.slice(h.at, h.end)))
  const byOwnName = !own(named) && said.find((d) => own(d) && ofKind(named).has(d))
  const meant = byOwnName || (taken.some((h) => h.dish === named) && said.at(-1)) || named
  // Of mains as rich, the one named first in a sentence is what the rest go with ("dosa with chutney and sambar").
  // A dish said in a sentence after the named one is context ("お刺身は平気です" after a chirashi): never the main.
  const after = (x?: Span, y?: Span) => !!x && !!y && y.at > x.end && /[.!?。！？」\n]/.test(text.slice(x.end, y.at))
  const first = (x?: Span, y?: Span) => !!x && !!y && y.at > x.end && !after(x, y)
  const over = (a: Dish, d: Dish) =>
    !!recipeFor(d.id) &&
    !after(where(named), where(d)) &&
    !out.includes(d.id) &&
    ((trim(a) && !trim(d)) ||
      (d.category === 'main' && protein(d) > protein(a) + protein_g * (first(where(d), where(a)) ? -1 : 1)))
  // Beside a dish too slight to be the main, a food said apart before it and in no dish named ("turkey breast and
  // stuffing", not "turkey chili" nor 「チーズを入れたハンバーグ」) names the main.
  const before = (m: Span, x = where(named)) => !!x && m.end <= x.at && !!text.slice(m.end, x.at).trim()
  const apart = (k: string) => findMentions(text).some((m) => m.ids.some((id) => kin(id, k)) && before(m))
  const slight = protein(named) < protein_g
  const lacks = brief.keyIngredientIds.filter((k) => slight && apart(k) && ![named, ...said].some((d) => holds(d, [k])))
  const ofFood = DISHES.filter((d) => mainsOf(d).some((m) => lacks.some((k) => kin(k, m))) && nameScore(d, theme))
  return [...said, ...ofFood].reduce((a, d) => (over(a, d) ? d : a), meant)
}

/** Words of the dish's fullest name in the theme, less half of those not ("vegan mug cake": 1.5 in "a mug cake"). */
const saidOf = (d: Dish, text: string) =>
  Math.max(...words(d).map((w) => [...nameWords(w)].reduce((n, x) => n + (standsIn(text, x) ? 1 : -0.5), 0)))
const nameWords = (w: string) =>
  new Set(w.split(/[\s-]+/).filter((x) => x.length >= 3 && !CHOOSING.name_glue.includes(x)))

/**
 * The named dish, or the version of it the theme's occasion, mood or cuisine asks for: a dish whose name
 * holds the words that named it ("braised brisket") and that those hints favour (a seder's
 * brisket is the holiday braise, not the Texas one; a Thai curry is not the Japanese one). A tie keeps the dish the reader found.
 */
export function versionOf(brief: Brief, theme: string): string {
  const named = mainOf(dishById(brief.dishId!), brief, theme)
  // A dish the cookbook has no recipe for has no versions here: the cookbook declines it and cooks the nearest.
  if (!recipeFor(named.id)) return named.id
  const hints = moodHints([theme, ...brief.notes].join(' '), brief.lang)
  // A version's words the theme turns away ("not the spicy bibim one", 「辛いビビン麺じゃないほう」) ask for no version.
  const spoken = normalise(
    blanked(
      theme,
      turnedAwaySpans(theme, brief.lang).map((s) => s.tail),
    ),
  )
  const said = words(named).filter((w) => standsIn(spoken, w))
  // Named only by its family's word ("curry", カレー), any of the family is a version, and the foods the theme names
  // weigh (cod and coconut milk make a fish curry) once they outweigh one food the named dish lacks. Named in words
  // its names do not spell (がぱおらいす, read by its reading), it is the dish itself.
  const of = FAMILIES.filter((f) => familiesOf(named).includes(f.id))
  const byFamily =
    said.length > 0 && said.every((w) => of.some((f) => f.words.some((x) => [...x.en, ...x.ja].includes(w))))
  // Of a named dish's versions, one of a style turned away comes last; its method turned away is another dish, chosen.
  const off = turnedOff(brief, false)
  const keys = (d: Dish) => (byFamily ? keyScore(linesFor(d, brief), brief.keyIngredientIds, new Map(), 1) : 0)
  // A version more of whose name the theme says ("mug cake" of a cake) and that its kitchen and time allow comes first.
  const fit = (d: Dish, { kitchen, minutes } = limitsFit(recipeFor(d.id)!, brief)) =>
    (cuisinesOf(brief).includes(d.cuisine) ? 20 : 0) +
    (d === named ? 0 : Math.max(0, keys(d) - keys(named) - 24)) +
    10 * saidOf(d, spoken) +
    stageScore(d, hints.some((h) => h.shared) ? undefined : ageStage(theme)) +
    (kitchen ? 0 : -20) +
    (minutes > (brief.limits.minutes ?? Infinity) ? -10 : 0) +
    (off(d) ? -CHOOSING.turned_off : 0) +
    hints.reduce((s, h) => s + hinted(d, h), 0)
  const like = (d: Dish) =>
    byFamily
      ? familiesOf(d).some((f) => of.includes(family(f)))
      : words(d).some((w) => said.some((n) => standsIn(w, n)))
  // Another cuisine's dish of the name (chả giò of 春巻き) is a version only where the theme asks its cuisine or place or more of its name.
  const ours = (d: Dish, t = spoken) =>
    byFamily ||
    [named.cuisine, ...cuisinesOf(brief)].includes(d.cuisine) ||
    saidOf(d, t) > saidOf(named, t) ||
    hints.some((h) => hinted(d, h) >= 9)
  const fits = allowedFit(brief)
  const versions = DISHES.filter(
    (d) => d.category === named.category && recipeFor(d.id) && like(d) && ours(d) && (!fits?.size || fits.has(d.id)),
  )
  return versions.reduce((best, d) => (fit(d) > fit(best) ? d : best), named).id
}

/** Each authored dish's body and core foods, and the dishes by each such food, indexed at load. */
const MAINS = new Map(
  DISHES.flatMap((d) =>
    [recipeFor(d.id)].flatMap((r) =>
      r ? [[d.id, { r, mains: new Set([...mainsOf(d), ...(d.core ?? [])]) }] as const] : [],
    ),
  ),
)
const BY_MAIN = [...MAINS].reduce((by, [id, { mains }]) => {
  for (const f of mains) by.set(f, [...(by.get(f) ?? []), id])
  return by
}, new Map<string, string[]>())

/**
 * The authored dishes an allow-list ("she can only eat rice, chicken and carrots") lets be cooked, found by the foods it
 * allows (never a scan of every recipe): those whose every body and core food it allows as itself and every other line as
 * itself, by the adapter's stand-in (a stock made water) or left out aloud (choosing.json `allow_dropped`: a garnish, a
 * seasoning). A dish that would lose a body food is a shadow of itself: none such is cooked, the list refused aloud instead.
 */
export function allowedFit(brief: Brief): Set<string> | undefined {
  if (!brief.allowed) return undefined
  // Once a reading: every copy of the brief (made safe, a dish chosen, a version of it) shares its allow-list's array.
  const known = FITS.get(brief.allowed)
  if (known) return known
  const ruled = ruledOut(brief)
  // The pantry basics let in with every list (water, salt) are no food the list is about.
  const listed = brief.allowed.filter((f) => !ALLOW_ALWAYS.includes(f))
  const hits = [...new Set(listed.flatMap((f) => BY_MAIN.get(f) ?? []))].map((id) => ({ id, ...MAINS.get(id)! }))
  const kept = (i: AuthoredIngredient) => allowed(i.food, ruled) || !!substitutionFor(i.food, i.does, ruled)?.to
  // Four lines left, as a published recipe has (the pantry basics among them); the adapter has the last word.
  const cooks = ({ r, mains }: (typeof hits)[number]) =>
    [...mains].every((f) => allowed(f, ruled)) &&
    r.ingredients.every((i) => kept(i) || i.optional || CHOOSING.allow_dropped.includes(i.does)) &&
    r.ingredients.filter(kept).length >= 4 &&
    [adapt(r, brief, { seed: 0 })].some((a) => !a.declined && a.recipe.ingredients.length >= 4)
  const fit = new Set(hits.filter(cooks).map((x) => x.id))
  FITS.set(brief.allowed, fit)
  return fit
}
const FITS = new WeakMap<string[], Set<string>>()

/**
 * The dish id the panel cooks, always one with an authored recipe and never the named leftover (yesterday's roast is
 * made into another dish). `theme` lets emoji and occasion words the reader did not keep count; `avoid`: dishes tried.
 */
export function chooseDish(brief: Brief, seed: number, theme = '', avoided: string[] = [], left?: string[]): string {
  // A dish the theme has left over is not cooked again, even named (「昨日のカレー」); `left`: those, worked out already.
  const leftovers = left ?? leftoverDishes(brief, theme)
  // An allow-list cooks only the dishes it keeps whole, where any is (else the host has refused aloud).
  const fit = [allowedFit(brief)].find((f) => f?.size)
  const avoid = [...avoided, ...(brief.turnedAway ?? []), ...leftovers]
  const cooks = (id: string) => !avoid.includes(id) && !!recipeFor(id) && (!fit || fit.has(id))
  if (brief.dishId && cooks(brief.dishId)) return versionOf(brief, theme)
  const text = [theme, ...brief.notes].join(' ')
  const [worded, emoji] = [moodHints(text, brief.lang), emojiDishes(theme)]
  const like = leftovers.includes(brief.dishId!) ? undefined : likenessTo(brief)
  // A crowd's main course, where no word says its size (a side, a light one), is filling; a theme that asks nothing gets a safe everyday dish.
  const { crowd, blind } = CHOOSING.implied
  const crowded = (brief.limits.servings ?? 0) >= crowd.servings && (brief.category ?? 'main') === 'main'
  // A dish named but ruled out (vegan mayonnaise with soy out) is still an ask: its version or its nearest, not a blind pick.
  const blank = [worded, emoji, brief.keyIngredientIds, brief.styles, brief.occasions, brief.cooked, findDishes(theme)]
  const hints = [
    ...worded,
    ...(crowded && !worded.some((h) => h.protein_g || h.kcal) ? [crowd.hint] : []),
    ...(!like && !brief.category && blank.every((x) => !x?.length) ? [blind] : []),
  ]
  // A dish turned away ("no more curry", 「ラーメンはもう飽きた」) turns its kind away, and a dish like it weighs less; not one built on it left over. No dish holds a food turned away ("anything but pasta") or its kin.
  const away = (d: Dish) =>
    (brief.turnedAway ?? []).filter((id) => !(leftovers.includes(id) && d.leftover?.includes(id))).map(dishById)
  const stage = hints.some((h) => h.shared) ? undefined : ageStage(text)
  // A dish left over that no dish is built on is its foods, had and cooked: never cooked again from raw.
  const [remade, both] = [remadeFoods(leftovers), (a: string[] = [], b: string[]) => [...new Set([...a, ...b])]]
  const had = { ...brief, keyIngredientIds: both(brief.keyIngredientIds, remade), cooked: both(brief.cooked, remade) }
  const [keys, mentions] = [had.keyIngredientIds, findMentions(normalise(theme))]
  // The words of the theme that named each key food ("chili" for the dried chilli).
  const namedBy = new Map(keys.map((k) => [k, mentions.flatMap((m) => (m.ids.includes(k) ? [m.surface] : []))]))
  const asked = { theme, has: counted(theme, keys), namedBy, ruled: ruledOut(brief) }
  const named = brief.cooked?.length ? findDishes(theme.normalize('NFKC')).map((h) => h.dish.id) : leftovers
  const authored = DISHES.flatMap((d) =>
    [recipeFor(d.id)].flatMap((recipe) =>
      recipe && !holds(d, brief.turnedAwayFoods) && (!fit || fit.has(d.id)) ? [{ d, recipe }] : [],
    ),
  )
  const off = turnedOff(brief)
  const open = authored.filter(({ d }) => !avoid.includes(d.id) && !away(d).some((a) => ofKind(a).has(d)) && !off(d))
  const pool = open.length ? open : authored
  // A kitchen limit rules out first the dishes no version keeps to, else those whose method has no variant that does;
  // of those kept, the ones prepared as it asks too (nothing sliced without a knife), as written or in a version for it.
  const asks = brief.limits.asks ?? []
  const fits = asks.length ? pool.filter(({ recipe }) => limitsFit(recipe, brief).kitchen) : pool
  const prepped = fits.filter(({ recipe }) =>
    [recipe, ...(recipe.variants ?? []).filter((v) => v.asks?.some((a) => asks.includes(a)))].some(
      (v) => v.ingredients && !prepsBreak(v.ingredients, asks),
    ),
  )
  const kept = prepped.length ? prepped : fits
  const cookable = kept.length ? kept : pool.filter(({ d }) => declaredFit(d.method, asks))
  // A family said bare and alone ("a homemade loaf"; not one turned away or left over, nor beside an occasion's word) is
  // the kind asked, its method first.
  const told = [...(brief.turnedAway ?? []), ...named].map((id) => dishById(id).method)
  const [f, ...more] =
    like || told.length || worded.some((h) => h.origin) ? [] : familiesSaid(normalise(theme), mentions)
  const ofFamily = (d: Dish) => !!f && !more.length && d.category === f.category && familiesOf(d).includes(f.id)
  const scored = (cookable.length ? cookable : pool).map(({ d, recipe }) => ({
    d,
    s:
      score(d, recipe, had, hints, emoji, asked) +
      (like ? likeness(d, like) : ofFamily(d) && d.method === f!.method ? 10 : 0) +
      stageScore(d, stage, keys) -
      Math.max(0, ...away(d).map((a) => likeness(d, likeOf(a)) * CHOOSING.turned_away_likeness)) +
      leftoverScore(d, named, had),
  }))
  // The kind the theme asks (サラダ系, 煮物, a family said bare; not a note's "curry roux") is cooked, unless one turned
  // away or left over is.
  const kinds = moodHints(theme, brief.lang).flatMap((h) =>
    h.kind && !h.methods!.some((m) => told.includes(m)) ? [h.methods!] : [],
  )
  const kind = scored.filter((x) => kinds.some((m) => m.includes(x.d.method)) || ofFamily(x.d))
  const asKind = kind.length ? kind : scored
  // A cuisine or region asked (knowledge/occasions.json styles) is a hard preference: its dishes, unless none comes
  // within a broken ask of the best.
  const top = Math.max(...asKind.map((x) => x.s))
  // A place of its styles the theme names (東北; "Ethiopian", by all its words: Ethiopia too) comes first among their
  // dishes, another place (Kyoto) last; places are whole words (not "takitan").
  const said = (p: string[]) => p.some((w) => occurrences(normalise(theme), w).length)
  const places = stylesOf(brief).flatMap((x) => x.places?.filter(said).flat() ?? [])
  const placed = (o: string, at = (p: string) => occurrences(o, p).length > 0) =>
    places.some(at) ? 1 : places.length && STYLES.some((s) => s.places?.flat().some(at)) ? -1 : 0
  const theirs = asKind
    .filter((x) => cuisinesOf(brief).includes(x.d.cuisine) && x.s > top - 20)
    .map((x) => ({ ...x, s: x.s + placed(origin(x.d)) * CHOOSING.place_named }))
  const pick = theirs.length ? theirs : asKind
  // Said in the host's first turn with what it cannot promise (brief.unchecked): no dish of the cuisine asked is near.
  const gaveUp = line(brief.lang, 'host.cuisine_given_up')
  if (cuisinesOf(brief).length && !theirs.length && !brief.unchecked?.includes(gaveUp))
    brief.unchecked = [...(brief.unchecked ?? []), gaveUp]
  const best = Math.max(...pick.map((x) => x.s))
  return rng(seed, 'choose-dish').pick(pick.flatMap((x) => (x.s >= best - 1.5 ? [x.d.id] : [])).sort())
}

/** A style or method turned away ("no more Chinese", 「揚げ物以外で」): a dish of its cuisine (one asked keeps it) or method. */
function turnedOff(brief: Brief, methods = true): (d: Dish) => boolean {
  const shunned = STYLES.filter((x) => brief.turnedAwayStyles?.includes(x.id)).flatMap((x) => x.cuisines ?? [])
  return (d) =>
    (shunned.includes(d.cuisine) && !cuisinesOf(brief).includes(d.cuisine)) ||
    (methods && !!brief.turnedAwayMethods?.includes(d.method))
}

const origin = (d: Dish) => `${d.origin.en} ${d.origin.ja} ${(d.aliases ?? []).join(' ')}`.toLowerCase()

/** The cuisines the theme's style words ask (knowledge/occasions.json styles: "Thai", 「韓国風」). */
const cuisinesOf = (brief: Brief) => stylesOf(brief).flatMap((x) => x.cuisines ?? [])
const stylesOf = (brief: Brief) => STYLES.filter((x) => brief.styles?.includes(x.id))
