import { describe, expect, test } from 'bun:test'
import { createTestApp, expectProblem } from '../support/harness'

/** `GET /api/recipes/:id?servings=N` and the recipe page's `?servings=`: the recipe for another table. */
describe('a recipe scaled on read', async () => {
  const t = await createTestApp()
  const chef = await t.register('Scaling Chef')
  const id = await t.createRecipe(chef.api_key, {
    servings: 2,
    ingredients_ja: '鶏もも肉 300g\n醤油 大さじ2\n卵 1個\n塩 少々',
    ingredients_en: '300 g chicken thigh\n2 tbsp soy sauce\n1 egg\nsalt to taste',
  })
  const unsized = await t.createRecipe(chef.api_key, { servings: null })

  test('the detail carries every line as quantity, unit and food', async () => {
    const detail = await (await t.request(`/api/recipes/${id}`)).json()
    expect(detail.ingredients).toHaveLength(4)
    expect(detail.ingredients[0]).toMatchObject({ quantity: 300, unit: 'g', food_id: 'chicken_thigh' })
    expect(detail.ingredients[3]).toMatchObject({
      quantity: null,
      unit: 'pinch',
      line_ja: '塩 少々',
      line_en: 'salt to taste',
    })
    expect(detail).not.toHaveProperty('scaled_from')
  })

  test('servings=8 rewrites both languages, keeps 少々 and says what it was scaled from', async () => {
    const detail = await (await t.request(`/api/recipes/${id}?servings=8`)).json()
    expect(detail.servings).toBe(8)
    expect(detail.scaled_from).toBe(2)
    expect(detail.ingredients_ja).toBe('鶏もも肉 1.2kg\n醤油 大さじ8\n卵 4個\n塩 少々')
    expect(detail.ingredients_en).toBe('1.2 kg chicken thigh\n1/2 cup soy sauce\n4 eggs\nsalt to taste')
    expect(detail.ingredients[1]).toMatchObject({ quantity: 8, unit: 'tbsp' })
  })

  test('scaled answers are cached apart from the recipe as written', async () => {
    const scaled = await t.request(`/api/recipes/${id}?servings=3`)
    const written = await t.request(`/api/recipes/${id}`)
    expect(scaled.headers.get('etag')).not.toBe(written.headers.get('etag'))
    expect((await scaled.json()).servings).toBe(3)
    expect((await written.json()).servings).toBe(2)
  })

  test('servings out of 1–100, or a recipe that does not say whom it serves, is a 422 naming servings', async () => {
    for (const bad of ['0', '101', 'two', '1.5']) {
      const response = await t.request(`/api/recipes/${id}?servings=${bad}`)
      await expectProblem(response, 422, 'validation_failed')
    }
    const response = await t.request(`/api/recipes/${unsized}?servings=4`)
    expect(response.status).toBe(422)
    expect((await response.json()).errors).toEqual([
      { field: 'servings', message: 'This recipe does not say how many it serves, so it cannot be scaled' },
    ])
  })

  test('the page scales with a form that needs no script; the scaled page is noindex with the canonical of the recipe', async () => {
    const written = await (await t.request(`/recipes/${id}`)).text()
    expect(written).toContain('<form class="recipe__scale" method="get"')
    expect(written).toContain('name="servings"')
    expect(written).not.toContain('noindex')
    const page = await (await t.request(`/ja/recipes/${id}?servings=6`)).text()
    expect(page).toContain('<meta name="robots" content="noindex, follow"')
    expect(page).toContain(`<link rel="canonical" href="http://localhost/ja/recipes/${id}"`)
    expect(page).toContain('鶏もも肉 900g')
    expect(page).toContain('2人分のレシピから計算した分量です。')
  })
})
