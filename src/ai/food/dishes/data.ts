/**
 * Dishes kept as data a cook can edit: `knowledge/dishes/*.json`, one dish per entry, validated
 * here when the catalogue loads. A file or entry that breaks the schema stops the start with the
 * file, the entry and what is wrong, so a typo never reaches a recipe. The JSON is imported, not
 * read from disk, so the built binary carries it.
 */
import { Type } from '@sinclair/typebox'
import { validated } from '../../cookbook/validate'
import { oneOf, bilingualText as text } from '../bilingual-schema'
import { type Category, CUISINES, type Dish, METHODS, type MethodId, ROLES, SEASON_NAMES, TRAITS } from '../types'
import { part } from './part'

const id = Type.String({ pattern: '^[a-z0-9]+(?:_[a-z0-9]+)*$' })
const traitKey = oneOf(TRAITS)

const partEntry = Type.Object(
  {
    id,
    /** The Japanese amount for two servings ("400g", "大さじ1", "1個"); the English one is derived unless `en` is given. */
    amount: Type.String({ minLength: 1 }),
    role: oneOf(ROLES),
    en: Type.Optional(Type.String({ minLength: 1 })),
    cut: Type.Optional(text),
  },
  { additionalProperties: false },
)

export const dishEntry = Type.Object(
  {
    /** Stable snake_case id, unique in the catalogue. */
    id,
    name: text,
    /** Other names in either language; never an ingredient's own name ("beef stew" is "stew" + "beef"). */
    aliases: Type.Optional(Type.Array(Type.String({ minLength: 1 }))),
    category: oneOf<Category>(['main', 'dessert', 'drink', 'snack']),
    cuisine: oneOf(CUISINES),
    method: oneOf(Object.keys(METHODS) as MethodId[]),
    /** How it is served; a theme that asks for the other is a different dish or a stated change. */
    served: oneOf(['hot', 'cold', 'room'] as const),
    /** Realistic total minutes for two, resting and chilling included. */
    minutes: Type.Integer({ minimum: 1, maximum: 2880 }),
    /** Where it comes from and how it is eaten there, one clause in each language. */
    origin: text,
    ingredients: Type.Array(partEntry, { minItems: 2 }),
    /** Swaps only this dish needs (egg in a pudding sets it: agar does that job; egg in fried rice is just left out). */
    swaps: Type.Optional(
      Type.Partial(
        Type.Record(
          traitKey,
          Type.Array(Type.Object({ from: id, to: Type.Union([id, Type.Null()]) }, { additionalProperties: false })),
        ),
      ),
    ),
    season: Type.Optional(Type.Array(oneOf(SEASON_NAMES))),
    /**
     * Ingredients this dish serves raw by definition (sashimi-grade fish in sashimi and poke, fish
     * cured in lime for ceviche): the only `raw: 'cook'` lines a recipe may leave uncooked.
     */
    servedRaw: Type.Optional(Type.Array(id)),
    /** A dish that only exists with an excluded trait (egg-free tamagoyaki): the engine must say so. */
    defining: Type.Optional(Type.Array(traitKey)),
    /**
     * Ingredients the dish is not itself without that neither its names nor its one ingredient of
     * an essential part show (the tomato of a margherita): excluded by name with nothing to take
     * their place, the engine must say so rather than cook the rest under the dish's name.
     */
    core: Type.Optional(Type.Array(id)),
    /** Dishes whose leftovers this one is made from (curry udon from yesterday's curry): a theme's leftover dish picks it. */
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
