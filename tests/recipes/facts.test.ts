import { describe, expect, test } from 'bun:test'
import { readEvents } from '../support/sse'
import { createTestApp, expectProblem, sampleRecipe } from '../support/harness'

const facts = {
  description_ja: '甘辛いタレを絡めた鶏もも肉の定番料理。',
  description_en: 'Chicken thighs glazed in a sweet soy sauce.',
  servings: 4,
  total_minutes: 35,
}

describe('a recipe’s description, servings and total time', async () => {
  const t = await createTestApp()
  const chef = await t.register('Facts Chef')

  test('direct creation takes them, and detail and lists return them', async () => {
    const id = await t.createRecipe(chef.api_key, facts)
    const detail = await (await t.request(`/api/recipes/${id}`)).json()
    expect(detail).toMatchObject(facts)
    const list = await (await t.request('/api/recipes')).json()
    expect(list.items.find((item: { id: string }) => item.id === id)).toMatchObject(facts)
  })

  test('unknown facts are null in details and lists', async () => {
    const id = await t.createRecipe(chef.api_key)
    const detail = await (await t.request(`/api/recipes/${id}`)).json()
    expect(detail).toMatchObject({ description_ja: null, description_en: null, servings: null, total_minutes: null })
    const list = await (await t.request('/api/recipes')).json()
    expect(list.items.find((item: { id: string }) => item.id === id)).toMatchObject({
      description_en: null,
      servings: null,
    })
  })

  test('PATCH sets, keeps and clears them', async () => {
    const id = await t.createRecipe(chef.api_key, facts)
    const patch = (body: unknown) => t.send('PATCH', `/api/recipes/${id}`, body, chef.headers)
    const changed = await (await patch({ servings: 6 })).json()
    expect(changed.recipe).toMatchObject({ ...facts, servings: 6 })
    const cleared = await (await patch({ description_en: null, total_minutes: null })).json()
    expect(cleared.recipe).toMatchObject({
      description_ja: facts.description_ja,
      description_en: null,
      servings: 6,
      total_minutes: null,
    })
    expect((await (await t.request(`/api/recipes/${id}`)).json()).description_en).toBeNull()
  })

  test.each([
    ['servings 0', { servings: 0 }, 'servings'],
    ['servings 101', { servings: 101 }, 'servings'],
    ['servings 2.5', { servings: 2.5 }, 'servings'],
    ['servings "4"', { servings: '4' }, 'servings'],
    ['total_minutes 0', { total_minutes: 0 }, 'total_minutes'],
    ['total_minutes 2881', { total_minutes: 2881 }, 'total_minutes'],
    ['a description of 501 characters', { description_en: 'a'.repeat(501) }, 'description_en'],
    ['an empty description', { description_ja: '' }, 'description_ja'],
  ])('%s is a 422 naming the field, on create and on PATCH', async (_, change, field) => {
    const before = await t.count('recipes')
    const created = await expectProblem(
      await t.send('POST', '/api/recipes', { ...sampleRecipe, ...change }, chef.headers),
      422,
      'validation_failed',
    )
    expect(created.errors?.map((error) => error.field)).toContain(field)
    expect(await t.count('recipes')).toBe(before)
    const id = await t.createRecipe(chef.api_key)
    const patched = await expectProblem(
      await t.send('PATCH', `/api/recipes/${id}`, change, chef.headers),
      422,
      'validation_failed',
    )
    expect(patched.errors?.map((error) => error.field)).toContain(field)
  })

  test('the limits themselves are accepted: 1 and 100 servings, 1 and 2880 minutes, 500 characters', async () => {
    for (const change of [
      { servings: 1, total_minutes: 1 },
      { servings: 100, total_minutes: 2880, description_en: 'é'.repeat(500) },
    ]) {
      const response = await t.send('POST', '/api/recipes', { ...sampleRecipe, ...change }, chef.headers)
      expect(response.status).toBe(201)
    }
  })

  test('a description is stored as plain text and comes back as sent (trimmed)', async () => {
    const id = await t.createRecipe(chef.api_key, { description_en: '  <b>Bold</b> & "quoted"  ' })
    expect((await (await t.request(`/api/recipes/${id}`)).json()).description_en).toBe('<b>Bold</b> & "quoted"')
  })
})

describe('a discussion’s recipe always has all four', async () => {
  const t = await createTestApp()
  const host = await t.register('Facts Host')

  test.each([
    ['Miso salmon', 'en'],
    ['4人分の肉じゃが、45分以内で', 'ja'],
  ])('%s', async (theme, lang) => {
    const { events } = await readEvents(await t.send('POST', '/api/discussions/create', { theme, lang }, host.headers))
    const done = events.at(-1)!
    expect(done.event).toBe('done')
    const recipe = await (await t.request(`/api/recipes/${done.data.recipe_id}`)).json()
    expect(recipe.description_ja.length).toBeGreaterThan(10)
    expect(recipe.description_en.length).toBeGreaterThan(10)
    expect(recipe.description_en.length).toBeLessThanOrEqual(500)
    expect(recipe.servings).toBeGreaterThanOrEqual(1)
    expect(recipe.total_minutes).toBeGreaterThanOrEqual(1)
    expect(done.data.recipe).toMatchObject({ servings: recipe.servings, total_minutes: recipe.total_minutes })
    if (lang === 'ja') {
      expect(recipe.servings).toBe(4)
      expect(recipe.total_minutes).toBeLessThanOrEqual(45)
    }
  })
})
