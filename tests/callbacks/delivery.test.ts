import { afterAll, describe, expect, test } from 'bun:test'
import { Webhook } from 'standardwebhooks'
import { DEFAULT_DELIVERY } from '../../src/callbacks/service'
import { callbackApp, COOKED, receiver, REFUSED, until } from './support'

/**
 * Completion callbacks sent to a real receiver on 127.0.0.1 (CALLBACKS_ALLOW_PRIVATE=on in these
 * apps), on a schedule shortened to milliseconds. Signatures are checked with the Standard Webhooks
 * reference implementation, not with the service's own signer.
 */

const headersOf = (received: { headers: Headers }) => ({
  'webhook-id': received.headers.get('webhook-id')!,
  'webhook-timestamp': received.headers.get('webhook-timestamp')!,
  'webhook-signature': received.headers.get('webhook-signature')!,
})

describe('a discussion that publishes its recipe', async () => {
  const hooks = receiver([204])
  const t = await callbackApp()
  const stop = t.services.callbackService.start()
  const host = await t.register()
  const secret = await t.createSecret(host.headers)
  const { id, events } = await t.discuss(host.headers, { theme: COOKED, callback_url: hooks.url })
  const done = events.at(-1)!
  await until(async () => (await t.delivery(id))?.status === 'delivered', 'the callback to be delivered')
  afterAll(async () => {
    await stop()
    await hooks.close()
  })

  test('POSTs discussion.completed with the recipe id, once', () => {
    expect(done.event).toBe('done')
    expect(hooks.received).toHaveLength(1)
    const [call] = hooks.received
    expect(call!.headers.get('content-type')).toBe('application/json')
    const body = JSON.parse(call!.body)
    expect(body).toEqual({
      type: 'discussion.completed',
      timestamp: expect.any(String),
      data: { discussion_id: id, recipe_id: done.data.recipe_id },
    })
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false)
  })

  test('is signed as Standard Webhooks verify it (the reference implementation)', () => {
    const [call] = hooks.received
    const headers = headersOf(call!)
    expect(headers['webhook-id']).toStartWith('msg_')
    expect(headers['webhook-timestamp']).toMatch(/^\d+$/)
    expect(Math.abs(Number(headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(300)
    expect(new Webhook(secret).verify(call!.body, headers)).toEqual(JSON.parse(call!.body))
    // And the check can fail: another body, another id, another secret.
    expect(() => new Webhook(secret).verify(call!.body.replace('completed', 'failed'), headers)).toThrow()
    expect(() => new Webhook(secret).verify(call!.body, { ...headers, 'webhook-id': 'msg_other' })).toThrow()
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(call!.body, headers)).toThrow()
  })

  test('its host sees the callback delivered; no one else sees the field', async () => {
    const asHost = await (await t.send('GET', `/api/discussions/${id}`, undefined, host.headers)).json()
    expect(asHost.callback).toEqual({ status: 'delivered', attempts: 1 })
    const anonymous = await (await t.send('GET', `/api/discussions/${id}`)).json()
    expect(anonymous.status).toBe('completed')
    expect('callback' in anonymous).toBe(false)
    const other = await t.register('Someone else')
    const asOther = await (await t.send('GET', `/api/discussions/${id}`, undefined, other.headers)).json()
    expect('callback' in asOther).toBe(false)
    // Nothing shows the URL or the secret to anyone.
    for (const answer of [asHost, anonymous, asOther]) {
      expect(JSON.stringify(answer)).not.toContain('t0k3n')
      expect(JSON.stringify(answer)).not.toContain(secret)
    }
  })
})

describe('a discussion that ends with an error', async () => {
  const hooks = receiver([200])
  const t = await callbackApp()
  const stop = t.services.callbackService.start()
  const host = await t.register()
  const secret = await t.createSecret(host.headers)
  const { id, events } = await t.discuss(host.headers, { theme: REFUSED, callback_url: hooks.url })
  await until(async () => (await t.delivery(id))?.status === 'delivered', 'the callback to be delivered')
  afterAll(async () => {
    await stop()
    await hooks.close()
  })

  test('POSTs discussion.failed with the error event’s code and message, signed', () => {
    const error = events.at(-1)!
    expect(error.event).toBe('error')
    expect(hooks.received).toHaveLength(1)
    const body = new Webhook(secret).verify(hooks.received[0]!.body, headersOf(hooks.received[0]!)) as Record<
      string,
      any
    >
    expect(body.type).toBe('discussion.failed')
    expect(body.data).toEqual({ discussion_id: id, code: 'unsafe_request', message: error.data.message })
  })
})

describe('a discussion whose runner died (interrupted by the lease sweep)', async () => {
  const hooks = receiver([204])
  let clock = Date.now()
  const t = await callbackApp()
  const host = await t.register()
  const secret = await t.createSecret(host.headers)
  const now = new Date(clock).toISOString()
  await t.db.$client.execute({
    sql: `INSERT INTO discussions (id, host_id, theme, lang, status, participants, runner, lease_until, callback_url, created_at, updated_at)
      VALUES ('stranded', ?, 'soup', 'en', 'running', '[{"id":"h","role":"host","name":"H","persona":""}]', 'gone:3000', ?, ?, ?, ?)`,
    args: [host.agent_id, clock - 1, hooks.url, now, now],
  })
  const stop = t.services.callbackService.start()
  afterAll(async () => {
    await stop()
    await hooks.close()
  })

  test('gets a discussion.failed callback with code interrupted', async () => {
    expect(await t.services.discussionService.sweepExpired()).toBe(1)
    await until(async () => (await t.delivery('stranded'))?.status === 'delivered', 'the callback to be delivered')
    const body = new Webhook(secret).verify(hooks.received[0]!.body, headersOf(hooks.received[0]!)) as Record<
      string,
      any
    >
    expect(body.type).toBe('discussion.failed')
    expect(body.data.discussion_id).toBe('stranded')
    expect(body.data.code).toBe('interrupted')
    // A second sweep finds nothing and enqueues nothing more.
    clock += 1
    expect(await t.services.discussionService.sweepExpired()).toBe(0)
    expect(Number((await t.db.$client.execute(`SELECT count(*) AS n FROM callback_deliveries`)).rows[0]!.n)).toBe(1)
  })
})

describe('a receiver that fails first and answers later', async () => {
  const hooks = receiver([500, 503, 204])
  const t = await callbackApp()
  const stop = t.services.callbackService.start()
  const host = await t.register()
  const secret = await t.createSecret(host.headers)
  const { id } = await t.discuss(host.headers, { theme: COOKED, callback_url: hooks.url })
  await until(async () => (await t.delivery(id))?.status === 'delivered', 'the callback to be delivered')
  afterAll(async () => {
    await stop()
    await hooks.close()
  })

  test('gets every retry with the same webhook-id and body, each signed', async () => {
    expect(hooks.received).toHaveLength(3)
    const ids = new Set(hooks.received.map((call) => call.headers.get('webhook-id')))
    expect(ids.size).toBe(1)
    expect(new Set(hooks.received.map((call) => call.body)).size).toBe(1)
    for (const call of hooks.received) expect(new Webhook(secret).verify(call.body, headersOf(call))).toBeTruthy()
    expect(await t.delivery(id)).toMatchObject({ status: 'delivered', attempts: 3, last_error: null })
    const asHost = await (await t.send('GET', `/api/discussions/${id}`, undefined, host.headers)).json()
    expect(asHost.callback).toEqual({ status: 'delivered', attempts: 3 })
  })
})

describe('a receiver that never answers', async () => {
  const hooks = receiver(['hang', 'hang', 204])
  const t = await callbackApp({ callbacks: { timeoutMs: 300 } })
  const stop = t.services.callbackService.start()
  const host = await t.register()
  await t.createSecret(host.headers)
  const { id } = await t.discuss(host.headers, { theme: COOKED, callback_url: hooks.url })
  afterAll(async () => {
    await stop()
    await hooks.close()
  })

  test('is given up on at the time limit and retried, same webhook-id', async () => {
    await until(async () => (await t.delivery(id))?.status === 'delivered', 'the callback to be delivered')
    expect(hooks.received).toHaveLength(3)
    expect(new Set(hooks.received.map((call) => call.headers.get('webhook-id'))).size).toBe(1)
    expect((await t.delivery(id))!.attempts).toBe(3)
  })
})

describe('the stream never waits for the callback', async () => {
  // A receiver that holds the request far longer than the whole discussion takes.
  const hooks = receiver(['hang'])
  const t = await callbackApp({ callbacks: { timeoutMs: 60_000 } })
  const stop = t.services.callbackService.start()
  const host = await t.register()
  await t.createSecret(host.headers)
  const { id, events } = await t.discuss(host.headers, { theme: COOKED, callback_url: hooks.url })
  afterAll(async () => {
    await hooks.close()
    await stop()
  })

  test('done reaches the client while the callback is still unanswered', async () => {
    expect(events.at(-1)!.event).toBe('done')
    await until(() => hooks.received.length === 1, 'the receiver to be called')
    expect(await t.delivery(id)).toMatchObject({ status: 'pending', attempts: 0 })
  })
})

describe('a receiver that fails until the schedule ends (on a clock the test moves)', async () => {
  const hooks = receiver([500])
  let clock = Date.now()
  // The contract's schedule itself: no attempt is made before the test moves the clock to it.
  const t = await callbackApp({
    now: () => clock,
    callbacks: { retryDelaysMs: DEFAULT_DELIVERY.retryDelaysMs, giveUpAfterMs: DEFAULT_DELIVERY.giveUpAfterMs },
  })
  const host = await t.register()
  await t.createSecret(host.headers)
  const { id } = await t.discuss(host.headers, { theme: COOKED, callback_url: hooks.url })
  const endedAt = clock
  const nextAt = async () =>
    Number(
      (
        await t.db.$client.execute({
          sql: 'SELECT next_attempt_at AS n FROM callback_deliveries WHERE discussion_id = ?',
          args: [id],
        })
      ).rows[0]!.n,
    )
  afterAll(() => hooks.close())

  test('retries after 5 s, 1 min, 10 min, 1 h, 6 h, then every 6 h, the last at 24 h, then ends failed', async () => {
    const waits: number[] = []
    let previous = endedAt
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect(await t.services.callbackService.deliverDue()).toBe(1)
      if ((await t.delivery(id))!.status !== 'pending') break
      // Nothing more is due before the next attempt's time.
      expect(await t.services.callbackService.deliverDue()).toBe(0)
      const next = await nextAt()
      // The host sees why the last attempt failed and when the next is due.
      if (attempt === 1) {
        const pending = await (await t.send('GET', `/api/discussions/${id}`, undefined, host.headers)).json()
        expect(pending.callback).toEqual({
          status: 'pending',
          attempts: 1,
          last_error: 'http_500',
          next_attempt_at: new Date(next).toISOString(),
        })
      }
      waits.push(next - previous)
      previous = next
      clock = next
    }
    const hour = 3_600_000
    expect(waits).toEqual([
      5_000,
      60_000,
      600_000,
      hour,
      6 * hour,
      6 * hour,
      6 * hour,
      86_400_000 - 5_000 - 60_000 - 600_000 - 19 * hour,
    ])
    expect(clock - endedAt).toBe(86_400_000)
    const delivery = (await t.delivery(id))!
    expect(delivery).toMatchObject({ status: 'failed', attempts: 9, last_error: 'http_500' })
    expect(hooks.received).toHaveLength(9)
    expect(new Set(hooks.received.map((call) => call.headers.get('webhook-id'))).size).toBe(1)
    // Given up: never tried again.
    clock += 7 * 86_400_000
    expect(await t.services.callbackService.deliverDue()).toBe(0)
    expect(hooks.received).toHaveLength(9)
    const asHost = await (await t.send('GET', `/api/discussions/${id}`, undefined, host.headers)).json()
    expect(asHost.callback).toEqual({ status: 'failed', attempts: 9, last_error: 'http_500' })
  })
})

describe('a receiver that redirects', async () => {
  const elsewhere = receiver([204])
  const t = await callbackApp({ callbacks: { retryDelaysMs: [20], giveUpAfterMs: 200 } })
  const host = await t.register()
  await t.createSecret(host.headers)
  afterAll(() => elsewhere.close())

  test('is not followed: the 3xx counts as a failure', async () => {
    const redirecting = receiver([{ redirect: elsewhere.url }])
    const stop = t.services.callbackService.start()
    const { id } = await t.discuss(host.headers, { theme: COOKED, callback_url: redirecting.url })
    await until(async () => (await t.delivery(id))?.status === 'failed', 'the callback to be given up')
    await stop()
    await redirecting.close()
    expect(redirecting.received.length).toBeGreaterThanOrEqual(1)
    expect(elsewhere.received).toHaveLength(0)
    expect((await t.delivery(id))!.last_error).toBe('http_302')
  })
})

describe('a receiver that is not there', async () => {
  // A port that was listening a moment ago and is closed now: the connection is refused.
  const gone = receiver([204])
  const url = gone.url
  await gone.close()
  const t = await callbackApp({ callbacks: { retryDelaysMs: [20], giveUpAfterMs: 100 } })
  const host = await t.register()
  await t.createSecret(host.headers)
  const logged: string[] = []
  const log = console.log
  afterAll(() => {
    console.log = log
  })

  test('is retried, and its error is kept by code, never with the URL', async () => {
    console.log = (...args: unknown[]) => logged.push(args.join(' '))
    const stop = t.services.callbackService.start()
    const { id } = await t.discuss(host.headers, { theme: COOKED, callback_url: url })
    await until(async () => (await t.delivery(id))?.status === 'failed', 'the callback to be given up')
    await stop()
    console.log = log
    const delivery = (await t.delivery(id))!
    expect(delivery.last_error).toBe('connection')
    const attempts = logged.filter((line) => line.includes('"callback attempt"') && line.includes(id))
    expect(attempts.length).toBe(delivery.attempts)
    for (const line of attempts) {
      expect(line).not.toContain('t0k3n')
      expect(line).not.toContain('/hooks/recipes')
    }
  })
})
