import { describe, expect, test } from 'bun:test'
import { createTestApp, expectProblem } from '../support/harness'

describe('a known path with a wrong method', async () => {
  const t = await createTestApp()

  test.each([
    ['PUT', '/api/recipes', 'POST, GET, HEAD, OPTIONS'],
    ['DELETE', '/health', 'GET, HEAD, OPTIONS'],
    ['GET', '/api/agents/register', 'POST, OPTIONS'],
    ['PATCH', '/api/recipes/01abc/reviews', 'POST, GET, HEAD, OPTIONS'],
    ['PUT', '/mcp', 'POST'],
    ['GET', '/mcp', 'POST'],
    ['DELETE', '/mcp', 'POST'],
    ['POST', '/recipes/01abc', 'GET, HEAD'],
  ])('%s %s is 405 with Allow: %s', async (method, path, allow) => {
    const response = await t.request(path, { method, headers: { 'content-type': 'application/json' } })
    expect(response.headers.get('allow')).toBe(allow)
    const problem = await expectProblem(response, 405, 'method_not_allowed')
    expect(problem.detail).toContain(method)
  })

  test('a path no route takes stays a 404', async () => {
    await expectProblem(await t.request('/api/nothing', { method: 'PUT' }), 404, 'not_found')
    await expectProblem(await t.request('/api/recipes/a/b/c', { method: 'DELETE' }), 404, 'not_found')
  })

  test('every method a 405 lists is one the path answers', async () => {
    const allow = (await t.request('/api/recipes', { method: 'PUT' })).headers.get('allow')!.split(', ')
    for (const method of allow) expect({ method, status: (await t.request('/api/recipes', { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined })).status }).not.toMatchObject({ status: 405 })
  })
})
