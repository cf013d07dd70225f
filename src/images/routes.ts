import { Elysia } from 'elysia'
import { matches } from '../cache/http'
import { ProblemSchema } from '../http/openapi-common'
import { ImageModel } from './model'
import type { ImageService } from './service'

export const imageRoutes = (imageService: ImageService) =>
  new Elysia({ prefix: '/api/images', tags: ['Recipes'] }).get(
    '/:id',
    async ({ params, headers }) => {
      const image = await imageService.load(params.id)
      const cacheHeaders = { etag: image.etag, 'cache-control': 'public, max-age=31536000, immutable' }
      if (matches(headers['if-none-match'] ?? null, image.etag))
        return new Response(null, { status: 304, headers: cacheHeaders })
      // A view of the stored bytes (no copy); Response takes a Uint8Array, not Node's Buffer type.
      const body = new Uint8Array(image.data.buffer as ArrayBuffer, image.data.byteOffset, image.data.byteLength)
      return new Response(body, { headers: { 'content-type': image.mediaType, ...cacheHeaders } })
    },
    {
      params: ImageModel.params,
      response: { 200: ImageModel.picture, 404: ProblemSchema },
      detail: {
        operationId: 'getImage',
        summary: 'A recipe picture',
        description: 'The URL a recipe’s `image_url` gives. Each URL’s content never changes.',
      },
    },
  )
