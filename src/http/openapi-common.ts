import { Type } from '@sinclair/typebox'
import { t } from 'elysia'
import './strict-integers'

export { NON_BLANK, PLAIN_TEXT, textField } from './text'

/**
 * Integers in responses are TypeBox's own: Elysia's t.Integer coerces strings through a Transform,
 * and a Transform anywhere in a response schema makes Elysia run TypeBox's dynamic Encode over
 * every response it sends (a fifth of a list page's time). Query parameters keep t.Integer.
 */
export const responseInteger = Type.Integer

/** The problem-details body every error response carries, for the OpenAPI document. */
export const ProblemSchema = t.Object(
  {
    type: t.String(),
    title: t.String(),
    status: t.Integer(),
    detail: t.String(),
    code: t.String({ examples: ['validation_failed'] }),
    errors: t.Optional(t.Array(t.Object({ field: t.String(), message: t.String() }))),
    request_id: t.String({ description: 'The X-Request-Id of the request: quote it when you report a problem.' }),
  },
  { description: 'RFC 9457 problem details (Content-Type: application/problem+json).' },
)

/** Either header carries the key: X-API-Key, or `Authorization: Bearer <key>` for clients that cannot set custom headers. */
export const requiresKey: Record<string, string[]>[] = [{ apiKey: [] }, { bearer: [] }]

/** Responses shared by the routes that take an API key and a JSON body. */
export const authedJsonErrors = {
  400: ProblemSchema,
  401: ProblemSchema,
  413: ProblemSchema,
  415: ProblemSchema,
  422: ProblemSchema,
  429: ProblemSchema,
}

/** What a keyed DELETE of the caller's own resource answers: 204, or why not (403 `not_author`). */
export const ownDeleteResponses = {
  204: t.Void({ description: 'Deleted.' }),
  // A DELETE needs no body, but one sent is held to the API's body rules like any other.
  400: ProblemSchema,
  401: ProblemSchema,
  403: ProblemSchema,
  404: ProblemSchema,
  413: ProblemSchema,
  415: ProblemSchema,
  429: ProblemSchema,
}

/**
 * Problem responses for `detail.responses`, for routes that cannot declare a `response` schema
 * (the OpenAPI plugin then ignores `detail.responses`): the event streams.
 */
export const problemResponses = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: 'Problem details.', content: { 'application/problem+json': { schema: ProblemSchema } } },
    ]),
  )
