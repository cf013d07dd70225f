/**
 * Discussion streams as their clients see them (issue 35): COUNT discussions started one after
 * another, each timed from its POST to its first event (start to first event), and each followed by
 * a second client (GET /api/discussions/{id}/events) from the moment its id is known: for every event
 * that happens after the follower's stream opened, the time between its arrival at the starter's
 * stream and at the follower's (SSE follow). Both streams are read in this one process, on one clock.
 * Usage: bun bench/streams.ts BASE_URL KEYS_FILE COUNT  → one BENCH_RESULT line.
 */
import { createParser } from 'eventsource-parser'
import { emit, lines, percentile } from './clients'

const [base, keysFile, countArg] = process.argv.slice(2)
const keys = await lines(keysFile!)
const count = Number(countArg)

/** Reads an event stream to its end, calling `seen` with each event id as it arrives. */
async function readEvents(response: Response, seen: (id: number) => void) {
  const parser = createParser({ onEvent: (event) => seen(Number(event.id)) })
  const decoder = new TextDecoder()
  for await (const chunk of response.body!) parser.feed(decoder.decode(chunk, { stream: true }))
}

const firstEvents: number[] = []
const follows: number[] = []
let failures = 0

async function discussion(n: number) {
  const key = keys[n % keys.length]!
  const started = performance.now()
  const response = await fetch(`${base}/api/discussions/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ theme: `Stream timing dinner ${n}`, lang: n % 2 ? 'en' : 'ja' }),
  })
  const id = response.headers.get('x-discussion-id')
  if (response.status !== 200 || !id) {
    failures++
    await response.text()
    return
  }
  const atStarter = new Map<number, number>()
  const atFollower = new Map<number, number>()
  let followerOpened = Number.POSITIVE_INFINITY
  const starter = readEvents(response, (eventId) => {
    if (!atStarter.size) firstEvents.push(performance.now() - started)
    atStarter.set(eventId, performance.now())
  })
  const follower = fetch(`${base}/api/discussions/${id}/events`, { headers: { 'x-api-key': key } }).then(
    async (followed) => {
      followerOpened = performance.now()
      if (followed.status !== 200) {
        failures++
        return void (await followed.text())
      }
      await readEvents(followed, (eventId) => atFollower.set(eventId, performance.now()))
    },
  )
  await Promise.all([starter, follower])
  for (const [eventId, at] of atStarter) {
    const followed = atFollower.get(eventId)
    if (at > followerOpened && followed !== undefined) follows.push(followed - at)
  }
}

for (let n = 0; n < count; n++) await discussion(n).catch(() => failures++)
const sortedFirst = firstEvents.sort((a, b) => a - b)
const sortedFollow = follows.sort((a, b) => a - b)
emit({
  discussions: count,
  failures,
  firstEventP50ms: percentile(sortedFirst, 50),
  firstEventP99ms: percentile(sortedFirst, 99),
  followed: sortedFollow.length,
  followP50ms: percentile(sortedFollow, 50),
  followP99ms: percentile(sortedFollow, 99),
})
