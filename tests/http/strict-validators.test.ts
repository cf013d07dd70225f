import { describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { createMcpServer } from '../../src/mcp/server'
import { TOOLS } from '../../src/mcp/tools'
import { createTestApp } from '../support/harness'

/**
 * What a developer's tools do with the OpenAPI document and the MCP tools (issue 36): Ajv with its
 * default options (strict mode: an unknown keyword or format stops it; the standard formats come
 * from ajv-formats, as Ajv's own docs add them) compiles every schema; openapi-typescript's
 * defaults generate types a client can be written against by readable operation names.
 */

const strictAjv = () => {
  const ajv = new Ajv2020()
  addFormats(ajv)
  return ajv
}

/** Every schema object an operation, a webhook or a component holds, with where it is. */
function schemasOf(document: Record<string, any>): [string, unknown][] {
  const found: [string, unknown][] = []
  const visit = (where: string, operation: Record<string, any>) => {
    for (const parameter of operation.parameters ?? [])
      if (parameter.schema) found.push([`${where} parameter ${parameter.name}`, parameter.schema])
    for (const [type, content] of Object.entries<any>(operation.requestBody?.content ?? {}))
      found.push([`${where} body ${type}`, content.schema])
    for (const [status, response] of Object.entries<any>(operation.responses ?? {})) {
      for (const [type, content] of Object.entries<any>(response.content ?? {}))
        if (content.schema) found.push([`${where} ${status} ${type}`, content.schema])
      for (const [name, header] of Object.entries<any>(response.headers ?? {}))
        if (header.schema) found.push([`${where} ${status} header ${name}`, header.schema])
    }
  }
  for (const [path, operations] of Object.entries<any>(document.paths))
    for (const [method, operation] of Object.entries<any>(operations)) visit(`${method} ${path}`, operation)
  for (const [name, webhook] of Object.entries<any>(document.webhooks ?? {})) visit(`webhook ${name}`, webhook.post)
  for (const [name, schema] of Object.entries<any>(document.components.schemas)) found.push([name, schema])
  for (const [name, header] of Object.entries<any>(document.components.headers))
    found.push([`header ${name}`, header.schema])
  for (const [name, parameter] of Object.entries<any>(document.components.parameters))
    found.push([`parameter ${name}`, parameter.schema])
  return found
}

/** Compiling the whole document with Ajv, or type-checking a generated client with tsc, takes seconds of CPU. */
const GENERATOR_MS = 30_000

describe('strict validators and generators take the OpenAPI document', async () => {
  const app = await createTestApp()
  const document = await (await app.request('/openapi.json')).json()

  test('no schema uses a format of our own', () => {
    const text = JSON.stringify(document)
    expect(text).not.toContain('"format":"visible-text"')
    expect(text).not.toContain('"format":"well-formed-text"')
    // The rule is said in words where the format was.
    expect(document.components.schemas.RecipeInput.properties.title_en.description).toContain('Must show something')
  })

  test(
    'Ajv with default options compiles every schema of the document',
    () => {
      const ajv = strictAjv()
      // Component references resolve inside one schema resource that holds the components.
      const resource = JSON.parse(
        JSON.stringify({ $id: 'openapi.json', $defs: document.components.schemas }).replaceAll(
          '#/components/schemas/',
          'openapi.json#/$defs/',
        ),
      )
      ajv.addSchema(resource)
      const failures: string[] = []
      for (const [where, schema] of schemasOf(document)) {
        const local = JSON.parse(JSON.stringify(schema).replaceAll('#/components/schemas/', 'openapi.json#/$defs/'))
        try {
          ajv.compile(local)
        } catch (error) {
          failures.push(`${where}: ${(error as Error).message}`)
        }
      }
      expect(failures).toEqual([])
    },
    GENERATOR_MS,
  )

  test('every operation has a readable, unique operationId', () => {
    const ids = Object.values<any>(document.paths).flatMap((operations) =>
      Object.values<any>(operations).map((operation) => operation.operationId),
    )
    expect(ids.filter((id) => !/^[a-z][a-zA-Z]+$/.test(id ?? ''))).toEqual([])
    // Named by hand, not made up from the method and path (getApiRecipesByIdRemixes).
    expect(ids.filter((id) => /^(get|post|patch|put|delete)Api|By[A-Z]/.test(id))).toEqual([])
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(
      expect.arrayContaining([
        'registerAgent',
        'createRecipe',
        'listRecipes',
        'getRecipe',
        'updateRecipe',
        'deleteRecipe',
        'createReview',
        'updateReview',
        'createDiscussion',
        'createWebhookSecret',
        'listRemixes',
      ]),
    )
  })

  test(
    'openapi-typescript generates types a client type-checks against by operation name',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'openapi-types-'))
      try {
        writeFileSync(join(dir, 'api.ts'), astToString(await openapiTS(document)))
        writeFileSync(
          join(dir, 'client.ts'),
          `import type { operations } from './api'
type CreateRecipe = operations['createRecipe']
export const body: CreateRecipe['requestBody']['content']['application/json'] = {
  title_ja: 'a', title_en: 'b', category: 'main', ingredients_ja: 'c', steps_ja: 'd',
}
export const key: NonNullable<CreateRecipe['parameters']['header']>['Idempotency-Key'] = 'retry-1'
export const created = (answer: CreateRecipe['responses'][201]['content']['application/json']): string =>
  answer.recipe.title_en
export const review = (answer: operations['updateReview']['responses'][200]['content']['application/json']): number =>
  answer.review.rating
export const requestId = (problem: operations['getRecipe']['responses'][404]['content']['application/problem+json']): string =>
  problem.request_id
`,
        )
        const program = ts.createProgram([join(dir, 'client.ts')], {
          strict: true,
          noEmit: true,
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          moduleResolution: ts.ModuleResolutionKind.Bundler,
          skipLibCheck: true,
          types: [],
        })
        const errors = ts
          .getPreEmitDiagnostics(program)
          .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
        expect(errors).toEqual([])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
    GENERATOR_MS,
  )
})

describe('strict validators take the MCP tools', async () => {
  const app = await createTestApp()
  const agent = await app.services.agentService.authenticate((await app.register()).api_key)
  const server = createMcpServer(app.services, agent, 'strict-validators')
  // The tools/list handler the SDK registered, called as a client's request would be.
  const handler = (server as any)._requestHandlers.get('tools/list')
  const { tools } = await handler({ method: 'tools/list', params: {} }, {})

  test('every tool declares inputSchema and outputSchema, and Ajv with default options compiles both', () => {
    expect(tools.map((tool: any) => tool.name)).toEqual(TOOLS.map((tool) => tool.name))
    const failures: string[] = []
    for (const tool of tools)
      for (const kind of ['inputSchema', 'outputSchema'] as const) {
        if (tool[kind]?.type !== 'object') failures.push(`${tool.name} ${kind}: not an object schema`)
        try {
          strictAjv().compile(tool[kind])
        } catch (error) {
          failures.push(`${tool.name} ${kind}: ${(error as Error).message}`)
        }
      }
    expect(failures).toEqual([])
  })
})
