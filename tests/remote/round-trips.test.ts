/**
 * What the hot paths cost a remote database, counted at the wire (HTTP requests to the stand-in)
 * and in waits (requests that must follow one another): a read is one wait, a review write is
 * one transaction. These are the budgets docs/scaling.md builds its capacity figures on; a change
 * that adds a round trip to a hot path fails here before it shows in the bench.
 */
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test'
import type { HranaServer } from '../support/hrana-server'
import type { ServiceProcess } from '../support/service-process'
import { type Api, apiOf, startDatabase, startInstance } from './remote-support'

setDefaultTimeout(30_000)

let db: HranaServer
let service: ServiceProcess
let api: Api
let recipeId: string
const statements: string[] = []
let recording = false

beforeAll(async () => {
  // 20 ms round trips: requests sent together overlap for that long, requests that wait for each other never do.
  db = await startDatabase({ rttMs: 20, trace: (sql) => recording && statements.push(sql) })
  // Rate limits on, as in production: their counters are part of every write's cost. No read cache: every read reaches the database.
  service = await startInstance(db, 'round-trips', {
    RATE_LIMIT: 'on',
    REGISTRATIONS_PER_HOUR: '1000',
    RESPONSE_CACHE_MB: '0',
  })
  api = apiOf(service)
  const author = await api.register('Counted Author')
  recipeId = await api.createRecipe(author.key)
  // The picture drawn after the create writes too; wait for it so that it is not counted below.
  for (let waited = 0; waited < 20_000; waited += 50) {
    if (db.query<{ image_id: string | null }>('SELECT image_id FROM recipes WHERE id = ?', recipeId)[0]?.image_id) break
    await Bun.sleep(50)
  }
}, 60_000)
afterAll(async () => {
  await service?.stop('SIGTERM')
  await db?.stop()
})

/**
 * HTTP requests to the database during `run`, and waits: how many times the service had to hear
 * back before it could send the next (requests in flight together count as one wait).
 */
async function count(run: () => Promise<Response>) {
  const before = db.stats.pipelines
  const spansBefore = db.stats.spans.length
  statements.length = 0
  recording = true
  const response = await run()
  await response.arrayBuffer()
  recording = false
  expect(response.status).toBeLessThan(300)
  const spans = db.stats.spans.slice(spansBefore).sort((x, y) => x[0] - y[0])
  let waits = 0
  let until = -Infinity
  for (const [start, end] of spans) {
    if (start > until) waits++
    until = Math.max(until, end)
  }
  return { pipelines: db.stats.pipelines - before, waits, statements: [...statements] }
}

/**
 * The count of the quietest of three runs: the instance's own timers (the callback queue's poll each second, the
 * lease sweep) reach the database too, and on a loaded machine one may land inside a request. They only ever add, so
 * the fewest seen is the path's own cost; a path that really costs more costs it every time.
 */
async function quietest(run: () => Promise<Response>) {
  const counts = []
  for (let i = 0; i < 3; i++) counts.push(await count(run))
  return counts.reduce((a, b) => (b.pipelines < a.pipelines ? b : a))
}

test('a recipe detail: its two queries go out together (one wait), no writes', async () => {
  const { pipelines, waits, statements } = await quietest(() => api.send('GET', `/api/recipes/${recipeId}`))
  expect(pipelines).toBe(2)
  expect(waits).toBe(1)
  expect(statements.every((sql) => /^\s*select/i.test(sql))).toBe(true)
})

test('a review: the key, both rate counters, the recipe, then the insert and the new rating in one transaction', async () => {
  const reviewers = await Promise.all([1, 2, 3].map((i) => api.register(`Counted Reviewer ${i}`)))
  const { pipelines, waits, statements } = await quietest(() =>
    api.send('POST', `/api/recipes/${recipeId}/reviews`, { rating: 5, comment: 'counted' }, reviewers.pop()!.headers),
  )
  // 1 key lookup, 2 counters (sent together), 1 recipe load, 1 batch (BEGIN, INSERT, SELECT, COMMIT).
  expect(pipelines).toBe(5)
  expect(waits).toBe(4)
  expect(statements.filter((sql) => /^\s*insert into "?reviews/i.test(sql))).toHaveLength(1)
  expect(statements.filter((sql) => /^\s*(BEGIN|COMMIT)/i.test(sql))).toEqual(['BEGIN IMMEDIATE', 'COMMIT'])
})
