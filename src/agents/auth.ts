import { Elysia } from 'elysia'
import type { AgentService } from './service'

/** `{ auth: true }` on a route requires X-API-Key and puts the calling `agent` in its context. */
export const apiKeyAuth = (agentService: AgentService) =>
  new Elysia({ name: 'api-key-auth' }).macro({
    auth: {
      async resolve({ headers }) {
        return { agent: await agentService.authenticate(headers['x-api-key']) }
      },
    },
  })
