import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rateCounters } from '../db/schema'
import { ProblemError } from '../http/problem'

/** A limit: its policy name (what it counts, plural: "writes", "recipes"), quota and window. */
export type RateRule = { name: string; limit: number; windowSeconds: number }
export type RateState = { rule: RateRule; remaining: number; resetSeconds: number }

/**
 * The RateLimit header fields of the IETF httpapi draft (Structured Fields lists, one item per
 * counter the request moved): `RateLimit-Policy: "writes";q=60;w=60` says each policy's quota and
 * window, `RateLimit: "writes";r=59;t=42` what is left of it and the seconds until its window
 * starts over.
 */
export const rateHeaders = (states: RateState[]): Record<string, string> => ({
  'ratelimit-policy': states.map(({ rule }) => `"${rule.name}";q=${rule.limit};w=${rule.windowSeconds}`).join(', '),
  ratelimit: states
    .map(({ rule, remaining, resetSeconds }) => `"${rule.name}";r=${remaining};t=${resetSeconds}`)
    .join(', '),
})

const OLD_WINDOWS_SECONDS = 2 * 86_400

/** One counted request: where its window stands, and how to take the count back (saying where it then stands). */
export type Counted = { state: RateState; exceeded: boolean; release(): Promise<RateState> }

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
      state: { rule, remaining: Math.max(0, rule.limit - row!.count), resetSeconds },
      exceeded: row!.count > rule.limit,
      // The window the count went into, even if a new one has begun since.
      release: async () => {
        const [left] = await db
          .update(rateCounters)
          .set({ count: sql`${rateCounters.count} - 1` })
          .where(
            and(eq(rateCounters.bucket, bucket), eq(rateCounters.windowStart, windowStart), gt(rateCounters.count, 0)),
          )
          .returning({ count: rateCounters.count })
        const counted = left?.count ?? 0
        return { rule, remaining: Math.max(0, rule.limit - counted), resetSeconds }
      },
    }
  }

  return {
    count,

    /** Counts one request against `bucket`; throws 429 with Retry-After when over the rule. */
    async hit(bucket: string, rule: RateRule): Promise<RateState> {
      const counted = await count(bucket, rule)
      if (counted.exceeded) throw refusal(counted.state)
      return counted.state
    },
  }
}

export const refusal = (state: RateState) =>
  new ProblemError(
    'rate_limited',
    `Too many ${state.rule.name}: at most ${state.rule.limit} per ${describeWindow(state.rule.windowSeconds)}. Retry in ${state.resetSeconds} s.`,
    {
      headers: { 'retry-after': String(state.resetSeconds), ...rateHeaders([state]) },
    },
  )

const describeWindow = (seconds: number) =>
  seconds === 86_400 ? 'day' : seconds === 3600 ? 'hour' : seconds === 60 ? 'minute' : `${seconds} s`

export type RateLimiter = ReturnType<typeof createRateLimiter>
