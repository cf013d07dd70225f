/**
 * Dishes kept as data a cook can edit: `knowledge/dishes/*.json`, one dish per entry, validated
 * here when the catalogue loads. A file or entry that breaks the schema stops the start with the
 * file, the entry and what is wrong, so a typo never reaches a recipe. The JSON is imported, not
 * read from disk, so the built binary carries it.
 */
import { Type } from '@sinclair/typebox'
import { validated } from '../../cookbook/validate'
import { type Dish, dishEntry } from '../types'
import { amountEn } from './part'
import { closed } from '../bilingual-schema'

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
