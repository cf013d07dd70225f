import { randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Cross-site submission defence for the register form, in two layers: the browser's own word on
 * where the request came from (Sec-Fetch-Site, Origin), and a double-submit token: a random value
 * in an HttpOnly SameSite=Strict cookie that the form must echo, which another site can neither
 * read nor set.
 */
export const CSRF_FIELD = 'csrf_token'
const COOKIE = 'csrf_token'
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

const newToken = () => randomBytes(32).toString('base64url')

function cookieToken(request: Request): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, value] = pair.trim().split('=', 2)
    if (name === COOKIE && value && TOKEN_PATTERN.test(value)) return value
  }
}

/** The visitor's current token (kept, so two open tabs both work) or a fresh one. */
export function csrfTokenFor(request: Request): { token: string; setCookie?: string } {
  const token = cookieToken(request)
  return token ? { token } : rotateCsrfToken(request)
}

/** A new token: after a registration, so a resubmitted (reloaded) form is refused, not run twice. */
export function rotateCsrfToken(request: Request): { token: string; setCookie: string } {
  const token = newToken()
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : ''
  return { token, setCookie: `${COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict${secure}` }
}

/** Old browsers send neither header; then the token alone decides. */
function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site && site !== 'same-origin') return false
  const origin = request.headers.get('origin')
  if (!origin) return true
  try {
    return new URL(origin).host === new URL(request.url).host
  } catch {
    return false // "null" (sandboxed frames, privacy redirects) or garbage
  }
}

export function isGenuineSubmission(request: Request, formToken: unknown): boolean {
  const expected = cookieToken(request)
  if (!expected || typeof formToken !== 'string' || formToken.length !== expected.length) return false
  return isSameOrigin(request) && timingSafeEqual(Buffer.from(formToken), Buffer.from(expected))
}
