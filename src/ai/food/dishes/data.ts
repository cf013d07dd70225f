/**
 * Dishes kept as data a cook can edit: `knowledge/dishes/*.json`, one dish per entry, validated
 * here when the catalogue loads. A file or entry that breaks the schema stops the start with the
 * file, the entry and what is wrong, so a typo never reaches a recipe. The JSON is imported, not
 * read from disk, so the built binary carries it.
 */
import { Type } from '@sinclair/typebox'
import AMOUNTS from '../../../../knowledge/amounts.json'
import { validated } from '../../cookbook/validate'
import { type Dish, dishEntry } from '../types'
import { compilePattern, closed } from '../bilingual-schema'

const dishFile = Type.Object({ about: Type.String(), dishes: Type.Array(dishEntry) }, closed)

/** A data file's dishes as the catalogue holds them; throws naming the file and entry on any error. */
export function dishesFrom(file: string, data: unknown): Dish[] {
  return validated(dishFile, data, file).dishes.map(({ ingredients, ...dish }) => ({
    ...dish,
    ingredients: ingredients.map(({ id, amount, role, en, cut }) => ({
      id,
      amount: { ja: amount, en: en ?? amountEn(amount, id, `${file} (entry ${dish.id})`) },
      role,
      ...(cut ? { cut } : {}),
    })),
  }))
}

/**
 * Japanese recipe amounts follow a small set of units (knowledge/amounts.json), so the English
 * amount is derived from the Japanese one instead of being typed twice (and drifting apart). An
 * amount no unit reads throws when the catalogue loads, so a typo cannot reach a recipe; pass `en`
 * for the odd ones.
 */

/** "2", "1.5" or "1/2" as a number. */
const amountValue = (n: string) => {
  const [whole, part] = n.split('/')
  return part === undefined ? Number(whole) : Number(whole) / Number(part)
}

/** "1/2 bunch", "1 bunch", "2 bunches": the plural only for more than one. */
const unit = (n: string, one: string, many: string) => `${n} ${amountValue(n) > 1 ? many : one}`

const word = Type.String({ minLength: 1 })
const amountsFile = Type.Object(
  {
    about: Type.String(),
    count_words: Type.Record(Type.String(), Type.Tuple([word, word])),
    units: Type.Array(
      Type.Union([
        Type.Object({ pattern: word, en: Type.String() }, closed),
        Type.Object({ pattern: word, counted: Type.Literal(true) }, closed),
        Type.Object(
          { pattern: word, one: word, many: word, ml: Type.Optional(Type.Number({ exclusiveMinimum: 0 })) },
          closed,
        ),
      ]),
    ),
  },
  closed,
)
const AMOUNTS_FILE = validated(amountsFile, AMOUNTS, 'knowledge/amounts.json')
const COUNT_WORDS: Record<string, [string, string]> = AMOUNTS_FILE.count_words as Record<string, [string, string]>
const UNITS = AMOUNTS_FILE.units.map((u) => ({
  ...u,
  // Case matters: 'g' is grams.
  re: new RegExp(compilePattern(u.pattern, 'knowledge/amounts.json').source),
}))

/** The English of one unit's match: its template, its count word, or its unit (and volume). */
function said(u: (typeof UNITS)[number], n: string, id: string): string {
  if ('en' in u) return u.en.replace('{n}', n)
  if ('counted' in u) return COUNT_WORDS[id] ? unit(n, ...COUNT_WORDS[id]) : n
  return `${unit(n, u.one, u.many)}${u.ml ? ` (${amountValue(n) * u.ml} ml)` : ''}`
}

/** The English of a Japanese amount; one no unit reads throws, naming `where` (the file and entry) when given. */
export function amountEn(ja: string, id = '', where?: string): string {
  const paren = ja.match(/^(.+?)（(.+)）$/)
  if (paren) return `${amountEn(paren[1]!, id, where)} (${amountEn(paren[2]!, id, where)})`
  for (const u of UNITS) {
    const m = ja.match(u.re)
    if (m) return said(u, m[1] ?? '', id)
  }
  throw new Error(`${where ? `${where}: ` : ''}dish amount without an English form: ${ja}`)
}
