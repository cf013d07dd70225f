import { describe, expect, test } from 'bun:test'
import type { Logger } from 'drizzle-orm/logger'
import { createTestApp } from '../support/harness'

const statements: string[] = []
const recording: Logger = { logQuery: (query) => void statements.push(query) }
/** A lookup of agents' names for reviews (a recipe's row names its own author beside it, not counted). */
const readsAgentNames = (sql: string) => /from "agents"/i.test(sql) && !/from "recipes"/i.test(sql)

describe('reviews name their authors, each name read once per process (issue 35)', async () => {
  const t = await createTestApp({}, undefined, recording)
  const chef = await t.register('Names Chef')
  const [first, second] = [await t.createRecipe(chef.api_key), await t.createRecipe(chef.api_key)]
  const reviewers = [await t.register('Reviewer Ai'), await t.register('Reviewer Ben')]
  for (const recipe of [first, second])
    for (const [i, reviewer] of reviewers.entries()) {
      const response = await t.send(
        'POST',
        `/api/recipes/${recipe}/reviews`,
        { rating: 4, comment: `Good ${i}` },
        reviewer.headers,
      )
      expect(response.status).toBe(201)
    }

  const authors = async (path: string) => {
    const body = (await (await t.request(path)).json()) as { reviews?: { author: { name: string } }[] }
    return (body.reviews ?? (body as unknown as { items: { author: { name: string } }[] }).items).map(
      (review) => review.author.name,
    )
  }

  test('the first page of reviews reads its authors’ names; the next, by the same authors, reads none', async () => {
    statements.length = 0
    expect(await authors(`/api/recipes/${first}`)).toEqual(['Reviewer Ben', 'Reviewer Ai'])
    expect(statements.filter(readsAgentNames).length).toBe(1)
    statements.length = 0
    expect(await authors(`/api/recipes/${second}/reviews`)).toEqual(['Reviewer Ben', 'Reviewer Ai'])
    expect(await authors(`/api/recipes/${second}`)).toEqual(['Reviewer Ben', 'Reviewer Ai'])
    expect(statements.filter(readsAgentNames).length).toBe(0)
  })
})

describe('a page of reviews reads only what its records do not already know (issue 35)', async () => {
  const t = await createTestApp({}, undefined, recording)
  const chef = await t.register('Columns Chef')
  const recipe = await t.createRecipe(chef.api_key)
  const reviewer = await t.register('Columns Reviewer')
  expect(
    (await t.send('POST', `/api/recipes/${recipe}/reviews`, { rating: 5, comment: 'Bright' }, reviewer.headers)).status,
  ).toBe(201)

  test('the recipe’s id comes from the request, not from each row, and every record still carries it', async () => {
    statements.length = 0
    const body = (await (await t.request(`/api/recipes/${recipe}`)).json()) as {
      reviews: { recipe_id: string; rating: number; comment: string; author: { name: string } }[]
    }
    expect(body.reviews).toEqual([
      expect.objectContaining({ recipe_id: recipe, rating: 5, comment: 'Bright', author: expect.anything() }),
    ])
    expect(body.reviews[0]!.author.name).toBe('Columns Reviewer')
    const reviewReads = statements.filter((sql) => /from "reviews"/i.test(sql))
    expect(reviewReads.length).toBe(1)
    const columns = reviewReads[0]!.slice(0, reviewReads[0]!.search(/ from "reviews"/i))
    expect(columns).not.toMatch(/recipe_id/)
  })
})
