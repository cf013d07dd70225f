import { DATABASE_RETRY_AFTER_SECONDS } from '../db/unavailable'

/**
 * RFC 9457 problem details: the one error shape of the API (docs/api.md, "General").
 * Services throw ProblemError; the errors plugin turns it (and Elysia's own errors) into a response.
 */
export type ProblemCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthorized'
  | 'not_found'
  | 'method_not_allowed'
  | 'own_recipe'
  | 'not_author'
  | 'not_host'
  | 'not_awaiting_host'
  | 'conflict'
  | 'rate_limited'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'malformed_json'
  | 'provider_unavailable'
  | 'database_unavailable'
  | 'storage_full'
  | 'internal'

export type FieldError = { field: string; message: string }

export type Problem = {
  type: string
  title: string
  status: number
  detail: string
  code: ProblemCode
  errors?: FieldError[]
}

const TITLES: Record<ProblemCode, [status: number, title: string]> = {
  bad_request: [400, 'Bad request'],
  malformed_json: [400, 'Malformed JSON'],
  unauthorized: [401, 'Unauthorized'],
  own_recipe: [403, 'Forbidden'],
  not_author: [403, 'Forbidden'],
  not_host: [403, 'Forbidden'],
  not_found: [404, 'Not found'],
  method_not_allowed: [405, 'Method not allowed'],
  conflict: [409, 'Conflict'],
  not_awaiting_host: [409, 'Conflict'],
  payload_too_large: [413, 'Payload too large'],
  unsupported_media_type: [415, 'Unsupported media type'],
  validation_failed: [422, 'Validation failed'],
  rate_limited: [429, 'Too many requests'],
  internal: [500, 'Internal server error'],
  provider_unavailable: [503, 'AI provider unavailable'],
  database_unavailable: [503, 'Database unavailable'],
  storage_full: [503, 'Storage full'],
}

/** The page that explains every code (served by src/guide); a problem's `type` is this plus `#code`. */
export const PROBLEM_CATALOG_PATH = '/docs/problems'

export class ProblemError extends Error {
  readonly problem: Problem
  readonly headers: Record<string, string>

  constructor(code: ProblemCode, detail: string, options: { errors?: FieldError[]; headers?: Record<string, string> } = {}) {
    super(detail)
    const [status, title] = TITLES[code]
    this.problem = { type: `${PROBLEM_CATALOG_PATH}#${code}`, title, status, detail, code, ...(options.errors && { errors: options.errors }) }
    this.headers = options.headers ?? {}
  }
}

/** Every code the API answers with: a problem with any other code is a bug. */
export const PROBLEM_CODES = Object.keys(TITLES) as ProblemCode[]

export const problemStatus = (code: ProblemCode) => TITLES[code][0]
export const problemTitle = (code: ProblemCode) => TITLES[code][1]

export function problemResponse(error: ProblemError): Response {
  return new Response(JSON.stringify(error.problem), {
    status: error.problem.status,
    headers: { 'content-type': 'application/problem+json', ...error.headers },
  })
}

export const notFound = (what: string) => new ProblemError('not_found', `${what} does not exist.`)

/** Long enough for an operator's alert to be seen and room made; a write retried sooner fails the same way. */
export const STORAGE_FULL_RETRY_AFTER_SECONDS = 60

/** The database's disk is full: nothing can be written until room is made, reads still work. */
export const storageFull = () =>
  new ProblemError('storage_full', 'The service has no room left to store this write. Nothing was stored; retry after Retry-After seconds.', {
    headers: { 'retry-after': String(STORAGE_FULL_RETRY_AFTER_SECONDS) },
  })

/** An outage of the remote database (src/db/unavailable.ts): the request may be retried after a pause. */
export const databaseUnavailable = () =>
  new ProblemError('database_unavailable', 'The database cannot be reached right now. Retry after Retry-After seconds; a write cut off this way may already have been applied.', {
    headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  })
