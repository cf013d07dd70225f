import { afterAll, describe, expect, test } from 'bun:test'
import { embeddedClientOf, openDatabase } from '../../src/db/client'
import { perLimit, writtenLimit } from '../../src/db/prepared'
import { recipes } from '../../src/db/schema'
import { createTestApp } from '../support/harness'

// A first read's statements carry their row count in their text: SQLite ran a list page's statement
// with a bound LIMIT at about twice the CPU of the same statement with the number written in
// (issue 35, docs/performance.md). Each list statement ends `limit N`, never `limit ?`.
describe('the row counts of first reads', async () => {
  const queries: string[] = []
  const t = await createTestApp({}, undefined, { logQuery: (sql) => queries.push(sql) })
  const aiko = await t.register('Aiko')
  const categories = ['main', 'drink', 'main', 'dessert', 'main', 'main', 'drink'] as const
  const ids: string[] = []
  for (const category of categories) ids.push(await t.createRecipe(aiko.api_key, { category }))
  const newestFirst = [...ids].reverse()
  const mains = ids.filter((_, i) => categories[i] === 'main').reverse()

  const itemsOf = async (path: string) => {
    const response = await t.request(path)
    expect(response.status).toBe(200)
    return (await response.json()) as { items: { id: string }[]; total: number; next_cursor: string | null }
  }
  const listStatements = () =>
    queries.filter((sql) => sql.startsWith('select') && /order by "recipes"."(list|category)_position" desc/.test(sql))

  test('a numbered page, a category page and a cursor page write their LIMIT, whatever the page size', async () => {
    queries.length = 0
    await itemsOf('/api/recipes')
    await itemsOf('/api/recipes?category=main&per_page=2&page=2')
    const { next_cursor } = await itemsOf('/api/recipes?per_page=3')
    await itemsOf(`/api/recipes?per_page=3&cursor=${next_cursor}`)
    await itemsOf('/api/recipes?category=drink&per_page=1')
    const lists = listStatements()
    expect(lists.length).toBe(5)
    expect(lists.map((sql) => sql.match(/limit (\S+)$/)?.[1])).toEqual(['21', '3', '4', '4', '2'])
  })

  test('every page size reads the same recipes in the same order, by page and by cursor', async () => {
    const whole = await itemsOf('/api/recipes')
    expect(whole.items.map((item) => item.id)).toEqual(newestFirst)
    for (const perPage of [1, 2, 3, 5]) {
      const byPage: string[] = []
      for (let page = 1; page <= Math.ceil(ids.length / perPage); page++)
        byPage.push(...(await itemsOf(`/api/recipes?per_page=${perPage}&page=${page}`)).items.map((item) => item.id))
      expect(byPage).toEqual(newestFirst)
      const byCursor: string[] = []
      let cursor: string | null = ''
      while (cursor !== null) {
        const page = await itemsOf(`/api/recipes?per_page=${perPage}${cursor ? `&cursor=${cursor}` : ''}`)
        byCursor.push(...page.items.map((item) => item.id))
        cursor = page.next_cursor
      }
      expect(byCursor).toEqual(newestFirst)
      const category = await itemsOf(`/api/recipes?category=main&per_page=${perPage}`)
      expect(category.items.map((item) => item.id)).toEqual(mains.slice(0, perPage))
      expect(category.total).toBe(mains.length)
    }
  })

  test("a recipe's detail reads its reviews with a written LIMIT", async () => {
    const ben = await t.register('Ben')
    const review = await t.send(
      'POST',
      `/api/recipes/${ids[0]}/reviews`,
      { rating: 4, comment: 'Good.' },
      { authorization: `Bearer ${ben.api_key}` },
    )
    expect(review.status).toBe(201)
    queries.length = 0
    const detail = (await (await t.request(`/api/recipes/${ids[0]}`)).json()) as { reviews: { comment: string }[] }
    expect(detail.reviews.map((r) => r.comment)).toEqual(['Good.'])
    const reviewReads = queries.filter((sql) => sql.startsWith('select') && sql.includes('from "reviews"'))
    expect(reviewReads.length).toBeGreaterThan(0)
    for (const sql of reviewReads) expect(sql).not.toMatch(/limit \?/)
  })
})

// Past 32 reviews a recipe's reviews are read by the statements that sort in SQL (latest, olderThan).
describe("the pages of a recipe's many reviews", async () => {
  const queries: string[] = []
  const t = await createTestApp({}, undefined, { logQuery: (sql) => queries.push(sql) })
  const author = await t.register('Author')
  const recipe = await t.createRecipe(author.api_key, { category: 'main' })
  const comments: string[] = []
  for (let i = 0; i < 35; i++) {
    const reviewer = await t.register(`Reviewer ${i}`)
    const response = await t.send(
      'POST',
      `/api/recipes/${recipe}/reviews`,
      { rating: 1 + (i % 5), comment: `Review ${i}` },
      { authorization: `Bearer ${reviewer.api_key}` },
    )
    expect(response.status).toBe(201)
    comments.unshift(`Review ${i}`)
  }
  const pageOf = async (query: string) => {
    const response = await t.request(`/api/recipes/${recipe}/reviews?${query}`)
    expect(response.status).toBe(200)
    return (await response.json()) as { items: { comment: string }[]; next_cursor: string | null; page: number }
  }

  test('newest first by page and by cursor at any page size, each statement with its LIMIT written', async () => {
    queries.length = 0
    for (const perPage of [10, 7]) {
      const byPage: string[] = []
      for (let page = 1; page <= Math.ceil(35 / perPage); page++)
        byPage.push(...(await pageOf(`per_page=${perPage}&page=${page}`)).items.map((item) => item.comment))
      expect(byPage).toEqual(comments)
      const byCursor: string[] = []
      let cursor: string | null = ''
      while (cursor !== null) {
        const page = await pageOf(`per_page=${perPage}${cursor ? `&cursor=${cursor}` : ''}`)
        byCursor.push(...page.items.map((item) => item.comment))
        cursor = page.next_cursor
      }
      expect(byCursor).toEqual(comments)
    }
    const sorted = queries.filter((sql) => sql.startsWith('select') && sql.includes('order by "reviews"."id" desc'))
    expect(sorted.length).toBeGreaterThanOrEqual(4)
    for (const sql of sorted) expect(sql).toMatch(/ limit (8|11)( offset \?)?$/)
  })
})

describe('writtenLimit and perLimit', () => {
  const db = openDatabase(':memory:')
  afterAll(async () => embeddedClientOf(await db)!.close())

  test('only a row count is written into SQL text', () => {
    for (const bad of [1.5, -1, Number.NaN, 2 ** 60]) expect(() => writtenLimit(bad)).toThrow(RangeError)
  })

  test('one statement per row count, its count in its text, built once', async () => {
    const database = await db
    let built = 0
    const statementOf = perLimit((limit) => {
      built++
      return database.select({ id: recipes.id }).from(recipes).limit(limit).toSQL()
    })
    expect(statementOf(2)).toEqual({ sql: 'select "id" from "recipes" limit 2', params: [] })
    expect(statementOf(40).sql).toEndWith(' limit 40')
    expect(statementOf(2)).toBe(statementOf(2))
    expect(built).toBe(2)
  })

  test('the counts asked for ahead are built at once, and once', () => {
    const built: number[] = []
    const statementOf = perLimit((limit) => built.push(built.length) && limit, [21])
    expect(built.length).toBe(1)
    statementOf(21)
    expect(built.length).toBe(1)
  })
})
