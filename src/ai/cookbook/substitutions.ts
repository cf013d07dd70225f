/**
 * knowledge/substitutions.json: what replaces a food a brief rules out, by what the food does in
 * the dish, with the step it needs and what it changes, in both languages. Checked at load: the
 * schema, unique ids, every food known, a row names a food or a trait, a food row's food carries
 * one of its restrictions (or it could never apply), and no replacement carries a trait its row
 * restricts.
 */
import type { Static } from '@sinclair/typebox'
import data from '../../../knowledge/substitutions.json'
import { escapeRegExp } from '../food/match'
import type { Brief, Lang, Text, Trait } from '../food/types'
import { food, hasFood } from './foods'
import { substitutionFileSchema, type substitutionSchema } from './schema'
import type { IngredientFunction, Unit } from './types'
import { validated } from './validate'

export type Substitution = Omit<Static<typeof substitutionSchema>, 'restriction' | 'trait' | 'does' | 'unit'> & {
  restriction: Trait[]
  unit?: Unit
  trait?: Trait
  does?: IngredientFunction[]
}
export type SubstitutionFile = Omit<Static<typeof substitutionFileSchema>, 'substitutions'> & {
  substitutions: Substitution[]
}

export function loadSubstitutions(raw: unknown, file = 'knowledge/substitutions.json'): SubstitutionFile {
  const table = validated(substitutionFileSchema, raw, file) as SubstitutionFile
  const seen = new Set<string>()
  for (const row of table.substitutions) {
    const where = `${file} (${row.id})`
    if (seen.has(row.id)) throw new Error(`${where}: the id is used twice`)
    seen.add(row.id)
    if (!row.food === !row.trait) throw new Error(`${where}: give either food or trait`)
    // A pantry stand-in answers a food the cook lacks, never a restriction.
    if (row.pantry && (!row.food || row.restriction.length))
      throw new Error(`${where}: a pantry row names a food and no restriction`)
    for (const id of [row.food, row.to])
      if (id && !hasFood(id)) throw new Error(`${where}: "${id}" is no food of the catalogue`)
    if (row.food && row.restriction.length && !food(row.food).traits.some((t) => row.restriction.includes(t)))
      throw new Error(`${where}: ${row.food} carries none of ${row.restriction.join(', ')}, so the row never applies`)
    const kept = row.to ? food(row.to).traits.filter((t) => row.restriction.includes(t)) : []
    if (kept.length) throw new Error(`${where}: ${row.to} still carries ${kept.join(', ')}`)
  }
  const kinFoods = table.kin_swaps.flatMap((k) => [...k.from, ...k.to])
  const labelFoods = table.label_checks.flatMap((c) => [...c.for, ...c.foods])
  const named = [...Object.keys(table.own_words), ...table.title_words.flatMap((w) => w.foods), ...kinFoods]
  for (const id of [...named, ...labelFoods])
    if (!hasFood(id))
      throw new Error(`${file} (own_words, title_words, kin_swaps, label_checks): "${id}" is no food of the catalogue`)
  return table
}

export const SUBSTITUTIONS: SubstitutionFile = loadSubstitutions(data)

const OWN_WORDS = Object.fromEntries(
  Object.entries(SUBSTITUTIONS.own_words).map(([id, w]) => [id, { ja: new RegExp(w.ja), en: new RegExp(w.en, 'i') }]),
)

/** Whether a text in a language uses words that fit only this food (an egg's yolk): `own_words`. */
export const ownWordsOf = (foodId: string, text: string, lang: 'ja' | 'en'): boolean =>
  OWN_WORDS[foodId]?.[lang].test(text) ?? false

const CUE_WORDS = Object.entries(SUBSTITUTIONS.cue_words).map(([key, w]) => ({
  key,
  ja: new RegExp(w.ja),
  en: new RegExp(w.en, 'i'),
  before: w.before && { ja: new RegExp(`(?:${w.before.ja})[ぁ-ん]*`), en: new RegExp(`(?:${w.before.en})\\s+`, 'i') },
}))

/**
 * Whether a text says what is said of this food alone (`cue_words`: an egg beaten or set) that its
 * stand-in is not (a stand-in without the trait, another food for a food's own words), nor `also`: the traits of
 * the foods still held, of which the words may be said.
 */
export function cueWordsLeft(from: string, to: string | null, text: string, lang: Lang, also: string[] = []): boolean {
  return cueRows(from, to, also).some((c) => c[lang].test(text))
}
function cueRows(from: string, to: string | null, also: string[]) {
  const traits: string[] = hasFood(from) ? food(from).traits : [from]
  const kept: string[] = [...also, ...(to ? [to, ...food(to).traits] : [])]
  return CUE_WORDS.filter((c) => (traits.includes(c.key) || c.key === from) && !kept.includes(c.key))
}

/**
 * The text without the words said of a food just before its name as it goes in (`before`: "the beaten
 * {egg}", 溶いた{egg}), the name kept: its stand-in is used there, not beaten.
 */
export function withoutCueWordsBefore(from: string, to: string, text: string, ref: string, lang: Lang): string {
  return cueRows(from, to, []).reduce(
    (t, c) =>
      c.before
        ? t.replace(new RegExp(`${c.before[lang].source}(?=${escapeRegExp(ref)})`, `g${c.before[lang].flags}`), '')
        : t,
    text,
  )
}

/** What rules a food out under a brief: the traits and ids excluded. */
export type Ruled = { traits: ReadonlySet<Trait>; ids: ReadonlySet<string>; diets?: ReadonlySet<string> }

/** Whether a food may be served under what is ruled out. */
export const allowed = (foodId: string, ruled: Ruled): boolean =>
  !ruled.ids.has(foodId) && !food(foodId).traits.some((t) => ruled.traits.has(t))

/**
 * The rows that replace this food where it does this, under what is ruled out, best first: rows
 * naming the food, then rows naming one of its traits (only for a catalogue ingredient that is
 * not a seasoning: a roux or a stock cube takes its own row or the catalogue's swap), each in
 * file order; a row only when the food is ruled out by one of its restrictions (or by name), the
 * brief holds one of its diets (when it names any) and its replacement is allowed.
 */
export function substitutionsFor(foodId: string, does: IngredientFunction, ruled: Ruled): Substitution[] {
  const f = food(foodId)
  // A row for money (`budget`) is the adapter's to make for a budget, never for a restriction.
  const applies = (row: Substitution) =>
    !row.budget &&
    (!row.does || row.does.includes(does)) &&
    (!row.diets || row.diets.some((d) => ruled.diets?.has(d))) &&
    (ruled.ids.has(foodId) || row.restriction.some((t) => ruled.traits.has(t) && f.traits.includes(t))) &&
    // A pantry stand-in answers a food lacked, never one a restriction rules out (mild: no chilli oil for the doubanjiang).
    !(row.pantry && f.traits.some((t) => ruled.traits.has(t))) &&
    (row.to === null || allowed(row.to, ruled))
  const rows = SUBSTITUTIONS.substitutions
  const byTrait = f.item && f.item.group !== 'seasoning'
  return [
    ...rows.filter((row) => row.food === foodId && applies(row)),
    ...(byTrait ? rows.filter((row) => row.trait !== undefined && f.traits.includes(row.trait) && applies(row)) : []),
  ]
}

/** The best row that replaces this food where it does this, if any. */
export const substitutionFor = (foodId: string, does: IngredientFunction, ruled: Ruled): Substitution | undefined =>
  substitutionsFor(foodId, does, ruled)[0]

/** The pantry row for a food a cook lacks (doubanjiang: tianmianjiang), if the data has one. */
export const pantryRowOf = (foodId: string): Substitution | undefined =>
  SUBSTITUTIONS.substitutions.find((row) => row.pantry && row.food === foodId)

/** A row's (or the fallback's) words with the food and its replacement named: {from}, {to}. */
export function swapWords(from: string, to: string | null, t: Text): Text {
  const names = { from: food(from).name, to: to ? food(to).name : { ja: '', en: '' } }
  const one = (lang: Lang) => t[lang].replace(/\{(from|to)\}/g, (_, k: 'from' | 'to') => names[k][lang])
  return { ja: one('ja'), en: one('en') }
}

/**
 * What the cook checks on the labels where an allergy rules out every food of a `label_checks` row (corn): the recipe's
 * bought foods it often hides in (pre-grated cheese, a spice blend), named; none where the recipe lists none of them.
 */
export function labelChecks(foods: string[], brief: Pick<Brief, 'exclusions'>): Text[] {
  const allergy = new Set(brief.exclusions.flatMap((x) => (x.kind === 'allergy' ? x.ingredients : [])))
  return SUBSTITUTIONS.label_checks.flatMap((c) => {
    const held = c.foods.filter((id) => foods.includes(id))
    if (!held.length || !c.for.every((id) => allergy.has(id))) return []
    const names = (lang: Lang) => held.map((id) => food(id).name[lang]).join(lang === 'ja' ? '・' : ', ')
    return [{ ja: c.note.ja.replace('{foods}', names('ja')), en: c.note.en.replace('{foods}', names('en')) }]
  })
}
