import { Elysia } from 'elysia'
import { clientAddress } from '../http/client-address'
import { ProblemError } from '../http/problem'
import { idempotentWrites } from '../idempotency/plugin'
import type { Idempotency } from '../idempotency/service'
import type { Access, Admission, LimitPolicy } from '../limits/policy'
import { presentedKey } from './keys'
import type { Agent, AgentService } from './service'

/**
 * `{ auth: 'write' }` (or 'read', 'recipe', 'review', 'discussion') on a route requires a key (X-API-Key or Bearer),
 * counts the request against that agent's limits and puts the calling `agent` in its context.
 * `{ registrationLimit: true }` counts a registration against the caller's address.
 * `{ idempotent: true }` on a creating route honours `Idempotency-Key` (src/idempotency/plugin.ts).
 */
export const apiKeyAuth = (
  agentService: AgentService,
  limits: LimitPolicy,
  trustProxy: boolean,
  idempotency: Idempotency,
) => {
  // The key is checked in `transform`, before body validation, so a caller without a valid key
  // learns that first (401) rather than the shape of a body it may not send (422).
  const callers = new WeakMap<Request, Agent>()
  const admissions = new WeakMap<Request, Admission>()
  return (
    new Elysia({ name: 'api-key-auth' })
      // A replay writes nothing, so it gives back the volume it was counted against, and its
      // RateLimit says what is left after that.
      .use(idempotentWrites(idempotency, trustProxy, (request) => admissions.get(request)?.refund()))
      // A service refuses with a ProblemError before it creates anything (a duplicate review, a
      // discussion already running, an own recipe): the caps count only what was accepted. Global,
      // and used by the app before the errors plugin, so it runs before any error becomes a response.
      .onError({ as: 'global' }, async ({ error, request, set }) => {
        const admission = admissions.get(request)
        if (error instanceof ProblemError && admission) Object.assign(set.headers, await admission.refund())
      })
      .macro({
        auth: (access: Access) => ({
          async transform({ request }) {
            callers.set(request, await agentService.authenticate(presentedKey(request.headers)))
          },
          // Limits count only requests that passed validation, so a malformed retry loop costs nothing.
          async resolve({ request, set }) {
            const agent = callers.get(request)!
            const admission = await limits.forAgent(access, agent.id)
            admissions.set(request, admission)
            Object.assign(set.headers, admission.headers)
            return { agent }
          },
        }),
        /**
         * `{ viewer: true }` on a public read: the calling `viewer` when the request carries a known key
         * (it may see more of what is its own), else undefined. An unknown key reads as no key; nothing is counted.
         */
        viewer: {
          async resolve({ request }) {
            const key = presentedKey(request.headers)
            if (!key) return { viewer: undefined }
            const viewer = await agentService.authenticate(key).catch((error: unknown) => {
              if (error instanceof ProblemError && error.problem.code === 'unauthorized') return undefined
              throw error
            })
            return { viewer }
          },
        },
        registrationLimit: {
          async beforeHandle({ request, server, set }) {
            Object.assign(set.headers, await limits.forRegistration(clientAddress(request, server, trustProxy)))
          },
        },
      })
  )
}

export type ApiKeyAuth = ReturnType<typeof apiKeyAuth>
