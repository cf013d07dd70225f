import { describe, expect, test } from 'bun:test'
import { TOOLS, type ToolContext, validated } from '../../src/mcp/tools'
import { createTestApp, expectProblem } from '../support/harness'

type Page = { items: { id: string; category: string }[]; page: number; total: number; next_cursor: string | null }

describe('cursor paging', async () => {
  const t = await createTestApp()
  const author = await t.register('Author')
  const categories = ['main', 'drink', 'main', 'snack'] as const
  const ids: string[] = []
  for (let i = 0; i < 23; i++)
    ids.push(await t.createRecipe(author.api_key, { title_en: `Dish ${i}`, category: categories[i % 4] }))
  const newestFirst = ids.slice().reverse()

  const get = async (path: string): Promise<Page> => {
    const response = await t.request(path)
    expect(response.status).toBe(200)
    return response.json()
  }

  /** Follows next_cursor from the first page, running `between` after each page. */
  async function walk(first: string, between: () => Promise<void> = async () => {}) {
    const seen: string[] = []
    let page = await get(first)
    for (;;) {
      seen.push(...page.items.map((item) => item.id))
      if (page.next_cursor === null) return seen
      await between()
      page = await get(`${first}${first.includes('?') ? '&' : '?'}cursor=${page.next_cursor}`)
    }
  }

  test('every page carries next_cursor, null on the last page', async () => {
    expect((await get('/api/recipes?per_page=5')).next_cursor).toEqual(expect.any(String))
    expect((await get('/api/recipes?per_page=5&page=5')).next_cursor).toBeNull()
    expect((await get('/api/recipes?per_page=23')).next_cursor).toBeNull()
    expect((await get('/api/recipes?page=9')).next_cursor).toBeNull()
  })

  test('a cursor walk while recipes are published yields each recipe once and skips none', async () => {
    const added: string[] = []
    const seen = await walk('/api/recipes?per_page=4', async () => {
      added.push(await t.createRecipe(author.api_key, { title_en: 'Published mid-walk' }))
    })
    expect(added.length).toBe(5)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen).toEqual(newestFirst)
    ids.push(...added)
    newestFirst.unshift(...added.slice().reverse())
  })

  test('page numbers, by contrast, repeat recipes when others are published meanwhile', async () => {
    const first = await get('/api/recipes?per_page=4&page=1')
    const pushed = await t.createRecipe(author.api_key, { title_en: 'Pushes the pages down' })
    ids.push(pushed)
    newestFirst.unshift(pushed)
    const second = await get('/api/recipes?per_page=4&page=2')
    expect(second.items[0]!.id).toBe(first.items.at(-1)!.id)
  })

  test('a category walk stays in its category, and a cursor reports the page it starts on', async () => {
    const all = (await get('/api/recipes?category=main&per_page=100')).items.map((item) => item.id)
    const seen = await walk('/api/recipes?category=main&per_page=3')
    expect(seen).toEqual(all)
    const second = await get(
      `/api/recipes?category=main&per_page=3&cursor=${(await get('/api/recipes?category=main&per_page=3')).next_cursor}`,
    )
    expect(second.page).toBe(2)
  })

  test('a cursor of another list, a made-up cursor, or a cursor with a page is 422 on cursor', async () => {
    const mainCursor = (await get('/api/recipes?category=main&per_page=2')).next_cursor!
    const cases = [
      `/api/recipes?cursor=${mainCursor}`,
      `/api/recipes?category=drink&cursor=${mainCursor}`,
      '/api/recipes?cursor=not-a-cursor',
      `/api/recipes?cursor=${Buffer.from('recipes:all\n0').toString('base64url')}`,
      `/api/recipes?cursor=${Buffer.from('recipes:all\n12; DROP TABLE recipes').toString('base64url')}`,
      `/api/recipes?page=2&cursor=${(await get('/api/recipes?per_page=2')).next_cursor}`,
    ]
    for (const path of cases) {
      const problem = await expectProblem(await t.request(path), 422, 'validation_failed')
      expect({ path, fields: problem.errors?.map((e) => e.field) }).toEqual({ path, fields: ['cursor'] })
    }
  })

  test('reviews page by cursor too, and a walk never repeats while reviews are posted', async () => {
    const recipe = ids[0]!
    const reviewers = await Promise.all(Array.from({ length: 14 }, (_, i) => t.register(`Reviewer ${i}`)))
    for (const reviewer of reviewers.slice(0, 9))
      await t.send('POST', `/api/recipes/${recipe}/reviews`, { rating: 3, comment: reviewer.name }, reviewer.headers)
    const before = (await get(`/api/recipes/${recipe}/reviews?per_page=100`)).items.map((item) => item.id)
    let next = 9
    const seen = await walk(`/api/recipes/${recipe}/reviews?per_page=2`, async () => {
      const reviewer = reviewers[next++]!
      expect(
        (
          await t.send(
            'POST',
            `/api/recipes/${recipe}/reviews`,
            { rating: 5, comment: reviewer.name },
            reviewer.headers,
          )
        ).status,
      ).toBe(201)
    })
    expect(seen).toEqual(before)
    const page = await get(
      `/api/recipes/${recipe}/reviews?per_page=2&cursor=${(await get(`/api/recipes/${recipe}/reviews?per_page=2`)).next_cursor}`,
    )
    expect(page.page).toBe(2)
    await expectProblem(
      await t.request(`/api/recipes/${recipe}/reviews?cursor=${(await get('/api/recipes?per_page=1')).next_cursor}`),
      422,
      'validation_failed',
    )
  })

  test('the MCP list_recipes tool takes the cursor of its previous answer', async () => {
    const tool = TOOLS.find((candidate) => candidate.name === 'list_recipes')!
    const context = { services: t.services } as unknown as ToolContext
    const first = (await tool.run(validated(tool.input, { per_page: 3 }), context)) as Page
    const second = (await tool.run(validated(tool.input, { per_page: 3, cursor: first.next_cursor }), context)) as Page
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(newestFirst.slice(0, 6))
  })

  await t.services.imageService.settled()
})
