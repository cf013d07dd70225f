/**
 * The writes of the mixed figure, at a fixed rate through the API while wrk reads: reviews (each a
 * distinct agent and recipe) and recipe creations, each sent on its schedule whether or not the
 * previous answer is in, so a slow server meets the same offered load.
 * FIRST numbers the first write (0 unless a run before this one wrote FIRST of each already).
 * Usage: bun bench/writer.ts BASE_URL KEYS_FILE IDS_FILE REVIEWS_PER_S RECIPES_PER_S SECONDS [FIRST]
 */
import { benchRecipe, emit, lines, percentile } from './clients'

const [base, keysFile, idsFile, reviewRate, recipeRate, secondsArg, firstArg] = process.argv.slice(2)
const keys = await lines(keysFile!)
const ids = await lines(idsFile!)
const seconds = Number(secondsArg)
const first = Number(firstArg ?? 0)

type Kind = 'reviews' | 'recipes'
const latencies: Record<Kind, number[]> = { reviews: [], recipes: [] }
const statuses: Record<Kind, Record<number, number>> = { reviews: {}, recipes: {} }
const created: string[] = []
const inFlight = new Set<Promise<void>>()

async function send(kind: Kind, path: string, key: string, body: unknown) {
  const started = performance.now()
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify(body),
  }).catch(() => undefined)
  latencies[kind].push(performance.now() - started)
  const status = response?.status ?? 0
  statuses[kind][status] = (statuses[kind][status] ?? 0) + 1
  const answer = (await response?.json().catch(() => undefined)) as { recipe_id?: string } | undefined
  if (kind === 'recipes' && answer?.recipe_id) created.push(answer.recipe_id)
}

function schedule(kind: Kind, perSecond: number, make: (n: number) => [string, string, unknown]) {
  if (perSecond <= 0) return Promise.resolve()
  const total = Math.round(perSecond * seconds)
  const start = performance.now()
  return (async () => {
    for (let n = 0; n < total; n++) {
      const due = start + (n * 1000) / perSecond
      const wait = due - performance.now()
      if (wait > 0) await Bun.sleep(wait)
      const job = send(kind, ...make(first + n)).finally(() => inFlight.delete(job))
      inFlight.add(job)
    }
  })()
}

// Reviews walk the ids from the end of the file, one agent per pass from the last key: the review
// writes figure (bench/wrk/reviews.lua) starts from the first id and first key, so no pair repeats.
const reviews = schedule('reviews', Number(reviewRate), (n) => [
  `/api/recipes/${ids[ids.length - 1 - (n % ids.length)]}/reviews`,
  keys[keys.length - 1 - (Math.floor(n / ids.length) % keys.length)]!,
  { rating: (n % 5) + 1, comment: `Mixed-load review ${n}` },
])
const recipes = schedule('recipes', Number(recipeRate), (n) => [
  '/api/recipes',
  keys[n % keys.length]!,
  benchRecipe(n, 'Mixed'),
])
await Promise.all([reviews, recipes])
while (inFlight.size) await Promise.allSettled([...inFlight])

const summary = (kind: Kind) => {
  const sorted = latencies[kind].sort((a, b) => a - b)
  return { sent: sorted.length, statuses: statuses[kind], p50ms: percentile(sorted, 50), p99ms: percentile(sorted, 99) }
}
emit({ seconds, reviews: summary('reviews'), recipes: summary('recipes'), created })
