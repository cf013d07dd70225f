import { ProblemError } from '../http/problem'

/**
 * What searching may cost one client address. A search whose answer is not cached runs on the
 * thread that serves every request, and one whose terms are too short for the trigram index reads
 * every recipe (about 30 ms at 7,700): four clients looping distinct searches took a cached detail
 * read from p50 0.5 ms to p99 341 ms. So each address has a budget of search time, refilled at
 * `msPerSecond` up to `burstMs`.
 *
 * The cost is reserved before the search starts, and the difference settled when it ends (the
 * unused part refunded, an overrun charged). Checked before and charged after, 200 searches sent
 * at once all found the budget full and all ran: 14.3 s of server time against a 2 s burst. A
 * reservation is what searches of that kind (a scan of every recipe, or one the index answers)
 * have cost lately, so about a burst's worth is admitted and the rest are refused (429 with
 * Retry-After) before they run. One address's searches then run one at a time: the time each is
 * charged is its own, not the others' it would wait on, and one client never holds more than one
 * scan's slice of the thread.
 *
 * Kept in memory per instance: a counter in the database would cost a write per public read.
 * It is a cost limit, not a request-rate limit, so RATE_LIMIT=off leaves it on; 0 turns it off.
 */
export type SearchBudgetOptions = { msPerSecond: number; burstMs: number; now?: () => number }

/** How a search finds its matches: each kind has its own expected cost. */
export type SearchKind = 'scan' | 'indexed'

/** Addresses tracked before full budgets (idle clients) are forgotten. */
const MAX_TRACKED = 10_000
/** How much of the expected cost a cheaper search takes off it: a costlier one sets it at once. */
const EXPECTATION_EASES = 0.1

type Balance = {
  ms: number
  at: number
  /** The end of this address's last admitted search: the next one starts after it. */
  queue: Promise<unknown>
  /** Searches admitted and not yet settled: a balance that has some is never forgotten. */
  open: number
}

export function createSearchBudget({
  msPerSecond,
  burstMs,
  now = performance.now.bind(performance),
}: SearchBudgetOptions) {
  const balances = new Map<string, Balance>()
  // Before any search ran, one second's refill: a burst admits about twenty at first.
  const expectedMs: Record<SearchKind, number> = { scan: msPerSecond, indexed: msPerSecond }

  function balanceOf(client: string, at: number) {
    let balance = balances.get(client)
    if (!balance) {
      if (balances.size >= MAX_TRACKED) forgetIdle(at)
      balance = { ms: burstMs, at, queue: Promise.resolve(), open: 0 }
      balances.set(client, balance)
    }
    balance.ms = Math.min(burstMs, balance.ms + ((at - balance.at) * msPerSecond) / 1000)
    balance.at = at
    return balance
  }

  /** An address whose budget has refilled, with nothing reserved, is no different from a new one. */
  function forgetIdle(at: number) {
    for (const [client, balance] of balances)
      if (balance.open === 0 && balance.ms + ((at - balance.at) * msPerSecond) / 1000 >= burstMs)
        balances.delete(client)
  }

  function learn(kind: SearchKind, tookMs: number) {
    const expected = expectedMs[kind]
    expectedMs[kind] = tookMs >= expected ? tookMs : expected + (tookMs - expected) * EXPECTATION_EASES
  }

  const refused = (balance: Balance) => {
    const seconds = Math.ceil(-balance.ms / msPerSecond) + 1
    return new ProblemError(
      'rate_limited',
      `Your searches have used their share of the server for now. Retry after ${seconds} s; answers already cached are still served.`,
      { headers: { 'retry-after': String(seconds) } },
    )
  }

  return {
    /**
     * Runs `search` for `client` if its budget is not spent: reserves what a search of `kind` is
     * expected to cost, runs it after the address's earlier searches, and settles the time taken.
     */
    async spend<T>(client: string, search: () => Promise<T>, kind: SearchKind = 'scan'): Promise<T> {
      if (msPerSecond === 0) return search()
      const balance = balanceOf(client, now())
      if (balance.ms <= 0) throw refused(balance)
      const reservedMs = expectedMs[kind]
      balance.ms -= reservedMs
      balance.open++
      const run = balance.queue.then(async () => {
        const started = now()
        try {
          return await search()
        } finally {
          const tookMs = now() - started
          learn(kind, tookMs)
          balanceOf(client, now()).ms += reservedMs - tookMs
          balance.open--
        }
      })
      balance.queue = run.catch(() => undefined)
      return run
    },
  }
}

export type SearchBudget = ReturnType<typeof createSearchBudget>
