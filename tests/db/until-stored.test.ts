import { expect, test } from 'bun:test'
import { untilStored } from '../../src/db/until-stored'

/** A clock and a timer queue the test moves by hand: no wall clock, so no load makes it flaky. */
function fakeTime() {
  let now = 0
  const pending: { at: number; run: () => void }[] = []
  return {
    now: () => now,
    later: (run: () => void, ms: number) => void pending.push({ at: now + ms, run }),
    /** Runs the next timer (moving the clock to it) and lets the write it starts settle; false when none is left. */
    async next() {
      pending.sort((a, b) => a.at - b.at)
      const timer = pending.shift()
      if (!timer) return false
      now = timer.at
      timer.run()
      await Bun.sleep(0)
      return true
    },
  }
}

test('a write the database refuses is offered again with jitter, and given up after forMs', async () => {
  const time = fakeTime()
  const attempts: number[] = []
  const draws = [0.1, 0.9, 0.5, 0, 1]
  let draw = 0
  untilStored(
    async () => {
      attempts.push(time.now())
      throw new Error('database unreachable')
    },
    { forMs: 150, baseDelayMs: 20, random: () => draws[draw++ % draws.length]!, now: time.now, later: time.later },
  )
  await Bun.sleep(0)
  while (await time.next());
  // 20 ms plus the drawn share of 20 more: 22, 38, 30, 20, 40, 22 … until 150 ms have passed.
  expect(attempts).toEqual([0, 22, 60, 90, 110, 150])
})

test('a write taken at last stops the retries', async () => {
  const time = fakeTime()
  let attempts = 0
  untilStored(
    async () => {
      if (++attempts < 3) throw new Error('database unreachable')
    },
    { forMs: 10_000, baseDelayMs: 5, random: () => 0, now: time.now, later: time.later },
  )
  await Bun.sleep(0)
  while (await time.next());
  expect(attempts).toBe(3)
})
