import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rateCounters } from '../db/schema'
import { ProblemError } from '../http/problem'

export type RateRule = { limit: number; windowSeconds: number }
export type RateState = { limit: number; remaining: number; resetSeconds: number }

/** The RateLimit-* headers (IETF draft) that tell a client where it stands. */
export const rateHeaders = (state: RateState): Record<string, string> => ({
  'ratelimit-limit': String(state.limit),
  'ratelimit-remaining': String(state.remaining),
  'ratelimit-reset': String(state.resetSeconds),
})

const OLD_WINDOWS_SECONDS = 2 * 86_400

/** One counted request: where its window stands, and how to take the count back. */
export type Counted = { state: RateState; exceeded: boolean; release(): Promise<void> }

/**
 * Fixed-window counters in the database, so every instance on one database shares them.
 * One upsert per limited request counts and reads the window atomically.
 */
export function createRateLimiter(db: Database, now: () => number = Date.now) {
  let lastSweep = 0

  /** Counts one request against `bucket`, whatever the outcome. */
  async function count(bucket: string, rule: RateRule): Promise<Counted> {
    const nowSeconds = Math.floor(now() / 1000)
    const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds)
    const [row] = await db
      .insert(rateCounters)
      .values({ bucket, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateCounters.bucket, rateCounters.windowStart],
        set: { count: sql`${rateCounters.count} + 1` },
      })
      .returning({ count: rateCounters.count })
    const resetSeconds = windowStart + rule.windowSeconds - nowSeconds
    if (nowSeconds - lastSweep > 3600) {
      lastSweep = nowSeconds
      await db.delete(rateCounters).where(lt(rateCounters.windowStart, nowSeconds - OLD_WINDOWS_SECONDS))
    }
    return {
      state: { limit: rule.limit, remaining: Math.max(0, rule.limit - row!.count), resetSeconds },
      exceeded: row!.count > rule.limit,
      // The window the count went into, even if a new one has begun since.
      release: async () => {
        await db
          .update(rateCounters)
          .set({ count: sql`${rateCounters.count} - 1` })
          .where(
            and(eq(rateCounters.bucket, bucket), eq(rateCounters.windowStart, windowStart), gt(rateCounters.count, 0)),
          )
      },
    }
  }

  return {
    count,

    /** Counts one request against `bucket`; throws 429 with Retry-After when over the rule. */
    async hit(bucket: string, rule: RateRule, what: string): Promise<RateState> {
      const counted = await count(bucket, rule)
      if (counted.exceeded) throw refusal(counted.state, rule, what)
      return counted.state
    },
  }
}

export const refusal = (state: RateState, rule: RateRule, what: string) =>
  new ProblemError(
    'rate_limited',
    `Too many ${what}: at most ${rule.limit} per ${describeWindow(rule.windowSeconds)}. Retry in ${state.resetSeconds} s.`,
    {
      headers: { 'retry-after': String(state.resetSeconds), ...rateHeaders(state) },
    },
  )

const describeWindow = (seconds: number) =>
  seconds === 86_400 ? 'day' : seconds === 3600 ? 'hour' : seconds === 60 ? 'minute' : `${seconds} s`

export type RateLimiter = ReturnType<typeof createRateLimiter>
