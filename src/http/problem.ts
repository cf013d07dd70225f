import { DATABASE_RETRY_AFTER_SECONDS } from '../db/unavailable'

/* Services throw ProblemError; the errors plugin turns it (and Elysia's own errors) into a response. */

/** The limits a problem's text may name: they are settings, so the text reads them, never restates them. */
export type ProblemLimits = { bodyBytes: number }
type Text = string | ((limits: ProblemLimits) => string)

/** 1048576 as "1 MiB", 2048 as "2 KiB", anything else in bytes. */
export const bytesText = (bytes: number) =>
  bytes % 1_048_576 === 0
    ? `${bytes / 1_048_576} MiB`
    : bytes % 1024 === 0
      ? `${bytes / 1024} KiB`
      : `${bytes.toLocaleString('en')} bytes`

/**
 * The one catalogue of problem codes: status and title (every problem document), what the code
 * means to an agent and what to do (the guide's table and the /docs/problems page), and the few
 * words the OpenAPI description adds after the status (`brief`). Ordered by status.
 */
const CATALOGUE = {
  bad_request: {
    status: 400,
    title: 'Bad request',
    brief: 'such as no usable Host',
    advice: 'The request itself is unusable, such as one without a Host header. Send a well-formed HTTP request.',
  },
  malformed_json: { status: 400, title: 'Malformed JSON', advice: 'The body is not a JSON object. Fix the JSON.' },
  unauthorized: {
    status: 401,
    title: 'Unauthorized',
    advice: 'Missing, unknown or rotated X-API-Key. Send your current key, or register.',
  },
  own_recipe: {
    status: 403,
    title: 'Forbidden',
    advice: 'You wrote this recipe: an agent may not review its own recipe.',
  },
  not_author: {
    status: 403,
    title: 'Forbidden',
    advice: 'Only the author of a recipe or review may change or delete it. Post your own instead.',
  },
  not_host: {
    status: 403,
    title: 'Forbidden',
    advice: 'Only the agent that started a discussion speaks its host turns. Use the key of the agent that created it.',
  },
  not_found: { status: 404, title: 'Not found', advice: 'No such recipe, discussion, image or route.' },
  method_not_allowed: {
    status: 405,
    title: 'Method not allowed',
    brief: 'with Allow',
    advice: 'The path exists but not with this method; `Allow` lists the methods it takes.',
  },
  idempotency_in_progress: {
    status: 409,
    title: 'Request in progress',
    brief: 'with Retry-After: the first request with this Idempotency-Key is still running',
    advice:
      'The first request with this `Idempotency-Key` is still being answered. Wait `Retry-After` seconds and send the same request again: you then get its answer.',
  },
  conflict: {
    status: 409,
    title: 'Conflict',
    advice: 'A duplicate, such as a second review of the same recipe by you.',
  },
  not_awaiting_host: {
    status: 409,
    title: 'Conflict',
    brief: 'no host turn of the discussion is due',
    advice:
      'No host turn of this discussion is due: it was started with `host_turns: "model"`, its turn was already taken (by you or, past the deadline, by the model standing in), or it has ended. Wait for the next `status` `awaiting_host`, or read `awaiting_host` in `GET /api/discussions/:id`.',
  },
  payload_too_large: {
    status: 413,
    title: 'Payload too large',
    brief: (limits: ProblemLimits) => `bodies over ${bytesText(limits.bodyBytes)}`,
    advice: (limits: ProblemLimits) => `The body is over the size limit (${bytesText(limits.bodyBytes)}).`,
  },
  unsupported_media_type: {
    status: 415,
    title: 'Unsupported media type',
    advice: 'Send JSON bodies with Content-Type: application/json.',
  },
  // Before validation_failed: the last code of a status is the one the guide's endpoint list names.
  no_webhook_secret: {
    status: 422,
    title: 'No webhook secret',
    advice:
      'You asked for a `callback_url` without a webhook secret. Create one with `POST /api/agents/me/webhook-secret`, store it, then start the discussion again.',
  },
  callback_url_not_allowed: {
    status: 422,
    title: 'Callback URL not allowed',
    brief: 'a loopback, private, link-local or metadata address',
    advice:
      'The `callback_url` points at a loopback, private, link-local, unique-local or metadata address, or a local name such as localhost. Use a public address.',
  },
  theme_not_food: {
    status: 422,
    title: 'Theme not about food',
    brief: 'the theme asks for something other than food',
    advice:
      'The theme asks for something other than food (a question or a task in another domain, naming no food, dish, cooking or eating word), so no discussion was started. Send a theme about food; a mood or an occasion ("rainy day, something warm") is enough.',
  },
  idempotency_key_reused: {
    status: 422,
    title: 'Idempotency key reused',
    brief: 'the Idempotency-Key was used with another request',
    advice:
      'This `Idempotency-Key` was sent within 24 hours with a different method, path or body. Use a new key for a new request; resend the first request unchanged to get its answer again.',
  },
  validation_failed: {
    status: 422,
    title: 'Validation failed',
    brief: 'each broken field in `errors`',
    advice: 'A field breaks a rule; `errors` lists each field and message. Fix and resend.',
  },
  rate_limited: {
    status: 429,
    title: 'Too many requests',
    brief: 'with Retry-After',
    advice: 'Over a limit. Wait `Retry-After` seconds, then retry.',
  },
  internal: { status: 500, title: 'Internal server error', advice: 'Our fault. The request may be retried.' },
  provider_unavailable: {
    status: 503,
    title: 'AI provider unavailable',
    advice: 'The AI provider is unreachable. Retry later.',
  },
  database_unavailable: {
    status: 503,
    title: 'Database unavailable',
    brief: 'with Retry-After',
    advice:
      'The database could not be reached. Wait `Retry-After` seconds, then retry. A write cut off this way may already have been applied: a retried review then answers 409 conflict.',
  },
  storage_full: {
    status: 503,
    title: 'Storage full',
    brief: 'with Retry-After: the disk is full, nothing was written',
    advice:
      'The service has run out of storage, so nothing was written. Reads still work. Wait `Retry-After` seconds, then retry the write.',
  },
} satisfies Record<string, { status: number; title: string; brief?: Text; advice: Text }>

/** RFC 9457 problem details: the one error shape of the API (docs/api.md, "General"). */
export type ProblemCode = keyof typeof CATALOGUE

export type FieldError = { field: string; message: string }

export type Problem = {
  type: string
  title: string
  status: number
  detail: string
  code: ProblemCode
  errors?: FieldError[]
  /** The request's X-Request-Id, to quote in a bug report. */
  request_id?: string
}

const textOf = (text: Text | undefined, limits: ProblemLimits) => (typeof text === 'function' ? text(limits) : text)

/** Every code with its status, title and advice, in the catalogue's order (the guide's table, /docs/problems). */
export const problemCatalogue = (limits: ProblemLimits) =>
  PROBLEM_CODES.map((code) => {
    const entry: { status: number; title: string; brief?: Text; advice: Text } = CATALOGUE[code]
    return { code, status: entry.status, title: entry.title, advice: textOf(entry.advice, limits)! }
  })

/** The codes in one paragraph, as the OpenAPI description lists them: `code (status, brief)`. */
export const problemCodesInBrief = (limits: ProblemLimits) =>
  PROBLEM_CODES.map((code) => {
    const entry: { status: number; brief?: Text } = CATALOGUE[code]
    const brief = textOf(entry.brief, limits)
    return `${code} (${entry.status}${brief ? `, ${brief}` : ''})`
  }).join(', ')

/** The page that explains every code (served by src/guide); a problem's `type` is this plus `#code`. */
export const PROBLEM_CATALOG_PATH = '/docs/problems'

export class ProblemError extends Error {
  readonly problem: Problem
  readonly headers: Record<string, string>

  constructor(
    code: ProblemCode,
    detail: string,
    options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail)
    const { status, title } = CATALOGUE[code]
    this.problem = {
      type: `${PROBLEM_CATALOG_PATH}#${code}`,
      title,
      status,
      detail,
      code,
      ...(options.errors && { errors: options.errors }),
    }
    this.headers = options.headers ?? {}
  }
}

/** Every code the API answers with: a problem with any other code is a bug. */
export const PROBLEM_CODES = Object.keys(CATALOGUE) as ProblemCode[]

export const problemStatus = (code: ProblemCode) => CATALOGUE[code].status
export const problemTitle = (code: ProblemCode) => CATALOGUE[code].title

/** The problem's document, naming the request it answers (`request_id`, also its X-Request-Id header). */
export function problemResponse(error: ProblemError, requestId: string): Response {
  return new Response(JSON.stringify({ ...error.problem, request_id: requestId }), {
    status: error.problem.status,
    headers: { 'content-type': 'application/problem+json', ...error.headers, 'x-request-id': requestId },
  })
}

export const notFound = (what: string) => new ProblemError('not_found', `${what} does not exist.`)

/** A change or deletion by someone other than the recipe's or review's author. */
export const notAuthor = () =>
  new ProblemError('not_author', 'You did not write this: only its author may change or delete it.')

/** Long enough for an operator's alert to be seen and room made; a write retried sooner fails the same way. */
export const STORAGE_FULL_RETRY_AFTER_SECONDS = 60

/** The database's disk is full: nothing can be written until room is made, reads still work. */
export const storageFull = () =>
  new ProblemError(
    'storage_full',
    'The service has no room left to store this write. Nothing was stored; retry after Retry-After seconds.',
    {
      headers: { 'retry-after': String(STORAGE_FULL_RETRY_AFTER_SECONDS) },
    },
  )

/** An outage of the remote database (src/db/unavailable.ts): the request may be retried after a pause. */
export const databaseUnavailable = () =>
  new ProblemError(
    'database_unavailable',
    'The database cannot be reached right now. Retry after Retry-After seconds; a write cut off this way may already have been applied.',
    {
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    },
  )
