/**
 * What the words of a theme ask of the dish the offline panel chooses, from knowledge/choosing.json: occasion and mood
 * words (a birthday wants a cake, a rainy night something hot, a stir-fry its methods), and emoji that name a dish.
 * Checked when it loads: a row that breaks the schema, a pattern that does not compile or an emoji with no dish word
 * stops the start naming the file and the row. src/ai/offline/choose.ts weighs the dishes by them.
 */
import { type Static, Type } from '@sinclair/typebox'
import { validated } from '../cookbook/validate'
import DATA from '../../../knowledge/choosing.json'
import {
  type BilingualPattern,
  bilingualList,
  bilingualText,
  compileBilingual,
  eachOf,
  matchesEither,
  oneOf,
  closed,
} from './bilingual-schema'
import { readStyles } from './asks'
import { inside, type Span } from './match'
import { turnedAwaySpans } from './theme-words'
import { type Brief, CATEGORIES, type Lang, METHODS, type MethodId, SERVED } from './types'

const method = oneOf(Object.keys(METHODS) as MethodId[])
const methods = Type.Array(method, { minItems: 1 })
const num = Type.Number()
const points = Type.Number({ minimum: 0 })
const bounds = Type.Object({ min: Type.Optional(num), max: Type.Optional(num) })
/** What a dish asks of the cook: its lines, steps, hands-on minutes (a simmer's only its first) and vessels. */
export const EFFORT = ['ingredients', 'steps', 'active', 'vessels'] as const
const effortOf = Type.Object(eachOf(EFFORT, Type.Optional(num)), closed)

const hint = {
  ...eachOf(['methods', 'avoid'] as const, Type.Optional(methods)),
  ...eachOf(['cooked', 'quick', 'kind', 'on_hand', 'shared', 'familiar'] as const, Type.Optional(Type.Literal(true))),
  least: Type.Optional(Type.Number({ minimum: 1 })),
  categories: Type.Optional(Type.Array(oneOf(CATEGORIES), { minItems: 1 })),
  served: Type.Optional(oneOf(SERVED)),
  within: Type.Optional(Type.Number({ minimum: 1 })),
  cost: Type.Optional(Type.Object({ JPY: num, USD: num, points: num })),
  origin: Type.Optional(bilingualText),
  ...eachOf(['protein_g', 'kcal'] as const, Type.Optional(bounds)),
  nutrient: Type.Optional(Type.Object({ per_100g: Type.String(), per_serving: num, points: num })),
  vessels: Type.Optional(Type.Object({ ids: Type.Array(Type.String()), points: num })),
  // Eaten later and cold (a packed lunch): points against a dish served hot. Little effort: the points each line, step,
  // hands-on minute or vessel past `most` takes, and a method's own points (a deep-fry on a bad day).
  keeps: Type.Optional(points),
  effort: Type.Optional(
    Type.Object({
      ...eachOf(['most', 'points'] as const, effortOf),
      methods: Type.Optional(Type.Object(eachOf(Object.keys(METHODS) as MethodId[], Type.Optional(points)), closed)),
    }),
  ),
}
const mood = Type.Object({ words: bilingualText, ...hint }, closed)
const unsaid = Type.Omit(Type.Object(hint, closed), ['origin'])
const emoji = Type.Object({ emoji: Type.String({ pattern: '^[^\\x00-\\x7f]+$' }), words: bilingualList }, closed)
const stage = Type.Object(
  {
    id: Type.String({ minLength: 1 }),
    words: bilingualText,
    suits: Type.Array(oneOf(['infant_6m', 'infant_7m', 'infant_9m', 'toddler', 'soft', 'minced']), { minItems: 1 }),
    ...eachOf(['methods', 'avoid'] as const, Type.Array(method)),
    reading: bilingualText,
  },
  closed,
)
const strings = Type.Array(Type.String())
const file = Type.Object(
  {
    about: Type.String(),
    moods: Type.Array(mood),
    emoji: Type.Array(emoji),
    stages: Type.Array(stage),
    ...eachOf(['turned_away_likeness', 'turned_off', 'use_up', 'place_named', 'protein_per_g'] as const, points),
    ...eachOf(['cooked_again', 'leftover_not_had', 'held_food', 'head_named', 'body_ruled'] as const, points),
    child_heat: Type.Object({ roles: strings, points }),
    familiar: Type.Object({ about: Type.String(), cuisines: bilingualList, points, hot: points }),
    heat_asked: Type.Object({ points, most: Type.Integer({ minimum: 1 }), lowered: points }),
    // What the brief asks where no word does: a crowd's main course is a filling one; a theme asking nothing, everyday.
    implied: Type.Object({
      crowd: Type.Object({ servings: Type.Integer({ minimum: 2 }), hint: unsaid }),
      blind: unsaid,
    }),
    name_glue: strings,
    allow_dropped: strings,
    main_over: Type.Object({ protein_g: points, trimmings: Type.Array(Type.String()) }),
    stage_only: Type.Object({ suits: strings, points }),
    kcal_per_point: Type.Number({ minimum: 1 }),
    serial_batches: Type.Object({ points, most: points }),
    on_hand: Type.Object({
      keys: Type.Integer({ minimum: 1 }),
      ...eachOf(['itself', 'per_food', 'protein'] as const, points),
      groups: strings,
      counted: strings,
      count: Type.Object({ before: Type.String(), after: Type.String() }),
    }),
    ...eachOf(['left_after', 'retract', 'asked_between'] as const, bilingualText),
    heart: Type.Object({ diets: strings, salt_g: Type.Number(), fat_g: Type.Number(), fat_groups: strings }),
    per_100g: Type.Record(Type.String(), Type.Record(Type.String(), num)),
  },
  closed,
)

/**
 * An age or a way of eating the theme names (a baby of 7 months, chewing trouble): the recipes'
 * `suits` marks it takes, the methods that suit it when no recipe is marked, the methods it rules
 * out (crisp, charred, deep-fried pieces), and how the host says it read the age.
 */
export type Stage = Omit<Static<typeof stage>, 'words'> & { words: BilingualPattern }

/** What a word of the theme asks of the dish (each field weighs the dishes that have it); `origin` as compiled. */
export type Hint = Omit<Static<typeof mood>, 'words' | 'origin'> & { origin?: BilingualPattern }

/** The file validated and its patterns compiled; throws naming the file and the row. */
export function loadChoosing(data: unknown, where = 'knowledge/choosing.json') {
  const raw = validated(file, data, where)
  return {
    ...raw,
    moods: raw.moods.map(({ words, origin, ...hint }, i) => ({
      words: compileBilingual(words, `${where} (moods[${i}] words)`),
      hint: { ...hint, ...(origin && { origin: compileBilingual(origin, `${where} (moods[${i}] origin)`) }) },
    })),
    // Each emoji and the dish words it names, best first.
    emoji: raw.emoji.map((e, i) => {
      const words = [...e.words.en, ...e.words.ja]
      if (!words.length) throw new Error(`${where}: emoji[${i}] (${e.emoji}) names no dish word`)
      return { emoji: e.emoji, words }
    }),
    stages: raw.stages.map((x, i) => ({ ...x, words: compileBilingual(x.words, `${where} (stages[${i}] words)`) })),
    // Words right after a dish's name that say it is left over (「が余った」, "left over"), per language, as one pattern.
    left_after: new RegExp(`^(?:${raw.left_after.en}|${raw.left_after.ja})`, 'i'),
  }
}

export const CHOOSING = loadChoosing(DATA)

/** The hints of the occasion and mood words `text` asks, in the file's order: not those it turns away ("no deep-frying"). */
export const moodHints = (text: string, lang?: Lang, away = turnedAwaySpans(text, lang)): Hint[] =>
  CHOOSING.moods.filter((m) => saidAs(m.words, text, away) === 'asked').map((m) => m.hint)

type Spans = ReturnType<typeof turnedAwaySpans>
/**
 * How words stand in a theme: asked, only in what a cue turns away, or not at all: the "tired" of "tired of", or a piece
 * of a longer name in `names` (the 煮 of 煮干し, the うどん of カレーうどん: that dish is turned away, not its kind).
 */
function saidAs(p: BilingualPattern, text: string, away: Spans, names: Span[] = []): 'asked' | 'away' | undefined {
  if (!matchesEither(p, text)) return undefined
  const all = [p.en, p.ja].flatMap((re) => [...text.matchAll(new RegExp(re.source, `${re.flags.replace('g', '')}g`))])
  const part = (x: Span) => names.some((n) => inside(x, [n]) && n.end - n.at > x.end - x.at)
  const [cues, tails] = [away.map((s) => s.cue), away.map((s) => s.tail)]
  const found = all
    .map((m) => ({ at: m.index, end: m.index + m[0].length }))
    .filter((x) => !inside(x, cues) && !part(x))
  if (!found.length) return undefined
  return found.every((x) => inside(x, tails)) ? 'away' : 'asked'
}

/** The styles and methods a theme turns away ("no more Chinese", 「揚げ物以外で」), read into the brief and never as asked. */
export function turnAway(brief: Brief, text: string, names: Span[], away = turnedAwaySpans(text, brief.lang)): void {
  const blank = away.reduce((t, { tail: x }) => t.slice(0, x.at) + ' '.repeat(x.end - x.at) + t.slice(x.end), text)
  const kept = readStyles(blank).map((x) => x.id)
  const tails = away.map(({ tail }) => text.slice(tail.at, tail.end)).join('\n')
  const styles = readStyles(tails).flatMap((x) => (kept.includes(x.id) ? [] : [x.id]))
  const methods = CHOOSING.moods.flatMap((m) =>
    saidAs(m.words, text, away, names) === 'away' ? (m.hint.methods ?? []) : [],
  )
  if (styles.length) brief.turnedAwayStyles = styles
  if (brief.styles) brief.styles = brief.styles.filter((x) => kept.includes(x))
  if (!brief.styles?.length) delete brief.styles
  if (methods.length) brief.turnedAwayMethods = [...new Set(methods)]
}

/** The first age or way of eating `text` names, in the file's order (the youngest first). */
export const ageStage = (text: string): Stage | undefined => CHOOSING.stages.find((x) => matchesEither(x.words, text))
