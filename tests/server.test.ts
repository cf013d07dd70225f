import { afterAll, describe, expect, test } from 'bun:test'
import { Database } from 'bun:sqlite'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sampleRecipe } from './support/harness'
import { json, startService } from './support/service-process'
import { readEvents } from './support/sse'

const dir = mkdtempSync(join(tmpdir(), 'recipes-server-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

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

// A SIGTERM's outcome with a grace too long to matter: nothing here is timed, so it runs beside other files, not alone
// with the suites that time the shutdown (tests/reliability/shutdown.test.ts).
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
})
