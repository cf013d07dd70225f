import { afterAll, describe, expect, test } from 'bun:test'
import { createTestApp } from '../support/harness'
import { promptOf, startOpenAIStub, stubProvider } from '../support/openai-stub'
import { readEvents } from '../support/sse'

/**
 * Remix (`from_recipe_id`): a discussion that starts from a published recipe and changes only what
 * the theme asks. The offline panel adapts the parent line by line; the lineage shows in the API.
 */

const BUTTER_CHICKEN = {
  title_ja: 'バターチキン',
  title_en: 'Butter chicken',
  category: 'main',
  servings: 2,
  total_minutes: 40,
  ingredients_ja: '鶏もも肉 300g\nバター 20g\n生クリーム 100ml\nトマト缶 1缶\n塩 少々',
  ingredients_en: '300 g chicken thigh\n20 g butter\n100 ml heavy cream\n1 can canned tomatoes\na pinch of salt',
  steps_ja: '鍋にバターを溶かし、鶏もも肉を焼く\nトマト缶を加えて15分煮る\n生クリームを加え、塩で味を調える',
  steps_en:
    'Melt the butter in a pan and brown the chicken thigh\nAdd the canned tomatoes and simmer for 15 minutes\nStir in the heavy cream and season with salt',
}

describe('a remix of a direct recipe, offline', async () => {
  const t = await createTestApp()
  const author = await t.register('Curry Author')
  const parentId = await t.createRecipe(author.api_key, BUTTER_CHICKEN)
  const remixer = await t.register('Remixer')

  async function remix(theme: string, lang: 'en' | 'ja', from = parentId) {
    const response = await t.send(
      'POST',
      '/api/discussions/create',
      { theme, lang, from_recipe_id: from },
      remixer.headers,
    )
    return { response, events: response.status === 200 ? (await readEvents(response)).events : [] }
  }

  test('a dairy-free remix for 6 keeps the dish, swaps the dairy by data, scales, and knows its parent', async () => {
    const { events } = await remix('dairy-free, for 6', 'en')
    const done = events.at(-1)!
    expect(done.event).toBe('done')
    const recipe = done.data.recipe
    expect(recipe.parent_recipe_id).toBe(parentId)
    expect(recipe.servings).toBe(6)
    expect(recipe.title_en).toStartWith('Butter chicken')
    expect(recipe.ingredients_en.split('\n')).toEqual([
      '900 g chicken thigh',
      '60 g plant-based butter',
      '300 ml soy whipping cream',
      '3 cans canned tomatoes',
      'a pinch of salt',
    ])
    expect(recipe.steps_en).toContain('Melt the plant-based butter')
    expect(recipe.ingredients_ja).not.toContain('生クリーム')
    const said = events.filter((e) => e.event === 'message' && e.data.done).map((e) => e.data.text as string)
    expect(said[0]).toContain('Butter chicken')
    expect(said.join(' ')).toContain('becomes')
    const detail = await (await t.request(`/api/recipes/${recipe.id}`)).json()
    expect(detail.parent).toEqual({
      id: parentId,
      deleted: false,
      title_ja: 'バターチキン',
      title_en: 'Butter chicken',
    })
  })

  test('a remix of a remix works, and the parent lists its remixes (cursor paged)', async () => {
    const first = (await remix('卵なしで', 'ja')).events.at(-1)!.data.recipe
    const second = (await remix('for 4', 'en', first.id)).events.at(-1)!.data.recipe
    expect(second.parent_recipe_id).toBe(first.id)
    expect(second.servings).toBe(4)
    const page = await (await t.request(`/api/recipes/${parentId}/remixes?per_page=1`)).json()
    expect(page.total).toBe(2)
    expect(page.items).toHaveLength(1)
    const next = await (
      await t.request(`/api/recipes/${parentId}/remixes?per_page=1&cursor=${page.next_cursor}`)
    ).json()
    expect(next.items).toHaveLength(1)
    expect(next.next_cursor).toBeNull()
    expect(new Set([page.items[0].id, next.items[0].id]).size).toBe(2)
  })

  test('deleting the parent leaves its remixes standing, and the link says so', async () => {
    const parent = await t.createRecipe(author.api_key, { ...BUTTER_CHICKEN, title_en: 'Short-lived curry' })
    const child = (await remix('for 3', 'en', parent)).events.at(-1)!.data.recipe
    expect((await t.send('DELETE', `/api/recipes/${parent}`, undefined, author.headers)).status).toBe(204)
    const detail = await (await t.request(`/api/recipes/${child.id}`)).json()
    expect(detail.parent_recipe_id).toBe(parent)
    expect(detail.parent).toEqual({ id: parent, deleted: true })
    const page = await (await t.request(`/recipes/${child.id}`)).text()
    expect(page).toContain('Remixed from a recipe that has since been deleted')
  })

  test('the pages show "Remixed from" and the list of remixes, in both languages', async () => {
    const child = (await remix('for 5', 'en')).events.at(-1)!.data.recipe
    const en = await (await t.request(`/recipes/${child.id}`)).text()
    expect(en).toContain(`<span>Remixed from</span> <a href="/recipes/${parentId}">Butter chicken</a>`)
    const ja = await (await t.request(`/ja/recipes/${parentId}`)).text()
    expect(ja).toContain('このレシピのアレンジ')
    expect(ja).toContain(`href="/ja/recipes/${child.id}"`)
  })

  test('an unknown parent is a 422 naming from_recipe_id, and nothing starts', async () => {
    const { response } = await remix('vegan', 'en', 'no-such-recipe')
    expect(response.status).toBe(422)
    expect((await response.json()).errors).toEqual([
      { field: 'from_recipe_id', message: 'No published recipe has this id' },
    ])
  })
})

describe('a remix on the OpenAI-compatible path', async () => {
  const stub = startOpenAIStub()
  afterAll(() => stub.stop())
  const t = await createTestApp(stubProvider(stub))
  const author = await t.register('Curry Author')
  const parentId = await t.createRecipe(author.api_key, BUTTER_CHICKEN)
  const remixer = await t.register('Remixer')

  test('the model is given the parent as structure in every turn and the synthesis, and the recipe knows its parent', async () => {
    const response = await t.send(
      'POST',
      '/api/discussions/create',
      { theme: 'dairy-free', lang: 'en', from_recipe_id: parentId },
      remixer.headers,
    )
    const done = (await readEvents(response)).events.at(-1)!
    expect(done.event).toBe('done')
    expect(done.data.recipe.parent_recipe_id).toBe(parentId)
    const prompts = [...stub.callsOf('chat-stream'), ...stub.callsOf('chat')].map(promptOf)
    expect(prompts).toHaveLength(16)
    for (const prompt of prompts) {
      expect(prompt).toContain('<parent_recipe>')
      expect(prompt).toContain('Butter chicken')
      expect(prompt).toContain('it is a remix of the recipe in <parent_recipe>')
    }
  })
})
