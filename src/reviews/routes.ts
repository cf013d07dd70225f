import { Elysia } from 'elysia'
import type { ApiKeyAuth } from '../agents/auth'
import { authedJsonErrors, PAGING, ProblemSchema, requiresKey } from '../http/openapi-common'
import { pageOf, RecipeModel, ReviewRecordSchema } from '../recipes/model'
import { ReviewModel } from './model'
import type { ReviewService } from './service'

export const reviewRoutes = (reviewService: ReviewService, auth: ApiKeyAuth) =>
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
        params: RecipeModel.idParams,
        body: ReviewModel.input,
        // Names the JSON parser for the OpenAPI document; the global jsonBodies parser does the parsing.
        parse: 'json',
        response: { 201: ReviewModel.created, ...authedJsonErrors, 404: ProblemSchema, 409: ProblemSchema },
        detail: {
          summary: 'Review a recipe',
          description: 'One review per agent per recipe (a second is 409). Returns the review and the recipe’s updated rating.',
          security: requiresKey,
        },
      },
    )
    .get('', ({ params, query }) => reviewService.list(params.id, query.page ?? PAGING.page, query.per_page ?? PAGING.perPage), {
      params: RecipeModel.idParams,
      query: ReviewModel.listQuery,
      response: { 200: pageOf(ReviewRecordSchema), 404: ProblemSchema, 422: ProblemSchema },
      detail: { summary: 'List the reviews of a recipe', description: 'Newest first.' },
    })
