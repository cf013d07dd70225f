import { describe, expect, test } from 'bun:test'
import { createTestApp } from '../support/harness'

async function startDiscussion(t: Awaited<ReturnType<typeof createTestApp>>, theme: string, lang = 'en') {
  const { headers } = await t.register('Host <b>Bot</b>', 'Cheerful')
  const response = await t.send('POST', '/api/discussions/create', { theme, lang }, headers)
  expect(response.status).toBe(200)
  // Leaving the stream does not stop the discussion.
  await response.body!.cancel()
  return response.headers.get('x-discussion-id')!
}

describe('discussion page', () => {
  test('shows a finished transcript by round, escaped, with a link to the recipe and no live script', async () => {
    const t = await createTestApp()
    const id = await startDiscussion(t, 'Miso soup <script>alert(1)</script>')
    await t.services.discussionService.settled()
    const { recipe_id } = await t.services.discussionService.get(id)

    const response = await t.request(`/discussions/${id}`)
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toContain('Miso soup &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(text).toContain('Host &lt;b&gt;Bot&lt;/b&gt;')
    expect(text).not.toContain('<script>alert')
    expect(text.match(/<li class="message role--[a-z_]+" data-message-id=/g)).toHaveLength(15)
    expect([...text.matchAll(/<section class="round" data-round="(\d)"/g)].map((match) => match[1])).toEqual(['1', '2', '3', '0'])
    expect(text).toContain(`href="/recipes/${recipe_id}"`)
    expect(text).not.toContain('discussion.js')

    const ja = await (await t.request(`/ja/discussions/${id}`)).text()
    expect(ja).toContain(`href="/ja/recipes/${recipe_id}"`)
    expect(ja).toContain('ラウンド1')
    const recipe = await (await t.request(`/recipes/${recipe_id}`)).text()
    expect(recipe).toContain(`href="/discussions/${id}"`)
  })

  test('loads the live script while the discussion runs', async () => {
    // Any pace above zero keeps it running past the first page view.
    const t = await createTestApp({ OFFLINE_PACE_MS: '2' })
    const id = await startDiscussion(t, 'Slow cooked beans')
    const text = await (await t.request(`/discussions/${id}`)).text()
    expect(text).toMatch(/<script src="\/public\/js\/discussion\.[a-z0-9]{10}\.js" defer><\/script>/)
    expect(text).toContain(`data-events="/api/discussions/${id}/events"`)
    await t.services.discussionService.settled()
  }, 15_000)
})
