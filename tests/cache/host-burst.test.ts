import { expect, test } from 'bun:test'
import { createTestApp } from '../support/harness'

test('after a burst of random Host values, the real site is still served from the cache', async () => {
  const t = await createTestApp()
  const author = await t.register()
  const recipeId = await t.createRecipe(author.api_key)
  const from = (host: string, path: string) => t.app.handle(new Request(`http://${host}${path}`))
  // Right after a start: strangers first, a few of them often, most once.
  for (let i = 0; i < 8; i++) for (let j = 0; j < 10; j++) await from(`often-${i}.example.net`, `/recipes/${recipeId}`)
  for (let i = 0; i < 300; i++) expect((await from(`once-${i}.example.net`, `/recipes/${recipeId}`)).status).toBe(200)
  let renders = 0
  const detail = t.services.recipeService.detail
  t.services.recipeService.detail = (id) => {
    renders++
    return detail(id)
  }
  for (let i = 0; i < 40; i++) {
    const page = await from('recipes.example.com', `/recipes/${recipeId}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(`http://recipes.example.com/recipes/${recipeId}`)
  }
  // Rendered until it was requested more than the strangers kept before it, then served from the cache.
  expect(renders).toBeLessThanOrEqual(12)
})
