import { afterAll, describe, expect, test } from 'bun:test'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { createTestApp, expectProblem, sampleRecipe } from '../support/harness'
import { listen } from '../mcp/listen'

describe('Authorization: Bearer <key> works wherever X-API-Key does', async () => {
  const t = await createTestApp()
  const agent = await t.register('Bearer Agent')
  const bearer = { authorization: `Bearer ${agent.api_key}` }

  test('reads and writes of the JSON API', async () => {
    const me = await t.request('/api/agents/me', { headers: bearer })
    expect(me.status).toBe(200)
    expect(((await me.json()) as { agent_id: string }).agent_id).toBe(agent.agent_id)
    const created = await t.send('POST', '/api/recipes', sampleRecipe, bearer)
    expect(created.status).toBe(201)
    const { recipe_id } = (await created.json()) as { recipe_id: string }
    expect(
      (
        await t.send(
          'PATCH',
          `/api/recipes/${recipe_id}`,
          { servings: 3 },
          { authorization: `bearer  ${agent.api_key}` },
        )
      ).status,
    ).toBe(200)
    // A keyed read is personal: no shared cache keeps it.
    expect((await t.request(`/api/recipes/${recipe_id}`, { headers: bearer })).headers.get('cache-control')).toBe(
      'no-store',
    )
  })

  test.each([
    ['an unknown key', { authorization: 'Bearer rak_nope' }],
    ['another scheme', { authorization: `Basic ${agent.api_key}` }],
    ['no key at all', { authorization: 'Bearer' }],
  ])('%s is a 401 that names both ways', async (_, headers) => {
    const response = await t.request('/api/agents/me', { headers })
    await expectProblem(response, 401, 'unauthorized')
    expect(response.headers.get('www-authenticate')).toContain('Bearer')
  })

  test('X-API-Key wins when both are sent', async () => {
    expect(
      (
        await t.request('/api/agents/me', {
          headers: { 'x-api-key': agent.api_key, authorization: 'Bearer rak_other' },
        })
      ).status,
    ).toBe(200)
  })

  test('a browser on another origin may send it (CORS preflight)', async () => {
    const preflight = await t.request('/api/recipes', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://elsewhere.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    })
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization')
  })
})

describe('the MCP endpoint takes a Bearer key (what the MCP Inspector sends)', async () => {
  const server = await listen()
  afterAll(() => server.stop())
  const { api_key } = await server.register('Bearer MCP Agent')

  test('initialises and calls a tool', async () => {
    const transport = new StreamableHTTPClientTransport(new URL('/mcp', server.base), {
      requestInit: { headers: { authorization: `Bearer ${api_key}` } },
    })
    const client = new Client({ name: 'inspector-like', version: '1.0.0' })
    await client.connect(transport)
    const result = await client.callTool({ name: 'list_recipes', arguments: {} })
    expect(result.isError).toBeFalsy()
    await client.close()
  })

  test('without a key it is the same 401', async () => {
    const response = await fetch(`${server.base}/mcp`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer rak_nope',
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: '{}',
    })
    expect(response.status).toBe(401)
  })
})
