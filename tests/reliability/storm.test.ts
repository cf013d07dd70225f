import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chaosServices, discussionEnds, expectOneEndEach, host, receiver, send, within } from '../support/chaos'
import { sampleRecipe } from '../support/harness'

/**
 * The outside attack of issue 32 at small scale, on the real server as a child process: kill -9 while writes,
 * discussions with callbacks to slow receivers and a storm of one-letter searches are in flight. Nothing acknowledged
 * may be lost, nothing may stall, every discussion must end once. Its waits are bounds against a stall, not timings,
 * so it runs beside other files (the full disk's SIGTERM, timed against its grace, is chaos.test.ts, run alone).
 */

const dir = mkdtempSync(join(tmpdir(), 'recipes-storm-'))
const { start, stopAll } = chaosServices()
afterAll(async () => {
  await stopAll()
  rmSync(dir, { recursive: true, force: true })
})

test('kill -9 mid-storm: acknowledged writes survive, discussions end once, callbacks arrive, searches stay bounded', async () => {
  const file = join(dir, 'storm.db')
  const slow = receiver(3000)
  const quick = receiver(0)
  // 1 ms of search a second, 20 ms a burst: these searches over a small catalogue take about that
  // each, so what a refund gives back cannot let a storm through however its requests are spread.
  const env = { DATABASE_URL: `file:${file}`, OFFLINE_PACE_MS: '20', SEARCH_MS_PER_SECOND: '1' }
  let service = await start(env)
  const author = await host(service.base, 'Author')
  const first = (await (await send(service.base, '/api/recipes', sampleRecipe, author)).json()).recipe_id as string
  for (let i = 0; i < 30; i++)
    await send(service.base, '/api/recipes', { ...sampleRecipe, title_en: `Seed ${i}` }, author)
  // A cached read, before the storm.
  expect((await send(service.base, `/api/recipes/${first}`)).status).toBe(200)

  const discussions: { id: string; hook: 'slow' | 'quick' }[] = []
  for (let i = 0; i < 6; i++) {
    const hook = i % 2 ? 'quick' : 'slow'
    const response = await send(
      service.base,
      '/api/discussions/create',
      { theme: 'Salmon and miso rice bowl', lang: 'en', callback_url: (hook === 'slow' ? slow : quick).url },
      await host(service.base, `Host ${i}`),
    )
    expect(response.status).toBe(200)
    discussions.push({ id: response.headers.get('x-discussion-id')!, hook })
    void response.body!.cancel()
  }
  // 100 one-letter searches at once from one address (the pages search them), while the discussions run; then 300 writes.
  const searches = Array.from({ length: 100 }, (_, i) =>
    send(service.base, `/?q=${encodeURIComponent(String.fromCodePoint(0x4e00 + i))}`).then((r) => r.status),
  )
  const statuses = await Promise.all(searches)
  // Reserved before they ran: about a burst of them ran; the rest were refused at once.
  expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(40)
  expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true)
  expect((await send(service.base, `/api/recipes/${first}`)).status).toBe(200)
  const acked: string[] = []
  let killed = false
  const writes = Array.from({ length: 300 }, async (_, i) => {
    const response = await send(
      service.base,
      '/api/recipes',
      { ...sampleRecipe, title_en: `Storm ${i}` },
      author,
    ).catch(() => undefined)
    if (response?.status === 201) {
      acked.push((await response.json()).recipe_id)
      if (acked.length === 150 && !killed) {
        killed = true
        await service.stop('SIGKILL')
      }
    }
  })
  await Promise.all(writes)
  expect(killed).toBe(true)

  service = await start(env)
  for (const id of acked)
    expect({ id, status: (await send(service.base, `/api/recipes/${id}`)).status }).toEqual({ id, status: 200 })
  // Every discussion ends (its runner was killed: the sweep interrupts it within its lease), once.
  await within(15_000, 'discussions ending', async () =>
    (await discussionEnds(file)).every((end) => end.status !== 'running'),
  )
  expectOneEndEach(await discussionEnds(file))
  // Each callback arrives, the slow receivers' no later than their delay allows: nothing waits behind them.
  await within(15_000, 'callbacks arriving', () =>
    discussions.every(({ id, hook }) => (hook === 'slow' ? slow : quick).received.includes(id)),
  )
  await service.stop('SIGTERM')
  slow.stop()
  quick.stop()
}, 60_000)
