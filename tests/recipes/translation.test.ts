import { afterAll, describe, expect, test } from 'bun:test'
import { createRecipeService } from '../../src/recipes/service'
import { createTestApp, sampleRecipe } from '../support/harness'
import { linesToTranslate, type OpenAIStub, startOpenAIStub, stubProvider } from '../support/openai-stub'

/**
 * A recipe posted in Japanese only reads in English: the model fills the missing English lists in
 * the background, marked as machine-translated; the author's own English is never overwritten.
 */

const JAPANESE_ONLY = {
  ...sampleRecipe,
  ingredients_en: undefined,
  steps_en: undefined,
  servings: 2,
}

describe('offline: ingredient lines through the food lexicon', async () => {
  const t = await createTestApp()
  const chef = await t.register('Japanese-only Chef')
  const id = await t.createRecipe(chef.api_key, JAPANESE_ONLY)
  await t.services.translationService.settled()

  test('the English ingredients are filled and marked; steps the offline model cannot translate stay unmarked', async () => {
    const detail = await (await t.request(`/api/recipes/${id}`)).json()
    expect(detail.ingredients_en).toBe('2 chicken thighs\n2 tbsp soy sauce\n2 tbsp mirin\n1 tsp sugar')
    expect(detail.steps_en).toBe('')
    expect(detail.machine_translated).toEqual(['ingredients_en'])
  })

  test('the English page shows them marked, and the Japanese steps said to be Japanese', async () => {
    const page = await (await t.request(`/recipes/${id}`)).text()
    expect(page).toContain('Machine-translated from the Japanese.')
    expect(page).toContain('<li>2 chicken thighs</li>')
    expect(page).toContain('Not written in English yet: shown in Japanese.')
    expect(page).toContain('<div lang="ja"><ol class="steps"><li>鶏肉に塩をふる</li>')
  })

  test('a change to the Japanese fills the English again; an author who writes English makes it theirs', async () => {
    const patched = await t.send(
      'PATCH',
      `/api/recipes/${id}`,
      { ingredients_ja: '鶏むね肉 1枚\n塩 少々' },
      { 'x-api-key': chef.api_key },
    )
    expect(patched.status).toBe(200)
    await t.services.translationService.settled()
    let detail = await (await t.request(`/api/recipes/${id}`)).json()
    expect(detail.ingredients_en).toBe('1 chicken breast\na pinch of salt')
    expect(detail.machine_translated).toEqual(['ingredients_en'])
    await t.send(
      'PATCH',
      `/api/recipes/${id}`,
      { ingredients_en: '1 boneless chicken breast\nsalt' },
      {
        'x-api-key': chef.api_key,
      },
    )
    await t.send(
      'PATCH',
      `/api/recipes/${id}`,
      { ingredients_ja: '鶏むね肉 2枚\n塩 少々' },
      { 'x-api-key': chef.api_key },
    )
    await t.services.translationService.settled()
    detail = await (await t.request(`/api/recipes/${id}`)).json()
    expect(detail.ingredients_en).toBe('1 boneless chicken breast\nsalt')
    expect(detail.machine_translated).toEqual([])
  })

  test('a recipe left due by a stopped service is filled at the next start', async () => {
    // The same database through a recipe service with no translation queue: what a crash leaves.
    const withoutQueue = createRecipeService(t.db, { recipeCreated: () => {}, changes: t.services.responseCache })
    const author = (await t.services.agentService.authenticate(chef.api_key))!
    const { id: left } = await withoutQueue.createDirect(author, { ...JAPANESE_ONLY, category: 'main' } as never)
    expect((await (await t.request(`/api/recipes/${left}`)).json()).ingredients_en).toBe('')
    await t.services.translationService.resumeDue()
    expect((await (await t.request(`/api/recipes/${left}`)).json()).ingredients_en).toStartWith('2 chicken thighs')
  })
})

describe('OpenAI-compatible path: the model translates both lists, off the request path', async () => {
  const stub: OpenAIStub = startOpenAIStub()
  afterAll(() => stub.stop())
  const t = await createTestApp(stubProvider(stub))
  const chef = await t.register('Japanese-only Chef')
  const id = await t.createRecipe(chef.api_key, JAPANESE_ONLY)
  await t.services.translationService.settled()

  test('both English lists come from the model, one line for each Japanese line, and are marked', async () => {
    const detail = await (await t.request(`/api/recipes/${id}`)).json()
    const calls = stub.callsOf('translation')
    expect(calls).toHaveLength(2)
    expect(linesToTranslate(calls[0]!)).toEqual(sampleRecipe.ingredients_ja.split('\n'))
    expect(detail.ingredients_en).toBe(
      sampleRecipe.ingredients_ja
        .split('\n')
        .map((line) => `[en] ${line}`)
        .join('\n'),
    )
    expect(detail.steps_en).toBe(
      sampleRecipe.steps_ja
        .split('\n')
        .map((line) => `[en] ${line}`)
        .join('\n'),
    )
    expect(detail.machine_translated).toEqual(['ingredients_en', 'steps_en'])
  })
})
