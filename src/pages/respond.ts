import { validatedResponse, whenKept } from '../cache/http'
import { encodingHeaders, representationFor } from '../http/compression'
import type { KeepOptions, MadeAnswer, ResponseCache } from '../cache/response-cache'
import { ProblemError } from '../http/problem'
import type { PageAddress } from '../../views/components/layout'
import { type Lang, LOCALES, type Locale, splitLangPath } from '../../views/i18n'
import { NotFoundPage } from '../../views/pages/not-found'

/**
 * Pages load only their own files: no inline script or style can run even if some text escaped
 * its escaping, nothing may frame a page (clickjacking), and forms post only back to this site.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ')

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
}

type PageOptions = {
  /** The request, to answer in the encoding it accepts; a page that holds a secret is never compressed (BREACH). */
  request?: Request
  status?: number
  /** For pages that hold a secret or a one-time form token: never stored by any cache. */
  noStore?: boolean
  headers?: Record<string, string>
}

function documentOf(markup: JSX.Element): string {
  // Views have no async components; a promise here would be a bug, not a page to stream.
  if (typeof markup !== 'string') throw new TypeError('page views must render synchronously')
  return `<!doctype html>${markup}`
}

/** Every page not cached leaves through here (cached ones through cachedPage), each with the same security headers. */
export function htmlPage(
  markup: JSX.Element,
  { request, status = 200, noStore = false, headers = {} }: PageOptions = {},
): Response {
  const body = utf8.encode(documentOf(markup))
  // Not kept, so no ETag: the page is encoded for this request alone.
  const negotiated = request && !noStore ? representationFor(request, { body, etag: '""' }) : undefined
  return new Response(negotiated?.body ?? body, {
    status,
    // Pages change as recipes and reviews arrive: revalidate rather than show a stale copy.
    headers: {
      ...PAGE_HEADERS,
      ...(negotiated && encodingHeaders(negotiated)),
      'cache-control': noStore ? 'no-store' : 'no-cache',
      ...headers,
    },
  })
}

const utf8 = new TextEncoder()

/**
 * A public page from the response cache (src/cache/response-cache.ts), with an ETag and the
 * public cache policy; `make` renders it on a miss and names the recipes it shows. A hit answers
 * synchronously, as the JSON reads do (src/cache/http.ts).
 */
export function cachedPage(
  cache: ResponseCache,
  request: Request,
  key: unknown[],
  make: () => Promise<Omit<MadeAnswer, 'body'> & { page: JSX.Element }>,
  options?: KeepOptions,
): Response | Promise<Response> {
  const answer = cache.answer(
    JSON.stringify(['html', ...key]),
    async () => {
      const { page, ...made } = await make()
      return { ...made, body: documentOf(page) }
    },
    options,
  )
  return whenKept(answer, (kept, sending) => validatedResponse(request, kept, PAGE_HEADERS, sending))
}

/** A public non-HTML document (feed, sitemap, robots.txt) from the response cache, with an ETag. */
export function cachedText(
  cache: ResponseCache,
  request: Request,
  key: unknown[],
  contentType: string,
  make: () => Promise<MadeAnswer>,
  options?: KeepOptions,
): Response | Promise<Response> {
  const answer = cache.answer(JSON.stringify(['text', ...key]), make, options)
  return whenKept(answer, (kept, sending) =>
    validatedResponse(request, kept, { 'content-type': contentType, 'x-content-type-options': 'nosniff' }, sending),
  )
}

/**
 * The locale of a page and where it lives: at `origin`, under the request's path without its
 * language prefix unless `path` names it (with the query that makes it another page, normalised).
 */
export function pageContext(
  request: Request,
  lang: Lang,
  origin: string,
  path = splitLangPath(new URL(request.url).pathname).path,
): { locale: Locale; address: PageAddress } {
  return { locale: LOCALES[lang], address: { origin, path } }
}

/** An error page is no page of the site: crawlers are told not to index it. */
export const notFoundPage = (request: Request, lang: Lang, origin: string) => {
  const context = pageContext(request, lang, origin)
  return htmlPage(NotFoundPage({ ...context, address: { ...context.address, noindex: true } }), {
    request,
    status: 404,
  })
}

const isNotFound = (error: unknown) => error instanceof ProblemError && error.problem.code === 'not_found'

/** Runs a service read; an unknown id becomes undefined so the page can answer with its 404. */
export async function unlessNotFound<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read
  } catch (error) {
    if (isNotFound(error)) return undefined
    throw error
  }
}

/** A cached page, or `otherwise` (its 404) when the read names an unknown id; a hit stays synchronous. */
export function orNotFound(
  read: Response | Promise<Response>,
  otherwise: () => Response,
): Response | Promise<Response> {
  if (!(read instanceof Promise)) return read
  return read.catch((error) => {
    if (isNotFound(error)) return otherwise()
    throw error
  })
}
