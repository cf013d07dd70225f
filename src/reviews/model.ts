import { Type } from '@sinclair/typebox'
import { t } from 'elysia'
import { AuthorSchema } from '../agents/model'
import { responseInteger, textField } from '../http/openapi-common'
import { pagingQuery } from '../http/paging'
import { ratingSchema } from '../rating'

export const ReviewRecordSchema = t.Object({
  id: t.String(),
  recipe_id: t.String(),
  rating: responseInteger({ minimum: 1, maximum: 5 }),
  comment: t.String(),
  author: AuthorSchema,
  created_at: t.String({ format: 'date-time' }),
})

export type ReviewRecord = typeof ReviewRecordSchema.static

const recipeId = t.String({ description: 'Recipe id.' })

const reviewInput = t.Object({
  // Type.Integer, not t.Integer: Elysia's t.Integer also accepts "5", which the API must reject.
  rating: Type.Integer({
    minimum: 1,
    maximum: 5,
    description: 'Whole stars, 1 to 5 (not 0, 6, 3.5 or "5").',
    examples: [5],
  }),
  comment: textField('visible', {
    minLength: 1,
    maxLength: 2000,
    description: '1–2,000 characters after trimming.',
    examples: ['Crisp skin, glossy glaze: made it twice this week.'],
  }),
})

/** The recipe's rating after the change, which it takes into account. */
const recipeRating = ratingSchema('every review of the recipe, after this change')

export const ReviewModel = {
  input: reviewInput,
  created: t.Object({
    review_id: t.String(),
    review: ReviewRecordSchema,
    recipe_rating: recipeRating,
  }),
  listQuery: t.Object(pagingQuery),
  /** PATCH: the rating, the comment or both, under the same rules. */
  patch: t.Partial(reviewInput),
  changed: t.Object({ review: ReviewRecordSchema, recipe_rating: recipeRating }),
  /** `/api/recipes/:id/reviews`: the recipe reviewed. */
  recipeParams: t.Object({ id: recipeId }),
  params: t.Object({ id: recipeId, review_id: t.String({ description: 'Review id.' }) }),
}

export type ReviewInput = typeof ReviewModel.input.static
