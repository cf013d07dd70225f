import { describe, expect, test } from 'bun:test'
import type { Statement } from '../../src/db/client'
import { newId } from '../../src/ids'
import { insertReview } from '../../src/reviews/queries'
import { createTestApp } from '../support/harness'

/** Reviews posted at once are committed together (issue 35), each acknowledged only once its transaction is. */
describe('reviews posted together share a commit', async () => {
  const t = await createTestApp()
  const chef = await t.register('Group Commit Chef')
  const reviewers = await Promise.all(Array.from({ length: 12 }, (_, i) => t.register(`Group Reviewer ${i}`)))

  /** The transactions that tried to write reviews while `act` ran, and how many reviews each held. */
  async function commitsDuring<T>(act: () => Promise<T>): Promise<{ result: T; reviewsPerCommit: number[] }> {
    const client = t.db.$client
    const batch = client.batch.bind(client)
    const reviewsPerCommit: number[] = []
    client.batch = (async (statements: Statement[], mode) => {
      const reviews = statements.filter((s) => String(s.sql).startsWith('INSERT INTO reviews')).length
      if (reviews) reviewsPerCommit.push(reviews)
      return batch(statements, mode)
    }) as typeof client.batch
    try {
      return { result: await act(), reviewsPerCommit }
    } finally {
      client.batch = batch
    }
  }

  const post = (recipe: string, reviewer: { headers: Record<string, string> }, rating: number) =>
    t.send('POST', `/api/recipes/${recipe}/reviews`, { rating, comment: 'Together' }, reviewer.headers)

  test('twelve reviews at once: fewer commits than reviews, each answered with the rating its own review made', async () => {
    const recipe = await t.createRecipe(chef.api_key)
    const { result: responses, reviewsPerCommit } = await commitsDuring(() =>
      Promise.all(reviewers.map((reviewer) => post(recipe, reviewer, 4))),
    )
    expect(responses.map((r) => r.status)).toEqual(reviewers.map(() => 201))
    expect(reviewsPerCommit.reduce((a, b) => a + b, 0)).toBe(12)
    expect(reviewsPerCommit.length).toBeLessThan(12)
    // Committed in a serial order: each answer saw the reviews before it and its own, no later one.
    const counts = await Promise.all(responses.map(async (r) => ((await r.json()) as any).recipe_rating.count))
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
    const detail = (await (await t.request(`/api/recipes/${recipe}`)).json()) as any
    expect(detail.rating).toEqual({ average: 4, count: 12 })
  })

  test('a second review by the same agent in the same commit is a 409; the others land', async () => {
    const recipe = await t.createRecipe(chef.api_key)
    const [a, b] = reviewers
    const responses = await Promise.all([post(recipe, a!, 5), post(recipe, a!, 1), post(recipe, b!, 3)])
    expect(responses.map((r) => r.status).sort()).toEqual([201, 201, 409])
    const detail = (await (await t.request(`/api/recipes/${recipe}`)).json()) as any
    expect(detail.rating.count).toBe(2)
    expect(await t.count('reviews')).toBeGreaterThanOrEqual(14)
  })

  test('a review that breaks its foreign key (its recipe deleted meanwhile) fails alone; the others in its commit land', async () => {
    const kept = await t.createRecipe(chef.api_key)
    const review = (recipeId: string, authorId: string) => ({
      id: newId(),
      recipeId,
      authorId,
      rating: 5,
      comment: 'Raced a delete',
      createdAt: new Date().toISOString(),
    })
    const { result, reviewsPerCommit } = await commitsDuring(() =>
      Promise.allSettled([
        insertReview(t.db, review(newId(), reviewers[0]!.agent_id)),
        insertReview(t.db, review(kept, reviewers[1]!.agent_id)),
      ]),
    )
    expect(result[0]!.status).toBe('rejected')
    expect(result[1]).toEqual({ status: 'fulfilled', value: { ratingCount: 1, ratingSum: 5 } })
    // Tried together first, then each alone.
    expect(reviewsPerCommit).toEqual([2, 1, 1])
  })
})
