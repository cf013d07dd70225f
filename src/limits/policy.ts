import type { Config } from '../config'
import { type RateLimiter, type RateRule, rateHeaders, refusal } from './rate-limiter'

/** What an authenticated request does, for the limits it counts against. */
export type Access = 'read' | 'write' | 'recipe' | 'review' | 'discussion'

const MINUTE = 60
const HOUR = 3600
const DAY = 86_400

/**
 * What a counted request holds: the RateLimit headers to send, and `refund`, which gives back its
 * volume counts when the service then refuses it or it is a replay that writes nothing (the write
 * rate keeps counting every attempt), and answers the RateLimit headers of what is then left.
 */
export type Admission = { headers: Record<string, string>; refund(): Promise<Record<string, string>> }

const NOTHING_COUNTED: Admission = { headers: {}, refund: async () => ({}) }

/**
 * Which counters each kind of request moves (see README "Limits"). Every write counts against the
 * per-key write rate, a request rate that counts every attempt. Recipes, reviews and discussions
 * also count against their own volume caps, which count only what was accepted: a start refused as
 * "already running", a duplicate review, or a request the cap itself refuses uses none of them.
 */
export function createLimitPolicy(limiter: RateLimiter, config: Config) {
  const { rates } = config.limits
  const writeRule: RateRule = { name: 'writes', limit: rates.writesPerMinute, windowSeconds: MINUTE }
  const volumes: Record<Exclude<Access, 'read' | 'write'>, [bucket: string, rule: RateRule]> = {
    recipe: ['recipe', { name: 'recipes', limit: rates.recipesPerDay, windowSeconds: DAY }],
    review: ['review', { name: 'reviews', limit: rates.reviewsPerDay, windowSeconds: DAY }],
    discussion: ['discussion', { name: 'discussions', limit: rates.discussionsPerHour, windowSeconds: HOUR }],
  }

  return {
    async forAgent(access: Access, agentId: string): Promise<Admission> {
      if (!config.rateLimit || access === 'read') return NOTHING_COUNTED
      if (access === 'write') {
        const headers = rateHeaders([await limiter.hit(`write:${agentId}`, writeRule)])
        return { headers, refund: async () => headers }
      }
      const [bucket, rule] = volumes[access]
      // Both counters at once (one round trip of latency on a remote database); a refusal gives the volume back.
      const [write, volume] = await Promise.all([
        limiter.count(`write:${agentId}`, writeRule),
        limiter.count(`${bucket}:${agentId}`, rule),
      ])
      if (write.exceeded || volume.exceeded) {
        await volume.release()
        throw refusal(write.exceeded ? write.state : volume.state)
      }
      return {
        headers: rateHeaders([write.state, volume.state]),
        refund: async () => rateHeaders([write.state, await volume.release()]),
      }
    },

    async forRegistration(clientAddress: string): Promise<Record<string, string>> {
      if (!config.rateLimit) return {}
      return rateHeaders([
        await limiter.hit(`register:${clientAddress}`, {
          name: 'registrations',
          limit: rates.registrationsPerHour,
          windowSeconds: HOUR,
        }),
      ])
    },
  }
}

export type LimitPolicy = ReturnType<typeof createLimitPolicy>
