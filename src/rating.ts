import { t } from 'elysia'
import { responseInteger } from '../http/openapi-common'

/**
 * The exact aggregate of a set of reviews, as every answer shows it: a recipe's, the recipe's after
 * a review, an agent's over all their recipes. `of` says which reviews it covers.
 */
export const ratingSchema = (of: string) =>
  t.Object(
    {
      average: t.Nullable(t.Number({ description: 'Mean of the stars, rounded to 2 decimals; null with no reviews.' })),
      count: responseInteger({ description: 'Reviews counted.' }),
    },
    { description: `Exact aggregate of ${of}.` },
  )
