import { expect, test } from 'bun:test'
import { COOKED, callbackApp } from '../callbacks/support'
import { expectProblem } from '../support/harness'
import { readEvents } from '../support/sse'

const PARTICIPANTS = '[{"id":"h","role":"host","name":"H","persona":""}]'

test('a host turn for a discussion whose runner died (its lease passed, not yet swept) is 409, never acknowledged', async () => {
  const t = await callbackApp()
  const host = await t.register()
  const now = new Date().toISOString()
  await t.db.$client.execute({
    sql: `INSERT INTO discussions (id, host_id, theme, lang, status, participants, runner, lease_until, host_turns, created_at, updated_at)
      VALUES ('orphan', ?, 'soup', 'en', 'running', ?, 'gone-host:3000', ?, 'self', ?, ?)`,
    args: [host.agent_id, PARTICIPANTS, Date.now() - 1, now, now],
  })
  await t.db.$client.execute({
    sql: `INSERT INTO host_turns (discussion_id, round, deadline, created_at) VALUES ('orphan', 1, ?, ?)`,
    args: [Date.now() + 60_000, now],
  })
  const refused = await t.send('POST', '/api/discussions/orphan/turns', { text: 'No nuts, please.' }, host.headers)
  expect((await expectProblem(refused, 409, 'not_awaiting_host')).detail).toContain('stopped')
  const turn = await t.db.$client.execute("SELECT text FROM host_turns WHERE discussion_id = 'orphan'")
  expect(turn.rows[0]!.text).toBeNull()
})

test('a host turn for a discussion whose run has failed here, its end still waiting for the disk, is 409', async () => {
  const t = await callbackApp({ env: { HOST_TURN_TIMEOUT_MS: '60000' } })
  const host = await t.register()
  const response = await t.send(
    'POST',
    '/api/discussions/create',
    { theme: COOKED, lang: 'en', host_turns: 'self' },
    host.headers,
  )
  expect(response.status).toBe(200)
  const id = response.headers.get('x-discussion-id')!
  const reading = readEvents(response)
  // Wait for the first host turn to fall due.
  for (let i = 0; i < 200; i++) {
    const state = await (await t.send('GET', `/api/discussions/${id}`)).json()
    if (state.awaiting_host) break
    await Bun.sleep(20)
  }
  // The disk fills: the transaction that ends the discussion waits for room; then the run is stopped.
  const batch = t.db.$client.batch.bind(t.db.$client)
  let full = true
  t.db.$client.batch = ((...args: Parameters<typeof batch>) =>
    full
      ? Promise.reject(Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }))
      : batch(...args)) as typeof batch
  const stopping = t.services.discussionService.interruptRunning()
  const { events } = await reading
  expect(events.at(-1)?.event).toBe('error')
  await expectProblem(
    await t.send('POST', `/api/discussions/${id}/turns`, { text: 'Make it spicy.' }, host.headers),
    409,
    'not_awaiting_host',
  )
  full = false
  await stopping
  expect((await (await t.send('GET', `/api/discussions/${id}`)).json()).status).toBe('interrupted')
}, 30_000)
