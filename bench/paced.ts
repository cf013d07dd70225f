/**
 * Reads at a fixed rate, whatever the answers take (an open loop, as wrk's closed loop is not): the
 * mixed figure at 2,000 req/s (issue 35). Each request is timed from when it was due, not when it
 * went out, so a server that falls behind is charged for the wait it causes. The paths are the
 * templates of bench/wrk/random.lua, taken in turn: {id} a random line of the ids file, {page} a
 * random page from 1 to MAX_PAGE.
 * Usage: bun bench/paced.ts BASE_URL TEMPLATES IDS_FILE MAX_PAGE PER_SECOND SECONDS
 */
import { emit, lines, percentile } from './clients'

const [base, templateArg, idsFile, maxPageArg, rateArg, secondsArg] = process.argv.slice(2)
const templates = templateArg!.split('|')
const ids = await lines(idsFile!)
const maxPage = Number(maxPageArg)
const perSecond = Number(rateArg)
const seconds = Number(secondsArg)

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!
const pathOf = (n: number) =>
  templates[n % templates.length]!.replace('{id}', () => pick(ids)).replace('{page}', () =>
    String(1 + Math.floor(Math.random() * maxPage)),
  )

const latencies: number[] = []
const statuses: Record<number, number> = {}
const inFlight = new Set<Promise<void>>()

async function read(path: string, due: number) {
  const response = await fetch(base + path).catch(() => undefined)
  await response?.arrayBuffer().catch(() => undefined)
  latencies.push(performance.now() - due)
  const status = response?.status ?? 0
  statuses[status] = (statuses[status] ?? 0) + 1
}

const total = Math.round(perSecond * seconds)
const start = performance.now()
// Requests due within the same millisecond go out together: a timer per request cannot keep 2,000/s.
for (let n = 0; n < total; ) {
  const now = performance.now()
  while (n < total && start + (n * 1000) / perSecond <= now) {
    const job = read(pathOf(n), start + (n * 1000) / perSecond).finally(() => inFlight.delete(job))
    inFlight.add(job)
    n++
  }
  await Bun.sleep(1)
}
const sentSeconds = (performance.now() - start) / 1000
while (inFlight.size) await Promise.allSettled([...inFlight])
const sorted = latencies.sort((a, b) => a - b)
emit({
  sent: total,
  sentSeconds,
  statuses,
  p50ms: percentile(sorted, 50),
  p99ms: percentile(sorted, 99),
  maxMs: sorted.at(-1) ?? 0,
})
