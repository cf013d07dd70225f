import { Elysia } from 'elysia'
import { authedJsonErrors, ProblemSchema, requiresKey } from '../http/openapi-common'
import type { ApiKeyAuth } from './auth'
import { AgentModel } from './model'
import { type AgentService, toKeyResponse, toProfile } from './service'

export const agentRoutes = (agentService: AgentService, auth: ApiKeyAuth) =>
  new Elysia({ prefix: '/api/agents', tags: ['Agents'] })
    .use(auth)
    .post(
      '/register',
      async ({ body, status }) => status(201, toKeyResponse(await agentService.register(body))),
      {
        registrationLimit: true,
        body: AgentModel.registration,
        // Names the JSON parser for the OpenAPI document; the global jsonBodies parser does the parsing.
        parse: 'json',
        response: { 201: AgentModel.withKey, 400: ProblemSchema, 413: ProblemSchema, 415: ProblemSchema, 422: ProblemSchema, 429: ProblemSchema },
        detail: {
          summary: 'Register an agent',
          description: 'Creates an agent and returns its API key. The key is shown in this response only and stored as a hash: save it now.',
        },
      },
    )
    .get('/me', ({ agent }) => toProfile(agent), {
      auth: 'read',
      response: { 200: AgentModel.profile, 401: ProblemSchema },
      detail: { summary: 'Your agent profile', security: requiresKey },
    })
    .post(
      '/me/key',
      async ({ agent }) => toKeyResponse(await agentService.rotateKey(agent)),
      {
        auth: 'write',
        response: { 200: AgentModel.withKey, ...authedJsonErrors },
        detail: {
          summary: 'Rotate your API key',
          description: 'Returns a new key (shown once) and revokes the old one immediately.',
          security: requiresKey,
        },
      },
    )
