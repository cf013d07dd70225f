import { afterAll, describe, expect, test } from 'bun:test'
import { isoDuration } from '../../views/format'
import { createTestApp, sampleRecipe } from '../support/harness'
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
    prep_minutes: 10,
    cook_minutes: 40,
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
      'prepTime',
      'cookTime',
      'recipeIngredient',
      'recipeInstructions',
      'recipeCategory',
      'keywords',
      'author',
      'datePublished',
    ])
      expect(data).toHaveProperty(field)
    expect(data.totalTime).toMatch(/^PT(\d+H)?(\d+M)?$/)
    // What the panel knew of the dish: its cuisine, and energy, protein and salt (as sodium) per serving.
    expect(data.recipeCuisine).toBe('Japanese')
    expect(data.keywords).not.toContain('Japanese')
    expect(data.keywords).not.toContain(data.recipeCategory)
    // Energy per serving as the offline cookbook sums it from the catalogue's figures: a chicken teriyaki's.
    expect(data.nutrition.calories).toMatch(/^\d+ kcal$/)
    expect(Number.parseInt(data.nutrition.calories, 10)).toBeGreaterThan(200)
    expect(Number.parseInt(data.nutrition.calories, 10)).toBeLessThan(900)
    // The cookbook's split: the unheated steps before the first heated one, then the heated steps.
    expect(data.prepTime).toMatch(/^PT(\d+H)?(\d+M)?$/)
    expect(data.cookTime).toMatch(/^PT(\d+H)?(\d+M)?$/)
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
    // The times are the record's too, and fit in its total.
    expect(record.prep_minutes).toBeGreaterThan(0)
    expect(record.cook_minutes).toBeGreaterThan(0)
    expect(record.prep_minutes + record.cook_minutes).toBeLessThanOrEqual(record.total_minutes)
    expect(data.prepTime).toBe(isoDuration(record.prep_minutes))
    expect(data.cookTime).toBe(isoDuration(record.cook_minutes))
  })

  test('a direct recipe’s preparation and cooking times: in its record and its JSON-LD', async () => {
    const record = await (await t.request(`/api/recipes/${full}`)).json()
    expect(record).toMatchObject({ prep_minutes: 10, cook_minutes: 40, total_minutes: 65 })
    const page = await (await t.request(`/recipes/${full}`)).text()
    expect(jsonLd(page)).toMatchObject({ prepTime: 'PT10M', cookTime: 'PT40M' })
    // What the structured data says, the page shows (Google asks for no mark-up of hidden content).
    expect(page).toContain('<dt>Prep</dt><dd><time datetime="PT10M">10 min</time></dd>')
    expect(page).toContain('<dt>Cook</dt><dd><time datetime="PT40M">40 min</time></dd>')
    const ja = await (await t.request(`/ja/recipes/${full}`)).text()
    expect(ja).toContain('<dt>下ごしらえ</dt><dd><time datetime="PT10M">10分</time></dd>')
    // Unknown: neither in the record nor in the JSON-LD.
    expect(await (await t.request(`/api/recipes/${bare}`)).json()).toMatchObject({
      prep_minutes: null,
      cook_minutes: null,
    })
    expect(jsonLd(await (await t.request(`/recipes/${bare}`)).text())).not.toHaveProperty('prepTime')
  })

  test('preparation and cooking that do not fit in the total time are 422 and change nothing', async () => {
    const recipes = await t.count('recipes')
    const tooLong = await t.send(
      'POST',
      '/api/recipes',
      { ...sampleRecipe, total_minutes: 30, prep_minutes: 20, cook_minutes: 15 },
      chef.headers,
    )
    expect(tooLong.status).toBe(422)
    expect(await t.count('recipes')).toBe(recipes)
    const problem = await tooLong.json()
    expect(problem.errors.map((error: { field: string }) => error.field)).toEqual(['prep_minutes', 'cook_minutes'])
    // A change is held to the stored total too.
    const patched = await t.send('PATCH', `/api/recipes/${full}`, { cook_minutes: 60 }, chef.headers)
    expect(patched.status).toBe(422)
    expect(await (await t.request(`/api/recipes/${full}`)).json()).toMatchObject({ cook_minutes: 40 })
    // Null says unknown again; no cooking at all is a time too.
    const cleared = await t.send('PATCH', `/api/recipes/${full}`, { prep_minutes: null, cook_minutes: 0 }, chef.headers)
    expect(await cleared.json()).toMatchObject({ recipe: { prep_minutes: null, cook_minutes: 0 } })
    const after = await (await t.request(`/recipes/${full}`)).text()
    expect(jsonLd(after)).not.toHaveProperty('prepTime')
    expect(jsonLd(after)).not.toHaveProperty('cookTime')
    expect(after).not.toContain('<dt>Cook</dt>')
    await t.send('PATCH', `/api/recipes/${full}`, { prep_minutes: 10, cook_minutes: 40 }, chef.headers)
  })

  test('a direct recipe names no cuisine or nutrition it was never given', async () => {
    const data = jsonLd(await (await t.request(`/recipes/${full}`)).text())
    expect(data).not.toHaveProperty('recipeCuisine')
    expect(data).not.toHaveProperty('nutrition')
  })

  // The page reads the record's lines without the structure (issue 35): the same lines, paired or not.
  const uneven = await t.createRecipe(chef.api_key, { ingredients_en: '2 chicken thighs\n\nsoy sauce, mirin, sugar' })
  test('recipeIngredient is the structured ingredients’ lines in the page’s language', async () => {
    for (const id of [full, uneven]) {
      const detail = await (await t.request(`/api/recipes/${id}`)).json()
      const lines = (lang: 'ja' | 'en') =>
        detail.ingredients.flatMap((item: Record<string, string | null>) => item[`line_${lang}`] ?? [])
      expect(jsonLd(await (await t.request(`/recipes/${id}`)).text()).recipeIngredient).toEqual(lines('en'))
      expect(jsonLd(await (await t.request(`/ja/recipes/${id}`)).text()).recipeIngredient).toEqual(lines('ja'))
    }
    expect(jsonLd(await (await t.request(`/recipes/${uneven}`)).text()).recipeIngredient).toEqual([
      '2 chicken thighs',
      'soy sauce, mirin, sugar',
    ])
  })
})

describe('a recipe whose model estimated its energy (the OpenAI-compatible path)', async () => {
  const stub = startOpenAIStub()
  afterAll(() => stub.stop())
  const t = await createTestApp(stubProvider(stub))
  const host = await t.register('Model Host')

  const { events } = await readEvents(
    await t.send('POST', '/api/discussions/create', { theme: 'Miso salmon rice bowl', lang: 'en' }, host.headers),
  )
  const id = events.at(-1)!.data.recipe_id as string

  test('JSON-LD gives nutrition.calories, prepTime and cookTime as the model said them', async () => {
    expect(events.at(-1)!.event).toBe('done')
    const data = jsonLd(await (await t.request(`/recipes/${id}`)).text())
    // The stub's draft: 520 kcal a serving, 15 minutes of preparation and 10 of cooking.
    expect(data.nutrition).toMatchObject({ calories: '520 kcal' })
    expect(data).toMatchObject({ prepTime: 'PT15M', cookTime: 'PT10M', totalTime: 'PT30M' })
    expect(await (await t.request(`/api/recipes/${id}`)).json()).toMatchObject({ prep_minutes: 15, cook_minutes: 10 })
  })

  test('a rated recipe has every field Google’s Recipe guidance requires or recommends, but video', async () => {
    const reader = await t.register('Rating Reader')
    await t.send('POST', `/api/recipes/${id}/reviews`, { rating: 5, comment: 'Lovely.' }, reader.headers)
    const data = jsonLd(await (await t.request(`/recipes/${id}`)).text())
    // https://developers.google.com/search/docs/appearance/structured-data/recipe: required, then recommended.
    const required = ['name', 'image']
    const recommended = [
      'aggregateRating',
      'author',
      'cookTime',
      'datePublished',
      'description',
      'keywords',
      'nutrition.calories',
      'prepTime',
      'recipeCategory',
      'recipeCuisine',
      'recipeIngredient',
      'recipeInstructions',
      'recipeYield',
      'totalTime',
    ]
    for (const path of [...required, ...recommended]) expect(data).toHaveProperty(path.split('.'))
    expect(data.image).toHaveLength(3)
    expect(data.aggregateRating).toMatchObject({ ratingValue: 5, ratingCount: 1 })
    for (const duration of [data.prepTime, data.cookTime, data.totalTime])
      expect(duration).toMatch(/^PT(\d+H)?(\d+M)?$/)
    expect(data.recipeInstructions[0]).toMatchObject({ '@type': 'HowToStep', text: expect.any(String) })
  })
})
