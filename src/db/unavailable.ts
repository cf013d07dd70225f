/**
 * A remote database that cannot be reached: refused, reset, silent past the time limit, or
 * answering with a server error. Every such failure becomes this one error at the transport
 * (boundedFetch), so the API answers 503 with Retry-After (src/http/errors.ts) instead of a 500 or
 * a request that never ends, and a discussion can tell an outage from its own fault.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError'
}

/** What a client should wait before trying again: longer than a blip, short for a failover. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/** True when `error`, or anything in its `cause` chain (drizzle wraps driver errors), is an outage. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; current = (current as { cause?: unknown }).cause, depth++)
    if (current instanceof DatabaseUnavailableError) return true
  return false
}

/**
 * The fetch @libsql/client uses for http(s) URLs, with a time limit on every round trip (the
 * answer's body included: the signal covers it) and an outage error for every way one can fail.
 * A 4xx stays the client's business: it answers a protocol or SQL fault, not an outage.
 */
export function boundedFetch(timeoutMs: number): (request: Request) => Promise<Response> {
  return async (request) => {
    const where = new URL(request.url).host
    try {
      const response = await fetch(request, { signal: AbortSignal.timeout(timeoutMs) })
      if (response.status >= 500) {
        await response.body?.cancel().catch(() => {})
        throw new DatabaseUnavailableError(`The database at ${where} answered HTTP ${response.status}`)
      }
      // The body is read here, under the same time limit: a connection cut or stalled mid-answer
      // is an outage too, not a parse error in the client. (The client reads every answer whole.)
      const body = await response.arrayBuffer()
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) throw error
      const why =
        (error as Error)?.name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : String((error as Error)?.message ?? error)
      throw new DatabaseUnavailableError(`The database at ${where} is unreachable: ${why}`, { cause: error })
    }
  }
}
