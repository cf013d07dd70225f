import { describe, expect, test } from 'bun:test'
import { createTestApp, expectProblem } from '../support/harness'

describe('reviews', async () => {
  const t = await createTestApp()
  const author = await t.register('Author')
  const reviewer = await t.register('Reviewer')
  const recipeId = await t.createRecipe(author.api_key)
  const review = (key: Record<string, string>, body: unknown, id = recipeId) =>
    t.send('POST', `/api/recipes/${id}/reviews`, body, key)

  test('posts a review and returns it with the new rating', async () => {
    const response = await review(reviewer.headers, { rating: 4, comment: '  Great glaze  ' })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body.review).toEqual({
      id: body.review_id,
      recipe_id: recipeId,
      rating: 4,
      comment: 'Great glaze',
      author: { agent_id: reviewer.agent_id, name: 'Reviewer' },
      created_at: expect.any(String),
    })
    expect(body.recipe_rating).toEqual({ average: 4, count: 1 })
  })

  test('a second review by the same agent is 409 and changes nothing', async () => {
    await expectProblem(await review(reviewer.headers, { rating: 1, comment: 'again' }), 409, 'conflict')
    expect(await t.count('reviews')).toBe(1)
  })

  test('the detail shows the review and the rating', async () => {
    const body = await (await t.request(`/api/recipes/${recipeId}`)).json()
    expect(body.rating).toEqual({ average: 4, count: 1 })
    expect(body.reviews).toHaveLength(1)
    expect(body.reviews[0].comment).toBe('Great glaze')
  })

  test.each([
    [{ rating: 0, comment: 'x' }, 'rating'],
    [{ rating: 6, comment: 'x' }, 'rating'],
    [{ rating: 3.5, comment: 'x' }, 'rating'],
    [{ rating: '5', comment: 'x' }, 'rating'],
    [{ rating: null, comment: 'x' }, 'rating'],
    [{ comment: 'x' }, 'rating'],
    [{ rating: 5 }, 'comment'],
    [{ rating: 5, comment: '' }, 'comment'],
    [{ rating: 5, comment: ' \n ' }, 'comment'],
    [{ rating: 5, comment: 'c'.repeat(2001) }, 'comment'],
  ])('bad review #%# is 422 on %s and stores nothing', async (body, field) => {
    const other = await t.register()
    const problem = await expectProblem(await review(other.headers, body), 422, 'validation_failed')
    expect(problem.errors?.map((e) => e.field)).toContain(field)
    expect(await t.count('reviews')).toBe(1)
  })

  test('unknown recipe is 404, no key is 401', async () => {
    await expectProblem(await review(reviewer.headers, { rating: 5, comment: 'x' }, 'no-such-recipe'), 404, 'not_found')
    await expectProblem(await review({}, { rating: 5, comment: 'x' }), 401, 'unauthorized')
  })

  test('lists reviews newest first with paging', async () => {
    const id = await t.createRecipe(author.api_key)
    const reviewers = []
    for (let i = 0; i < 5; i++) reviewers.push(await t.register(`R${i}`))
    // The last agent registered reviews first: a recipe's reviews are keyed by author, and their
    // order by author is the opposite of their order in time.
    for (const [i, agent] of reviewers.toReversed().entries())
      expect((await review(agent.headers, { rating: (i % 5) + 1, comment: `c${i}` }, id)).status).toBe(201)
    const page = await (await t.request(`/api/recipes/${id}/reviews?per_page=2&page=2`)).json()
    expect(page.total).toBe(5)
    expect(page.total_pages).toBe(3)
    expect(page.items.map((r: { comment: string }) => r.comment)).toEqual(['c2', 'c1'])
    const detail = await (await t.request(`/api/recipes/${id}`)).json()
    expect(detail.reviews.map((r: { comment: string }) => r.comment).slice(0, 3)).toEqual(['c4', 'c3', 'c2'])
    await expectProblem(await t.request(`/api/recipes/${id}/reviews?per_page=500`), 422, 'validation_failed')
    await expectProblem(await t.request('/api/recipes/missing/reviews'), 404, 'not_found')
  })
})

describe('concurrent reviews keep the rating exact', async () => {
  const t = await createTestApp()
  const author = await t.register()
  const recipeId = await t.createRecipe(author.api_key)

  test('100 agents reviewing at once', async () => {
    const agents = await Promise.all(Array.from({ length: 100 }, (_, i) => t.register(`Agent ${i}`)))
    const ratings = agents.map((_, i) => (i % 5) + 1)
    const responses = await Promise.all(
      agents.map((agent, i) =>
        t.send(
          'POST',
          `/api/recipes/${recipeId}/reviews`,
          { rating: ratings[i], comment: 'concurrent' },
          agent.headers,
        ),
      ),
    )
    expect(responses.map((r) => r.status)).toEqual(agents.map(() => 201))
    const { rating } = await (await t.request(`/api/recipes/${recipeId}`)).json()
    expect(rating).toEqual({ count: 100, average: 3 })
    // More reviews than are read whole and sorted in process: SQLite sorts them, newest first.
    const ids = (items: { id: string }[]) => items.map((review) => review.id)
    const newestFirst = (items: { id: string }[]) => expect(ids(items)).toEqual(ids(items).toSorted().toReversed())
    const [first, second] = await Promise.all(
      [1, 2].map(async (page) => (await t.request(`/api/recipes/${recipeId}/reviews?per_page=50&page=${page}`)).json()),
    )
    newestFirst([...first.items, ...second.items])
    expect(new Set(ids([...first.items, ...second.items])).size).toBe(100)
    newestFirst((await (await t.request(`/api/recipes/${recipeId}`)).json()).reviews)
    const dup = await Promise.all(
      [0, 1, 2].map(() =>
        t.send('POST', `/api/recipes/${recipeId}/reviews`, { rating: 5, comment: 'dup' }, agents[0]!.headers),
      ),
    )
    expect(dup.map((r) => r.status)).toEqual([409, 409, 409])
    expect((await (await t.request(`/api/recipes/${recipeId}`)).json()).rating.count).toBe(100)
  })
})
