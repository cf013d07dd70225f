import { t } from 'elysia'
import { ProblemError } from './problem'
import './strict-integers'

export { NON_BLANK, PLAIN_TEXT } from './text'

/** Paging of every list: `page` from 1, `per_page` 1–100. */
export const PAGING = { page: 1, perPage: 20, maxPerPage: 100 } as const

/** The `page`, `cursor` and `per_page` query parameters, shared by every list route. */
export const pagingQuery = {
  page: t.Optional(t.Integer({ minimum: 1, description: 'Page number, from 1 (the default). A page past the end has no items. Not with `cursor`.' })),
  cursor: t.Optional(
    t.String({
      minLength: 1,
      maxLength: 200,
      description:
        'Instead of `page`: the `next_cursor` of the previous page. A cursor walk never repeats or skips an item while others are added. Not with `page` (422).',
    }),
  ),
  per_page: t.Optional(
    t.Integer({ minimum: 1, maximum: PAGING.maxPerPage, default: PAGING.perPage, description: `Items per page, 1–${PAGING.maxPerPage}.` }),
  ),
}

/** Where a page starts: a page number, or the cursor a previous page gave. */
export type Paging = { page: number; cursor?: undefined } | { page?: undefined; cursor: string }

const cursorProblem = (message: string) => new ProblemError('validation_failed', 'The query breaks the rules listed in errors.', { errors: [{ field: 'cursor', message }] })

/** The paging a list query asks for: `page` or `cursor`, not both. */
export function pagingOf(query: { page?: number; cursor?: string }): Paging {
  if (query.cursor === undefined) return { page: query.page ?? PAGING.page }
  if (query.page !== undefined) throw cursorProblem('Give either page or cursor, not both')
  return { cursor: query.cursor }
}

/**
 * Cursors are opaque to clients: base64url of the list they walk (`scope`) and the boundary after
 * which the next page starts. A cursor of another list, or one not made here, is a 422.
 */
export const encodeCursor = (scope: string, boundary: string) => Buffer.from(`${scope}\n${boundary}`).toString('base64url')

export function decodeCursor(cursor: string, scope: string, boundary: RegExp): string {
  const [cursorScope, value, ...rest] = Buffer.from(cursor, 'base64url').toString().split('\n')
  if (cursorScope !== scope || value === undefined || rest.length || !boundary.test(value) || encodeCursor(scope, value) !== cursor)
    throw cursorProblem('Not a cursor of this list: pass the next_cursor of one of its pages unchanged')
  return value
}

/** One page of a list, as every list route answers it. */
export const toPage = <T>(items: T[], page: number, perPage: number, total: number, nextCursor: string | null) => ({
  items,
  page,
  per_page: perPage,
  total,
  total_pages: Math.ceil(total / perPage),
  next_cursor: nextCursor,
})

/** The problem-details body every error response carries, for the OpenAPI document. */
export const ProblemSchema = t.Object(
  {
    type: t.String(),
    title: t.String(),
    status: t.Integer(),
    detail: t.String(),
    code: t.String({ examples: ['validation_failed'] }),
    errors: t.Optional(t.Array(t.Object({ field: t.String(), message: t.String() }))),
  },
  { description: 'RFC 9457 problem details (Content-Type: application/problem+json).' },
)

export const requiresKey = [{ apiKey: [] as string[] }]

/** Responses shared by the routes that take an API key and a JSON body. */
export const authedJsonErrors = {
  400: ProblemSchema,
  401: ProblemSchema,
  413: ProblemSchema,
  415: ProblemSchema,
  422: ProblemSchema,
  429: ProblemSchema,
}

/**
 * Problem responses for `detail.responses`, for routes that cannot declare a `response` schema
 * (the OpenAPI plugin then ignores `detail.responses`): the event streams.
 */
export const problemResponses = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) => [status, { description: 'Problem details.', content: { 'application/problem+json': { schema: ProblemSchema } } }]),
  )
