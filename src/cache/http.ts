import { withHeaders } from '@elysiajs/openapi'
import { t } from 'elysia'
import { carriesKey } from '../http/credentials'
import { carrying } from '../http/response-headers'
import { securityHeadersOf } from '../http/security'
import {
  type CompressionEffort,
  type Encoding,
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
 * hit on goes out encoded); the read that `made` it sends it as it is (`whenKept`); `static` files are
 * compressed here, once.
 */
export function validatedResponse(
  request: Request,
  answer: CachedAnswer,
  headers: Record<string, string>,
  sending: Sending = 'dynamic',
): Response {
  const representation =
    sending === 'made'
      ? { body: answer.body, etag: answer.etag }
      : sending === 'dynamic'
        ? keptRepresentation(request, answer)
        : representationFor(request, answer, sending)
  return responseOf(request, representation, headers)
}

function responseOf(request: Request, representation: Representation, headers: Record<string, string>): Response {
  const cacheControl = headers['cache-control'] ?? (carriesKey(request.headers) ? 'no-store' : PUBLIC_CACHE_CONTROL)
  const { 'content-type': contentType, 'cache-control': _, ...rest } = headers
  // A 304 names the representation it validates but carries no body, so no Content-Encoding.
  if (matches(request.headers.get('if-none-match'), representation.etag))
    return new Response(null, {
      status: 304,
      headers: { ...rest, vary: 'Accept-Encoding', etag: representation.etag, 'cache-control': cacheControl },
    })
  const hooks = securityHeadersOf(request)
  if (!hooks)
    return new Response(representation.body, {
      headers: {
        ...rest,
        etag: representation.etag,
        'cache-control': cacheControl,
        ...encodingHeaders(representation),
        'content-type': contentType!,
      },
    })
  const response = new Response(representation.body, {
    headers: headersTemplate(hooks, headers, cacheControl, representation.encoding),
  })
  response.headers.set('etag', representation.etag)
  return carrying(response, hooks)
}

/**
 * A cached read's headers but its ETag, one Headers object per distinct set of values (the
 * security hook's group, the route's headers, the cache policy, the encoding), copied into each
 * answer: Bun copies a Headers object at once, where a plain object of 13 headers, or headers set
 * one by one after, cost ~6 µs more an answer (issue 35). The route's own headers win over the
 * hook's, as src/http/response-headers.ts has them win. Keyed by those constant objects, so a
 * route's one-off headers object is forgotten with it.
 */
const templates = new WeakMap<object, WeakMap<object, Map<string, Headers>>>()
function headersTemplate(
  hooks: Readonly<Record<string, string>>,
  headers: Record<string, string>,
  cacheControl: string,
  encoding: Encoding | undefined,
): Headers {
  let byHeaders = templates.get(hooks)
  if (!byHeaders) {
    byHeaders = new WeakMap()
    templates.set(hooks, byHeaders)
  }
  let byPolicy = byHeaders.get(headers)
  if (!byPolicy) {
    byPolicy = new Map()
    byHeaders.set(headers, byPolicy)
  }
  const key = `${cacheControl}\n${encoding ?? ''}`
  let template = byPolicy.get(key)
  if (!template) {
    const { 'content-type': contentType, 'cache-control': _, ...rest } = headers
    template = new Headers({
      ...hooks,
      ...rest,
      'cache-control': cacheControl,
      ...encodingHeaders({ encoding }),
      'content-type': contentType!,
    })
    byPolicy.set(key, template)
  }
  return template
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
export const jsonResponse = (request: Request, answer: CachedAnswer, sending?: Sending): Response =>
  validatedResponse(request, answer, JSON_HEADERS, sending)

/**
 * How a read sends a cached answer: compressed on this thread (`static`), from a worker's encoding
 * once made (`dynamic`), or as it is by the read whose miss `made` it. Most first reads are the only
 * read their answer gets before a write or recency drops it (a crawler's walk, list page 1 made again
 * after each creation, the mixed figure's random reads): handing each to a worker to compress cost
 * the request thread 11–15 µs and the service's core the compression, for bytes no one read again
 * (issue 35, perf35). So such an answer is compressed from its second read (its first hit) on, as
 * src/http/compression.ts does for any kept answer; the documents kept outside the cache (API
 * document, guide) still from their first. Passed to the read, never kept beside the answer, so a
 * read in flight cannot take another's.
 */
export type Sending = CompressionEffort | 'made'

/** `respond` applied to a kept answer: at once on a cache hit, once it is made on a miss (`made`). */
export const whenKept = <T>(
  answer: CachedAnswer | Promise<CachedAnswer>,
  respond: (answer: CachedAnswer, sending: 'made' | 'dynamic') => T,
): T | Promise<T> =>
  answer instanceof Promise ? answer.then((made) => respond(made, 'made')) : respond(answer, 'dynamic')

/** A cached JSON read: `key` lists what the answer depends on (one entry per distinct list). */
export const cachedJson = (
  cache: ResponseCache,
  request: Request,
  key: unknown[],
  make: () => Promise<MadeAnswer>,
): Response | Promise<Response> =>
  whenKept(keptJson(cache, key, make), (answer, sending) => jsonResponse(request, answer, sending))

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
