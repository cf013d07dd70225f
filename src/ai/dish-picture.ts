import { findIngredients } from './food/catalogue'
import { DISHES } from './food/dishes'
import { createMatcher } from './food/match'
import type { Category, Dish } from './food/types'
import { type DishPicture, FAMILY_RULES, type PictureComponent } from './picture-families'
import { drawPicture, type PictureInput } from './offline/picture/draw'
import { hashText } from './offline/random'

/** The fields of a recipe its picture depends on (a draft or a stored recipe). */
export type PictureRecipe = {
  title_en: string
  title_ja: string
  category: Category
  ingredients_en: string[]
  ingredients_ja: string[]
  steps_en: string[]
  steps_ja: string[]
}

/**
 * The dishes a title names, by name or alias: the theme reader's `findDishes` without its head-word
 * rule, which gave the same picture for every one of 2,670 titles (docs/performance.md, fourteenth
 * pass) and needs the whole reader (seconds of CPU and hundreds of MB) where this needs the table.
 */
const DISH_NAMES = createMatcher<Dish>(
  DISHES.map((dish) => ({ names: [dish.name.ja, dish.name.en, ...(dish.aliases ?? [])], value: dish })),
)

const TITLE_WORDS = createMatcher(
  FAMILY_RULES.flatMap((rule, index) => (rule.words ? [{ names: rule.words, value: index }] : [])),
)

/** The rule that places a recipe: see FAMILY_RULES for the order of the three ways. */
function ruleOf(recipe: PictureRecipe) {
  const applies = (index: number) => !FAMILY_RULES[index]!.only || FAMILY_RULES[index]!.only!.includes(recipe.category)
  const named = TITLE_WORDS(`${recipe.title_en}\n${recipe.title_ja}`)
    .map((hit) => hit.value)
    .filter(applies)
  if (named.length) return FAMILY_RULES[Math.min(...named)]!
  const dish = DISH_NAMES(recipe.title_en)[0]?.value ?? DISH_NAMES(recipe.title_ja)[0]?.value
  const byMethod = dish && FAMILY_RULES.find((rule, index) => rule.methods?.includes(dish.method) && applies(index))
  return byMethod || FAMILY_RULES.find((rule) => rule.fallbackFor?.includes(recipe.category))!
}

/** The picture of a recipe: its family and vessel by FAMILY_RULES, its ingredients as the catalogue colours them. */
export function dishPictureOf(recipe: PictureRecipe): DishPicture {
  const { family, vessel } = ruleOf(recipe)
  const seen = new Set<string>()
  const components: PictureComponent[] = []
  for (const line of recipe.ingredients_en.length ? recipe.ingredients_en : recipe.ingredients_ja)
    for (const { ingredient } of findIngredients(line)) {
      if (seen.has(ingredient.id) || !ingredient.color) continue
      seen.add(ingredient.id)
      components.push({
        ingredient: ingredient.id,
        group: ingredient.group,
        form: ingredient.form,
        color: ingredient.color,
      })
    }
  const whole = [
    recipe.title_en,
    recipe.title_ja,
    recipe.category,
    ...recipe.ingredients_en,
    ...recipe.ingredients_ja,
    ...recipe.steps_en,
    ...recipe.steps_ja,
  ].join('\n')
  return { family, vessel, category: recipe.category, components, variation: hashText(whole) }
}

/**
 * What the image model hands its drawing: the recipe's own fields, so the thread serving requests
 * never loads the catalogues the picture's structure is read from (docs/performance.md, "Issue 35,
 * the request thread's heap"); without a recipe, a generic plated dish.
 */
export type RecipePictureInput = Omit<PictureInput, 'picture'> & { recipe?: PictureRecipe }

/** Draws a recipe's picture: its structure read here, in the worker that paints it. */
export const drawRecipePicture = ({ recipe, ...rest }: RecipePictureInput): Uint8Array =>
  drawPicture({ ...rest, picture: recipe && dishPictureOf(recipe) })
