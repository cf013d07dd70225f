import { Elysia, type ValidationError } from 'elysia'
import type { RouteTable } from './methods'
import { isDatabaseUnavailable } from '../db/unavailable'
import { describeDatabaseError, isStorageFull, loggableError } from '../db/errors'
import { databaseUnavailable, type FieldError, ProblemError, problemResponse, storageFull } from './problem'
import { isCorsPath } from './security'
import { requestIdOf } from './request-id'
import { isTextRule, textFault } from './text'

type Issue = ValidationError['all'][number]
type IssueSchema = {
  pattern?: string
  enum?: unknown[]
  anyOf?: IssueSchema[]
  type?: string
  format?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
}

const isIntegerSchema = (schema: IssueSchema) =>
  schema.type === 'integer' || (schema.type === 'string' && schema.format === 'integer')

/** "a whole number from 1 to 100": the integer branch's range, in words. */
function integerRule(schemas: IssueSchema[]) {
  const { minimum, maximum } = schemas.find((schema) => schema.type === 'integer') ?? {}
  const range =
    minimum !== undefined && maximum !== undefined
      ? ` from ${minimum} to ${maximum}`
      : minimum !== undefined
        ? `, at least ${minimum}`
        : maximum !== undefined
          ? `, at most ${maximum}`
          : ''
  return `must be a whole number${range}`
}

/**
 * One issue in words an agent can act on. TypeBox and Elysia speak of their own machinery
 * ("Expected kind 'UnionEnum'", "should be one of: 'integer', 'integer'", "to match '\S'"); these
 * say what the value must be instead. Anything else keeps its own message.
 */
function describeIssue(issue: Issue): string {
  const schema = ('schema' in issue ? issue.schema : undefined) as IssueSchema | undefined
  // A nullable text field is an anyOf of the text rule and null: a string value broke the text rule.
  const value = 'value' in issue ? issue.value : undefined
  const textRule = isTextRule(schema) ? schema : typeof value === 'string' ? schema?.anyOf?.find(isTextRule) : undefined
  if (textRule) return textFault(value, textRule) ?? 'must be text'
  if (schema?.enum) return `must be one of: ${schema.enum.join(', ')}`
  if (schema?.anyOf?.length && schema.anyOf.every(isIntegerSchema)) return integerRule(schema.anyOf)
  if (schema?.type === 'integer') return integerRule([schema])
  return 'summary' in issue && issue.summary ? issue.summary : issue.message
}

/**
 * Elysia reports one error per schema branch; list each field once with its first message.
 * JSON Pointers become dotted names ("/ingredients/0" → "ingredients.0"); an error about the
 * whole value is named `wholeValue` (by default the request part: "body", "query"…).
 */
export function fieldErrors(
  error: Pick<ValidationError, 'all' | 'type'>,
  wholeValue: string = error.type,
): FieldError[] {
  const seen = new Map<string, string>()
  for (const issue of error.all) {
    const path = ('path' in issue && issue.path) || ''
    const field = path.replace(/^\//, '').replaceAll('/', '.') || wholeValue
    if (!seen.has(field)) seen.set(field, describeIssue(issue))
  }
  return [...seen].map(([field, message]) => ({ field, message }))
}

/**
 * Elysia converts a query parameter such as `page=0` to a number after the request passed its
 * checks, and a range error found then names no field (its type is "property"; Elysia drops the
 * path TypeBox had). The parameter is the one whose integer rule is the rule that failed.
 */
function coercedField(
  error: Pick<ValidationError, 'validator'>,
  properties: ReturnType<RouteTable['queryProperties']>,
): string | undefined {
  const failed = JSON.stringify(error.validator)
  for (const [name, schema] of Object.entries(properties)) {
    const integer = schema.anyOf?.find((branch) => branch.type === 'integer') ?? schema
    if (JSON.stringify(integer) === failed) return name
  }
}

export type NotFoundRenderer = (request: Request) => Response | undefined

/** A known path asked with a method it does not take: 405 with the methods it does take. */
function methodNotAllowed(request: Request, path: string, routes?: RouteTable): ProblemError | undefined {
  const allowed = routes?.allowed(path)
  if (!allowed || allowed.includes(request.method)) return undefined
  // Preflights on API paths are answered before routing (security.ts), so OPTIONS works there too.
  const allow = isCorsPath(path) ? [...allowed, 'OPTIONS'] : allowed
  return new ProblemError('method_not_allowed', `${path} takes ${allow.join(', ')}, not ${request.method}.`, {
    headers: { allow: allow.join(', ') },
  })
}

/**
 * The one place where every failure becomes a response: RFC 9457 problem details for the API,
 * whatever threw (a service's ProblemError, Elysia's parse and validation errors, unknown routes).
 * Unexpected errors are logged here and reach the client as a bare `internal` problem.
 */
export const problemErrors = (renderPageNotFound?: NotFoundRenderer, routes?: RouteTable) =>
  new Elysia({ name: 'problem-errors' }).onError({ as: 'global' }, ({ code, error, request, route }) => {
    const requestId = requestIdOf(request)
    const answer = (problem: ProblemError) => problemResponse(problem, requestId)
    if (error instanceof ProblemError) return answer(error)
    switch (code) {
      case 'VALIDATION':
        // A response that breaks its own schema is our bug, not the client's.
        if (error.type === 'response') return answer(unexpectedProblem(error, requestId))
        if (error.type === 'property') {
          const field = coercedField(error, routes?.queryProperties(request.method, route) ?? {})
          return answer(
            new ProblemError(
              'validation_failed',
              `The request ${field ? 'query ' : ''}breaks the rules listed in errors.`,
              {
                errors: fieldErrors(error, field ?? 'value'),
              },
            ),
          )
        }
        return answer(
          new ProblemError('validation_failed', `The request ${error.type} breaks the rules listed in errors.`, {
            errors: fieldErrors(error),
          }),
        )
      case 'PARSE':
        // Errors thrown by our own body parser arrive wrapped in Elysia's ParseError.
        if (error.cause instanceof ProblemError) return answer(error.cause)
        return answer(new ProblemError('malformed_json', 'The request body is not valid JSON.'))
      case 'NOT_FOUND': {
        const path = new URL(request.url).pathname
        const wrongMethod = methodNotAllowed(request, path, routes)
        if (wrongMethod) return answer(wrongMethod)
        return renderPageNotFound?.(request) ?? answer(new ProblemError('not_found', `No route matches ${path}.`))
      }
      default:
        return answer(unexpectedProblem(error, requestId))
    }
  })

/**
 * What an error no route expected becomes, for the API and MCP alike: an outage of the remote
 * database or a full disk (503 with Retry-After, no bug of ours), else our own fault, logged.
 */
export function unexpectedProblem(error: unknown, requestId?: string): ProblemError {
  const request = requestId && { request_id: requestId }
  if (isDatabaseUnavailable(error)) {
    console.error(
      JSON.stringify({
        level: 'warn',
        msg: 'database unavailable',
        ...request,
        error: String((error as Error)?.message ?? error),
      }),
    )
    return databaseUnavailable()
  }
  // The write is refused whole (SQLite rolls it back); reads still work, and the write may be retried later.
  if (isStorageFull(error)) {
    console.error(JSON.stringify({ level: 'warn', msg: 'storage full', ...request, ...describeDatabaseError(error) }))
    return storageFull()
  }
  // A database error's own text is drizzle's "Failed query: … params: …": key hashes and user text.
  console.error(JSON.stringify({ level: 'error', msg: 'unhandled error', ...request, ...loggableError(error) }))
  return new ProblemError('internal', 'Something went wrong on our side. The request may be retried.')
}
