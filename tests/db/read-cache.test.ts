import { Database as SqliteDatabase } from 'bun:sqlite'
import { describe, expect, test } from 'bun:test'
import { createAgentService } from '../../src/agents/service'
import { type Driver, openDatabase } from '../../src/db/client'
import { writtenTable } from '../../src/db/embedded'
import { readCache } from '../../src/db/read-cache'
import { createRecipeService } from '../../src/recipes/service'
import { createReviewService } from '../../src/reviews/service'

const recipe = { title_ja: '照り焼き', title_en: 'Teriyaki', category: 'main' as const, ingredients_ja: '鶏肉', steps_ja: '焼く' }

/** Cached answers must never outlive what they read, whoever wrote it. */
describe.each(['bun-sqlite', 'libsql'] as Driver[])('cached reads on the %s driver', async (driver) => {
  const path = `/tmp/read-cache-${driver}-${process.pid}-${Date.now()}.db`
  const db = await openDatabase(`file:${path}`, undefined, undefined, driver)
  const agents = createAgentService(db)
  const recipes = createRecipeService(db, { recipeCreated: () => {} })
  const reviews = createReviewService(db, recipes)
  const { agent: author } = await agents.register({ name: 'Author' })
  const { agent: reviewer } = await agents.register({ name: 'Reviewer' })
  const { id } = await recipes.createDirect(author, recipe)

  test('a review through the service shows at once, in the detail and in the list', async () => {
    expect((await recipes.detail(id)).reviews).toHaveLength(0)
    expect((await recipes.list({ page: 1, perPage: 10 })).items[0]!.rating.count).toBe(0)
    await reviews.create(reviewer, id, { rating: 5, comment: 'great' })
    expect((await recipes.detail(id)).reviews.map((review) => review.comment)).toEqual(['great'])
    expect((await recipes.list({ page: 1, perPage: 10 })).items[0]!.rating).toEqual({ average: 5, count: 1 })
  })

  test('a write through the raw client shows at once', async () => {
    await recipes.detail(id)
    await db.$client.execute({ sql: 'UPDATE recipes SET title_en = ? WHERE id = ?', args: ['Raw', id] })
    expect((await recipes.detail(id)).title_en).toBe('Raw')
  })

  test('a commit by another process on the same file shows at once', async () => {
    expect((await recipes.list({ page: 1, perPage: 10 })).items[0]!.title_en).toBe('Raw')
    const other = new SqliteDatabase(path)
    other.run('PRAGMA busy_timeout = 5000')
    other.run("UPDATE recipes SET title_en = 'Elsewhere' WHERE id = ?", [id])
    other.close()
    expect((await recipes.list({ page: 1, perPage: 10 })).items[0]!.title_en).toBe('Elsewhere')
    expect((await recipes.detail(id)).title_en).toBe('Elsewhere')
  })
})

test('writes are told from reads by their SQL', () => {
  expect(writtenTable('select * from "recipes"')).toBeUndefined()
  expect(writtenTable('insert into "reviews" ("id") values (?)')).toBe('reviews')
  expect(writtenTable('\n  INSERT OR IGNORE INTO `agents` VALUES (1)')).toBe('agents')
  expect(writtenTable('update "recipes" set "image_id" = ?')).toBe('recipes')
  expect(writtenTable('DELETE FROM rate_counters WHERE 1')).toBe('rate_counters')
  // What it cannot attribute counts as a write to every table.
  expect(writtenTable('WITH x AS (SELECT 1) INSERT INTO recipes SELECT * FROM x')).toBe('*')
})

test('an unchanged answer is served without a query on the embedded driver', async () => {
  let queries = 0
  const db = await openDatabase(':memory:', undefined, { logQuery: () => queries++ })
  const recipes = createRecipeService(db, { recipeCreated: () => {} })
  const { agent } = await createAgentService(db).register({ name: 'Author' })
  const { id } = await recipes.createDirect(agent, recipe)
  await recipes.detail(id)
  await recipes.list({ page: 1, perPage: 5 })
  queries = 0
  await recipes.detail(id)
  await recipes.list({ page: 1, perPage: 5 })
  expect(queries).toBe(0)
})

test('a cache bounded in bytes keeps the most recently used answers that fit', async () => {
  const db = await openDatabase(':memory:')
  const cached = readCache<string, string>(db, ['recipes'], { maxBytes: 10, sizeOf: (value) => value.length })
  let reads = 0
  const get = (key: string, value: string) =>
    cached(key, async () => {
      reads++
      return value
    })
  await get('a', 'aaaa')
  await get('b', 'bbbb')
  await get('a', 'aaaa') // a is now the most recently used
  expect(reads).toBe(2)
  await get('c', 'cccc') // 12 bytes: b, the least recently used, goes
  await get('a', 'aaaa')
  await get('c', 'cccc')
  expect(reads).toBe(3)
  await get('b', 'bbbb')
  expect(reads).toBe(4)
  db.$client.close()
})

test('with repeatsWithin, an answer is kept on its second recent miss, and one-off reads do not push it out', async () => {
  const db = await openDatabase(':memory:')
  const cache = readCache<string, string>(db, ['recipes'], { maxBytes: 2, sizeOf: () => 1, repeatsWithin: 4 })
  let reads = 0
  const get = (key: string) => cache(key, async () => `${key}${++reads}`)
  expect(await get('a')).toBe('a1')
  expect(await get('a')).toBe('a2')
  expect(await get('a')).toBe('a2')
  for (const key of ['b', 'c', 'd', 'e', 'f', 'g']) await get(key)
  expect(await get('a')).toBe('a2')
  // Past repeatsWithin other misses, a key's first miss is forgotten: its next miss is a first one again.
  expect(await get('b')).toBe('b9')
  expect(await get('b')).toBe('b10')
  expect(await get('b')).toBe('b10')
  db.$client.close()
})
