import type { Config } from '../config'
import { type RateLimiter, type RateRule, type RateState, rateHeaders } from './rate-limiter'

/** What an authenticated request does, for the limits it counts against. */
export type Access = 'read' | 'write' | 'recipe' | 'review' | 'discussion'

const MINUTE = 60
const HOUR = 3600
const DAY = 86_400

/**
 * Which counters each kind of request moves (see README "Limits"). Every write counts against the
 * per-key write rate; recipes, reviews and discussions also against their own volume caps.
 */
export function createLimitPolicy(limiter: RateLimiter, config: Config) {
  const { rates } = config.limits
  const rules: Record<Exclude<Access, 'read'>, [bucket: string, rule: RateRule, what: string][]> = {
    write: [['write', { limit: rates.writesPerMinute, windowSeconds: MINUTE }, 'writes']],
    recipe: [['recipe', { limit: rates.recipesPerDay, windowSeconds: DAY }, 'recipes']],
    review: [['review', { limit: rates.reviewsPerDay, windowSeconds: DAY }, 'reviews']],
    discussion: [['discussion', { limit: rates.discussionsPerHour, windowSeconds: HOUR }, 'discussions']],
  }

  /** Headers for the tightest of the counters a request moved. */
  const tightest = (states: RateState[]) => rateHeaders(states.reduce((a, b) => (b.remaining < a.remaining ? b : a)))

  return {
    async forAgent(access: Access, agentId: string): Promise<Record<string, string>> {
      if (!config.rateLimit || access === 'read') return {}
      const buckets = access === 'write' ? rules.write : [...rules.write, ...rules[access]]
      const states: RateState[] = []
      for (const [bucket, rule, what] of buckets) states.push(await limiter.hit(`${bucket}:${agentId}`, rule, what))
      return tightest(states)
    },

    async forRegistration(clientAddress: string): Promise<Record<string, string>> {
      if (!config.rateLimit) return {}
      return tightest([await limiter.hit(`register:${clientAddress}`, { limit: rates.registrationsPerHour, windowSeconds: HOUR }, 'registrations')])
    },
  }
}

export type LimitPolicy = ReturnType<typeof createLimitPolicy>
