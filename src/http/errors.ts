import { Elysia, ValidationError } from 'elysia'
import type { AllowedMethods } from './methods'
import { type FieldError, ProblemError, problemResponse } from './problem'
import { isCorsPath } from './security'

/**
 * Elysia reports one error per schema branch; list each field once with its first message.
 * JSON Pointers become dotted names ("/ingredients/0" → "ingredients.0"); an error about the
 * whole value is named `wholeValue` (by default the request part: "body", "query"…).
 */
export function fieldErrors(error: Pick<ValidationError, 'all' | 'type'>, wholeValue: string = error.type): FieldError[] {
  const seen = new Map<string, string>()
  for (const issue of error.all) {
    const path = ('path' in issue && issue.path) || ''
    const field = path.replace(/^\//, '').replaceAll('/', '.') || wholeValue
    if (!seen.has(field)) seen.set(field, 'summary' in issue && issue.summary ? issue.summary : issue.message)
  }
  return [...seen].map(([field, message]) => ({ field, message }))
}

export type NotFoundRenderer = (request: Request) => Response | undefined

/** A known path asked with a method it does not take: 405 with the methods it does take. */
function methodNotAllowed(request: Request, path: string, allowedMethods?: AllowedMethods): Response | undefined {
  const allowed = allowedMethods?.(path)
  if (!allowed || allowed.includes(request.method)) return undefined
  // Preflights on API paths are answered before routing (security.ts), so OPTIONS works there too.
  const allow = isCorsPath(path) ? [...allowed, 'OPTIONS'] : allowed
  return problemResponse(
    new ProblemError('method_not_allowed', `${path} takes ${allow.join(', ')}, not ${request.method}.`, { headers: { allow: allow.join(', ') } }),
  )
}

/**
 * The one place where every failure becomes a response: RFC 9457 problem details for the API,
 * whatever threw (a service's ProblemError, Elysia's parse and validation errors, unknown routes).
 * Unexpected errors are logged here and reach the client as a bare `internal` problem.
 */
export const problemErrors = (renderPageNotFound?: NotFoundRenderer, allowedMethods?: AllowedMethods) =>
  new Elysia({ name: 'problem-errors' }).onError({ as: 'global' }, ({ code, error, request }) => {
    if (error instanceof ProblemError) return problemResponse(error)
    switch (code) {
      case 'VALIDATION':
        // A response that breaks its own schema is our bug, not the client's.
        if (error.type === 'response') return internalError(error)
        return problemResponse(
          new ProblemError('validation_failed', `The request ${error.type} breaks the rules listed in errors.`, {
            errors: fieldErrors(error),
          }),
        )
      case 'PARSE':
        // Errors thrown by our own body parser arrive wrapped in Elysia's ParseError.
        if (error.cause instanceof ProblemError) return problemResponse(error.cause)
        return problemResponse(new ProblemError('malformed_json', 'The request body is not valid JSON.'))
      case 'NOT_FOUND': {
        const path = new URL(request.url).pathname
        return (
          methodNotAllowed(request, path, allowedMethods) ??
          renderPageNotFound?.(request) ??
          problemResponse(new ProblemError('not_found', `No route matches ${path}.`))
        )
      }
      default:
        return internalError(error)
    }
  })

function internalError(error: unknown) {
  console.error(JSON.stringify({ level: 'error', msg: 'unhandled error', error: String(error), stack: (error as Error)?.stack }))
  return problemResponse(new ProblemError('internal', 'Something went wrong on our side. The request may be retried.'))
}
