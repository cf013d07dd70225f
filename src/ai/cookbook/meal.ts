/**
 * Several dishes asked as one meal (issue 33): which the theme asks (`mealAsked`: dishes named in a list, courses
 * asked by kind, 「つまみ3品」, 一汁三菜), and the one recipe that cooks them together (`mealOf`): each dish's authored
 * recipe as the adapter made it, its ingredients under a heading per dish and its steps on one timeline, the
 * longest and the passive ones started first and the short ones fitted into their waits. Words are knowledge/meal.json;
 * the tables of a spread (a supra, an iftar) are knowledge/occasions.json `spreads`.
 */
import { type Static, Type } from '@sinclair/typebox'
import data from '../../../knowledge/meal.json'
import occasions from '../../../knowledge/occasions.json'
import { STYLES } from '../food/asks'
import { DISHES, dish } from '../food/dishes'
import { findDishes, looksLikeAName } from '../food/brief'
import { inside, normalise, overlaps, type Span } from '../food/match'
import { allNames, type Brief, type Dish, fillSlots, type Lang, type Text } from '../food/types'
import { findMentions } from '../food/words'
import type { RecipeDraft } from '../prompts'
import { bothProteins, kin } from './foods'
import { recipeFor } from './load'
import { adapt, linesFor, ruledOut } from './adapt'
import { nutritionOf, render } from './render'
import { say } from './rules'
import { allowed, type Ruled, substitutionFor } from './substitutions'
import type { Adaptation, AuthoredRecipe, AuthoredStep, Decision } from './types'
import { validated } from './validate'

const Bilingual = Type.Object({ en: Type.String(), ja: Type.String() })
const Course = Type.Object({
  id: Type.String(),
  words: Bilingual,
  categories: Type.Array(Type.String()),
  methods: Type.Optional(Type.Array(Type.String())),
  protein_g: Type.Optional(Type.Object({ min: Type.Optional(Type.Number()), max: Type.Optional(Type.Number()) })),
  counted_only: Type.Optional(Type.Boolean()),
  open: Type.Optional(Type.Boolean()),
})
const schema = Type.Object({
  about: Type.String(),
  joins: Bilingual,
  and: Bilingual,
  not_dish: Bilingual,
  prepared: Bilingual,
  ends: Bilingual,
  counts: Type.Record(Type.String({ pattern: '^[0-9]$' }), Type.String()),
  counted: Bilingual,
  modifier: Bilingual,
  courses: Type.Array(Course),
  sets: Type.Array(Type.Object({ words: Bilingual, courses: Type.Array(Type.String()) })),
  merge: Type.Object({
    heading: Bilingual,
    step: Bilingual,
    title: Type.Object({ ja: Type.String(), en: Type.String(), en_last: Type.String() }),
    description: Bilingual,
    missing: Bilingual,
    instead: Bilingual,
    unkept: Bilingual,
  }),
  passive: Type.Object({
    min_minutes: Type.Number(),
    heats: Type.Array(Type.String()),
    words: Bilingual,
    hands_minutes: Type.Number(),
  }),
  one_each: Type.Array(Type.String()),
  tries: Type.Integer({ minimum: 1 }),
})
export const MEAL = validated(schema, data, 'knowledge/meal.json')
const Spread = Type.Object({
  id: Type.String(),
  words: Bilingual,
  courses: Type.Array(Type.String()),
  styles: Type.Optional(Type.Array(Type.String())),
  says: Bilingual,
})
const SPREADS = validated(Type.Array(Spread), occasions.spreads, 'knowledge/occasions.json (spreads)')
for (const id of [...MEAL.sets, ...SPREADS].flatMap((s) => s.courses))
  if (!MEAL.courses.some((c) => c.id === id)) throw new Error(`knowledge/meal.json: no course "${id}" (sets, spreads)`)
export type Course = Static<typeof Course>
type Spread = Static<typeof Spread>

/** One pattern of both languages' words (a theme mixes them); `each` builds a language's own from its words first. */
const either = (t: Text, each = (lang: Lang) => t[lang]) => new RegExp(`(?:${each('en')})|(?:${each('ja')})`, 'gu')
const JOINS = new RegExp(`^(?:${either(MEAL.joins).source}|[(（)）])*$`, 'u')
const JOIN_END = new RegExp(`(?:^|[、。,.!?！？(（)）\\n]|(?:^|[^\\p{L}])(?:${either(MEAL.joins).source}))\\s*$`, 'u')
const MODIFIER = new RegExp(either(MEAL.modifier).source, 'u')
const PREPARED = either(MEAL.prepared)
const ASIDE = /[(（][^()（）]*[)）]/gu
const AFTER = new RegExp(
  `^(?:${either(MEAL.and).source})(?!${either(MEAL.not_dish).source})(.{2,24}?)(?:${either(MEAL.ends).source})`,
  'u',
)
const COUNT = Object.entries(MEAL.counts)
const counted = (c: Course, n: string) =>
  either(MEAL.counted, (lang) => MEAL.counted[lang].replaceAll('{n}', n).replaceAll('{kind}', c.words[lang]))
/** A course's word standing alone: an English one as a whole word. */
const bare = (c: Course) => either(c.words, (lang) => (lang === 'en' ? `\\b(?:${c.words.en})\\b` : c.words.ja))

/** One dish of a meal as the theme asks it: a dish named, a course asked by kind, or a name the dish table lacks. */
export type MealPart = { dish: Dish } | { course: Course } | { missing: string; nearest?: Dish }
type Token = Span & { parts: MealPart[] }

const course = (id: string) => MEAL.courses.find((c) => c.id === id)!
const spans = (re: RegExp, text: string) =>
  [...text.matchAll(re)].map((m) => ({ at: m.index!, end: m.index! + m[0].length }))

/** The dishes, counts of a course and courses a theme names, where; none of them inside another. */
function tokens(text: string): Token[] {
  const found: Token[] = findDishes(text)
    .filter((h) => h.end - h.at > 1)
    .map((h) => ({ ...h, parts: [{ dish: h.dish }] }))
  const add = (t: Token) => !found.some((f) => overlaps(f, t)) && found.push(t)
  for (const set of MEAL.sets)
    for (const s of spans(either(set.words), text))
      add({ ...s, parts: set.courses.map((id) => ({ course: course(id) })) })
  for (const c of MEAL.courses)
    for (const [n, words] of COUNT)
      for (const s of spans(counted(c, words), text))
        add({ ...s, parts: Array.from({ length: Number(n) }, () => ({ course: c })) })
  // A course's word after a word of a name (consommé soup, 中華スープ) is that dish's, not a course.
  const own = (s: Span) => !MODIFIER.test(text.slice(0, s.at)) || JOIN_END.test(text.slice(0, s.at))
  for (const c of MEAL.courses.filter((c) => !c.counted_only))
    for (const s of spans(bare(c), text).filter(own)) add({ ...s, parts: [{ course: c }] })
  return found.sort((a, b) => a.at - b.at)
}

/** Whether only the words that list a meal's dishes stand between two of them ("and", 「と」, a bracketed aside). */
const joined = (text: string) => JOINS.test(text.replace(ASIDE, '').trim())

/**
 * A name listed after a meal's last dish that the dish table lacks ("and consommé soup"), with the dish it holds by
 * name if any ("garlic fried rice": fried rice); null when it is no dish, or the foods one of theirs is served with.
 */
function listedAfter(text: string, dishes: Dish[]): Extract<MealPart, { missing: string }> | null {
  const name = AFTER.exec(text.replace(ASIDE, ''))?.[1]?.trim()
  if (!name || /\d/.test(name)) return null
  const mentions = findMentions(name)
  // A protein said with a dish of another is its main swapped ("bourguignon with pork"), not a dish beside it.
  const held = (f: string) =>
    dishes.some((d) =>
      recipeFor(d.id)?.ingredients.some((i) => kin(i.food, f) || (i.does === 'body' && bothProteins(i.food, f))),
    )
  const theirs = mentions.every((m) => m.ids.some(held))
  const rest = mentions
    .reduce((t, m) => t.replace(m.surface, ''), name)
    .replace(PREPARED, '')
    .trim()
  if (mentions.length && theirs && !/[\p{L}]{2}/u.test(rest)) return null
  const nearest = findDishes(name).find((h) => recipeFor(h.dish.id))?.dish
  // Plain words name no dish the cookbook lacks ("roast chicken and veg", "to eat with a spoon").
  if (!nearest && !name.split(/\s+/).some(looksLikeAName)) return null
  return { missing: name, ...(nearest && { nearest }) }
}

/**
 * The dishes a theme asks as one meal, in the order it names them, and where it says them; null when it asks one.
 * A count of dishes of no kind with the courses it counts beside it (「2品（主菜と汁物）」) is those courses; a name
 * listed after the last that the dish table lacks ("…and consommé soup") is a dish too, said aloud, never dropped.
 * A spread the theme names (a supra, an iftar) fills each course it leaves open with the spread's own at that place,
 * and is its whole table where the theme names no dish nor course.
 */
export function mealAsked(theme: string): { span: Span; parts: MealPart[]; spread?: Spread } | null {
  const text = normalise(theme)
  const found = tokens(text)
  const best = chained(text, found)
  const [spread, at] = SPREADS.map((s) => [s, spans(either(s.words), text)[0]] as const).find(([, at]) => at) ?? []
  if (!spread || !at) return best
  const table = (k: number) => ({ course: course(spread.courses[k % spread.courses.length]!) })
  if (best) return { ...best, parts: best.parts.map((p, k) => ('course' in p && p.course.open ? table(k) : p)), spread }
  return found.some((t) => !overlaps(t, at))
    ? null
    : { span: at, parts: spread.courses.map((_, k) => table(k)), spread }
}

function chained(text: string, found: Token[]): { span: Span; parts: MealPart[] } | null {
  const chains: Token[][] = []
  // Brackets right after a dish that name it again say what it is (グヤーシュ（スープ仕立てのグーラッシュ）): nothing in them is a dish more.
  const glosses = found.flatMap((t) => {
    const m = /^\s*[(（]([^()（）]*)[)）]/u.exec(text.slice(t.end))
    const again = m && t.parts.some((p) => 'dish' in p && findDishes(m[1]!).some((h) => h.dish === p.dish))
    return again ? [{ at: t.end, end: t.end + m[0].length }] : []
  })
  for (const t of found) {
    const last = chains.at(-1)?.at(-1)
    // A name alone in brackets right after another is what that one is (ジューシー（炊き込みご飯）), not a dish more.
    const gloss = last && /^\s*[(（]\s*$/u.test(text.slice(last.end, t.at)) && /^\s*[)）]/u.test(text.slice(t.end))
    if (gloss || inside(t, glosses)) continue
    if (last && joined(text.slice(last.end, t.at))) chains.at(-1)!.push(t)
    else chains.push([t])
  }
  const meals = chains.map((chain) => {
    const end = chain.at(-1)!.end
    const dishes = [...new Set(chain.flatMap((t) => t.parts.flatMap((p) => ('dish' in p ? [p.dish] : []))))]
    const missing = listedAfter(text.slice(end), dishes)
    const courses = chain.flatMap((t) => t.parts.filter((p) => 'course' in p))
    const kinds = courses.filter((p) => !p.course.counted_only)
    // A count of dishes beside the courses it counts (「2品（主菜と汁物）」) is those courses.
    const counted = kinds.length + dishes.length >= courses.length - kinds.length ? kinds : courses
    const parts: MealPart[] = [...dishes.map((dish) => ({ dish })), ...counted, ...(missing ? [missing] : [])]
    return { span: { at: chain[0]!.at, end }, parts }
  })
  return meals.reduce<(typeof meals)[number] | null>((a, m) => (m.parts.length > (a?.parts.length ?? 1) ? m : a), null)
}

/** A recipe's protein a serving, worked out once per dish: a course is looked for among every dish. */
const proteins = new Map<string, number>()
const proteinOf = (id: string, recipe: AuthoredRecipe) =>
  proteins.get(id) ?? proteins.set(id, nutritionOf(recipe).protein_g).get(id)!

/** Whether a dish is of a course: its category, method and protein a serving. */
function ofCourse(c: Course, d: Dish): boolean {
  const recipe = recipeFor(d.id)
  if (!recipe || !c.categories.includes(d.category) || (c.methods && !c.methods.includes(d.method))) return false
  const protein = proteinOf(d.id, recipe)
  return protein >= (c.protein_g?.min ?? 0) && protein <= (c.protein_g?.max ?? Number.POSITIVE_INFINITY)
}

/** The chooser the meal's courses are filled by, its own functions (src/ai/offline/choose.ts): its weighing, done where the dishes are known. */
export type MealChooser = {
  /** The dish a theme names, in the version it asks: of several named, the main (a roast over its stuffing). */
  versionOf: (brief: Brief, theme: string) => string
  /** Dishes the theme has left over: never cooked again. */
  leftoverDishes: (brief: Brief, theme: string) => string[]
  /** The dish best weighed for a brief and theme, none of `avoid`. */
  chooseDish: (brief: Brief, seed: number, theme: string, avoid: string[]) => string
  /** Whether an adaptation keeps everything the brief asks (the guard passes it): a course tries the next dish where not. */
  kept: (a: Adaptation) => boolean
}

/** The foods a dish of the cookbook is made of as the brief has it cooked (pork made chicken where pork is out), not those it is seasoned or served with. */
const bodyOf = (id: string, ruled: Ruled) =>
  linesFor(recipeFor(id), [], ruled).flatMap((i) =>
    i.does !== 'body' ? [] : [allowed(i.food, ruled) ? i.food : (substitutionFor(i.food, i.does, ruled)?.to ?? i.food)],
  )

/**
 * The dishes of a meal the theme asks, the main first: those it names with a recipe, each course it asks by kind
 * chosen from that course's dishes, none again nor of a main food already in the meal; with what the host says of
 * the names it lists that the cookbook lacks. Null when the theme asks one dish (or one dish of food it has left).
 */
export function mealDishes(input: { brief: Brief; seed: number; theme: string }, by: MealChooser) {
  const { brief, seed, theme } = input
  const asked = brief.cooked?.length ? null : mealAsked(theme)
  // Dishes listed in a sentence after the one the theme names are said in passing (「お刺身とかは平気です」): one dish.
  const text = normalise(theme)
  const at = findDishes(text).find((h) => h.dish.id === brief.dishId)
  const later = at && asked && at.end <= asked.span.at && /[.!?。！？\n]/.test(text.slice(at.end, asked.span.at))
  if (!asked || later) return null
  // A dish named by the spread's own words (the curry of "rice and curry") is its table's main, chosen as the rest are.
  const main =
    brief.dishId && !(asked.spread && (!at || overlaps(at, asked.span))) ? dish(by.versionOf(brief, theme)) : null
  const leftOver = by.leftoverDishes(brief, theme)
  const out = [...(brief.turnedAway ?? []), ...leftOver]
  // A spread's table comes from its own cuisines (a supra's Georgian dishes) unless the theme asks one.
  const cuisine = brief.styles?.some((id) => STYLES.find((x) => x.id === id)?.cuisines)
  const styles = cuisine ? brief.styles : [...(brief.styles ?? []), ...(asked.spread?.styles ?? [])]
  // The foods of the spread's own words (the rice of "rice and curry") are its table, not a food each dish holds.
  const spoken = findMentions(`${text.slice(0, asked.span.at)} ${text.slice(asked.span.end)}`).flatMap((m) => m.ids)
  const keyIngredientIds = brief.keyIngredientIds.filter((k) => !asked.spread || spoken.includes(k))
  const alone: Brief = { ...brief, dishId: null, dish: null, familyDish: undefined, styles, keyIngredientIds }
  // A dish named beside one left over is the cookbook's dish built on it whose title names it (肉じゃが left, コロッケ asked:
  // nikujaga croquettes), so what is left is cooked, not the named dish from raw.
  const titled = (b: Dish, d: Dish) =>
    allNames(d).some((n) =>
      Object.values(recipeFor(b.id)?.title ?? {})
        .join('\n')
        .includes(n),
    )
  const remade = (d: Dish) => DISHES.find((b) => b.leftover?.some((l) => leftOver.includes(l)) && titled(b, d)) ?? d
  const named = asked.parts.flatMap((p) => ('dish' in p ? [p.dish] : 'nearest' in p ? [p.nearest!] : [])).map(remade)
  // A dish another of the meal holds by its title is cooked in it (the chutney of a masala dosa "with coconut chutney").
  const holds = (a: Dish, b: Dish) =>
    a !== b &&
    (['en', 'ja'] as const).some((l) => !!recipeFor(a.id)?.title[l].toLowerCase().includes(b.name[l].toLowerCase()))
  const listed = [...new Set([...(main ? [main] : []), ...named])]
  const ids = listed
    .filter((d) => recipeFor(d.id) && !out.includes(d.id) && !listed.some((a) => holds(a, d)))
    .map((d) => d.id)
  const rest = `${text.slice(0, asked.span.at)} ${text.slice(asked.span.end)}`
  const ruled = ruledOut(brief)
  const bodies = new Map<string, string[]>()
  const body = (id: string) => bodies.get(id) ?? bodies.set(id, bodyOf(id, ruled)).get(id)!
  const asks = STYLES.filter((x) => styles?.includes(x.id)).flatMap((x) => x.cuisines ?? [])
  // A course follows the cuisine the theme or spread asks, for every course (a Taiwanese night market's four snacks are
  // all Taiwanese), else the meal's first dish's, by a method not yet in the meal, where such a dish fits it.
  for (const c of asked.parts.flatMap((p) => ('course' in p ? [p.course] : []))) {
    const had = ids.flatMap(body)
    const [cuisines, methods] = [
      asks.length || !ids[0] ? asks : [dish(ids[0]).cuisine],
      ids.map((id) => dish(id).method),
    ]
    const other = (d: Dish) => (cuisines.length > 0 && !cuisines.includes(d.cuisine)) || methods.includes(d.method)
    const away = (own: boolean) =>
      DISHES.filter(
        (d) => !ofCourse(c, d) || body(d.id).some((m) => had.some((x) => kin(m, x))) || (own && other(d)),
      ).map((d) => d.id)
    const tried: string[] = []
    const fits = (id: string) => ofCourse(c, dish(id)) && !ids.includes(id) && !tried.includes(id)
    const pick = (own: boolean) => by.chooseDish(alone, seed, rest, [...ids, ...out, ...tried, ...away(own)])
    const next = () => [pick(true)].find(fits) ?? [pick(false)].find(fits)
    for (let id = next(); id; id = next()) {
      if ([adapt(recipeFor(id)!, mealBrief(brief), { seed })].some((a) => !a.declined && by.kept(a))) {
        ids.push(id)
        break
      }
      if (tried.push(id) >= MEAL.tries) break
    }
  }
  const said = (key: 'missing' | 'instead', slots: Record<string, string>) => fill(MEAL.merge[key], brief.lang, slots)
  const left = asked.parts.flatMap((p) => {
    if ('missing' in p && p.nearest && ids.includes(p.nearest.id))
      return [said('instead', { asked: p.missing, title: recipeFor(p.nearest.id)!.title[brief.lang] })]
    if ('missing' in p || ('dish' in p && !ids.includes(remade(p.dish).id) && !listed.some((a) => holds(a, p.dish))))
      return [said('missing', { asked: 'missing' in p ? p.missing : p.dish.name[brief.lang] })]
    return []
  })
  // A spread's table is said first: what it is, and its opener (the dates and water that break the fast).
  return { ids, left: asked.spread ? [asked.spread.says[brief.lang], ...left] : left, spread: asked.spread }
}

/**
 * The meal cooked: its main as one dish is cooked (`main`), each other dish adapted to the brief and kept where `kept`
 * says it holds it all, within the time limit where their quicker versions can; one that does not hold is said, with
 * the dishes the cookbook lacks (`left`), in the host's first turn. No meal when only the main is left.
 */
export function mealCooked(
  meal: { ids: string[]; left: string[] },
  main: Adaptation,
  brief: Brief,
  seed: number,
  kept: (a: Adaptation) => boolean,
) {
  const left = [...meal.left]
  const parts = meal.ids.slice(1).flatMap((id) => {
    const recipe = recipeFor(id)!
    const a = id === main.recipe.dish ? null : adapt(recipe, brief, { seed })
    if (!a || (!a.declined && kept(a))) return a ? [a] : []
    left.push(fill(MEAL.merge.unkept, brief.lang, { asked: recipe.title[brief.lang] }))
    return []
  })
  return { merged: parts.length ? mealWithin([main, ...parts], brief, seed, kept) : undefined, left }
}

/** The brief every dish of a meal is adapted to: the servings asked, else the main's; a spread's name ("supra") is no dish. */
export const mealBrief = (brief: Brief, meal?: { ids: string[]; spread?: Spread }): Brief => {
  const servings = brief.limits.servings ?? (meal?.ids[0] ? recipeFor(meal.ids[0])?.servings : undefined)
  const spread = meal?.spread && spans(either(meal.spread.words), normalise(brief.unknownDish ?? '')).length
  return {
    ...brief,
    ...(servings && { limits: { ...brief.limits, servings } }),
    ...(spread && { unknownDish: undefined }),
  }
}

/** A dish's short name for headings and step labels: its title without a bracketed gloss. */
const shortTitle = (r: AuthoredRecipe, lang: Lang) => r.title[lang].replace(/\s*[（(][^()（）]*[)）]\s*$/u, '')
/** A title inside an English sentence: lower case where the dish's own name is ("…and miso soup", not "Cincinnati"). */
const inline = (r: AuthoredRecipe, lang: Lang) => {
  const t = shortTitle(r, lang)
  return lang === 'en' && /^\p{Ll}/u.test(dish(r.dish).name.en) ? t.charAt(0).toLowerCase() + t.slice(1) : t
}

/** Each {ref} of a dish's texts renamed for the meal, so two dishes' salt or oil stay two lines. */
const renamed = (text: string, k: number) => text.replace(/\{([a-z][a-z0-9_]*)\}/g, `{$1_m${k}}`)
const textOf = (t: Text, k: number): Text => ({ ja: renamed(t.ja, k), en: renamed(t.en, k) })

function decisionOf(d: Decision, k: number): Decision {
  if (d.kind === 'lower') return { ...d, refs: d.refs.map((r) => `${r}_m${k}`), note: textOf(d.note, k) }
  if ('ref' in d) return { ...d, ref: `${d.ref}_m${k}` } as Decision
  return d
}

/** Whether a step runs by itself once started (a simmer, the oven, a soak): the cook is free after its first minutes. */
const passive = (s: AuthoredStep) =>
  s.minutes >= MEAL.passive.min_minutes &&
  (MEAL.passive.heats.includes(s.heat) || new RegExp(either(MEAL.passive.words), 'iu').test(`${s.en} ${s.ja}`))

type Placed = { step: AuthoredStep; dish: number; at: number; end: number }

/** The minutes a step needs the cook: a passive one only its first. */
export const handsOf = (s: AuthoredStep) => (passive(s) ? Math.min(s.minutes, MEAL.passive.hands_minutes) : s.minutes)

/**
 * The steps of every dish on one timeline, so that all are ready together: whenever the cook is free, the step that
 * can start soonest, and of those the one of the dish with most time left (a passive step keeps the cook only its
 * first minutes, an appliance of `one_each` one dish at a time); then each dish that would be done early moved as
 * late as the cook's other work allows, its last step first. Steps of a dish keep their order.
 */
export function timeline(recipes: AuthoredRecipe[]): Placed[] {
  const placed = forward(recipes)
  const span = Math.max(...placed.map((p) => p.end))
  const ends = recipes.map((_, k) => Math.max(...placed.filter((p) => p.dish === k).map((p) => p.end)))
  const overlap = (a: number, b: number, c: number, d: number) => a < d && c < b
  const clash = (p: Placed, at: number) =>
    placed.some(
      (q) =>
        q !== p &&
        (overlap(at, at + handsOf(p.step), q.at, q.at + handsOf(q.step)) ||
          (MEAL.one_each.includes(p.step.vessel) &&
            q.step.vessel === p.step.vessel &&
            overlap(at, at + p.step.minutes, q.at, q.end))),
    )
  for (const k of recipes.map((_, k) => k).sort((a, b) => ends[a]! - ends[b]!)) {
    let limit = span
    for (const p of placed.filter((x) => x.dish === k).reverse()) {
      let at = limit - p.step.minutes
      while (at > p.at && clash(p, at)) at--
      if (at > p.at) Object.assign(p, { at, end: at + p.step.minutes })
      limit = p.at
    }
  }
  return placed.sort((a, b) => a.at - b.at || a.dish - b.dish)
}

function forward(recipes: AuthoredRecipe[]): Placed[] {
  const next = recipes.map(() => 0)
  const ready = recipes.map(() => 0)
  const busy = new Map<string, number>()
  const left = (k: number) => recipes[k]!.steps.slice(next[k]).reduce((n, s) => n + s.minutes, 0)
  let free = 0
  const placed: Placed[] = []
  for (;;) {
    const open = recipes.flatMap((r, k) => (next[k]! < r.steps.length ? [k] : []))
    if (!open.length) return placed
    const startOf = (k: number) => {
      const step = recipes[k]!.steps[next[k]!]!
      return Math.max(free, ready[k]!, MEAL.one_each.includes(step.vessel) ? (busy.get(step.vessel) ?? 0) : 0)
    }
    const k = open.reduce((a, b) =>
      startOf(b) < startOf(a) || (startOf(b) === startOf(a) && left(b) > left(a)) ? b : a,
    )
    const step = recipes[k]!.steps[next[k]!]!
    const at = startOf(k)
    const end = at + step.minutes
    placed.push({ step, dish: k, at, end })
    free = at + handsOf(step)
    ready[k] = end
    if (MEAL.one_each.includes(step.vessel)) busy.set(step.vessel, end)
    next[k]!++
  }
}

const titled = (titles: string[], lang: Lang) => {
  const { title } = MEAL.merge
  if (lang === 'ja' || titles.length < 2) return titles.join(title.ja)
  return `${titles.slice(0, -1).join(title.en)}${title.en_last}${titles.at(-1)}`
}
const fill = (t: Text, lang: Lang, slots: Record<string, string>) => fillSlots(t[lang], (k) => slots[k] ?? '')

/**
 * The meal as one adaptation: the dishes (the main first, as the talk's dish) under one title, their ingredients
 * in turn, their steps on one timeline each labelled with its dish, its minutes the timeline's span (the time
 * limit held on it, said once), its nutrition their sum a serving; every decision of each dish kept.
 */
export type Meal = Adaptation & { dishes: Text[]; groups: number[]; span: { prep: number; cook: number } }

export function mealOf(parts: Adaptation[], limit?: number): Meal {
  const recipes = parts.map((p) => p.recipe)
  const plan = timeline(recipes)
  const span = Math.max(...plan.map((p) => p.end))
  const short = (lang: Lang) => recipes.map((r) => shortTitle(r, lang))
  const label = (k: number, lang: Lang) => fill(MEAL.merge.step, lang, { dish: short(lang)[k]! })
  const steps = plan.map(({ step, dish: k }) => ({
    ...step,
    ja: `${label(k, 'ja')}${renamed(step.ja, k)}`,
    en: `${label(k, 'en')}${renamed(step.en, k)}`,
    cue: { ...step.cue, ...textOf(step.cue, k) },
  }))
  const first = plan[0]!.dish
  const within = (lang: Lang) => recipes.map((r) => inline(r, lang))
  const describe = (lang: Lang) =>
    fill(MEAL.merge.description, lang, {
      titles: titled(within(lang), lang),
      first: within(lang)[first]!,
      rest: titled(
        within(lang).filter((_, k) => k !== first),
        lang,
      ),
    })
  const heated = plan.filter((p) => p.step.heat !== 'none')
  const prep = heated.length ? Math.min(...heated.map((p) => p.at)) : span
  const cook = heated.length ? Math.max(...heated.map((p) => p.end)) - prep : 0
  const merged = (of: (p: Adaptation) => AuthoredRecipe): AuthoredRecipe => {
    const [main] = parts.map(of)
    return {
      ...main!,
      title: {
        ja: titled(
          parts.map((p) => shortTitle(of(p), 'ja')),
          'ja',
        ),
        en: titled(
          parts.map((p, k) => (k ? inline : shortTitle)(of(p), 'en')),
          'en',
        ),
      },
      description: { ja: describe('ja'), en: describe('en') },
      ingredients: parts.flatMap((p, k) => of(p).ingredients.map((i) => ({ ...i, ref: `${i.ref}_m${k}` }))),
      steps,
      total_minutes: span,
      notes: Object.fromEntries(
        Object.keys(main!.notes).map((role) => [
          role,
          parts.flatMap((p, k) => of(p).notes[role as keyof AuthoredRecipe['notes']].map((t) => textOf(t, k))),
        ]),
      ) as AuthoredRecipe['notes'],
      variants: [],
    }
  }
  const time: Decision[] =
    limit === undefined
      ? []
      : [
          {
            kind: 'time',
            limit,
            minutes: span,
            held: span <= limit,
            note:
              span <= limit
                ? say('time_held', { minutes: span, limit })
                : say('time_over', { minutes: span, limit, over: span - limit }),
          },
        ]
  // A rule every dish keeps the same way (a bento's cooling, an egg swapped for the same stand-in) is said once.
  const said = new Set<string>()
  const once = (d: Decision) => {
    const key = d.kind === 'substitute' ? `${d.from}>${d.to}` : `${d.kind}:${d.note.en}`
    return d.kind !== 'time' && !said.has(key) && !!said.add(key)
  }
  const decisions = parts.flatMap((p, k) => p.decisions.filter(once).map((d) => decisionOf(d, k)))
  return {
    recipe: merged((p) => p.recipe),
    base: merged((p) => p.base),
    decisions: [...decisions, ...time],
    dishes: recipes.map((r) => ({ ja: shortTitle(r, 'ja'), en: inline(r, 'en') })),
    groups: recipes.map((r) => r.ingredients.length),
    span: { prep, cook },
  }
}

const minutesOf = (steps: AuthoredStep[]) => steps.reduce((n, s) => n + s.minutes, 0)

/**
 * The meal within the theme's time limit where it can be: over it, each dish with a quicker version of its own (a
 * weeknight miso soup, not a vegan one), the longest first, is cooked in that version until the timeline fits.
 */
export function mealWithin(parts: Adaptation[], brief: Brief, seed: number, kept: (a: Adaptation) => boolean): Meal {
  const limit = brief.limits.minutes
  let meal = mealOf(parts, limit)
  const longest = parts.map((_, k) => k).sort((a, b) => parts[b]!.recipe.total_minutes - parts[a]!.recipe.total_minutes)
  for (const k of longest) {
    if (limit === undefined || meal.recipe.total_minutes <= limit) break
    const base = recipeFor(parts[k]!.recipe.dish)!
    const quick = (base.variants ?? []).filter((v) => !v.asks?.length && !v.free_of?.length && v.steps)
    const minutes = Math.min(...quick.map((v) => minutesOf(v.steps!)))
    const a = adapt(base, { ...brief, limits: { ...brief.limits, minutes } }, { seed })
    const chosen = a.decisions.some((d) => d.kind === 'variant' && quick.some((v) => v.id === d.variant))
    if (!chosen || a.declined || !kept(a) || a.recipe.total_minutes >= parts[k]!.recipe.total_minutes) continue
    parts = parts.with(k, a)
    meal = mealOf(parts, limit)
  }
  return meal
}

/** The meal as published: each dish's ingredients under its heading, the minutes of the timeline. */
export function renderMeal(meal: Meal): RecipeDraft {
  const draft = render(meal)
  const lines = (lang: Lang) => {
    const all = draft[`ingredients_${lang}`]
    let at = 0
    return meal.dishes.flatMap((dish, k) => {
      const n = meal.groups[k]!
      at += n
      return [fill(MEAL.merge.heading, lang, { dish: dish[lang] }), ...all.slice(at - n, at)]
    })
  }
  const { prep, cook } = meal.span
  return { ...draft, ingredients_ja: lines('ja'), ingredients_en: lines('en'), prep_minutes: prep, cook_minutes: cook }
}
