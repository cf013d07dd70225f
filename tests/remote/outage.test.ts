/**
 * The remote database going away: at start, while serving, and under a running discussion.
 * Every fault the stand-in can play (refused, HTTP 5xx, a hang, a dropped answer) must give 503
 * problem documents with Retry-After, never a 500 or a request that does not end; what was
 * acknowledged stays; the service works again by itself once the database is back.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test'
import type { Fault, HranaServer } from '../support/hrana-server'
import { type ServiceProcess, startService } from '../support/service-process'
import { type Api, apiOf, readEvents, startDatabase, startInstance } from './remote-support'

// Each test starts service processes; on a machine busy with other work that takes seconds.
setDefaultTimeout(30_000)
const TIMEOUT_MS = 400

describe('at start', () => {
  test('a database that refuses: one clear line, exit 1', async () => {
    const db = await startDatabase()
    await db.fault({ kind: 'refuse' })
    await expect(startService({ DATABASE_URL: db.url, DATABASE_TIMEOUT_MS: String(TIMEOUT_MS) })).rejects.toThrow(
      /exit 1\)[\s\S]*Database unavailable at start: The database at 127\.0\.0\.1:\d+ is unreachable/,
    )
    await db.stop()
  })

  test('a database that never answers: the same, once DATABASE_TIMEOUT_MS has passed', async () => {
    const db = await startDatabase()
    await db.fault({ kind: 'hang' })
    const error = await startService({ DATABASE_URL: db.url, DATABASE_TIMEOUT_MS: String(TIMEOUT_MS) }).then(
      () => undefined,
      (e: Error) => e.message,
    )
    expect(error).toMatch(/exit 1\)/)
    const lines = error!.split('\n').filter((line) => line.includes('Database unavailable'))
    expect(lines).toEqual([expect.stringContaining(`no answer within ${TIMEOUT_MS} ms`)])
    await db.stop()
  })
})

describe('while serving', () => {
  let db: HranaServer
  let service: ServiceProcess
  let api: Api
  let recipeId: string
  let reviewers: Awaited<ReturnType<Api['register']>>[]

  beforeAll(async () => {
    db = await startDatabase({ rttMs: 1 })
    // No read cache: every request below reaches the database.
    service = await startInstance(db, 'outage', {
      DATABASE_TIMEOUT_MS: '1000',
      RESPONSE_CACHE_MB: '0',
      OFFLINE_PACE_MS: '4',
    })
    api = apiOf(service)
    const author = await api.register('Outage Author')
    recipeId = await api.createRecipe(author.key)
    reviewers = []
    for (let i = 0; i < 24; i++) reviewers.push(await api.register(`Outage Reviewer ${i}`))
  }, 60_000)
  afterAll(async () => {
    await service?.stop('SIGTERM')
    await db?.stop()
  })

  const faults: Fault[] = [
    { kind: 'refuse' },
    { kind: 'status', status: 503 },
    { kind: 'status', status: 500 },
    { kind: 'hang' },
    { kind: 'drop' },
    // Only the answer to the review's own INSERT is lost: the write happened, the client cannot know.
    { kind: 'drop', only: /insert into (\\")?reviews/i },
  ]

  for (const fault of faults) {
    test(`${fault.kind}${'status' in fault ? ` ${fault.status}` : ''}${'only' in fault ? ' (the review INSERT only)' : ''}: reads and writes answer 503 database_unavailable with Retry-After, then recover`, async () => {
      await db.fault(fault)
      const reviewer = reviewers.pop()!
      const onlyWrite = 'only' in fault && fault.only
      const answers = await Promise.all([
        ...(onlyWrite
          ? []
          : [
              api.send('GET', `/api/recipes/${recipeId}`),
              api.send('GET', '/api/recipes'),
              api.send('GET', `/recipes/${recipeId}`, undefined, { accept: 'text/html' }),
            ]),
        api.send(
          'POST',
          `/api/recipes/${recipeId}/reviews`,
          { rating: 4, comment: 'during an outage' },
          reviewer.headers,
        ),
      ])
      for (const answer of answers) {
        expect(answer.status).toBe(503)
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
        if (answer.headers.get('content-type')?.startsWith('application/problem+json'))
          expect(((await answer.json()) as { code: string }).code).toBe('database_unavailable')
      }
      await db.heal()
      const detail = await api.send('GET', `/api/recipes/${recipeId}`)
      expect(detail.status).toBe(200)
      // The same review again: a dropped answer hid a committed write, which now shows as a conflict.
      const retried = await api.send(
        'POST',
        `/api/recipes/${recipeId}/reviews`,
        { rating: 4, comment: 'after the outage' },
        reviewer.headers,
      )
      expect(retried.status).toBe(onlyWrite ? 409 : 201)
    })
  }

  test('nothing acknowledged is lost: every 201 of reviews racing an outage is in the database, aggregates match', async () => {
    const racing = reviewers.splice(0, 12)
    const posts = racing.map(async (reviewer, i) => {
      await Bun.sleep(i * 15)
      return (
        await api.send(
          'POST',
          `/api/recipes/${recipeId}/reviews`,
          { rating: (i % 5) + 1, comment: `race ${i}` },
          reviewer.headers,
        )
      ).status
    })
    await Bun.sleep(60)
    await db.fault({ kind: 'drop' })
    await Bun.sleep(60)
    await db.fault({ kind: 'refuse' })
    await Bun.sleep(60)
    await db.heal()
    const statuses = await Promise.all(posts)
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true)
    const stored = new Set(
      db
        .query<{ comment: string }>('SELECT comment FROM reviews WHERE recipe_id = ?', recipeId)
        .map((row) => row.comment),
    )
    statuses.forEach((status, i) => {
      if (status === 201) expect(stored.has(`race ${i}`)).toBe(true)
    })
    const [aggregate] = db.query<{ count: number; sum: number }>(
      'SELECT rating_count AS count, rating_sum AS sum FROM recipes WHERE id = ?',
      recipeId,
    )
    const [actual] = db.query<{ count: number; sum: number }>(
      'SELECT count(*) AS count, sum(rating) AS sum FROM reviews WHERE recipe_id = ?',
      recipeId,
    )
    expect(aggregate).toEqual(actual!)
  })

  test('a discussion cut off by an outage ends with an error event, publishes nothing, and its log is completed when the database is back', async () => {
    const host = await api.register('Outage Host')
    const started = await api.send(
      'POST',
      '/api/discussions/create',
      { theme: 'rainy day udon', lang: 'en' },
      host.headers,
    )
    expect(started.status).toBe(200)
    const id = started.headers.get('x-discussion-id')!
    let faulted = false
    const events = await readEvents(started, (event) => {
      // Down from the first message on: the debate goes on from memory, the first write of its result fails.
      if (!faulted && event.event === 'message') {
        faulted = true
        void db.fault({ kind: 'refuse' })
      }
      return false
    })
    const last = events.at(-1)!
    expect(last.event).toBe('error')
    expect(last.data).toMatchObject({ discussion_id: id, code: 'database_unavailable' })
    expect(events.some((event) => event.event === 'done')).toBe(false)
    expect(events.map((event) => event.id)).toEqual(events.map((_, i) => i + 1))

    await db.heal()
    // The status and the rest of the log are written by the retries, every 2 s.
    let status: string | undefined
    for (let waited = 0; waited < 10_000 && status !== 'failed'; waited += 100) {
      await Bun.sleep(100)
      status = db.query<{ status: string }>('SELECT status FROM discussions WHERE id = ?', id)[0]?.status
    }
    expect(status).toBe('failed')
    let logged: number[] = []
    for (let waited = 0; waited < 10_000 && logged.length < events.length; waited += 100) {
      await Bun.sleep(100)
      logged = db
        .query<{ seq: number }>('SELECT seq FROM discussion_events WHERE discussion_id = ? ORDER BY seq', id)
        .map((row) => row.seq)
    }
    expect(logged).toEqual(events.map((event) => event.id))
    expect(db.query('SELECT id FROM recipes WHERE discussion_id = ? AND published_at IS NOT NULL', id)).toEqual([])
    // A replay from the database now ends the same way.
    const replay = await readEvents(await fetch(`${service.base}/api/discussions/${id}/events`))
    expect(replay).toEqual(events)
  }, 30_000)
})
