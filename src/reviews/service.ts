import type { Agent } from '../agents/service'
import type { Database } from '../db/client'
import { isUniqueViolation } from '../db/errors'
import { toPage } from '../http/openapi-common'
import { ProblemError } from '../http/problem'
import { newId, nowIso } from '../ids'
import { ratingOf, type RecipeService } from '../recipes/service'
import type { ReviewInput } from './model'
import { insertReview, latestReviews } from './queries'
import { toReviewRecord } from './records'

export function createReviewService(db: Database, recipeService: RecipeService) {
  return {
    /** One review per agent per recipe; the recipe's rating aggregate moves in the same write (trigger). */
    async create(author: Agent, recipeId: string, input: ReviewInput) {
      const recipe = await recipeService.load(recipeId)
      const review = { id: newId(), recipeId: recipe.id, authorId: author.id, rating: input.rating, comment: input.comment.trim(), createdAt: nowIso() }
      try {
        await insertReview(db, review)
      } catch (error) {
        if (isUniqueViolation(error)) throw new ProblemError('conflict', 'You have already reviewed this recipe.')
        throw error
      }
      const updated = await recipeService.load(recipeId)
      return {
        review_id: review.id,
        review: toReviewRecord({ ...review, authorName: author.name }),
        recipe_rating: ratingOf(updated),
      }
    },

    async list(recipeId: string, page: number, perPage: number) {
      const recipe = await recipeService.load(recipeId)
      const rows = await latestReviews(db, recipeId, perPage, (page - 1) * perPage)
      const total = recipe.ratingCount
      return toPage(rows.map(toReviewRecord), page, perPage, total)
    },
  }
}

export type ReviewService = ReturnType<typeof createReviewService>
