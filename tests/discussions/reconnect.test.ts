import { afterAll, describe, expect, test } from 'bun:test'
import { EventSource } from 'eventsource'
import { createTestApp } from '../support/harness'
import { startServer } from '../support/server'
import { readEvents } from '../support/sse'

const eventsOf = (id: string) => `/api/discussions/${id}/events`

describe('reconnecting to a finished discussion', async () => {
  const t = await createTestApp()
  const host = await t.register()
  const created = await t.send('POST', '/api/discussions/create', { theme: 'onigiri', lang: 'en' }, host.headers)
  const id = created.headers.get('x-discussion-id')!
  const { events } = await readEvents(created)
  const lastId = events.at(-1)!.id
  const resume = (lastEventId: string) => t.request(eventsOf(id), { headers: { 'last-event-id': lastEventId } })

  test('at or past its last event is 204 with no body', async () => {
    expect(events.at(-1)!.event).toBe('done')
    for (const at of [lastId, lastId + 1, lastId + 1000]) {
      const response = await resume(String(at))
      expect(response.status).toBe(204)
      expect(await response.text()).toBe('')
    }
  })

  test('from the start or an earlier id it still streams', async () => {
    expect((await readEvents(await t.request(eventsOf(id)))).events).toEqual(events)
    expect((await readEvents(await resume('0'))).events).toEqual(events)
    const tail = await resume(String(lastId - 1))
    expect(tail.status).toBe(200)
    expect((await readEvents(tail)).events).toEqual(events.slice(-1))
  })

  test('an unknown discussion is still 404, with or without Last-Event-ID', async () => {
    expect((await t.request(eventsOf('nope'), { headers: { 'last-event-id': '5' } })).status).toBe(404)
  })

  test('the OpenAPI document declares the 204', async () => {
    const document = (await (await t.request('/openapi.json')).json()) as {
      paths: Record<string, { get: { responses: Record<string, unknown> } }>
    }
    const path = Object.keys(document.paths).find((p) => p.startsWith('/api/discussions/') && p.endsWith('/events'))!
    expect(Object.keys(document.paths[path]!.get.responses)).toContain('204')
  })
})

test('a running discussion resumed past its last event so far keeps streaming', async () => {
  // Paced, so the discussion is still running when the follower resumes.
  const t = await createTestApp({ OFFLINE_PACE_MS: '5' })
  const host = await t.register()
  const created = await t.send('POST', '/api/discussions/create', { theme: 'miso soup', lang: 'en' }, host.headers)
  const id = created.headers.get('x-discussion-id')!
  const [first] = (await readEvents(created, 1)).events
  const resumed = await t.request(eventsOf(id), { headers: { 'last-event-id': String(first!.id) } })
  expect(resumed.status).toBe(200)
  const { events } = await readEvents(resumed)
  expect(events[0]!.id).toBe(first!.id + 1)
  expect(events.at(-1)!.event).toBe('done')
  await t.services.discussionService.settled()
}, 60_000)

describe('a WHATWG EventSource on a finished discussion', async () => {
  const server = await startServer()
  afterAll(() => server.stop())

  test('replays it once, reconnects once, and stops on the 204', async () => {
    const host = await server.register()
    const created = await fetch(`${server.base}/api/discussions/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...host.headers },
      body: JSON.stringify({ theme: 'tamagoyaki', lang: 'en' }),
    })
    const id = created.headers.get('x-discussion-id')!
    const { events } = await readEvents(created)

    // Every connection the client makes goes through this fetch, so these are all its requests.
    const requests: { lastEventId: string | null; status: number }[] = []
    const source = new EventSource(`${server.base}${eventsOf(id)}`, {
      fetch: async (input, init) => {
        const response = await fetch(input, init)
        requests.push({ lastEventId: new Headers(init?.headers).get('last-event-id'), status: response.status })
        return response
      },
    })
    const ids: string[] = []
    for (const name of ['status', 'message', 'done'])
      source.addEventListener(name, (event) => ids.push((event as MessageEvent).lastEventId))
    try {
      // The first error is the end of the replay; the one after the reconnect shows whether the
      // client gave up (CLOSED) or will come back again (CONNECTING).
      const state = await new Promise<number>((resolve) => {
        source.onerror = () => {
          if (requests.length >= 2) resolve(source.readyState)
        }
      })
      expect(state).toBe(source.CLOSED)
      expect(requests).toEqual([
        { lastEventId: null, status: 200 },
        { lastEventId: String(events.at(-1)!.id), status: 204 },
      ])
      expect(ids).toEqual(events.map((e) => String(e.id)))
    } finally {
      source.close()
    }
  }, 30_000)
})

test('a follower of a running discussion whose Last-Event-ID is past the end still ends when the discussion does', async () => {
  const t = await createTestApp({ OFFLINE_PACE_MS: '5' })
  const host = await t.register()
  const created = await t.send('POST', '/api/discussions/create', { theme: 'udon', lang: 'en' }, host.headers)
  const id = created.headers.get('x-discussion-id')!
  const original = readEvents(created)
  const ahead = await t.request(eventsOf(id), { headers: { 'last-event-id': '100000' } })
  expect(ahead.status).toBe(200)
  const { events } = await readEvents(ahead)
  const last = (await original).events.at(-1)!
  expect(last.event).toBe('done')
  // Only the terminal event: nothing the client claims to have seen, but the news that it is over.
  expect(events).toEqual([last])
  await t.services.discussionService.settled()
}, 60_000)
