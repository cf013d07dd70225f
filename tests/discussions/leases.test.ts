import { describe, expect, test } from 'bun:test'
import { createTestApp, expectProblem, sampleRecipe, type TestApp } from '../support/harness'
import { readEvents } from '../support/sse'

const PARTICIPANTS = '[{"id":"h","role":"host","name":"H","persona":""}]'

/** A discussion row as a runner on another instance left it: running, with a lease until `leaseUntil` (null: from before leases). */
async function leftRunning(
  t: TestApp,
  hostId: string,
  id: string,
  leaseUntil: number | null,
  runner = 'gone-host:3000',
) {
  const now = new Date().toISOString()
  await t.db.$client.execute({
    sql: `INSERT INTO discussions (id, host_id, theme, lang, status, participants, runner, lease_until, created_at, updated_at) VALUES (?, ?, 'soup', 'en', 'running', ?, ?, ?, ?, ?)`,
    args: [id, hostId, PARTICIPANTS, runner, leaseUntil, now, now],
  })
  await t.db.$client.execute({
    sql: `INSERT INTO discussion_events VALUES (?, 1, 'status', '{"phase":"started"}', ?)`,
    args: [id, now],
  })
}

/** The recipe a discussion saved before its runner died, never published. */
async function unpublishedRecipe(t: TestApp, hostId: string, discussionId: string) {
  const now = new Date().toISOString()
  await t.db.$client.execute({
    sql: `INSERT INTO recipes (id, title_ja, title_en, category, ingredients_ja, steps_ja, source, discussion_id, author_id, created_at, updated_at) VALUES (?, ?, ?, 'main', ?, ?, 'discussion', ?, ?, ?, ?)`,
    args: [
      `recipe-of-${discussionId}`,
      sampleRecipe.title_ja,
      sampleRecipe.title_en,
      sampleRecipe.ingredients_ja,
      sampleRecipe.steps_ja,
      discussionId,
      hostId,
      now,
      now,
    ],
  })
}

describe('a discussion whose runner died, on any instance', async () => {
  // Another instance name than the dead runner's: INSTANCE_ID no longer decides anything.
  let clock = Date.now()
  const t = await createTestApp(
    { INSTANCE_ID: 'new-host:3000', DISCUSSIONS_PER_AGENT: '1', DISCUSSION_LEASE_MS: '30000' },
    undefined,
    undefined,
    { now: () => clock },
  )
  const host = await t.register()
  await leftRunning(t, host.agent_id, 'stranded', clock + 30_000)
  await unpublishedRecipe(t, host.agent_id, 'stranded')
  await leftRunning(t, host.agent_id, 'before-leases', null)
  const other = await t.register('Other host')
  await leftRunning(t, other.agent_id, 'alive', clock + 60_000, 'busy-host:3000')
  // A follower that joined while the runner was still thought alive.
  const following = t.request('/api/discussions/stranded/events').then((response) => readEvents(response))

  test('is left alone while its lease lasts', async () => {
    expect(await t.services.discussionService.sweepExpired()).toBe(1) // only the one from before leases
    expect((await (await t.request('/api/discussions/stranded')).json()).status).toBe('running')
    await expectProblem(
      await t.send('POST', '/api/discussions/create', { theme: 'tea', lang: 'en' }, host.headers),
      429,
      'rate_limited',
    )
  })

  test('is marked interrupted once its lease has passed, its log ending with error interrupted', async () => {
    clock += 30_001
    expect(await t.services.discussionService.sweepExpired()).toBe(1)
    const state = await (await t.request('/api/discussions/stranded')).json()
    expect(state.status).toBe('interrupted')
    expect(state.error.code).toBe('interrupted')
    const replay = await readEvents(await t.request('/api/discussions/stranded/events'))
    expect(replay.events.map((e) => [e.id, e.event])).toEqual([
      [1, 'status'],
      [2, 'error'],
    ])
    expect(replay.events[1]!.data.code).toBe('interrupted')
  })

  test('its follower ends with the error event', async () => {
    const { events } = await following
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'interrupted' } })
  })

  test('its unpublished recipe is removed, and its host may start again', async () => {
    expect(await t.count(`recipes WHERE discussion_id = 'stranded'`)).toBe(0)
    const started = await t.send('POST', '/api/discussions/create', { theme: 'tea', lang: 'en' }, host.headers)
    expect(started.status).toBe(200)
    await readEvents(started)
  })

  test('a discussion whose runner still renews its lease keeps running, and a second sweep finds nothing', async () => {
    expect(await t.services.discussionService.sweepExpired()).toBe(0)
    expect((await (await t.request('/api/discussions/alive')).json()).status).toBe('running')
  })
})

describe('a runner whose lease another instance has taken', () => {
  test('stops, publishes nothing and writes nothing after the error that ended its log', async () => {
    // Renewals every 100 ms; at this pace the discussion runs for seconds (at 5 ms it could end before the sweep).
    const t = await createTestApp({ DISCUSSION_LEASE_MS: '300', OFFLINE_PACE_MS: '20' })
    const host = await t.register()
    const started = await t.send('POST', '/api/discussions/create', { theme: 'miso soup', lang: 'en' }, host.headers)
    const id = started.headers.get('x-discussion-id')!
    const reading = readEvents(started)
    await Bun.sleep(300)
    // As if the runner had been silent past its lease. Its renewal timer may fire between the update and the sweep
    // (the database call yields to the event loop), so the lease is taken again until a sweep finds it expired.
    let swept = 0
    for (let tries = 0; !swept && tries < 10; tries++) {
      await t.db.$client.execute({ sql: 'UPDATE discussions SET lease_until = 0 WHERE id = ?', args: [id] })
      swept = await t.services.discussionService.sweepExpired()
    }
    expect(swept).toBe(1)
    const { events } = await reading
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'interrupted' } })
    await t.services.discussionService.settled()
    const stored = (
      await t.db.$client.execute({
        sql: 'SELECT event FROM discussion_events WHERE discussion_id = ? ORDER BY seq',
        args: [id],
      })
    ).rows.map((row) => row.event)
    expect(stored.filter((event) => event === 'error' || event === 'done')).toEqual(['error'])
    expect(stored.at(-1)).toBe('error')
    expect((await (await t.request(`/api/discussions/${id}`)).json()).status).toBe('interrupted')
    expect(await t.count('recipes')).toBe(0)
  }, 30_000)
})

describe('publishing a discussion’s recipe', () => {
  test('happens in one transaction with its completion, and not at all when the completion changes nothing', async () => {
    const t = await createTestApp()
    const host = await t.register()
    await leftRunning(t, host.agent_id, 'd1', Date.now() + 60_000)
    await unpublishedRecipe(t, host.agent_id, 'd1')
    const completion = (id: string) => ({
      sql: `UPDATE discussions SET status = 'completed' WHERE id = ? AND status = 'running'`,
      args: [id],
    })
    // Another instance interrupted it first: the completion matches no row.
    expect(
      await t.services.recipeService.publishWith(completion('no-such-discussion'), 'recipe-of-d1', 'main'),
    ).toBeUndefined()
    expect((await (await t.request('/api/recipes')).json()).total).toBe(0)
    const recipe = await t.services.recipeService.publishWith(completion('d1'), 'recipe-of-d1', 'main')
    expect(recipe?.id).toBe('recipe-of-d1')
    expect((await (await t.request('/api/recipes')).json()).total).toBe(1)
    expect((await (await t.request('/api/discussions/d1')).json()).status).toBe('completed')
  })
})

describe('a discussion that ends without publishing', () => {
  test('removes the recipe it had saved (here: interrupted by shutdown after recipe_saved)', async () => {
    const t = await createTestApp({ OFFLINE_PACE_MS: '1' })
    const host = await t.register()
    const started = await t.send('POST', '/api/discussions/create', { theme: 'miso soup', lang: 'en' }, host.headers)
    const id = started.headers.get('x-discussion-id')!
    const reader = started.body!.getReader()
    const decoder = new TextDecoder()
    let seen = ''
    while (!seen.includes('"phase":"recipe_saved"'))
      seen += decoder.decode((await reader.read()).value, { stream: true })
    expect(await t.count(`recipes WHERE discussion_id = '${id}'`)).toBe(1)
    await t.services.discussionService.interruptRunning()
    await reader.cancel()
    expect((await (await t.request(`/api/discussions/${id}`)).json()).status).toBe('interrupted')
    expect(await t.count(`recipes WHERE discussion_id = '${id}'`)).toBe(0)
  }, 30_000)
})
