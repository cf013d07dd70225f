import { ProblemError } from '../http/problem'

/**
 * What searching may cost one client address. A search whose answer is not cached runs on the
 * thread that serves every request, and one whose terms are too short for the trigram index reads
 * every recipe (about 30 ms at 7,700): four clients looping distinct searches took a cached detail
 * read from p50 0.5 ms to p99 341 ms. So each address has a budget of search time, refilled at
 * `msPerSecond` up to `burstMs`; each search that misses the cache spends the time it took, and
 * one that finds the budget spent is refused (429 with Retry-After) before it runs.
 *
 * Kept in memory per instance: a counter in the database would cost a write per public read.
 * It is a cost limit, not a request-rate limit, so RATE_LIMIT=off leaves it on; 0 turns it off.
 */
export type SearchBudgetOptions = { msPerSecond: number; burstMs: number; now?: () => number }

/** Addresses tracked before full budgets (idle clients) are forgotten. */
const MAX_TRACKED = 10_000

export function createSearchBudget({
  msPerSecond,
  burstMs,
  now = performance.now.bind(performance),
}: SearchBudgetOptions) {
  const balances = new Map<string, { ms: number; at: number }>()

  function balanceOf(client: string, at: number) {
    let balance = balances.get(client)
    if (!balance) {
      if (balances.size >= MAX_TRACKED) forgetIdle(at)
      balance = { ms: burstMs, at }
      balances.set(client, balance)
    }
    balance.ms = Math.min(burstMs, balance.ms + ((at - balance.at) * msPerSecond) / 1000)
    balance.at = at
    return balance
  }

  /** An address whose budget has refilled is no different from a new one. */
  function forgetIdle(at: number) {
    for (const [client, balance] of balances)
      if (balance.ms + ((at - balance.at) * msPerSecond) / 1000 >= burstMs) balances.delete(client)
  }

  return {
    /** Runs `search` for `client` if its budget is not spent, and charges it the time taken. */
    async spend<T>(client: string, search: () => Promise<T>): Promise<T> {
      if (msPerSecond === 0) return search()
      const balance = balanceOf(client, now())
      if (balance.ms <= 0) {
        const seconds = Math.ceil(-balance.ms / msPerSecond) + 1
        throw new ProblemError(
          'rate_limited',
          `Your searches have used their share of the server for now. Retry after ${seconds} s; answers already cached are still served.`,
          {
            headers: { 'retry-after': String(seconds) },
          },
        )
      }
      const started = now()
      try {
        return await search()
      } finally {
        balance.ms -= now() - started
      }
    },
  }
}

export type SearchBudget = ReturnType<typeof createSearchBudget>
