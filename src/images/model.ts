import { t } from 'elysia'
import { RENDITION_NAME_PATTERN } from './renditions'

const id = t.String({ description: 'Image id, as the recipe’s `image_url` names it.' })

export const ImageModel = {
  params: t.Object({ id }),
  picture: t.Any({ description: 'The picture bytes, with its content type, an ETag and a one-year immutable cache.' }),
  renditionParams: t.Object({
    id,
    rendition: t.String({
      pattern: RENDITION_NAME_PATTERN,
      description:
        '`<aspect>-<width>.<format>`: aspect `1x1`, `4x3` or `16x9`; width 400, 600 or 800; `webp` or `png`.',
      examples: ['4x3-800.webp'],
    }),
  }),
  rendition: t.Any({
    description: 'The rendition’s bytes (WebP or PNG), with an ETag and a one-year immutable cache.',
  }),
}
