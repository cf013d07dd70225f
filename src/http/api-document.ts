import { toOpenAPISchema, unwrapSchema } from '@elysiajs/openapi/openapi'
import type { TSchema } from '@sinclair/typebox'
import type { AnyElysia } from 'elysia'
import { PROBLEM_CODES, problemStatus } from './problem'
import { withPortableText } from './text'

/**
 * The OpenAPI document, as the wire answers. Elysia's OpenAPI plugin builds it from the routes'
 * schemas; what it gets wrong is set right here, once, when the app is built:
 *
 * - It is built from live schema objects, which Elysia changes as it compiles routes on their
 *   first request (`additionalProperties` appeared after requests), so it is taken once, before
 *   any request, and kept as JSON.
 * - Only the API is in it: /api/* and /health. Pages, the form and static files are for people.
 * - Errors are declared as `application/problem+json` with the named Problem schema, the picture
 *   as `image/png`, and JSON bodies as JSON only (the API answers 415 to anything else).
 * - A query integer is Elysia's `string | integer` union with a string default of 0; it is typed
 *   `integer` here, as the API takes it. `nullable` next to a type list (invalid in 3.1) goes.
 * - Every operation with a path parameter declares the 422 a badly encoded one gets.
 * - Response headers the API sends are declared: X-Request-Id, X-Discussion-Id, RateLimit-Policy and
 *   RateLimit, Retry-After.
 * - The main records are named under components/schemas, so generated clients get named types.
 * - A `304` has no content (Prism and other validating proxies check that it has none).
 * - An event stream names its events' payloads: OpenAPI 3.1 cannot type the items of a
 *   `text/event-stream`, so `x-itemSchema` holds what OpenAPI 3.2's `itemSchema` would (one
 *   item per event: `event`, `id`, and `data` as JSON of the named payload schema).
 * - The text formats checked in code (`visible-text`, `well-formed-text`) are said in words in the
 *   field's description instead (src/http/text.ts): strict validators refuse unknown formats.
 * - `page` and `cursor` exclude each other: parameters cannot say so in JSON Schema, so the
 *   operation lists them in `x-mutually-exclusive-parameters` (and the API answers 422).
 */

/** A JSON object of the document; what is under its keys is checked where it is read. */
type Json = Record<string, unknown>
/** The document as built here: its paths and components are objects, the rest as the plugin wrote it. */
type Document = Json & {
  paths: Json
  components: Json & { schemas: Json }
}
export type ApiDocument = Json

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
/** The object `value` is, or undefined when it is none (a missing or non-object key of the document). */
const asObject = (value: unknown): Json | undefined => (isObject(value) ? value : undefined)

/** Elysia's numeric coercion union: a numeric string or the number itself. */
const isNumericUnion = (schema: Json): schema is Json & { anyOf: unknown[] } =>
  Array.isArray(schema.anyOf) &&
  schema.anyOf.length === 2 &&
  schema.anyOf.some(
    (branch) =>
      isObject(branch) && branch.type === 'string' && (branch.format === 'integer' || branch.format === 'numeric'),
  ) &&
  schema.anyOf.some((branch) => isObject(branch) && (branch.type === 'integer' || branch.type === 'number'))

/** One schema (and everything under it) as the wire has it. */
function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalize)
  if (!isObject(value)) return value
  let schema: Json = { ...value }
  if (isNumericUnion(schema)) {
    const { anyOf, ...outer } = schema
    const number = anyOf.find((branch) => isObject(branch) && branch.type !== 'string')
    schema = { ...asObject(number), ...outer }
  }
  if (Array.isArray(schema.type)) delete schema.nullable
  // No schema here says false: Elysia adds it to the live objects as it compiles a route, so an app
  // built after another one served requests would otherwise document it (and bodies with extra
  // properties are accepted, the extras ignored).
  if (schema.additionalProperties === false) delete schema.additionalProperties
  return Object.fromEntries(Object.entries(schema).map(([key, child]) => [key, normalize(child)]))
}

/** Key order never matters to a schema; this compares two by content. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : isObject(value)
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
          .join(',')}}`
      : JSON.stringify(value)

const OPENAPI_VERSION = '3.1.0'

/** The named schemas: request bodies as Elysia reads them (input), answers as it sends them (output). */
export type NamedSchemas = { requests: Record<string, TSchema>; responses: Record<string, TSchema> }

/**
 * A `t` schema as the document writes it, as a request (input) or an answer (output), through JSON
 * as the paths were: a key set to undefined (CategorySchema's default) is no key. MCP's outputSchema
 * is written the same way (then with its text formats in words, as the finished document has them).
 */
export const wireSchema = (schema: TSchema, io: 'input' | 'output') =>
  normalize(JSON.parse(JSON.stringify(unwrapSchema(schema, undefined, io, OPENAPI_VERSION))))

/** Replaces every schema equal to a named one by a reference to it, largest match first. */
function nameSchemas(document: Document, named: NamedSchemas) {
  const forms = (schemas: Record<string, TSchema>, io: 'input' | 'output') =>
    Object.entries(schemas).map(([name, schema]) => [name, wireSchema(schema, io)] as const)
  const schemas = [...forms(named.requests, 'input'), ...forms(named.responses, 'output')]
  const names = new Map(schemas.map(([name, schema]) => [canonical(schema), name]))
  const refer = (value: unknown, self?: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => refer(item))
    if (!isObject(value)) return value
    const name = names.get(canonical(value))
    if (name && name !== self) return { $ref: `#/components/schemas/${name}` }
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, refer(child)]))
  }
  document.paths = refer(document.paths) as Json
  document.components.schemas = Object.fromEntries(schemas.map(([name, schema]) => [name, refer(schema, name)]))
}

const PROBLEM_REF = { $ref: '#/components/schemas/Problem' }

const HEADERS = {
  'RateLimit-Policy': {
    description:
      'IETF httpapi RateLimit draft: each limit this request counted against (with RATE_LIMIT on), a Structured Fields list of its name, `q` (quota) and `w` (window, seconds), such as `"writes";q=60;w=60, "recipes";q=50;w=86400`.',
    schema: { type: 'string' },
  },
  RateLimit: {
    description:
      'Where this request left each of those limits: its name, `r` (requests remaining) and `t` (seconds until its window starts over), such as `"writes";r=59;t=42, "recipes";r=49;t=3600`.',
    schema: { type: 'string' },
  },
  'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } },
  'X-Request-Id': {
    description:
      'The id of this request: yours when you sent a well-formed `X-Request-Id` (1–128 of `A-Z a-z 0-9 . _ : -`), else a new one. Problem documents repeat it as `request_id`; quote it in a bug report.',
    required: true,
    schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,128}$' },
  },
  'X-Discussion-Id': {
    description: 'The id of the discussion this stream belongs to.',
    required: true,
    schema: { type: 'string' },
  },
}
/** Request parameters several operations share. */
const PARAMETERS = {
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Makes a retry safe (IETF Idempotency-Key draft): 1–255 visible ASCII characters (a UUID is a good choice), bare or in double quotes. Kept 24 hours, per API key (per client address for registration).',
    schema: {
      type: 'string',
      minLength: 1,
      maxLength: 257,
      pattern: '^("[\\x21-\\x7e]{1,255}"|[\\x21-\\x7e]{1,255})$',
    },
  },
}

const header = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` })
const RATE_HEADERS = {
  'RateLimit-Policy': header('RateLimit-Policy'),
  RateLimit: header('RateLimit'),
}

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK.',
  '201': 'Created.',
  '204': 'No content.',
  '304': 'Not modified: the ETag sent in If-None-Match still holds.',
}

/** "Problem details: bad_request or malformed_json.": the codes a status can carry. */
const problemDescription = (status: number) => {
  const codes = PROBLEM_CODES.filter((code) => problemStatus(code) === status)
  return codes.length ? `Problem details: ${codes.join(' or ')}.` : 'Problem details.'
}

/** One SSE item per event of the stream, as OpenAPI 3.2's itemSchema describes `text/event-stream`. */
const eventItemSchema = (events: Record<string, string>) => ({
  type: 'object',
  required: ['event', 'data'],
  properties: {
    id: { type: 'string', description: 'Increasing integer; send the last one as Last-Event-ID to resume.' },
    event: { type: 'string' },
    data: { type: 'string' },
  },
  oneOf: Object.entries(events).map(([event, name]) => ({
    properties: {
      event: { const: event },
      data: { contentMediaType: 'application/json', contentSchema: { $ref: `#/components/schemas/${name}` } },
    },
  })),
})

/** Each operation's responses and body as the API sends and takes them. */
function fixOperation(path: string, method: string, operation: Json, events: Record<string, string>) {
  // Public operations say so: no security requirement, rather than none stated.
  operation.security ??= []
  const requestBody = asObject(operation.requestBody)
  const body = asObject(requestBody?.content)?.['application/json']
  if (requestBody && body) requestBody.content = { 'application/json': body }
  operation.responses ??= {}
  // The plugin writes each response as an object, keyed by status.
  const responses = operation.responses as Record<string, Json>
  const parameters = Array.isArray(operation.parameters) ? operation.parameters.filter(isObject) : []
  // A path parameter that is not valid percent-encoded UTF-8 (`%FF`) is a 422 before any route runs.
  if (parameters.some((parameter) => parameter.in === 'path')) responses['422'] ??= {}
  const limited = '429' in responses
  // Any operation may meet a database that cannot be reached, and a write a full disk: 503 with Retry-After.
  responses['503'] ??= {}
  for (const [status, response] of Object.entries(responses)) {
    const code = Number(status)
    if (code >= 400) {
      responses[status] = {
        description: problemDescription(code),
        headers: {
          'X-Request-Id': header('X-Request-Id'),
          ...((code === 429 || code === 503) && { 'Retry-After': header('Retry-After') }),
          ...(code === 429 && RATE_HEADERS),
        },
        content: { 'application/problem+json': { schema: PROBLEM_REF } },
      }
      continue
    }
    response.headers = { 'X-Request-Id': header('X-Request-Id'), ...asObject(response.headers) }
    // A 204 or 304 has no body; the plugin writes its empty schema as an invalid `content`.
    if (code === 204 || code === 304) delete response.content
    const stream = asObject(asObject(response.content)?.['text/event-stream'])
    if (stream) stream['x-itemSchema'] = eventItemSchema(events)
    if (code >= 200 && code < 300 && limited) response.headers = { ...asObject(response.headers), ...RATE_HEADERS }
    // The plugin's placeholder for a schema without a description.
    if (typeof response.description === 'string' && /^Response for status/.test(response.description))
      response.description = STATUS_TEXT[status] ?? response.description
  }
  if (path.startsWith('/api/images/{id}') && responses['200']) {
    // A picture is a PNG; its renditions (/api/images/{id}/{rendition}) WebP or PNG, as their name says.
    const types = path === '/api/images/{id}' ? ['image/png'] : ['image/webp', 'image/png']
    responses['200'] = {
      description: responses['200'].description,
      headers: responses['200'].headers,
      content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
    }
    // A picture never changes (a new one gets a new id): its ETag is answered with a 304.
    responses['304'] ??= { description: STATUS_TEXT['304'] }
  }
  if (path === '/api/discussions/create' && method === 'post' && responses['200'])
    responses['200'].headers = {
      'X-Discussion-Id': header('X-Discussion-Id'),
      ...asObject(responses['200'].headers),
    }
  // A creating route marked `x-idempotent` in its detail takes Idempotency-Key (src/idempotency/plugin.ts).
  if (operation['x-idempotent'] === true)
    operation.parameters = [...parameters, { $ref: '#/components/parameters/IdempotencyKey' }]
  const query = new Set(parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name))
  if (query.has('page') && query.has('cursor')) operation['x-mutually-exclusive-parameters'] = [['page', 'cursor']]
}

/** Where the document is for: the JSON API and the health check. */
const isApiPath = (path: string) => path.startsWith('/api/') || path === '/health'

/** `events`: each event name of the discussion streams and the component schema of its `data`. */
export type DocumentBase = {
  info: Json
  tags: Json[]
  securitySchemes: Json
  named: NamedSchemas
  events: Record<string, string>
  /** What the service sends to others' URLs (OpenAPI 3.1 top-level `webhooks`), as is. */
  webhooks?: Json
}

/** Builds the document from every route of `app`; call once all routes are registered, before any request. */
export function buildApiDocument(app: AnyElysia, base: DocumentBase): ApiDocument {
  const { paths } = toOpenAPISchema(app, undefined, undefined, undefined, OPENAPI_VERSION)
  const document: Document = {
    openapi: OPENAPI_VERSION,
    info: base.info,
    // Relative: the document describes whichever host served it.
    servers: [{ url: '/', description: 'This server' }],
    tags: base.tags,
    paths: {},
    components: { schemas: {}, headers: HEADERS, parameters: PARAMETERS, securitySchemes: base.securitySchemes },
    ...(base.webhooks && { webhooks: base.webhooks }),
  }
  // The plugin's paths, each a set of operations keyed by method, each operation an object.
  const operationsByPath = JSON.parse(JSON.stringify(paths)) as Record<string, Record<string, Json>>
  for (const [path, operations] of Object.entries(operationsByPath)) {
    if (!isApiPath(path)) continue
    for (const [method, operation] of Object.entries(operations)) fixOperation(path, method, operation, base.events)
    document.paths[path] = normalize(operations)
  }
  nameSchemas(document, base.named)
  return withPortableText(document) as ApiDocument
}
