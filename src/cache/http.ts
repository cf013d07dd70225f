import { withHeaders } from '@elysiajs/openapi'
import { t } from 'elysia'
import { carriesKey } from '../http/credentials'
import {
  type CompressionEffort,
  encodingHeaders,
  keptRepresentation,
  type Representation,
  representationFor,
} from '../http/compression'
import type { CachedAnswer, MadeAnswer, ResponseCache } from './response-cache'

/**
 * Public reads: every client revalidates (max-age=0, answered by a 304 while the ETag holds), and a
 * shared cache in front (CDN, proxy) may serve a copy for 10 s, then a stale one for 30 s more
 * while it revalidates in the background. README "Putting a CDN or caching proxy in front".
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30'

/** What every cached read says about its validators, in its OpenAPI description. */
export const CACHING_NOTE = `Carries a strong \`ETag\` that changes whenever anything shown changes (\`304\` to \`If-None-Match\`) and \`Cache-Control: ${PUBLIC_CACHE_CONTROL}\` (\`no-store\` with an API key).`

/** Whether `If-None-Match` names this ETag (compared weakly, as RFC 9110 says for this header). */
export function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/**
 * A cached answer as a response: `304` with no body when the client already holds these bytes,
 * else the bytes in the encoding the client prefers (src/http/compression.ts), each encoding with
 * its own ETag. A request with an API key stays `no-store` (it may be personal, and no shared
 * cache should keep what a key asked for); the rest get the public policy unless `headers` name
 * one. A `dynamic` answer is one the cache keeps and reads again, compressed by a worker (its first
 * read goes out as it is); `static` files are compressed here, once.
 */
export function validatedResponse(
  request: Request,
  answer: CachedAnswer,
  headers: Record<string, string>,
  effort: CompressionEffort = 'dynamic',
): Response {
  const representation =
    effort === 'dynamic' ? keptRepresentation(request, answer) : representationFor(request, answer, effort)
  return responseOf(request, representation, headers)
}

function responseOf(request: Request, representation: Representation, headers: Record<string, string>): Response {
  const { 'content-type': contentType, 'cache-control': cacheControl, ...rest } = headers
  const common = {
    ...rest,
    vary: 'Accept-Encoding',
    etag: representation.etag,
    'cache-control': cacheControl ?? (carriesKey(request.headers) ? 'no-store' : PUBLIC_CACHE_CONTROL),
  }
  // A 304 names the representation it validates but carries no body, so no Content-Encoding.
  if (matches(request.headers.get('if-none-match'), representation.etag))
    return new Response(null, { status: 304, headers: common })
  return new Response(representation.body, {
    headers: { ...common, ...encodingHeaders(representation), 'content-type': contentType! },
  })
}

/** The OpenAPI description of the validators every cached public read carries. */
export const validatorHeaders = {
  ETag: t.String({
    description: 'Strong validator of these bytes (build and content). Send it back as If-None-Match to get 304.',
  }),
  'Cache-Control': t.String({ description: `\`${PUBLIC_CACHE_CONTROL}\` without an API key; \`no-store\` with one.` }),
}

const JSON_HEADERS = { 'content-type': 'application/json;charset=utf-8' }

/** A kept JSON answer: `key` lists what the answer depends on (one entry per distinct list). */
export const keptJson = (cache: ResponseCache, key: unknown[], make: () => Promise<MadeAnswer>) =>
  cache.answer(JSON.stringify(['json', ...key]), make)

/** A kept JSON answer as a response. */
export const jsonResponse = (request: Request, answer: CachedAnswer): Response =>
  validatedResponse(request, answer, JSON_HEADERS)

/** `respond` applied to a kept answer: at once on a cache hit, once it is made on a miss. */
export const whenKept = <T>(
  answer: CachedAnswer | Promise<CachedAnswer>,
  respond: (answer: CachedAnswer) => T,
): T | Promise<T> => (answer instanceof Promise ? answer.then(respond) : respond(answer))

/** A cached JSON read: `key` lists what the answer depends on (one entry per distinct list). */
export const cachedJson = (
  cache: ResponseCache,
  request: Request,
  key: unknown[],
  make: () => Promise<MadeAnswer>,
): Response | Promise<Response> => whenKept(keptJson(cache, key, make), (answer) => jsonResponse(request, answer))

/**
 * The `304` of a conditional GET, for the OpenAPI document: an empty body. (Declared as an empty
 * string: the OpenAPI plugin writes a `void` schema as an invalid `content` object.)
 */
export const notModified = withHeaders(
  t.String({ maxLength: 0, description: 'Not modified: the If-None-Match ETag still holds. No body.' }),
  validatorHeaders,
)

/**
 * A public JSON read that is not kept (its data changes without a write that could drop it, such
 * as a running discussion's status): still an ETag of its bytes, so a client revalidates to a 304.
 */
export function freshJson(request: Request, value: unknown): Response {
  const body = new TextEncoder().encode(JSON.stringify(value))
  return responseOf(
    request,
    representationFor(request, { body, etag: `"f-${Bun.hash(body).toString(36)}"` }),
    JSON_HEADERS,
  )
}
