import { afterAll, describe, expect, test } from 'bun:test'
import { createModels } from '../../src/ai/models'
import { loadConfig } from '../../src/config'
import { createTestApp } from '../support/harness'
import {
  chunksOf,
  type Fault,
  messagesOf,
  type OpenAIStub,
  promptOf,
  STUB_BRIEF,
  STUB_PNG,
  STUB_RECIPE,
  type StubOptions,
  startOpenAIStub,
  turnText,
} from '../support/openai-stub'
import { type ParsedEvent, readEvents } from '../support/sse'

/**
 * The `openai` provider path, end to end: the app's real @ai-sdk/openai client against a stub
 * OpenAI-compatible server on 127.0.0.1. What the service sent, what the client saw, and what
 * happens when the provider fails in the ways real ones do.
 */

const PROVIDER_KEY = 'sk-stub-provider-key-must-never-leak'
const THEME = 'Salmon and miso rice bowl'
const ROLES = ['host', 'chef', 'nutritionist', 'culture', 'home_cook']

const stubs: OpenAIStub[] = []
afterAll(() => {
  for (const stub of stubs) stub.stop()
})

const phases = (events: ParsedEvent[]) => events.filter((e) => e.event === 'status').map((e) => e.data.phase)
const finishedMessages = (events: ParsedEvent[]) => events.filter((e) => e.event === 'message' && e.data.done)
const publishedCount = async (t: Running['t']) =>
  Number((await t.db.$client.execute('SELECT count(*) AS n FROM recipes WHERE published_at IS NOT NULL')).rows[0]!.n)

/**
 * Starts one discussion against a fresh stub running `script`. The stream is left unread, so a
 * test can act while the discussion runs; `finish()` reads it to the end.
 */
async function startDiscussion(
  script: StubOptions['script'] = {},
  env: Record<string, string> = {},
  theme = THEME,
  /** `stub`: the service's own model is the stub's too, so its fallback recipe is the careless one. */
  own: 'offline' | 'stub' = 'offline',
) {
  const stub = startOpenAIStub({ script })
  stubs.push(stub)
  const settings = {
    AI_PROVIDER: 'openai',
    OPENAI_API_KEY: PROVIDER_KEY,
    OPENAI_BASE_URL: stub.baseUrl,
    OPENAI_CHAT_MODEL: 'stub-chat',
    OPENAI_IMAGE_MODEL: 'stub-image',
    // Long enough for one SDK backoff (2 s by default) inside a turn; the hang test sets its own.
    AI_TURN_TIMEOUT_MS: '5000',
    AI_MAX_RETRIES: '1',
    ...env,
  }
  const ai = loadConfig({ DATABASE_URL: ':memory:', OFFLINE_PACE_MS: '0', ...settings }).ai
  const models = own === 'stub' ? { ...createModels(ai), own: createModels(ai).chat } : undefined
  const t = await createTestApp(settings, models)
  const host = await t.register('Miso Host', 'Host who loves fermented flavours')
  const response = await t.send('POST', '/api/discussions/create', { theme, lang: 'en' }, host.headers)
  expect(response.status).toBe(200)
  const id = response.headers.get('x-discussion-id')!

  async function finish() {
    const { events } = await readEvents(response)
    await t.services.discussionService.settled()
    const state = await (await t.request(`/api/discussions/${id}`)).json()
    const list = await (await t.request('/api/recipes')).json()
    // Whatever happened, the provider key is in nothing a client can read.
    expect(JSON.stringify({ events, state, list })).not.toContain(PROVIDER_KEY)
    return { events, state, list }
  }

  return { stub, t, host, id, finish }
}

type Running = Awaited<ReturnType<typeof startDiscussion>>
type Finished = Awaited<ReturnType<typeof discuss>>

async function discuss(
  script: StubOptions['script'] = {},
  env: Record<string, string> = {},
  theme = THEME,
  own: 'offline' | 'stub' = 'offline',
) {
  const discussion = await startDiscussion(script, env, theme, own)
  return { ...discussion, ...(await discussion.finish()) }
}

/** The `error` path: the stream ends with provider_unavailable, the discussion is failed, nothing is published. */
async function expectFailedCleanly({ t, events, state, list }: Finished) {
  const last = events.at(-1)!
  expect(last.event).toBe('error')
  expect(last.data.code).toBe('provider_unavailable')
  expect(events.filter((e) => e.event === 'error')).toHaveLength(1)
  expect(events.some((e) => e.event === 'done')).toBe(false)
  expect(phases(events)).not.toContain('recipe_saved')
  expect(state.status).toBe('failed')
  expect(state.error.code).toBe('provider_unavailable')
  expect(state.recipe_id).toBeNull()
  expect(list.total).toBe(0)
  expect(await publishedCount(t)).toBe(0)
  return last.data.message as string
}

const expectCompleted = ({ events, state }: Finished) => {
  expect(events.at(-1)!.event).toBe('done')
  expect(finishedMessages(events)).toHaveLength(15)
  expect(state.status).toBe('completed')
}

describe('the openai path: what the service sends and streams', async () => {
  const d = await discuss()
  const streamed = d.stub.callsOf('chat-stream')
  const [synthesis] = d.stub.callsOf('chat')
  const [image] = d.stub.callsOf('image')

  test('one brief, 15 streamed Chat Completions turns, then one synthesis, then one image; never the Responses API', () => {
    expect(d.stub.calls.map((c) => c.kind)).toEqual(['brief', ...Array(15).fill('chat-stream'), 'chat', 'image'])
    expect(new Set(d.stub.calls.map((c) => `${c.method} ${c.path}`))).toEqual(
      new Set(['POST /v1/chat/completions', 'POST /v1/images/generations']),
    )
  })

  test('every call names the configured model and carries the key as a bearer token', () => {
    for (const call of d.stub.calls) expect(call.headers.authorization).toBe(`Bearer ${PROVIDER_KEY}`)
    for (const call of [...streamed, synthesis!]) expect(call.body.model).toBe('stub-chat')
    expect(image!.body.model).toBe('stub-image')
    expect(image!.body.response_format).toBe('b64_json')
    for (const call of streamed)
      expect(call.body).toMatchObject({ stream: true, stream_options: { include_usage: true } })
  })

  test('every prompt carries the theme, and each turn the transcript of every turn before it', () => {
    for (const call of [...streamed, synthesis!]) expect(promptOf(call)).toContain(`<theme>\n${THEME}\n</theme>`)
    streamed.forEach((call, i) => {
      for (const earlier of streamed.slice(0, i)) expect(promptOf(call)).toContain(turnText(earlier))
      for (const later of streamed.slice(i)) expect(promptOf(call)).not.toContain(`idea-${later.n}.`)
    })
    for (const call of streamed) expect(promptOf(synthesis!)).toContain(turnText(call))
  })

  test('each turn is asked of the right speaker in the right round, host first', () => {
    const participants = d.events[0]!.data.participants as { role: string; name: string }[]
    streamed.forEach((call, i) => {
      const speaker = participants[i % 5]!
      expect(speaker.role).toBe(ROLES[i % 5]!)
      const [system] = messagesOf(call)
      expect(system).toMatchObject({ role: 'system' })
      expect(system!.content).toStartWith(`You are ${speaker.name}`)
      expect(turnText(call)).toContain(`as ${speaker.role} in round ${Math.floor(i / 5) + 1} about ${THEME}`)
    })
  })

  test('the synthesis asks for the recipe schema as structured output, and the image prompt is built from its answer', () => {
    expect(synthesis!.body.stream).toBeFalsy()
    expect(synthesis!.body.response_format.type).toBe('json_schema')
    expect(Object.keys(synthesis!.body.response_format.json_schema.schema.properties).sort()).toEqual(
      Object.keys(STUB_RECIPE).sort(),
    )
    expect(image!.body.prompt).toContain(STUB_RECIPE.title_en)
  })

  test('each message streams the model’s own chunks as they came, joined into the full text', () => {
    const messages = finishedMessages(d.events)
    expect(messages.map((m) => m.data.agent.role)).toEqual([...ROLES, ...ROLES, ...ROLES])
    messages.forEach((message, i) => {
      expect(message.data.text).toBe(turnText(streamed[i]!))
      const deltas = d.events.filter(
        (e) => e.event === 'message' && e.data.message_id === message.data.message_id && !e.data.done,
      )
      // One event per chunk the provider sent: nothing buffered into whole messages.
      expect(deltas.map((e) => e.data.delta)).toEqual(chunksOf(message.data.text))
    })
  })

  test('the stream runs in the documented order and ends with the published recipe and the stub’s image', async () => {
    expect(phases(d.events)).toEqual([
      'started',
      ...Array(3).fill('round_started'),
      'synthesizing',
      'recipe_saved',
      'image_generating',
      'image_ready',
      'completed',
    ])
    expect(d.events.map((e) => e.id)).toEqual(d.events.map((_, i) => i + 1))
    const done = d.events.at(-1)!
    expect(done.event).toBe('done')
    expect(done.data.recipe).toMatchObject({
      title_en: STUB_RECIPE.title_en,
      title_ja: STUB_RECIPE.title_ja,
      category: STUB_RECIPE.category,
      ingredients_en: STUB_RECIPE.ingredients_en.join('\n'),
      steps_ja: STUB_RECIPE.steps_ja.join('\n'),
      source: 'discussion',
      discussion_id: d.id,
    })
    expect(d.state.status).toBe('completed')
    expect(d.list.total).toBe(1)
    expect(d.list.items[0].id).toBe(done.data.recipe_id)
    const served = await d.t.request(done.data.recipe.image_url)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(STUB_PNG)
  })
})

describe('the openai path: grounded in the cookbook', async () => {
  const d = await discuss({}, {}, 'Nikujaga for four, no snap peas')
  const streamed = d.stub.callsOf('chat-stream')
  const [synthesis] = d.stub.callsOf('chat')
  const reference = (call: (typeof streamed)[number]) =>
    promptOf(call).match(/<cookbook>\n([\s\S]*?)\n<\/cookbook>/)?.[1]

  test('a dish with an authored recipe: every turn and the synthesis carry it, adapted to the brief, with its notes', () => {
    for (const call of [...streamed, synthesis!]) {
      const block = reference(call)
      expect(block).toBeDefined()
      expect(block).toContain('Nikujaga')
      expect(block).toContain('drop lid')
      // Adapted: four servings, and the snap peas the theme rules out are off the list, the decision said.
      expect(block).toContain('&quot;servings&quot;:4')
      expect(block).not.toContain('sugar snap peas, strings pulled')
      expect(block).toMatch(/snap peas is left out/)
      // The chef's authored note is there for the chef to build on.
      expect(block).toContain('Coating the potatoes in oil')
    }
  })

  test('the reference is data: escaped, and the system prompt says so', () => {
    for (const call of streamed) {
      expect(reference(call)).not.toContain('"')
      expect(messagesOf(call)[0]!.content).toContain('<cookbook>')
    }
  })

  test('the model’s recipe for 2 does not keep the four asked: sent back once, then the cookbook’s for 4 is published', () => {
    expect(d.events.at(-1)!.event).toBe('done')
    expect(d.stub.callsOf('chat').length).toBeGreaterThan(1)
    expect(d.events.at(-1)!.data.recipe.title_en).not.toBe(STUB_RECIPE.title_en)
    expect(d.events.at(-1)!.data.recipe.servings).toBe(4)
  })
})

describe('the openai path: provider faults', () => {
  test('a 500 is retried with the same request, and the discussion completes', async () => {
    const d = await discuss({ 'chat-stream': (n) => (n === 4 ? { status: 500 } : undefined) })
    expectCompleted(d)
    const streamed = d.stub.callsOf('chat-stream')
    expect(streamed).toHaveLength(16)
    expect(streamed[4]!.body).toEqual(streamed[3]!.body)
    expect(finishedMessages(d.events)[3]!.data.text).toBe(turnText(streamed[4]!))
  })

  test('a 429 is retried after the Retry-After it gives, not the default backoff', async () => {
    const d = await discuss({
      'chat-stream': (n) => (n === 2 ? { status: 429, headers: { 'retry-after': '1' } } : undefined),
    })
    expectCompleted(d)
    const [, limited, retried] = d.stub.callsOf('chat-stream')
    const waited = retried!.at - limited!.at
    // The SDK's own first backoff is 2 s: a wait of about 1 s shows the header was read.
    expect(waited).toBeGreaterThanOrEqual(990)
    expect(waited).toBeLessThan(1900)
  })

  test('persistent 500s: retried AI_MAX_RETRIES times, then an error event and nothing published', async () => {
    const d = await discuss({ 'chat-stream': (n) => (n >= 2 ? { status: 500 } : undefined) })
    const message = await expectFailedCleanly(d)
    expect(d.stub.callsOf('chat-stream')).toHaveLength(3)
    // Only the brief was read before the turns failed: no synthesis, no picture.
    expect(d.stub.calls.filter((c) => c.kind !== 'chat-stream').map((c) => c.kind)).toEqual(['brief'])
    expect(message).toContain(d.events[0]!.data.participants[1].name)
    expect(d.state.transcript).toHaveLength(1)
  })

  test('a hung call: the service keeps answering meanwhile, the turn timeout fires, and the call is cancelled', async () => {
    const d = await startDiscussion(
      { 'chat-stream': (n) => (n === 3 ? { hang: true } : undefined) },
      { AI_TURN_TIMEOUT_MS: '600' },
    )
    await d.stub.until((calls) => calls.some((c) => c.kind === 'chat-stream' && c.n === 3))
    const hung = d.stub.callsOf('chat-stream')[2]!
    expect((await d.t.request('/health')).status).toBe(200)
    const list = await (await d.t.request('/api/recipes')).json()
    expect(list.total).toBe(0)
    expect((await (await d.t.request(`/api/discussions/${d.id}`)).json()).status).toBe('running')
    // Still inside the hang: the checks above did not wait for it to end.
    expect(hung.aborted).toBe(false)

    const result = await d.finish()
    const failedAfter = performance.now() - hung.at
    const message = await expectFailedCleanly({ ...d, ...result })
    expect(message).toContain('abort')
    expect(failedAfter).toBeGreaterThanOrEqual(500)
    expect(failedAfter).toBeLessThan(3000)
    // The service hangs up on the provider instead of leaving the request open.
    await d.stub.until(() => hung.aborted)
    expect(d.stub.callsOf('chat-stream')).toHaveLength(3)
  })

  test.each([
    ['dropped', { cut: { afterChunks: 3 } }],
    ['ended without a finish', { cut: { afterChunks: 3, graceful: true } }],
  ] as [string, Fault][])(
    'a stream %s mid-message fails cleanly, the partial message never finished',
    async (_, fault) => {
      const d = await discuss({ 'chat-stream': (n) => (n === 2 ? fault : undefined) })
      await expectFailedCleanly(d)
      const chefDeltas = d.events.filter((e) => e.event === 'message' && e.data.agent.role === 'chef')
      expect(chefDeltas.map((e) => e.data.delta)).toEqual(
        chunksOf(turnText(d.stub.callsOf('chat-stream')[1]!)).slice(0, 3),
      )
      expect(chefDeltas.some((e) => e.data.done)).toBe(false)
      expect(d.state.transcript.map((m: { agent: { role: string } }) => m.agent.role)).toEqual(['host'])
    },
  )

  const malformed: Fault = { content: '{"title_ja": "途中で切れた' }

  test('malformed synthesis JSON once: asked again, and the recipe is published', async () => {
    const d = await discuss({ chat: (n) => (n === 1 ? malformed : undefined) })
    expectCompleted(d)
    const [first, second] = d.stub.callsOf('chat')
    expect(second!.body).toEqual(first!.body)
    expect(d.events.at(-1)!.data.recipe.title_en).toBe(STUB_RECIPE.title_en)
    expect(d.list.total).toBe(1)
  })

  test('malformed synthesis JSON twice: the discussion fails cleanly, no recipe saved, no image asked for', async () => {
    const d = await discuss({ chat: () => malformed })
    await expectFailedCleanly(d)
    expect(d.stub.callsOf('chat')).toHaveLength(2)
    expect(d.stub.callsOf('image')).toHaveLength(0)
    expect(await d.t.count('recipes')).toBe(0)
  })

  test('a failing image endpoint: the recipe is published without it, and the picture arrives from the background retry', async () => {
    // Without SDK retries, call 1 is the discussion's try and call 2 the background job's first;
    // both fail, so the picture comes from the job's own retry after its backoff.
    const d = await discuss({ image: (n) => (n <= 2 ? { status: 500 } : undefined) }, { AI_MAX_RETRIES: '0' })
    expect(phases(d.events).slice(-3)).toEqual(['image_generating', 'image_deferred', 'completed'])
    const done = d.events.at(-1)!
    expect(done.event).toBe('done')
    expect(done.data.recipe.image_url).toBeNull()
    expect(d.list.total).toBe(1)

    await d.t.services.imageService.settled()
    expect(d.stub.callsOf('image')).toHaveLength(3)
    const recipe = await (await d.t.request(`/api/recipes/${done.data.recipe_id}`)).json()
    expect(recipe.image_url).toStartWith('/api/images/')
    expect(new Uint8Array(await (await d.t.request(recipe.image_url)).arrayBuffer())).toEqual(STUB_PNG)
  })

  test('a gateway that echoes the key in its error message does not get it to the client', async () => {
    const d = await discuss({
      'chat-stream': () => ({ status: 401, message: `Incorrect API key provided: ${PROVIDER_KEY}` }),
    })
    await expectFailedCleanly(d)
    expect(d.stub.callsOf('chat-stream')).toHaveLength(1)
  })
})

/** A model that keeps putting peanuts into a curry for a guest who is allergic to them. */
const PEANUT_CURRY = {
  title_ja: 'ピーナッツチキンカレー',
  title_en: 'Peanut chicken curry',
  category: 'main',
  ingredients_ja: ['鶏もも肉 300g', '玉ねぎ 1個', 'ピーナッツバター 大さじ2', 'カレー粉 大さじ1', 'ご飯 2杯'],
  ingredients_en: ['300 g chicken thigh', '1 onion', '2 tbsp peanut butter', '1 tbsp curry powder', '2 bowls of rice'],
  steps_ja: [
    '鶏肉と玉ねぎを炒める',
    'カレー粉を加えて1分炒める',
    'ピーナッツバターと水200mlを加えて15分煮る',
    'ご飯に添える',
  ],
  steps_en: [
    'Brown the chicken and onion',
    'Add the curry powder and fry for 1 minute',
    'Stir in the peanut butter and 200 ml water and simmer for 15 minutes',
    'Serve with the rice',
  ],
  description_ja: 'ピーナッツバターでコクを出したチキンカレー。',
  description_en: 'A chicken curry made rich with peanut butter.',
  servings: 2,
  total_minutes: 30,
  cuisine: 'Indian',
  nutrition: null,
  prep_minutes: null,
  cook_minutes: null,
}
const SAFE_CURRY = {
  ...PEANUT_CURRY,
  title_ja: 'チキンカレー',
  title_en: 'Chicken curry',
  ingredients_ja: ['鶏もも肉 300g', '玉ねぎ 1個', 'ココナッツミルク 200ml', 'カレー粉 大さじ1', 'ご飯 2杯'],
  ingredients_en: ['300 g chicken thigh', '1 onion', '200 ml coconut milk', '1 tbsp curry powder', '2 bowls of rice'],
  steps_ja: ['鶏肉と玉ねぎを炒める', 'カレー粉を加えて1分炒める', 'ココナッツミルクを加えて15分煮る', 'ご飯に添える'],
  steps_en: [
    'Brown the chicken and onion',
    'Add the curry powder and fry for 1 minute',
    'Pour in the coconut milk and simmer for 15 minutes',
    'Serve with the rice',
  ],
}
const ALLERGY_THEME = 'Chicken curry for friends; one guest has a peanut allergy'

describe('the openai path: the brief and the guard', () => {
  test('the brief is read before round 1: the model may add to the lexicon but never remove an exclusion, and every prompt says it', async () => {
    // The model's reading forgets the allergy and adds a dislike: the allergy stays, the dislike joins it.
    const d = await discuss(
      {
        brief: () => ({
          content: JSON.stringify({
            ...STUB_BRIEF,
            exclusions: [{ kind: 'ingredient', name: 'no cilantro', excludes: ['cilantro'] }],
          }),
        }),
      },
      {},
      ALLERGY_THEME,
    )
    const started = d.events.find((e) => e.event === 'status' && e.data.phase === 'started')!
    const names = started.data.brief.exclusions
      .flatMap((e: { excludes: string[] }) => e.excludes)
      .join(' ')
      .toLowerCase()
    expect(names).toContain('peanut')
    expect(names).toContain('cilantro')
    expect(d.state.brief).toEqual(started.data.brief)
    const [brief] = d.stub.callsOf('brief')
    expect(brief!.body.response_format.type).toBe('json_schema')
    expect(promptOf(brief!)).toContain(ALLERGY_THEME)
    for (const call of [...d.stub.callsOf('chat-stream'), ...d.stub.callsOf('chat')]) {
      const brief = promptOf(call).match(/<brief>\n([\s\S]*?)\n<\/brief>/)?.[1] ?? ''
      expect(brief.toLowerCase()).toContain('peanut')
      expect(brief.toLowerCase()).toContain('cilantro')
    }
    expectCompleted(d)
  })

  test('a recipe that breaks the brief is revised once, naming what broke, and the revision is what gets published', async () => {
    const d = await discuss(
      { chat: (n) => ({ content: JSON.stringify(n === 1 ? PEANUT_CURRY : SAFE_CURRY) }) },
      {},
      ALLERGY_THEME,
    )
    const revising = d.events.find((e) => e.event === 'status' && e.data.phase === 'revising')!
    expect(revising.data.violations.map((v: { line: string }) => v.line)).toContain('2 tbsp peanut butter')
    const [, revision] = d.stub.callsOf('chat')
    expect(promptOf(revision!)).toContain('<revision>')
    expect(promptOf(revision!)).toContain('2 tbsp peanut butter')
    expectCompleted(d)
    expect(d.events.at(-1)!.data.recipe.ingredients_en).toContain('coconut milk')
    expect(d.events.at(-1)!.data.recipe.ingredients_en).not.toContain('peanut')
  })

  test('a model that keeps adding peanuts: its draft is not published; the cookbook’s recipe is, said by the host', async () => {
    const d = await discuss({ chat: () => ({ content: JSON.stringify(PEANUT_CURRY) }) }, {}, ALLERGY_THEME)
    expect(d.stub.callsOf('chat')).toHaveLength(2)
    const done = d.events.at(-1)!
    expect(done.event).toBe('done')
    expect(JSON.stringify(done.data.recipe).toLowerCase()).not.toContain('peanut')
    expect(done.data.recipe.title_en).not.toBe(PEANUT_CURRY.title_en)
    // After the synthesis, the host says what the draft kept and which recipe is published instead.
    const said = finishedMessages(d.events).at(-1)!.data
    expect(said.agent.role).toBe('host')
    expect(said.round).toBe(3)
    expect(said.text.toLowerCase()).toContain('peanut')
    expect(said.text).toContain(done.data.recipe.title_en)
    expect(d.state.status).toBe('completed')
    expect(d.list.total).toBe(1)
  })

  test('when the service’s own recipe breaks the brief too: constraint_violated and nothing is published', async () => {
    const d = await discuss({ chat: () => ({ content: JSON.stringify(PEANUT_CURRY) }) }, {}, ALLERGY_THEME, 'stub')
    expect(d.stub.callsOf('chat')).toHaveLength(3)
    const last = d.events.at(-1)!
    expect(last.event).toBe('error')
    expect(last.data.code).toBe('constraint_violated')
    expect(last.data.ingredients.join(' ').toLowerCase()).toContain('peanut')
    expect(last.data.message.toLowerCase()).toContain('peanut')
    // The talk itself ends with the host saying why, in the words of the error.
    const said = finishedMessages(d.events).at(-1)!
    expect(said.data.agent.role).toBe('host')
    expect(said.data.text).toBe(last.data.message)
    expect(phases(d.events)).not.toContain('recipe_saved')
    expect(d.stub.callsOf('image')).toHaveLength(0)
    expect(d.state.status).toBe('failed')
    expect(d.state.error.code).toBe('constraint_violated')
    expect(d.list.total).toBe(0)
    expect(await d.t.count('recipes')).toBe(0)
  })
})

/**
 * A model's recipe whose only break is a hidden source: a prepared food, sauce or dough that
 * carries what the theme rules out without naming it (custard is egg, ラー油 sesame, frangipane
 * almonds). The guard reads them from the composite table, asks for one revision naming the
 * line, and when the model repeats it, its draft is not published: the cookbook's recipe is.
 */
const HIDDEN_SOURCES: Array<{ theme: string; ja: string; en: string }> = [
  { theme: 'A fruit dessert for a guest with an egg allergy', ja: 'カスタードクリーム 200g', en: '200 g custard' },
  { theme: 'Gyoza for a friend with a sesame allergy', ja: 'ラー油 少々', en: 'a few drops of chili oil' },
  { theme: 'A pear tart for a child with a nut allergy', ja: 'フランジパーヌ 200g', en: '200 g frangipane' },
  { theme: 'A dairy-free protein smoothie', ja: 'ホエイプロテイン 30g', en: '30 g whey protein' },
  { theme: 'A dairy-free protein smoothie', ja: 'カゼイン 10g', en: '10 g casein' },
  { theme: 'Pasta for a guest with a shellfish allergy', ja: 'オマールえび 1尾', en: '1 lobster tail' },
  { theme: 'Pasta for a guest with a shellfish allergy', ja: 'ザリガニ 200g', en: '200 g crayfish' },
  { theme: 'Vegetable croquettes for someone with a soy allergy', ja: 'おから 100g', en: '100 g okara' },
  {
    theme: 'A winter soup for a guest with a celery allergy',
    ja: '顆粒ブイヨン 小さじ1',
    en: '1 tsp bouillon granules',
  },
]

/** A plain recipe with the hidden source as its second ingredient. */
const withHidden = ({ ja, en }: { ja: string; en: string }) => ({
  title_ja: 'きょうの一品',
  title_en: "Today's dish",
  category: 'main',
  ingredients_ja: ['にんじん 1本', ja, '塩 少々', '水 200ml'],
  ingredients_en: ['1 carrot', en, 'a pinch of salt', '200 ml water'],
  steps_ja: ['にんじんを切る', '材料を合わせて10分煮る', '塩で味を調える', '器に盛る'],
  steps_en: ['Cut the carrot', 'Combine everything and simmer for 10 minutes', 'Season with salt', 'Serve'],
  description_ja: 'にんじんを煮た一品。',
  description_en: 'A simple simmered dish.',
  servings: 2,
  total_minutes: 20,
  cuisine: null,
  nutrition: null,
  prep_minutes: null,
  cook_minutes: null,
})

describe('the openai path: hidden sources from the composite table', () => {
  test.each(HIDDEN_SOURCES)(
    '$en under "$theme": one revision asked for; repeated, the cookbook’s recipe is published without it',
    async (hidden) => {
      const d = await discuss({ chat: () => ({ content: JSON.stringify(withHidden(hidden)) }) }, {}, hidden.theme)
      const revising = d.events.filter((e) => e.event === 'status' && e.data.phase === 'revising')
      expect(revising).toHaveLength(1)
      const lines = revising[0]!.data.violations.map((v: { line: string }) => v.line)
      expect(lines).toContain(hidden.en)
      expect(lines).toContain(hidden.ja)
      const [, revision] = d.stub.callsOf('chat')
      expect(promptOf(revision!)).toContain(hidden.en)
      expect(d.stub.callsOf('chat')).toHaveLength(2)
      const done = d.events.at(-1)!
      expect(done.event).toBe('done')
      expect(done.data.recipe.ingredients_en).not.toContain(hidden.en)
      expect(done.data.recipe.ingredients_ja).not.toContain(hidden.ja)
      expect(done.data.recipe.title_en).not.toBe(withHidden(hidden).title_en)
      expect(finishedMessages(d.events).at(-1)!.data.text).toContain(done.data.recipe.title_en)
      expect(await publishedCount(d.t)).toBe(1)
    },
  )

  test('a revision that takes the hidden source out is what gets published', async () => {
    const [custard] = HIDDEN_SOURCES
    const safe = { ja: 'ココナッツクリーム 200ml', en: '200 ml coconut cream' }
    const d = await discuss(
      { chat: (n) => ({ content: JSON.stringify(withHidden(n === 1 ? custard! : safe)) }) },
      {},
      custard!.theme,
    )
    expect(phases(d.events)).toContain('revising')
    expectCompleted(d)
    expect(d.events.at(-1)!.data.recipe.ingredients_en).toContain('coconut cream')
    expect(d.events.at(-1)!.data.recipe.ingredients_en).not.toContain('custard')
  })
})
