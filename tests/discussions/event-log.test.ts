import { afterAll, afterEach, expect, spyOn, test } from 'bun:test'
import { getEventListeners } from 'node:events'
import { createEventHub, type LoggedEvent } from '../../src/discussions/events'
import { createTestApp } from '../support/harness'

/** A bare discussion row for the event log to belong to, and a hub writing to the same database. */
async function setUp() {
  const t = await createTestApp()
  const host = await t.register()
  const id = `d-${crypto.randomUUID()}`
  const now = new Date().toISOString()
  await t.db.$client.execute({
    sql: `INSERT INTO discussions (id, host_id, theme, lang, status, participants, runner, created_at, updated_at) VALUES (?, ?, 'test', 'en', 'running', '[]', 'test', ?, ?)`,
    args: [id, host.agent_id, now, now],
  })
  const storedIds = async () =>
    (
      await t.db.$client.execute({
        sql: 'SELECT seq FROM discussion_events WHERE discussion_id = ? ORDER BY seq',
        args: [id],
      })
    ).rows.map((row) => Number(row.seq))
  return { t, id, hub: createEventHub(t.db), storedIds }
}

// The reports are read from here rather than printed among the test results.
const errors = spyOn(console, 'error').mockImplementation(() => {})
afterEach(() => errors.mockClear())
afterAll(() => errors.mockRestore())

test('a follower keeps one abort listener however many events it waits for, and none when it ends', async () => {
  const { id, hub } = await setUp()
  const log = hub.open(id)
  const stop = new AbortController()
  const follower = hub.follow(id, 0, async () => false, stop.signal)
  const received: LoggedEvent[] = []
  let most = 0
  for (let n = 1; n <= 200; n++) {
    const next = follower.next()
    // Lets the follower reach its wait for the next event before that event is appended.
    await Bun.sleep(0)
    log.append(n === 200 ? 'done' : 'message', { n })
    const { value } = await next
    received.push(value as LoggedEvent)
    most = Math.max(most, getEventListeners(stop.signal, 'abort').length)
  }
  expect((await follower.next()).done).toBe(true)
  expect(received.map((e) => e.id)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1))
  expect(most).toBeLessThanOrEqual(1)
  expect(getEventListeners(stop.signal, 'abort')).toHaveLength(0)
  await log.close()
})

test('aborting still ends a follower that is waiting, and leaves no listener behind', async () => {
  const { id, hub } = await setUp()
  const log = hub.open(id)
  const stop = new AbortController()
  const follower = hub.follow(id, 0, async () => false, stop.signal)
  log.append('status', { phase: 'started' })
  expect((await follower.next()).value).toMatchObject({ id: 1 })
  const waiting = follower.next()
  await Bun.sleep(0)
  stop.abort()
  expect((await waiting).done).toBe(true)
  expect(getEventListeners(stop.signal, 'abort')).toHaveLength(0)
  await log.close()
})

test('an event the database refuses is reported, and every later batch is still written', async () => {
  const { t, id, hub, storedIds } = await setUp()
  // The database itself refuses event 3, as it would an event that breaks a constraint.
  await t.db.$client.execute(
    `CREATE TRIGGER refuse_third BEFORE INSERT ON discussion_events WHEN NEW.seq = 3 BEGIN SELECT RAISE(ABORT, 'event 3 refused'); END`,
  )
  const log = hub.open(id)
  log.append('status', { phase: 'started' })
  for (let n = 0; n < 5; n++) log.append('message', { delta: `part ${n}` })
  log.append('status', { phase: 'completed' })
  log.append('done', {})
  await log.close()
  expect(await storedIds()).toEqual([1, 2, 4, 5, 6, 7, 8])
  const reports = errors.mock.calls.map(([line]) => JSON.parse(String(line)))
  expect(reports).toEqual([
    expect.objectContaining({
      level: 'error',
      msg: 'discussion event not stored',
      discussion_id: id,
      event_id: 3,
      event: 'message',
    }),
  ])
  // Closed: a late follower reads the stored log, which ends with `done`.
  const late: number[] = []
  for await (const event of hub.follow(id, 0, async () => true)) late.push(event.id)
  expect(late).toEqual([1, 2, 4, 5, 6, 7, 8])
})

test('a follower on another instance that sees the status ended still reads the done written after it', async () => {
  const { t, id, hub } = await setUp()
  // No live log on this hub: it follows by polling the database, as another instance does.
  const elsewhere = createEventHub(t.db)
  const log = hub.open(id)
  log.append('status', { phase: 'started' })
  const seen: string[] = []
  const following = (async () => {
    for await (const event of elsewhere.follow(id, 0, async () => true)) seen.push(event.event)
  })()
  // The status already says ended when the follower first looks; the last events reach the database after.
  await Bun.sleep(50)
  log.append('done', {})
  await log.close()
  await following
  expect(seen).toEqual(['status', 'done'])
})
