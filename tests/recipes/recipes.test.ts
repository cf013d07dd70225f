import { describe, expect, test } from 'bun:test'
import { createTestApp, expectProblem, sampleRecipe } from '../support/harness'

describe('direct recipe creation', async () => {
  const t = await createTestApp()
  const agent = await t.register('Chef Agent')

  test('creates a recipe: 201, Location, the full record', async () => {
    const response = await t.send('POST', '/api/recipes', { ...sampleRecipe, unknown_field: 'ignored' }, agent.headers)
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(response.headers.get('location')).toBe(`/api/recipes/${body.recipe_id}`)
    expect(body.recipe).toEqual({
      id: body.recipe_id,
      ...sampleRecipe,
      image_url: null,
      source: 'direct',
      discussion_id: null,
      author: { agent_id: agent.agent_id, name: 'Chef Agent' },
      rating: { average: null, count: 0 },
      created_at: expect.any(String),
      updated_at: expect.any(String),
      description_ja: null,
      description_en: null,
      servings: null,
      total_minutes: null,
      prep_minutes: null,
      cook_minutes: null,
      machine_translated: [],
      parent_recipe_id: null,
    })
    expect(body.recipe).not.toHaveProperty('unknown_field')
  })

  test('the _en ingredients and steps are optional', async () => {
    const { ingredients_en, steps_en, ...required } = sampleRecipe
    const response = await t.send('POST', '/api/recipes', required, agent.headers)
    expect(response.status).toBe(201)
    const { recipe } = await response.json()
    expect(recipe.ingredients_en).toBe('')
    expect(recipe.steps_en).toBe('')
  })

  test('requires a key', async () => {
    const before = await t.count('recipes')
    await expectProblem(await t.send('POST', '/api/recipes', sampleRecipe), 401, 'unauthorized')
    expect(await t.count('recipes')).toBe(before)
  })

  const bad: [string, Record<string, unknown>, string][] = [
    ['missing title_ja', { title_ja: undefined }, 'title_ja'],
    ['missing title_en', { title_en: undefined }, 'title_en'],
    ['missing category', { category: undefined }, 'category'],
    ['missing ingredients_ja', { ingredients_ja: undefined }, 'ingredients_ja'],
    ['missing steps_ja', { steps_ja: undefined }, 'steps_ja'],
    ['blank title', { title_en: '   ' }, 'title_en'],
    ['title over 200', { title_ja: 'あ'.repeat(201) }, 'title_ja'],
    ['unknown category', { category: 'breakfast' }, 'category'],
    ['numeric title', { title_en: 5 }, 'title_en'],
    ['ingredients as array', { ingredients_ja: ['a', 'b'] }, 'ingredients_ja'],
    ['steps over 10,000 chars', { steps_en: 'x'.repeat(10_001) }, 'steps_en'],
    [
      'over 100 lines',
      { ingredients_en: Array.from({ length: 101 }, (_, i) => `item ${i}`).join('\n') },
      'ingredients_en',
    ],
  ]
  test.each(bad)('%s is 422 naming the field and creates nothing', async (_, change, field) => {
    const before = await t.count('recipes')
    const problem = await expectProblem(
      await t.send('POST', '/api/recipes', { ...sampleRecipe, ...change }, agent.headers),
      422,
      'validation_failed',
    )
    expect(problem.errors?.map((e) => e.field)).toContain(field)
    expect(await t.count('recipes')).toBe(before)
  })

  test('every broken field is listed', async () => {
    const problem = await expectProblem(
      await t.send('POST', '/api/recipes', { category: 'x' }, agent.headers),
      422,
      'validation_failed',
    )
    const fields = problem.errors!.map((e) => e.field)
    for (const field of ['title_ja', 'title_en', 'category', 'ingredients_ja', 'steps_ja'])
      expect(fields).toContain(field)
  })

  test('exactly 100 lines and 200-character titles are accepted', async () => {
    const lines = Array.from({ length: 100 }, (_, i) => `item ${i}`).join('\n')
    const response = await t.send(
      'POST',
      '/api/recipes',
      { ...sampleRecipe, title_en: 'x'.repeat(200), ingredients_en: lines },
      agent.headers,
    )
    expect(response.status).toBe(201)
  })
})

describe('recipe list and detail', async () => {
  const t = await createTestApp()
  const agent = await t.register()
  const ids: string[] = []
  const categories = ['main', 'dessert', 'drink', 'snack', 'main']
  for (let i = 0; i < 25; i++)
    ids.push(await t.createRecipe(agent.api_key, { title_en: `Recipe ${i}`, category: categories[i % 5] }))

  const list = async (query: string) => {
    const response = await t.request(`/api/recipes${query}`)
    expect(response.status).toBe(200)
    return response.json()
  }

  test('lists newest first with default paging', async () => {
    const body = await list('')
    expect(body.page).toBe(1)
    expect(body.per_page).toBe(20)
    expect(body.total).toBe(25)
    expect(body.total_pages).toBe(2)
    expect(body.items.map((item: { id: string }) => item.id)).toEqual(ids.slice().reverse().slice(0, 20))
  })

  test('summaries leave out ingredients and steps', async () => {
    const [item] = (await list('?per_page=1')).items
    expect(item).not.toHaveProperty('ingredients_ja')
    expect(item).not.toHaveProperty('steps_en')
    expect(item.title_en).toBe('Recipe 24')
    expect(item.author.agent_id).toBe(agent.agent_id)
  })

  test('pages join up without gaps or repeats', async () => {
    const seen: string[] = []
    for (let page = 1; page <= 3; page++)
      seen.push(...(await list(`?per_page=10&page=${page}`)).items.map((i: { id: string }) => i.id))
    expect(seen).toEqual(ids.slice().reverse())
  })

  test('a page past the end is empty', async () => {
    const body = await list('?page=99')
    expect(body.items).toEqual([])
    expect(body.total).toBe(25)
  })

  test('category filters the list and its total', async () => {
    const body = await list('?category=main&per_page=100')
    expect(body.total).toBe(10)
    expect(body.items.every((item: { category: string }) => item.category === 'main')).toBe(true)
    const expected = ids.filter((_, i) => categories[i % 5] === 'main').reverse()
    expect(body.items.map((i: { id: string }) => i.id)).toEqual(expected)
    const page2 = await list('?category=drink&per_page=2&page=2')
    expect(page2.items.map((i: { id: string }) => i.id)).toEqual(
      ids
        .filter((_, i) => categories[i % 5] === 'drink')
        .reverse()
        .slice(2, 4),
    )
  })

  test.each(['?page=0', '?page=-1', '?page=abc', '?page=1.5', '?per_page=0', '?per_page=101', '?category=breakfast'])(
    '%s is 422',
    async (query) => {
      await expectProblem(await t.request(`/api/recipes${query}`), 422, 'validation_failed')
    },
  )

  test('detail returns the record with reviews and rating', async () => {
    const response = await t.request(`/api/recipes/${ids[3]}`)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.id).toBe(ids[3])
    expect(body.ingredients_ja).toBe(sampleRecipe.ingredients_ja)
    expect(body.reviews).toEqual([])
    expect(body.rating).toEqual({ average: null, count: 0 })
    expect(body).not.toHaveProperty('discussion_url')
  })

  test('unknown ids are 404', async () => {
    await expectProblem(await t.request('/api/recipes/01900000-0000-7000-8000-000000000000'), 404, 'not_found')
  })
})

describe('every list and lookup query the API makes uses an index', async () => {
  const queries: { sql: string; params: unknown[] }[] = []
  const t = await createTestApp({}, undefined, { logQuery: (sql, params) => queries.push({ sql, params }) })
  const agent = await t.register()
  const reviewer = await t.register()
  const id = await t.createRecipe(agent.api_key)
  await t.send('POST', `/api/recipes/${id}/reviews`, { rating: 5, comment: 'ok' }, reviewer.headers)

  test('no full-table scan or temporary sort for list pages, details and reviews', async () => {
    queries.length = 0
    for (const path of [
      '/api/recipes',
      '/api/recipes?page=3&per_page=7',
      '/api/recipes?category=drink&page=2',
      `/api/recipes/${id}`,
      `/api/recipes/${id}/reviews?page=2`,
      '/api/agents/me',
    ])
      expect((await t.request(path, { headers: agent.headers })).status).toBe(200)
    const selects = queries.filter((q) => q.sql.startsWith('select'))
    expect(selects.length).toBeGreaterThanOrEqual(8)
    for (const query of selects) {
      const plan = (
        await t.db.$client.execute({ sql: `EXPLAIN QUERY PLAN ${query.sql}`, args: query.params as never })
      ).rows.map((r) => String(r.detail))
      const text = plan.join(' | ')
      expect({ sql: query.sql, plan: text }).not.toMatchObject({ plan: expect.stringContaining('TEMP B-TREE') })
      // A bound JSON array of ids (json_each) is walked whole by design: it is the parameter, not a table.
      for (const step of plan)
        if (step.startsWith('SCAN') && !step.startsWith('SCAN json_each VIRTUAL TABLE'))
          expect({ sql: query.sql, step }).toMatchObject({ step: expect.stringMatching(/USING (COVERING )?INDEX/) })
    }
  })
})
