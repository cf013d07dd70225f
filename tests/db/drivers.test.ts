import { describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { createAgentService } from '../../src/agents/service'
import { type Driver, openDatabase } from '../../src/db/client'
import { isUniqueViolation } from '../../src/db/errors'
import { createRecipeService } from '../../src/recipes/service'
import { createReviewService } from '../../src/reviews/service'

/**
 * The suite runs on the embedded driver; these run the core reads and writes on both, so the
 * libSQL path (the one Turso uses) stays exercised and both answer alike.
 */
const sampleRecipe = { title_ja: '照り焼き', title_en: 'Teriyaki', ingredients_ja: '鶏肉', steps_ja: '焼く' }

describe.each(['bun-sqlite', 'libsql'] as Driver[])('the %s driver', async (driver) => {
  const db = await openDatabase(':memory:', undefined, undefined, driver)
  const agents = createAgentService(db)
  const changes = { recipeChanged: () => {}, listsChanged: () => {} }
  const recipes = createRecipeService(db, { recipeCreated: () => {}, changes })
  const reviews = createReviewService(db, recipes, changes)
  const { agent: author, apiKey } = await agents.register({ name: 'Author' })
  const { agent: reviewer } = await agents.register({ name: 'Reviewer' })

  test('authenticates, creates, lists and reads recipes', async () => {
    expect((await agents.authenticate(apiKey)).id).toBe(author.id)
    const first = await recipes.createDirect(author, { ...sampleRecipe, category: 'main' })
    const second = await recipes.createDirect(author, { ...sampleRecipe, category: 'drink' })
    const page = await recipes.list({ page: 1, perPage: 1 })
    expect(page).toMatchObject({ total: 2, total_pages: 2, items: [{ id: second.id }] })
    expect((await recipes.list({ page: 2, perPage: 1 })).items.map((item) => item.id)).toEqual([first.id])
    expect((await recipes.list({ page: 1, perPage: 10, category: 'drink' })).items.map((item) => item.id)).toEqual([
      second.id,
    ])
    expect(await recipes.detail(first.id)).toMatchObject({ id: first.id, author: { name: 'Author' }, reviews: [] })
  })

  test('a review moves the aggregate, and a second one is a unique violation', async () => {
    const [recipe] = (await recipes.list({ page: 1, perPage: 1 })).items
    const created = await reviews.create(reviewer, recipe!.id, { rating: 4, comment: 'good' })
    expect(created.recipe_rating).toEqual({ average: 4, count: 1 })
    expect(
      await reviews.create(reviewer, recipe!.id, { rating: 1, comment: 'again' }).catch((error) => error.problem.code),
    ).toBe('conflict')
    expect((await recipes.detail(recipe!.id)).reviews.map((review) => review.comment)).toEqual(['good'])
  })

  test('db.run reports rowsAffected and the raw client answers libSQL-style', async () => {
    const updated = await db.run(sql`UPDATE agents SET description = 'x' WHERE name = 'Author'`)
    expect(updated.rowsAffected).toBe(1)
    expect((await db.run(sql`UPDATE agents SET description = 'x' WHERE name = 'nobody'`)).rowsAffected).toBe(0)
    const { rows } = await db.$client.execute({
      sql: 'SELECT count(*) AS n FROM agents WHERE name = ?',
      args: ['Reviewer'],
    })
    expect(rows[0]!.n).toBe(1)
    const insert = (id: string) => ({
      sql: `INSERT INTO agents (id, name, key_hash, created_at) VALUES (?, 'b', ?, '')`,
      args: [id, id],
    })
    // A failing batch applies none of its statements.
    expect(
      await db.$client
        .batch([insert('batch-1'), insert('batch-1')], 'write')
        .catch((error) => isUniqueViolation(error)),
    ).toBe(true)
    expect((await db.$client.execute("SELECT count(*) AS n FROM agents WHERE id = 'batch-1'")).rows[0]!.n).toBe(0)
  })
})
