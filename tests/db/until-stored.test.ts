import { expect, test } from 'bun:test'
import { untilStored } from '../../src/db/until-stored'

test('a write the database refuses is offered again with jitter, and given up after forMs', async () => {
  const attempts: number[] = []
  const delays = [0.1, 0.9, 0.5, 0, 1]
  let draw = 0
  untilStored(
    async () => {
      attempts.push(performance.now())
      throw new Error('database unreachable')
    },
    { forMs: 150, baseDelayMs: 20, random: () => delays[draw++ % delays.length]! },
  )
  await Bun.sleep(400)
  // 150 ms of retries 20–40 ms apart: a handful, then none.
  expect(attempts.length).toBeGreaterThanOrEqual(4)
  expect(attempts.length).toBeLessThanOrEqual(9)
  const gaps = attempts.slice(1).map((at, i) => at - attempts[i]!)
  // The drawn jitter shows: 22 ms, then 38 ms, then 30 ms (timers may fire a little late).
  expect(gaps[0]!).toBeGreaterThanOrEqual(21)
  expect(gaps[1]!).toBeGreaterThanOrEqual(37)
  expect(gaps[1]! - gaps[0]!).toBeGreaterThan(10)
  const count = attempts.length
  await Bun.sleep(100)
  expect(attempts.length).toBe(count)
})

test('a write taken at last stops the retries', async () => {
  let attempts = 0
  untilStored(
    async () => {
      if (++attempts < 3) throw new Error('database unreachable')
    },
    { forMs: 10_000, baseDelayMs: 5, random: () => 0 },
  )
  await Bun.sleep(100)
  expect(attempts).toBe(3)
})
