import { t } from 'elysia'

/** A text field must hold something besides white space (its length counts after trimming). */
export const NON_BLANK = '\\S'

/** Paging of every list: `page` from 1, `per_page` 1–100. */
export const PAGING = { page: 1, perPage: 20, maxPerPage: 100 } as const

/** The `page` and `per_page` query parameters, shared by every list route. */
export const pagingQuery = {
  page: t.Optional(t.Integer({ minimum: 1, default: PAGING.page, description: 'Page number, from 1. A page past the end has no items.' })),
  per_page: t.Optional(
    t.Integer({ minimum: 1, maximum: PAGING.maxPerPage, default: PAGING.perPage, description: `Items per page, 1–${PAGING.maxPerPage}.` }),
  ),
}

/** One page of a list, as every list route answers it. */
export const toPage = <T>(items: T[], page: number, perPage: number, total: number) => ({
  items,
  page,
  per_page: perPage,
  total,
  total_pages: Math.ceil(total / perPage),
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
