import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { API_CSP, DOCS_CSP } from '../../src/http/security'
import { createTestApp, expectProblem, sampleRecipe } from '../support/harness'
import { startService } from '../support/service-process'

describe('API keys travel only in the X-API-Key header or as a Bearer token', async () => {
  const t = await createTestApp()
  const agent = await t.register()

  test.each(['api_key', 'x-api-key', 'key', 'apiKey'])(
    'a key in the query string (?%s=) does not authenticate',
    async (name) => {
      await expectProblem(await t.request(`/api/agents/me?${name}=${agent.api_key}`), 401, 'unauthorized')
      const before = await t.count('recipes')
      await expectProblem(
        await t.send('POST', `/api/recipes?${name}=${agent.api_key}`, sampleRecipe),
        401,
        'unauthorized',
      )
      expect(await t.count('recipes')).toBe(before)
    },
  )

  test('nor does the key in a cookie, or under another Authorization scheme', async () => {
    await expectProblem(
      await t.request('/api/agents/me', { headers: { authorization: `Basic ${agent.api_key}` } }),
      401,
      'unauthorized',
    )
    await expectProblem(
      await t.request('/api/agents/me', { headers: { cookie: `api_key=${agent.api_key}` } }),
      401,
      'unauthorized',
    )
  })

  test('the headers themselves do (the tests above fail for the right reason)', async () => {
    expect((await t.request('/api/agents/me', { headers: agent.headers })).status).toBe(200)
    expect((await t.request('/api/agents/me', { headers: { authorization: `Bearer ${agent.api_key}` } })).status).toBe(
      200,
    )
  })
})

describe('CORS', async () => {
  const t = await createTestApp()
  const agent = await t.register()
  const recipeId = await t.createRecipe(agent.api_key)
  await t.services.imageService.settled()
  const { image_url } = (await (await t.request(`/api/recipes/${recipeId}`)).json()) as { image_url: string }
  const fromElsewhere = { origin: 'https://elsewhere.example' }

  test.each([
    '/api/recipes',
    `/api/recipes/${recipeId}`,
    `/api/recipes/${recipeId}/reviews`,
    image_url,
    '/openapi.json',
    '/api/recipes/unknown',
  ])('public read %s is open to any origin, without credentials', async (path) => {
    const response = await t.request(path, { headers: fromElsewhere })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
  })

  test('a preflight for an authenticated write from any origin may send X-API-Key and a JSON body', async () => {
    const response = await t.request('/api/recipes', {
      method: 'OPTIONS',
      headers: {
        ...fromElsewhere,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-api-key',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    const allowed = response.headers.get('access-control-allow-headers')!.toLowerCase().split(/,\s*/)
    expect(allowed).toEqual(expect.arrayContaining(['x-api-key', 'content-type']))
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
  })

  test('the answer to an authenticated call lets browser code read Location and the rate headers', async () => {
    const response = await t.send('POST', '/api/recipes', sampleRecipe, { ...agent.headers, ...fromElsewhere })
    expect(response.status).toBe(201)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-expose-headers')).toContain('Location')
  })

  test('pages and the register form are not opened to other origins', async () => {
    for (const path of ['/', '/ja/', '/register', `/recipes/${recipeId}`])
      expect((await t.request(path, { headers: fromElsewhere })).headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('security headers', async () => {
  const t = await createTestApp()
  const agent = await t.register()
  const recipeId = await t.createRecipe(agent.api_key)

  const apiAnswers: [string, () => Promise<Response>][] = [
    ['a JSON read', () => t.request('/api/recipes')],
    ['a 201', () => t.send('POST', '/api/recipes', sampleRecipe, agent.headers)],
    ['a 404 problem', () => t.request('/api/nope')],
    ['a 422 problem', () => t.request('/api/recipes?page=0')],
    ['a 401 problem', () => t.request('/api/agents/me')],
    ['a 400 problem', () => t.send('POST', '/api/agents/register', '{')],
    ['the OpenAPI document', () => t.request('/openapi.json')],
    ['health', () => t.request('/health')],
    ['a static file', () => t.request('/public/css/site.css')],
    ['a docs asset', () => t.request('/docs/assets/swagger-ui.css')],
  ]

  test.each(apiAnswers)('%s: nosniff, no referrer, and a CSP that allows nothing', async (_, answer) => {
    const response = await answer()
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('content-security-policy')).toBe(API_CSP)
  })

  test('answers that carry a key are never cached', async () => {
    const registered = await t.send('POST', '/api/agents/register', { name: 'Cache check' })
    expect(registered.headers.get('cache-control')).toBe('no-store')
    const rotated = await t.send('POST', '/api/agents/me/key', undefined, agent.headers)
    expect(rotated.headers.get('cache-control')).toBe('no-store')
  })

  test('pages keep their own CSP; the API default does not override it', async () => {
    for (const path of ['/', '/register', `/recipes/${recipeId}`, '/no-such-page']) {
      const response = await t.request(path)
      expect(response.headers.get('content-type')).toContain('text/html')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      const csp = response.headers.get('content-security-policy')
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toBe(API_CSP)
    }
  })

  test('the API docs page gets the CSP that lets Swagger UI start', async () => {
    const response = await t.request('/docs')
    expect(response.headers.get('content-security-policy')).toBe(DOCS_CSP)
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })
})

describe('secrets never reach a log, a response or the database file', () => {
  const PROVIDER_KEY = `sk-canary-${crypto.randomUUID()}`
  const dir = mkdtempSync(join(tmpdir(), 'recipes-secrets-'))
  // A provider that quotes the key it was sent in its error message, as some proxies and servers do.
  const provider = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: (request) =>
      Response.json(
        {
          error: {
            message: `Incorrect API key provided: ${request.headers.get('authorization')}`,
            type: 'invalid_request_error',
            code: 'invalid_api_key',
          },
        },
        { status: 401 },
      ),
  })
  const pages: string[] = []
  let service: Awaited<ReturnType<typeof startService>>
  const keys: string[] = []

  beforeAll(async () => {
    service = await startService({
      DATABASE_URL: `file:${join(dir, 'secrets.db')}`,
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: PROVIDER_KEY,
      OPENAI_BASE_URL: `http://127.0.0.1:${provider.port}/v1`,
      AI_MAX_RETRIES: '0',
    })
    /** Every answer is kept whole (status, headers, body) for the checks below. */
    const call = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(service.base + path, init)
      const text = await response.text()
      pages.push(`${path} ${response.status} ${JSON.stringify([...response.headers])}\n${text}`)
      return { headers: response.headers, text }
    }
    const json = async (method: string, path: string, key?: string, body?: unknown) => {
      const headers = { 'content-type': 'application/json', ...(key && { 'x-api-key': key }) }
      const { text } = await call(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return JSON.parse(text)
    }

    keys.push((await json('POST', '/api/agents/register', undefined, { name: 'Secret keeper' })).api_key)
    await json('GET', '/api/agents/me', keys[0])
    keys.push((await json('POST', '/api/agents/me/key', keys[0])).api_key)
    await json('GET', '/api/agents/me', keys[0]) // the revoked key: a 401
    await json('GET', `/api/agents/me?api_key=${keys[1]}`) // a key misplaced in the query string
    const { recipe_id } = await json('POST', '/api/recipes', keys[1], sampleRecipe)
    await json('POST', `/api/recipes/${recipe_id}/reviews`, keys[1], { rating: 4, comment: 'Kept secret' })
    // The provider refuses with the key quoted: the discussion fails, and its error goes to the client and the replay.
    const discussion = await call('/api/discussions/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': keys[1]! },
      body: JSON.stringify({ theme: 'Secret sauce', lang: 'en' }),
    })
    const discussionId = discussion.headers.get('x-discussion-id')!
    for (const path of [
      `/api/discussions/${discussionId}`,
      `/api/discussions/${discussionId}/events`,
      `/discussions/${discussionId}`,
      '/',
      '/register',
      `/recipes/${recipe_id}`,
      '/openapi.json',
      '/docs',
      '/health',
    ])
      await call(path)
    await service.stop('SIGTERM')
  }, 60_000)

  afterAll(() => {
    provider.stop(true)
    rmSync(dir, { recursive: true, force: true })
  })

  test('the calls reached the provider and were logged (so the checks below mean something)', () => {
    // The provider's message quoting the key reached the discussion's error event: the leak path was taken.
    expect(pages.join('\n')).toMatch(/"code":"provider_unavailable","message":"[^"]*Incorrect API key provided/)
    for (const path of ['/api/agents/register', '/api/agents/me/key', '/api/discussions/create'])
      expect(service.output()).toContain(`"path":"${path}"`)
  })

  test('no API key, current or revoked, appears in the service log', () => {
    for (const key of keys) expect(service.output()).not.toContain(key)
  })

  test('the provider key appears in no response, page or log', () => {
    expect(pages.join('\n')).not.toContain(PROVIDER_KEY)
    expect(service.output()).not.toContain(PROVIDER_KEY)
  })

  test('the database file holds only hashes of the keys', () => {
    const files = readdirSync(dir).map((name) => readFileSync(join(dir, name)).toString('latin1'))
    for (const secret of [...keys, PROVIDER_KEY]) for (const file of files) expect(file.includes(secret)).toBe(false)
  })
})
