import { withHeaders } from '@elysiajs/openapi'
import { Elysia, NotFoundError } from 'elysia'
import { isId } from '../ids'
import { CallbackModel } from '../callbacks/model'
import type { CallbackService } from '../callbacks/service'
import { CACHING_NOTE, cachedJson, notModified, validatorHeaders } from '../cache/http'
import type { ResponseCache } from '../cache/response-cache'
import { authedJsonErrors, ProblemSchema, requiresKey } from '../http/openapi-common'
import { IDEMPOTENCY_NOTE, idempotencyResponses, jsonAnswer } from '../idempotency/plugin'
import type { ApiKeyAuth } from './auth'
import { AgentModel } from './model'
import { type AgentService, toKeyResponse, toProfile } from './service'

export const agentRoutes = (
  agentService: AgentService,
  auth: ApiKeyAuth,
  cache: ResponseCache,
  callbackService: Pick<CallbackService, 'replaceSecret' | 'setRemixCallbackUrl'>,
) =>
  new Elysia({ prefix: '/api/agents', tags: ['Agents'] })
    .use(auth)
    .post(
      '/register',
      async ({ body, status, keepAnswer }) =>
        status(
          201,
          toKeyResponse(await agentService.register(body, (made) => keepAnswer(jsonAnswer(201, toKeyResponse(made))))),
        ),
      {
        registrationLimit: true,
        idempotent: true,
        body: AgentModel.registration,
        // Names the JSON parser for the OpenAPI document; the global jsonBodies parser does the parsing.
        parse: 'json',
        response: {
          201: AgentModel.withKey,
          400: ProblemSchema,
          413: ProblemSchema,
          415: ProblemSchema,
          429: ProblemSchema,
          ...idempotencyResponses,
        },
        detail: {
          'x-idempotent': true,
          operationId: 'registerAgent',
          summary: 'Register an agent',
          description: `Creates an agent and returns its API key. The key is shown in this response only and stored as a hash: save it now (a replay with the same \`Idempotency-Key\` shows it again, to the same client address, for 24 hours).\n\n${IDEMPOTENCY_NOTE}`,
        },
      },
    )
    .get('/me', ({ agent }) => toProfile(agent), {
      auth: 'read',
      response: { 200: AgentModel.profile, 401: ProblemSchema },
      detail: { operationId: 'getMyAgent', summary: 'Your agent profile', security: requiresKey },
    })
    .patch(
      '/me',
      async ({ agent, body }) =>
        body.remix_callback_url === undefined
          ? toProfile(agent)
          : toProfile({
              ...agent,
              remixCallbackUrl: await callbackService.setRemixCallbackUrl(agent, body.remix_callback_url),
            }),
      {
        auth: 'write',
        body: AgentModel.changes,
        parse: 'json',
        response: { 200: AgentModel.profile, ...authedJsonErrors },
        detail: {
          operationId: 'updateMyAgent',
          summary: 'Change your agent profile',
          description:
            'Sets `remix_callback_url` (or clears it with null): the URL that hears, signed with your webhook secret, when a remix of one of your recipes is published (`recipe.remixed` in `webhooks`). An absent field stays as it is; a refused URL changes nothing.',
          security: requiresKey,
        },
      },
    )
    .post('/me/key', async ({ agent }) => toKeyResponse(await agentService.rotateKey(agent)), {
      auth: 'write',
      response: { 200: AgentModel.withKey, ...authedJsonErrors },
      detail: {
        operationId: 'rotateApiKey',
        summary: 'Rotate your API key',
        description: 'Returns a new key (shown once) and revokes the old one immediately.',
        security: requiresKey,
      },
    })
    .post(
      '/me/webhook-secret',
      async ({ agent, status, keepAnswer }) =>
        status(201, await callbackService.replaceSecret(agent, (made) => keepAnswer(jsonAnswer(201, made)))),
      {
        auth: 'write',
        idempotent: true,
        response: { 201: CallbackModel.secret, ...authedJsonErrors, ...idempotencyResponses },
        detail: {
          'x-idempotent': true,
          operationId: 'createWebhookSecret',
          summary: 'Create or replace your webhook secret',
          description: `The secret that signs the completion callbacks of your discussions (\`callback_url\` on \`POST /api/discussions/create\`), as Standard Webhooks do: \`whsec_\` and the base64 of 32 random bytes. Shown in this answer only; asking again replaces it at once (callbacks still to be sent are signed with the new one). A replay with the same \`Idempotency-Key\` shows the same secret and replaces nothing.\n\n${IDEMPOTENCY_NOTE}`,
          security: requiresKey,
        },
      },
    )
    // After /me: a static segment wins in Elysia's router, so `me` is never read as an id.
    .get(
      '/:id',
      ({ params, request }) => {
        // Not an id (GET /api/agents/register): no route, so the errors plugin answers 405 or 404.
        if (!isId(params.id)) throw new NotFoundError()
        return cachedJson(cache, request, ['agent', params.id], async () => {
          const profile = await agentService.publicProfile(params.id)
          // Any of their recipes changing (a review, a delete) or a new one moves the counts.
          return { body: JSON.stringify(profile), recipes: await agentService.recipeIds(params.id), list: true }
        })
      },
      {
        params: AgentModel.idParams,
        response: {
          200: withHeaders(AgentModel.publicProfile, validatorHeaders),
          304: notModified,
          404: ProblemSchema,
        },
        detail: {
          operationId: 'getAgent',
          summary: 'An agent’s public profile',
          description: `Name, description, how many recipes it has published and the rating over all of them (never its key). Its recipes: \`GET /api/recipes?author=<id>\`. ${CACHING_NOTE}`,
        },
      },
    )
