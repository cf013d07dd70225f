import { Type } from '@sinclair/typebox'
import { validated } from '../cookbook/validate'
import WORDS from '../../../knowledge/catalogue-words.json'
import { byId } from './by-id'
import { INGREDIENTS } from './ingredients'
import { createMatcher } from './match'
import { allNames } from './types'
import { closed } from './bilingual-schema'

export { INGREDIENTS }

/** The ingredient with this id (an unknown id is a bug in the data or the caller, so it throws), and whether there is one. */
export const { get: ingredient, has: hasIngredient } = byId('ingredient', INGREDIENTS)

const wordList = Type.Array(Type.String({ minLength: 1 }))
const CatalogueWords = Type.Object(
  { about: Type.String(), notFood: wordList, katakanaHeads: wordList, verbNames: wordList },
  closed,
)
/** The matcher's words beside the ingredients' names (knowledge/catalogue-words.json): blockers, katakana heads, verbs. */
const { notFood, katakanaHeads, verbNames } = validated(CatalogueWords, WORDS, 'knowledge/catalogue-words.json')
export const BESIDE_FOODS = [notFood, katakanaHeads, verbNames] as const
const NAMED = INGREDIENTS.map((item) => ({ names: allNames(item), value: item }))
const MATCH = createMatcher(NAMED, ...BESIDE_FOODS)

/**
 * Every ingredient named in the text, in order of appearance (an ingredient named twice is
 * reported twice). `at` and `surface` refer to the normalised text (see `normalise`). At each
 * position the longest name wins and takes its characters, so a look-alike beats its prefix:
 * "rice flour" is not "flour", "eggplant" is not "egg", "ginger beer" is not "beer", 米粉 is not
 * 粉, 豆乳 is not 乳.
 */
export function findIngredients(text: string) {
  return MATCH(text).map((hit) => ({ ingredient: hit.value, at: hit.at, surface: hit.surface }))
}
