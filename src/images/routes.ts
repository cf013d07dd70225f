import { Elysia, t } from 'elysia'
import { ProblemSchema } from '../http/openapi-common'
import type { ImageService } from './service'

export const imageRoutes = (imageService: ImageService) =>
  new Elysia({ prefix: '/api/images', tags: ['Recipes'] }).get(
    '/:id',
    async ({ params, headers }) => {
      const image = await imageService.load(params.id)
      const cacheHeaders = { etag: image.etag, 'cache-control': 'public, max-age=31536000, immutable' }
      if (headers['if-none-match'] === image.etag) return new Response(null, { status: 304, headers: cacheHeaders })
      // A view of the stored bytes (no copy); Response takes a Uint8Array, not Node's Buffer type.
      const body = new Uint8Array(image.data.buffer as ArrayBuffer, image.data.byteOffset, image.data.byteLength)
      return new Response(body, { headers: { 'content-type': image.mediaType, ...cacheHeaders } })
    },
    {
      params: t.Object({ id: t.String() }),
      response: { 200: t.Any({ description: 'The picture bytes, with its content type, an ETag and a one-year immutable cache.' }), 404: ProblemSchema },
      detail: { summary: 'A recipe picture', description: 'The URL a recipe’s `image_url` gives. Each URL’s content never changes.' },
    },
  )
