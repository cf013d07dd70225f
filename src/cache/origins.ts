/**
 * Which origins' pages the response cache keeps. Pages name absolute URLs (canonical and hreflang
 * links, structured data, feeds), so each origin has its own answers. With PUBLIC_URL set every
 * request has that one origin, kept from the first request. Unset, the origin comes from the Host header, which is the client's
 * to choose: kept for every value, random Hosts would each add entries and evict the real site's;
 * kept for the first few seen (as before), a burst of random Hosts right after a start took every
 * slot until a restart, and the real site was rendered on every request (1,826 req/s, not 17,342).
 *
 * So an origin is kept when it is among the `slots` most requested lately (TinyLFU admission):
 * request counts live in a count-min sketch of fixed size, halved every `halfLifeMs`, so no number
 * of distinct Hosts grows memory; a Host's first request only enters a bounded doorkeeper set, so
 * a burst of one-off Hosts adds nothing to the counts; a Host sent a few times never reaches
 * `minRequests`, and a kept origin gives its place only to one requested more often. Each kept origin is its own
 * group in the cache, which holds at most its share of the cache (src/cache/response-cache.ts),
 * so even a kept stranger cannot evict the real site's pages.
 */
export type OriginSharesOptions = {
  /** PUBLIC_URL: the site's one origin, always kept, whatever the counts say. */
  canonical?: string
  slots?: number
  minRequests?: number
  halfLifeMs?: number
  now?: () => number
}

/** How the cache treats one origin's answer: kept in the origin's group, or made and not kept. */
export type Keeping = { keep: false } | { group: string }

const ROWS = 4
const COLUMNS = 4096
/** Origins seen once, before they are counted; cleared when full (a real site is seen again soon). */
const DOORKEEPER = 4096

export function createOriginShares({
  canonical,
  slots = 4,
  minRequests = 4,
  halfLifeMs = 60_000,
  now = performance.now.bind(performance),
}: OriginSharesOptions = {}) {
  const counts = Array.from({ length: ROWS }, () => new Float64Array(COLUMNS))
  /** The origins kept now, with their counts when last seen. */
  const kept = new Map<string, number>()
  const seenOnce = new Set<string>()
  let halvedAt = now()

  const cells = (origin: string) =>
    counts.map((row, seed) => [row, Number(BigInt(Bun.hash(origin, seed)) % BigInt(COLUMNS))] as const)

  /** Counts one request for `origin`; its estimated count (an overestimate, never under). */
  function count(origin: string): number {
    if (!kept.has(origin) && !seenOnce.has(origin)) {
      if (seenOnce.size >= DOORKEEPER) seenOnce.clear()
      seenOnce.add(origin)
      return 1
    }
    let estimate = Infinity
    for (const [row, column] of cells(origin)) estimate = Math.min(estimate, ++row[column]!)
    return estimate + 1
  }

  /** Old counts fade, so the origins kept follow the traffic of the last minutes. */
  function age(at: number) {
    if (at - halvedAt < halfLifeMs) return
    halvedAt = at
    seenOnce.clear()
    for (const row of counts) for (let i = 0; i < COLUMNS; i++) row[i]! /= 2
    for (const [origin, seen] of kept) kept.set(origin, seen / 2)
  }

  return (origin: string): Keeping => {
    if (origin === canonical) return { group: origin }
    age(now())
    const requests = count(origin)
    if (kept.has(origin)) {
      kept.set(origin, requests)
      return { group: origin }
    }
    if (requests < minRequests) return { keep: false }
    if (kept.size >= slots) {
      const [least, leastRequests] = [...kept].reduce((a, b) => (b[1] < a[1] ? b : a))
      if (leastRequests >= requests) return { keep: false }
      kept.delete(least)
    }
    kept.set(origin, requests)
    return { group: origin }
  }
}

export type OriginShares = ReturnType<typeof createOriginShares>
