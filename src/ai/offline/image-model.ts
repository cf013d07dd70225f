import type { ImageModelV4 } from '@ai-sdk/provider'
import type { PictureRecipe, RecipePictureInput } from '../dish-picture'

/** Pictures kept by their input: about 80 KB each at 800×600. */
const KEPT_PICTURES = 32

/**
 * Drawing is a pure function of its input, so an input drawn before (the same recipe posted again,
 * a discussion's dish and the recipe it became) gets the same bytes back without tens of
 * milliseconds of pixel work; nothing ever makes a kept picture wrong, so none is dropped but the
 * least recently used. Identical drawings asked for at once share one.
 */
function drawnOnce(draw: (input: RecipePictureInput) => Promise<Uint8Array>) {
  const kept = new Map<string, Promise<Uint8Array>>()
  return (input: RecipePictureInput): Promise<Uint8Array> => {
    const key = JSON.stringify(input)
    let picture = kept.get(key)
    if (picture) kept.delete(key)
    else {
      picture = draw(input)
      picture.catch(() => kept.get(key) === picture && kept.delete(key))
    }
    kept.set(key, picture)
    if (kept.size > KEPT_PICTURES) kept.delete(kept.keys().next().value!)
    return picture
  }
}

/**
 * The built-in image model, through the AI SDK's image interface. It draws what
 * `providerOptions.offline` holds (a `PictureRecipe`), never its prompt, which is written for
 * real models. `draw` is where the picture's structure is read and its pixels made: the worker
 * pool in the service (src/ai/models.ts), the calling thread by default. Either way the drawing's
 * modules (the food catalogue among them) load only where it runs, not with this model.
 */
export function createOfflineImageModel(
  options: { draw?: (input: RecipePictureInput) => Promise<Uint8Array> } = {},
): ImageModelV4 {
  const draw = drawnOnce(
    options.draw ?? (async (input: RecipePictureInput) => (await import('../dish-picture')).drawRecipePicture(input)),
  )
  return {
    specificationVersion: 'v4',
    provider: 'offline',
    modelId: 'offline-illustrator-2',
    maxImagesPerCall: 1,
    async doGenerate({ n, seed, abortSignal, providerOptions }) {
      abortSignal?.throwIfAborted()
      const recipe = providerOptions?.offline as unknown as PictureRecipe | undefined
      return {
        images: await Promise.all(Array.from({ length: n }, (_, i) => draw({ recipe, seed: (seed ?? 0) ^ i }))),
        warnings: [],
        response: { timestamp: new Date(), modelId: 'offline-illustrator-2', headers: undefined },
      }
    },
  }
}
