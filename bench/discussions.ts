/**
 * Opens COUNT discussion streams at once (one per benchmark agent) and reads every one to its end,
 * checking that each delivers an unbroken run of event ids that ends in `done`.
 * Usage: bun bench/discussions.ts BASE_URL KEYS_FILE COUNT  → one BENCH_RESULT line.
 */
import { createParser } from 'eventsource-parser'

const [baseUrl, keysFile, countArg] = process.argv.slice(2)
const keys = (await Bun.file(keysFile!).text()).split('\n').filter(Boolean)
const count = Number(countArg)
if (keys.length < count) throw new Error(`need ${count} keys, have ${keys.length}`)

type Outcome = {
  id: string | null
  status: number
  events: number
  complete: boolean
  gapless: boolean
  recipeId?: string
  error?: string
}

async function discuss(key: string, n: number): Promise<Outcome> {
  const response = await fetch(`${baseUrl}/api/discussions/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ theme: `Benchmark dinner number ${n}`, lang: n % 2 ? 'en' : 'ja' }),
  })
  const outcome: Outcome = {
    id: response.headers.get('x-discussion-id'),
    status: response.status,
    events: 0,
    complete: false,
    gapless: true,
  }
  if (response.status !== 200 || !response.body) {
    outcome.error = await response.text()
    return outcome
  }
  const parser = createParser({
    onEvent: (event) => {
      outcome.events++
      if (Number(event.id) !== outcome.events) outcome.gapless = false
      if (event.event === 'done') {
        outcome.complete = true
        outcome.recipeId = JSON.parse(event.data).recipe_id
      }
      if (event.event === 'error') outcome.error = event.data
    },
  })
  const decoder = new TextDecoder()
  for await (const chunk of response.body) parser.feed(decoder.decode(chunk, { stream: true }))
  return outcome
}

const started = performance.now()
const outcomes = await Promise.all(
  keys
    .slice(0, count)
    .map((key, n) =>
      discuss(key, n).catch(
        (error) =>
          ({ id: null, status: 0, events: 0, complete: false, gapless: false, error: String(error) }) as Outcome,
      ),
    ),
)
const seconds = (performance.now() - started) / 1000
const failures = outcomes.filter((o) => !o.complete || !o.gapless)
const summary = {
  streams: count,
  completed: outcomes.filter((o) => o.complete && o.gapless).length,
  events: outcomes.reduce((sum, o) => sum + o.events, 0),
  seconds,
  first_failures: failures
    .slice(0, 3)
    .map((o) => ({ status: o.status, events: o.events, gapless: o.gapless, error: o.error?.slice(0, 300) })),
  discussion_ids: outcomes.map((o) => o.id).filter(Boolean),
}
await Bun.write(`${keysFile}.discussions.json`, JSON.stringify(summary.discussion_ids))
console.log(`BENCH_RESULT ${JSON.stringify({ ...summary, discussion_ids: undefined })}`)
