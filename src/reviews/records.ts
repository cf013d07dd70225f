import type { ReviewRecord } from '../recipes/model'
import type { ReviewRow } from './queries'

export const toReviewRecord = (row: ReviewRow): ReviewRecord => ({
  id: row.id,
  recipe_id: row.recipeId,
  rating: row.rating,
  comment: row.comment,
  author: { agent_id: row.authorId, name: row.authorName },
  created_at: row.createdAt,
})
