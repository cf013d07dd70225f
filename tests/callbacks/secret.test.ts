import { afterAll, describe, expect, test } from 'bun:test'
import { Webhook } from 'standardwebhooks'
import { listen, payload } from '../mcp/listen'
import { expectProblem } from '../support/harness'
import { callbackApp, COOKED, receiver, until } from './support'

const SECRET = /^whsec_[A-Za-z0-9+/]{43}=$/

const headersOf = (received: { headers: Headers }) =>
  Object.fromEntries(
    ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, received.headers.get(name)!]),
  )

describe('the webhook secret', async () => {
  const hooks = receiver([204])
  const t = await callbackApp()
  const host = await t.register()
  afterAll(() => hooks.close())

  test('needs a key', async () => {
    await expectProblem(await t.send('POST', '/api/agents/me/webhook-secret'), 401, 'unauthorized')
  })

  test('is 32 random bytes as whsec_<base64>, shown once, and replaced by the next call', async () => {
    const response = await t.send('POST', '/api/agents/me/webhook-secret', undefined, host.headers)
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { secret: old } = (await response.json()) as { secret: string }
    expect(old).toMatch(SECRET)
    expect(Buffer.from(old.slice('whsec_'.length), 'base64')).toHaveLength(32)
    const renewed = await t.createSecret(host.headers)
    expect(renewed).toMatch(SECRET)
    expect(renewed).not.toBe(old)
    // No other answer shows it: the profile, the discussion, the list.
    const me = await (await t.send('GET', '/api/agents/me', undefined, host.headers)).text()
    const profile = await (await t.send('GET', `/api/agents/${host.agent_id}`)).text()
    for (const text of [me, profile]) {
      expect(text).not.toContain(renewed)
      expect(text).not.toContain('whsec_')
    }

    // The callback is signed with the secret in force when it is sent: the new one, not the old.
    const stop = t.services.callbackService.start()
    const { id } = await t.discuss(host.headers, { theme: COOKED, callback_url: hooks.url })
    await until(async () => (await t.delivery(id))?.status === 'delivered', 'the callback to be delivered')
    await stop()
    const [call] = hooks.received
    expect(new Webhook(renewed).verify(call!.body, headersOf(call!))).toMatchObject({ type: 'discussion.completed' })
    expect(() => new Webhook(old).verify(call!.body, headersOf(call!))).toThrow()
    const state = await (await t.send('GET', `/api/discussions/${id}`, undefined, host.headers)).text()
    expect(state).not.toContain('whsec_')
    const list = await (await t.send('GET', '/api/discussions')).text()
    expect(list).not.toContain('whsec_')
    expect(list).not.toContain('t0k3n')
  })

  test('a host that asked for no callback gets no callback field', async () => {
    const { id } = await t.discuss(host.headers, { theme: COOKED })
    const asHost = await (await t.send('GET', `/api/discussions/${id}`, undefined, host.headers)).json()
    expect(asHost.status).toBe('completed')
    expect('callback' in asHost).toBe(false)
  })
})

describe('through MCP', async () => {
  const hooks = receiver([204])
  const server = await listen({ CALLBACKS_ALLOW_PRIVATE: 'on' })
  const stop = server.services.callbackService.start()
  const agent = await server.register('MCP host')
  const client = await server.mcpClient(agent.api_key)
  afterAll(async () => {
    await stop()
    await server.stop()
    await hooks.close()
  })

  test('create_webhook_secret, start_discussion with callback_url, get_discussion shows the callback to its host', async () => {
    const created = await client.callTool({ name: 'create_webhook_secret', arguments: {} })
    expect(created.isError).toBeFalsy()
    const { secret } = payload(created) as { secret: string }
    expect(secret).toMatch(SECRET)
    const started = await client.callTool({
      name: 'start_discussion',
      arguments: { theme: COOKED, lang: 'en', callback_url: hooks.url },
    })
    expect(started.isError).toBeFalsy()
    const { discussion_id } = payload(started) as { discussion_id: string }
    await until(() => hooks.received.length === 1, 'the callback')
    expect(new Webhook(secret).verify(hooks.received[0]!.body, headersOf(hooks.received[0]!))).toMatchObject({
      data: { discussion_id },
    })
    await until(async () => {
      const state = payload(await client.callTool({ name: 'get_discussion', arguments: { id: discussion_id } }))
      return state.callback?.status === 'delivered'
    }, 'get_discussion to show the callback delivered')
    const other = await server.mcpClient((await server.register('Other')).api_key)
    expect(
      'callback' in payload(await other.callTool({ name: 'get_discussion', arguments: { id: discussion_id } })),
    ).toBe(false)
  })

  test('start_discussion refuses a private callback_url as the API does', async () => {
    const strict = await listen({ CALLBACKS_ALLOW_PRIVATE: 'off' })
    try {
      const someone = await strict.register('Strict host')
      const mcp = await strict.mcpClient(someone.api_key)
      const noSecret = await mcp.callTool({
        name: 'start_discussion',
        arguments: { theme: COOKED, callback_url: 'https://hooks.example.com/x' },
      })
      expect(noSecret.isError).toBe(true)
      expect(payload(noSecret).code).toBe('no_webhook_secret')
      await mcp.callTool({ name: 'create_webhook_secret', arguments: {} })
      const refused = await mcp.callTool({
        name: 'start_discussion',
        arguments: { theme: COOKED, callback_url: 'http://169.254.169.254/latest/' },
      })
      expect(refused.isError).toBe(true)
      expect(payload(refused).code).toBe('callback_url_not_allowed')
    } finally {
      await strict.stop()
    }
  })
})
