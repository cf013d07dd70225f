import { afterAll, describe, expect, test } from 'bun:test'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Webhook } from 'standardwebhooks'
import { callbackApp, COOKED, receiver, until } from './support'

/** Pending callbacks live in the database: a new process on the same file sends them, and two never send one attempt twice. */

describe('a restart with a delivery pending', async () => {
  const file = join(tmpdir(), `callbacks-restart-${Date.now()}.db`)
  const env = { DATABASE_URL: `file:${file}` }
  const hooks = receiver([500, 204])
  // The first process tries once, fails, and stops before its retry is due (an hour from now).
  const first = await callbackApp({ env, callbacks: { retryDelaysMs: [3_600_000] } })
  const stopFirst = first.services.callbackService.start()
  const host = await first.register()
  const secret = await first.createSecret(host.headers)
  const { id } = await first.discuss(host.headers, { theme: COOKED, callback_url: hooks.url })
  await until(async () => (await first.delivery(id))?.attempts === 1, 'the first attempt')
  await stopFirst()
  first.db.$client.close()
  afterAll(() => hooks.close())

  test('the next process, on the same database, delivers it with the same webhook-id', async () => {
    const second = await callbackApp({ env, callbacks: { retryDelaysMs: [3_600_000] } })
    expect(await second.delivery(id)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'http_500' })
    // Its retry is due now (the clock moved on while the service was down).
    await second.db.$client.execute({
      sql: 'UPDATE callback_deliveries SET next_attempt_at = 0 WHERE discussion_id = ?',
      args: [id],
    })
    const stop = second.services.callbackService.start()
    await until(async () => (await second.delivery(id))?.status === 'delivered', 'the callback to be delivered')
    await stop()
    expect(hooks.received).toHaveLength(2)
    expect(hooks.received[1]!.headers.get('webhook-id')).toBe(hooks.received[0]!.headers.get('webhook-id'))
    expect(hooks.received[1]!.body).toBe(hooks.received[0]!.body)
    const headers = Object.fromEntries(
      ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
        name,
        hooks.received[1]!.headers.get(name)!,
      ]),
    )
    expect(new Webhook(secret).verify(hooks.received[1]!.body, headers)).toMatchObject({
      type: 'discussion.completed',
      data: { discussion_id: id },
    })
    expect(await second.delivery(id)).toMatchObject({ status: 'delivered', attempts: 2 })
    second.db.$client.close()
  })
})

describe('a process that stopped before its first attempt', async () => {
  const file = join(tmpdir(), `callbacks-crash-${Date.now()}.db`)
  const env = { DATABASE_URL: `file:${file}` }
  const hooks = receiver([204])
  // No delivery loop runs here: the end was written, then the process went away.
  const first = await callbackApp({ env })
  const host = await first.register()
  await first.createSecret(host.headers)
  const { id } = await first.discuss(host.headers, { theme: COOKED, callback_url: hooks.url })
  first.db.$client.close()
  afterAll(() => hooks.close())

  test('left the delivery in the database, and the next process sends it', async () => {
    const second = await callbackApp({ env })
    expect(await second.delivery(id)).toMatchObject({ status: 'pending', attempts: 0 })
    const stop = second.services.callbackService.start()
    await until(async () => (await second.delivery(id))?.status === 'delivered', 'the callback to be delivered')
    await stop()
    expect(hooks.received).toHaveLength(1)
    second.db.$client.close()
  })
})

describe('two instances on one database', async () => {
  const file = join(tmpdir(), `callbacks-two-${Date.now()}.db`)
  const env = { DATABASE_URL: `file:${file}` }
  const hooks = receiver([204])
  const one = await callbackApp({ env })
  const two = await callbackApp({ env })
  const host = await one.register()
  await one.createSecret(host.headers)
  const ids: string[] = []
  for (const theme of [COOKED, 'Miso soup with tofu', 'Green tea pudding'])
    ids.push((await one.discuss(host.headers, { theme, callback_url: hooks.url })).id)
  afterAll(async () => {
    await hooks.close()
    one.db.$client.close()
    two.db.$client.close()
  })

  test('claim each attempt once: every callback is received exactly once', async () => {
    const [a, b] = await Promise.all([
      one.services.callbackService.deliverDue(),
      two.services.callbackService.deliverDue(),
    ])
    expect(a + b).toBe(3)
    expect(hooks.received).toHaveLength(3)
    expect(new Set(hooks.received.map((call) => call.headers.get('webhook-id'))).size).toBe(3)
    for (const id of ids) expect(await one.delivery(id)).toMatchObject({ status: 'delivered', attempts: 1 })
    expect(await one.services.callbackService.deliverDue()).toBe(0)
    expect(await two.services.callbackService.deliverDue()).toBe(0)
  })
})
