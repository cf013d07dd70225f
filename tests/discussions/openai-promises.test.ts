import { afterAll, describe, expect, test } from 'bun:test'
import { mergeBriefs, readBrief } from '../../src/ai/food/brief'
import { unkeptAsks } from '../../src/discussions/promises'
import { createTestApp } from '../support/harness'
import {
  type OpenAIStub,
  promptOf,
  STUB_RECIPE,
  type StubOptions,
  startOpenAIStub,
  stubProvider,
} from '../support/openai-stub'
import { type ParsedEvent, readEvents } from '../support/sse'

/**
 * What a theme asks beside its rules, on the `openai` path: the servings, a time limit, the
 * kitchen. The stub's model ignores them; the service reads its draft, asks for one revision naming
 * what it did not keep, and publishes its own cookbook's recipe when the revision still does not.
 * What the cookbook cannot promise (a theme about no food, a dish it will not cook) the host says
 * before the model is called.
 */

const stubs: OpenAIStub[] = []
afterAll(() => {
  for (const stub of stubs) stub.stop()
})

async function discuss(theme: string, script: StubOptions['script'] = {}, lang: 'en' | 'ja' = 'en') {
  const stub = startOpenAIStub({ script })
  stubs.push(stub)
  const t = await createTestApp(stubProvider(stub, { AI_TURN_TIMEOUT_MS: '5000', AI_MAX_RETRIES: '0' }))
  const host = await t.register('Promise Host', '')
  const response = await t.send('POST', '/api/discussions/create', { theme, lang }, host.headers)
  expect(response.status).toBe(200)
  const { events } = await readEvents(response)
  await t.services.discussionService.settled()
  return { stub, events }
}

const messages = (events: ParsedEvent[]) => events.filter((e) => e.event === 'message')
const hostTurns = (events: ParsedEvent[]) =>
  messages(events).filter((e) => e.data.done && (e.data.agent as { role: string }).role === 'host')
const revising = (events: ParsedEvent[]) => events.find((e) => e.event === 'status' && e.data.phase === 'revising')
const published = (events: ParsedEvent[]) => events.at(-1)!.data.recipe as typeof STUB_RECIPE

describe('the openai path holds the servings asked', async () => {
  const { stub, events } = await discuss('Braised beef for a family of six')

  test('a draft for 2 is sent back once, naming the 6 servings asked', () => {
    const found = revising(events)!.data.violations as Array<{ exclusion: string; ingredient: string }>
    expect(found).toContainEqual(expect.objectContaining({ exclusion: '6 servings', ingredient: '2 servings' }))
    expect(promptOf(stub.callsOf('chat')[1]!)).toContain('the theme asks for &quot;6 servings&quot;')
  })

  test('sent back unchanged, the cookbook’s recipe for 6 is published, and the host says why', () => {
    expect(events.at(-1)!.event).toBe('done')
    expect(published(events).servings).toBe(6)
    expect(published(events).title_en).not.toBe(STUB_RECIPE.title_en)
    const last = String(hostTurns(events).at(-1)!.data.text)
    expect(last).toContain('did not keep what the theme asked (6 servings)')
    expect(last).toContain('6 servings in')
  })

  test('the 6 servings are promised in the host’s first turn, before the model speaks', () => {
    const first = messages(events)[0]!
    expect((first.data.agent as { role: string }).role).toBe('host')
    expect(String(first.data.delta)).toMatch(/\b6\b/)
    expect(String(hostTurns(events)[0]!.data.text).startsWith(String(first.data.delta))).toBe(true)
  })
})

describe('the openai path says a count past the kitchen’s most, as the offline host does', async () => {
  for (const [theme, lang, asked] of [
    ['chili for 250 people at the county fair', 'en', '250'],
    ['自治会の集まりで豚汁を300人分', 'ja', '300'],
  ] as const)
    test(theme, async () => {
      const { events } = await discuss(theme, {}, lang)
      const first = String(messages(events)[0]!.data.delta)
      expect(first).toContain(asked)
      expect(first).toContain(readBrief(theme, lang).servingsOver!)
      expect(published(events).servings).toBe(100)
    })

  test('a count only the model reads is held to the most and said too', () => {
    const floor = readBrief('a stew for the whole village', 'en')
    const merged = mergeBriefs(floor, { limits: { servings: 180 } })
    expect(merged.limits.servings).toBe(100)
    expect(merged.servingsOver).toContain('180')
    expect(merged.unchecked).toContain(merged.servingsOver!)
  })
})

describe('the openai path holds a time limit', async () => {
  // The revision keeps the limit: the model's own recipe is published, not the cookbook's.
  const quick = {
    ...STUB_RECIPE,
    total_minutes: 10,
    steps_en: [...STUB_RECIPE.steps_en.slice(0, 1), 'Rest it briefly', ...STUB_RECIPE.steps_en.slice(2)],
  }
  const { events } = await discuss('a quick pork stir fry in 10 minutes', {
    chat: (n) => (n === 2 ? { content: JSON.stringify(quick) } : undefined),
  })

  test('30 minutes against a 10-minute limit is sent back; the revision that keeps it is published', () => {
    const found = revising(events)!.data.violations as Array<{ exclusion: string; field: string }>
    expect(found).toContainEqual(expect.objectContaining({ exclusion: 'within 10 minutes', field: 'total_minutes' }))
    expect(events.at(-1)!.event).toBe('done')
    expect(published(events).title_en).toBe(STUB_RECIPE.title_en)
    expect(published(events).total_minutes).toBe(10)
  })
})

describe('the openai path holds the kitchen', async () => {
  const { events } = await discuss('Salmon supper, microwave only')

  test('a grilling step under "microwave only" is sent back, then replaced by the cookbook’s recipe', () => {
    const found = revising(events)!.data.violations as Array<{ exclusion: string; ingredient: string }>
    expect(found).toContainEqual(
      expect.objectContaining({ exclusion: 'with only a microwave', ingredient: expect.stringContaining('Grill') }),
    )
    expect(published(events).title_en).not.toBe(STUB_RECIPE.title_en)
    expect(String(hostTurns(events).at(-1)!.data.text)).toContain('(with only a microwave)')
  })
})

describe('the openai path says what the cookbook cannot promise before the model speaks', async () => {
  const { stub, events } = await discuss('my cat just turned five')

  test('a theme about no food: the host’s first words are the service’s, then the model’s', () => {
    const first = messages(events)[0]!
    // Said in the host's own words, never the theme quoted back.
    expect(String(first.data.delta)).not.toContain('my cat just turned five')
    const said = /no dish in|not about food|is a dish/
    expect(String(first.data.delta)).toMatch(said)
    // The model's turn follows the service's paragraph, whole.
    const text = String(hostTurns(events)[0]!.data.text)
    expect(text.search(said)).toBeGreaterThanOrEqual(0)
    expect(text.indexOf('Reply 1 as host')).toBeGreaterThan(text.search(said))
    // Every slot of the service's paragraph is filled (its plan said, no "{plan}" left).
    expect(text).not.toMatch(/\{\w+\}/)
    expect(stub.callsOf('chat-stream').length).toBeGreaterThan(0)
  })
})

describe('unkeptAsks reads the draft, not the model’s word', () => {
  const brief = readBrief('Pork stew for 2 in 30 minutes', 'en')

  test('a total under the limit whose steps state more is over it', () => {
    const draft = { ...STUB_RECIPE, total_minutes: 15, steps_en: ['Brown the pork', 'Simmer for 40 minutes'] }
    expect(unkeptAsks(draft, brief)).toEqual([
      { exclusion: 'within 30 minutes', ingredient: '40 minutes', field: 'steps_en', line: '40' },
    ])
  })

  test('a draft that keeps the servings and the time breaks nothing', () => {
    expect(unkeptAsks({ ...STUB_RECIPE, total_minutes: 30 }, brief)).toEqual([])
  })
})
