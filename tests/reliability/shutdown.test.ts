import { afterAll, describe, expect, test } from 'bun:test'
import { Database } from 'bun:sqlite'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sampleRecipe } from '../support/harness'
import { json, startService } from '../support/service-process'
import { readEvents } from '../support/sse'

/**
 * The real service process timed against its lease and its grace period: scripts/test.ts runs this
 * file on its own after the shared run, so no other test's CPU is in the figures (tests/server.test.ts
 * holds the process tests that time nothing).
 */

const dir = mkdtempSync(join(tmpdir(), 'recipes-shutdown-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('a discussion whose instance was killed', () => {
  test('is interrupted by another instance once its lease passes, which ends its followers and frees its host', async () => {
    const database = {
      DATABASE_URL: `file:${join(dir, 'lease.db')}`,
      DISCUSSION_LEASE_MS: '1000',
      DISCUSSIONS_PER_AGENT: '1',
    }
    // Another host name, as a container platform gives a replacement: the name plays no part.
    const doomed = await startService({ ...database, INSTANCE_ID: 'pod-1', OFFLINE_PACE_MS: '20' })
    const survivor = await startService({ ...database, INSTANCE_ID: 'pod-2' })
    const host = await (await json(doomed.base, '/api/agents/register', { name: 'Host' })).json()
    const started = await json(doomed.base, '/api/discussions/create', { theme: 'ramen', lang: 'en' }, host.api_key)
    const id = started.headers.get('x-discussion-id')!
    await readEvents(started, 3)
    const following = readEvents(await fetch(`${survivor.base}/api/discussions/${id}/events`))
    await doomed.stop('SIGKILL')
    const killedAt = Date.now()
    const { events } = await following
    // The lease runs out within 1 s of the last renewal and the survivor sweeps every half lease:
    // 1.5 s, plus its follower's poll and room for a busy machine.
    expect(Date.now() - killedAt).toBeLessThan(4000)
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'interrupted' } })
    expect((await (await json(survivor.base, `/api/discussions/${id}`)).json()).status).toBe('interrupted')
    const again = await json(survivor.base, '/api/discussions/create', { theme: 'udon', lang: 'en' }, host.api_key)
    expect(again.status).toBe(200)
    await again.body?.cancel()
    await survivor.stop('SIGKILL')
  }, 60_000)
})

// Each test here starts the service as a process (a few seconds on a busy machine).
describe('graceful shutdown', () => {
  test('pictures waiting to be drawn do not hold the exit: they are drawn at the next start', async () => {
    const service = await startService({
      DATABASE_URL: `file:${join(dir, 'backlog.db')}`,
      WORKER_THREADS: '1',
      SHUTDOWN_GRACE_MS: '20000',
    })
    const author = await (await json(service.base, '/api/agents/register', { name: 'Author' })).json()
    // About 50 ms a picture on one worker: a backlog of 15 s or more.
    for (let i = 0; i < 300; i++)
      expect(
        (await json(service.base, '/api/recipes', { ...sampleRecipe, title_en: `Backlog ${i}` }, author.api_key))
          .status,
      ).toBe(201)
    const stoppedAt = Date.now()
    expect(await service.stop('SIGTERM')).toBe(0)
    // At most PICTURES_WAIT_MS (2 s) for the pictures being drawn, not the 20 s of grace (it took all 20 before).
    expect(Date.now() - stoppedAt).toBeLessThan(6000)
    const file = new Database(join(dir, 'backlog.db'), { readonly: true })
    const waiting = file.query('SELECT count(*) AS n FROM recipes WHERE image_id IS NULL').get() as { n: number }
    file.close()
    expect(waiting.n).toBeGreaterThan(0)
  }, 60_000)

  test('the whole shutdown, closing included, ends within the grace period', async () => {
    const grace = 3000
    const service = await startService({
      DATABASE_URL: `file:${join(dir, 'bounded.db')}`,
      OFFLINE_PACE_MS: '20',
      SHUTDOWN_GRACE_MS: String(grace),
    })
    const host = await (await json(service.base, '/api/agents/register', { name: 'Host' })).json()
    // A client that keeps its stream open after the last event holds the connection the whole drain.
    const stream = await json(service.base, '/api/discussions/create', { theme: 'ramen', lang: 'en' }, host.api_key)
    const reader = stream.body!.getReader()
    await reader.read()
    const stoppedAt = Date.now()
    expect(await service.stop('SIGTERM')).toBe(0)
    // Waiting, interrupting, draining and closing all fit in the grace; the discussions' wait ends
    // 750 ms before it (a quarter), which is the margin left for exiting on a busy machine.
    expect(Date.now() - stoppedAt).toBeLessThan(grace)
    await reader.cancel().catch(() => {})
  }, 60_000)

  test('what cannot finish within the grace period is marked interrupted, and its stream says so', async () => {
    const database = `file:${join(dir, 'impatient.db')}`
    const service = await startService({
      DATABASE_URL: database,
      INSTANCE_ID: 'i',
      OFFLINE_PACE_MS: '20',
      SHUTDOWN_GRACE_MS: '200',
    })
    const host = await (await json(service.base, '/api/agents/register', { name: 'Host' })).json()
    const stream = await json(service.base, '/api/discussions/create', { theme: 'ramen', lang: 'en' }, host.api_key)
    const id = stream.headers.get('x-discussion-id')!
    const reading = readEvents(stream)
    await Bun.sleep(100)
    expect(await service.stop('SIGTERM')).toBe(0)
    const { events } = await reading
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'interrupted' } })
    const again = await startService({ DATABASE_URL: database, INSTANCE_ID: 'other' })
    expect((await (await json(again.base, `/api/discussions/${id}`)).json()).status).toBe('interrupted')
    expect((await (await json(again.base, '/api/recipes')).json()).total).toBe(0)
    await again.stop('SIGKILL')
  }, 60_000)
})
