import { describe, expect, test } from 'bun:test'
import { createTestApp, expectProblem, sampleRecipe } from '../support/harness'

describe('problem responses for bad requests', async () => {
  const t = await createTestApp()
  const agent = await t.register()

  test('malformed JSON is 400 malformed_json', async () => {
    await expectProblem(await t.send('POST', '/api/recipes', '{"title_ja": ', agent.headers), 400, 'malformed_json')
  })

  test.each(['[]', 'null', '"text"', '42'])('a JSON body that is not an object (%s) is 400', async (body) => {
    await expectProblem(await t.send('POST', '/api/recipes', body, agent.headers), 400, 'malformed_json')
  })

  test('invalid UTF-8 is 400', async () => {
    const body = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])
    const response = await t.request('/api/agents/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    await expectProblem(response, 400, 'malformed_json')
  })

  test('a wrong or missing content type is 415', async () => {
    const text = await t.request('/api/agents/register', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"name":"x"}',
    })
    await expectProblem(text, 415, 'unsupported_media_type')
    const form = await t.request('/api/agents/register', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=x',
    })
    await expectProblem(form, 415, 'unsupported_media_type')
    const none = await t.request('/api/agents/register', { method: 'POST', body: '{"name":"x"}' })
    await expectProblem(none, 415, 'unsupported_media_type')
  })

  test('application/json with a charset is accepted', async () => {
    const response = await t.request('/api/agents/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: '{"name":"charset"}',
    })
    expect(response.status).toBe(201)
  })

  test('a body over 1 MiB is 413 and creates nothing', async () => {
    const before = await t.count('recipes')
    const huge = JSON.stringify({ ...sampleRecipe, steps_en: 'x'.repeat(1_048_577) })
    await expectProblem(await t.send('POST', '/api/recipes', huge, agent.headers), 413, 'payload_too_large')
    expect(await t.count('recipes')).toBe(before)
  })

  test('a chunked body over the limit without Content-Length is 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(256 * 1024))
    let sent = 0
    const stream = new ReadableStream({
      pull(controller) {
        if (sent++ < 6) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const response = await t.request('/api/agents/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
    })
    await expectProblem(response, 413, 'payload_too_large')
  })

  test('unknown API routes are 404 problems', async () => {
    await expectProblem(await t.request('/api/nope'), 404, 'not_found')
  })

  test('problems carry type, title, status and detail', async () => {
    const problem = await expectProblem(await t.request('/api/recipes/unknown-id'), 404, 'not_found')
    expect(problem.type).toContain('not_found')
    expect(problem.title).toBe('Not found')
    expect(problem.status).toBe(404)
    expect(problem.detail).toContain('unknown-id')
  })

  test('health answers ok', async () => {
    expect(await (await t.request('/health')).json()).toEqual({ status: 'ok' })
  })
})

describe('JSON that breaks string conversion', async () => {
  const t = await createTestApp()
  const agent = await t.register()

  test.each([
    '{"ingredients_ja":{"toString":0}}',
    '{"title_ja":{"valueOf":1,"toString":null}}',
    '{"rating":{"toString":0},"comment":{"valueOf":{}}}',
  ])('%s is a 422, not a server error', async (body) => {
    const recipe = await t.send('POST', '/api/recipes', body, agent.headers)
    expect(recipe.status).toBe(422)
    const review = await t.send('POST', '/api/recipes/x/reviews', body, agent.headers)
    expect(review.status).toBe(422)
  })
})
