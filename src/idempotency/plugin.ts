import { Elysia, ElysiaCustomStatusResponse } from 'elysia'
import { clientAddress } from '../http/client-address'
import { ProblemSchema } from '../http/openapi-common'
import { ProblemError } from '../http/problem'
import { type Idempotency, type KeepAnswer, readIdempotencyKey, requestFingerprint, type StoredAnswer } from './service'

/** What a creating route's description adds (OpenAPI). */
export const IDEMPOTENCY_NOTE =
  'Send `Idempotency-Key` (1–255 visible ASCII characters, bare or as a quoted string) to make a retry safe: within 24 hours the same key with the same body answers the first answer again (same status, body and `Location`, with `Idempotent-Replayed: true`) and writes nothing; the same key with another body is `422` `idempotency_key_reused`; while the first is still being answered, `409` `idempotency_in_progress` with `Retry-After`. Keys are yours alone (per API key; per client address for registration) and kept in the database, so every instance agrees. A request that failed keeps nothing: retry it with the same key.'

/** The answers an Idempotency-Key adds to a creating route's. */
export const idempotencyResponses = { 409: ProblemSchema, 422: ProblemSchema }

/** A JSON answer as a write keeps it (`keepAnswer`); `body` undefined when it is read back after the write. */
export const jsonAnswer = (status: number, body: unknown, headers: Record<string, string> = {}): StoredAnswer => ({
  status,
  body: body === undefined ? null : JSON.stringify(body),
  headers,
})

/** The headers of a first answer that its replays repeat. */
const REPEATED_HEADERS = ['location', 'x-discussion-id']

/**
 * `idempotent: true` on a creating route: an `Idempotency-Key` request header makes a retry safe.
 * `replay` answers a replay whose kept answer has no body from what its headers kept: a
 * discussion's event stream, or a body the write could not know (the process stopped between the
 * write and the answer).
 */
export type IdempotentRoute = true | { replay(answer: StoredAnswer): Response | Promise<Response> }

function answerOf(value: unknown, set: { status?: number | string; headers: Record<string, unknown> }): StoredAnswer {
  const kept = (read: (name: string) => unknown) =>
    Object.fromEntries(
      REPEATED_HEADERS.flatMap((name) => {
        const header = read(name)
        return typeof header === 'string' ? [[name, header]] : []
      }),
    )
  if (value instanceof Response)
    return {
      status: value.status,
      body: null,
      headers: { ...kept((name) => set.headers[name]), ...kept((name) => value.headers.get(name)) },
    }
  const headers = kept((name) => set.headers[name])
  if (value instanceof ElysiaCustomStatusResponse)
    return { status: Number(value.code), body: JSON.stringify(value.response), headers }
  return { status: typeof set.status === 'number' ? set.status : 200, body: JSON.stringify(value), headers }
}

const replayed = (answer: StoredAnswer) =>
  new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': 'application/json', ...answer.headers, 'idempotent-replayed': 'true' },
  })

/**
 * Idempotent creating POSTs, after the IETF Idempotency-Key draft. The key is scoped by the caller:
 * the agent whose key authenticated the request (the auth macro runs first), else the client
 * address (registration). A request that fails frees its key; one that succeeds keeps its answer 24 h.
 * `replaying` gives back the limits a replay was counted against and answers the RateLimit headers
 * of what is then left: a replay carries the limits as they stand, not as they stood at the first.
 */
export const idempotentWrites = (
  idempotency: Idempotency,
  trustProxy: boolean,
  replaying: (request: Request) => Promise<Record<string, string>> | undefined,
) => {
  const pending = new WeakMap<Request, { scope: string; key: string }>()
  return (
    new Elysia({ name: 'idempotent-writes' })
      // A request that failed (a problem is being made of its error) wrote nothing: its key is free
      // again. Global and ahead of the errors plugin, so the key is freed before the answer is sent.
      .onError({ as: 'global' }, async ({ request }) => {
        const held = pending.get(request)
        if (!held) return
        pending.delete(request)
        await idempotency.failed(held.scope, held.key)
      })
      // What a creating route's write commits with itself (see KeepAnswer): read when the write is
      // made, after the macro below has taken the key.
      .derive({ as: 'global' }, ({ request }) => ({
        keepAnswer: ((answer) => {
          const held = pending.get(request)
          return held ? [idempotency.keptWithWrite(held.scope, held.key, answer)] : []
        }) as KeepAnswer,
      }))
      .macro({
        idempotent: (route: IdempotentRoute) => ({
          async beforeHandle(context) {
            const { request, body, server, set } = context
            const header = request.headers.get('idempotency-key')
            if (header === null) return
            const key = readIdempotencyKey(header)
            if (!key)
              throw new ProblemError(
                'validation_failed',
                'The Idempotency-Key header breaks the rule listed in errors.',
                {
                  errors: [{ field: 'Idempotency-Key', message: 'must be 1 to 255 visible ASCII characters' }],
                },
              )
            const agent = (context as { agent?: { id: string } }).agent
            const scope = agent ? `agent:${agent.id}` : `address:${clientAddress(request, server, trustProxy)}`
            const fingerprint = requestFingerprint(request.method, new URL(request.url).pathname, body)
            const presented = await idempotency.present(scope, key, fingerprint)
            if (presented.kind === 'first') {
              pending.set(request, { scope, key })
              return
            }
            const { answer } = presented
            Object.assign(set.headers, await replaying(request))
            const replay = answer.body === null && route !== true ? await route.replay(answer) : replayed(answer)
            // A replay is the route's own first answer again: typed as nothing, so that typed clients
            // (Eden reads the routes' types) see the route's answers, not an extra untyped Response.
            return replay as unknown as undefined
          },
          // A write that kept its answer whole is left as it is; one kept without its body gets the
          // body here; a route whose write keeps none (a review: a second is refused anyway) keeps it here.
          async afterHandle({ request, responseValue, set }) {
            const held = pending.get(request)
            if (!held) return
            pending.delete(request)
            await idempotency.answered(held.scope, held.key, answerOf(responseValue, set))
          },
        }),
      })
  )
}

export type IdempotentWrites = ReturnType<typeof idempotentWrites>
