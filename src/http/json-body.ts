import { Elysia } from 'elysia'
import { tooLarge } from './front-door'
import { ProblemError } from './problem'

async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    if (Number(declared) > limit) throw tooLarge(limit)
    // A body of a declared length (Bun's server reads no more than it declares) is read whole by Bun
    // itself: through its stream, each request paid for the stream and a promise per chunk (issue 35).
    return new Uint8Array(await request.arrayBuffer())
  }
  if (!request.body) return new Uint8Array()
  // Chunked bodies carry no length: count while reading and stop at the limit.
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of request.body) {
    size += chunk.byteLength
    if (size > limit) throw tooLarge(limit)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * `{"toString": 0}` parses into an object that throws when turned into a string, which Elysia
 * does while describing a validation error (a 500 instead of a 422); and a `__proto__` key
 * becomes an object's prototype once Elysia merges defaults into the body. No field of this API
 * has those names, so they are dropped as they are parsed.
 */
const DROPPED_KEYS = new Set(['toString', 'valueOf', '__proto__'])
export const withoutUnsafeKeys = (key: string, value: unknown) => (DROPPED_KEYS.has(key) ? undefined : value)

/** Parses a JSON API body under the rules of docs/api.md: 415, 413, then 400 for anything but a JSON object. */
/** An empty body counts as no body: a route that needs one then answers 422. */
async function parseJsonObject(request: Request, limit: number): Promise<Record<string, unknown> | undefined> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type))
    throw new ProblemError('unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.')
  const bytes = await readLimited(request, limit)
  if (bytes.byteLength === 0) return undefined
  let value: unknown
  try {
    value = JSON.parse(utf8.decode(bytes), withoutUnsafeKeys)
  } catch {
    throw new ProblemError('malformed_json', 'The request body is not valid UTF-8 JSON.')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ProblemError('malformed_json', 'The request body must be a JSON object.')
  return value as Record<string, unknown>
}

/** Every body under /api is JSON; other paths (HTML forms) keep Elysia's own parsers. */
export const jsonBodies = (limit: number) =>
  new Elysia({ name: 'json-bodies' }).onParse({ as: 'global' }, ({ request, path }) => {
    // A bodiless POST (such as key rotation) has nothing to parse; a route that needs a body then fails validation.
    // The header first: asking for `request.body` builds its stream.
    if (path.startsWith('/api/') && (request.headers.get('content-type') || request.body))
      return parseJsonObject(request, limit)
  })
