import { generateImage } from 'ai'
import type { Config } from '../config'
import type { GeneratedImage, PictureSubject } from '../images/service'
import type { AiModels } from './turn-context'
import { linesOf } from '../text/lines'
import { dishPictureOf } from './dish-picture'
import { imagePrompt, type PictureDraft } from './prompts'

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
 * reads the prompt, the built-in one the same recipe as structure in `providerOptions.offline`.
 */
export async function recipeImage(models: AiModels, draft: PictureDraft, config: Config): Promise<GeneratedImage> {
  const { image } = await generateImage({
    model: models.image,
    prompt: imagePrompt(draft),
    providerOptions: { offline: dishPictureOf(draft) },
    maxRetries: config.ai.maxRetries,
    abortSignal: AbortSignal.timeout(config.ai.turnTimeoutMs),
  })
  return { bytes: image.uint8Array, mediaType: image.mediaType }
}
