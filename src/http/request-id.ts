import { Elysia } from 'elysia'

/** A caller's id is kept when it is this safe to log and echo: 1–128 of letters, digits and `._:-`. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/

const ids = new WeakMap<Request, string>()

/**
 * The id of a request, to quote in a bug report: the caller's `X-Request-Id` when well formed,
 * else a new UUID. The same for one request wherever it is asked (the answer, its problem
 * document, its log lines).
 */
export function requestIdOf(request: Request): string {
  let id = ids.get(request)
  if (id === undefined) {
    const sent = request.headers.get('x-request-id')
    id = sent !== null && WELL_FORMED.test(sent) ? sent : crypto.randomUUID()
    ids.set(request, id)
  }
  return id
}

/** `X-Request-Id` on every answer of the app. */
export const requestIds = () =>
  new Elysia({ name: 'request-ids' }).onRequest(({ request, set }) => {
    set.headers['x-request-id'] = requestIdOf(request)
  })
