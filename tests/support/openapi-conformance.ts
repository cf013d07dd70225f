import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

/**
 * Checks answers against the OpenAPI document, as a validating proxy (Prism) would: the status
 * must be documented for the operation, the content type must be one it documents (none for a
 * 204 or 304), and a JSON body must match the documented schema. The harness runs every answer
 * of an app it built through this, so every request of the suite is also a check of the document.
 *
 * Only operations the document has are checked: an unknown path or method is the router's 404 or
 * 405, which no document can describe. Event streams are checked by status and content type only
 * (their items are typed by `x-itemSchema`, and reading one would wait for the stream to end).
 */

type Json = Record<string, any>
type Operation = { pattern: RegExp; literal: number; method: string; path: string; operation: Json }

export type Mismatch = { request: string; status: number; problem: string }

export function createConformanceChecker(document: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema({ $id: 'openapi.json', components: document.components })

  // Literal paths first (/api/agents/me before /api/agents/{id}).
  const operations: Operation[] = Object.entries(document.paths as Json)
    .flatMap(([path, methods]) =>
      Object.entries(methods as Json).map(([method, operation]) => ({
        pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        literal: path.split('{').length,
        method: method.toUpperCase(),
        path,
        operation,
      })),
    )
    .sort((a, b) => a.literal - b.literal)

  const validators = new Map<object, ReturnType<typeof ajv.compile>>()
  const validatorOf = (schema: Json) => {
    let validate = validators.get(schema)
    if (!validate) {
      // Refs in the document point at its root: resolve them against the schema added above.
      validate = ajv.compile(
        JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')),
      )
      validators.set(schema, validate)
    }
    return validate
  }

  /** What is wrong with this answer, or undefined when the document describes it. */
  return async function check(request: Request, response: Response): Promise<string | undefined> {
    const { pathname } = new URL(request.url)
    const method = request.method === 'HEAD' ? 'GET' : request.method
    // The router takes the most literal path that matches, whatever its methods (then 405).
    const path = operations.find((candidate) => candidate.pattern.test(pathname))?.path
    const found = operations.find((candidate) => candidate.path === path && candidate.method === method)
    if (!found) return undefined
    const where = `${method} ${found.path} → ${response.status}`
    const documented = found.operation.responses?.[String(response.status)] ?? found.operation.responses?.default
    if (!documented)
      return `${where}: status not documented (documented: ${Object.keys(found.operation.responses ?? {}).join(', ')})`
    const contentType = response.headers.get('content-type')?.split(';')[0]?.trim()
    const content = documented.content as Json | undefined
    if (!content) {
      const body = await response.clone().arrayBuffer()
      return body.byteLength ? `${where}: a body (${contentType}) where the document says none` : undefined
    }
    if (!contentType || !(contentType in content))
      return `${where}: content type ${contentType} not documented (${Object.keys(content).join(', ')})`
    if (!contentType.endsWith('json') || request.method === 'HEAD') return undefined
    // As a client reads it: decoded from the Content-Encoding the answer names.
    const bytes = new Uint8Array(await response.clone().arrayBuffer())
    const encoding = response.headers.get('content-encoding')
    const body = JSON.parse(
      new TextDecoder().decode(
        encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes,
      ),
    )
    const validate = validatorOf(content[contentType].schema)
    if (validate(body)) return undefined
    return `${where}: body breaks the schema: ${ajv.errorsText(validate.errors, { separator: '; ' })}`
  }
}
