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
    for (const method of allow)
      expect({
        method,
        status: (
          await t.request('/api/recipes', {
            method,
            headers: { 'content-type': 'application/json' },
            body: method === 'POST' ? '{}' : undefined,
          })
        ).status,
      }).not.toMatchObject({ status: 405 })
  })
})

describe('a CORS preflight', async () => {
  const t = await createTestApp()
  const preflight = (path: string, method: string) =>
    t.request(path, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://agent.example',
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type, x-api-key',
      },
    })

  test.each([
    ['/api/recipes/01abc', 'PATCH', 'PATCH, DELETE, GET, HEAD, OPTIONS'],
    ['/api/recipes/01abc', 'DELETE', 'PATCH, DELETE, GET, HEAD, OPTIONS'],
    ['/api/recipes/01abc/reviews/01def', 'PATCH', 'PATCH, DELETE, OPTIONS'],
    ['/api/agents/register', 'POST', 'POST, OPTIONS'],
  ])('on %s allows %s: every method its routes take (%s)', async (path, method, allowed) => {
    const response = await preflight(path, method)
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const methods = response.headers.get('access-control-allow-methods')!.split(', ')
    expect(methods).toContain(method)
    expect(methods.sort()).toEqual(allowed.split(', ').sort())
    expect(response.headers.get('access-control-allow-headers')).toContain('X-API-Key')
  })
})
