import { describe, expect, test } from 'bun:test'
import { directCall } from '../../src/mcp/direct'
import { createTestApp } from '../support/harness'

// A lone read is answered without the SDK (issue 35): its answer must be the SDK's, byte for byte.
describe('a lone MCP read answered directly', async () => {
  const app = await createTestApp()
  const { api_key } = await app.register()
  const recipeId = await app.createRecipe(api_key, { title_en: 'Direct "quoted" \\ dish ★' })
  const reviewer = await app.register()
  await app.send('POST', `/api/recipes/${recipeId}/reviews`, { rating: 4, comment: 'Good.\nReally.' }, reviewer.headers)

  const headers = (extra: Record<string, string> = {}) => ({
    accept: 'application/json, text/event-stream',
    'content-type': 'application/json',
    'x-api-key': api_key,
    'x-request-id': 'direct-test-request',
    ...extra,
  })
  const post = (message: object, extra?: Record<string, string>) => {
    const body = JSON.stringify(message)
    return app.send('POST', '/mcp', body, { ...headers(extra), 'content-length': String(Buffer.byteLength(body)) })
  }
  const call = (id: string | number, name: string, args: unknown, params: object = {}) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name, arguments: args, ...params },
  })
  const request = (extra?: Record<string, string>) => new Request('http://localhost/mcp', { headers: headers(extra) })

  // `_meta: {}` changes nothing in the answer, but sends the same call through the SDK's server.
  const viaSdk = (message: ReturnType<typeof call>) => ({
    ...message,
    params: { ...message.params, _meta: {} },
  })

  const calls = [
    ['a kept recipe', call(7, 'get_recipe', { id: recipeId })],
    ['the same recipe with a string id', call('call-"8"', 'get_recipe', { id: recipeId })],
    ['an unknown recipe', call(9, 'get_recipe', { id: 'no-such-recipe' })],
    ['arguments the schema refuses', call(10, 'get_recipe', { id: 5, extra: true })],
    ['no arguments', call(11, 'list_recipes', undefined)],
    ['a list page', call(12, 'list_recipes', { per_page: 2 })],
    ['a search', call(13, 'search_recipes', { q: 'Direct' })],
    ['an unknown discussion', call(14, 'get_discussion', { id: 'nope' })],
  ] as const

  for (const [what, message] of calls)
    test(`answers ${what} with the SDK's bytes and headers`, async () => {
      expect(directCall(request(), message)).toBeDefined()
      expect(directCall(request(), viaSdk(message))).toBeUndefined()
      // The SDK first, so that a recipe is kept by the cache for both alike.
      const sdk = await post(viaSdk(message))
      const direct = await post(message)
      expect(direct.status).toBe(sdk.status)
      expect(direct.headers.get('content-type')).toBe(sdk.headers.get('content-type'))
      expect(await direct.text()).toBe(await sdk.text())
    })

  test('the kept recipe is the JSON API’s bytes, as text and as structured content', async () => {
    const kept = await (await app.request(`/api/recipes/${recipeId}`)).text()
    const answer = (await (await post(call(20, 'get_recipe', { id: recipeId }))).json()) as {
      result: { content: { text: string }[]; structuredContent: unknown }
    }
    expect(answer.result.content[0]!.text).toBe(kept)
    expect(answer.result.structuredContent).toEqual(JSON.parse(kept))
  })

  test('leaves to the SDK every message it cannot answer exactly as the SDK would', () => {
    const read = call(1, 'get_recipe', { id: recipeId })
    const refused: Array<[unknown, Request?]> = [
      [[read]],
      [{ ...read, method: 'tools/list' }],
      [{ ...read, jsonrpc: '1.0' }],
      [{ ...read, extra: 1 }],
      [{ ...read, id: 1.5 }],
      [{ ...read, id: null }],
      [{ ...read, params: { ...read.params, _meta: { progressToken: 'p' } } }],
      [{ ...read, params: { ...read.params, task: {} } }],
      [call(1, 'get_recipe', [recipeId])],
      [call(1, 'post_review', { recipe_id: recipeId, rating: 5, comment: 'Nice.' })],
      [call(1, 'no_such_tool', {})],
      [read, request({ accept: 'application/json' })],
      [read, request({ 'content-type': 'text/plain' })],
      [read, request({ 'mcp-protocol-version': '1999-01-01' })],
    ]
    for (const [message, req] of refused) expect(directCall(req ?? request(), message)).toBeUndefined()
    expect(directCall(request({ 'mcp-protocol-version': '2025-06-18' }), read)).toBeDefined()
  })

  test('what it leaves gets the SDK’s own answers', async () => {
    const notAcceptable = await post(call(30, 'get_recipe', { id: recipeId }), { accept: 'application/json' })
    expect(notAcceptable.status).toBe(406)
    const badVersion = await post(call(31, 'get_recipe', { id: recipeId }), { 'mcp-protocol-version': '1999-01-01' })
    expect(badVersion.status).toBe(400)
    // Not a read-only tool: the SDK's event stream, with its protocol error.
    expect(await (await post(call(32, 'no_such_tool', {}))).text()).toContain('"code":-32602')
  })
})
