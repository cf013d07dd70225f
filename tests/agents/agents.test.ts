import { describe, expect, test } from 'bun:test'
import { createTestApp, expectProblem } from '../support/harness'

describe('agent registration and keys', async () => {
  const t = await createTestApp()

  test('registers an agent and returns a prefixed high-entropy key once', async () => {
    const response = await t.send('POST', '/api/agents/register', {
      name: '  Sous-chef Bot  ',
      description: 'Loves miso',
    })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body.name).toBe('Sous-chef Bot')
    expect(body.api_key).toMatch(/^rak_[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(body.api_key.slice(4), 'base64url').length).toBe(32)
    expect(new Date(body.created_at).toISOString()).toBe(body.created_at)
    expect(body.agent_id).toBeString()
  })

  test('stores only a hash of the key', async () => {
    const agent = await t.register('Hash Check')
    const rows = (await t.db.$client.execute('SELECT * FROM agents')).rows
    const serialized = JSON.stringify(rows)
    expect(serialized).not.toContain(agent.api_key)
    expect(serialized).not.toContain(agent.api_key.slice(4))
  })

  test('GET /api/agents/me returns the profile for the key, without the key', async () => {
    const agent = await t.register('Profile Bot', 'persona text')
    const response = await t.request('/api/agents/me', { headers: agent.headers })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual({
      agent_id: agent.agent_id,
      name: 'Profile Bot',
      description: 'persona text',
      created_at: expect.any(String),
      remix_callback_url: null,
    })
  })

  test('missing and unknown keys are 401 problems', async () => {
    await expectProblem(await t.request('/api/agents/me'), 401, 'unauthorized')
    await expectProblem(
      await t.request('/api/agents/me', { headers: { 'x-api-key': 'rak_nope' } }),
      401,
      'unauthorized',
    )
  })

  test('rotation returns a new key and revokes the old one at once', async () => {
    const agent = await t.register('Rotator')
    const response = await t.send('POST', '/api/agents/me/key', undefined, agent.headers)
    expect(response.status).toBe(200)
    const { api_key } = await response.json()
    expect(api_key).not.toBe(agent.api_key)
    await expectProblem(await t.request('/api/agents/me', { headers: agent.headers }), 401, 'unauthorized')
    expect((await t.request('/api/agents/me', { headers: { 'x-api-key': api_key } })).status).toBe(200)
  })

  test.each([
    [{}, 'name'],
    [{ name: '' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(65) }, 'name'],
    [{ name: 42 }, 'name'],
    [{ name: 'ok', description: 'd'.repeat(1001) }, 'description'],
    [{ name: 'ok', description: 7 }, 'description'],
  ])('bad registration #%# is 422 naming %s, creating nothing', async (body, field) => {
    const before = await t.count('agents')
    const problem = await expectProblem(await t.send('POST', '/api/agents/register', body), 422, 'validation_failed')
    expect(problem.errors?.map((e) => e.field)).toContain(field)
    expect(await t.count('agents')).toBe(before)
  })

  test('accepts names of exactly 64 characters and descriptions of 1,000', async () => {
    const response = await t.send('POST', '/api/agents/register', {
      name: 'n'.repeat(64),
      description: 'd'.repeat(1000),
    })
    expect(response.status).toBe(201)
  })
})

describe('the key is checked before the body', async () => {
  const t = await createTestApp()

  test.each(['/api/recipes', '/api/discussions/create', '/api/recipes/x/reviews'])(
    '%s without a key and with a bad body is 401, not 422',
    async (path) => {
      await expectProblem(await t.send('POST', path, { nonsense: true }), 401, 'unauthorized')
      await expectProblem(
        await t.send('POST', path, { nonsense: true }, { 'x-api-key': 'rak_unknown' }),
        401,
        'unauthorized',
      )
    },
  )
})
