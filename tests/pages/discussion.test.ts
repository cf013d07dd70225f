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
    expect([...text.matchAll(/<section class="round" data-round="(\d)"/g)].map((match) => match[1])).toEqual([
      '1',
      '2',
      '3',
      '0',
    ])
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

  test('marks which host turns were the agent’s own words and which the model’s stand-in, escaped', async () => {
    const t = await createTestApp({ HOST_TURN_TIMEOUT_MS: '400' })
    const { headers } = await t.register('Self Host')
    const response = await t.send(
      'POST',
      '/api/discussions/create',
      { theme: 'Chicken curry', lang: 'en', host_turns: 'self' },
      headers,
    )
    const id = response.headers.get('x-discussion-id')!
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let seen = ''
    while (!seen.includes('"phase":"awaiting_host"'))
      seen += decoder.decode((await reader.read()).value, { stream: true })
    // Round 1 in its own words (with markup that must stay text); rounds 2 and 3 left to the stand-in.
    const words = '<img src=x onerror=alert(1)> No peanuts, please & thank you.'
    expect((await t.send('POST', `/api/discussions/${id}/turns`, { text: words }, headers)).status).toBe(202)
    await reader.cancel()
    await t.services.discussionService.settled()

    for (const [path, own, standIn] of [
      [`/discussions/${id}`, 'In the host’s own words', 'Stand-in: the model spoke for the host'],
      [`/ja/discussions/${id}`, 'ホスト本人の発言', '代役: ホストに代わってモデルが発言'],
    ]) {
      const text = await (await t.request(path!)).text()
      expect(text).not.toContain('<img src=x')
      expect(text).toContain('&lt;img src=x onerror=alert(1)&gt; No peanuts, please &amp; thank you.')
      const voices = [
        ...text.matchAll(/<li\s+class="message role--host message--([a-z-]+)"[^>]*data-stand-in="(true|false)"/g),
      ].map((m) => [m[1], m[2]])
      expect(voices).toEqual([
        ['own', 'false'],
        ['stand-in', 'true'],
        ['stand-in', 'true'],
      ])
      expect(text.split(`data-voice>${own}</span>`).length - 1).toBe(1)
      expect(text.split(`data-voice>${standIn}</span>`).length - 1).toBe(2)
      // Specialists' messages carry no such mark.
      expect(text.match(/class="message role--(?:chef|nutritionist|culture|home_cook) message--/g)).toBeNull()
    }
  }, 30_000)
})
