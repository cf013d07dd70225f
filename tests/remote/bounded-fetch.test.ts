/**
 * The transport under the remote database client: every way a round trip can fail becomes one
 * DatabaseUnavailableError (the API's 503), and the rest passes through to the client unchanged.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { boundedFetch, DatabaseUnavailableError } from '../../src/db/unavailable'

let server: ReturnType<typeof Bun.serve>
const fetchWithin = boundedFetch(300)

beforeAll(() => {
  server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch(request) {
      const path = new URL(request.url).pathname
      if (path === '/ok') return Response.json({ baton: null, results: [] })
      if (path === '/400')
        return Response.json(
          { message: 'The stream has expired due to inactivity', code: 'STREAM_EXPIRED' },
          { status: 400 },
        )
      if (path === '/502') return new Response('bad gateway', { status: 502 })
      // Headers, a first part of the body, then the connection breaks.
      if (path === '/cut')
        return new Response(
          new ReadableStream({
            async pull(controller) {
              controller.enqueue(new TextEncoder().encode('{"baton":'))
              await Bun.sleep(20)
              // No reason given: Bun then resets the socket quietly, where a reason is also logged with
              // a code frame, which reads as a failure in the output of a passing run.
              controller.error()
            },
          }),
          { headers: { 'content-type': 'application/json' } },
        )
      // Headers at once, the body never.
      if (path === '/stall')
        return new Response(new ReadableStream({ pull: () => new Promise(() => {}) }), {
          headers: { 'content-type': 'application/json' },
        })
      return new Response('no', { status: 404 })
    },
  })
})
afterAll(() => server.stop(true))

const call = (path: string) =>
  fetchWithin(new Request(`http://127.0.0.1:${server.port}${path}`, { method: 'POST', body: '{}' }))

test('an answer, and a 4xx the client must read (its code says what went wrong), pass through whole', async () => {
  expect(await (await call('/ok')).json()).toEqual({ baton: null, results: [] })
  const expired = await call('/400')
  expect(expired.status).toBe(400)
  expect(expired.headers.get('content-type')).toStartWith('application/json')
  expect(((await expired.json()) as { code: string }).code).toBe('STREAM_EXPIRED')
})

test('a 5xx, a body cut or stalled mid-answer, and a refused port are outages', async () => {
  for (const path of ['/502', '/cut', '/stall'])
    await expect(call(path)).rejects.toBeInstanceOf(DatabaseUnavailableError)
  await expect(call('/stall')).rejects.toThrow('no answer within 300 ms')
  const closed = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response('') })
  const port = closed.port
  await closed.stop(true)
  await expect(fetchWithin(new Request(`http://127.0.0.1:${port}/`, { method: 'POST' }))).rejects.toBeInstanceOf(
    DatabaseUnavailableError,
  )
})
