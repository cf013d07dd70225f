import { afterAll, describe, expect, test } from 'bun:test'
import { Webhook } from 'standardwebhooks'
import { callbackApp, COOKED, receiver, until } from './support'

/** A host that follows no stream hears of each due host turn by a signed `discussion.awaiting_host` callback. */

describe('a discussion with host_turns "self" and a callback_url', async () => {
  const hooks = receiver([204])
  // The model stands in at once: the test needs the turns to be due, not answered.
  const t = await callbackApp({ env: { HOST_TURN_TIMEOUT_MS: '100' } })
  const host = await t.register()
  const secret = await t.createSecret(host.headers)
  const stop = t.services.callbackService.start()
  afterAll(async () => {
    await stop()
    await hooks.close()
  })

  test('sends one signed discussion.awaiting_host per round, then discussion.completed', async () => {
    const { id, events } = await t.discuss(host.headers, {
      theme: COOKED,
      host_turns: 'self',
      callback_url: hooks.url,
    })
    await until(() => hooks.received.length === 4, 'three turn callbacks and the end')
    const bodies = hooks.received.map(({ body, headers }) =>
      new Webhook(secret).verify(body, {
        'webhook-id': headers.get('webhook-id')!,
        'webhook-timestamp': headers.get('webhook-timestamp')!,
        'webhook-signature': headers.get('webhook-signature')!,
      }),
    ) as { type: string; data: Record<string, unknown> }[]
    const deadlines = events
      .filter((event) => event.event === 'status' && event.data.phase === 'awaiting_host')
      .map((event) => ({ round: event.data.round, deadline: event.data.deadline }))
    expect(bodies.filter((body) => body.type === 'discussion.awaiting_host').map((body) => body.data)).toEqual(
      deadlines.map((turn) => ({ discussion_id: id, ...turn })),
    )
    expect(deadlines.map((turn) => turn.round)).toEqual([1, 2, 3])
    expect(bodies.at(-1)!.type).toBe('discussion.completed')
    expect(new Set(hooks.received.map((call) => call.headers.get('webhook-id'))).size).toBe(4)
    // The host's `callback` is still the completion callback's: delivered once the receiver's answer is recorded.
    const callback = async () =>
      (await (await t.send('GET', `/api/discussions/${id}`, undefined, host.headers)).json()).callback
    await until(async () => (await callback()).status !== 'pending', 'the completion callback recorded')
    expect(await callback()).toEqual({ status: 'delivered', attempts: 1 })
  })

  test('a "model" discussion sends no turn callback', async () => {
    const before = hooks.received.length
    await t.discuss(host.headers, { theme: COOKED, callback_url: hooks.url })
    await until(() => hooks.received.length === before + 1, 'the end callback')
    await Bun.sleep(50)
    expect(hooks.received.slice(before).map((call) => JSON.parse(call.body).type)).toEqual(['discussion.completed'])
  })
})
