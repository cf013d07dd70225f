import { afterAll, describe, expect, test } from 'bun:test'
import { Database } from 'bun:sqlite'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startService } from './support/service-process'
import { sampleRecipe } from './support/harness'
import { readEvents } from './support/sse'

const dir = mkdtempSync(join(tmpdir(), 'recipes-server-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const json = (base: string, path: string, body?: unknown, key?: string) =>
  fetch(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(key && { 'x-api-key': key }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const run = (args: string[], env: Record<string, string>) =>
  Bun.spawnSync([process.execPath, 'src/index.ts', ...args], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { PATH: process.env.PATH ?? '', ...env },
  })

describe('start-up', () => {
  test.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'libsql://db.example.turso.io' }, 'DATABASE_AUTH_TOKEN'],
    [{ AI_PROVIDER: 'magic' }, 'AI_PROVIDER'],
  ])('a bad setting %j stops the start with one clear message naming %s', (env, name) => {
    const result = run([], env)
    expect(result.exitCode).toBe(1)
    const stderr = result.stderr.toString()
    expect(stderr).toContain(`Configuration error: `)
    expect(stderr).toContain(name)
    expect(stderr.trim().split('\n')).toHaveLength(1)
  })

  test('--help lists every setting', () => {
    const result = run(['--help'], {})
    expect(result.exitCode).toBe(0)
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'DATABASE_AUTH_TOKEN',
      'OPENAI_API_KEY',
      'OPENAI_BASE_URL',
      'RATE_LIMIT',
      'SHUTDOWN_GRACE_MS',
    ])
      expect(result.stdout.toString()).toContain(name)
  })
})

describe('a start on a busy port', () => {
  test('exits 1 with one plain line naming the port, and changes nothing in the database', async () => {
    const path = join(dir, 'busy.db')
    // One name for both, as two starts on one host and port get by default: the old sweep by name interrupted the first's discussions.
    const first = await startService({ DATABASE_URL: `file:${path}`, INSTANCE_ID: 'same', OFFLINE_PACE_MS: '3' })
    const host = await (await json(first.base, '/api/agents/register', { name: 'Host' })).json()
    const started = await json(first.base, '/api/discussions/create', { theme: 'udon', lang: 'en' }, host.api_key)
    const reading = readEvents(started)
    const port = new URL(first.base).port
    for (const database of [`file:${path}`, `file:${join(dir, 'never-made.db')}`]) {
      const second = run([], { PORT: port, DATABASE_URL: database, INSTANCE_ID: 'same', AI_PROVIDER: 'offline' })
      expect(second.exitCode).toBe(1)
      expect(second.stdout.toString()).toBe('')
      const lines = second.stderr.toString().trim().split('\n')
      expect(lines).toHaveLength(1)
      expect(lines[0]).toContain(`Port ${port} is already in use`)
      expect(lines[0]).toContain('PORT')
    }
    expect(existsSync(join(dir, 'never-made.db'))).toBe(false)
    const { events } = await reading
    expect(events.at(-1)!.event).toBe('done')
    expect(events.some((event) => event.event === 'error')).toBe(false)
    const replay = await readEvents(
      await fetch(`${first.base}/api/discussions/${started.headers.get('x-discussion-id')}/events`),
    )
    expect(replay.events).toEqual(events)
    await first.stop('SIGKILL')
  }, 60_000)
})

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

describe('two instances on one database file', async () => {
  const database = { DATABASE_URL: `file:${join(dir, 'shared.db')}` }
  const a = await startService({ ...database, INSTANCE_ID: 'a', OFFLINE_PACE_MS: '3' })
  const b = await startService({ ...database, INSTANCE_ID: 'b' })
  afterAll(async () => {
    await a.stop('SIGKILL')
    await b.stop('SIGKILL')
  })

  test('a review posted on one is read on the other, with the same aggregate', async () => {
    const author = await (await json(a.base, '/api/agents/register', { name: 'Author' })).json()
    const reviewer = await (await json(b.base, '/api/agents/register', { name: 'Reviewer' })).json()
    const { recipe_id } = await (
      await json(
        a.base,
        '/api/recipes',
        {
          title_ja: '親子丼',
          title_en: 'Oyakodon',
          category: 'main',
          ingredients_ja: '鶏肉\n卵',
          steps_ja: '煮る\n卵でとじる',
        },
        author.api_key,
      )
    ).json()
    expect(
      (
        await json(
          b.base,
          `/api/recipes/${recipe_id}/reviews`,
          { rating: 5, comment: 'From instance b' },
          reviewer.api_key,
        )
      ).status,
    ).toBe(201)
    const onA = await (await json(a.base, `/api/recipes/${recipe_id}`)).json()
    expect(onA.rating).toEqual({ average: 5, count: 1 })
    expect(onA.reviews[0].comment).toBe('From instance b')
  })

  test('a discussion started on one is replayed and followed live from the other', async () => {
    const host = await (await json(a.base, '/api/agents/register', { name: 'Host' })).json()
    const started = await json(a.base, '/api/discussions/create', { theme: 'ginger pork', lang: 'en' }, host.api_key)
    const id = started.headers.get('x-discussion-id')!
    const original = readEvents(started)
    // b never ran this discussion: it reads a's event log from the shared database while a still writes it
    const replica = await readEvents(await fetch(`${b.base}/api/discussions/${id}/events`))
    const { events } = await original
    expect(events.at(-1)!.event).toBe('done')
    expect(replica.events).toEqual(events)
    const resumed = await readEvents(
      await fetch(`${b.base}/api/discussions/${id}/events`, { headers: { 'last-event-id': '30' } }),
    )
    expect(resumed.events).toEqual(events.slice(30))
    expect((await (await json(b.base, `/api/discussions/${id}`)).json()).status).toBe('completed')
  })

  test('every request is one JSON log line, without the key', async () => {
    const lines = a
      .output()
      .split('\n')
      .filter((line) => line.includes('"msg":"request"'))
    expect(lines.length).toBeGreaterThan(3)
    for (const line of lines) {
      const entry = JSON.parse(line)
      expect(Object.keys(entry).sort()).toEqual(['level', 'method', 'ms', 'msg', 'path', 'request_id', 'status'])
      expect(entry.request_id).toMatch(/^[A-Za-z0-9._:-]{1,128}$/)
      expect(line).not.toContain('rak_')
    }
  })
})

// Each test here starts the service as a process (a few seconds on a busy machine), as the start-up tests above do.
describe('graceful shutdown', () => {
  test('SIGTERM lets a running discussion finish within the grace period, then exits 0', async () => {
    const service = await startService({
      DATABASE_URL: `file:${join(dir, 'graceful.db')}`,
      INSTANCE_ID: 'g',
      OFFLINE_PACE_MS: '1',
      SHUTDOWN_GRACE_MS: '30000',
    })
    const host = await (await json(service.base, '/api/agents/register', { name: 'Host' })).json()
    const stream = await json(service.base, '/api/discussions/create', { theme: 'udon', lang: 'ja' }, host.api_key)
    const reading = readEvents(stream)
    await Bun.sleep(100)
    expect(await service.stop('SIGTERM')).toBe(0)
    const { events } = await reading
    expect(events.at(-1)!.event).toBe('done')
  }, 60_000)

  test('a picture asked for just before SIGTERM is drawn before the exit, which logs no error', async () => {
    const service = await startService({
      DATABASE_URL: `file:${join(dir, 'pictures.db')}`,
      INSTANCE_ID: 'p',
      SHUTDOWN_GRACE_MS: '30000',
    })
    const author = await (await json(service.base, '/api/agents/register', { name: 'Author' })).json()
    const created = await (
      await json(service.base, '/api/recipes', { ...sampleRecipe, category: 'main' }, author.api_key)
    ).json()
    expect(created.recipe.image_url).toBeNull()
    expect(await service.stop('SIGTERM')).toBe(0)
    expect(service.output()).not.toContain('"level":"error"')
    // Read from the file with the service gone, so no later start can have drawn it.
    const file = new Database(join(dir, 'pictures.db'), { readonly: true })
    const row = file.query('SELECT image_id FROM recipes WHERE id = ?').get(created.recipe_id) as {
      image_id: string | null
    }
    file.close()
    expect(row.image_id).not.toBeNull()
  }, 60_000)

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
