/** Where a request carries an API key: read by authentication (src/agents/auth.ts) and by the response cache. */

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i

/**
 * The API key a request presents: the X-API-Key header, or else `Authorization: Bearer <key>`,
 * which generic HTTP clients and MCP tools (the Inspector) can send when they cannot add a custom
 * header. Both carry the same key; neither is ever a cookie, so browsers never attach one on their own.
 */
export function presentedKey(headers: Headers): string | undefined {
  const header = headers.get('x-api-key')
  if (header) return header
  return headers.get('authorization')?.match(BEARER)?.[1]
}

/** Whether a request carries a key (and so may be personal: no shared cache keeps its answer). */
export const carriesKey = (headers: Headers) => headers.has('x-api-key') || headers.has('authorization')
