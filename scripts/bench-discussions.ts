/**
 * Discussion benchmark (not a test): time to first event and server time per discussion on the
 * offline models at zero pace, sequentially and with concurrent discussions.
 *   bun scripts/bench-discussions.ts [--runs 20] [--concurrency 50]
 */
import { createModels } from '../src/ai/models'
import { createApp, createServices } from '../src/app'
import { loadConfig } from '../src/config'
import { openDatabase } from '../src/db/client'

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? Number(process.argv[at + 1]) : fallback
}
const runs = arg('runs', 20)
const concurrency = arg('concurrency', 50)

const config = loadConfig({
  DATABASE_URL: `file:/tmp/bench-discussions-${process.pid}.db`,
  OFFLINE_PACE_MS: '0',
  RATE_LIMIT: 'off',
  DISCUSSIONS_PER_AGENT: '1000',
})
const db = await openDatabase(config.databaseUrl)
const app = createApp(config, createServices({ config, db, models: createModels(config.ai) }))
const call = (path: string, init: RequestInit) => app.handle(new Request(`http://localhost${path}`, init))

const { api_key } = (await (
  await call('/api/agents/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"name":"Bench host"}',
  })
).json()) as { api_key: string }
const themes = [
  'salmon miso bowl',
  '抹茶ラテ',
  'chocolate cake',
  'edamame snack',
  'beef curry',
  '鶏の照り焼き',
  'mango smoothie',
  'tofu salad',
]

/** One discussion over HTTP semantics: returns ms to the first byte of the stream and to its end. */
async function discussion(i: number) {
  const started = performance.now()
  const response = await call('/api/discussions/create', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': api_key },
    body: JSON.stringify({ theme: `${themes[i % themes.length]} ${i}`, lang: i % 2 ? 'en' : 'ja' }),
  })
  const reader = response.body!.getReader()
  let firstEvent = 0
  let bytes = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    firstEvent ||= performance.now() - started
    bytes += value.byteLength
  }
  return { firstEvent, total: performance.now() - started, bytes }
}

const percentile = (values: number[], p: number) =>
  values.slice().sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!
const ms = (value: number) => `${value.toFixed(1)} ms`

const sequential = []
for (let i = 0; i < runs; i++) sequential.push(await discussion(i))
console.log(`sequential, ${runs} discussions (offline models, zero pace)`)
console.log(
  `  time to first event  p50 ${ms(
    percentile(
      sequential.map((r) => r.firstEvent),
      0.5,
    ),
  )}  p99 ${ms(
    percentile(
      sequential.map((r) => r.firstEvent),
      0.99,
    ),
  )}`,
)
console.log(
  `  server time per discussion  p50 ${ms(
    percentile(
      sequential.map((r) => r.total),
      0.5,
    ),
  )}  p99 ${ms(
    percentile(
      sequential.map((r) => r.total),
      0.99,
    ),
  )}`,
)
console.log(`  stream size  ${Math.round(sequential[0]!.bytes / 1024)} KiB`)

const wall = performance.now()
const parallel = await Promise.all(Array.from({ length: concurrency }, (_, i) => discussion(runs + i)))
const elapsed = performance.now() - wall
console.log(`concurrent, ${concurrency} discussions at once`)
console.log(
  `  time to first event  p50 ${ms(
    percentile(
      parallel.map((r) => r.firstEvent),
      0.5,
    ),
  )}  p99 ${ms(
    percentile(
      parallel.map((r) => r.firstEvent),
      0.99,
    ),
  )}`,
)
console.log(
  `  wall time ${ms(elapsed)}, ${((concurrency / elapsed) * 1000).toFixed(1)} discussions/s, peak RSS ${Math.round(process.memoryUsage().rss / 1048576)} MB`,
)
db.$client.close()
