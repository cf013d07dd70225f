import { expect } from 'bun:test'
import { createClient } from '@libsql/client'
import { type ServiceProcess, startService } from './service-process'

/**
 * What the chaos suites share (tests/reliability/chaos.test.ts, which times a SIGTERM and runs alone, and
 * storm.test.ts, which times nothing and runs beside other files): the real server as a child process with callbacks
 * to local receivers and a one-second lease, its requests, and the ends of its discussions read from its file.
 */

/** Starts services with callbacks to this machine and a one-second lease; `stopAll` kills those still running. */
export function chaosServices() {
  const services: ServiceProcess[] = []
  return {
    async start(env: Record<string, string>) {
      const service = await startService({ CALLBACKS_ALLOW_PRIVATE: 'on', DISCUSSION_LEASE_MS: '1000', ...env })
      services.push(service)
      return service
    },
    async stopAll() {
      for (const service of services) if (service.child.exitCode === null) await service.stop('SIGKILL')
    },
  }
}

export const send = (base: string, path: string, body?: unknown, key?: string) =>
  fetch(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(key && { 'x-api-key': key }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

/** A receiver of callbacks answering after `delayMs`, recording the discussion each was about. */
export function receiver(delayMs: number) {
  const received: string[] = []
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    idleTimeout: 60,
    async fetch(request) {
      received.push(JSON.parse(await request.text()).data.discussion_id)
      await Bun.sleep(delayMs)
      return new Response(null, { status: 204 })
    },
  })
  return { url: `http://127.0.0.1:${server.port}/hook`, received, stop: () => server.stop(true) }
}

export async function host(base: string, name: string) {
  const { api_key: key } = (await (await send(base, '/api/agents/register', { name })).json()) as { api_key: string }
  expect((await send(base, '/api/agents/me/webhook-secret', {}, key)).status).toBe(201)
  return key
}

/** Waits until `done` holds, or fails after `ms`: a stall is a failure, not a hang. */
export async function within(ms: number, what: string, done: () => Promise<boolean> | boolean) {
  const until = Date.now() + ms
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`stalled: ${what} after ${ms} ms`)
    await Bun.sleep(50)
  }
}

/** Reads a database file directly: status, terminal events and callback of every discussion. */
export async function discussionEnds(file: string) {
  const db = createClient({ url: `file:${file}` })
  const rows = (
    await db.execute(`SELECT d.id, d.status, d.error_code AS code,
      (SELECT count(*) FROM discussion_events e WHERE e.discussion_id = d.id AND e.event IN ('done', 'error')) AS ends,
      (SELECT json_extract(e.data, '$.code') FROM discussion_events e WHERE e.discussion_id = d.id AND e.event = 'error') AS logged,
      (SELECT count(*) FROM callback_deliveries c WHERE c.discussion_id = d.id) AS callbacks,
      (SELECT json_extract(c.body, '$.data.code') FROM callback_deliveries c WHERE c.discussion_id = d.id) AS called
      FROM discussions d`)
  ).rows as unknown as {
    id: string
    status: string
    code: string | null
    ends: number
    logged: string | null
    callbacks: number
    called: string | null
  }[]
  db.close()
  return rows
}

/** Each ended discussion has one terminal event, and its status and callback name the same end. */
export function expectOneEndEach(ends: Awaited<ReturnType<typeof discussionEnds>>) {
  for (const end of ends) {
    if (end.status === 'running') continue
    expect({ id: end.id, ends: end.ends }).toEqual({ id: end.id, ends: 1 })
    expect(end.logged).toBe(end.code)
    expect(end.callbacks).toBe(1)
    expect(end.called).toBe(end.code)
  }
}
