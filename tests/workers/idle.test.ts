import { describe, expect, test } from 'bun:test'
import { enginePool } from '../../src/ai/models'
import { createServices } from '../../src/app'
import { loadConfig } from '../../src/config'
import { openDatabase } from '../../src/db/client'
import { pngHeader } from '../../src/images/queries'
import { createModels } from '../../src/ai/models'
import { idleWatch, whenIdle } from '../../src/workers/idle'

describe('idle watch', () => {
  test('idle time counts from the last answer, and is 0 while any request is in flight', () => {
    let now = 1000
    const watch = idleWatch(() => now)
    now = 1500
    expect(watch.idleFor()).toBe(500)
    watch.began()
    watch.began()
    now = 3000
    expect(watch.idleFor()).toBe(0)
    watch.ended()
    expect(watch.idleFor()).toBe(0)
    now = 3100
    watch.ended()
    now = 3350
    expect(watch.idleFor()).toBe(250)
  })

  test('work waits until nothing was asked for the whole span, then runs once', async () => {
    let now = 0
    const watch = idleWatch(() => now)
    let runs = 0
    whenIdle(watch, 40, () => runs++)
    // A request in flight, however long, keeps it waiting; so does an answer less than 40 ms ago.
    watch.began()
    now = 1000
    await Bun.sleep(50)
    expect(runs).toBe(0)
    watch.ended()
    now = 1030
    await Bun.sleep(50)
    expect(runs).toBe(0)
    now = 1040
    await Bun.sleep(50)
    expect(runs).toBe(1)
    now = 9000
    await Bun.sleep(50)
    expect(runs).toBe(1)
  })

  test('a cancelled wait never runs', async () => {
    let runs = 0
    whenIdle(idleWatch(), 10, () => runs++)()
    await Bun.sleep(50)
    expect(runs).toBe(0)
  })
})

test("making the services asks nothing of the engine worker: its load of the food knowledge waits for the server's idle moment", async () => {
  const config = loadConfig({ DATABASE_URL: ':memory:', RATE_LIMIT: 'off', ENGINE_THREADS: '1' })
  const db = await openDatabase(config.databaseUrl)
  const draw = async () => ({ bytes: pngHeader(800, 600), mediaType: 'image/png' })
  const services = createServices({ config, db, models: createModels(config.ai), draw })
  await services.discussionService.warmed
  expect(enginePool(config.ai).pending()).toBe(0)
  db.$client.close()
})
