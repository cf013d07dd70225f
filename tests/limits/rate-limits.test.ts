import { describe, expect, test } from 'bun:test'
import { createTestApp, expectProblem, sampleRecipe } from '../support/harness'

describe('rate limits', async () => {
  const t = await createTestApp({ RATE_LIMIT: 'on', REGISTRATIONS_PER_HOUR: '3', WRITES_PER_MINUTE: '4', RECIPES_PER_DAY: '3', REVIEWS_PER_DAY: '2', TRUST_PROXY: 'on' })
  const from = (address: string) => ({ 'x-forwarded-for': address })

  test('registrations per client address, with RateLimit headers and Retry-After', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await t.send('POST', '/api/agents/register', { name: `a${i}` }, from('10.0.0.1'))
      expect(response.status).toBe(201)
      expect(response.headers.get('ratelimit-remaining')).toBe(String(2 - i))
      expect(response.headers.get('ratelimit-limit')).toBe('3')
    }
    const before = await t.count('agents')
    const refused = await t.send('POST', '/api/agents/register', { name: 'a4' }, from('10.0.0.1'))
    await expectProblem(refused, 429, 'rate_limited')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await t.count('agents')).toBe(before)
    // another address has its own window
    expect((await t.send('POST', '/api/agents/register', { name: 'b' }, from('10.0.0.2'))).status).toBe(201)
  })

  test('recipes per key per day, and writes per key per minute', async () => {
    const agent = await t.register('Writer')
    for (let i = 0; i < 3; i++) expect((await t.send('POST', '/api/recipes', sampleRecipe, agent.headers)).status).toBe(201)
    const before = await t.count('recipes')
    await expectProblem(await t.send('POST', '/api/recipes', sampleRecipe, agent.headers), 429, 'rate_limited')
    expect(await t.count('recipes')).toBe(before)
    // 4 writes used (3 recipes + 1 refused); the 5th write of any kind is over the per-minute rate
    const rotate = await t.send('POST', '/api/agents/me/key', undefined, agent.headers)
    await expectProblem(rotate, 429, 'rate_limited')
  })

  test('reviews per key per day', async () => {
    const author = await t.register('Author')
    const reviewer = await t.register('Reviewer')
    const ids = [await t.createRecipe(author.api_key), await t.createRecipe(author.api_key), await t.createRecipe(author.api_key)]
    for (const id of ids.slice(0, 2)) expect((await t.send('POST', `/api/recipes/${id}/reviews`, { rating: 4, comment: 'ok' }, reviewer.headers)).status).toBe(201)
    await expectProblem(await t.send('POST', `/api/recipes/${ids[2]}/reviews`, { rating: 4, comment: 'ok' }, reviewer.headers), 429, 'rate_limited')
  })

  test('reads are never rate limited', async () => {
    for (let i = 0; i < 20; i++) expect((await t.request('/api/recipes')).status).toBe(200)
  })
})

describe('RATE_LIMIT=off', async () => {
  const t = await createTestApp({ RATE_LIMIT: 'off', REGISTRATIONS_PER_HOUR: '1' })
  test('switches request-rate limits off but keeps body limits', async () => {
    for (let i = 0; i < 3; i++) expect((await t.send('POST', '/api/agents/register', { name: `n${i}` })).status).toBe(201)
    await expectProblem(await t.send('POST', '/api/agents/register', { name: 'x'.repeat(65) }), 422, 'validation_failed')
  })
})
