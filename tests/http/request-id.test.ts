import { describe, expect, spyOn, test } from 'bun:test'
import { unexpectedProblem } from '../../src/http/errors'
import { admitRequest } from '../../src/http/front-door'
import { createTestApp, expectProblem } from '../support/harness'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('X-Request-Id', async () => {
  const app = await createTestApp()

  test('every answer carries one: a read, a page, a problem, a preflight, the document', async () => {
    for (const [path, init] of [
      ['/health', {}],
      ['/', {}],
      ['/api/recipes/nope', {}],
      ['/api/recipes', { method: 'OPTIONS' }],
      ['/openapi.json', {}],
    ] as const) {
      const response = await app.request(path, init)
      expect({ path, id: response.headers.get('x-request-id') }).toEqual({ path, id: expect.stringMatching(UUID) })
    }
  })

  test('a well-formed id of the caller is kept; any other is replaced', async () => {
    const kept = 'trace-01:abc.DEF_9'
    expect((await app.request('/health', { headers: { 'x-request-id': kept } })).headers.get('x-request-id')).toBe(kept)
    for (const bad of ['x'.repeat(129), 'has space', 'semi;colon', 'quote"'])
      expect((await app.request('/health', { headers: { 'x-request-id': bad } })).headers.get('x-request-id')).toMatch(
        UUID,
      )
  })

  test('a problem document names it as request_id, the same as its header', async () => {
    const response = await app.send('POST', '/api/recipes', {}, { 'x-request-id': 'bug-report-7' })
    expect(response.headers.get('x-request-id')).toBe('bug-report-7')
    const problem = (await expectProblem(response, 401, 'unauthorized')) as { request_id?: string }
    expect(problem.request_id).toBe('bug-report-7')
    const generated = await app.request('/api/recipes?page=0')
    expect(((await generated.json()) as { request_id: string }).request_id).toBe(generated.headers.get('x-request-id')!)
  })

  test('a refusal of the front door carries it too', async () => {
    const refused = admitRequest(
      new Request('http://localhost/api/recipes', {
        method: 'POST',
        headers: { 'content-length': '999999999', 'x-request-id': 'too-big-1' },
      }),
      1024,
    ) as Response
    expect(refused.headers.get('x-request-id')).toBe('too-big-1')
    expect(((await refused.json()) as { request_id: string }).request_id).toBe('too-big-1')
  })

  test('the log line of an unexpected error names it', () => {
    const log = spyOn(console, 'error').mockImplementation(() => {})
    try {
      unexpectedProblem(new Error('boom'), 'req-42')
      expect(JSON.parse(String(log.mock.calls[0]![0]))).toMatchObject({ msg: 'unhandled error', request_id: 'req-42' })
    } finally {
      log.mockRestore()
    }
  })
})
