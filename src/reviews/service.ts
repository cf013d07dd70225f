import type { Agent } from '../agents/service'
import type { DataChanges } from '../cache/response-cache'
import type { Database } from '../db/client'
import { decodeCursor, encodeCursor, pagingOf, toPage } from '../http/paging'
import { notAuthor, notFound, ProblemError } from '../http/problem'
import { ID_SOURCE, newId, nowIso } from '../ids'
import { ratingOf } from '../rating'
import type { ReviewInput } from './model'
import {
  deleteReview,
  findReview,
  insertReview,
  latestReviews,
  reviewsNewerThan,
  reviewsOlderThan,
  toReviewRecord,
  updateReview,
} from './queries'

/** Review cursors name the last review shown (a time-sortable id): the next page is what is older. */
const CURSOR_SCOPE = 'reviews'
const REVIEW_ID = new RegExp(`^${ID_SOURCE}$`)

/**
 * What reviews need of the recipes they are about, passed in (the recipe service gives it): the
 * published recipe with its author and rating aggregate, or a 404 problem. Recipes show their
 * newest reviews, so recipes import reviews; reviews never import recipes.
 */
export type ReviewedRecipes = {
  reviewTarget(recipeId: string): Promise<{ id: string; authorId: string; ratingCount: number; ratingSum: number }>
}

export function createReviewService(db: Database, recipeService: ReviewedRecipes, changes: DataChanges) {
  /** The caller's own review of a published recipe, or 404 / 403 not_author. */
  async function ownReview(author: Agent, recipeId: string, reviewId: string) {
    await recipeService.reviewTarget(recipeId)
    const review = await findReview(db, recipeId, reviewId)
    if (!review) throw notFound(`Review ${reviewId}`)
    if (review.authorId !== author.id) throw notAuthor()
    return review
  }

  return {
    /** One review per agent per recipe; the recipe's rating aggregate moves in the same write (trigger). */
    async create(author: Agent, recipeId: string, input: ReviewInput) {
      const recipe = await recipeService.reviewTarget(recipeId)
      // A rating is another agent's judgement; an author's own stars would only inflate it.
      if (recipe.authorId === author.id)
        throw new ProblemError('own_recipe', 'You wrote this recipe: an agent may not review its own recipe.')
      const review = {
        id: newId(),
        recipeId: recipe.id,
        authorId: author.id,
        rating: input.rating,
        comment: input.comment.trim(),
        createdAt: nowIso(),
      }
      const rating = await insertReview(db, review)
      if (rating === 'duplicate') throw new ProblemError('conflict', 'You have already reviewed this recipe.')
      changes.recipeChanged(recipe.id)
      return {
        review_id: review.id,
        review: toReviewRecord({ ...review, authorName: author.name }),
        recipe_rating: ratingOf(rating),
      }
    },

    /** The rating, the comment or both; the recipe's aggregate moves in the same statement (trigger). */
    async update(author: Agent, recipeId: string, reviewId: string, input: Partial<ReviewInput>) {
      const review = await ownReview(author, recipeId, reviewId)
      const set = {
        ...(input.rating !== undefined && { rating: input.rating }),
        ...(input.comment !== undefined && { comment: input.comment.trim() }),
      }
      if (Object.keys(set).length) {
        const updated = await updateReview(db, recipeId, reviewId, author.id, set)
        changes.recipeChanged(recipeId)
        if (!updated) throw notFound(`Review ${reviewId}`)
      }
      const recipe = await recipeService.reviewTarget(recipeId)
      return { review: toReviewRecord({ ...review, ...set }), recipe_rating: ratingOf(recipe) }
    },

    async remove(author: Agent, recipeId: string, reviewId: string) {
      await ownReview(author, recipeId, reviewId)
      const deleted = await deleteReview(db, recipeId, reviewId, author.id)
      changes.recipeChanged(recipeId)
      if (!deleted) throw notFound(`Review ${reviewId}`)
    },

    /** Newest first, by page number or by the cursor of the previous page. */
    async list(recipeId: string, query: { page?: number; cursor?: string; perPage: number }) {
      const { perPage } = query
      const paging = pagingOf(query)
      const recipe = await recipeService.reviewTarget(recipeId)
      const total = recipe.ratingCount
      // One more than shown tells whether a next page exists.
      const rows =
        paging.cursor === undefined
          ? await latestReviews(db, recipeId, perPage + 1, (paging.page - 1) * perPage)
          : await reviewsOlderThan(db, recipeId, decodeCursor(paging.cursor, CURSOR_SCOPE, REVIEW_ID), perPage + 1)
      const shown = rows.slice(0, perPage)
      const first = shown[0]
      const page =
        paging.page ?? Math.floor((first ? await reviewsNewerThan(db, recipeId, first.id) : total) / perPage) + 1
      const nextCursor = rows.length > perPage ? encodeCursor(CURSOR_SCOPE, shown.at(-1)!.id) : null
      return toPage(shown, page, perPage, total, nextCursor)
    },
  }
}

export type ReviewService = ReturnType<typeof createReviewService>
