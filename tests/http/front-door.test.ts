import { afterAll, describe, expect, test } from 'bun:test'
import net from 'node:net'
import { FROZEN_CLOCK, startService } from '../support/service-process'

/**
 * What only the real server sees: raw requests with odd Host headers and oversize bodies, and the
 * socket address behind the per-address limits. Sent over raw sockets, since fetch always sends a
 * Host and cannot pick the address it connects from.
 */
// Its own database: the registration counters must start at zero.
// A frozen clock: the hour window of the registrations it counts must not turn mid-test.
const service = await startService({
  DATABASE_URL: ':memory:',
  RATE_LIMIT: 'on',
  REGISTRATIONS_PER_HOUR: '20',
  BODY_LIMIT_BYTES: '1048576',
  ...FROZEN_CLOCK,
})
afterAll(() => service.stop('SIGKILL'))
const port = Number(new URL(service.base).port)

type RawResponse = { status: number; headers: Headers; body: string }

/** Sends `head` (and optionally body chunks) on a fresh socket and reads the answer until the server closes. */
function raw(head: string, options: { from?: string; body?: (socket: net.Socket) => void } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: options.from })
    let text = ''
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1')
    })
    socket.on('error', (error) => (text ? undefined : reject(error)))
    socket.on('close', () => {
      const [headText = '', ...rest] = text.split('\r\n\r\n')
      const [statusLine = '', ...lines] = headText.split('\r\n')
      const headers = new Headers(
        lines.map(
          (line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()] as [string, string],
        ),
      )
      let body = rest.join('\r\n\r\n')
      if (headers.get('transfer-encoding') === 'chunked')
        body = body.replace(/(^|\r\n)[0-9a-f]+\r\n/g, '$1').replace(/\r\n$/, '')
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body })
    })
    socket.write(head)
    options.body?.(socket)
  })
}

const expectProblemDocument = (response: RawResponse, status: number, code: string) => {
  expect({ status: response.status, type: response.headers.get('content-type') }).toEqual({
    status,
    type: 'application/problem+json',
  })
  expect(JSON.parse(response.body)).toMatchObject({ status, code })
  // Answered before the app runs, yet with the headers every API answer carries.
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
}

describe('the Host header', () => {
  test('a request without one, or with an empty one, gets a 400 problem, not a 500 and a stack trace', async () => {
    const before = service.output().length
    expectProblemDocument(await raw('GET /health HTTP/1.0\r\n\r\n'), 400, 'bad_request')
    expectProblemDocument(
      await raw('GET /api/recipes HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n'),
      400,
      'bad_request',
    )
    expectProblemDocument(
      await raw('POST /api/agents/register HTTP/1.1\r\nHost: a b\r\nConnection: close\r\nContent-Length: 2\r\n\r\n{}'),
      400,
      'bad_request',
    )
    // The service writes its log lines after it answers: wait for all three (a busy machine took over 50 ms).
    const logged = () =>
      service
        .output()
        .slice(before)
        .match(/"msg":"request"[^\n]*"status":400/g) ?? []
    for (let waited = 0; logged().length < 3 && waited < 5000; waited += 20) await Bun.sleep(20)
    const written = service.output().slice(before)
    expect(written).not.toContain('"level":"error"')
    expect(written).not.toContain('    at ')
    expect(logged()).toHaveLength(3)
  })

  test('more than one Host line is a 400 problem (RFC 9112 §3.2), whether they agree or not', async () => {
    for (const hosts of [
      'Host: a.example\r\nHost: b.example',
      'Host: localhost\r\nHost: localhost',
      'Host: a.example, b.example',
    ])
      expectProblemDocument(
        await raw(`GET /api/recipes HTTP/1.1\r\n${hosts}\r\nConnection: close\r\n\r\n`),
        400,
        'bad_request',
      )
    expect((await raw('GET /api/recipes HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).status).toBe(200)
  })

  test('a host of one to three characters routes like any other', async () => {
    for (const host of ['a', 'abc', 'api'])
      expect(
        (await raw(`GET /api/recipes?per_page=1 HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)).status,
      ).toBe(200)
    // Before, Elysia read the path from a fixed offset: with `Host: a` this answered the recipe list.
    expect(
      (await raw('GET /zzzz/api/recipes HTTP/1.1\r\nHost: a\r\nAccept: application/json\r\nConnection: close\r\n\r\n'))
        .status,
    ).toBe(404)
  })
})

describe('bodies over the limit', () => {
  const register = (length: string) =>
    `POST /api/agents/register HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`

  test('a declared length over 1 MiB is a 413 problem, however large (Bun’s own limit never answers)', async () => {
    for (const length of [String(1024 * 1024 + 1), String(3 * 1024 * 1024), String(200 * 1024 * 1024)])
      expectProblemDocument(await raw(register(length)), 413, 'payload_too_large')
    // The register form reads no more than the API: 1 MiB, not Bun's old 2 MiB.
    const form = `POST /register HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${1.5 * 1024 * 1024}\r\nConnection: close\r\n\r\n`
    expectProblemDocument(await raw(form), 413, 'payload_too_large')
  })

  test('a chunked body is cut at 1 MiB with the same problem, on the API and on the register form', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'a')
    const sendChunks = (socket: net.Socket) => {
      // 20 chunks of 64 KiB: 1.25 MiB, sent until the server answers and closes.
      for (let i = 0; i < 20 && !socket.destroyed; i++)
        socket.write(`${chunk.byteLength.toString(16)}\r\n${chunk.toString()}\r\n`)
      if (!socket.destroyed) socket.write('0\r\n\r\n')
    }
    for (const [path, type] of [
      ['/api/agents/register', 'application/json'],
      ['/register', 'application/x-www-form-urlencoded'],
    ])
      expectProblemDocument(
        await raw(
          `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
          { body: sendChunks },
        ),
        413,
        'payload_too_large',
      )
  })

  test('a body within the limit still arrives whole, chunked or not', async () => {
    const body = JSON.stringify({ name: 'Chunked', description: 'd'.repeat(900) })
    const chunked = await raw(
      `POST /api/agents/register HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
      {
        from: '127.0.0.9',
        body: (socket) => socket.write(`${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`),
      },
    )
    expect(chunked.status).toBe(201)
    expect(JSON.parse(chunked.body).name).toBe('Chunked')
  })
})

describe('per-address registration limits', () => {
  test('20 registrations from 127.0.0.1 use up that address only: 127.0.0.2 still registers', async () => {
    const registerFrom = (from: string) => {
      const body = JSON.stringify({ name: `From ${from}` })
      return raw(
        `POST /api/agents/register HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        { from },
      )
    }
    for (let i = 0; i < 20; i++) expect((await registerFrom('127.0.0.1')).status).toBe(201)
    const refused = await registerFrom('127.0.0.1')
    expectProblemDocument(refused, 429, 'rate_limited')
    const other = await registerFrom('127.0.0.2')
    expect(other.status).toBe(201)
    expect(other.headers.get('ratelimit')).toMatch(/^"registrations";r=19;t=\d+$/)
  })
})
