/**
 * The cookbook: every authored recipe of knowledge/recipes/*.json, read at start. Each file is
 * imported (so the built binary carries it) and listed once below; a test checks that every file
 * of the folder is listed. A file that breaks the schema (knowledge/schemas/recipes.schema.json),
 * names a dish the dish table lacks, a food the catalogue lacks, or a {ref} its recipe does not
 * list, stops the start naming the file, the dish and what is wrong. What the schema cannot say
 * about cooking (minutes add up, safe temperatures, claims) is the checker's (check.ts), run at
 * build and in the tests.
 */
import equipment from '../../../knowledge/equipment.json'
import americas from '../../../knowledge/recipes/americas.json'
import asiaMore from '../../../knowledge/recipes/asia-more.json'
import chinese from '../../../knowledge/recipes/chinese.json'
import dessertsDrinks from '../../../knowledge/recipes/desserts-drinks.json'
import europe from '../../../knowledge/recipes/europe.json'
import everydayMore from '../../../knowledge/recipes/everyday-more.json'
import everydayNamed from '../../../knowledge/recipes/everyday-named.json'
import gaps3 from '../../../knowledge/recipes/gaps3.json'
import gaps4 from '../../../knowledge/recipes/gaps4.json'
import gaps5 from '../../../knowledge/recipes/gaps5.json'
import gaps6 from '../../../knowledge/recipes/gaps6.json'
import gaps7 from '../../../knowledge/recipes/gaps7.json'
import gaps8 from '../../../knowledge/recipes/gaps8.json'
import gaps9 from '../../../knowledge/recipes/gaps9.json'
import gaps10 from '../../../knowledge/recipes/gaps10.json'
import gaps11 from '../../../knowledge/recipes/gaps11.json'
import gaps12 from '../../../knowledge/recipes/gaps12.json'
import gaps13 from '../../../knowledge/recipes/gaps13.json'
import gaps14 from '../../../knowledge/recipes/gaps14.json'
import gaps15 from '../../../knowledge/recipes/gaps15.json'
import gaps16 from '../../../knowledge/recipes/gaps16.json'
import gaps17 from '../../../knowledge/recipes/gaps17.json'
import gaps18 from '../../../knowledge/recipes/gaps18.json'
import gaps32 from '../../../knowledge/recipes/gaps32.json'
import gapsS27 from '../../../knowledge/recipes/gaps-s27.json'
import gapsS28 from '../../../knowledge/recipes/gaps-s28.json'
import gapsS29 from '../../../knowledge/recipes/gaps-s29.json'
import japaneseHome from '../../../knowledge/recipes/japanese-home.json'
import japaneseMore from '../../../knowledge/recipes/japanese-more.json'
import keep from '../../../knowledge/recipes/keep.json'
import keep4 from '../../../knowledge/recipes/keep4.json'
import keep7 from '../../../knowledge/recipes/keep7.json'
import kitchenAsks from '../../../knowledge/recipes/kitchen-asks.json'
import madeSafe from '../../../knowledge/recipes/made-safe.json'
import korean from '../../../knowledge/recipes/korean.json'
import littleAndSoft from '../../../knowledge/recipes/little-and-soft.json'
import middleEastAfrica from '../../../knowledge/recipes/middle-east-africa.json'
import southAsia from '../../../knowledge/recipes/south-asia.json'
import southeastAsia from '../../../knowledge/recipes/southeast-asia.json'
import worldHomeMore from '../../../knowledge/recipes/world-home-more.json'
import worldGaps from '../../../knowledge/recipes/world-gaps.json'
import worldMore from '../../../knowledge/recipes/world-more.json'
import { hasDish } from '../food/dishes'
import { hasFood } from './foods'
import { recipeFileSchema } from './schema'
import type { AuthoredIngredient, AuthoredRecipe, AuthoredStep, AuthoredVariant } from './types'
import { validated } from './validate'

export type RecipeFile = { file: string; data: unknown }

/** Every recipe file, in order: adding a cuisine's file is one line here. */
export const RECIPE_FILES: RecipeFile[] = [
  { file: 'knowledge/recipes/americas.json', data: americas },
  { file: 'knowledge/recipes/asia-more.json', data: asiaMore },
  { file: 'knowledge/recipes/chinese.json', data: chinese },
  { file: 'knowledge/recipes/desserts-drinks.json', data: dessertsDrinks },
  { file: 'knowledge/recipes/europe.json', data: europe },
  { file: 'knowledge/recipes/everyday-more.json', data: everydayMore },
  { file: 'knowledge/recipes/everyday-named.json', data: everydayNamed },
  { file: 'knowledge/recipes/gaps3.json', data: gaps3 },
  { file: 'knowledge/recipes/gaps4.json', data: gaps4 },
  { file: 'knowledge/recipes/gaps5.json', data: gaps5 },
  { file: 'knowledge/recipes/gaps6.json', data: gaps6 },
  { file: 'knowledge/recipes/gaps7.json', data: gaps7 },
  { file: 'knowledge/recipes/gaps8.json', data: gaps8 },
  { file: 'knowledge/recipes/gaps9.json', data: gaps9 },
  { file: 'knowledge/recipes/gaps10.json', data: gaps10 },
  { file: 'knowledge/recipes/gaps11.json', data: gaps11 },
  { file: 'knowledge/recipes/gaps12.json', data: gaps12 },
  { file: 'knowledge/recipes/gaps13.json', data: gaps13 },
  { file: 'knowledge/recipes/gaps14.json', data: gaps14 },
  { file: 'knowledge/recipes/gaps15.json', data: gaps15 },
  { file: 'knowledge/recipes/gaps16.json', data: gaps16 },
  { file: 'knowledge/recipes/gaps17.json', data: gaps17 },
  { file: 'knowledge/recipes/gaps18.json', data: gaps18 },
  { file: 'knowledge/recipes/gaps32.json', data: gaps32 },
  { file: 'knowledge/recipes/gaps-s27.json', data: gapsS27 },
  { file: 'knowledge/recipes/gaps-s28.json', data: gapsS28 },
  { file: 'knowledge/recipes/gaps-s29.json', data: gapsS29 },
  { file: 'knowledge/recipes/japanese-home.json', data: japaneseHome },
  { file: 'knowledge/recipes/japanese-more.json', data: japaneseMore },
  { file: 'knowledge/recipes/keep.json', data: keep },
  { file: 'knowledge/recipes/keep4.json', data: keep4 },
  { file: 'knowledge/recipes/keep7.json', data: keep7 },
  { file: 'knowledge/recipes/kitchen-asks.json', data: kitchenAsks },
  { file: 'knowledge/recipes/made-safe.json', data: madeSafe },
  { file: 'knowledge/recipes/korean.json', data: korean },
  { file: 'knowledge/recipes/little-and-soft.json', data: littleAndSoft },
  { file: 'knowledge/recipes/middle-east-africa.json', data: middleEastAfrica },
  { file: 'knowledge/recipes/south-asia.json', data: southAsia },
  { file: 'knowledge/recipes/southeast-asia.json', data: southeastAsia },
  { file: 'knowledge/recipes/world-home-more.json', data: worldHomeMore },
  { file: 'knowledge/recipes/world-gaps.json', data: worldGaps },
  { file: 'knowledge/recipes/world-more.json', data: worldMore },
]

const REF = /\{([a-z][a-z0-9_]*)\}/g

/** The {ref}s a text names, in order, each once. */
export const refsIn = (text: string): string[] => [...new Set([...text.matchAll(REF)].map((m) => m[1]!))]

/** The ingredient and step lists a variant cooks with: its own, or the recipe's where it gives none. */
export const versionOf = (recipe: AuthoredRecipe, variant?: AuthoredVariant) => ({
  ingredients: variant?.ingredients ?? recipe.ingredients,
  steps: variant?.steps ?? recipe.steps,
})

const ASKS = new Set(equipment.asks.map((a) => a.id))

/** The texts of a step that may name refs: the step and its cue, in both languages. */
export const stepTexts = (step: AuthoredStep): string[] => [step.ja, step.en, step.cue.ja, step.cue.en]

function checkLists(where: string, ingredients: AuthoredIngredient[], steps: AuthoredStep[], more: string[]) {
  const refs = new Set<string>()
  for (const item of ingredients) {
    if (refs.has(item.ref)) throw new Error(`${where}: the ref ${item.ref} is listed twice`)
    refs.add(item.ref)
    if (!hasFood(item.food))
      throw new Error(`${where}: ${item.ref} names the food "${item.food}", which the catalogue does not know`)
    const ranged = item.amount.unit === 'pinch' || item.amount.unit === 'to_taste'
    if (!ranged && item.amount.qty === undefined) throw new Error(`${where}: ${item.ref} has no qty`)
  }
  const texts = [...steps.flatMap(stepTexts), ...more]
  for (const ref of texts.flatMap(refsIn))
    if (!refs.has(ref)) throw new Error(`${where}: {${ref}} names no ingredient of the recipe`)
}

/**
 * The recipes of these files, checked; throws at the first error, naming the file and the dish.
 * A file may add versions of a dish whose recipe another file holds (its `variants`): each joins
 * that recipe's variants and is checked as one of them.
 */
export function loadRecipes(files: RecipeFile[]): AuthoredRecipe[] {
  const home = new Map<string, string>()
  const byDish = new Map<string, AuthoredRecipe>()
  const added: Array<{ file: string; dish: string; variant: AuthoredVariant }> = []
  for (const { file, data } of files) {
    const read = validated(recipeFileSchema, data, file)
    for (const recipe of read.recipes as AuthoredRecipe[]) {
      const where = `${file} (${recipe.dish})`
      if (home.has(recipe.dish)) throw new Error(`${where}: the dish already has a recipe in ${home.get(recipe.dish)}`)
      home.set(recipe.dish, file)
      if (!hasDish(recipe.dish)) throw new Error(`${where}: no dish "${recipe.dish}" in knowledge/dishes`)
      checkLists(where, recipe.ingredients, recipe.steps, [recipe.description.ja, recipe.description.en])
      byDish.set(recipe.dish, recipe)
    }
    added.push(
      ...((read.variants ?? []) as Array<{ dish: string; variant: AuthoredVariant }>).map((v) => ({ file, ...v })),
    )
  }
  for (const { file, dish, variant } of added) {
    const recipe = byDish.get(dish)
    if (!recipe) throw new Error(`${file} (${dish}): a variant of a dish no file has a recipe for`)
    byDish.set(dish, { ...recipe, variants: [...(recipe.variants ?? []), variant] })
  }
  for (const recipe of byDish.values()) checkVariants(`${home.get(recipe.dish)} (${recipe.dish})`, recipe)
  return [...byDish.values()]
}

function checkVariants(where: string, recipe: AuthoredRecipe) {
  const ids = new Set<string>()
  for (const variant of recipe.variants ?? []) {
    const at = `${where} variant ${variant.id}`
    if (ids.has(variant.id)) throw new Error(`${at}: the id is used twice`)
    ids.add(variant.id)
    for (const ask of variant.asks ?? [])
      if (!ASKS.has(ask)) throw new Error(`${at}: "${ask}" is no ask of knowledge/equipment.json`)
    const { ingredients, steps } = versionOf(recipe, variant)
    checkLists(at, ingredients, steps, variant.description ? [variant.description.ja, variant.description.en] : [])
  }
}

export const RECIPES: AuthoredRecipe[] = loadRecipes(RECIPE_FILES)

const BY_DISH = new Map(RECIPES.map((r) => [r.dish, r]))

/** The authored recipe of a dish, if the cookbook has one. */
export const recipeFor = (dishId: string): AuthoredRecipe | undefined => BY_DISH.get(dishId)

/** Every dish with an authored recipe, in file order. */
export const authoredDishIds = (): string[] => [...BY_DISH.keys()]
