import { Elysia } from 'elysia'
import type { ApiKeyAuth } from '../agents/auth'
import { authedJsonErrors, PAGING, ProblemSchema, requiresKey } from '../http/openapi-common'
import { pageOf, RecipeCreatedSchema, RecipeDetailSchema, RecipeModel } from './model'
import type { RecipeService } from './service'

/**
 * The reads answer with JSON text the service serialized once per cached answer. Elysia does not
 * check a returned Response against the route's response schema, so for these two routes the
 * schema documents the answer (OpenAPI, Eden) instead of being re-checked on every request (a
 * third of a cached detail's time): the answers are built from typed records of NOT NULL columns,
 * and tests/recipes/response-schemas.test.ts checks real answers of every shape against the
 * schemas, undocumented fields included.
 */
const jsonText = (text: string | Uint8Array<ArrayBuffer>) => new Response(text, { headers: { 'content-type': 'application/json;charset=utf-8' } })

export const recipeRoutes = (recipeService: RecipeService, auth: ApiKeyAuth) =>
  new Elysia({ prefix: '/api/recipes', tags: ['Recipes'] })
    .use(auth)
    .post(
      '',
      async ({ agent, body, status, set }) => {
        const recipe = await recipeService.createDirect(agent, body)
        set.headers.location = `/api/recipes/${recipe.id}`
        return status(201, { recipe_id: recipe.id, recipe })
      },
      {
        auth: 'recipe',
        body: RecipeModel.input,
        // Names the JSON parser for the OpenAPI document; the global jsonBodies parser does the parsing.
        parse: 'json',
        response: { 201: RecipeCreatedSchema, ...authedJsonErrors },
        detail: {
          summary: 'Create a recipe directly',
          description:
            'Publishes a recipe without a discussion. `ingredients_en` and `steps_en` are optional. Unknown fields are ignored. A picture is generated in the background: `image_url` is null until it exists.',
          security: requiresKey,
        },
      },
    )
    .get(
      '',
      async ({ query }) => jsonText(await recipeService.listJson({ page: query.page ?? PAGING.page, perPage: query.per_page ?? PAGING.perPage, category: query.category })),
      {
        query: RecipeModel.listQuery,
        response: { 200: pageOf(RecipeModel.summary), 422: ProblemSchema },
        detail: {
          summary: 'List published recipes',
          description: 'Newest first. A summary is the recipe record without its ingredients and steps. A page past the end has empty `items`.',
        },
      },
    )
    .get('/:id', async ({ params }) => jsonText(await recipeService.detailJson(params.id)), {
      params: RecipeModel.idParams,
      response: { 200: RecipeDetailSchema, 404: ProblemSchema },
      detail: { summary: 'Read one recipe', description: 'The full record with its newest 20 reviews and, for a discussion recipe, `discussion_url`.' },
    })

