import { describe, expect, test } from 'bun:test'
import { createTestApp, expectProblem, sampleRecipe } from '../support/harness'

type Page = {
  items: { id: string; title_en: string; category: string }[]
  total: number
  total_pages: number
  next_cursor: string | null
}

describe('editing and deleting recipes', async () => {
  const t = await createTestApp()
  const author = await t.register('Author')
  const other = await t.register('Other')
  const json = async <T = Record<string, unknown>>(path: string) => (await (await t.request(path)).json()) as T

  /** Every position of both lists, read straight from the table: dense 1..n in publication order. */
  async function positionsAreDense() {
    const rows = (
      await t.db.$client.execute(
        'SELECT category, list_position AS l, category_position AS c FROM recipes WHERE list_position IS NOT NULL ORDER BY list_position',
      )
    ).rows
    expect(rows.map((row) => Number(row.l))).toEqual(rows.map((_, i) => i + 1))
    const byCategory = new Map<string, number[]>()
    for (const row of rows)
      byCategory.set(String(row.category), [...(byCategory.get(String(row.category)) ?? []), Number(row.c)])
    for (const positions of byCategory.values()) expect(positions).toEqual(positions.map((_, i) => i + 1))
  }

  test('PATCH changes any subset, under the create rules; others get 403 not_author', async () => {
    const id = await t.createRecipe(author.api_key)
    const before = await json<{ recipe: { updated_at: string } }>(`/api/recipes/${id}`)
    const response = await t.send(
      'PATCH',
      `/api/recipes/${id}`,
      { title_en: '  Glazed chicken  ', steps_en: 'Sear\r\n\r\nGlaze  ' },
      author.headers,
    )
    expect(response.status).toBe(200)
    const { recipe } = (await response.json()) as { recipe: Record<string, string> }
    expect(recipe).toMatchObject({
      id,
      title_en: 'Glazed chicken',
      steps_en: 'Sear\nGlaze',
      title_ja: sampleRecipe.title_ja,
      ingredients_ja: sampleRecipe.ingredients_ja,
    })
    expect(recipe.updated_at >= (before as unknown as { updated_at: string }).updated_at).toBe(true)
    expect((await json<{ title_en: string }>(`/api/recipes/${id}`)).title_en).toBe('Glazed chicken')

    await expectProblem(
      await t.send('PATCH', `/api/recipes/${id}`, { title_en: 'Mine now' }, other.headers),
      403,
      'not_author',
    )
    await expectProblem(
      await t.send('PATCH', `/api/recipes/${id}`, { title_en: '' }, author.headers),
      422,
      'validation_failed',
    )
    await expectProblem(
      await t.send('PATCH', `/api/recipes/${id}`, { category: 'breakfast' }, author.headers),
      422,
      'validation_failed',
    )
    const tooMany = Array.from({ length: 101 }, (_, i) => `step ${i}`).join('\n')
    await expectProblem(
      await t.send('PATCH', `/api/recipes/${id}`, { steps_ja: tooMany }, author.headers),
      422,
      'validation_failed',
    )
    await expectProblem(await t.send('PATCH', `/api/recipes/${id}`, { title_en: 'x' }), 401, 'unauthorized')
    await expectProblem(await t.send('PATCH', '/api/recipes/nope', { title_en: 'x' }, author.headers), 404, 'not_found')
    expect((await json<{ title_en: string }>(`/api/recipes/${id}`)).title_en).toBe('Glazed chicken')
  })

  test('a new category moves the recipe to its place by publication time in the new list; both lists stay dense', async () => {
    const ids: string[] = []
    for (const [i, category] of ['dessert', 'main', 'dessert', 'main', 'dessert'].entries())
      ids.push(await t.createRecipe(author.api_key, { title_en: `Move ${i}`, category }))
    const dessertsBefore = await json<Page>('/api/recipes?category=dessert&per_page=100')
    // ids[1] (main) is older than ids[2] and ids[4] (dessert) and newer than ids[0].
    expect((await t.send('PATCH', `/api/recipes/${ids[1]}`, { category: 'dessert' }, author.headers)).status).toBe(200)
    const desserts = await json<Page>('/api/recipes?category=dessert&per_page=100')
    expect(desserts.total).toBe(dessertsBefore.total + 1)
    const order = desserts.items.map((item) => item.id)
    expect(order.indexOf(ids[4]!)).toBeLessThan(order.indexOf(ids[2]!))
    expect(order.indexOf(ids[2]!)).toBeLessThan(order.indexOf(ids[1]!))
    expect(order.indexOf(ids[1]!)).toBeLessThan(order.indexOf(ids[0]!))
    expect((await json<Page>('/api/recipes?category=main&per_page=100')).items.map((item) => item.id)).not.toContain(
      ids[1],
    )
    await positionsAreDense()
  })

  test('DELETE removes the recipe, its reviews and its picture from every list, total, page and cached answer at once', async () => {
    const keep = await t.createRecipe(author.api_key, { title_en: 'Keeper', category: 'snack' })
    const gone = await t.createRecipe(author.api_key, { title_en: 'Leaver', category: 'snack' })
    const newest = await t.createRecipe(author.api_key, { title_en: 'Newest', category: 'snack' })
    await t.services.imageService.settled()
    const review = await t.send('POST', `/api/recipes/${gone}/reviews`, { rating: 4, comment: 'fine' }, other.headers)
    expect(review.status).toBe(201)
    const imageUrl = (await json<{ image_url: string | null }>(`/api/recipes/${gone}`)).image_url
    // Warm every cached answer that shows it.
    const listBefore = await json<Page>('/api/recipes?per_page=100')
    const snacksBefore = await json<Page>('/api/recipes?category=snack&per_page=2')
    for (const path of [
      '/',
      '/ja/',
      `/recipes/${gone}`,
      '/?category=snack',
      '/feed.xml',
      `/api/agents/${author.agent_id}`,
    ])
      await t.request(path)

    await expectProblem(await t.send('DELETE', `/api/recipes/${gone}`, undefined, other.headers), 403, 'not_author')
    const deleted = await t.send('DELETE', `/api/recipes/${gone}`, undefined, author.headers)
    expect(deleted.status).toBe(204)
    expect(await deleted.text()).toBe('')

    await expectProblem(await t.request(`/api/recipes/${gone}`), 404, 'not_found')
    await expectProblem(await t.request(`/api/recipes/${gone}/reviews`), 404, 'not_found')
    expect((await t.request(`/recipes/${gone}`)).status).toBe(404)
    expect(imageUrl).not.toBeNull()
    expect((await t.request(imageUrl!)).status).toBe(404)
    expect(
      Number(
        (await t.db.$client.execute({ sql: 'SELECT count(*) AS n FROM reviews WHERE recipe_id = ?', args: [gone] }))
          .rows[0]!.n,
      ),
    ).toBe(0)

    const list = await json<Page>('/api/recipes?per_page=100')
    expect(list.total).toBe(listBefore.total - 1)
    expect(list.items.map((item) => item.id)).toEqual(
      listBefore.items.map((item) => item.id).filter((id) => id !== gone),
    )
    const snacks = await json<Page>('/api/recipes?category=snack&per_page=2')
    expect(snacks.total).toBe(snacksBefore.total - 1)
    expect(snacks.items.map((item) => item.id)).toEqual([newest, keep])
    for (const path of ['/', '/ja/', '/?category=snack', '/feed.xml'])
      expect(await (await t.request(path)).text()).not.toContain('Leaver')
    expect((await json<{ recipe_count: number }>(`/api/agents/${author.agent_id}`)).recipe_count).toBe(list.total)
    expect(await (await t.request('/api/recipes?q=Leaver')).json()).toMatchObject({ items: [], total: 0 })
    await positionsAreDense()

    await expectProblem(await t.send('DELETE', `/api/recipes/${gone}`, undefined, author.headers), 404, 'not_found')
    // A dozen requests with pages and pictures: seconds on a loaded two-core machine, not the default five.
  }, 30_000)

  test('a cursor walk across a delete neither repeats nor skips a recipe', async () => {
    const ids: string[] = []
    for (let i = 0; i < 9; i++)
      ids.push(await t.createRecipe(author.api_key, { title_en: `Walk ${i}`, category: 'drink' }))
    const first = await json<Page>('/api/recipes?category=drink&per_page=3')
    const shown = first.items.map((item) => item.id)
    // Delete one not yet shown, below the cursor: the recipes above it renumber.
    const victim = ids[2]!
    expect((await t.send('DELETE', `/api/recipes/${victim}`, undefined, author.headers)).status).toBe(204)
    let cursor = first.next_cursor
    while (cursor) {
      const page = await json<Page>(`/api/recipes?category=drink&per_page=3&cursor=${cursor}`)
      shown.push(...page.items.map((item) => item.id))
      cursor = page.next_cursor
    }
    const expected = (await json<Page>('/api/recipes?category=drink&per_page=100')).items.map((item) => item.id)
    expect(shown).toEqual(expected)
    expect(shown).not.toContain(victim)
  })

  test('concurrent deletes and publications keep positions dense and totals exact', async () => {
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.createRecipe(author.api_key, { title_en: `Race ${i}`, category: i % 2 ? 'main' : 'drink' }),
      ),
    )
    const before = (await json<Page>('/api/recipes?per_page=1')).total
    await Promise.all([
      ...ids
        .filter((_, i) => i % 3 === 0)
        .map((id) => t.send('DELETE', `/api/recipes/${id}`, undefined, author.headers)),
      ...Array.from({ length: 10 }, (_, i) => t.createRecipe(author.api_key, { title_en: `Racer ${i}` })),
    ])
    expect((await json<Page>('/api/recipes?per_page=1')).total).toBe(before - 10 + 10)
    const published = (await t.db.$client.execute('SELECT count(*) AS n FROM recipes WHERE list_position IS NOT NULL'))
      .rows[0]!.n
    expect((await json<Page>('/api/recipes?per_page=1')).total).toBe(Number(published))
    await positionsAreDense()
  })
})

describe('editing and withdrawing reviews', async () => {
  const t = await createTestApp()
  const author = await t.register('Cook')
  const reviewer = await t.register('Critic')
  const stranger = await t.register('Stranger')
  const recipeId = await t.createRecipe(author.api_key)

  test('PATCH and DELETE by the review author; aggregates follow; others get 403 not_author', async () => {
    const created = await (
      await t.send('POST', `/api/recipes/${recipeId}/reviews`, { rating: 2, comment: 'meh' }, reviewer.headers)
    ).json()
    const path = `/api/recipes/${recipeId}/reviews/${created.review_id}`
    await t.request(`/api/recipes/${recipeId}`)
    const patched = await t.send('PATCH', path, { rating: 5 }, reviewer.headers)
    expect(patched.status).toBe(200)
    expect(await patched.json()).toMatchObject({
      review: { id: created.review_id, rating: 5, comment: 'meh' },
      recipe_rating: { average: 5, count: 1 },
    })
    expect((await (await t.request(`/api/recipes/${recipeId}`)).json()).rating).toEqual({ average: 5, count: 1 })
    await expectProblem(await t.send('PATCH', path, { rating: 1 }, stranger.headers), 403, 'not_author')
    await expectProblem(await t.send('PATCH', path, { rating: 6 }, reviewer.headers), 422, 'validation_failed')
    await expectProblem(await t.send('PATCH', path, { comment: '  ' }, reviewer.headers), 422, 'validation_failed')
    await expectProblem(await t.send('DELETE', path, undefined, author.headers), 403, 'not_author')
    await expectProblem(
      await t.send('DELETE', `/api/recipes/${recipeId}/reviews/nope`, undefined, reviewer.headers),
      404,
      'not_found',
    )
    expect((await t.send('DELETE', path, undefined, reviewer.headers)).status).toBe(204)
    expect((await (await t.request(`/api/recipes/${recipeId}`)).json()).rating).toEqual({ average: null, count: 0 })
    await expectProblem(await t.send('DELETE', path, undefined, reviewer.headers), 404, 'not_found')
    // Withdrawn, the agent may review again.
    expect(
      (await t.send('POST', `/api/recipes/${recipeId}/reviews`, { rating: 3, comment: 'again' }, reviewer.headers))
        .status,
    ).toBe(201)
  })

  test('aggregates stay exact under many concurrent reviews, edits and withdrawals', async () => {
    const target = await t.createRecipe(author.api_key, { title_en: 'Crowded' })
    const agents = await Promise.all(Array.from({ length: 60 }, (_, i) => t.register(`Crowd ${i}`)))
    const posted = await Promise.all(
      agents.map(async (agent, i) => {
        const response = await t.send(
          'POST',
          `/api/recipes/${target}/reviews`,
          { rating: (i % 5) + 1, comment: `take ${i}` },
          agent.headers,
        )
        return { agent, id: ((await response.json()) as { review_id: string }).review_id }
      }),
    )
    await Promise.all(
      posted.flatMap(({ agent, id }, i) => {
        const path = `/api/recipes/${target}/reviews/${id}`
        if (i % 3 === 0) return [t.send('DELETE', path, undefined, agent.headers)]
        if (i % 3 === 1) return [t.send('PATCH', path, { rating: 5 - (i % 5) }, agent.headers)]
        // An edit racing a delete of the same review: either order must leave the aggregate exact.
        return [t.send('PATCH', path, { rating: 1 }, agent.headers), t.send('DELETE', path, undefined, agent.headers)]
      }),
    )
    const truth = (
      await t.db.$client.execute({
        sql: 'SELECT count(*) AS n, coalesce(sum(rating), 0) AS s FROM reviews WHERE recipe_id = ?',
        args: [target],
      })
    ).rows[0]!
    const recipe = await (await t.request(`/api/recipes/${target}`)).json()
    expect(recipe.rating.count).toBe(Number(truth.n))
    expect(recipe.rating.count).toBe(20)
    expect(recipe.rating.average).toBe(Math.round((Number(truth.s) / Number(truth.n)) * 100) / 100)
  })
})
