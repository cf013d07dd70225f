import { Elysia } from 'elysia'

/** Responses made with some of the hooks' headers already in them, and those headers. */
const carried = new WeakMap<Response, Readonly<Record<string, string>>>()

/**
 * Says that `response` was made carrying `headers` (values the hooks leave in `set.headers`, or
 * its own that win over them): the hook skips those, one native lookup each (src/cache/http.ts).
 */
export function carrying(response: Response, headers: Readonly<Record<string, string>>): Response {
  carried.set(response, headers)
  return response
}

/**
 * The headers the app's hooks leave in `set.headers` (the request id, the security and CORS
 * headers) are set on a Response a route returns, in place, before Elysia maps it. Elysia would
 * otherwise copy that Response into a new one around its body read as a stream: 4–19 µs more per
 * request in a bare Bun.serve, where a cached read costs ~45 µs in all (docs/performance.md,
 * "Issue 35, sixth pass"). Elysia's rule is kept: a header the Response already has wins.
 * Cookies, a status set aside and chunked bodies are left to Elysia.
 */
export const responseHeaders = () =>
  new Elysia({ name: 'response-headers' }).mapResponse({ as: 'global' }, ({ responseValue: response, set }) => {
    if (!(response instanceof Response) || set.cookie || (set.status !== undefined && set.status !== 200)) return
    const pending = set.headers
    if (
      pending instanceof Headers ||
      'set-cookie' in pending ||
      response.headers.get('transfer-encoding') === 'chunked'
    )
      return
    const already = carried.get(response)
    for (const name in pending) {
      const value = pending[name]
      if (value !== undefined && already?.[name] !== value && !response.headers.has(name))
        response.headers.set(name, String(value))
    }
    set.headers = {}
    return response
  })
