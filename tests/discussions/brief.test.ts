import { describe, expect, test } from 'bun:test'
import { createTestApp } from '../support/harness'
import { readEvents } from '../support/sse'

/**
 * The theme brief on the offline models, as a client and a person meet it: in `status started`,
 * in `GET /api/discussions/:id`, on the live page, and kept by the published recipe.
 */

async function discuss(theme: string, lang: 'ja' | 'en') {
  const t = await createTestApp()
  const host = await t.register('Brief Host', '')
  const response = await t.send('POST', '/api/discussions/create', { theme, lang }, host.headers)
  expect(response.status).toBe(200)
  const id = response.headers.get('x-discussion-id')!
  const { events } = await readEvents(response)
  await t.services.discussionService.settled()
  return { t, id, events, state: await (await t.request(`/api/discussions/${id}`)).json() }
}

const excluded = (brief: { exclusions: Array<{ excludes: string[]; name: string }> }) =>
  brief.exclusions
    .map((e) => `${e.name} ${e.excludes.join(' ')}`)
    .join(' ')
    .toLowerCase()

describe('the brief on the offline models', () => {
  test('an allergy is read before round 1, announced, returned, shown, and the recipe keeps it', async () => {
    const { t, id, events, state } = await discuss('Chicken curry for friends; one guest has a peanut allergy', 'en')
    const started = events.find((e) => e.event === 'status' && e.data.phase === 'started')!
    expect(excluded(started.data.brief)).toContain('peanut')
    expect(started.data.brief.dish.toLowerCase()).toContain('curry')
    expect(state.brief).toEqual(started.data.brief)
    const done = events.at(-1)!
    expect(done.event).toBe('done')
    const recipe = done.data.recipe
    // Saying what it is free of is fine ("peanut-free curry"); using it is not.
    const unsaid = (text: string) => text.toLowerCase().replace(/peanut[- ]free|ピーナッツ(不使用|なし|抜き)/g, '')
    for (const text of [recipe.ingredients_en, recipe.steps_en, recipe.title_en])
      expect(unsaid(text)).not.toContain('peanut')
    for (const text of [recipe.ingredients_ja, recipe.steps_ja, recipe.title_ja])
      expect(unsaid(text)).not.toContain('ピーナッツ')
    // The nutritionist says it out loud, in the debate itself.
    const said = state.transcript
      .filter((m: { agent: { role: string } }) => m.agent.role === 'nutritionist')
      .map((m: { text: string }) => m.text)
      .join(' ')
    expect(said.toLowerCase()).toContain('peanut')

    const page = await (await t.request(`/discussions/${id}`)).text()
    expect(page).toContain('What the theme asks for')
    expect(page).toContain('Must not contain')
    expect(page.toLowerCase()).toContain('peanut')
  })

  test('a Japanese theme with a diet: the brief is in Japanese and the page shows it', async () => {
    const { t, id, state, events } = await discuss('卵を使わないプリンを作りたい', 'ja')
    expect(state.brief.exclusions.length).toBeGreaterThan(0)
    expect(state.brief.dish).toContain('プリン')
    expect(events.at(-1)!.event).toBe('done')
    expect(events.at(-1)!.data.recipe.ingredients_ja).not.toMatch(/卵|たまご|玉子/)
    const page = await (await t.request(`/ja/discussions/${id}`)).text()
    expect(page).toContain('テーマの要件')
    expect(page).toContain('使ってはいけないもの')
  })

  // A theme surely about something else ("How do I fix a flat bicycle tire") is refused before the stream: tests/discussions/discussions.test.ts.
  test('a theme with no food in it that asks for nothing else: the host says so in plain words in the first turn, and the brief says the dish was chosen', async () => {
    const { state } = await discuss('Surprise me', 'en')
    expect(state.brief.interpreted).toBe(true)
    expect(state.brief.dish).toBeString()
    const [first] = state.transcript
    expect(first.agent.role).toBe('host')
    expect(first.text).toContain(state.brief.dish)
    expect(first.text.toLowerCase()).toMatch(
      /no (dish|food)|not (about )?(a )?(dish|food)|isn't (about )?food|names no|left the choice to us/,
    )
  })
})
