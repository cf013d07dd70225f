import { expect, test } from 'bun:test'
import { COOKED, callbackApp } from '../callbacks/support'
import { readEvents } from '../support/sse'

const diskFull = () => Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' })

test('a discussion that meets a full disk ends once: the log, the status and the callback all say storage_full', async () => {
  const t = await callbackApp({ env: { DISCUSSION_LEASE_MS: '300' } })
  const host = await t.register()
  await t.createSecret(host.headers)
  // The disk fills as the recipe is saved, and stays full for the transaction that ends the discussion.
  let full = false
  const { saveUnpublished } = t.services.recipeService
  t.services.recipeService.saveUnpublished = async () => {
    full = true
    throw diskFull()
  }
  const batch = t.db.$client.batch.bind(t.db.$client)
  t.db.$client.batch = ((...args: Parameters<typeof batch>) =>
    full ? Promise.reject(diskFull()) : batch(...args)) as typeof batch
  const response = await t.send(
    'POST',
    '/api/discussions/create',
    { theme: COOKED, lang: 'en', callback_url: 'http://127.0.0.1:9/hooks/recipes' },
    host.headers,
  )
  expect(response.status).toBe(200)
  const id = response.headers.get('x-discussion-id')!
  const { events } = await readEvents(response)
  expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'storage_full' } })
  // Longer than a lease: a runner that stopped renewing it would now be found gone.
  await Bun.sleep(700)
  full = false
  t.services.recipeService.saveUnpublished = saveUnpublished
  expect(await t.services.discussionService.sweepExpired()).toBe(0)
  await t.services.discussionService.settled()
  const state = await (await t.send('GET', `/api/discussions/${id}`)).json()
  expect(state.status).toBe('failed')
  expect(state.error.code).toBe('storage_full')
  const replay = await readEvents(await t.send('GET', `/api/discussions/${id}/events`))
  const ends = replay.events.filter((event) => event.event === 'error' || event.event === 'done')
  expect(ends).toHaveLength(1)
  expect(ends[0]).toMatchObject({ event: 'error', data: { code: 'storage_full' } })
  expect(ends[0]!.id).toBe(events.at(-1)!.id)
  expect(JSON.parse((await t.delivery(id))!.body).data.code).toBe('storage_full')
}, 30_000)
