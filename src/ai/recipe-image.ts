import { generateImage } from 'ai'
import type { Config } from '../config'
import type { GeneratedImage } from '../images/service'
import type { RecipeRecord } from '../recipes/model'
import type { AiModels } from './models'
import { imagePrompt, type RecipeDraft } from './prompts'

const asList = (text: string) => text.split('\n').filter(Boolean)

export const recordToDraft = (recipe: RecipeRecord): RecipeDraft => ({
  title_ja: recipe.title_ja,
  title_en: recipe.title_en,
  category: recipe.category,
  ingredients_ja: asList(recipe.ingredients_ja),
  ingredients_en: asList(recipe.ingredients_en),
  steps_ja: asList(recipe.steps_ja),
  steps_en: asList(recipe.steps_en),
})

/** One picture of the dish, from the recipe's own title, category and ingredients. */
export async function recipeImage(models: AiModels, draft: RecipeDraft, config: Config): Promise<GeneratedImage> {
  const { image } = await generateImage({
    model: models.image,
    prompt: imagePrompt(draft),
    maxRetries: config.ai.maxRetries,
    abortSignal: AbortSignal.timeout(config.ai.turnTimeoutMs),
  })
  return { bytes: image.uint8Array, mediaType: image.mediaType }
}
