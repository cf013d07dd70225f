import { describe, expect, test } from 'bun:test'
import { recipes } from '../../src/db/schema'
import { createTestApp } from '../support/harness'

// A creation's insert is rendered once per shape of row (issue 35: drizzle building its SQL was a
// sixth of a creation's CPU); the category is a placeholder of that one statement.
describe('creating recipes', async () => {
  const app = await createTestApp()
  const { api_key } = await app.register()

  test('renders the insert once, and numbers each category densely', async () => {
    await app.createRecipe(api_key, { category: 'main' })
    const insert = app.db.insert.bind(app.db)
    let rendered = 0
    app.db.insert = ((table: unknown) => {
      if (table === recipes) rendered++
      return insert(table as typeof recipes)
    }) as typeof app.db.insert
    const ids: string[] = []
    try {
      for (const category of ['dessert', 'main', 'dessert', 'drink'])
        ids.push(await app.createRecipe(api_key, { category, title_en: `In ${category}` }))
    } finally {
      app.db.insert = insert
    }
    expect(rendered).toBe(0)
    const positions = await Promise.all(
      ids.map(async (id) => {
        const { rows } = await app.db.$client.execute({
          sql: 'SELECT category, category_position AS at, list_position AS listed FROM recipes WHERE id = ?',
          args: [id],
        })
        return rows[0] as unknown as { category: string; at: number; listed: number }
      }),
    )
    expect(positions.map(({ category, at }) => `${category} ${at}`)).toEqual([
      'dessert 1',
      'main 2',
      'dessert 2',
      'drink 1',
    ])
    expect(positions.map(({ listed }) => listed)).toEqual([2, 3, 4, 5])
  })
})
