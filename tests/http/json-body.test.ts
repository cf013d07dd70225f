import { describe, expect, test } from 'bun:test'
import { Elysia } from 'elysia'
import { jsonBodies } from '../../src/http/json-body'

/** A request whose body stream fails when read (Elysia may still ask whether there is one). */
function unstreamable(body: string, headers: Record<string, string>) {
  const request = new Request('http://localhost/api/echo', { method: 'POST', headers, body })
  const failing = new ReadableStream({
    pull() {
      throw new Error('the body was read through its stream')
    },
  })
  Object.defineProperty(request, 'body', { get: () => failing })
  return request
}

describe('a JSON body (issue 35)', () => {
  const app = new Elysia().use(jsonBodies(100)).post('/api/echo', ({ body }) => body)

  test('with a declared length is read whole, never through its stream', async () => {
    const body = '{"rating":4,"comment":"Good"}'
    const headers = { 'content-type': 'application/json', 'content-length': String(body.length) }
    const response = await app.handle(unstreamable(body, headers))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ rating: 4, comment: 'Good' })
  })
})
