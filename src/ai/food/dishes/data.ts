/**
 * Dishes kept as data a cook can edit: `knowledge/dishes/*.json`, one dish per entry, validated
 * here when the catalogue loads. A file or entry that breaks the schema stops the start with the
 * file, the entry and what is wrong, so a typo never reaches a recipe. The JSON is imported, not
 * read from disk, so the built binary carries it.
 */
import { Type } from '@sinclair/typebox'
import { validated } from '../../cookbook/validate'
import { bilingualText as text } from '../bilingual-schema'
import { CUISINES, type Dish, METHODS, ROLES, TRAITS } from '../types'
import { part } from './part'

const id = Type.String({ pattern: '^[a-z0-9]+(?:_[a-z0-9]+)*$' })
const traitKey = Type.Union(TRAITS.map((t) => Type.Literal(t)))

const partEntry = Type.Object(
  {
    id,
    /** The Japanese amount for two servings ("400g", "大さじ1", "1個"); the English one is derived unless `en` is given. */
    amount: Type.String({ minLength: 1 }),
    role: Type.Union(ROLES.map((r) => Type.Literal(r))),
    en: Type.Optional(Type.String({ minLength: 1 })),
    cut: Type.Optional(text),
  },
  { additionalProperties: false },
)

const dishEntry = Type.Object(
  {
    id,
    name: text,
    aliases: Type.Optional(Type.Array(Type.String({ minLength: 1 }))),
    category: Type.Union(['main', 'dessert', 'drink', 'snack'].map((c) => Type.Literal(c))),
    cuisine: Type.Union(CUISINES.map((c) => Type.Literal(c))),
    method: Type.Union(Object.keys(METHODS).map((m) => Type.Literal(m))),
    served: Type.Union(['hot', 'cold', 'room'].map((s) => Type.Literal(s))),
    minutes: Type.Integer({ minimum: 1, maximum: 2880 }),
    origin: text,
    ingredients: Type.Array(partEntry, { minItems: 2 }),
    swaps: Type.Optional(
      Type.Partial(
        Type.Record(
          traitKey,
          Type.Array(Type.Object({ from: id, to: Type.Union([id, Type.Null()]) }, { additionalProperties: false })),
        ),
      ),
    ),
    season: Type.Optional(Type.Array(Type.Union(['spring', 'summer', 'autumn', 'winter'].map((s) => Type.Literal(s))))),
    servedRaw: Type.Optional(Type.Array(id)),
    defining: Type.Optional(Type.Array(traitKey)),
    core: Type.Optional(Type.Array(id)),
    leftover: Type.Optional(Type.Array(id)),
  },
  { additionalProperties: false },
)

const dishFile = Type.Object({ about: Type.String(), dishes: Type.Array(dishEntry) }, { additionalProperties: false })

/** A data file's dishes as the catalogue holds them; throws naming the file and entry on any error. */
export function dishesFrom(file: string, data: unknown): Dish[] {
  return validated(dishFile, data, file).dishes.map(({ ingredients, ...dish }) => {
    try {
      return {
        ...dish,
        ingredients: ingredients.map(({ id, amount, role, en, cut }) => ({
          ...part(id, amount, role, en),
          ...(cut ? { cut } : {}),
        })),
      } as Dish
    } catch (error) {
      throw new Error(`${file} (entry ${dish.id}): ${error instanceof Error ? error.message : String(error)}`)
    }
  })
}
