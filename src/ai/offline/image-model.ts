import type { ImageModelV4 } from '@ai-sdk/provider'
import type { DishPicture } from '../dish-picture'
import { drawPicture, type PictureInput } from './picture/draw'

export { drawPicture, type PictureInput } from './picture/draw'

/**
 * The built-in image model, through the AI SDK's image interface. It draws what
 * `providerOptions.offline` describes (a `DishPicture`), never its prompt, which is written for
 * real models. `draw` is where the pixels are made: the worker pool in the service
 * (src/ai/models.ts), the calling thread by default.
 */
export function createOfflineImageModel(
  options: { draw?: (input: PictureInput) => Promise<Uint8Array> } = {},
): ImageModelV4 {
  const draw = options.draw ?? (async (input: PictureInput) => drawPicture(input))
  return {
    specificationVersion: 'v4',
    provider: 'offline',
    modelId: 'offline-illustrator-2',
    maxImagesPerCall: 1,
    async doGenerate({ n, seed, abortSignal, providerOptions }) {
      abortSignal?.throwIfAborted()
      const picture = providerOptions?.offline as unknown as DishPicture | undefined
      const images = await Promise.all(Array.from({ length: n }, (_, i) => draw({ picture, seed: (seed ?? 0) ^ i })))
      return {
        images,
        warnings: [],
        response: { timestamp: new Date(), modelId: 'offline-illustrator-2', headers: undefined },
      }
    },
  }
}
