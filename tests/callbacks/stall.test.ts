import { afterAll, describe, expect, test } from 'bun:test'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { callbackApp, COOKED, receiver, until } from './support'

/**
 * The delivery loop under more slow receivers than it has slots (32 attempts at once per
 * instance). A loop that remembered a finished look stopped claiming for good once every slot was
 * taken: the deliveries behind the slow ones stayed pending with no attempt until a restart.
 */

type App = Awaited<ReturnType<typeof callbackApp>>

let copies = 0

/**
 * One more ended discussion per URL, copied from `model` (same host), each with its callback
 * delivery due now, written straight to the database: what as many discussions ending at once leave.
 */
async function moreDeliveries(t: App, model: string, urls: string[]) {
  const columns = (await t.db.$client.execute('PRAGMA table_info(discussions)')).rows.map((row) => String(row.name))
  const copied = columns.filter((column) => column !== 'id' && column !== 'callback_url').join(', ')
  const ids: string[] = []
  for (const url of urls) {
    const id = `${model}_copy${++copies}`
    await t.db.$client.execute({
      sql: `INSERT INTO discussions (id, callback_url, ${copied}) SELECT ?, ?, ${copied} FROM discussions WHERE id = ?`,
      args: [id, url, model],
    })
    const at = Date.now()
    await t.db.$client.execute({
      sql: `INSERT INTO callback_deliveries (id, discussion_id, url, body, status, attempts, next_attempt_at, claimed_until, last_error, created_at, updated_at)
        VALUES (?, ?, ?, '{}', 'pending', 0, ?, NULL, NULL, ?, ?)`,
      args: [`msg_${id}`, id, url, at, new Date(at).toISOString(), new Date(at).toISOString()],
    })
    ids.push(id)
  }
  return ids
}

/** One ended discussion with a delivered callback, the model the others are copied from. */
async function endedDiscussion(t: App) {
  const hooks = receiver([204])
  const host = await t.register()
  await t.createSecret(host.headers)
  const { id } = await t.discuss(host.headers, { theme: COOKED, callback_url: hooks.url })
  await t.services.callbackService.deliverDue()
  await hooks.close()
  return id
}

describe('more slow receivers than slots, then a normal one', async () => {
  const slow = receiver(['hang'])
  const normal = receiver([204])
  const t = await callbackApp({ callbacks: { timeoutMs: 4_000, retryDelaysMs: [60_000] } })
  const model = await endedDiscussion(t)
  const stop = t.services.callbackService.start()
  const slowIds = await moreDeliveries(
    t,
    model,
    Array.from({ length: 34 }, () => slow.url),
  )
  await until(() => slow.received.length >= 32, 'every slot to be taken by a slow receiver')
  const [normalId] = await moreDeliveries(t, model, [normal.url])
  // Read now, while every slot is held: the tests below run after every describe's setup.
  const health = (await (await t.send('GET', '/health?detail=true')).json()) as {
    callbacks: { pending: number; in_flight: number }
  }
  const liveness = await (await t.send('GET', '/health')).json()
  afterAll(async () => {
    await stop()
    await slow.close()
    await normal.close()
  })

  test('/health?detail=true counts the queue: 32 in flight here, the rest pending', () => {
    expect(health.callbacks.in_flight).toBe(32)
    expect(health.callbacks.pending).toBeGreaterThanOrEqual(35)
    expect(liveness).toEqual({ status: 'ok' })
  })

  test('the normal receiver is called once a slot frees, and every slow one is attempted', async () => {
    await until(() => normal.received.length === 1, 'the normal receiver to be called', 15_000)
    await until(async () => (await t.delivery(normalId!))?.status === 'delivered', 'its delivery to be recorded')
    await until(() => slow.received.length === 34, 'the two slow receivers past the slots to be attempted', 15_000)
    expect(slowIds).toHaveLength(34)
  }, 30_000)
})

describe('a receiver that never answers, among others that do', async () => {
  const silent = receiver(['hang'])
  const answering = receiver([204])
  const t = await callbackApp({ callbacks: { timeoutMs: 300, retryDelaysMs: [30] } })
  const model = await endedDiscussion(t)
  const stop = t.services.callbackService.start()
  const [silentId] = await moreDeliveries(t, model, [silent.url])
  afterAll(async () => {
    await stop()
    await silent.close()
    await answering.close()
  })

  test('is retried at each time limit while the others keep arriving', async () => {
    for (let round = 1; round <= 5; round++) {
      await moreDeliveries(t, model, [answering.url])
      await until(() => answering.received.length === round, `answering receiver call ${round}`)
    }
    await until(() => silent.received.length >= 3, 'three attempts at the silent receiver')
    const row = await t.delivery(silentId!)
    expect(row).toMatchObject({ status: 'pending' })
    expect(row!.last_error).toBe('timeout')
  })
})

describe('two instances, 80 discussions ending together, a receiver that takes 2 s', async () => {
  const file = join(tmpdir(), `callbacks-stall-${Date.now()}.db`)
  const env = { DATABASE_URL: `file:${file}` }
  const received: string[] = []
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    idleTimeout: 30,
    async fetch(request) {
      received.push(request.headers.get('webhook-id')!)
      await Bun.sleep(2_000)
      return new Response(null, { status: 204 })
    },
  })
  const url = `http://127.0.0.1:${server.port}/hook`
  const one = await callbackApp({ env, callbacks: { timeoutMs: 5_000 } })
  const two = await callbackApp({ env, callbacks: { timeoutMs: 5_000 } })
  const model = await endedDiscussion(one)
  const stops = [one.services.callbackService.start(), two.services.callbackService.start()]
  const ids = await moreDeliveries(
    one,
    model,
    Array.from({ length: 80 }, () => url),
  )
  afterAll(async () => {
    await Promise.all(stops.map((stop) => stop()))
    await server.stop(true)
    one.db.$client.close()
    two.db.$client.close()
  })

  test('every callback arrives exactly once', async () => {
    await until(
      async () => {
        for (const id of ids) if ((await one.delivery(id))?.status !== 'delivered') return false
        return true
      },
      'all 80 callbacks to be delivered',
      30_000,
    )
    expect(received).toHaveLength(80)
    expect(new Set(received).size).toBe(80)
  }, 40_000)
})
