import type { Config } from '../config'
import { type RateLimiter, type RateRule, type RateState, rateHeaders, refusal } from './rate-limiter'

/** What an authenticated request does, for the limits it counts against. */
export type Access = 'read' | 'write' | 'recipe' | 'review' | 'discussion'

const MINUTE = 60
const HOUR = 3600
const DAY = 86_400

/**
 * What a counted request holds: the RateLimit headers to send, and `refund`, which gives back its
 * volume counts when the service then refuses it (the write rate keeps counting every attempt).
 */
export type Admission = { headers: Record<string, string>; refund(): Promise<void> }

const NOTHING_COUNTED: Admission = { headers: {}, refund: async () => {} }

/**
 * Which counters each kind of request moves (see README "Limits"). Every write counts against the
 * per-key write rate, a request rate that counts every attempt. Recipes, reviews and discussions
 * also count against their own volume caps, which count only what was accepted: a start refused as
 * "already running", a duplicate review, or a request the cap itself refuses uses none of them.
 */
export function createLimitPolicy(limiter: RateLimiter, config: Config) {
  const { rates } = config.limits
  const writeRule: RateRule = { limit: rates.writesPerMinute, windowSeconds: MINUTE }
  const volumes: Record<Exclude<Access, 'read' | 'write'>, [bucket: string, rule: RateRule, what: string]> = {
    recipe: ['recipe', { limit: rates.recipesPerDay, windowSeconds: DAY }, 'recipes'],
    review: ['review', { limit: rates.reviewsPerDay, windowSeconds: DAY }, 'reviews'],
    discussion: ['discussion', { limit: rates.discussionsPerHour, windowSeconds: HOUR }, 'discussions'],
  }

  /** Headers for the tightest of the counters a request moved. */
  const tightest = (states: RateState[]) => rateHeaders(states.reduce((a, b) => (b.remaining < a.remaining ? b : a)))

  return {
    async forAgent(access: Access, agentId: string): Promise<Admission> {
      if (!config.rateLimit || access === 'read') return NOTHING_COUNTED
      if (access === 'write')
        return {
          headers: tightest([await limiter.hit(`write:${agentId}`, writeRule, 'writes')]),
          refund: NOTHING_COUNTED.refund,
        }
      const [bucket, rule, what] = volumes[access]
      // Both counters at once (one round trip of latency on a remote database); a refusal gives the volume back.
      const [write, volume] = await Promise.all([
        limiter.count(`write:${agentId}`, writeRule),
        limiter.count(`${bucket}:${agentId}`, rule),
      ])
      if (write.exceeded || volume.exceeded) {
        await volume.release()
        throw write.exceeded ? refusal(write.state, writeRule, 'writes') : refusal(volume.state, rule, what)
      }
      return { headers: tightest([write.state, volume.state]), refund: volume.release }
    },

    async forRegistration(clientAddress: string): Promise<Record<string, string>> {
      if (!config.rateLimit) return {}
      return tightest([
        await limiter.hit(
          `register:${clientAddress}`,
          { limit: rates.registrationsPerHour, windowSeconds: HOUR },
          'registrations',
        ),
      ])
    },
  }
}

export type LimitPolicy = ReturnType<typeof createLimitPolicy>
