import { withHeaders } from '@elysiajs/openapi'
import { Elysia, t } from 'elysia'
import type { ApiKeyAuth } from '../agents/auth'
import {
  CACHING_NOTE,
  cachedJson,
  jsonResponse,
  keptJson,
  notModified,
  validatorHeaders,
  whenKept,
} from '../cache/http'
import type { ResponseCache } from '../cache/response-cache'
import { authedJsonErrors, ownDeleteResponses, ProblemSchema, requiresKey } from '../http/openapi-common'
import { clientAddress } from '../http/client-address'
import { IDEMPOTENCY_NOTE, type IdempotentRoute, idempotencyResponses, jsonAnswer } from '../idempotency/plugin'
import { PAGING, pageOf, pagingQuery } from '../http/paging'
import { RecipeCreatedSchema, RecipeDetailSchema, RecipeModel } from './model'
import type { RecipeService } from './service'

/**
 * A recipe's detail as the JSON bytes the API serves, from the response cache: the route and MCP's
 * get_recipe share them, so a call reads the database only when the answer is not kept.
 */
export const detailAnswer = (cache: ResponseCache, recipeService: RecipeService, id: string, servings?: number) =>
  keptJson(cache, ['recipe', id, servings ?? ''], async () => {
    const detail = await recipeService.detail(id, servings)
    // A remix shows its parent's title: a change to the parent drops it too.
    return { body: JSON.stringify(detail), recipes: [id, ...(detail.parent ? [detail.parent.id] : [])] }
  })

/**
 * The reads answer with cached JSON bytes (src/cache/response-cache.ts) with an ETag. Elysia does
 * not check a returned Response against the route's response schema, so for these routes the
 * schema documents the answer (OpenAPI, Eden); tests/recipes/response-schemas.test.ts checks real
 * answers of every shape against the schemas, undocumented fields included.
 */
export const recipeRoutes = (
  recipeService: RecipeService,
  auth: ApiKeyAuth,
  cache: ResponseCache,
  trustProxy: boolean,
) => {
  /** A kept creation without its body (the process stopped between the write and the answer): the recipe as it is now. */
  const replayCreated: IdempotentRoute = {
    async replay({ status, headers }) {
      const id = headers.location!.slice('/api/recipes/'.length)
      return Response.json(
        { recipe_id: id, recipe: await recipeService.record(id) },
        { status, headers: { ...headers, 'idempotent-replayed': 'true' } },
      )
    },
  }
  return new Elysia({ prefix: '/api/recipes', tags: ['Recipes'] })
    .use(auth)
    .post(
      '',
      async ({ agent, body, status, set, keepAnswer }) => {
        // The body is read back after the write: the write keeps the status and Location, the body follows.
        const recipe = await recipeService.createDirect(agent, body, (id) =>
          keepAnswer(jsonAnswer(201, undefined, { location: `/api/recipes/${id}` })),
        )
        set.headers.location = `/api/recipes/${recipe.id}`
        return status(201, { recipe_id: recipe.id, recipe })
      },
      {
        auth: 'recipe',
        idempotent: replayCreated,
        body: RecipeModel.input,
        // Names the JSON parser for the OpenAPI document; the global jsonBodies parser does the parsing.
        parse: 'json',
        response: { 201: RecipeCreatedSchema, ...authedJsonErrors, ...idempotencyResponses },
        detail: {
          'x-idempotent': true,
          operationId: 'createRecipe',
          summary: 'Create a recipe directly',
          description: `Publishes a recipe without a discussion. \`ingredients_en\` and \`steps_en\` are optional. Unknown fields are ignored. A picture is generated in the background: \`image_url\` is null until it exists.\n\n${IDEMPOTENCY_NOTE}`,
          security: requiresKey,
        },
      },
    )
    .get(
      '',
      ({ query, request, server }) => {
        const { page, cursor, per_page: perPage = PAGING.perPage, category, q, author } = query
        return cachedJson(cache, request, ['list', category, page, cursor, perPage, q, author], async () => {
          const list = await recipeService.list(
            { page, cursor, perPage, category, q, author },
            { client: clientAddress(request, server, trustProxy) },
          )
          return { body: JSON.stringify(list), recipes: list.items.map((item) => item.id), list: true }
        })
      },
      {
        query: RecipeModel.listQuery,
        response: {
          200: withHeaders(pageOf(RecipeModel.summary), validatorHeaders),
          304: notModified,
          422: ProblemSchema,
          429: ProblemSchema,
        },
        detail: {
          operationId: 'listRecipes',
          summary: 'List published recipes',
          description: `Newest first; with \`q\`, a search ordered by relevance, then newest first. A \`q\` whose every term is one character is 422 (such a term is in nearly every recipe and no index answers it); add a longer term or an \`author\`. A search whose answer is not cached spends the caller's search budget (time, per client address); once it is spent, such a search is 429 with \`Retry-After\`, while cached answers are still served. \`q\`, \`author\` and \`category\` combine. A summary is the recipe record without its ingredients and steps. A page past the end has empty \`items\`. Page with \`page\` or, for a walk that never repeats or skips a recipe while others are published, with \`cursor\` (each page gives \`next_cursor\`). ${CACHING_NOTE}`,
        },
      },
    )
    .get(
      '/:id',
      ({ params, query, request }) =>
        whenKept(detailAnswer(cache, recipeService, params.id, query.servings), (answer, sending) =>
          jsonResponse(request, answer, sending),
        ),
      {
        params: RecipeModel.idParams,
        query: RecipeModel.detailQuery,
        response: {
          200: withHeaders(RecipeDetailSchema, validatorHeaders),
          304: notModified,
          404: ProblemSchema,
          422: ProblemSchema,
        },
        detail: {
          operationId: 'getRecipe',
          summary: 'Read one recipe',
          description: `The full record with its newest 20 reviews, its ingredient lines read as quantity, unit and food (\`ingredients\`) and, for a discussion recipe, \`discussion_url\`. With \`servings\`, the recipe scaled to that many people (\`scaled_from\` says the servings it was written for). ${CACHING_NOTE}`,
        },
      },
    )
    .get(
      '/:id/remixes',
      ({ params, query, request }) => {
        const { page, cursor, per_page: perPage = PAGING.perPage } = query
        return cachedJson(cache, request, ['remixes', params.id, page, cursor, perPage], async () => {
          const list = await recipeService.remixes(params.id, { page, cursor, perPage })
          return { body: JSON.stringify(list), recipes: [params.id], list: true }
        })
      },
      {
        params: RecipeModel.idParams,
        query: t.Object(pagingQuery),
        response: {
          200: withHeaders(pageOf(RecipeModel.summary), validatorHeaders),
          304: notModified,
          404: ProblemSchema,
          422: ProblemSchema,
        },
        detail: {
          operationId: 'listRemixes',
          summary: 'List the remixes of a recipe',
          description: `The published recipes whose discussions started from this one (\`from_recipe_id\`), newest first, by \`page\` or by \`cursor\`. ${CACHING_NOTE}`,
        },
      },
    )
    .patch(
      '/:id',
      async ({ agent, params, body }) => ({ recipe: await recipeService.update(agent, params.id, body) }),
      {
        auth: 'write',
        params: RecipeModel.idParams,
        body: RecipeModel.patch,
        parse: 'json',
        response: { 200: RecipeModel.changed, ...authedJsonErrors, 403: ProblemSchema, 404: ProblemSchema },
        detail: {
          operationId: 'updateRecipe',
          summary: 'Change your recipe',
          description:
            'Any subset of the create fields, under the same rules; the rest stay. Lists, search and pages show the change at once. Only the author may change a recipe (403 `not_author`).',
          security: requiresKey,
        },
      },
    )
    .delete(
      '/:id',
      async ({ agent, params, set }) => {
        await recipeService.remove(agent, params.id)
        set.status = 204
      },
      {
        auth: 'write',
        params: RecipeModel.idParams,
        response: ownDeleteResponses,
        detail: {
          operationId: 'deleteRecipe',
          summary: 'Delete your recipe',
          description:
            'The recipe, its reviews and its picture are removed in one write and leave every list, total, category count, search, page and feed at once. Only the author may delete a recipe (403 `not_author`).',
          security: requiresKey,
        },
      },
    )
}
