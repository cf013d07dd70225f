import { describe, expect, test } from 'bun:test'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createAgentService } from '../../src/agents/service'
import { type Driver, openDatabase } from '../../src/db/client'
import { createSearchIndexer } from '../../src/recipes/search-index'
import { createRecipeService } from '../../src/recipes/service'
import { createTestApp, expectProblem } from '../support/harness'

const recipe = (
  title_ja: string,
  title_en: string,
  ingredients_ja: string,
  steps_ja = '混ぜる',
  extra: Record<string, string> = {},
) => ({
  title_ja,
  title_en,
  category: 'main' as const,
  ingredients_ja,
  steps_ja,
  ...extra,
})

/** Search on both drivers, on files as the service opens them (FTS5 with trigram on each SQLite). */
describe.each(['bun-sqlite', 'libsql'] as Driver[])('search on the %s driver', async (driver) => {
  const db = await openDatabase(
    `file:${join(tmpdir(), `search-${driver}-${process.pid}-${Date.now()}.db`)}`,
    undefined,
    undefined,
    driver,
  )
  const changes = { recipeChanged: () => {}, listsChanged: () => {} }
  const recipes = createRecipeService(db, { recipeCreated: () => {}, changes })
  const searchIndex = createSearchIndexer(db)
  const agents = createAgentService(db)
  const { agent: author } = await agents.register({ name: 'Searcher' })
  const { agent: other } = await agents.register({ name: 'Other' })
  const matcha = await recipes.createDirect(
    author,
    recipe('抹茶ラテ', 'Matcha latte', '抹茶 小さじ2\n牛乳 200ml', '抹茶を点てる', {
      ingredients_en: '2 tsp matcha\n200 ml milk',
      category: 'drink' as never,
    }),
  )
  const tofu = await recipes.createDirect(
    author,
    recipe('麻婆豆腐', 'Mapo tofu', '豆腐 1丁\n生姜 1かけ\n豆板醤 大さじ1', '生姜を炒める\n豆腐を煮る'),
  )
  const cake = await recipes.createDirect(
    other,
    recipe('抹茶ケーキ', 'Green tea cake', '小麦粉 100g\n卵 2個', '抹茶を混ぜて焼く', { category: 'dessert' as never }),
  )
  const ginger = await recipes.createDirect(
    other,
    recipe('豚の生姜焼き', 'Ginger pork', '豚肉 300g\n生姜 1かけ', '焼く'),
  )
  // The tests below read the index itself; the ones at the end, recipes still waiting for it.
  await searchIndex.drain()
  const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id)
  const search = (q: string, more: Partial<Parameters<typeof recipes.list>[0]> = {}) =>
    recipes.list({ q, perPage: 20, ...more })

  test('two-character Japanese words (抹茶, 豆腐, 生姜) match, titles first, then newest', async () => {
    // 抹茶 in the titles of matcha and cake: both tier 0, newest (cake) first.
    expect(ids(await search('抹茶'))).toEqual([cake.id, matcha.id])
    expect(ids(await search('豆腐'))).toEqual([tofu.id])
    // 生姜 is in ginger pork's title, only in mapo tofu's ingredients.
    expect(ids(await search('生姜'))).toEqual([ginger.id, tofu.id])
  })

  test('substrings of three and more characters go through the trigram index, in either language and any case', async () => {
    expect(ids(await search('豆板醤'))).toEqual([tofu.id])
    expect(ids(await search('MATCHA'))).toEqual([matcha.id])
    expect(ids(await search('atch'))).toEqual([matcha.id])
    expect(ids(await search('点てる'))).toEqual([matcha.id])
    expect((await search('カレーライス')).total).toBe(0)
  })

  test('every term must match; short and long terms combine; wildcards and quotes are literal', async () => {
    expect(ids(await search('抹茶 牛乳'))).toEqual([matcha.id])
    expect(ids(await search('生姜 豚肉'))).toEqual([ginger.id])
    expect(ids(await search('抹茶　焼く'))).toEqual([cake.id])
    expect((await search('%%')).total).toBe(0)
    expect((await search('_s')).total).toBe(0)
    expect((await search('"抹茶')).total).toBe(0)
    expect((await search('a"b OR c')).total).toBe(0)
  })

  test('combines with category and author', async () => {
    expect(ids(await search('抹茶', { category: 'dessert' }))).toEqual([cake.id])
    expect(ids(await search('生姜', { author: author.id }))).toEqual([tofu.id])
    expect(ids(await recipes.list({ perPage: 20, author: other.id }))).toEqual([ginger.id, cake.id])
  })

  const waiting = async () => (await db.$client.execute('SELECT count(*) AS n FROM recipes_fts_waiting')).rows[0]!.n
  const indexed = async (phrase: string) =>
    (
      await db.$client.execute({
        sql: 'SELECT count(*) AS n FROM recipes_fts WHERE recipes_fts MATCH ?',
        args: [phrase],
      })
    ).rows[0]!.n

  test('a recipe is found while it waits for its index rows, and indexed with the others in one write', async () => {
    const stored = [1, 2, 3].map((n) =>
      recipes.createDirect(author, recipe(`待ち鍋 ${n}`, `Waiting stew ${n}`, '白菜')),
    )
    const [first, second, third] = await Promise.all(stored)
    expect(await waiting()).toBe(3)
    expect(await indexed('"Waiting stew"')).toBe(0)
    expect(ids(await search('waiting STEW'))).toEqual([third!.id, second!.id, first!.id])
    expect(ids(await search('待ち鍋 白菜 stew'))).toHaveLength(3)
    await searchIndex.drain()
    expect(await waiting()).toBe(0)
    expect(await indexed('"Waiting stew"')).toBe(3)
    expect(ids(await search('waiting STEW'))).toEqual([third!.id, second!.id, first!.id])
    // A recipe deleted while it waits had no index rows: FTS5 is not asked to take out rows it never held.
    const gone = await recipes.createDirect(author, recipe('消える鍋', 'Vanishing stew', '白菜'))
    await recipes.remove(author, gone.id)
    expect(await waiting()).toBe(0)
    for (const recipe of [first!, second!, third!]) await recipes.remove(author, recipe.id)
    expect(await indexed('"stew"')).toBe(0)
  })

  test('an edit is found at once, re-indexed soon after, and a delete leaves the index', async () => {
    await recipes.update(author, tofu.id, { title_ja: '揚げ出し豆腐', ingredients_ja: '豆腐 1丁\n片栗粉' })
    expect((await search('豆板醤')).total).toBe(0)
    expect(await indexed('"豆板醤"')).toBe(0)
    expect(ids(await search('揚げ出し'))).toEqual([tofu.id])
    await searchIndex.drain()
    expect(await indexed('"揚げ出し"')).toBe(1)
    expect(ids(await search('揚げ出し'))).toEqual([tofu.id])
    await recipes.remove(author, tofu.id)
    expect((await search('豆腐')).total).toBe(0)
    expect(
      (await db.$client.execute('SELECT count(*) AS n FROM recipes_fts WHERE recipes_fts MATCH \'"揚げ出し"\''))
        .rows[0]!.n,
    ).toBe(0)
  })
})

/**
 * The index is written once recipe text stops arriving (a burst's readers then never wait behind a
 * step of it), and at most a second after the first text waiting, however steadily text arrives.
 */
describe('the search index waits for writes to pause', async () => {
  const db = await openDatabase(`file:${join(tmpdir(), `search-pause-${process.pid}-${Date.now()}.db`)}`)
  const recipes = createRecipeService(db, {
    recipeCreated: () => {},
    changes: { recipeChanged() {}, listsChanged() {} },
  })
  const searchIndex = createSearchIndexer(db)
  const { agent } = await createAgentService(db).register({ name: 'Bursty' })
  const waiting = async () =>
    Number((await db.$client.execute('SELECT count(*) AS n FROM recipes_fts_waiting')).rows[0]!.n)
  /**
   * A recipe stored, then text stored (as the service tells the index) every 10 ms for `forMs`, or
   * with `untilIndexed` until nothing waits (5 s at most): how many recipes still wait after each.
   */
  async function storeFor(forMs: number, untilIndexed = false) {
    await recipes.createDirect(agent, recipe('連続鍋', 'Burst stew', '白菜'))
    const counts: number[] = []
    const end = performance.now() + forMs
    while (performance.now() < end && !(untilIndexed && counts.at(-1) === 0)) {
      searchIndex.soon()
      await Bun.sleep(10)
      counts.push(await waiting())
    }
    return counts
  }

  test('nothing is indexed while a burst stores text; all of it soon after the last', async () => {
    const counts = await storeFor(300)
    expect(new Set(counts)).toEqual(new Set([1]))
    for (let waited = 0; (await waiting()) > 0 && waited < 2000; waited += 10) await Bun.sleep(10)
    expect(await waiting()).toBe(0)
  })

  test('text arriving without a pause is indexed within about a second of the first', async () => {
    // Were it written only once text stops arriving, it would still wait after 5 s.
    expect((await storeFor(5000, true)).at(-1)).toBe(0)
    await searchIndex.stop()
  })
})

describe('GET /api/recipes?q=', async () => {
  const t = await createTestApp()
  const agent = await t.register('Cook')
  const ids: string[] = []
  for (let i = 0; i < 7; i++)
    ids.push(await t.createRecipe(agent.api_key, { title_ja: `豆腐料理 ${i}`, title_en: `Tofu dish ${i}` }))
  const inSteps = await t.createRecipe(agent.api_key, {
    title_ja: '味噌汁',
    title_en: 'Miso soup',
    steps_ja: '豆腐を切る',
  })

  test('q is 1–200 characters; a bad one is 422 naming q', async () => {
    for (const q of ['', 'x'.repeat(201)]) {
      const problem = await expectProblem(await t.request(`/api/recipes?q=${q}`), 422, 'validation_failed')
      expect(problem.errors?.map((error) => error.field)).toContain('q')
    }
    expect((await t.request(`/api/recipes?q=${'x'.repeat(200)}`)).status).toBe(200)
  })

  test('a q of one-character terms only is refused with a problem naming q, unless an author narrows it', async () => {
    for (const q of ['a', '卵', 'a b', '塩 卵']) {
      const problem = await expectProblem(
        await t.request(`/api/recipes?q=${encodeURIComponent(q)}`),
        422,
        'validation_failed',
      )
      expect(problem.errors).toEqual([{ field: 'q', message: expect.stringContaining('at least 2 characters') }])
    }
    expect((await t.request(`/api/recipes?q=${encodeURIComponent('塩 豆腐')}`)).status).toBe(200)
    const agent = (await (await t.request('/api/recipes?per_page=1')).json()).items[0].author.agent_id
    expect((await t.request(`/api/recipes?q=a&author=${agent}`)).status).toBe(200)
    // A person typing one character in the pages' search box still gets its recipes.
    expect((await t.request(`/?q=${encodeURIComponent('卵')}`)).status).toBe(200)
  })

  test('a control character in q: the API refuses it as q, the list pages read it as a space (a NUL inside an FTS5 string was a 500)', async () => {
    for (const q of ['a%00b', '豆腐%00料理', 'Tofu%01dish%7F1']) {
      await expectProblem(await t.request(`/api/recipes?q=${q}`), 422, 'validation_failed')
      for (const path of [`/?q=${q}`, `/ja/?q=${q}`]) expect((await t.request(path)).status, path).toBe(200)
    }
    expect((await t.services.recipeService.list({ q: '豆腐\u0000Tofu', page: 1, perPage: 20 })).total).toBe(7)
  })

  test('page and cursor walks give the same order, titles before steps, and never repeat while recipes are added', async () => {
    const all = (await (await t.request(`/api/recipes?q=${encodeURIComponent('豆腐')}&per_page=100`)).json()) as {
      items: { id: string }[]
      total: number
    }
    expect(all.total).toBe(8)
    expect(all.items.map((item) => item.id)).toEqual([...ids].reverse().concat(inSteps))
    const walked: string[] = []
    let cursor: string | null = null
    do {
      const query: string = cursor ? `&cursor=${cursor}` : ''
      const page = (await (
        await t.request(`/api/recipes?q=${encodeURIComponent('豆腐')}&per_page=3${query}`)
      ).json()) as { items: { id: string }[]; next_cursor: string | null }
      walked.push(...page.items.map((item) => item.id))
      cursor = page.next_cursor
      // Added mid-walk: newer than every recipe shown, so it is not part of this walk.
      if (walked.length === 3) await t.createRecipe(agent.api_key, { title_ja: '豆腐ステーキ', title_en: 'Tofu steak' })
    } while (cursor)
    expect(walked).toEqual(all.items.map((item) => item.id))
    const otherSearch = (await (await t.request('/api/recipes?q=tofu&per_page=1')).json()) as { next_cursor: string }
    await expectProblem(
      await t.request(`/api/recipes?q=${encodeURIComponent('豆腐')}&cursor=${otherSearch.next_cursor}`),
      422,
      'validation_failed',
    )
  })

  test('a cached search answer follows edits at once and carries an ETag', async () => {
    const first = await t.request('/api/recipes?q=Tofu%20dish%203')
    expect(first.headers.get('etag')).toBeTruthy()
    expect((await first.json()).total).toBe(1)
    expect(
      (await t.request('/api/recipes?q=Tofu%20dish%203', { headers: { 'if-none-match': first.headers.get('etag')! } }))
        .status,
    ).toBe(304)
    await t.send('PATCH', `/api/recipes/${ids[3]}`, { title_en: 'Silken bowl' }, agent.headers)
    expect((await (await t.request('/api/recipes?q=Tofu%20dish%203')).json()).total).toBe(0)
    expect(
      (await (await t.request('/api/recipes?q=Silken')).json()).items.map((item: { id: string }) => item.id),
    ).toEqual([ids[3]])
  })
})

test('a search no index answers reads the catalogue in steps, serving other requests between them', async () => {
  const t = await createTestApp()
  const author = await t.register()
  const now = new Date().toISOString()
  await t.db.$client.execute({
    sql: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
      INSERT INTO recipes (id, title_ja, title_en, category, ingredients_ja, steps_ja, source, author_id, published_at, list_position, category_position, created_at, updated_at)
      SELECT 'r' || i, '料理 ' || i, 'Dish ' || i, 'main', '塩 少々', '混ぜる', 'direct', ?, ?, i, i, ?, ? FROM n`,
    args: [author.agent_id, now, now, now],
  })
  let turns = 0
  const ticker = setInterval(() => turns++, 0)
  const page = (await (await t.request(`/api/recipes?q=${encodeURIComponent('料理')}&per_page=3`)).json()) as {
    total: number
    items: { id: string }[]
  }
  clearInterval(ticker)
  expect(page.total).toBe(5000)
  expect(page.items.map((item) => item.id)).toEqual(['r5000', 'r4999', 'r4998'])
  // Five steps of 1,000: the event loop turned between them (one statement over all let it turn once at most).
  expect(turns).toBeGreaterThanOrEqual(3)
})

test('recipes a stopped service left waiting are found at once and indexed by the next one, 100 to a step', async () => {
  const path = join(tmpdir(), `search-waiting-${process.pid}-${Date.now()}.db`)
  const first = await openDatabase(`file:${path}`)
  const { agent } = await createAgentService(first).register({ name: 'Stopped' })
  const stored = createRecipeService(first, {
    recipeCreated: () => {},
    changes: { recipeChanged() {}, listsChanged() {} },
  })
  for (let i = 0; i < 150; i++) await stored.createDirect(agent, recipe(`残り鍋 ${i}`, `Leftover stew ${i}`, '白菜'))
  // Closed without indexing, as a killed process would leave it: the queue committed with each recipe.
  first.$client.close()
  const next = await openDatabase(`file:${path}`)
  const recipes = createRecipeService(next, {
    recipeCreated: () => {},
    changes: { recipeChanged() {}, listsChanged() {} },
  })
  const count = async (sql: string) => (await next.$client.execute(sql)).rows[0]!.n
  expect(await count('SELECT count(*) AS n FROM recipes_fts_waiting')).toBe(150)
  expect((await recipes.list({ q: 'leftover', perPage: 20 })).total).toBe(150)
  // A stopped indexer (a service shutting down) writes nothing more: the rows wait for the next start.
  const stopping = createSearchIndexer(next)
  stopping.soon()
  stopping.stop()
  await stopping.drain()
  expect(await count('SELECT count(*) AS n FROM recipes_fts_waiting')).toBe(150)
  // A pass under way when the service stops ends after its step: the database closes after it.
  const interrupted = createSearchIndexer(next)
  const pass = interrupted.drain()
  await new Promise((resolve) => setImmediate(resolve))
  await interrupted.stop()
  await pass
  expect([50, 150]).toContain(Number(await count('SELECT count(*) AS n FROM recipes_fts_waiting')))
  // One step takes 100; the pass goes on to the rest after letting other work run.
  await createSearchIndexer(next).drain()
  expect(await count('SELECT count(*) AS n FROM recipes_fts_waiting')).toBe(0)
  expect(await count(`SELECT count(*) AS n FROM recipes_fts WHERE recipes_fts MATCH '"Leftover stew"'`)).toBe(150)
  expect((await recipes.list({ q: 'leftover', perPage: 20 })).total).toBe(150)
  next.$client.close()
})
