import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { sampleRecipe } from '../support/harness'
import { type ServiceProcess, startService } from '../support/service-process'

/**
 * Durability under a hard crash: SIGKILL (no shutdown hook runs) while ~1,000 recipe and review
 * writes are in flight. Whatever the service acknowledged with 201 must be there after a restart
 * on the same file, the rating aggregates must still equal the reviews, and the file must be sound.
 */

const AGENTS = 20
const SEED_RECIPES = 25
/** One review per agent per seed recipe (the API allows no more), and as many new recipes. */
const REVIEWS = AGENTS * SEED_RECIPES
const NEW_RECIPES = 500
/** The kill comes after this many acknowledgements: well inside the storm, so writes are still in flight. */
const KILL_AFTER_ACKS = 300

const dir = mkdtempSync(join(tmpdir(), 'recipes-crash-'))
const env = { DATABASE_URL: `file:${join(dir, 'crash.db')}`, INSTANCE_ID: 'crash-test' }
let running: ServiceProcess | undefined
afterAll(async () => {
  if (running?.child.exitCode === null) await running.stop('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

async function post(base: string, path: string, body: unknown, key?: string) {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key && { 'x-api-key': key }) },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as any }
}

/** One write of the storm: what it sends, and then its id if acknowledged or the error if not. */
type Write = { kind: 'recipe' | 'review'; path: string; body: unknown; key: string; ack?: string; error?: string }

test('every write acknowledged with 201 survives SIGKILL; aggregates stay exact; the file is sound', async () => {
  running = await startService(env)
  const { base } = running
  const keys: string[] = []
  for (let i = 0; i < AGENTS; i++)
    keys.push((await post(base, '/api/agents/register', { name: `Crash agent ${i}` })).body.api_key)
  // The seeds' author is none of the reviewers: an agent may not review its own recipe.
  const author = (await post(base, '/api/agents/register', { name: 'Seed author' })).body.api_key
  const seeds: string[] = []
  for (let i = 0; i < SEED_RECIPES; i++)
    seeds.push((await post(base, '/api/recipes', { ...sampleRecipe, title_en: `Seed ${i}` }, author)).body.recipe_id)

  // Reviews and recipes interleaved, all sent at once. Review j is agent j / 25 on seed j % 25
  // (each pair once, as the API allows); the ratings vary so that the sums mean something.
  const writes: Write[] = []
  for (let j = 0; j < Math.max(REVIEWS, NEW_RECIPES); j++) {
    if (j < REVIEWS)
      writes.push({
        kind: 'review',
        path: `/api/recipes/${seeds[j % SEED_RECIPES]}/reviews`,
        body: { rating: (j % 5) + 1, comment: `Review ${j}` },
        key: keys[Math.floor(j / SEED_RECIPES)]!,
      })
    if (j < NEW_RECIPES)
      writes.push({
        kind: 'recipe',
        path: '/api/recipes',
        body: { ...sampleRecipe, title_en: `Storm ${j}` },
        key: keys[j % AGENTS]!,
      })
  }
  const server = running
  let acks = 0
  let killed: Promise<unknown> | undefined
  await Promise.all(
    writes.map(async (write) => {
      try {
        const response = await post(base, write.path, write.body, write.key)
        if (response.status !== 201) throw new Error(`status ${response.status}: ${JSON.stringify(response.body)}`)
        write.ack = write.kind === 'review' ? response.body.review_id : response.body.recipe_id
        if (++acks === KILL_AFTER_ACKS) killed = server.stop('SIGKILL')
      } catch (error) {
        write.error = String(error)
      }
    }),
  )
  expect(await killed).toBe('SIGKILL')

  const acknowledged = writes.filter((w) => w.ack)
  const unanswered = writes.filter((w) => w.error)
  // Every failure must be the kill cutting a connection, not the service refusing a good write.
  expect(unanswered.filter((w) => w.error!.startsWith('Error: status'))).toEqual([])
  // The kill landed mid-storm: some writes were acknowledged, others never answered.
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS)
  expect(unanswered.length).toBeGreaterThan(0)

  running = await startService(env)
  const restarted = running.base
  const recipesFound = await Promise.all(
    acknowledged
      .filter((w) => w.kind === 'recipe')
      .map(async (w) => (await fetch(`${restarted}/api/recipes/${w.ack}`)).status === 200),
  )
  const reviewIds = new Set<string>()
  for (const seed of seeds) {
    const page = (await (await fetch(`${restarted}/api/recipes/${seed}/reviews?per_page=100`)).json()) as {
      items: { id: string }[]
      total: number
    }
    expect(page.items.length).toBe(page.total)
    for (const item of page.items) reviewIds.add(item.id)
  }
  const reviewsFound = acknowledged.filter((w) => w.kind === 'review').map((w) => reviewIds.has(w.ack!))
  const found = [...recipesFound, ...reviewsFound].filter(Boolean).length
  console.log(
    `crash: ${writes.length} writes sent, ${acknowledged.length} acknowledged with 201 (${recipesFound.length} recipes, ${reviewsFound.length} reviews), ` +
      `${unanswered.length} cut by SIGKILL; after the restart ${found} of ${acknowledged.length} acknowledged writes found`,
  )
  expect(found).toBe(acknowledged.length)
  expect(await running.stop('SIGTERM')).toBe(0)

  // The restarted service is stopped: the file alone must be consistent.
  const db = createClient({ url: env.DATABASE_URL })
  try {
    expect((await db.execute('PRAGMA integrity_check')).rows[0]![0]).toBe('ok')
    const drift = await db.execute(`
      SELECT r.id, r.rating_count, r.rating_sum, count(v.id) AS reviews, coalesce(sum(v.rating), 0) AS stars
        FROM recipes r LEFT JOIN reviews v ON v.recipe_id = r.id
       GROUP BY r.id
      HAVING r.rating_count != count(v.id) OR r.rating_sum != coalesce(sum(v.rating), 0)`)
    expect(drift.rows).toEqual([])
    // Not vacuous: the aggregates compared above do hold the surviving reviews.
    const total = await db.execute('SELECT sum(rating_count) AS n FROM recipes')
    expect(Number(total.rows[0]!.n)).toBe(reviewIds.size)
  } finally {
    db.close()
  }
}, 120_000)
