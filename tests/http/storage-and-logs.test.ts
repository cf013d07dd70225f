import { afterAll, describe, expect, spyOn, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createModels } from '../../src/ai/models'
import { hashApiKey } from '../../src/agents/keys'
import { createApp, createServices } from '../../src/app'
import { loadConfig } from '../../src/config'
import { type Driver, openDatabase } from '../../src/db/client'
import { createTestApp, expectProblem, sampleRecipe } from '../support/harness'
import { readEvents } from '../support/sse'

const dir = mkdtempSync(join(tmpdir(), 'recipes-storage-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Every console.error line written while `action` runs. */
async function errorLines(action: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = []
  const spy = spyOn(console, 'error').mockImplementation(
    (...args: unknown[]) => void lines.push(args.map(String).join(' ')),
  )
  try {
    await action()
  } finally {
    spy.mockRestore()
  }
  return lines
}

describe('a full disk', async () => {
  // A file, since SQLite's page limit (here: no page beyond those in use) stands in for the disk.
  const t = await createTestApp({ DATABASE_URL: `file:${join(dir, 'full.db')}` })
  const author = await t.register()
  const existing = await t.createRecipe(author.api_key)
  const { page_count } = (await t.db.$client.execute('PRAGMA page_count')).rows[0] as unknown as { page_count: number }
  await t.db.$client.execute(`PRAGMA max_page_count = ${page_count}`)

  test('answers a write 503 storage_full with Retry-After, never 500, and logs code and cause only', async () => {
    let response: Response | undefined
    const lines = await errorLines(async () => {
      response = await t.send(
        'POST',
        '/api/recipes',
        { ...sampleRecipe, steps_en: 'Stir well. '.repeat(900) },
        author.headers,
      )
    })
    await expectProblem(response!, 503, 'storage_full')
    expect(Number(response!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toEqual({
      level: 'warn',
      msg: 'storage full',
      request_id: response!.headers.get('x-request-id'),
      code: 'SQLITE_FULL',
      cause: 'database or disk is full',
    })
  })

  test('still serves reads, and stored nothing of the refused write', async () => {
    expect((await t.request(`/api/recipes/${existing}`)).status).toBe(200)
    expect((await (await t.request('/api/recipes')).json()).total).toBe(1)
  })

  test('is in the problem catalogue', async () => {
    expect(await (await t.request('/docs/problems')).text()).toContain('storage_full')
  })
})

describe.each(['bun-sqlite', 'libsql'] as Driver[])('on the %s driver, a database error', (driver) => {
  test('is logged by its code and cause, never with the query’s values (a key hash, what a user wrote)', async () => {
    const db = await openDatabase(`file:${join(dir, `logs-${driver}.db`)}`, undefined, undefined, driver)
    const config = loadConfig({ RATE_LIMIT: 'off' })
    const app = createApp(config, createServices({ config, db, models: createModels(config.ai) }))
    const send = (path: string, init: RequestInit = {}) => app.handle(new Request(`http://localhost${path}`, init))
    const registered = await send('/api/agents/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Agent' }),
    })
    const { api_key: key } = (await registered.json()) as { api_key: string }
    // A fault no request can cause: the table every key is looked up in is gone.
    await db.$client.execute('DROP TABLE agents')
    let response: Response | undefined
    const lines = await errorLines(async () => {
      response = await send('/api/agents/me', { headers: { 'x-api-key': key } })
    })
    await expectProblem(response!, 500, 'internal')
    const logged = lines.join('\n')
    expect(logged).toContain('"code":"SQLITE_ERROR"')
    expect(logged).toContain('no such table: agents')
    for (const secret of ['params', 'Failed', key, hashApiKey(key)]) expect(logged).not.toContain(secret)
    db.$client.close()
  })
})

test('a discussion that meets a full disk ends its stream with error storage_full', async () => {
  const t = await createTestApp({ DATABASE_URL: `file:${join(dir, 'full-discussion.db')}`, OFFLINE_PACE_MS: '1' })
  const host = await t.register()
  const started = await t.send('POST', '/api/discussions/create', { theme: 'miso soup', lang: 'en' }, host.headers)
  const { page_count } = (await t.db.$client.execute('PRAGMA page_count')).rows[0] as unknown as { page_count: number }
  await t.db.$client.execute(`PRAGMA max_page_count = ${page_count}`)
  const lines = await errorLines(async () => {
    const { events } = await readEvents(started)
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'storage_full' } })
  })
  for (const line of lines) expect(line).not.toContain('params')
  await t.db.$client.execute('PRAGMA max_page_count = 1073741823')
  await t.services.discussionService.settled()
}, 60_000)
