import { describe, expect, test } from 'bun:test'
import { createTestApp, expectProblem, sampleRecipe } from '../support/harness'

describe('text fields', async () => {
  const t = await createTestApp()
  const agent = await t.register('Writer')
  const other = await t.register('Reader')
  const recipeId = await t.createRecipe(other.api_key)

  /** Each text rule on every kind of field that has it: recipe titles, agent names, review comments, discussion themes. */
  const writes = (value: string) =>
    [
      ['title_en', () => t.send('POST', '/api/recipes', { ...sampleRecipe, title_en: value }, agent.headers)],
      ['name', () => t.send('POST', '/api/agents/register', { name: value })],
      [
        'comment',
        () => t.send('POST', `/api/recipes/${recipeId}/reviews`, { rating: 4, comment: value }, agent.headers),
      ],
      ['theme', () => t.send('POST', '/api/discussions/create', { theme: value }, agent.headers)],
    ] as const

  test.each([
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['a byte-order mark', '\ufeff'],
    ['bidi controls', '\u202e\u2066\u200f\u2069'],
    ['joiners and a word joiner', '\u200d\u200c\u2060'],
    ['a Hangul filler and a variation selector', '\u3164\ufe0f'],
    ['white space of every kind', ' \u00a0\u3000\t'],
    ['line and paragraph separators', '\u2028\u2029'],
    ['combining marks with nothing to mark', '\u0301\u0308\u20dd'],
    ['Braille blanks', '\u2800\u2800'],
    ['tag characters', '\u{e0041}\u{e0042}'],
  ])('a value of only %s is refused as blank', async (_, value) => {
    const before = await t.count('recipes')
    for (const [field, write] of writes(value)) {
      const problem = await expectProblem(await write(), 422, 'validation_failed')
      expect(problem.errors).toContainEqual({ field, message: expect.stringContaining('must contain visible text') })
    }
    expect(await t.count('recipes')).toBe(before)
  })

  test.each([
    ['a lone high surrogate', 'Miso \ud800'],
    ['a lone low surrogate', '\udc00 soup'],
  ])('a value with %s (half of a pair, no character) is refused', async (_, value) => {
    for (const [field, write] of writes(value)) {
      const problem = await expectProblem(await write(), 422, 'validation_failed')
      expect(problem.errors).toContainEqual({ field, message: expect.stringContaining('surrogate') })
    }
    const optional = await t.send('POST', '/api/recipes', { ...sampleRecipe, steps_en: value }, agent.headers)
    expect((await expectProblem(optional, 422, 'validation_failed')).errors).toContainEqual({
      field: 'steps_en',
      message: expect.stringContaining('surrogate'),
    })
  })

  test('a whole pair (an emoji) and a mark on a letter are visible text', async () => {
    const created = await t.send(
      'POST',
      '/api/recipes',
      { ...sampleRecipe, title_en: '\ud83c\udf5c Cafe\u0301 ramen' },
      agent.headers,
    )
    expect(created.status).toBe(201)
  })

  test('U+2028 and U+2029 count as line breaks: 101 lines joined by them are over the limit', async () => {
    for (const separator of ['\u2028', '\u2029']) {
      const steps = Array.from({ length: 101 }, (_, i) => `Step ${i}`).join(separator)
      const problem = await expectProblem(
        await t.send('POST', '/api/recipes', { ...sampleRecipe, steps_en: steps }, agent.headers),
        422,
        'validation_failed',
      )
      expect(problem.errors).toContainEqual({ field: 'steps_en', message: expect.stringContaining('at most 100') })
    }
  })

  test.each([
    ['NUL', 'Miso\u0000soup'],
    ['an ANSI escape', 'Miso \u001b[31msoup\u001b[0m'],
    ['DEL', 'Miso\u007f'],
    ['a C1 control', 'Miso\u0085soup'],
  ])('a value with %s is refused, not stored', async (_, value) => {
    for (const [field, write] of writes(value)) {
      const problem = await expectProblem(await write(), 422, 'validation_failed')
      expect(problem.errors).toContainEqual({ field, message: expect.stringContaining('control characters') })
    }
    const description = await t.send('POST', '/api/agents/register', { name: 'Fine', description: value })
    expect((await expectProblem(description, 422, 'validation_failed')).errors).toContainEqual({
      field: 'description',
      message: expect.stringContaining('control characters'),
    })
    const optional = await t.send('POST', '/api/recipes', { ...sampleRecipe, steps_en: value }, agent.headers)
    expect((await expectProblem(optional, 422, 'validation_failed')).errors).toContainEqual({
      field: 'steps_en',
      message: expect.stringContaining('control characters'),
    })
  })

  test('a lone surrogate is refused, alone or among visible text', async () => {
    for (const value of ['\ud800', 'Miso \udc00 soup']) {
      for (const [field, write] of writes(value)) {
        const problem = await expectProblem(await write(), 422, 'validation_failed')
        expect(problem.errors).toContainEqual({ field, message: expect.stringContaining('well-formed') })
      }
      const optional = await t.send('POST', '/api/recipes', { ...sampleRecipe, steps_en: value }, agent.headers)
      expect((await expectProblem(optional, 422, 'validation_failed')).errors).toContainEqual({
        field: 'steps_en',
        message: expect.stringContaining('well-formed'),
      })
    }
  })

  test('a description that shows nothing is refused like a title', async () => {
    for (const value of ['\u200b', '\u2800', '\u0301']) {
      const problem = await expectProblem(
        await t.send('POST', '/api/recipes', { ...sampleRecipe, description_en: value }, agent.headers),
        422,
        'validation_failed',
      )
      expect(problem.errors).toContainEqual({
        field: 'description_en',
        message: expect.stringContaining('must contain visible text'),
      })
    }
  })

  test('visible text keeps its tabs, line breaks, joiners and bidi marks', async () => {
    const response = await t.send(
      'POST',
      '/api/recipes',
      {
        ...sampleRecipe,
        title_en: 'Family 👨\u200d👩\u200d👧 stew',
        title_ja: '\u200fشوربة\u200e 味噌汁',
        steps_en: 'Chop\tfinely\nSimmer',
      },
      agent.headers,
    )
    expect(response.status).toBe(201)
    const { recipe } = (await response.json()) as { recipe: { title_en: string } }
    expect(recipe.title_en).toBe('Family 👨\u200d👩\u200d👧 stew')
    // A combining mark on a letter, a flag of tag characters, Braille with dots: all visible.
    for (const title_en of ['Cafe\u0301', '🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f} stew', '⠓⠑⠇⠇⠕']) {
      expect((await t.send('POST', '/api/recipes', { ...sampleRecipe, title_en }, agent.headers)).status).toBe(201)
    }
  })

  test('the register form takes a name of only invisible characters as no name, and drops pasted control characters', async () => {
    const form = await t.request('/register')
    const cookie = form.headers.get('set-cookie')!.split(';')[0]!
    const token = (await form.text()).match(/name="csrf_token" value="([^"]+)"/)![1]!
    const submit = (name: string) =>
      t.request('/register', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost',
          'sec-fetch-site': 'same-origin',
          cookie,
        },
        body: new URLSearchParams({ name, description: 'Pasted\u001b[0m text', csrf_token: token }).toString(),
      })
    expect((await submit('\u200b\ufeff\u202e')).status).toBe(422)
    expect((await submit('Form\u0000 agent')).status).toBe(200)
    const stored = await t.db.$client.execute("SELECT name, description FROM agents WHERE name LIKE 'Form%'")
    expect(stored.rows[0]).toMatchObject({ name: 'Form agent', description: 'Pasted[0m text' })
  })
})

describe('numbers in the query', async () => {
  const t = await createTestApp()

  test.each([
    ['9007199254740993', 'past what a double holds exactly: never rounded to …992'],
    ['0x10', 'hexadecimal'],
    [' 5', 'space before'],
    ['5 ', 'space after'],
    ['+5', 'a plus sign'],
    ['1e1', 'an exponent'],
    ['1.5', 'a fraction'],
    ['', 'empty'],
  ])('page=%p (%s) is 422 naming page', async (value) => {
    const problem = await expectProblem(
      await t.request(`/api/recipes?page=${encodeURIComponent(value)}`),
      422,
      'validation_failed',
    )
    expect(problem.errors).toEqual([{ field: 'page', message: 'must be a whole number, at least 1' }])
  })

  test('plain decimal digits are taken', async () => {
    const response = await t.request('/api/recipes?page=2&per_page=007')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ page: 2, per_page: 7 })
  })
})

describe('validation messages', async () => {
  const t = await createTestApp()
  const agent = await t.register()

  test('a query value out of range names its parameter, not "property"', async () => {
    const zero = await expectProblem(await t.request('/api/recipes?page=0'), 422, 'validation_failed')
    expect(zero.errors).toEqual([{ field: 'page', message: 'must be a whole number, at least 1' }])
    expect(zero.detail).toContain('query')
    // Two parameters with the same number: the one whose rule refuses it is named.
    const big = await expectProblem(await t.request('/api/recipes?page=1000&per_page=1000'), 422, 'validation_failed')
    expect(big.errors).toEqual([{ field: 'per_page', message: 'must be a whole number from 1 to 100' }])
  })

  test('an enum lists the values it allows', async () => {
    const query = await expectProblem(await t.request('/api/recipes?category=soup'), 422, 'validation_failed')
    expect(query.errors).toEqual([{ field: 'category', message: 'must be one of: main, dessert, drink, snack' }])
    const body = await expectProblem(
      await t.send('POST', '/api/discussions/create', { theme: 'Soup', lang: 'fr' }, agent.headers),
      422,
      'validation_failed',
    )
    expect(body.errors).toEqual([{ field: 'lang', message: 'must be one of: ja, en' }])
  })

  test('no message speaks of schema machinery', async () => {
    const responses = [
      await t.request('/api/recipes?page=abc&per_page=x&category=x'),
      await t.send(
        'POST',
        '/api/recipes',
        { title_ja: ' ', title_en: '\u200b', category: 'x', ingredients_ja: 3, steps_ja: '' },
        agent.headers,
      ),
      await t.send('POST', '/api/recipes/x/reviews', { rating: 'five', comment: ' ' }, agent.headers),
    ]
    for (const response of responses) {
      const { errors } = await expectProblem(response, 422, 'validation_failed')
      for (const { field, message } of errors!) {
        expect(field).not.toBe('property')
        expect(message).not.toMatch(/'integer', 'integer'|to match|UnionEnum|Expected kind|\\S/)
      }
    }
  })
})

describe('reviews', async () => {
  const t = await createTestApp()

  test('an agent may not review its own recipe: 403 own_recipe, and nothing is stored', async () => {
    const author = await t.register('Author')
    const id = await t.createRecipe(author.api_key)
    await expectProblem(
      await t.send('POST', `/api/recipes/${id}/reviews`, { rating: 5, comment: 'My best' }, author.headers),
      403,
      'own_recipe',
    )
    expect(await t.count('reviews')).toBe(0)
    const reader = await t.register('Reader')
    expect(
      (await t.send('POST', `/api/recipes/${id}/reviews`, { rating: 5, comment: 'Great' }, reader.headers)).status,
    ).toBe(201)
  })
})
