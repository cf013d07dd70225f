/**
 * The search load of the search figure: CLIENTS loops, each sending distinct searches back to back
 * (two-character terms, which no index answers and no cached answer serves), for SECONDS.
 * Usage: bun bench/searchers.ts BASE_URL CLIENTS SECONDS
 */
import { emit, percentile } from './clients'

const [base, clientsArg, secondsArg] = process.argv.slice(2)
const clients = Number(clientsArg)
const until = performance.now() + Number(secondsArg) * 1000
/** Two characters from these make 4,900 distinct terms: a loop never meets its own answer in the cache. */
const CHARACTERS = [
  ...'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんabcdefghijklmnopqrstu',
]

const latencies: number[] = []
const statuses: Record<number, number> = {}
let next = Math.floor(Math.random() * CHARACTERS.length ** 2)

async function loop() {
  while (performance.now() < until) {
    const n = next++ % CHARACTERS.length ** 2
    const term = CHARACTERS[n % CHARACTERS.length]! + CHARACTERS[Math.floor(n / CHARACTERS.length)]!
    const started = performance.now()
    const response = await fetch(`${base}/api/recipes?q=${encodeURIComponent(term)}`).catch(() => undefined)
    await response?.arrayBuffer()
    latencies.push(performance.now() - started)
    const status = response?.status ?? 0
    statuses[status] = (statuses[status] ?? 0) + 1
  }
}

await Promise.all(Array.from({ length: clients }, loop))
latencies.sort((a, b) => a - b)
emit({ searches: latencies.length, statuses, p50ms: percentile(latencies, 50), p99ms: percentile(latencies, 99) })
