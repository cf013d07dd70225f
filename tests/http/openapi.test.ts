import { describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import { PROBLEM_CODES, problemStatus } from '../../src/http/problem'
import { createTestApp } from '../support/harness'

describe('OpenAPI document and docs UI', async () => {
  const t = await createTestApp()
  const document = await (await t.request('/openapi.json')).json()

  const apiRoutes = [
    ['post', '/api/agents/register'],
    ['get', '/api/agents/me'],
    ['post', '/api/agents/me/key'],
    ['post', '/api/recipes'],
    ['get', '/api/recipes'],
    ['get', '/api/recipes/{id}'],
    ['post', '/api/recipes/{id}/reviews'],
    ['get', '/api/recipes/{id}/reviews'],
    ['post', '/api/discussions/create'],
    ['get', '/api/discussions/{id}'],
    ['get', '/api/discussions/{id}/events'],
    ['get', '/api/images/{id}'],
  ] as const

  test('is OpenAPI 3 and documents every API route with a summary and description', () => {
    expect(document.openapi).toStartWith('3.')
    for (const [method, path] of apiRoutes) {
      const operation = document.paths[path]?.[method]
      expect({ route: `${method} ${path}`, documented: Boolean(operation) }).toEqual({
        route: `${method} ${path}`,
        documented: true,
      })
      expect(operation.summary).toBeString()
    }
  })

  /** A schema, or the named one its $ref points at. */
  const resolve = (schema: any) => (schema.$ref ? document.components.schemas[schema.$ref.split('/').at(-1)] : schema)

  test('request schemas carry the validation rules and examples', () => {
    const body = resolve(document.paths['/api/recipes'].post.requestBody.content['application/json'].schema)
    expect(body.required).toEqual(
      expect.arrayContaining(['title_ja', 'title_en', 'category', 'ingredients_ja', 'steps_ja']),
    )
    expect(body.properties.title_en.maxLength).toBe(200)
    expect(resolve(body.properties.category).enum).toEqual(['main', 'dessert', 'drink', 'snack'])
    expect(body.properties.title_ja.examples).toBeArray()
    const review = resolve(
      document.paths['/api/recipes/{id}/reviews'].post.requestBody.content['application/json'].schema,
    )
    expect(review.properties.rating).toMatchObject({ type: 'integer', minimum: 1, maximum: 5 })
  })

  test('authenticated routes declare the X-API-Key scheme', () => {
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
    })
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(document.paths['/api/recipes'].post.security).toEqual([{ apiKey: [] }, { bearer: [] }])
    // A public operation says it needs nothing, rather than leaving it unstated.
    expect(document.paths['/api/recipes'].get.security).toEqual([])
  })

  test('the discussion streams are documented as text/event-stream with the event list', () => {
    for (const operation of [
      document.paths['/api/discussions/create'].post,
      document.paths['/api/discussions/{id}/events'].get,
    ]) {
      const stream = operation.responses['200'].content['text/event-stream']
      expect(stream.schema.description).toContain('keep-alive')
      expect(operation.responses['200'].content['application/json']).toBeUndefined()
    }
    expect(
      document.paths['/api/discussions/create'].post.responses['422'].content['application/problem+json'],
    ).toBeDefined()
  })

  test('error responses are documented as problem details', () => {
    const responses = document.paths['/api/recipes'].post.responses
    for (const status of ['401', '422', '415', '413']) expect(responses[status]).toBeDefined()
  })

  test('the docs UI loads its assets from this server, not a CDN', async () => {
    const page = await (await t.request('/docs')).text()
    expect(page).not.toMatch(/unpkg|jsdelivr|cdnjs/)
    const scripts = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)
    expect(scripts).toContain('/docs/assets/swagger-ui-bundle.js')
    for (const asset of scripts.filter((s) => s.startsWith('/docs/assets/'))) {
      const response = await t.request(asset)
      expect(response.status).toBe(200)
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000)
    }
    expect((await t.request('/docs/assets/package.json')).status).toBe(404)
  })
})

describe('the OpenAPI document matches the wire', async () => {
  const t = await createTestApp()
  const text = await (await t.request('/openapi.json')).text()
  const document = JSON.parse(text)
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods as object).map(([method, operation]) => ({ path, method, operation })),
  )

  test('passes Redocly’s recommended lint with no errors', () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'))
    try {
      const file = join(dir, 'openapi.json')
      writeFileSync(file, text)
      const lint = Bun.spawnSync([process.execPath, 'x', 'redocly', 'lint', file, '--format=stylish'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      })
      const output = lint.stdout.toString() + lint.stderr.toString()
      expect({ exitCode: lint.exitCode, errors: output.split('\n').filter((line) => /\berror\b/.test(line)) }).toEqual({
        exitCode: 0,
        errors: [],
      })
      expect(output).toContain('Your API description is valid')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)

  test('is the same document after the routes have served requests, in this app and in one built later', async () => {
    const agent = await t.register()
    const id = await t.createRecipe(agent.api_key)
    await t.request(`/api/recipes/${id}`)
    await t.request('/api/recipes?page=1&per_page=5')
    await t.send('POST', `/api/recipes/${id}/reviews`, { rating: 9 }, agent.headers)
    await t.send('POST', '/api/agents/register', { name: 'x', extra: 1 })
    await t.request(`/api/discussions/${id}`)
    expect(await (await t.request('/openapi.json')).text()).toBe(text)
    const later = await createTestApp()
    expect(await (await later.request('/openapi.json')).text()).toBe(text)
    expect(text).not.toContain('additionalProperties')
  })

  test('documents the API only: no pages, forms or static files', () => {
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/') && path !== '/health')).toEqual([])
    for (const { operation } of operations) {
      expect((operation as any).summary).toBeString()
      expect(Object.keys((operation as any).responses).length).toBeGreaterThan(0)
    }
    expect(document.paths['/health'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Health',
    })
  })

  test('every error response is application/problem+json with the Problem schema, and only that', () => {
    let errors = 0
    for (const { operation } of operations)
      for (const [status, response] of Object.entries((operation as any).responses as Record<string, any>))
        if (Number(status) >= 400) {
          errors++
          expect({ status, content: response.content }).toEqual({
            status,
            content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
          })
        }
    expect(errors).toBeGreaterThan(20)
    expect(document.components.schemas.Problem.properties.status.type).toBe('integer')
  })

  test('the picture is image/png, a JSON body is JSON only', () => {
    expect(Object.keys(document.paths['/api/images/{id}'].get.responses['200'].content)).toEqual(['image/png'])
    for (const { operation } of operations)
      if ((operation as any).requestBody)
        expect(Object.keys((operation as any).requestBody.content)).toEqual(['application/json'])
  })

  test('declares the headers the wire sends: X-Discussion-Id, RateLimit-Policy, RateLimit and Retry-After', () => {
    const header = (ref: { $ref: string }) => document.components.headers[ref.$ref.split('/').at(-1)!]
    expect(
      header(document.paths['/api/discussions/create'].post.responses['200'].headers['X-Discussion-Id']),
    ).toMatchObject({ required: true, schema: { type: 'string' } })
    for (const [path, method, status] of [
      ['/api/recipes', 'post', '201'],
      ['/api/agents/register', 'post', '201'],
      ['/api/recipes/{id}/reviews', 'post', '201'],
      ['/api/discussions/create', 'post', '200'],
    ] as const) {
      const responses = document.paths[path][method].responses
      expect(Object.keys(responses[status].headers)).toEqual(expect.arrayContaining(['RateLimit-Policy', 'RateLimit']))
      expect(Object.keys(responses['429'].headers)).toEqual(expect.arrayContaining(['Retry-After', 'RateLimit']))
      expect(header(responses['429'].headers['Retry-After']).schema.type).toBe('integer')
    }
  })

  test('no nullable beside a type list, and numbers typed as numbers with number defaults', () => {
    const walk = (value: unknown, visit: (schema: Record<string, any>) => void) => {
      if (Array.isArray(value)) for (const item of value) walk(item, visit)
      else if (value && typeof value === 'object') {
        visit(value as Record<string, any>)
        for (const child of Object.values(value)) walk(child, visit)
      }
    }
    walk(document, (schema) => {
      if (Array.isArray(schema.type)) expect(schema.nullable).toBeUndefined()
      if (schema.type === 'integer' && 'default' in schema) expect(schema.default).toBeNumber()
      if (schema.anyOf)
        expect(schema.anyOf.some((branch: any) => branch.type === 'string' && branch.format === 'integer')).toBe(false)
    })
    const parameters = document.paths['/api/recipes'].get.parameters
    for (const name of ['page', 'per_page'])
      expect(parameters.find((p: any) => p.name === name).schema.type).toBe('integer')
    expect(parameters.find((p: any) => p.name === 'per_page').schema.default).toBe(20)
  })

  test('names the main records under components/schemas and refers to them', () => {
    const names = [
      'Problem',
      'Recipe',
      'RecipeSummary',
      'RecipeDetail',
      'RecipeList',
      'Review',
      'ReviewList',
      'Agent',
      'AgentKey',
      'Discussion',
      'RecipeInput',
    ]
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(names))
    for (const name of names)
      expect({ name, referred: text.includes(`"#/components/schemas/${name}"`) }).toEqual({ name, referred: true })
    expect(document.paths['/api/recipes/{id}'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/RecipeDetail',
    })
    expect(document.components.schemas.RecipeList.properties.items.items).toEqual({
      $ref: '#/components/schemas/RecipeSummary',
    })
  })

  test('generated TypeScript types give numbers for status, page and per_page, and named records', async () => {
    const types = astToString(await openapiTS(document))
    expect(types).toMatch(/Problem: \{[^}]*?status: number;/s)
    expect(types).toMatch(/query\?: \{[^}]*?page\?: number;[^}]*?per_page\?: number;/s)
    expect(types).toMatch(/RecipeList: \{[^}]*?page: number;[^}]*?per_page: number;/s)
    expect(types).not.toMatch(/string \| number/)
    expect(types).toContain(`components["schemas"]["Recipe"]`)
  })

  test('the description lists every problem code from the one catalogue, with the body limit in force', async () => {
    const listed = [...document.info.description.matchAll(/\b([a-z_]+) \((\d{3})\b/g)].map(([, code, status]) => [
      code,
      Number(status),
    ])
    expect(listed).toEqual(PROBLEM_CODES.map((code) => [code, problemStatus(code)]))
    expect(document.info.description).toContain('payload_too_large (413, bodies over 1 MiB)')
    const small = await createTestApp({ BODY_LIMIT_BYTES: '2048' })
    const smallDocument = await (await small.request('/openapi.json')).json()
    expect(smallDocument.info.description).toContain('payload_too_large (413, bodies over 2 KiB)')
    expect(await (await small.request('/docs/problems')).text()).toContain('The body is over the size limit (2 KiB).')
  })
})
