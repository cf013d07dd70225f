import { describe, expect, test } from 'bun:test'
import type { Logger } from 'drizzle-orm/logger'
import { createTestApp } from '../support/harness'

/** Every statement the app runs through drizzle, as SQL text. */
const statements: string[] = []
const recording: Logger = { logQuery: (query) => void statements.push(query) }
const readsRecipeById = (sql: string) => /from "recipes" where "recipes"\."id" = \?/i.test(sql)

describe('a recipe page reads its recipe once (issue 35)', async () => {
  const t = await createTestApp({}, undefined, recording)
  const chef = await t.register('Page Reads Chef')
  const id = await t.createRecipe(chef.api_key, { servings: 4 })

  const readsOf = async (path: string) => {
    statements.length = 0
    const response = await t.request(path)
    expect(response.status).toBe(200)
    return statements.filter(readsRecipeById).length
  }

  test('the page as written: one read of the row for the detail and the dish facts', async () => {
    expect(await readsOf(`/recipes/${id}`)).toBe(1)
  })

  test('the scaled page (?servings=): the same one read, the amounts scaled from it', async () => {
    expect(await readsOf(`/ja/recipes/${id}?servings=2`)).toBe(1)
    const page = await (await t.request(`/recipes/${id}?servings=8`)).text()
    expect(page).toContain('8 people')
  })

  test('a picture’s size is read from its size row in the page’s one read of the recipe, never from the picture', async () => {
    await t.services.imageService.settled()
    const readsSize = (sql: string) => /from "?image_sizes"?/i.test(sql)
    const readsPicture = (sql: string) => /from "images"/i.test(sql)
    for (const path of [`/recipes/${id}`, `/ja/recipes/${id}`]) {
      statements.length = 0
      const page = await (await t.request(path, { headers: { host: 'first.example' } })).text()
      expect(statements.filter(readsSize)).toEqual(statements.filter(readsRecipeById))
      expect(statements.filter(readsRecipeById)).toHaveLength(1)
      expect(statements.filter(readsPicture)).toHaveLength(0)
      expect(page).toContain('width="800" height="600"')
    }
  })
})
