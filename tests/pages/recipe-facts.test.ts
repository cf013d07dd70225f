import { afterAll, describe, expect, test } from 'bun:test'
import { createTestApp } from '../support/harness'
import { startOpenAIStub, stubProvider } from '../support/openai-stub'
import { readEvents } from '../support/sse'

const HOSTILE = '</script><script>alert(1)</script><b>&amp;'

const jsonLd = (text: string) =>
  JSON.parse(text.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!)

describe('a recipe page shows its description, servings and time, and its JSON-LD carries them', async () => {
  const t = await createTestApp()
  const chef = await t.register('Facts Page Chef')
  const full = await t.createRecipe(chef.api_key, {
    description_ja: '甘辛い照り焼き。',
    description_en: `Glazed thighs ${HOSTILE}`,
    servings: 4,
    total_minutes: 65,
  })
  const englishOnly = await t.createRecipe(chef.api_key, { description_en: 'Only in English.', total_minutes: 30 })
  const bare = await t.createRecipe(chef.api_key)

  test('the page language’s description, the servings and the time, in each language', async () => {
    const en = await (await t.request(`/recipes/${full}`)).text()
    expect(en).toContain('Glazed thighs &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;&amp;amp;')
    expect(en).toContain('4 people')
    expect(en).toContain('<time datetime="PT65M">1 hr 5 min</time>')
    const ja = await (await t.request(`/ja/recipes/${full}`)).text()
    expect(ja).toContain('甘辛い照り焼き。')
    expect(ja).toContain('4人分')
    expect(ja).toContain('1時間5分')
  })

  test('a description written in one language only is shown in the other, marked with its language', async () => {
    const ja = await (await t.request(`/ja/recipes/${englishOnly}`)).text()
    expect(ja).toContain('<p class="recipe__description" lang="en">Only in English.</p>')
    expect(ja).not.toContain('分量')
  })

  test('a recipe without them shows neither an empty list nor a description', async () => {
    const page = await (await t.request(`/recipes/${bare}`)).text()
    expect(page).not.toContain('recipe__facts')
    expect(page).not.toContain('recipe__description')
    expect(jsonLd(page)).not.toHaveProperty('totalTime')
  })

  test('JSON-LD: description, recipeYield, totalTime as an ISO 8601 duration, keywords; text stays inside the script', async () => {
    const text = await (await t.request(`/recipes/${full}`)).text()
    const script = text.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!
    expect(script).not.toContain('<')
    const data = jsonLd(text)
    expect(data).toMatchObject({
      description: `Glazed thighs ${HOSTILE}`,
      recipeYield: ['4', '4 people'],
      totalTime: 'PT1H5M',
      // The other language's name; never the category or cuisine again (Google's Recipe guidance).
      keywords: '鶏の照り焼き',
    })
    expect(jsonLd(await (await t.request(`/ja/recipes/${full}`)).text())).toMatchObject({
      description: '甘辛い照り焼き。',
      recipeYield: ['4', '4人分'],
    })
    expect(jsonLd(await (await t.request(`/recipes/${englishOnly}`)).text()).totalTime).toBe('PT30M')
  })

  test('the meta and Open Graph descriptions say what the dish is', async () => {
    const text = await (await t.request(`/ja/recipes/${full}`)).text()
    expect(text).toContain('<meta name="description" content="甘辛い照り焼き。"')
    expect(text).toContain('<meta property="og:description" content="甘辛い照り焼き。"')
  })

  test('a discussion’s recipe carries everything Google’s Recipe guidance recommends', async () => {
    const host = await t.register('Facts Page Host')
    const { events } = await readEvents(
      await t.send('POST', '/api/discussions/create', { theme: 'Chicken teriyaki for four', lang: 'en' }, host.headers),
    )
    const id = events.at(-1)!.data.recipe_id as string
    const data = jsonLd(await (await t.request(`/recipes/${id}`)).text())
    for (const field of [
      'name',
      'image',
      'description',
      'recipeYield',
      'totalTime',
      'recipeIngredient',
      'recipeInstructions',
      'recipeCategory',
      'keywords',
      'author',
      'datePublished',
    ])
      expect(data).toHaveProperty(field)
    expect(data.totalTime).toMatch(/^PT(\d+H)?(\d+M)?$/)
    // What the panel knew of the dish: its cuisine, and protein and salt (as sodium) per serving.
    expect(data.recipeCuisine).toBe('Japanese')
    expect(data.keywords).not.toContain('Japanese')
    expect(data.keywords).not.toContain(data.recipeCategory)
    // No energy figure the offline panel never estimated (its catalogue has none).
    expect(data.nutrition).not.toHaveProperty('calories')
    // No prep and cook split: a recipe keeps its total time only.
    expect(data).not.toHaveProperty('prepTime')
    // The Japanese page names the cuisine in Japanese.
    const ja = jsonLd(await (await t.request(`/ja/recipes/${id}`)).text())
    expect(ja.recipeCuisine).toBe('和食')
    expect(ja.keywords).not.toContain('和食')
    expect(data.nutrition).toMatchObject({
      '@type': 'NutritionInformation',
      proteinContent: expect.stringMatching(/^\d+(\.\d)? g$/),
      sodiumContent: expect.stringMatching(/^\d+ mg$/),
    })
    // Only the page says so: the API record is the one api-decisions describes.
    const record = await (await t.request(`/api/recipes/${id}`)).json()
    expect(record).not.toHaveProperty('cuisine')
    expect(record).not.toHaveProperty('nutrition')
  })

  test('a direct recipe names no cuisine or nutrition it was never given', async () => {
    const data = jsonLd(await (await t.request(`/recipes/${full}`)).text())
    expect(data).not.toHaveProperty('recipeCuisine')
    expect(data).not.toHaveProperty('nutrition')
  })

  test('recipeIngredient is the structured ingredients’ lines in the page’s language', async () => {
    const detail = await (await t.request(`/api/recipes/${full}`)).json()
    const lines = (lang: 'ja' | 'en') => detail.ingredients.map((item: Record<string, string>) => item[`line_${lang}`])
    expect(jsonLd(await (await t.request(`/recipes/${full}`)).text()).recipeIngredient).toEqual(lines('en'))
    expect(jsonLd(await (await t.request(`/ja/recipes/${full}`)).text()).recipeIngredient).toEqual(lines('ja'))
  })
})

describe('a recipe whose model estimated its energy (the OpenAI-compatible path)', async () => {
  const stub = startOpenAIStub()
  afterAll(() => stub.stop())
  const t = await createTestApp(stubProvider(stub))
  const host = await t.register('Model Host')

  test('JSON-LD gives nutrition.calories as the model said it', async () => {
    const { events } = await readEvents(
      await t.send('POST', '/api/discussions/create', { theme: 'Miso salmon rice bowl', lang: 'en' }, host.headers),
    )
    const done = events.at(-1)!
    expect(done.event).toBe('done')
    const data = jsonLd(await (await t.request(`/recipes/${done.data.recipe_id}`)).text())
    // The stub's draft: 520 kcal a serving.
    expect(data.nutrition).toMatchObject({ calories: '520 kcal' })
  })
})
