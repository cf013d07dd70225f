import { describe, expect, test } from 'bun:test'
import { createTestApp } from '../support/harness'

// A recipe's page reads the recipe, how many published remixes it has and its picture's size in
// one statement (issue 35: three statements were a sixth of a first-read page's CPU), and shows the
// same: the picture at the size it was drawn, the remixes (a deleted one no longer counted).
describe("a recipe page's one read of its recipe", async () => {
  const queries: string[] = []
  const t = await createTestApp({}, undefined, { logQuery: (sql) => queries.push(sql) })
  const author = await t.register('Page Reader')
  const parent = await t.createRecipe(author.api_key)
  const remixes = [await t.createRecipe(author.api_key), await t.createRecipe(author.api_key)]
  await t.db.$client.execute({
    sql: 'UPDATE recipes SET parent_recipe_id = ? WHERE id IN (?, ?)',
    args: [parent, ...remixes],
  })
  await t.services.imageService.settled()

  test('the recipe, its remixes and its picture from one statement of the recipes table', async () => {
    queries.length = 0
    const page = await (await t.request(`/recipes/${parent}`)).text()
    const ofRecipes = queries.filter((sql) => /^select .* from "recipes"/.test(sql) && !sql.includes('order by'))
    expect(ofRecipes).toHaveLength(1)
    expect(queries.filter((sql) => sql.includes('"image_sizes"'))).toHaveLength(0)
    expect(page).toContain('<picture class="recipe-picture">')
    expect(page).toMatch(/width="\d+" height="\d+" loading="eager" fetchpriority="high"/)
    for (const id of remixes) expect(page).toContain(`href="/recipes/${id}"`)
  })

  test('a remix taken off the lists is neither counted nor shown', async () => {
    await t.send('DELETE', `/api/recipes/${remixes[0]}`, undefined, author.headers)
    const page = await (await t.request(`/recipes/${parent}`)).text()
    expect(page).not.toContain(`href="/recipes/${remixes[0]}"`)
    expect(page).toContain(`href="/recipes/${remixes[1]}"`)
  })
})
