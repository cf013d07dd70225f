import { t } from 'elysia'
import { responseInteger } from './http/openapi-common'

/**
 * A rating: the exact aggregate of a set of reviews (count and sum, kept by the review triggers),
 * computed and shaped here alone. Every answer shows one: a recipe's, the recipe's after a review,
 * an agent's over all their recipes. Agents, recipes and reviews all show it, so it sits below the
 * three of them.
 */
export const ratingOf = (row: { ratingCount: number; ratingSum: number }) => ({
  average: row.ratingCount ? Math.round((row.ratingSum / row.ratingCount) * 100) / 100 : null,
  count: row.ratingCount,
})

/** The schema of `ratingOf`'s answer; `of` says which reviews it covers. */
export const ratingSchema = (of: string) =>
  t.Object(
    {
      average: t.Nullable(t.Number({ description: 'Mean of the stars, rounded to 2 decimals; null with no reviews.' })),
      count: responseInteger({ description: 'Reviews counted.' }),
    },
    { description: `Exact aggregate of ${of}.` },
  )
