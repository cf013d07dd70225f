import { generateImage } from 'ai'
import type { Config } from '../config'
import type { GeneratedImage, PictureSubject } from '../images/service'
import type { AiModels } from './turn-context'
import { linesOf } from '../text/lines'
import type { PictureRecipe } from './dish-picture'
import type { Category, PictureDraft } from './prompts'

/** A stored recipe as the draft its picture is drawn from. */
export const storedToDraft = (recipe: PictureSubject): PictureDraft => ({
  title_ja: recipe.titleJa,
  title_en: recipe.titleEn,
  category: recipe.category,
  ingredients_ja: linesOf(recipe.ingredientsJa),
  ingredients_en: linesOf(recipe.ingredientsEn),
  steps_ja: linesOf(recipe.stepsJa),
  steps_en: linesOf(recipe.stepsEn),
})

/**
 * One picture of the dish, from the recipe's own title, category and ingredients: a real model
 * reads the prompt, the built-in one the recipe's fields in `providerOptions.offline`, whose
 * structure (src/ai/dish-picture.ts) it reads where it draws, in the worker pool.
 */
export async function recipeImage(models: AiModels, draft: PictureDraft, config: Config): Promise<GeneratedImage> {
  const { image } = await generateImage({
    model: models.image,
    prompt: imagePrompt(draft),
    providerOptions: { offline: pictureRecipeOf(draft) },
    maxRetries: config.ai.maxRetries,
    abortSignal: AbortSignal.timeout(config.ai.turnTimeoutMs),
  })
  return { bytes: image.uint8Array, mediaType: image.mediaType }
}

/** Only the fields a picture depends on: a draft's others would cross to the worker and key its cache. */
const pictureRecipeOf = (draft: PictureDraft): PictureRecipe => ({
  title_en: draft.title_en,
  title_ja: draft.title_ja,
  category: draft.category,
  ingredients_en: draft.ingredients_en,
  ingredients_ja: draft.ingredients_ja,
  steps_en: draft.steps_en,
  steps_ja: draft.steps_ja,
})

const SERVED: Record<Category, string> = {
  main: 'on a ceramic plate',
  dessert: 'on a small dessert plate',
  drink: 'in a clear glass',
  snack: 'on a wooden serving board',
}

/** Dishes that belong in a bowl rather than on a plate. */
const BOWL_DISH = /soup|stew|curry|bowl|udon|soba|ramen|noodle|hot pot|porridge|chowder|minestrone|potage/i

/** A leading amount such as "300 g", "1/2 tsp", "2 cloves", "a pinch of". */
const LEADING_AMOUNT =
  /^(?:a pinch of|[\d./\s]+(?:g|kg|ml|l|tbsp|tsp|cups?|cloves?|sheets?|stalks?|slices?|fillets?|packs?|portions?|cubes?|leaves|leaf|sprigs?|spears?|tea bags?|whole)?\b)\s*/i

/** The ingredient names of an English ingredient line, without its amount or trailing note. */
const ingredientName = (line: string) => line.replace(LEADING_AMOUNT, '').replace(/,.*$/, '').trim()

/** A prompt any image model can draw from: the dish, how it is served, and what is visible. */
export function imagePrompt(draft: PictureDraft): string {
  const served = draft.category === 'main' && BOWL_DISH.test(draft.title_en) ? 'in a bowl' : SERVED[draft.category]
  const visible = draft.ingredients_en.slice(0, 8).map(ingredientName).filter(Boolean)
  return [
    `Appetizing overhead food photograph of "${draft.title_en}" (${draft.title_ja}), served ${served}, for two.`,
    `Visible ingredients: ${visible.join(', ')}.`,
    'Soft natural daylight, shallow depth of field, realistic styling, no text, no people, no hands.',
    `Category: ${draft.category}.`,
  ].join('\n')
}
