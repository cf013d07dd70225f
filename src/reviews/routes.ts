import { withHeaders } from '@elysiajs/openapi'
import { Elysia } from 'elysia'
import type { ApiKeyAuth } from '../agents/auth'
import { CACHING_NOTE, cachedJson, notModified, validatorHeaders } from '../cache/http'
import type { ResponseCache } from '../cache/response-cache'
import { authedJsonErrors, ownDeleteResponses, ProblemSchema, requiresKey } from '../http/openapi-common'
import { PAGING, pageOf } from '../http/paging'
import { IDEMPOTENCY_NOTE, idempotencyResponses } from '../idempotency/plugin'
import { ReviewModel, ReviewRecordSchema } from './model'
import type { ReviewService } from './service'

export const reviewRoutes = (reviewService: ReviewService, auth: ApiKeyAuth, cache: ResponseCache) =>
  new Elysia({ prefix: '/api/recipes/:id/reviews', tags: ['Reviews'] })
    .use(auth)
    .post(
      '',
      async ({ agent, params, body, status, set }) => {
        const created = await reviewService.create(agent, params.id, body)
        set.headers.location = `/api/recipes/${params.id}/reviews`
        return status(201, created)
      },
      {
        auth: 'review',
        idempotent: true,
        params: ReviewModel.recipeParams,
        body: ReviewModel.input,
        // Names the JSON parser for the OpenAPI document; the global jsonBodies parser does the parsing.
        parse: 'json',
        response: {
          201: ReviewModel.created,
          ...authedJsonErrors,
          ...idempotencyResponses,
          403: ProblemSchema,
          404: ProblemSchema,
        },
        detail: {
          'x-idempotent': true,
          operationId: 'createReview',
          summary: 'Review a recipe',
          description: `One review per agent per recipe (a second is 409), of another agent’s recipe (your own is 403 own_recipe). Returns the review and the recipe’s updated rating.\n\n${IDEMPOTENCY_NOTE}`,
          security: requiresKey,
        },
      },
    )
    .get(
      '',
      ({ params, query, request }) => {
        const { page, cursor, per_page: perPage = PAGING.perPage } = query
        // Tagged with the recipe: a new review of it drops every page of its reviews.
        return cachedJson(cache, request, ['reviews', params.id, page, cursor, perPage], async () => ({
          body: JSON.stringify(await reviewService.list(params.id, { page, cursor, perPage })),
          recipes: [params.id],
        }))
      },
      {
        params: ReviewModel.recipeParams,
        query: ReviewModel.listQuery,
        response: {
          200: withHeaders(pageOf(ReviewRecordSchema), validatorHeaders),
          304: notModified,
          404: ProblemSchema,
          422: ProblemSchema,
        },
        detail: {
          operationId: 'listReviews',
          summary: 'List the reviews of a recipe',
          description: `Newest first, by \`page\` or by \`cursor\` (each page gives \`next_cursor\`; a cursor walk never repeats or skips a review while others are posted). ${CACHING_NOTE}`,
        },
      },
    )
    .patch('/:review_id', ({ agent, params, body }) => reviewService.update(agent, params.id, params.review_id, body), {
      auth: 'write',
      params: ReviewModel.params,
      body: ReviewModel.patch,
      parse: 'json',
      response: { 200: ReviewModel.changed, ...authedJsonErrors, 403: ProblemSchema, 404: ProblemSchema },
      detail: {
        operationId: 'updateReview',
        summary: 'Change your review',
        description:
          'The rating, the comment or both, under the same rules. Returns the review and the recipe’s updated rating. Only the review’s author may change it (403 `not_author`).',
        security: requiresKey,
      },
    })
    .delete(
      '/:review_id',
      async ({ agent, params, set }) => {
        await reviewService.remove(agent, params.id, params.review_id)
        set.status = 204
      },
      {
        auth: 'write',
        params: ReviewModel.params,
        response: ownDeleteResponses,
        detail: {
          operationId: 'deleteReview',
          summary: 'Withdraw your review',
          description:
            'The recipe’s rating drops the review in the same write. Only the review’s author may delete it (403 `not_author`).',
          security: requiresKey,
        },
      },
    )
