/**
 * `npm run bench -- --remote`: what a remote database costs. The service runs on the Hrana
 * stand-in (tests/support/hrana-server.ts) over HTTP through the real @libsql/client, with 1 ms
 * and 20 ms injected round trips (Turso in the same region, and one region away), and is driven
 * by a fetch-based load loop at fixed concurrency. Printed per round trip:
 * - read, miss: a random recipe detail with READ_CACHE_TTL_MS=0, every request reaches the database;
 * - read, cached: the same with the default 1 s TTL (what a reader sees between writes);
 * - write: reviews (each a new agent × recipe pair), reviews/s;
 * - discussion: time to the first event on the starting instance and on a second instance that
 *   follows it through the database, and the lag of each event on the second one behind the first.
 * Also round trips per request (the stand-in counts pipelines), the figure the hot paths are held to.
 * Options: --seconds N (5) --connections N (32) --rtts 1,20.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { type HranaServer, startHranaServer } from '../tests/support/hrana-server'
import { type Child, startService } from './service'

const BASE_PORT = 38571
const RECIPES = 40
/** Longest wait for the pictures of the seeded recipes, which the service draws after each create. */
const PICTURES_TIMEOUT_MS = 120_000
const AGENTS = 60

type Sample = { ok: number; failed: number; seconds: number; latencies: number[]; roundTrips: number; cpuMs: number }

/** CPU time the process has used, in ms (/proc: user + system clock ticks at 100 Hz). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–')
const f0 = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en') : '–')

async function json(url: string, init: RequestInit = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`)
  return response.json() as Promise<Record<string, unknown>>
}

/** `connections` loops, each sending `next()` requests back to back until `seconds` have passed. */
async function drive(
  service: Child,
  db: HranaServer,
  seconds: number,
  connections: number,
  next: () => { url: string; init?: RequestInit } | undefined,
): Promise<Sample> {
  const latencies: number[] = []
  let failed = 0
  const cpuBefore = cpuMsOf(service.process.pid)
  const pipelinesBefore = db.stats.pipelines
  const startedAt = performance.now()
  const deadline = startedAt + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const request = next()
        if (!request) return
        const t = performance.now()
        const response = await fetch(request.url, request.init).catch(() => undefined)
        await response?.arrayBuffer()
        if (response && response.status < 300) latencies.push(performance.now() - t)
        else failed++
      }
    }),
  )
  const elapsed = (performance.now() - startedAt) / 1000
  latencies.sort((a, b) => a - b)
  const requests = Math.max(1, latencies.length + failed)
  return {
    ok: latencies.length,
    failed,
    seconds: elapsed,
    latencies,
    roundTrips: (db.stats.pipelines - pipelinesBefore) / requests,
    cpuMs: (cpuMsOf(service.process.pid) - cpuBefore) / requests,
  }
}

const row = (name: string, s: Sample, unit = 'req/s') =>
  `| ${name} | ${f0(s.ok / s.seconds)} ${unit} | ${f1(percentile(s.latencies, 50))} | ${f1(percentile(s.latencies, 99))} | ${f1(s.roundTrips)} | ${s.cpuMs.toFixed(2)} | ${s.failed} |`

/** One discussion started on `a` and followed from its first event on `b`: first-event times and per-event lag. */
async function discussion(db: HranaServer, a: Child, b: Child, key: string) {
  const pipelinesBefore = db.stats.pipelines
  const startedAt = performance.now()
  const response = await fetch(`${a.url}/api/discussions/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ theme: 'a light summer supper', lang: 'en' }),
  })
  const id = response.headers.get('x-discussion-id')!
  const arrivals = async (body: ReadableStream<Uint8Array>) => {
    const seen = new Map<number, number>()
    let buffer = ''
    for await (const chunk of body.pipeThrough<string>(
      new TextDecoderStream() as ReadableWritablePair<string, Uint8Array>,
    )) {
      buffer += chunk
      for (const match of buffer.matchAll(/^id: (\d+)$/gm))
        if (!seen.has(Number(match[1]))) seen.set(Number(match[1]), performance.now())
      buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2)
    }
    return seen
  }
  const local = arrivals(response.body!)
  const followerStartedAt = performance.now()
  const remote = arrivals((await fetch(`${b.url}/api/discussions/${id}/events`)).body!)
  const [onA, onB] = await Promise.all([local, remote])
  const lags = [...onB].filter(([id]) => onA.has(id)).map(([id, t]) => t - onA.get(id)!)
  lags.sort((x, y) => x - y)
  return {
    events: onA.size,
    firstLocal: Math.min(...onA.values()) - startedAt,
    firstRemote: Math.min(...onB.values()) - followerStartedAt,
    lagP50: percentile(lags, 50),
    lagP99: percentile(lags, 99),
    total: Math.max(...onA.values()) - startedAt,
    // Both instances: the running one writing its log, the following one polling it.
    roundTrips: db.stats.pipelines - pipelinesBefore,
  }
}

export async function runRemote(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      seconds: { type: 'string', default: '5' },
      connections: { type: 'string', default: '32' },
      rtts: { type: 'string', default: '1,20' },
    },
    strict: false,
  })
  const seconds = Number(values.seconds)
  const connections = Number(values.connections)
  const rtts = String(values.rtts).split(',').map(Number)
  const serverCore = availableParallelism() >= 2 ? 0 : undefined

  console.log(`# Remote database (Hrana over HTTP stand-in), ${connections} connections, ${seconds} s per scenario\n`)
  console.log(
    `The stand-in and the load loop run in this process; the services are pinned to core 0 when there are two. Latencies in ms. Load average at start: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(
        ' ',
      )} on ${availableParallelism()} cores: with other work on the machine, throughput and latency move; round trips and CPU per request hold.\n`,
  )
  for (const [i, rtt] of rtts.entries()) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-remote-'))
    const db = await startHranaServer({ path: join(dir, 'bench.db') })
    const env = { DATABASE_URL: db.url, RATE_LIMIT: 'off', OFFLINE_PACE_MS: '0' }
    const miss = await startService({
      dbPath: '',
      port: BASE_PORT + i * 4,
      core: serverCore,
      env: { ...env, READ_CACHE_TTL_MS: '0', INSTANCE_ID: 'remote-miss' },
    })
    const cached = await startService({
      dbPath: '',
      port: BASE_PORT + i * 4 + 1,
      core: serverCore,
      env: { ...env, INSTANCE_ID: 'remote-cached', OFFLINE_PACE_MS: '30' },
    })
    try {
      // Seeding at no injected delay: it is not measured.
      const agents = await Promise.all(
        Array.from({ length: AGENTS }, (_, n) =>
          json(`${miss.url}/api/agents/register`, {
            method: 'POST',
            body: JSON.stringify({ name: `Bench ${n}`, description: 'remote bench' }),
          }),
        ),
      )
      const keys = agents.map((agent) => agent.api_key as string)
      const recipes: string[] = []
      for (let n = 0; n < RECIPES; n++)
        recipes.push(
          (
            await json(`${miss.url}/api/recipes`, {
              method: 'POST',
              headers: { 'x-api-key': keys[n % keys.length]! },
              body: JSON.stringify({
                title_ja: `献立 ${n}`,
                title_en: `Dish ${n}`,
                category: 'main',
                ingredients_ja: '米 1合',
                ingredients_en: '1 cup rice',
                steps_ja: '炊く',
                steps_en: 'Cook it',
              }),
            })
          ).recipe_id as string,
        )
      // The pictures are drawn in the background after each create; measuring during that would measure the drawing.
      for (const until = Date.now() + PICTURES_TIMEOUT_MS; Date.now() < until; await Bun.sleep(200))
        if (db.query<{ n: number }>('SELECT count(*) AS n FROM recipes WHERE image_id IS NULL')[0]!.n === 0) break
      db.setRtt(rtt)
      const random = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!
      const readMiss = await drive(miss, db, seconds, connections, () => ({
        url: `${miss.url}/api/recipes/${random(recipes)}`,
      }))
      const readCached = await drive(cached, db, seconds, connections, () => ({
        url: `${cached.url}/api/recipes/${random(recipes)}`,
      }))
      const list = await drive(miss, db, seconds, connections, () => ({
        url: `${miss.url}/api/recipes?page=${1 + Math.floor(Math.random() * 5)}`,
      }))
      // Every (agent, recipe) pair at most once, skipping an agent's own recipes.
      const pairs = keys.flatMap((key, a) =>
        recipes.filter((_, r) => r % keys.length !== a).map((recipe) => [key, recipe] as const),
      )
      for (let n = pairs.length - 1; n > 0; n--) {
        const m = Math.floor(Math.random() * (n + 1))
        ;[pairs[n], pairs[m]] = [pairs[m]!, pairs[n]!]
      }
      const writes = await drive(miss, db, seconds, connections, () => {
        const pair = pairs.pop()
        return (
          pair && {
            url: `${miss.url}/api/recipes/${pair[1]}/reviews`,
            init: {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-api-key': pair[0] },
              body: JSON.stringify({ rating: 4, comment: 'fine' }),
            },
          }
        )
      })
      const talk = await discussion(db, cached, miss, keys[0]!)

      console.log(`## ${rtt} ms round trip\n`)
      console.log('| scenario | throughput | p50 | p99 | round trips / request | service CPU ms / request | failed |')
      console.log('|---|---|---|---|---|---|---|')
      console.log(row('read: recipe detail, cache miss', readMiss))
      console.log(row('read: recipe detail, cached (TTL 1 s)', readCached))
      console.log(row('read: list page, cache miss', list))
      console.log(row('write: review', writes, 'reviews/s'))
      console.log(
        `\nDiscussion (offline models at 30 ms a chunk, ${talk.events} events, ${f0(talk.total)} ms): first event on the starting instance ${f1(talk.firstLocal)} ms; ` +
          `on another instance (polling the log) ${f1(talk.firstRemote)} ms; lag of each event there p50 ${f1(talk.lagP50)} ms, p99 ${f1(talk.lagP99)} ms; ` +
          `${f0(talk.roundTrips)} round trips to the database in all (${f1(talk.roundTrips / (talk.total / 1000))} a second).\n`,
      )
    } finally {
      await Promise.all([miss.stop(), cached.stop()])
      await db.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
