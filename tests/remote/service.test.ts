/**
 * The service as production runs it past one machine: two instances (their own processes) on one
 * remote database reached over Hrana HTTP (the stand-in), through the real @libsql/client.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test'
import journal from '../../src/db/migrations/meta/_journal.json'
import type { HranaServer } from '../support/hrana-server'
import { FROZEN_CLOCK, type ServiceProcess } from '../support/service-process'
import { type Api, apiOf, readEvents, startDatabase, startInstance } from './remote-support'

// Each test starts service processes; on a machine busy with other work that takes seconds.
setDefaultTimeout(30_000)
const TTL_MS = 400
const WRITES_PER_MINUTE = 5
let db: HranaServer
let a: ServiceProcess
let b: ServiceProcess
let apiA: Api
let apiB: Api

beforeAll(async () => {
  db = await startDatabase({ rttMs: 1 })
  const env = {
    RATE_LIMIT: 'on',
    REGISTRATIONS_PER_HOUR: '1000',
    WRITES_PER_MINUTE: String(WRITES_PER_MINUTE),
    READ_CACHE_TTL_MS: String(TTL_MS),
    // Slow enough that a discussion is still running while another instance follows it.
    OFFLINE_PACE_MS: '3',
    // The write rate's minute window must not turn mid-test: both processes' Date.now stand still.
    ...FROZEN_CLOCK,
  }
  a = await startInstance(db, 'remote-a', env)
  // The second instance starts on a database the first has already migrated.
  b = await startInstance(db, 'remote-b', env)
  apiA = apiOf(a)
  apiB = apiOf(b)
}, 60_000)

afterAll(async () => {
  await Promise.all([a?.stop('SIGTERM'), b?.stop('SIGTERM')])
  await db?.stop()
})

test('the first instance migrates the empty database; the second finds it migrated', () => {
  expect(db.query<{ n: number }>('SELECT count(*) AS n FROM __drizzle_migrations')[0]!.n).toBe(journal.entries.length)
  const tables = db.query<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").map((t) => t.name)
  for (const table of ['agents', 'recipes', 'reviews', 'rate_counters', 'discussions', 'discussion_events'])
    expect(tables).toContain(table)
})

describe('writes on one instance, reads on the other', () => {
  let recipeId: string
  let author: Awaited<ReturnType<Api['register']>>

  test('register and create on A; B serves the recipe, in the list, the detail and its page', async () => {
    author = await apiA.register('Remote Author')
    recipeId = await apiA.createRecipe(author.key, { title_en: 'Remote miso soup', title_ja: 'リモート味噌汁' })
    const detail = await apiB.json<{ id: string; title_en: string; author: { name: string } }>(
      'GET',
      `/api/recipes/${recipeId}`,
    )
    expect(detail.status).toBe(200)
    expect(detail.body).toMatchObject({ id: recipeId, title_en: 'Remote miso soup', author: { name: 'Remote Author' } })
    const list = await apiB.json<{ items: { id: string }[]; total: number }>('GET', '/api/recipes')
    expect(list.body.items.map((item) => item.id)).toContain(recipeId)
    const page = await apiB.send('GET', `/recipes/${recipeId}`, undefined, { accept: 'text/html' })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Remote miso soup')
    const home = await apiB.send('GET', '/', undefined, { accept: 'text/html' })
    expect(home.status).toBe(200)
  })

  test('concurrent reviews through both instances leave exact aggregates', async () => {
    const reviewers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? apiA : apiB).register(`Reviewer ${i}`)),
    )
    const ratings = reviewers.map((_, i) => (i % 5) + 1)
    const answers = await Promise.all(
      reviewers.map((reviewer, i) =>
        (i % 2 ? apiB : apiA).send(
          'POST',
          `/api/recipes/${recipeId}/reviews`,
          { rating: ratings[i], comment: `review ${i}` },
          reviewer.headers,
        ),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(ratings.map(() => 201))
    const sum = ratings.reduce((x, y) => x + y, 0)
    expect(db.query('SELECT rating_count AS count, rating_sum AS sum FROM recipes WHERE id = ?', recipeId)).toEqual([
      { count: 12, sum },
    ])
    // A second review by the same agent is refused on the other instance too.
    const again = await apiB.send(
      'POST',
      `/api/recipes/${recipeId}/reviews`,
      { rating: 1, comment: 'again' },
      reviewers[0]!.headers,
    )
    expect(again.status).toBe(409)

    await Bun.sleep(TTL_MS + 50)
    for (const api of [apiA, apiB]) {
      const detail = await api.json<{ rating: { count: number; average: number } }>('GET', `/api/recipes/${recipeId}`)
      expect(detail.body.rating).toEqual({ count: 12, average: Math.round((sum / 12) * 100) / 100 })
      const reviews = await api.json<{ total: number; items: unknown[] }>(
        'GET',
        `/api/recipes/${recipeId}/reviews?per_page=50`,
      )
      expect(reviews.body.total).toBe(12)
      expect(reviews.body.items).toHaveLength(12)
    }
  })

  test('a review posted on A is seen by B once its cached answer is READ_CACHE_TTL_MS old', async () => {
    const before = await apiB.json<{ rating: { count: number } }>('GET', `/api/recipes/${recipeId}`)
    const reviewer = await apiA.register('Late Reviewer')
    const posted = await apiA.send(
      'POST',
      `/api/recipes/${recipeId}/reviews`,
      { rating: 5, comment: 'late' },
      reviewer.headers,
    )
    expect(posted.status).toBe(201)
    await Bun.sleep(TTL_MS + 50)
    const after = await apiB.json<{ rating: { count: number }; reviews: { comment: string }[] }>(
      'GET',
      `/api/recipes/${recipeId}`,
    )
    expect(after.body.rating.count).toBe(before.body.rating.count + 1)
    expect(after.body.reviews.map((review) => review.comment)).toContain('late')
  })

  test('the write rate of one key is counted once across both instances', async () => {
    const writer = await apiA.register('Busy Writer')
    const statuses: number[] = []
    for (let i = 0; i < WRITES_PER_MINUTE + 2; i++) {
      const response = await (i % 2 ? apiB : apiA).send(
        'POST',
        '/api/recipes',
        { ...{ title_en: `Rate ${i}`, title_ja: `レート ${i}` }, ...sampleBody },
        writer.headers,
      )
      statuses.push(response.status)
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    // One window (the clock is frozen): exactly the limit is taken, whichever instance took each.
    expect(statuses).toEqual([...Array(WRITES_PER_MINUTE).fill(201), 429, 429])
  })
})

const sampleBody = {
  category: 'main',
  ingredients_ja: '豆腐 1丁',
  ingredients_en: '1 block tofu',
  steps_ja: '切る',
  steps_en: 'Cut it',
}

test('a discussion started on A is followed live on B and resumed there with Last-Event-ID', async () => {
  const host = await apiA.register('Remote Host')
  const started = await apiA.send(
    'POST',
    '/api/discussions/create',
    { theme: 'cold soba for a hot day', lang: 'en' },
    host.headers,
  )
  expect(started.status).toBe(200)
  const id = started.headers.get('x-discussion-id')!
  const onA = readEvents(started)

  // B follows from the start while A runs it, and leaves after a few events.
  const firstPart = await readEvents(await fetch(`${b.base}/api/discussions/${id}/events`), (event) => event.id >= 5)
  expect(firstPart.map((event) => event.id)).toEqual([1, 2, 3, 4, 5])
  const stillRunning = await apiB.json<{ status: string }>('GET', `/api/discussions/${id}`)
  // Then B resumes after the last event it saw, to the end.
  const rest = await readEvents(
    await fetch(`${b.base}/api/discussions/${id}/events`, { headers: { 'last-event-id': '5' } }),
  )
  const all = await onA

  expect(all.at(-1)!.event).toBe('done')
  expect([...firstPart, ...rest]).toEqual(all)
  // Followed live: B's first part was read while the discussion still ran (the poll, not a replay).
  expect(stillRunning.body.status).toBe('running')
  const recipeId = all.at(-1)!.data.recipe_id as string
  const published = await apiB.json<{ discussion_id: string }>('GET', `/api/recipes/${recipeId}`)
  expect(published.body.discussion_id).toBe(id)
})
