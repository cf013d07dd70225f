import { describe, expect, test } from 'bun:test'
import { createTestApp, expectProblem } from '../support/harness'
import { type ParsedEvent, readEvents } from '../support/sse'

const statusPhases = (events: ParsedEvent[]) =>
  events
    .filter((e) => e.event === 'status')
    .map((e) => (e.data.round ? `${e.data.phase}:${e.data.round}` : e.data.phase))

describe('a discussion on the offline models, end to end', async () => {
  const t = await createTestApp()
  const host = await t.register('Miso Host', 'Host who loves fermented flavours')
  const response = await t.send(
    'POST',
    '/api/discussions/create',
    { theme: 'Salmon and miso rice bowl', lang: 'en' },
    host.headers,
  )
  const discussionId = response.headers.get('x-discussion-id')!
  const { events, comments } = await readEvents(response)

  test('answers 200 with an event stream and the discussion id', () => {
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toStartWith('text/event-stream')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(discussionId).toBeString()
    expect(comments).toEqual([])
  })

  test('event ids increase by one from 1', () => {
    expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1))
    for (const event of events) expect(event.data.discussion_id).toBe(discussionId)
  })

  test('phases come in the documented order', () => {
    expect(statusPhases(events)).toEqual([
      'started',
      'round_started:1',
      'round_started:2',
      'round_started:3',
      'synthesizing',
      'recipe_saved',
      'image_generating',
      'image_ready',
      'completed',
    ])
    expect(events.at(-1)!.event).toBe('done')
    const started = events[0]!.data
    expect(started.participants).toHaveLength(5)
    expect(started.participants[0]).toEqual({ id: host.agent_id, role: 'host', name: 'Miso Host' })
    expect(new Set(started.participants.map((p: { role: string }) => p.role)).size).toBe(5)
  })

  test('each round has five messages, host first, whose deltas join to the full text', () => {
    const finished = events.filter((e) => e.event === 'message' && e.data.done)
    expect(finished).toHaveLength(15)
    for (const round of [1, 2, 3]) {
      const inRound = finished.filter((e) => e.data.round === round)
      expect(inRound.map((e) => e.data.agent.role)).toEqual(['host', 'chef', 'nutritionist', 'culture', 'home_cook'])
    }
    for (const message of finished) {
      const deltas = events.filter(
        (e) => e.event === 'message' && e.data.message_id === message.data.message_id && !e.data.done,
      )
      expect(deltas.length).toBeGreaterThan(1)
      expect(deltas.map((e) => e.data.delta).join('')).toBe(message.data.text)
      // messages do not interleave: all of one message's events come before the next message starts
      const ids = deltas.map((e) => e.id)
      expect(ids.at(-1)! - ids[0]!).toBe(ids.length - 1)
    }
    // a round starts before its messages
    const roundStart = (round: number) =>
      events.find((e) => e.event === 'status' && e.data.phase === 'round_started' && e.data.round === round)!.id
    expect(finished.filter((e) => e.data.round === 2).every((e) => e.id > roundStart(2))).toBe(true)
  })

  test('done carries the published bilingual recipe, with an image that is served', async () => {
    const done = events.at(-1)!.data
    expect(done.recipe_id).toBe(done.recipe.id)
    const recipe = done.recipe
    expect(recipe.source).toBe('discussion')
    expect(recipe.discussion_id).toBe(discussionId)
    expect(recipe.author.agent_id).toBe(host.agent_id)
    for (const field of ['title_ja', 'title_en', 'ingredients_ja', 'ingredients_en', 'steps_ja', 'steps_en'])
      expect(recipe[field].trim()).not.toBe('')
    expect(recipe.ingredients_en.split('\n').length).toBeGreaterThanOrEqual(4)
    expect(recipe.steps_ja.split('\n').length).toBeGreaterThanOrEqual(4)
    expect(recipe.ingredients_en.toLowerCase()).toContain('salmon')
    expect(recipe.image_url).toStartWith('/api/images/')
    const image = await t.request(recipe.image_url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(image.headers.get('cache-control')).toContain('immutable')
    const etag = image.headers.get('etag')!
    expect(new Uint8Array(await image.arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))
    expect((await t.request(recipe.image_url, { headers: { 'if-none-match': etag } })).status).toBe(304)
  })

  test('the recipe is listed and its detail links the discussion', async () => {
    const list = await (await t.request('/api/recipes')).json()
    expect(list.items[0].id).toBe(events.at(-1)!.data.recipe_id)
    const detail = await (await t.request(`/api/recipes/${list.items[0].id}`)).json()
    expect(detail.discussion_url).toBe(`/api/discussions/${discussionId}`)
  })

  test('GET /api/discussions/:id returns state, participants and the full transcript', async () => {
    const state = await (await t.request(`/api/discussions/${discussionId}`)).json()
    expect(state.status).toBe('completed')
    expect(state.theme).toBe('Salmon and miso rice bowl')
    expect(state.lang).toBe('en')
    expect(state.host).toEqual({ agent_id: host.agent_id, name: 'Miso Host' })
    expect(state.participants).toHaveLength(5)
    expect(state.recipe_id).toBe(events.at(-1)!.data.recipe_id)
    expect(state.error).toBeNull()
    const finished = events.filter((e) => e.event === 'message' && e.data.done)
    expect(state.transcript.map((m: { text: string }) => m.text)).toEqual(finished.map((e) => e.data.text))
  })

  test('the events endpoint replays the same stream, and Last-Event-ID resumes after an id', async () => {
    const replay = await readEvents(await t.request(`/api/discussions/${discussionId}/events`))
    expect(replay.events).toEqual(events)
    const resumed = await readEvents(
      await t.request(`/api/discussions/${discussionId}/events`, { headers: { 'last-event-id': '40' } }),
    )
    expect(resumed.events).toEqual(events.slice(40))
  })
})

describe('discussions keep running without their client', async () => {
  const t = await createTestApp()

  test('a client that disconnects early does not stop the discussion', async () => {
    const host = await t.register()
    const response = await t.send('POST', '/api/discussions/create', { theme: '抹茶ラテ' }, host.headers)
    const id = response.headers.get('x-discussion-id')!
    const { events } = await readEvents(response, 3)
    expect(events).toHaveLength(3)
    await t.services.discussionService.settled()
    const state = await (await t.request(`/api/discussions/${id}`)).json()
    expect(state.status).toBe('completed')
    expect(state.lang).toBe('ja')
    expect(state.transcript).toHaveLength(15)
    const recipe = await (await t.request(`/api/recipes/${state.recipe_id}`)).json()
    expect(recipe.category).toBe('drink')
  })

  test('a follower joining mid-run gets every event exactly once, live', async () => {
    const host = await t.register()
    const first = await t.send('POST', '/api/discussions/create', { theme: 'chocolate cake', lang: 'en' }, host.headers)
    const id = first.headers.get('x-discussion-id')!
    const firstRead = readEvents(first)
    const follower = await readEvents(await t.request(`/api/discussions/${id}/events`))
    const original = await firstRead
    expect(follower.events).toEqual(original.events)
    expect(follower.events.at(-1)!.event).toBe('done')
  })

  test('20 concurrent discussions all complete and publish', async () => {
    const hosts = await Promise.all(Array.from({ length: 20 }, (_, i) => t.register(`Host ${i}`)))
    const themes = ['tofu', 'mango smoothie', 'apple pie', 'edamame', 'beef curry']
    const streams = await Promise.all(
      hosts.map((h, i) =>
        t.send(
          'POST',
          '/api/discussions/create',
          { theme: `${themes[i % 5]} ${i}`, lang: i % 2 ? 'en' : 'ja' },
          h.headers,
        ),
      ),
    )
    const results = await Promise.all(streams.map((r) => readEvents(r)))
    for (const { events } of results) expect(events.at(-1)!.event).toBe('done')
    expect(new Set(results.map((r) => r.events.at(-1)!.data.recipe_id)).size).toBe(20)
    // 20 full debates and pictures on two busy cores: a hang guard, not a speed target.
  }, 30_000)
})

describe('starting a discussion: bad requests and limits', async () => {
  // A small pace keeps the first discussion running while the second one is refused.
  const t = await createTestApp({ DISCUSSIONS_PER_AGENT: '1', OFFLINE_PACE_MS: '1' })
  const host = await t.register()

  test.each([
    [{}, 'theme'],
    [{ theme: '' }, 'theme'],
    [{ theme: '   ' }, 'theme'],
    [{ theme: 'x'.repeat(501) }, 'theme'],
    [{ theme: 12 }, 'theme'],
    [{ theme: 'ok', lang: 'fr' }, 'lang'],
  ])('bad body #%# is 422 on %s, before any stream', async (body, field) => {
    const problem = await expectProblem(
      await t.send('POST', '/api/discussions/create', body, host.headers),
      422,
      'validation_failed',
    )
    expect(problem.errors!.map((e) => e.field)).toContain(field)
    expect(await t.count('discussions')).toBe(0)
  })

  test.each([
    ['how do I fix a slipping bike chain', 'en'],
    ['write me a python script that scrapes twitter', 'en'],
    ['明日の東京の天気は？', 'ja'],
    ['確定申告のやり方を教えて', 'ja'],
    // A place the parse names is no unknown dish: trivia is not a theme.
    ['whats the capital of peru lol', 'en'],
    // A thing made that is not eaten, even beside a dish's name (knowledge/reader.json `not_eaten`).
    ['bath bomb recipe with a strawberry cheesecake scent', 'en'],
    ['樹脂粘土でアクセサリーを手作りしたい', 'ja'],
  ])(
    'a theme that asks for something other than food (%s) is 422 theme_not_food, before any stream',
    async (theme, lang) => {
      const problem = await expectProblem(
        await t.send('POST', '/api/discussions/create', { theme, lang }, host.headers),
        422,
        'theme_not_food',
      )
      // The detail says why, in the discussion's language: the thing made that is not eaten, or what the theme asks.
      expect(problem.detail).toMatch(lang === 'ja' ? /食べ物ではない|料理以外/ : /not eaten \(|names no food/)
      expect(await t.count('discussions')).toBe(0)
    },
  )

  test('no key is 401, wrong content type 415', async () => {
    await expectProblem(await t.send('POST', '/api/discussions/create', { theme: 'x' }), 401, 'unauthorized')
    const text = await t.request('/api/discussions/create', {
      method: 'POST',
      headers: { ...host.headers, 'content-type': 'text/plain' },
      body: 'theme',
    })
    await expectProblem(text, 415, 'unsupported_media_type')
  })

  test('over the per-agent limit of running discussions is 429 with Retry-After', async () => {
    const first = await t.send('POST', '/api/discussions/create', { theme: 'ramen' }, host.headers)
    expect(first.status).toBe(200)
    const second = await t.send('POST', '/api/discussions/create', { theme: 'udon' }, host.headers)
    const problem = await expectProblem(second, 429, 'rate_limited')
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(problem.detail).toContain('1')
    await readEvents(first)
    await t.services.discussionService.settled()
    expect((await t.send('POST', '/api/discussions/create', { theme: 'soba' }, host.headers)).status).toBe(200)
    await t.services.discussionService.settled()
  }, 30_000)

  test('unknown discussions are 404', async () => {
    await expectProblem(await t.request('/api/discussions/nope'), 404, 'not_found')
    await expectProblem(await t.request('/api/discussions/nope/events'), 404, 'not_found')
  })
})

describe('keep-alive', () => {
  test('while the models are silent, a comment line keeps the stream open', async () => {
    // Each chunk takes 30 ms, so a 10 ms keep-alive interval must fire between them.
    const t = await createTestApp({ SSE_KEEPALIVE_MS: '10', OFFLINE_PACE_MS: '30' })
    const host = await t.register()
    const response = await t.send('POST', '/api/discussions/create', { theme: 'tea', lang: 'en' }, host.headers)
    const { events, comments } = await readEvents(response, 8)
    expect(events).toHaveLength(8)
    expect(comments.length).toBeGreaterThan(0)
    expect(comments.every((comment) => comment.trim() === 'keep-alive')).toBe(true)
    await t.services.discussionService.interruptRunning()
  })
})
