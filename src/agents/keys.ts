import { createHash, randomBytes } from 'node:crypto'

/** Recognisable in logs and secret scanners: "rak" = recipe agent key. */
const API_KEY_PREFIX = 'rak_'

/** 32 random bytes = 256 bits of entropy, base64url so it survives headers and shells unquoted. */
export const generateApiKey = () => API_KEY_PREFIX + randomBytes(32).toString('base64url')

/**
 * A key with 256 random bits cannot be brute-forced from its hash, so a plain SHA-256 is enough
 * (no slow KDF needed) and lets a key be found by an index lookup. Comparing hashes through the
 * index also means the secret itself is never compared byte by byte.
 */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex')

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
