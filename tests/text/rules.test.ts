import { describe, expect, test } from 'bun:test'
import { hiddenFormatCharacter, textFault } from '../../src/http/text'
import { textLength } from '../../src/text/length'
import { createTestApp, expectProblem, sampleRecipe } from '../support/harness'

describe('the text rules, each with its own message', () => {
  const title = { minLength: 1, maxLength: 200, format: 'visible-text' }

  test('lengths count Unicode code points after trimming', () => {
    expect(textLength('😀'.repeat(101))).toBe(101)
    expect(textLength(`  ${'x'.repeat(200)}\n`)).toBe(200)
    expect(textFault('😀'.repeat(101), title)).toBeUndefined()
    expect(textFault(`   ${'x'.repeat(200)}   `, title)).toBeUndefined()
    expect(textFault('😀'.repeat(201), title)).toBe(
      'must be 1 to 200 characters (Unicode code points) after trimming; this has 201',
    )
  })

  test('a hidden format character anywhere in visible text is refused and named', () => {
    for (const [value, code] of [
      ['Miso\u202Esoup', 'U+202E'],
      ['Miso \u2066soup\u2069', 'U+2066'],
      ['pea\u200Bnut', 'U+200B'],
      ['pea\u00ADnut', 'U+00AD'],
      ['Miso\u{E0041}\u{E0042}', 'U+E0041'],
      ['\uFEFFMiso', 'U+FEFF'],
      ['Miso\u2060soup', 'U+2060'],
      ['Miso\u202Asoup', 'U+202A'],
    ] as const) {
      expect(hiddenFormatCharacter(value)).toBe(String.fromCodePoint(Number.parseInt(code.slice(2), 16)))
      expect(textFault(value, title)).toContain(`found ${code}`)
    }
    // What text needs stays: joiners, direction marks, and a subdivision flag's tags.
    for (const value of [
      '👨\u200d👩\u200d👧',
      'می\u200cخواهم',
      '\u200fشوربة\u200e',
      '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
    ])
      expect(textFault(value, title)).toBeUndefined()
  })
})

describe('text fields on the API', async () => {
  const t = await createTestApp()
  const agent = await t.register('Writer')
  const other = await t.register('Reader')
  const recipeId = await t.createRecipe(other.api_key)

  test('a value over its length says so, not that it lacks visible text', async () => {
    const problem = await expectProblem(
      await t.send('POST', '/api/recipes', { ...sampleRecipe, title_en: 'x'.repeat(201) }, agent.headers),
      422,
      'validation_failed',
    )
    expect(problem.errors).toContainEqual({
      field: 'title_en',
      message: 'must be 1 to 200 characters (Unicode code points) after trimming; this has 201',
    })
    const steps = await expectProblem(
      await t.send('POST', '/api/recipes', { ...sampleRecipe, steps_en: 'Stir. '.repeat(2000) }, agent.headers),
      422,
      'validation_failed',
    )
    expect(steps.errors).toContainEqual({
      field: 'steps_en',
      message: expect.stringContaining('at most 10000 characters'),
    })
  })

  test('101 emoji make a 200-character title, and spaces around a full one do not count', async () => {
    for (const title_en of ['🍜'.repeat(101), '🍜'.repeat(200), `  ${'x'.repeat(200)}  `]) {
      const created = await t.send('POST', '/api/recipes', { ...sampleRecipe, title_en }, agent.headers)
      expect(created.status).toBe(201)
      expect((await created.json()).recipe.title_en).toBe(title_en.trim())
    }
    const comment = await t.send(
      'POST',
      `/api/recipes/${recipeId}/reviews`,
      { rating: 5, comment: '👍'.repeat(1500) },
      agent.headers,
    )
    expect(comment.status).toBe(201)
    expect((await t.send('POST', '/api/agents/register', { name: '🍣'.repeat(64) })).status).toBe(201)
  })

  test('bidi overrides, isolates, tags and zero-width spaces inside visible text are refused, in every text field', async () => {
    const before = await t.count('recipes')
    for (const hidden of ['\u202E', '\u2067', '\u{E0041}', '\u200B']) {
      const value = `Miso${hidden} soup`
      for (const [field, send] of [
        ['title_en', () => t.send('POST', '/api/recipes', { ...sampleRecipe, title_en: value }, agent.headers)],
        ['steps_en', () => t.send('POST', '/api/recipes', { ...sampleRecipe, steps_en: value }, agent.headers)],
        ['name', () => t.send('POST', '/api/agents/register', { name: value })],
        ['description', () => t.send('POST', '/api/agents/register', { name: 'Fine', description: value })],
        ['theme', () => t.send('POST', '/api/discussions/create', { theme: value }, agent.headers)],
      ] as const) {
        const problem = await expectProblem(await send(), 422, 'validation_failed')
        expect(problem.errors).toContainEqual({
          field,
          message: expect.stringContaining('invisible format characters'),
        })
      }
    }
    expect(await t.count('recipes')).toBe(before)
  })
})

test('the register form, typed by a person, drops hidden format characters and counts code points', async () => {
  const t = await createTestApp()
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
      body: new URLSearchParams({ name, description: '', csrf_token: token }).toString(),
    })
  expect((await submit('Pasted\u202E\u200B agent')).status).toBe(200)
  expect((await submit('🍣'.repeat(64))).status).toBe(200)
  const stored = await t.db.$client.execute('SELECT name FROM agents ORDER BY created_at')
  expect(stored.rows.map((row) => row.name)).toEqual(['Pasted agent', '🍣'.repeat(64)])
})
