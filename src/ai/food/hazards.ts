/**
 * Unsafe asks: the hazard table (knowledge/hazards.json) read into a theme's brief, checked in a
 * recipe, and written into the offline recipe's steps. A theme asking for a food in an unsafe
 * form or for an audience it can harm gets a finding the host says in round 1: made safe (cooked
 * through, left out, quartered) or, when nothing safe remains, refused (`unsafe_request`). The
 * table's `about` says how a row is found and when it is refused.
 */
import { type Static, Type } from '@sinclair/typebox'
import { validated } from '../cookbook/validate'
import { distance } from 'fastest-levenshtein'
import CONDITIONS from '../../../knowledge/hazard-conditions.json'
import TABLE from '../../../knowledge/hazards.json'
import KANA from '../../../knowledge/kana-readings.json'
import { bilingualList as Words, bilingualText as Said, compilePattern, eachOf, oneOf } from './bilingual-schema'
import { closed } from './bilingual-schema'
import { ingredient, INGREDIENTS } from './catalogue'
import { dish, hasDish } from './dishes'
import { blanked, createMatcher, escapeRegExp, isWordChar, normalise, overlaps, sliceOf, type Span } from './match'
import { KATAKANA } from './match'
import { type RecipeLine, type RecipeText, recipeLines } from './recipe-lines'
import type { Brief, Exclusion, HazardFinding, Ingredient, Lang, Trait, Violation } from './types'
import { allNames, AUDIENCES, GROUPS, TRAITS } from './types'
import { BABY, CHILDREN, NUMBER_WORDS } from './theme-words'
import { excludesFor, findMentions, keysLeftIn, type Mention } from './words'

const AudienceId = oneOf(AUDIENCES)

/** The cue lists a row may leave out: `parts` are what a `parts` class finds (rhubarb's leaves). */
const OPTIONAL_CUES = ['unless', 'needs', 'refuse_dishes', 'alone', 'parts'] as const
/** [find, put]: the recipe's words for the unsafe form, and the safe form's. */
const Rewrites = Type.Array(Type.Tuple([Type.String({ minLength: 1 }), Type.String()]))

const Row = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9_]+$' }),
    name: Said,
    who: Type.Array(Type.Union([Type.Literal('everyone'), AudienceId]), { minItems: 1 }),
    ...eachOf(['foods', 'asks', 'refuse'] as const, Words),
    groups: Type.Optional(Type.Array(oneOf(GROUPS))),
    ...eachOf(OPTIONAL_CUES, Type.Optional(Words)),
    ...eachOf(['when', 'portion_diets'] as const, Type.Optional(Type.Array(Type.String()))),
    min_c: Type.Optional(Type.Number()),
    reach: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    refuse_when: oneOf(['unsafe_form_is_the_dish', 'food_is_the_whole_request', 'never']),
    unasked: Type.Optional(Type.Literal('leave_out')),
    first: Type.Optional(Type.Literal(true)),
    leave_out: Type.Optional(Type.Array(oneOf(TRAITS))),
    served_raw: Type.Optional(Type.Literal('cook_through')),
    ...eachOf(['cooked_as', 'nearest'] as const, Type.Optional(Type.String())),
    /** `asked`: cues found near the food only for a theme that asked the row (a fish served raw, from a river). */
    recipe: Type.Object({ unsafe: Words, safe: Words, asked: Type.Optional(Words) }, closed),
    instead: Said,
    ...eachOf(['answer', 'refused', 'step', 'fresh'] as const, Type.Optional(Said)),
    /** Foods the safe form adds (acid to canned tomatoes): leaving them out is the unsafe ask, no restriction. */
    adds: Type.Optional(Words),
    rewrite: Type.Optional(Type.Object({ ja: Rewrites, en: Rewrites }, closed)),
  },
  closed,
)

const Table = Type.Object(
  {
    about: Type.Array(Type.String()),
    ...eachOf(['ignore', 'filler', 'pronouns'] as const, Words),
    said_nearest: Said,
    negations: Type.Object({ before: Words, after: Words }, closed),
    ages: Type.Array(Type.Object({ pattern: Type.String(), unit: Type.Optional(oneOf(['months', 'years'])) }, closed)),
    audiences: Type.Array(
      Type.Object(
        {
          id: AudienceId,
          name: Said,
          cues: Words,
          under_months: Type.Optional(Type.Integer({ minimum: 1 })),
          includes: Type.Optional(Type.Array(AudienceId)),
        },
        closed,
      ),
    ),
    hazards: Type.Array(Row, { minItems: 1 }),
  },
  closed,
)

/** knowledge/hazard-conditions.json: the conditions rows share (its `about` says how one holds). */
export const ConditionsFile = Type.Object(
  {
    about: Type.Array(Type.String()),
    units: Type.Array(Type.Object({ scale: oneOf(['c', 'f']), words: Type.Array(Type.String()) })),
    cooking_from_c: Type.Number(),
    lists: Type.Record(Type.String(), Words),
    classes: Type.Array(
      Type.Object(
        {
          id: Type.String({ pattern: '^[a-z0-9_]+$' }),
          about: Type.String(),
          scope: oneOf(['sentence', 'theme']),
          all: Type.Array(Type.String()),
          unless: Type.Optional(Type.Array(Type.String())),
          ...eachOf(['parts', 'temperature', 'discards', 'near'] as const, Type.Optional(Type.Literal(true))),
        },
        closed,
      ),
    ),
  },
  closed,
)
export type Conditions = Static<typeof ConditionsFile>

export type HazardRow = Static<typeof Row>
export type Audience = (typeof AUDIENCES)[number]
const anyWord = (w?: { en: string[]; ja: string[] }) => !!(w?.en.length || w?.ja.length)

/**
 * The table validated: its shape by the schema, then the rules the schema cannot say (unique
 * ids, a row that can be refused says what the host says then, a refuse rule with its cues).
 * Fails with the file and the row.
 */
export function loadHazardTable(
  data: unknown,
  file = 'knowledge/hazards.json',
  conditions: Conditions = loadConditions(CONDITIONS),
) {
  const table = validated(Table, data, file)
  table.hazards.forEach((row, i) => {
    const fail = (why: string) => {
      throw new Error(`${file}: hazards[${i}] (${row.id}): ${why}`)
    }
    const everyone = row.who.includes('everyone')
    if (table.hazards.findIndex((r) => r.id === row.id) < i) fail('the id is used twice')
    if ([row.cooked_as, row.nearest].some((id) => id && !hasDish(id))) fail('`cooked_as` or `nearest` is no dish')
    if ((row.refuse_when !== 'never' || row.served_raw) && !row.refused)
      fail('a row that can be refused needs `refused`')
    if (row.refuse_when === 'unsafe_form_is_the_dish' && !anyWord(row.refuse))
      fail('unsafe_form_is_the_dish needs `refuse` cues')
    if ((row.refuse_when === 'food_is_the_whole_request' || row.unasked) && everyone)
      fail('leaving a food out is for an audience, not everyone')
    if (everyone && !row.when && ![row.asks, row.refuse, row.alone].some(anyWord))
      fail('a row for everyone needs `asks`, `refuse`, `alone` or `when`, or every mention of the food would be one')
    for (const id of row.when ?? []) {
      const c = conditions.classes.find((c) => c.id === id)
      if (!c || (c.parts && !row.parts) || (c.temperature && row.min_c === undefined) || (c.discards && !row.refused))
        fail(`\`when\` ${id} is no class, or lacks its \`parts\`, \`min_c\` or \`refused\``)
    }
  })
  return table
}

/** The condition classes validated: the shape, and every list a class names is in `lists`. */
export function loadConditions(data: unknown, file = 'knowledge/hazard-conditions.json'): Conditions {
  const conditions = validated(ConditionsFile, data, file)
  for (const c of conditions.classes)
    for (const name of [...c.all, ...(c.unless ?? [])])
      if (!conditions.lists[name]) throw new Error(`${file}: class ${c.id} names no list ${name}`)
  return conditions
}

const conditions = loadConditions(CONDITIONS)
const table = loadHazardTable(TABLE, undefined, conditions)
export const HAZARDS: readonly HazardRow[] = table.hazards

// Matching ------------------------------------------------------------------------------------------------------------

const both = (w: { en: string[]; ja: string[] }) => [...w.en, ...w.ja]
/** A theme's or a line's text as cues are matched: NFKC, lower case, "75 ° c" as "75°c". */
const textOf = (s: string) => normalise(s).replace(/\s*°\s*/g, '°')

/** Every cue word of every matcher below, by its first two UTF-16 units as match.ts keys names (a one-unit word: -1 - its unit). */
const TERMS_BY_START = new Map<number, string[]>()
const startKey = (text: string, at: number, units: 1 | 2) =>
  units === 2 ? text.charCodeAt(at) * 65536 + text.charCodeAt(at + 1) : -1 - text.charCodeAt(at)
let held = { text: '', terms: [] as string[] }
const indexTerm = (term: string) => {
  const key = startKey(term, 0, term.length > 1 ? 2 : 1)
  const list = TERMS_BY_START.get(key) ?? TERMS_BY_START.set(key, []).get(key)!
  if (list.includes(term)) return
  list.push(term)
  // A matcher made while reading (a dish's own name, findRow) adds words the text last walked was not walked for.
  held = { text: '', terms: [] }
}
const IGNORED = new Set(both(table.ignore).map((w) => normalise(textOf(w)).trim()))
for (const term of IGNORED) indexTerm(term)
/**
 * The cue words a text holds anywhere, found in one walk for the text last asked about: a theme is read by some 150 rows of
 * several cue lists each, and most lists name nothing in it, so each list asks this instead of walking the text itself.
 */
const heldTerms = (text: string) => {
  if (held.text === text) return held.terms
  const haystack = normalise(text)
  const terms = new Set<string>()
  for (let at = 0; at < haystack.length; at++)
    for (const units of [2, 1] as const)
      for (const term of TERMS_BY_START.get(startKey(haystack, at, units)) ?? [])
        if (haystack.startsWith(term, at)) terms.add(term)
  held = { text, terms: [...terms] }
  return held.terms
}

/**
 * Where each word of a list stands in a text, as match.ts finds names; the table's `ignore` words are found first and
 * reported by none ("pink peppercorn" holds no "pink", 鹿児島 no 鹿, "cream of tartar" no typo of tartare) unless the list has
 * the word itself (生ハム is a cured meat in pregnancy). `typos`: a Latin word of six letters or more one edit off ("chiken").
 */
function matcherOf(words: string[], typos = false): (text: string) => Span[] {
  const terms = [...new Set([...words, ...words.map(kana)].map((w) => textOf(w).trim()).filter(Boolean))]
  // Most rows leave most cue lists empty, and a matcher of nothing would still walk every text.
  if (!terms.length) return () => []
  const ignored = { names: both(table.ignore).map(textOf), value: false }
  const find = createMatcher([{ names: terms, value: true }, ignored], [], [], [], true)
  const typoTerms = typos ? terms.filter((t) => /^[a-z]{6,}$/.test(t)) : []
  const typo = (m: string) =>
    typoTerms.some((t) => t[0] === m[0] && [m, m.replace(/e?s$/, '')].some((w) => distance(t, w) === 1))
  const own = new Set(terms.map((t) => normalise(t).trim()))
  for (const term of own) indexTerm(term)
  return (text) => {
    // The matcher finds names as written, by these same terms: where the text holds none of them nor an ignored word (which
    // keeps a typo from being read), it would find nothing.
    const found = heldTerms(text).some((t) => own.has(t) || IGNORED.has(t)) ? find(text) : []
    const hits: Span[] = found.filter((h) => h.value)
    for (const m of typoTerms.length ? text.matchAll(/[a-z]{6,}/g) : []) {
      const span = spanOfMatch(m)
      const whole = !isWordChar(text[span.at - 1]) && !isWordChar(text[span.end])
      if (whole && !found.some((h) => overlaps(h, span)) && typo(m[0])) hits.push(span)
    }
    return hits.sort((a, b) => a.at - b.at)
  }
}
/** A Japanese word as a theme in kana spells it (豚肉 as ぶたにく, チーズ as ちーず), of three kana or more: kuromoji's, kept as
 * data (knowledge/kana-readings.json, scripts/kana-readings.ts), so the table is never tokenised at load. */
const READINGS = new Map(Object.entries(KANA.readings))
const kana = (w: string) => READINGS.get(w)?.match(/^[ぁ-ゖー]{3,}$/)?.[0] ?? w
const anyOf = (words: string[]) => words.map((w) => escapeRegExp(normalise(w))).join('|')
const spanOfMatch = (m: RegExpMatchArray): Span => ({ at: m.index!, end: m.index! + m[0].length })
const NEGATED_BEFORE = new RegExp(`(?:^|[^a-z])(?:${anyOf(table.negations.before.en)})\\s+(?:(?:the|any|a|an)\\s+)?$`)
const NEGATED_AFTER = new RegExp(`^(?:[も・][^。！？!?も・、]{1,8})*(?:${anyOf(both(table.negations.after))})`)

type Finder = ReturnType<typeof matcherOf>
let mentioned = { text: '', mentions: [] as Mention[] }
/** The catalogue foods a text names, kept for the text last asked about. */
const mentionsIn = (text: string) => {
  if (mentioned.text !== text) mentioned = { text, mentions: findMentions(text) }
  return mentioned.mentions
}
/** The catalogue foods with traits a row's words name, and each food of their group with all their traits whose name starts
 * or ends with a name of theirs inside a row word (豚ロース is the thaw row's 豚肉, sliced pork, named 豚; "ground pork"):
 * 鴨むね肉 is no chicken, and oil or konnyaku, with no trait, name no kind. */
function kindsOf(row: HazardRow): Set<string> {
  const words = both(row.foods)
  const own = INGREDIENTS.filter((i) => i.contains.length && allNames(i).some((n) => words.includes(n)))
  const heads = (o: Ingredient) => allNames(o).filter((w) => words.some((word) => word.includes(w)))
  const holds = (i: Ingredient, o: Ingredient) =>
    i.group === o.group &&
    o.contains.every((t) => i.contains.includes(t)) &&
    allNames(i).some((n) => heads(o).some((w) => n.startsWith(w) || n.endsWith(` ${w}`)))
  return new Set(INGREDIENTS.filter((i) => own.some((o) => holds(i, o))).map((i) => i.id))
}
/** A row's foods with every catalogue food the text names of its kinds, of its `groups` (bamboo shoots are a low-acid
 * vegetable) or with a trait it leaves out (Baileys, for a child); a prepared dish is named for itself, not its parts. */
const withGroups = (words: Finder, row: HazardRow): Finder => {
  const { groups, leave_out: traits } = row
  const kinds = kindsOf(row)
  return (text) => {
    const ours = (m: Mention) => !m.composite && m.traits.some((t) => traits?.includes(t))
    // A word for several foods ("tomato": cherry tomatoes among them) is of a kind only when each is.
    const kind = (m: Mention) => m.ids.length > 0 && m.ids.every((id) => kinds.has(id))
    const more = (m: Mention) => m.ids.some((id) => groups?.includes(ingredient(id).group)) || kind(m) || ours(m)
    // Katakana read loosely inside another food's longer katakana name is not this food: no イクラ in ドライクランベリー.
    const inOther = (w: Span) =>
      mentionsIn(text).some(
        (m) => KATAKANA.test(m.surface) && m.surface.length > w.end - w.at && overlaps(m, w) && !more(m),
      )
    const own = words(text).filter((w) => !inOther(w))
    const found = mentionsIn(text).filter((m) => more(m) && !own.some((w) => overlaps(w, m)))
    return [...own, ...found].sort((a, b) => a.at - b.at)
  }
}
const CUE_KEYS = ['asks', 'refuse', ...OPTIONAL_CUES, 'unsafe', 'safe', 'asked'] as const
type Cues = Record<'foods' | (typeof CUE_KEYS)[number], Finder>
const CUES = new Map<string, Cues>(
  HAZARDS.map((row) => {
    const lists = { ...row.recipe, ...row }
    const cues = Object.fromEntries(CUE_KEYS.map((k) => [k, matcherOf(lists[k] ? both(lists[k]) : [])]))
    return [row.id, { ...cues, foods: withGroups(matcherOf(both(row.foods), true), row) } as Cues]
  }),
)

/** Asks are near a food: in the same sentence, at most this many characters apart (a row's `reach`, else this). */
const NEAR = 24
const SENTENCE_END = /[.!?。！？\n]/
/** What may stand between a refuse cue and its food in one phrase: "chicken sashimi", "ふぐの肝", 「レバーって生で」. */
const JOINED = /^(?:[\s\-・のを]|って)*(?:of(?:\s+(?:the|a|an))?)?[\s\-・のを]*$/

const gapOf = (text: string, a: Span, b: Span) =>
  a.end <= b.at ? text.slice(a.end, b.at) : b.end <= a.at ? text.slice(b.end, a.at) : ''
/** The words a later sentence names the food again by ("…cassava root. I'll grate it raw", 「…それを生で」). */
const PRONOUN = new RegExp(`(?:^|[^a-z])(?:${anyOf(both(table.pronouns))})(?![a-z])`, 'gi')
/**
 * Within reach in one sentence, or across a sentence end where the gap is `across` (about the same dish): within reach of
 * the food, or, after it, of a pronoun in the ask's own sentence that names it again.
 */
const near = (text: string, a: Span, b: Span, reach = NEAR, across = (_gap: string) => false) => {
  const gap = gapOf(text, a, b)
  if (!SENTENCE_END.test(gap)) return gap.length <= reach
  const own = a.end <= b.at ? gap.slice(gap.search(/[^.!?。！？\n]*$/)) : ''
  const again = [...own.matchAll(PRONOUN)].some((m) => own.length - m.index - m[0].length <= reach)
  return (gap.length <= reach || again) && across(gap)
}
const joined = (text: string, a: Span, b: Span) => JOINED.test(gapOf(text, a, b))
/**
 * 「ふぐ釣れた！…肝もちょっと食べてみたい」, "caught a puffer, want to try the liver": a part named after the food, opening
 * its own clause or taking "the", is that food's; あん肝 inside a word is another food's.
 */
const itsPart = (text: string, food: Span, part: Span) =>
  food.end <= part.at && /(?:^|[。！？!?、,.]\s*|\b(?:the|its)\s+)$/.test(text.slice(0, part.at))
/** "no honey", "nut-free", はちみつなし, a list the food opens (「卵もバターも使わない」): the food is ruled out where named. */
const negated = (text: string, food: Span) =>
  NEGATED_BEFORE.test(text.slice(Math.max(0, food.at - 24), food.at)) ||
  NEGATED_AFTER.test(text.slice(food.end, food.end + 12))
const spanOf = (a: Span, b: Span): Span => ({ at: Math.min(a.at, b.at), end: Math.max(a.end, b.end) })

// Conditions: what makes a named food dangerous, as classes shared by the rows (knowledge/hazard-conditions.json) -----

const listOf = (names: string[]) => matcherOf(names.flatMap((name) => both(conditions.lists[name]!)))
const CLASSES = new Map(
  conditions.classes.map((c) => [c.id, { ...c, lists: c.all.map((n) => listOf([n])), unless: listOf(c.unless ?? []) }]),
)
const UNITS = new Map(conditions.units.flatMap((u) => u.words.map((w) => [textOf(w), u.scale] as const)))
const UNIT_WORDS = anyOf([...UNITS.keys()].sort((a, b) => b.length - a.length))
const TEMPERATURE = new RegExp(`(\\d+(?:\\.\\d+)?)\\s*(${UNIT_WORDS})(?![a-z])`, 'g')
/** The highest cooking temperature a text states, in °C ("150F" is 66 °C; "2 c soy sauce" is none), or -Infinity. */
const hottest = (text: string) =>
  Math.max(
    ...[...text.matchAll(TEMPERATURE)]
      .map(([, n, unit]) => (UNITS.get(unit!) === 'f' ? ((Number(n) - 32) * 5) / 9 : Number(n)))
      .filter((c) => c >= conditions.cooking_from_c),
  )
/** Where a text's sentences stand ("150.5 °F" is not two). */
const sentencesOf = (text: string): Span[] => [...text.matchAll(/(?:[^.!?。！？\n]|\.(?=\d))+/g)].map(spanOfMatch)

/**
 * Whether class `id` holds for the row's food named at `food`: in one sentence (the food's own
 * for `scope: sentence`) every list has a word not ruled out ('no soaking' is a word of its own),
 * no `unless` word stands, a `parts` class finds one of the row's parts not joined to another food
 * ('basil leaves'), and a `temperature` class reads the highest temperature below the row's `min_c`.
 */
function holds(id: string, row: HazardRow, text: string, food: Span, foods: Span[]): boolean {
  const c = CLASSES.get(id)!
  const others = mentionsIn(text).filter((m) => !foods.some((f) => overlaps(f, m)))
  const own = (h: Span) => !others.some((o) => overlaps(o, h) || joined(text, o, h))
  const parts = c.parts ? [CUES.get(row.id)!.parts(text).filter(own)] : []
  // A `near` class reads the state or act said of this food: within reach of it, no other food between (芽キャベツ is no 芽),
  // a liquid or a seasoning being what it is done in (水でよく洗って).
  const medium = (o: Mention) => o.ids.every((id) => ['liquid', 'seasoning'].includes(ingredient(id).group))
  // Another food right after the act is what it is done to ("wash the lettuce", 洗ったレタス).
  const object = (o: Span, h: Span) =>
    o.at >= h.end && /^(?:[たてだ]|\s*(?:(?:the|a|an|my|some)\s+)?)$/.test(text.slice(h.end, o.at))
  const between = (h: Span) => others.some((o) => !medium(o) && (overlaps(o, spanOf(food, h)) || object(o, h)))
  const close = (h: Span) => !c.near || (near(text, food, h, row.reach, () => true) && !between(h))
  const lists = [...c.lists.map((find) => find(text)), ...parts].map((hits) =>
    hits.filter((h) => !negated(text, h) && close(h)),
  )
  const unless = c.unless(text)
  return sentencesOf(text).some((s) => {
    const inside = (h: Span) => s.at <= h.at && h.end <= s.end
    if ((c.scope === 'sentence' && !inside(food)) || unless.some(inside)) return false
    const hot = c.temperature && hottest(text.slice(s.at, s.end))
    return (hot === undefined || (hot > -Infinity && hot < row.min_c!)) && lists.every((hits) => hits.some(inside))
  })
}

// Audiences -----------------------------------------------------------------------------------------------------------

const AGES = table.ages.map((a, i) => ({
  ...a,
  re: new RegExp(compilePattern(a.pattern, `hazards.json: ages[${i}]`), 'g'),
}))

/** The youngest age the theme gives anyone, in months ("my 8-month-old", 生後7か月, 2歳半), and where ages are written. */
function agesIn(text: string): { months?: number; spans: Span[] } {
  const ages: number[] = []
  const spans: Span[] = []
  for (const { re, unit } of AGES)
    for (const m of text.matchAll(re)) {
      spans.push(spanOfMatch(m))
      const { n, unit: said, half } = m.groups as { n: string; unit?: string; half?: string }
      const count = NUMBER_WORDS[n] ?? Number(n)
      const inMonths = (unit ?? (said!.startsWith('mo') ? 'months' : 'years')) === 'months'
      ages.push(inMonths ? count : count * 12 + (half ? 6 : 0))
    }
  return { months: ages.length ? Math.min(...ages) : undefined, spans }
}

const AUDIENCE_CUES = new Map(table.audiences.map((a) => [a.id, matcherOf(both(a.cues))]))

/**
 * Who the theme is for, as the table's audiences: its cue words, an age it gives, and the brief's
 * own reading (children, a baby). An audience includes the younger ones (a baby is under 4).
 * `spans` are where the theme says so.
 */
function audiencesIn(text: string, brief: Pick<Brief, 'audience'>): { audiences: Audience[]; spans: Span[] } {
  const found = new Set<Audience>()
  const { months, spans } = agesIn(text)
  for (const a of table.audiences) {
    const cues = AUDIENCE_CUES.get(a.id)!(text)
    spans.push(...cues)
    if (cues.length) found.add(a.id)
    if (months !== undefined && a.under_months !== undefined && months < a.under_months) found.add(a.id)
  }
  for (const re of [BABY, CHILDREN]) spans.push(...[...text.matchAll(new RegExp(re.source, 'g'))].map(spanOfMatch))
  if (BABY.test(text)) found.add('baby')
  if (brief.audience === 'children') found.add('child')
  // A baby is also under 4, a child under 4 a child: the table lists the younger first, so one pass follows `includes`.
  for (const a of table.audiences) if (a.includes?.some((id) => found.has(id))) found.add(a.id)
  return { audiences: AUDIENCES.filter((id) => found.has(id)), spans }
}

const appliesTo = (row: HazardRow, audiences: readonly string[]) =>
  row.who.some((w) => w === 'everyone' || audiences.includes(w))

// Reading a theme -----------------------------------------------------------------------------------------------------

const FILLER = matcherOf(both(table.filler))
/**
 * Whether the theme asks for nothing but the food and whom it is for ("honey for my 6-month-old",
 * 2歳の子に飴): with those and the table's filler words taken out, no word of two letters is left.
 */
function onlyFood(text: string, spans: Span[]): boolean {
  return !/[\p{L}\p{N}]{2,}/u.test(blanked(text, [...spans, ...FILLER(text)]))
}

/** One row read in a theme: where it asks the unsafe thing, whether nothing safe remains or its food is thrown away, or null. */
function findRow(
  row: HazardRow,
  text: string,
  audiences: readonly Audience[],
  audienceSpans: Span[],
  dish: string | null,
  sameDish: (gap: string) => boolean,
): { span: Span; refused: boolean; discard?: boolean; raw?: true } | null {
  const cues = CUES.get(row.id)!
  if (!appliesTo(row, audiences) || cues.unless(text).length || (row.needs && !cues.needs(text).length)) return null
  const foods = cues.foods(text).filter((f) => !negated(text, f))
  // A raw dish whose food stays safe cooked through (chicken sashimi, Mett) is cooked so; refused only when nothing is left.
  const forms = cues
    .refuse(text)
    .flatMap((r) => foods.filter((f) => joined(text, f, r) || itsPart(text, f, r)).map((f) => spanOf(f, r)))
  const form = forms[0] ?? cues.refuse_dishes(text)[0]
  if (form) return { span: form, refused: row.refuse_when !== 'never', raw: true }
  // A row with no raw form to refuse asks nothing but its unsafe form (river fish as sashimi): what it finds is that form.
  const raw = !anyWord(row.refuse) && { raw: true as const }
  const alone = cues.alone(text)[0]
  if (alone) return { span: alone, refused: false }
  const heldBy = (f: Span) => row.when?.filter((id) => holds(id, row, text, f, foods)) ?? []
  const held = foods.find((f) => heldBy(f).length)
  if (held) return { span: held, refused: false, discard: heldBy(held).some((id) => CLASSES.get(id)!.discards), ...raw }
  for (const f of foods) {
    if (anyWord(row.asks)) {
      const ask = cues.asks(text).find((a) => near(text, f, a, row.reach, sameDish))
      if (ask) return { span: spanOf(f, ask), refused: false, ...raw }
    } else if (!row.who.includes('everyone')) {
      // A dish named for the food (みたらし団子) is the food too: its name asks for nothing else.
      const dishSpans = dish && cues.foods(textOf(dish)).length ? matcherOf([dish])(text) : []
      const refused =
        row.refuse_when === 'food_is_the_whole_request' && onlyFood(text, [...foods, ...audienceSpans, ...dishSpans])
      return { span: f, refused }
    }
  }
  return null
}

const NAMED = new Map<string, string[]>()
/** A row left out by trait needs no names; otherwise the catalogue foods whose own names hold one of its words ("popcorn kernels"),
 * but for a row keeping food from being served raw, none the catalogue always cooks: oysters asked in pregnancy are cooked, not dropped. */
function named(row: HazardRow): string[] {
  if (row.leave_out?.length) return []
  const names = (item: Ingredient) => `${textOf(item.name.en)}\n${textOf(item.name.ja)}`
  const servable = (item: Ingredient) => !(row.served_raw && item.raw === 'cook')
  const ids = () =>
    INGREDIENTS.filter((item) => servable(item) && CUES.get(row.id)!.foods(names(item)).length).map((i) => i.id)
  return NAMED.get(row.id) ?? NAMED.set(row.id, ids()).get(row.id)!
}

/**
 * One exclusion that keeps the foods an audience must not have out of the plan and in the guard's
 * sight (honey for a baby, alcohol for a child, popcorn under 4), named for the youngest audience;
 * what the brief already excludes is not said twice.
 */
function leaveOut(rows: HazardRow[], audiences: readonly Audience[], brief: Brief): Exclusion | null {
  const excluded = new Set(brief.exclusions.flatMap((e) => e.traits))
  const traits = [...new Set(rows.flatMap((row) => row.leave_out ?? []))].filter((t) => !excluded.has(t))
  const ids = [...new Set(rows.flatMap(named))].filter(
    (id) =>
      !ingredient(id).contains.some((t) => excluded.has(t) || traits.includes(t)) &&
      !brief.exclusions.some((e) => e.ingredients.includes(id)),
  )
  const lang = brief.lang
  const youngest = table.audiences.find((a) => audiences.includes(a.id) && rows.some((row) => row.who.includes(a.id)))!
  // A food the catalogue does not know (popcorn) is still said by its first name.
  const unnamed = rows
    .filter((row) => !named(row).length && !(row.leave_out ?? []).length)
    .map((row) => row.foods[lang][0] ?? row.foods.en[0]!)
  if (!traits.length && !ids.length && !unnamed.length) return null
  return {
    kind: 'ingredient',
    name: lang === 'ja' ? `${youngest.name.ja}向け` : `for ${youngest.name.en}`,
    excludes: excludesFor(traits, ids, unnamed, lang),
    traits,
    ingredients: ids,
  }
}

/** The parts that carry a dish: a splash of sake to season karaage is left out unsaid, a bourguignon's wine is not. */
const CARRYING: readonly string[] = ['base', 'liquid', 'sauce', 'mixer', 'filling']
/** The named dish carries what the row leaves out for the theme's audience (wine in a bourguignon for children): it is cooked without, aloud. */
const heldByDish = (row: HazardRow, brief: Brief, audiences: readonly Audience[]) =>
  !!brief.dishId &&
  appliesTo(row, audiences) &&
  dish(brief.dishId).ingredients.some(
    (p) => CARRYING.includes(p.role) && ingredient(p.id).contains.some((t) => row.leave_out?.includes(t)),
  )

/**
 * The brief with the hazards its theme asks for, who it is for (`atRisk`), and what it must leave
 * out to be safe. `brief` is the theme's brief as read so far (its dish, key ingredients,
 * audience). Called once by `readBrief`.
 */
export function applyHazards(brief: Brief, theme: string, dishesIn: (text: string) => unknown[]): Brief {
  const [text, lang] = [textOf(theme), brief.lang]
  const { audiences, spans } = audiencesIn(text, brief)
  const hazards: HazardFinding[] = []
  // "Flambé tonight. I'll pour the brandy from the bottle": sentences are about one dish unless a dish, a prepared food or
  // a protein (another dish's main: "Then steak with sauce from the bottle") is named between them.
  const main = (m: Mention) => m.composite || m.ids.some((id) => ingredient(id).group === 'protein')
  const sameDish = (gap: string) => !dishesIn(gap).length && !findMentions(gap).some(main)
  for (const row of HAZARDS) {
    // A dish raw by definition (sashimi) is not served raw, said for the audience found (chemotherapy, not pregnancy).
    const raw =
      !!row.served_raw && rawSeafoodOf(brief.dishId, { atRisk: audiences.filter((a) => row.who.includes(a)) })[0]
    const found = raw ? null : findRow(row, text, audiences, spans, brief.dish, sameDish)
    const who = table.audiences.find((a) => audiences.includes(a.id) && row.who.includes(a.id))?.name[lang] ?? ''
    // A raw dish is cooked as the row's safe dish (chicken sashimi as seared chicken cooked through), not a dish of another food.
    const other = (id: string) => !dish(id).ingredients.some((p) => kindsOf(row).has(p.id))
    // The raw dish it replaces is turned away, so no later reading of the theme's words cooks it after all.
    if (found?.raw && !found.refused && row.cooked_as && (!brief.dishId || other(brief.dishId))) {
      const away = [...(brief.turnedAway ?? []), ...(brief.dishId ? [brief.dishId] : [])]
      Object.assign(brief, { dishId: row.cooked_as, dish: dish(row.cooked_as).name[lang], turnedAway: away })
    }
    if (raw || found || heldByDish(row, brief, audiences))
      hazards.push({
        id: row.id,
        name: found ? sliceOf(theme, text, found.span) : (brief.dish ?? dish(brief.dishId!).name[lang]),
        instead:
          (raw || found?.refused || found?.discard ? row.refused! : row.instead)[lang].replace('{who}', who) +
          (found?.refused && row.nearest
            ? table.said_nearest[lang].replace('{dish}', dish(row.nearest).name[lang])
            : ''),
        refused: !!found?.refused,
        ...(found?.discard && { discard: true as const }),
        ...(row.answer && { answer: row.answer[lang] }),
      })
  }
  // A food left out for an audience is left out whether or not the theme names it: a toddler's snack is not popcorn.
  // One with a safe form is left out only where nothing asked for it: no whole nuts to grind in a toddler's snack.
  // Raw seafood has no safe form that stays itself (roe on top, sashimi), so it is left out even when asked for.
  const asked = new Set(hazards.map((h) => h.id))
  const unasked = (row: HazardRow) => row.unasked === 'leave_out' && (!asked.has(row.id) || !!row.served_raw)
  const leftOut = (row: HazardRow) =>
    !row.who.includes('everyone') &&
    appliesTo(row, audiences) &&
    (row.refuse_when === 'food_is_the_whole_request' || unasked(row))
  const out = leaveOut(HAZARDS.filter(leftOut), audiences, brief)
  if (hazards.length) brief.hazards = hazards
  if (audiences.length) brief.atRisk = audiences
  const exclusions = out ? [out] : []
  brief.exclusions.push(...exclusions)
  // What is now left out is no longer a key ingredient ("honey cake" for a baby is a cake).
  const { keyIngredientIds, key_ingredients } = keysLeftIn(brief, exclusions)
  return Object.assign(brief, { keyIngredientIds, key_ingredients })
}

/** The seafood a dish serves raw (sashimi's tuna; not TKG's egg, cooked in it), for one a `served_raw` row keeps it from. */
export const rawSeafoodOf = (dishId: string | null | undefined, brief: Pick<Brief, 'atRisk'>): string[] =>
  dishId && HAZARDS.some((row) => row.served_raw && appliesTo(row, brief.atRisk ?? []))
    ? (dish(dishId).servedRaw ?? []).filter((id) => SEAFOOD.some((t) => ingredient(id).contains.includes(t)))
    : []
const SEAFOOD: readonly Trait[] = ['fish', 'shellfish']

// Checking a recipe ---------------------------------------------------------------------------------------------------

/**
 * Every line of a recipe that serves something the hazard table says is unsafe for this brief: a
 * food near an unsafe cue ("leave the middle raw", 半生) or near the words the theme asked it with
 * ("sous vide at 52 °C", a model doing as asked), a food in an unsafe form by itself (温泉卵 in
 * pregnancy), or, for an audience, a food it must not have (honey for a baby) or must have made
 * safe in a line that names it (grapes quartered for a child under 4; not "small pieces" of the
 * chicken for the mochi). A line with a safe cue ("75 °C") is kept; the revision names each hit.
 */
export function checkHazards(draft: RecipeText, brief: Brief): Violation[] {
  const audiences = [...(brief.atRisk ?? []), ...(brief.audience === 'children' ? ['child'] : [])]
  const asked = new Set((brief.hazards ?? []).map((h) => h.id))
  const lines = recipeLines(draft)
  const out: Violation[] = []
  for (const row of HAZARDS) {
    if (!appliesTo(row, audiences)) continue
    const cues = CUES.get(row.id)!
    const changedInForm = !row.who.includes('everyone') && row.refuse_when !== 'food_is_the_whole_request'
    // A line that makes the food safe; for a row whose words name no food, its own step (a baby's portion mashed, under
    // a title that says 離乳食), where a food it names is made safe only in a line that names it.
    const ownStep = (l: RecipeLine) => l.line === row.step?.[l.lang] && !named(row).length
    const madeSafe = (l: RecipeLine) => ownStep(l) || [cues.safe, cues.foods].every((f) => f(textOf(l.line)).length)
    const madeSafeInRecipe = (lang: Lang) => changedInForm && lines.some((l) => l.lang === lang && madeSafe(l))
    for (const { field, line, lang } of lines) {
      const text = textOf(line)
      if (cues.safe(text).length || madeSafeInRecipe(lang)) continue
      const foods = cues.foods(text).filter((f) => !negated(text, f))
      // What the theme asked, done as asked: its condition holds in the line ("dry the jerky at 150 °F").
      let hit =
        cues.alone(text)[0] ??
        (asked.has(row.id) ? foods.find((f) => row.when?.some((id) => holds(id, row, text, f, foods))) : undefined)
      const said = asked.has(row.id) ? cues.asked(text) : []
      if (!hit && (anyWord(row.recipe.unsafe) || said.length)) {
        const unsafe = [...cues.unsafe(text), ...said, ...(asked.has(row.id) ? cues.asks(text) : [])]
        const cueNear = (f: Span) => unsafe.find((u) => near(text, f, u, row.reach))
        const f = foods.find(cueNear)
        if (f) hit = spanOf(f, cueNear(f)!)
      } else if (!hit && !row.who.includes('everyone') && foods.length) {
        // Left out (honey for a baby), or not made safe anywhere in the recipe (whole grapes): any mention.
        hit = foods[0]
      }
      const ingredient = hit && (text.length === line.length ? line : text).slice(hit.at, hit.end)
      // Two rows giving one reason (a river fish by its name, and a fish said caught in a river) flag a line once.
      const reason = row.instead[brief.lang]
      if (ingredient && !out.some((v) => v.line === line && v.exclusion.endsWith(reason)))
        out.push({ exclusion: `${row.name[brief.lang]}: ${reason}`, ingredient, field, line })
    }
  }
  return out
}

// The offline recipe, made safe ---------------------------------------------------------------------------------------

/**
 * The offline recipe with each made-safe hazard's step, where the recipe lists the food, placed
 * before its last step (the serving) unless the recipe has it already: the chicken checked at
 * 75 °C, the grapes quartered. The row's `rewrite` turns the recipe's own words for the unsafe
 * form (yolks to your liking) into the safe one, in its steps and description.
 */
export function withSafetySteps<T extends RecipeText & { description_ja?: string; description_en?: string }>(
  recipe: T,
  brief: Pick<Brief, 'hazards' | 'atRisk' | 'audience'>,
): T {
  const audiences = [...(brief.atRisk ?? []), ...(brief.audience === 'children' ? ['child'] : [])]
  const found = new Set((brief.hazards ?? []).filter((h) => !h.refused).map((h) => h.id))
  const fresh = new Set((brief.hazards ?? []).filter((h) => h.discard).map((h) => h.id))
  const out = { ...recipe, steps_ja: [...recipe.steps_ja], steps_en: [...recipe.steps_en] }
  const rewritten = (text: string, pairs: Array<[string, string]>) =>
    pairs.reduce((t, [find, put]) => t.replaceAll(find, put), text)
  for (const row of HAZARDS) {
    // A row with a step: a doneness or source ask the theme made, or an audience row that applies whatever it named.
    if (!row.step || (!found.has(row.id) && (row.who.includes('everyone') || !appliesTo(row, audiences)))) continue
    const { foods, alone, safe } = CUES.get(row.id)!
    // Where a line names it, not left out (卵不使用), nor a raw dish's version saying so (poke, its tuna "cooked through").
    const names = (t: string) => [...foods(t), ...alone(t)].some((f) => !negated(t, f))
    const lines = recipeLines(recipe).map(({ line }) => textOf(line))
    if (!lines.some(names) || (row.served_raw && lines.some((t) => safe(t).length && foods(t).length))) continue
    // Food thrown away is replaced before cooking (`fresh`), as food is readied (`first`: thawed); else before serving.
    const [said, first] = fresh.has(row.id) && row.fresh ? [row.fresh, true] : [row.step, row.first]
    for (const lang of ['ja', 'en'] as const) {
      const pairs = (row.rewrite?.[lang] ?? []) as Array<[string, string]>
      const steps = out[`steps_${lang}`].map((step) => rewritten(step, pairs))
      if (!steps.includes(said[lang])) steps.splice(first ? 0 : Math.max(0, steps.length - 1), 0, said[lang])
      out[`steps_${lang}`] = steps
      const description = `description_${lang}` as const
      if (out[description] !== undefined) out[description] = rewritten(out[description], pairs) as T[typeof description]
    }
  }
  return out
}
