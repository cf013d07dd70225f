/**
 * `bun bench/cold-ab.ts BEFORE_ROOT AFTER_ROOT [kind] [count] [chunk]`: first reads (detail, html,
 * lists) of two trees in one process, each app on its own fresh copy of its tree's 10k seed, read through
 * its own `handle` in alternating chunks of the same paths, so both meet the same load: prints each
 * side's CPU µs per first read and their ratio, and whether both answered every path with the same
 * status, headers, bytes and ETag hash. On a shared machine two runs of one tree minutes
 * apart differ by a third; alternation within a process keeps the comparison to a few percent.
 */
import { copyFileSync, readFileSync, rmSync } from 'node:fs'
import { type ColdKind, coldPaths } from './cold-paths'
import { SEED_VERSION, treeSeededFile } from './seed'

const [beforeRoot, afterRoot, kind = 'detail', countArg = '3000', chunkArg = '50'] = process.argv.slice(2)
if (!beforeRoot || !afterRoot)
  throw new Error('usage: bun bench/cold-ab.ts BEFORE_ROOT AFTER_ROOT [kind] [count] [chunk]')
const DATA = new URL('./.data/', import.meta.url).pathname
Object.assign(process.env, {
  PORT: '0',
  DATABASE_AUTH_TOKEN: '',
  RATE_LIMIT: 'off',
  AI_PROVIDER: 'offline',
  OPENAI_API_KEY: '',
  INSTANCE_ID: 'bench',
})

/** `RECIPES=100000` reads a file larger than the service's page cache, as the bench's cold figures do. */
const RECIPES = Number(process.env.RECIPES ?? 10_000)

async function appOf(root: string, name: string) {
  const db = `${DATA}cold-ab-${name}.db`
  for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true })
  copyFileSync(await treeSeededFile(root, RECIPES), db)
  process.env.DATABASE_URL = `file:${db}`
  const { loadConfig } = await import(`${root}/src/config`)
  const { openDatabase } = await import(`${root}/src/db/client`)
  const { createApp, createServices } = await import(`${root}/src/app`)
  const { createModels } = await import(`${root}/src/ai/models`)
  const config = loadConfig()
  const database = await openDatabase(config.databaseUrl, config.databaseAuthToken)
  return createApp(config, createServices({ config, db: database, models: createModels(config.ai) })) as {
    handle(request: Request): Promise<Response>
  }
}

const sides = [
  { name: 'before', app: await appOf(beforeRoot, 'before'), µs: 0, answers: [] as bigint[] },
  { name: 'after', app: await appOf(afterRoot, 'after'), µs: 0, answers: [] as bigint[] },
]
// The start-up's background work (the theme reader's warm-up) must not be counted as reads'.
await Bun.sleep(Number(process.env.SETTLE_MS ?? 4000))
const paths = coldPaths(`${DATA}seed-${SEED_VERSION}-${RECIPES}.db`, kind as ColdKind).slice(0, Number(countArg))
const chunk = Number(chunkArg)
/**
 * CPU µs of this process's main thread alone (Linux): the process's whole CPU counted the JIT's
 * compiler threads and the engine worker's start too, which moved from run to run by more than a
 * change's effect (issue 35).
 */
const threadµs = () => Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e3
const warmUp = Math.min(300, Math.floor(paths.length / 4))
// WARM=1: every path read once untimed first, so the timed reads are the response cache's hits.
if (process.env.WARM === '1')
  for (const side of sides)
    for (const path of paths) await (await side.app.handle(new Request(`http://localhost${path}`))).arrayBuffer()
/** An answer's headers but its ETag and request id (which differ by tree and by request), as one line. */
const headersOf = (response: Response) =>
  [...response.headers]
    .filter(([name]) => name !== 'etag' && name !== 'x-request-id')
    .map(([name, value]) => `${name}: ${value}`)
    .sort()
    .join('\n')
for (let start = 0; start < paths.length; start += chunk) {
  // Each chunk's order of sides alternates, so neither always reads second.
  const order = (start / chunk) % 2 ? [...sides].reverse() : sides
  for (const side of order) {
    const read: Array<{ status: number; etag: string; headers: Response; body: ArrayBuffer }> = []
    const before = threadµs()
    for (const path of paths.slice(start, start + chunk)) {
      const response = await side.app.handle(new Request(`http://localhost${path}`))
      read.push({
        status: response.status,
        etag: response.headers.get('etag') ?? '',
        headers: response,
        body: await response.arrayBuffer(),
      })
    }
    if (start >= warmUp) side.µs += threadµs() - before
    // Outside the timing: what each answer was, to show both trees answered the same bytes. An ETag
    // names the tree's build (base64url, a dash possible) before its base-36 hash of the bytes, the
    // part after the last dash; only the hash is compared.
    for (const { status, etag, headers, body } of read)
      side.answers.push(
        BigInt(Bun.hash(`${status} ${etag.slice(etag.lastIndexOf('-') + 1)}\n${headersOf(headers)}`)) ^
          BigInt(Bun.hash(body)),
      )
  }
}
const counted = paths.length - Math.ceil(warmUp / chunk) * chunk
const [a, b] = sides.map((side) => side.µs / counted) as [number, number]
const differing = sides[0]!.answers.filter((answer, i) => answer !== sides[1]!.answers[i]).length
console.log(
  `${kind}: ${differing ? `${differing} of ${paths.length} answers DIFFER` : `all ${paths.length} answers the same (status, headers, bytes, ETag's hash)`}; before ${a.toFixed(1)} µs, after ${b.toFixed(1)} µs a first read (${(b / a).toFixed(3)}×, ${counted} reads each)`,
)
process.exit(0)
