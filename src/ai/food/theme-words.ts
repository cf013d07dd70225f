/**
 * The words the brief reader looks for in a theme besides foods and diets: numbers, equipment,
 * temperature, season, audience, kind of dish, occasion, and who an exclusion is for. Data only:
 * brief.ts reads them.
 */
import { type Static, Type } from '@sinclair/typebox'
import { validated } from '../cookbook/validate'
import { compilePattern, eachOf, oneOf, closed } from './bilingual-schema'
import data from '../../../knowledge/theme-words.json'
import { CATEGORIES, type Category, type Lang, type Season, SEASONS_OF_YEAR, TRAITS } from './types'

const words = Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })
const bilingual = Type.Object({ en: Type.String(), ja: Type.String() }, closed)
const NOTE_KEYS = ['cold', 'hot', 'spring', 'summer', 'autumn', 'winter', 'children', 'baby', 'spicy'] as const
const bothLists = Type.Object({ en: words, ja: words }, closed)
/** What the brief leaves out for an audience: its name in either language and the traits. */
const audience = Type.Object({ en: Type.String(), ja: Type.String(), traits: Type.Array(oneOf(TRAITS)) }, closed)
/** A pattern's alternatives in order: a list of words stands for `\b(?:…)\b`, a string is a regex of its own (Japanese, or a word with what may not follow it). */
const alternatives = Type.Array(Type.Union([Type.String({ minLength: 1 }), words]), { minItems: 1 })
const [lower, count, flag] = [oneOf(['salt', 'sugar']), Type.Integer({ minimum: 1 }), Type.Optional(Type.Boolean())]
type Pattern = Static<typeof alternatives>
/** A pattern and the count it stands for (`n`, else its first group). */
const counted = Type.Object({ pattern: alternatives, n: Type.Optional(count) }, closed)
const NUMERALS = ['count', 'number', 'ja_number'] as const
const numerals = Type.Object(eachOf(NUMERALS, Type.String()), closed)
type Numeral = (typeof NUMERALS)[number]
/** A pattern as one regex, with `{count}`, `{number}` and `{ja_number}` standing for the file's `numerals`. */
const compile = (items: Pattern, flags = '', numbers: Record<Numeral, string> = WORDS.numerals, where = '') =>
  compilePattern(
    items
      .map((i) => (typeof i === 'string' ? i : String.raw`\b(?:${i.join('|')})\b`))
      .join('|')
      .replace(/\{(count|number|ja_number)\}/g, (_, n: Numeral) => numbers[n]),
    where,
    flags,
  )
export const ThemeWordsFile = Type.Object(
  {
    about: Type.String(),
    ...eachOf(['numbers', 'kanji_digits'] as const, Type.Record(Type.String(), Type.Number())),
    numerals,
    equipment: Type.Array(Type.Object({ names: words, label: bilingual }, closed)),
    ...eachOf(['not_an_ingredient', 'not_a_dish_name'] as const, bothLists),
    ...eachOf(['cue_words', 'not_key_ingredients', 'dessert_foods'] as const, words),
    ...eachOf(['particles_ja', 'dish_name_blockers'] as const, words),
    romaji_cues: Type.Record(Type.String({ minLength: 2 }), Type.String({ minLength: 1 })),
    shorthand: Type.Array(Type.Object({ pattern: Type.String({ minLength: 1 }), to: Type.String() }, closed)),
    notes: Type.Object(eachOf(NOTE_KEYS, bilingual)),
    ...eachOf(['child_exclusion', 'baby_exclusion'] as const, audience),
    batch: Type.Object({ pattern: alternatives, n: count }, closed),
    groups: Type.Array(counted),
    weights: Type.Record(Type.String({ minLength: 1 }), Type.Number({ exclusiveMinimum: 0 })),
    ask_answers: Type.Object(eachOf(['enough', 'short', 'over'] as const, bilingual), closed),
    short_dish_names: Type.Record(Type.String({ minLength: 1 }), Type.String({ minLength: 1 })),
    patterns: Type.Record(Type.String(), alternatives),
    seasons: Type.Array(Type.Object({ season: oneOf(SEASONS_OF_YEAR), pattern: alternatives }, closed)),
    categories: Type.Array(Type.Object({ category: oneOf(CATEGORIES), pattern: alternatives }, closed)),
    occasions: Type.Array(Type.Object({ pattern: alternatives, note: bilingual, picked: flag }, closed)),
    unchecked: Type.Array(Type.Object({ pattern: alternatives, what: bilingual, lower: Type.Optional(lower) }, closed)),
    servings: Type.Array(
      Type.Object({ pattern: alternatives, ...eachOf(['n', 'times', 'plus'] as const, Type.Optional(count)) }, closed),
    ),
    days: Type.Object(
      { cue: alternatives, names: bothLists, range: alternatives, counts: Type.Array(counted) },
      closed,
    ),
  },
  closed,
)

/** knowledge/theme-words.json, checked against its schema. */
export function loadThemeWords(input: unknown, file = 'knowledge/theme-words.json') {
  const raw = validated(ThemeWordsFile, input, file)
  // A pattern of code points past the BMP (emoji) is read with the `u` flag, as its reader asks.
  for (const [name, items] of Object.entries(raw.patterns))
    compile(items, /\\u\{/.test(items.join()) ? 'u' : '', raw.numerals, `${file}: patterns.${name}`)
  for (const [i, s] of raw.shorthand.entries()) compilePattern(s.pattern, `${file}: shorthand[${i}]`, 'gu')
  return raw
}

const WORDS = loadThemeWords(data)
const COMPILED = new Map<string, RegExp>()
/** A pattern of knowledge/theme-words.json by name (see the file's `about`), compiled once for each set of flags. */
export function pattern(name: string, flags = ''): RegExp {
  const items = WORDS.patterns[name]
  if (!items) throw new Error(`knowledge/theme-words.json: no pattern ${name}`)
  const key = `${name}/${flags}`
  if (!COMPILED.has(key)) COMPILED.set(key, compile(items, flags))
  return COMPILED.get(key)!
}
export const NUMBER_WORDS: Record<string, number> = WORDS.numbers
export const KANJI_DIGITS: Record<string, number> = WORDS.kanji_digits
/** Equipment words, with the label the brief gives them in each language. */
export const EQUIPMENT: Array<{ names: string[]; label: Record<Lang, string> }> = WORDS.equipment
/** What the brief notes for a temperature, a season, children, a baby or heat asked for. */
export const NOTES: Record<(typeof NOTE_KEYS)[number], Record<Lang, string>> = WORDS.notes
/** Words after "no"/"without" that are about how it is made, not what is in it. */
export const NOT_AN_INGREDIENT = new Set(WORDS.not_an_ingredient.en)
export const JA_NOT_AN_INGREDIENT = new Set(WORDS.not_an_ingredient.ja)
/** The Latin words of the restriction cues and diets, which a misspelling may also aim at ("alergic", "vegitarian"). */
export const CUE_WORDS: string[] = WORDS.cue_words
/** Restriction words in romaji whose kana wanakana cannot guess (アレルギー), and shorthand replaced in order ("w/o"). */
export const ROMAJI_CUES: Record<string, string> = WORDS.romaji_cues
export const SHORTHAND = WORDS.shorthand.map((s) => ({ re: new RegExp(s.pattern, 'gu'), to: s.to }))
export const { child_exclusion: CHILD_EXCLUSION, baby_exclusion: BABY_EXCLUSION } = WORDS
/** Ids a theme may name that are never a key ingredient (water, salt), and those that make a theme a dessert. */
export const NOT_KEY_INGREDIENTS = new Set(WORDS.not_key_ingredients)
export const DESSERT_FOODS = new Set(WORDS.dessert_foods)
export const SHORT_DISH_NAMES: Record<string, string> = WORDS.short_dish_names
export const PARTICLES_JA = new Set(WORDS.particles_ja)
/** Latin words every theme may use that name no dish, and katakana words as common; words holding a dish's name that
 * mean another thing (the vessel of 鍋のまま, 同じ鍋: no yosenabe). */
export const NOT_A_DISH_NAME = new Set(WORDS.not_a_dish_name.en)
export const COMMON_KATAKANA = new Set(WORDS.not_a_dish_name.ja)
export const DISH_NAME_BLOCKERS: string[] = WORDS.dish_name_blockers

// Temperature ('a cold night' and 'I have a cold' ask for something warm), season, audience, category, occasion.
export const SEASONS: Array<[RegExp, Season]> = WORDS.seasons.map((s) => [compile(s.pattern), s.season])
export const CHILDREN = pattern('children')
/** Babies: honey is never given to a child under one. */
export const BABY = pattern('baby')
export const CATEGORY_WORDS: Array<[RegExp, Category]> = WORDS.categories.map((c) => [compile(c.pattern), c.category])
/** Words that make a theme about food even when no dish or ingredient is named. */
export const FOOD_WORDS = pattern('food_words')
export const OCCASIONS = WORDS.occasions.map((o) => ({ re: compile(o.pattern), note: o.note, picked: !!o.picked }))
/**
 * Requests a brief cannot represent and the guard cannot check: a diet counted in nutrients or
 * set by a doctor, not by what is left out. The host says so plainly rather than cook as if it
 * were met; `what` is what this kitchen does not count.
 */
export const UNCHECKED = WORDS.unchecked.map((u) => ({ re: compile(u.pattern), what: u.what, lower: u.lower }))
/** Servings: each pattern's first group is the count (of `times` people each, and `plus` more) unless it says `n`. */
export const SERVINGS = WORDS.servings.map(({ pattern, ...s }) => ({ times: 1, plus: 0, ...s, re: compile(pattern) }))
const compiled = ({ pattern, n }: Static<typeof counted>) => ({ re: compile(pattern), n })
/** Days of meals beside a word of meals or meal prep: a range of weekdays (mon-fri, 月〜金) or a count (`n`, else its first group). */
const { cue, range, names, counts } = WORDS.days
export const DAYS = {
  cue: compile(cue),
  range: compile(range),
  names: [...names.en, ...names.ja],
  counts: counts.map(compiled),
}
/** A big pot, 大鍋, a crowd: `n` servings where no count is said. */
export const BATCH = { re: compile(WORDS.batch.pattern), n: WORDS.batch.n }
/** The host's plain answer to whether an amount the theme has is enough: `{had}`, `{need}`, `{food}`, `{servings}`, `{gap}`. */
export const ASK_ANSWERS = WORDS.ask_answers
/** A unit of weight a theme says ("lb", 「キロ」) as grams. */
export const WEIGHTS: Record<string, number> = WORDS.weights
/** A class, a team, a troop or a club said with no count: the `n` a cook plans for such a group. */
export const GROUPS = WORDS.groups.map(compiled)

/** Themes about something else that happens to name a food: cleaning with vinegar, oil for a car, salt on icy roads. */
export const NOT_COOKING = pattern('not_cooking')

/**
 * What a theme turns away, as spans of its text: each cue ("anything but", "sick of", 「以外」, 「はもう飽きた」) and the words
 * it governs (`tail`), after it to the clause's end, or before it back to the clause's start or a particle (`away_*`).
 */
export function turnedAwaySpans(text: string, lang?: Lang): Array<Record<'cue' | 'tail', { at: number; end: number }>> {
  // Romaji in a Japanese theme is no English: its の is no "no".
  const ahead = [...(lang === 'ja' ? [] : text.matchAll(pattern('away_before', 'gi')))].map((m) => {
    const end = m.index + m[0].length
    const stop = text.slice(end).search(pattern('away_clause_end', 'i'))
    return { cue: { at: m.index, end }, tail: { at: end, end: stop < 0 ? text.length : end + stop } }
  })
  const behind = [...text.matchAll(pattern('away_after', 'g'))].map((m) => {
    const at = m.index - (pattern('away_clause_start').exec(text.slice(0, m.index))?.[0].length ?? 0)
    return { cue: { at: m.index, end: m.index + m[0].length }, tail: { at, end: m.index } }
  })
  return [...ahead, ...behind].filter((s) => s.tail.end > s.tail.at)
}
