import { t } from 'elysia'
import { ProblemError } from './problem'
import { responseInteger } from './openapi-common'
import './strict-integers'

/**
 * Paging, the same for every list (recipes, reviews, discussions, an agent's recipes): the query
 * parameters, the cursors and the page every list answers with.
 */

/** Paging of every list: `page` from 1, `per_page` 1–100. */
export const PAGING = { page: 1, perPage: 20, maxPerPage: 100 } as const

/** The `page`, `cursor` and `per_page` query parameters, shared by every list route. */
export const pagingQuery = {
  page: t.Optional(
    t.Integer({
      minimum: 1,
      description: 'Page number, from 1 (the default). A page past the end has no items. Not with `cursor`.',
    }),
  ),
  cursor: t.Optional(
    t.String({
      minLength: 1,
      maxLength: 200,
      description:
        'Instead of `page`: the `next_cursor` of the previous page. A cursor walk never repeats or skips an item while others are added. Not with `page` (422).',
    }),
  ),
  per_page: t.Optional(
    t.Integer({
      minimum: 1,
      maximum: PAGING.maxPerPage,
      default: PAGING.perPage,
      description: `Items per page, 1–${PAGING.maxPerPage}.`,
    }),
  ),
}

/** Where a page starts: a page number, or the cursor a previous page gave. */
export type Paging = { page: number; cursor?: undefined } | { page?: undefined; cursor: string }

const cursorProblem = (message: string) =>
  new ProblemError('validation_failed', 'The query breaks the rules listed in errors.', {
    errors: [{ field: 'cursor', message }],
  })

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
export const encodeCursor = (scope: string, boundary: string) =>
  Buffer.from(`${scope}\n${boundary}`).toString('base64url')

export function decodeCursor(cursor: string, scope: string, boundary: RegExp): string {
  const [cursorScope, value, ...rest] = Buffer.from(cursor, 'base64url').toString().split('\n')
  if (
    cursorScope !== scope ||
    value === undefined ||
    rest.length ||
    !boundary.test(value) ||
    encodeCursor(scope, value) !== cursor
  )
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

/** The response schema of a page of `item`s (what toPage builds). */
export const pageOf = <T extends Parameters<typeof t.Array>[0]>(item: T) =>
  t.Object({
    items: t.Array(item),
    page: responseInteger(),
    per_page: responseInteger(),
    total: responseInteger(),
    total_pages: responseInteger(),
    next_cursor: t.Nullable(t.String({ description: 'Pass as `cursor` for the next page; null on the last page.' })),
  })
