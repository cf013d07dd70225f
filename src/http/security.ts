import { Elysia } from 'elysia'
import type { RouteTable } from './methods'

/**
 * Security headers and CORS for every response, in one place.
 *
 * Headers go in as defaults (Elysia's `set.headers`): a response that already carries a header
 * keeps its own value. That is how the pages keep the CSP and Referrer-Policy they set themselves
 * (src/pages/respond.ts), and how an event stream or an image keeps its own Cache-Control.
 *
 * CORS: every API path, /openapi.json and /health answer any origin with
 * `Access-Control-Allow-Origin: *`, the authenticated routes included. That is safe here because
 * the only credential is the X-API-Key header, never a cookie: a browser never attaches a key on
 * its own, so a script on another origin can only send a key its own code already holds, which it
 * could as well send from a server. Credentials are never allowed (no
 * Access-Control-Allow-Credentials), so the register form's CSRF cookie is never sent or read
 * cross-origin. Pages and the register form get no CORS headers: they are for people on this site.
 */

/** Where cross-origin browser code may call: the JSON API, its description, the MCP endpoint's metadata. */
export const isCorsPath = (path: string) =>
  path === '/api' ||
  path.startsWith('/api/') ||
  path === '/openapi.json' ||
  path === '/health' ||
  path.startsWith('/.well-known/oauth-protected-resource')

/** The request headers a client may send: the key, a JSON body's type, resuming an event stream, a retry's key. */
const ALLOWED_REQUEST_HEADERS = 'Content-Type, X-API-Key, Authorization, Last-Event-ID, Idempotency-Key, X-Request-Id'
/** A path no route takes: what the API's routes take between them (the request then finds a 404). */
const FALLBACK_METHODS = ['GET', 'HEAD', 'POST']
/** Response headers a browser script may read beyond the safelisted ones. */
const EXPOSED_HEADERS =
  'Location, X-Discussion-Id, X-Request-Id, Idempotent-Replayed, Retry-After, RateLimit-Policy, RateLimit, ETag, WWW-Authenticate'
/** How long a browser may reuse a preflight answer (browsers cap it lower: Chromium at 2 h). */
const PREFLIGHT_MAX_AGE_SECONDS = '86400'

/** JSON, images and event streams are never documents: they may load nothing and be framed by nothing. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * The Swagger UI at /docs loads its script and stylesheet from /docs/assets and starts itself with
 * one inline script that the OpenAPI plugin writes (fixed text from our own configuration, no user
 * content), and Swagger UI draws with inline styles and data: icons. Everything else stays closed.
 */
export const DOCS_CSP =
  "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  // API answers hold ids, and /register pages keys: no path or query leaks to another site.
  'referrer-policy': 'no-referrer',
  // For browsers that predate frame-ancestors.
  'x-frame-options': 'DENY',
}

/** For answers made before the app runs (src/http/front-door.ts): the same headers as any API answer. */
export const API_RESPONSE_HEADERS: Record<string, string> = { ...COMMON_HEADERS, 'content-security-policy': API_CSP }

const CORS_HEADERS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSED_HEADERS }

const isDocsPage = (path: string) => path === '/docs' || path === '/docs/'

/**
 * A browser's preflight (or any OPTIONS) on an API path, answered before routing: the methods the
 * path's routes take (a recipe's PATCH and DELETE included, or a browser could not send them
 * cross-origin) and the headers it may send.
 */
function preflight(path: string, routes: Pick<RouteTable, 'allowed'> | undefined): Response {
  const methods = [...(routes?.allowed(path) ?? FALLBACK_METHODS), 'OPTIONS'].join(', ')
  return new Response(null, {
    status: 204,
    headers: {
      ...COMMON_HEADERS,
      'content-security-policy': API_CSP,
      ...CORS_HEADERS,
      'access-control-allow-methods': methods,
      'access-control-allow-headers': ALLOWED_REQUEST_HEADERS,
      'access-control-max-age': PREFLIGHT_MAX_AGE_SECONDS,
      allow: methods,
    },
  })
}

/** `routes`: the app's route table, learnt once every route is registered (src/http/methods.ts). */
export const securityHeaders = (routes?: Pick<RouteTable, 'allowed'>) =>
  new Elysia({ name: 'security-headers' }).onRequest(({ request, set }) => {
    const path = new URL(request.url).pathname
    const cors = isCorsPath(path)
    if (cors && request.method === 'OPTIONS') return preflight(path, routes)
    // An answer to a write or to a keyed request may hold a key or private data: no cache keeps it.
    const noStore =
      cors &&
      (request.headers.has('x-api-key') ||
        request.headers.has('authorization') ||
        (request.method !== 'GET' && request.method !== 'HEAD'))
    const group = GROUPS[(isDocsPage(path) ? 4 : 0) + (cors ? 2 : 0) + (noStore ? 1 : 0)]!
    Object.assign(set.headers, group)
    groups.set(request, group)
  })

/** Every set of headers the hook gives an answer: by docs page (4), CORS path (2) and no-store (1). */
const GROUPS = Array.from({ length: 8 }, (_, at) =>
  Object.freeze({
    ...COMMON_HEADERS,
    'content-security-policy': at & 4 ? DOCS_CSP : API_CSP,
    ...(at & 2 ? CORS_HEADERS : {}),
    ...(at & 1 ? { 'cache-control': 'no-store' } : {}),
  }),
)
const groups = new WeakMap<Request, Readonly<Record<string, string>>>()

/**
 * The headers the hook gave this request's answer (one of a few frozen sets), if it ran: a cached
 * read builds its answer with them (src/cache/http.ts) instead of having each added afterwards.
 */
export const securityHeadersOf = (request: Request) => groups.get(request)
