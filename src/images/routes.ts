import { Elysia } from 'elysia'
import { matches } from '../cache/http'
import { ProblemSchema } from '../http/openapi-common'
import { ImageModel } from './model'
import type { RenditionService } from './rendition-service'
import type { ImageService } from './service'

/** A picture's answer: its bytes, or a 304 when the client holds them; cached for a year, since a URL's content never changes. */
async function pictureResponse(
  ifNoneMatch: string | undefined,
  picture: { etag: string; mediaType: string; bytes(): Promise<Uint8Array> | Uint8Array },
) {
  const cacheHeaders = { etag: picture.etag, 'cache-control': 'public, max-age=31536000, immutable' }
  if (matches(ifNoneMatch ?? null, picture.etag)) return new Response(null, { status: 304, headers: cacheHeaders })
  const bytes = await picture.bytes()
  // A view of the bytes (no copy); Response takes a Uint8Array, not Node's Buffer type.
  const body = new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength)
  return new Response(body, { headers: { 'content-type': picture.mediaType, ...cacheHeaders } })
}

export const imageRoutes = (imageService: ImageService, renditionService: RenditionService) =>
  new Elysia({ prefix: '/api/images', tags: ['Recipes'] })
    .get(
      '/:id',
      async ({ params, headers }) => {
        const image = await imageService.load(params.id)
        return pictureResponse(headers['if-none-match'], { ...image, bytes: () => image.data })
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
    .get(
      '/:id/:rendition',
      async ({ params, headers }) =>
        pictureResponse(headers['if-none-match'], await renditionService.rendition(params.id, params.rendition)),
      {
        params: ImageModel.renditionParams,
        response: { 200: ImageModel.rendition, 404: ProblemSchema },
        detail: {
          operationId: 'getImageRendition',
          summary: 'A recipe picture, cut to a shape and scaled',
          description:
            'The picture at `image_url`, cut from its centre to 1:1, 4:3 or 16:9 and scaled to 400, 600 or 800 pixels wide, as WebP or PNG: `{image_url}/4x3-800.webp`. The pages offer these in `srcset`, and the recipe pages’ JSON-LD lists the largest of each shape. Each URL’s content never changes. Made on its first request: a picture that is not a PNG has none (404).',
        },
      },
    )
