import { describe, expect, test } from 'bun:test'
import { createTestApp, expectProblem, sampleRecipe } from '../support/harness'

/**
 * The limits' clock, held a few seconds into a UTC day, so no minute, hour or day window rolls over
 * while a test counts (the wall clock would, now and then); a test that wants a new window moves it.
 */
function testClock() {
  const clock = {
    ms: Date.UTC(2030, 0, 1, 0, 0, 5),
    now: () => clock.ms,
    advance: (seconds: number) => {
      clock.ms += seconds * 1000
    },
  }
  return clock
}

describe('rate limits', async () => {
  const clock = testClock()
  const t = await createTestApp(
    {
      RATE_LIMIT: 'on',
      REGISTRATIONS_PER_HOUR: '3',
      WRITES_PER_MINUTE: '4',
      RECIPES_PER_DAY: '3',
      REVIEWS_PER_DAY: '2',
      TRUST_PROXY: 'on',
    },
    undefined,
    undefined,
    clock,
  )
  const from = (address: string) => ({ 'x-forwarded-for': address })

  test('registrations per client address, with RateLimit headers and Retry-After', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await t.send('POST', '/api/agents/register', { name: `a${i}` }, from('10.0.0.1'))
      expect(response.status).toBe(201)
      // The IETF httpapi RateLimit draft's two fields, as Structured Fields lists.
      expect(response.headers.get('ratelimit-policy')).toBe('"registrations";q=3;w=3600')
      expect(response.headers.get('ratelimit')).toMatch(new RegExp(`^"registrations";r=${2 - i};t=\\d+$`))
      expect(response.headers.get('ratelimit-remaining')).toBeNull()
    }
    const before = await t.count('agents')
    const refused = await t.send('POST', '/api/agents/register', { name: 'a4' }, from('10.0.0.1'))
    await expectProblem(refused, 429, 'rate_limited')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('ratelimit')).toBe(`"registrations";r=0;t=${refused.headers.get('retry-after')}`)
    expect(await t.count('agents')).toBe(before)
    // another address has its own window
    expect((await t.send('POST', '/api/agents/register', { name: 'b' }, from('10.0.0.2'))).status).toBe(201)
  })

  test('recipes per key per day, and writes per key per minute', async () => {
    const agent = await t.register('Writer')
    for (let i = 0; i < 3; i++)
      expect((await t.send('POST', '/api/recipes', sampleRecipe, agent.headers)).status).toBe(201)
    const before = await t.count('recipes')
    await expectProblem(await t.send('POST', '/api/recipes', sampleRecipe, agent.headers), 429, 'rate_limited')
    expect(await t.count('recipes')).toBe(before)
    // 4 writes used (3 recipes + 1 refused); the 5th write of any kind is over the per-minute rate
    const rotate = await t.send('POST', '/api/agents/me/key', undefined, agent.headers)
    await expectProblem(rotate, 429, 'rate_limited')
    // Retry-After is the rest of this minute: the clock stands 5 s into it.
    expect(rotate.headers.get('retry-after')).toBe('55')
    // The next minute is a new window for writes; the day's recipes stay used up.
    clock.advance(60)
    await expectProblem(await t.send('POST', '/api/recipes', sampleRecipe, agent.headers), 429, 'rate_limited')
    const rotated = await t.send('POST', '/api/agents/me/key', undefined, agent.headers)
    expect(rotated.status).toBe(200)
    const { api_key } = (await rotated.json()) as { api_key: string }
    // And the next day is a new window for recipes.
    clock.advance(86_400)
    expect((await t.send('POST', '/api/recipes', sampleRecipe, { 'x-api-key': api_key })).status).toBe(201)
  })

  test('reviews per key per day', async () => {
    const author = await t.register('Author')
    const reviewer = await t.register('Reviewer')
    const ids = [
      await t.createRecipe(author.api_key),
      await t.createRecipe(author.api_key),
      await t.createRecipe(author.api_key),
    ]
    for (const id of ids.slice(0, 2))
      expect(
        (await t.send('POST', `/api/recipes/${id}/reviews`, { rating: 4, comment: 'ok' }, reviewer.headers)).status,
      ).toBe(201)
    await expectProblem(
      await t.send('POST', `/api/recipes/${ids[2]}/reviews`, { rating: 4, comment: 'ok' }, reviewer.headers),
      429,
      'rate_limited',
    )
  })

  test('reads are never rate limited', async () => {
    for (let i = 0; i < 20; i++) expect((await t.request('/api/recipes')).status).toBe(200)
  })
})

describe('RATE_LIMIT=off', async () => {
  const t = await createTestApp({ RATE_LIMIT: 'off', REGISTRATIONS_PER_HOUR: '1' })
  test('switches request-rate limits off but keeps body limits', async () => {
    for (let i = 0; i < 3; i++)
      expect((await t.send('POST', '/api/agents/register', { name: `n${i}` })).status).toBe(201)
    await expectProblem(
      await t.send('POST', '/api/agents/register', { name: 'x'.repeat(65) }),
      422,
      'validation_failed',
    )
  })
})

describe('volume caps count only what was accepted', async () => {
  const t = await createTestApp(
    {
      RATE_LIMIT: 'on',
      WRITES_PER_MINUTE: '100',
      REVIEWS_PER_DAY: '2',
      DISCUSSIONS_PER_HOUR: '2',
      DISCUSSIONS_PER_AGENT: '1',
      OFFLINE_PACE_MS: '2',
    },
    undefined,
    undefined,
    testClock(),
  )
  const start = (key: Record<string, string>) =>
    t.send('POST', '/api/discussions/create', { theme: 'miso soup', lang: 'en' }, key)

  test('starts refused as "already running" do not use up DISCUSSIONS_PER_HOUR', async () => {
    const host = await t.register('Host')
    const first = await start(host.headers)
    expect(first.status).toBe(200)
    for (let i = 0; i < 3; i++) {
      const refused = await start(host.headers)
      const problem = await expectProblem(refused, 429, 'rate_limited')
      expect(problem.detail).toContain('running')
    }
    await first.text()
    await t.services.discussionService.settled()
    // Two starts an hour: the first and this one. Before, the three refusals had used the hour up.
    const second = await start(host.headers)
    expect(second.status).toBe(200)
    // Both counters it moved: the write rate and the hour's discussions, the latter used up.
    expect(second.headers.get('ratelimit-policy')).toMatch(/^"writes";q=\d+;w=60, "discussions";q=2;w=3600$/)
    expect(second.headers.get('ratelimit')).toMatch(/"discussions";r=0;t=\d+$/)
    await second.text()
    await t.services.discussionService.settled()
    await expectProblem(await start(host.headers), 429, 'rate_limited')
    // Two whole discussions, paced so the first is still running while the refusals arrive.
  }, 60_000)

  test('a duplicate review or one of your own recipe does not use up REVIEWS_PER_DAY', async () => {
    const author = await t.register('Author')
    const reviewer = await t.register('Reviewer')
    const [a, b, c] = [
      await t.createRecipe(author.api_key),
      await t.createRecipe(author.api_key),
      await t.createRecipe(reviewer.api_key),
    ]
    const review = (id: string) =>
      t.send('POST', `/api/recipes/${id}/reviews`, { rating: 4, comment: 'Good' }, reviewer.headers)
    expect((await review(a)).status).toBe(201)
    await expectProblem(await review(a), 409, 'conflict')
    await expectProblem(await review(a), 409, 'conflict')
    await expectProblem(await review(c), 403, 'own_recipe')
    expect((await review(b)).status).toBe(201)
  })
})

test('every per-client limit counts before the work: requests sent at once never pass the limit', async () => {
  const t = await createTestApp({
    RATE_LIMIT: 'on',
    REGISTRATIONS_PER_HOUR: '3',
    WRITES_PER_MINUTE: '100',
    RECIPES_PER_DAY: '4',
    TRUST_PROXY: 'on',
  })
  const registrations = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      t.send('POST', '/api/agents/register', { name: `at once ${i}` }, { 'x-forwarded-for': '10.9.0.1' }),
    ),
  )
  expect(registrations.filter((response) => response.status === 201)).toHaveLength(3)
  for (const response of registrations.filter((response) => response.status !== 201)) {
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).not.toBeNull()
  }
  const { api_key } = (await registrations.find((response) => response.status === 201)!.json()) as { api_key: string }
  const recipes = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      t.send('POST', '/api/recipes', { ...sampleRecipe, title_en: `At once ${i}` }, { 'x-api-key': api_key }),
    ),
  )
  expect(recipes.filter((response) => response.status === 201)).toHaveLength(4)
  expect(recipes.filter((response) => response.status === 429)).toHaveLength(16)
})
