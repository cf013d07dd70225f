import { t } from 'elysia'

export const ImageModel = {
  params: t.Object({ id: t.String({ description: 'Image id, as the recipe’s `image_url` names it.' }) }),
  picture: t.Any({ description: 'The picture bytes, with its content type, an ETag and a one-year immutable cache.' }),
}
