/**
 * `npm run bench`: seeds a database, starts the service on it and measures it over loopback, server
 * and load generator each on its own core, against a bare `Bun.serve` ceiling measured in the same
 * run. Nothing is warmed or written ahead: the seed holds only data, and each figure says whether
 * it covers first reads (cold), repeated reads (warm), reads under writes (mixed), a burst of
 * creations or the time to draw a picture. Prints every figure of issue 14 as a table (also
 * written to bench/.data/latest.md).
 *
 * Options: --recipes N (100000) --sizes 10000,100000,1000000 (the cold flatness table; "" skips
 * it) --seconds S (10 per figure) --connections C (64) --burst N (2000) --discussions N (0: the
 * issue-6 stream figure is left out unless asked) --only name,… (see WANTED; `--only search` gives
 * the detail p99 with and without 4 clients looping distinct searches) --quick (3 s figures,
 * sizes 10k and 100k, a burst of 500: a few minutes on a quiet machine).
 */
import { Database } from 'bun:sqlite'
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { $ } from 'bun'
import { ensureWrk, type Load, pinned, wrk } from './load'
import type { PictureTimes } from './pictures'
import { BENCH_AGENTS, benchKey, PER_PAGE, seededFile } from './seed'
import { type Child, memoryOf, startCeiling, startService } from './service'
import { type CompressionEffort, compress, type Encoding } from '../src/http/compression'

// `--remote`: the remote-database scenarios of bench/remote.ts instead of these (issue 18).
if (process.argv.includes('--remote')) {
  const { runRemote } = await import('./remote')
  await runRemote(process.argv.slice(2).filter((arg) => arg !== '--remote'))
  process.exit(0)
}

const { values: options } = parseArgs({
  options: {
    recipes: { type: 'string', default: '100000' },
    sizes: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string', default: '64' },
    burst: { type: 'string' },
    discussions: { type: 'string', default: '0' },
    only: { type: 'string' },
    quick: { type: 'boolean', default: false },
  },
})
const QUICK = options.quick
const RECIPES = Number(options.recipes)
const SECONDS = Number(options.seconds ?? (QUICK ? 3 : 10))
const CONNECTIONS = Number(options.connections)
const BURST = Number(options.burst ?? (QUICK ? 500 : 2000))
const BURST_AGENTS = 20
const DISCUSSIONS = Math.min(Number(options.discussions), BENCH_AGENTS)
const SIZES = (options.sizes ?? (QUICK ? '10000,100000' : '10000,100000,1000000'))
  .split(',')
  .filter(Boolean)
  .map(Number)
const ONLY = options.only?.split(',')
/** The mixed figure's writes, and the issue's targets for them. */
const MIXED_REVIEWS_PER_S = 100
const MIXED_RECIPES_PER_S = 20
/** The mixed figure's reads again, at this fixed rate (issue 35: p99 under 25 ms at 2,000 req/s). */
const MIXED_PACED_READS_PER_S = 2000
/** The steady figure: this many creations at this rate while list page 1 is read back to back (issue 35). */
const STEADY_CREATIONS = 2000
const STEADY_CREATIONS_PER_S = 200
/** How long the steady figure waits for its pictures (the burst figure times pictures; this one reports what is left). */
const STEADY_PICTURE_WAIT_S = 30
/** The streams figure: discussions started one after another, each followed by a second client. */
const STREAM_DISCUSSIONS = QUICK ? 5 : 20
/** Their offline models' pace: events spread over seconds, so a follower joins while most are still to come. */
const STREAM_PACE_MS = '5'
/** Repeated reads draw from this many answers, which the 64 MB response cache holds together. */
const HOT_SET = 2000
const WARM_LIST_PAGES = 1000
const WARMUP_SECONDS = 2
/** How long the burst's pictures are waited for (its target is 120 s), and the mixed load's (~200 pictures). */
const PICTURE_TIMEOUT_S = 300
const MIXED_PICTURE_WAIT_S = 120
const DATA = new URL('./.data/', import.meta.url).pathname
const PORT = 38471
const CEILING_PORT = 38472
const SEARCH_PORT = 38473

// The server gets core 0 and everything that makes load gets core 1, when there are two.
const twoCores = availableParallelism() >= 2
const SERVER_CORE = twoCores ? 0 : undefined
const LOAD_CORE = twoCores ? 1 : undefined

const WANTED = [
  'cold',
  'warm',
  'search',
  'compression',
  'mixed',
  'burst',
  'steady',
  'writes',
  'streams',
  'pictures',
  'discussions',
  'flatness',
] as const
/** The search figure's load: this many clients looping distinct searches (issue 23). */
const SEARCH_CLIENTS = 4
const wanted = (name: (typeof WANTED)[number]) =>
  ONLY ? ONLY.includes(name) : name !== 'discussions' || DISCUSSIONS > 0

const log = (line: string) => console.log(line)
const children = new Set<Child>()
process.on('exit', () => {
  for (const child of children) child.process.kill('SIGKILL')
})

async function run<T extends Child>(start: Promise<T>): Promise<T> {
  const child = await start
  children.add(child)
  return child
}

async function stop(child: Child, signal?: NodeJS.Signals) {
  await child.stop(signal)
  children.delete(child)
}

const ms = (value: number) => value.toFixed(2)
const fmt = (value: number) => Math.round(value).toLocaleString('en')
const shuffle = <T>(items: T[]) => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}

type Catalogue = { total: number; pagesByCategory: Record<string, number>; ids: string[] }

/** Up to 100,000 distinct published recipe ids in random order, and the page counts, read before the service opens the file. */
function readCatalogue(dbPath: string): Catalogue {
  const db = new Database(dbPath, { readonly: true })
  const total = db.query<{ n: number | null }, []>('SELECT max(list_position) AS n FROM recipes').get()!.n ?? 0
  const byCategory = db
    .query<{ category: string; n: number }, []>(
      'SELECT category, max(category_position) AS n FROM recipes GROUP BY category',
    )
    .all()
  const byPosition = db.query<{ id: string }, [number]>('SELECT id FROM recipes WHERE list_position = ?')
  const positions = Int32Array.from({ length: total }, (_, i) => i + 1)
  const ids = Array.from({ length: Math.min(total, 100_000) }, (_, i) => {
    const j = i + Math.floor(Math.random() * (total - i))
    ;[positions[i], positions[j]] = [positions[j]!, positions[i]!]
    return byPosition.get(positions[i]!)!.id
  })
  db.close()
  const pagesByCategory = Object.fromEntries(byCategory.map(({ category, n }) => [category, Math.ceil(n / PER_PAGE)]))
  return { total, pagesByCategory, ids }
}

const writeLines = (file: string, lines: string[]) => {
  writeFileSync(file, `${lines.join('\n')}\n`)
  return file
}

/** Every list page of 20, of the whole list and of each category, in random order. */
function listPaths(catalogue: Catalogue): string[] {
  const pages = Array.from({ length: Math.ceil(catalogue.total / PER_PAGE) }, (_, i) => `/api/recipes?page=${i + 1}`)
  for (const [category, n] of Object.entries(catalogue.pagesByCategory))
    for (let page = 1; page <= n; page++) pages.push(`/api/recipes?category=${category}&page=${page}`)
  return shuffle(pages)
}

/** The file's bytes (main file and write-ahead log) and, when asked, a hash of them: reads must change neither. */
function fileState(dbPath: string, hash: boolean): { bytes: number; hash?: string } {
  const files = [dbPath, `${dbPath}-wal`].filter((file) => existsSync(file))
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0)
  if (!hash) return { bytes }
  let h = 0n
  for (const file of files) h = BigInt(Bun.hash(readFileSync(file), h))
  return { bytes, hash: h.toString(16) }
}

/** A path's latency against its p99 budget: every figure that times answers gives one (issue 35). */
type Budget = { path: string; covers: string; p50ms: number; p99ms: number; budgetMs: number }
const budgets: Budget[] = []
const budget = (path: string, covers: string, p50ms: number, p99ms: number, budgetMs: number) =>
  budgets.push({ path, covers, p50ms, p99ms, budgetMs })

type Row = {
  name: string
  covers: string
  load?: Load
  ratio?: number
  target: string
  met?: boolean
  value?: string
  note?: string
}

/** Reads each path of the file once (cold): stops when all are answered, or after `seconds`. */
const cold = (service: Child, pathsFile: string, seconds = SECONDS) =>
  wrk(service.url, { script: 'paths', args: [pathsFile, '1'], connections: CONNECTIONS, seconds, core: LOAD_CORE })

/** Repeated reads after an unrecorded warm-up that fills the cache with what they read. */
async function warm(url: string, script: 'fixed' | 'random', args: string[] = [], seconds = SECONDS): Promise<Load> {
  await wrk(url, { script, args, connections: CONNECTIONS, seconds: WARMUP_SECONDS, core: LOAD_CORE })
  return wrk(url, { script, args, connections: CONNECTIONS, seconds, core: LOAD_CORE })
}

function readRow(
  rows: Row[],
  ceilingRps: number,
  name: string,
  covers: string,
  load: Load,
  min: number | undefined,
  p99Limit: number,
) {
  const ratio = load.rps / ceilingRps
  const target = `${min === undefined ? '' : `≥ ${min}, `}p99 < ${p99Limit} ms`
  const met = (min === undefined || ratio >= min) && load.p99ms < p99Limit && load.errors === 0
  rows.push({ name, covers, load, ratio, target, met })
  budget(name, covers, load.p50ms, load.p99ms, p99Limit)
  log(
    `  ${name} [${covers}]: ${fmt(load.rps)} req/s, p50 ${ms(load.p50ms)} ms, p99 ${ms(load.p99ms)} ms, ratio ${ratio.toFixed(3)}, ${fmt(load.result.requests)} requests${load.errors ? `, ${load.errors} errors` : ''}`,
  )
}

async function runReads(service: Child, catalogue: Catalogue, ceilingRps: number, rows: Row[]) {
  const half = Math.floor(catalogue.ids.length / 2)
  const jsonIds = catalogue.ids.slice(0, half)
  const htmlIds = catalogue.ids.slice(half)
  if (wanted('cold')) {
    log(
      `cold: the first read of each answer by a fresh service process (${fmt(half)} JSON ids, ${fmt(catalogue.ids.length - half)} other ids for pages)`,
    )
    const detail = await cold(
      service,
      writeLines(
        `${DATA}cold-detail.txt`,
        jsonIds.map((id) => `/api/recipes/${id}`),
      ),
    )
    readRow(rows, ceilingRps, 'Recipe detail + reviews, random ids, first read of each (JSON)', 'cold', detail, 0.1, 10)
    const html = await cold(
      service,
      writeLines(
        `${DATA}cold-html.txt`,
        htmlIds.map((id, i) => `/${i % 2 ? 'ja/' : ''}recipes/${id}`),
      ),
    )
    readRow(rows, ceilingRps, 'HTML recipe page, random ids, first read of each', 'cold', html, 0.06, 10)
    const pages = listPaths(catalogue)
    const lists = await cold(service, writeLines(`${DATA}cold-lists.txt`, pages))
    readRow(
      rows,
      ceilingRps,
      `Every list page (JSON), whole list and by category, random order, each once (${fmt(pages.length)} pages)`,
      'cold',
      lists,
      undefined,
      10,
    )
  }
  if (wanted('warm')) {
    log(
      `warm: repeated reads of ${fmt(HOT_SET)} recipes and ${fmt(WARM_LIST_PAGES)} list pages (after a ${WARMUP_SECONDS} s unrecorded warm-up)`,
    )
    const jsonHot = writeLines(`${DATA}hot-json.txt`, jsonIds.slice(0, HOT_SET))
    const htmlHot = writeLines(`${DATA}hot-html.txt`, htmlIds.slice(0, HOT_SET))
    readRow(
      rows,
      ceilingRps,
      `Recipe detail + reviews, random among ${fmt(HOT_SET)} ids (JSON)`,
      'warm',
      await warm(service.url, 'random', ['/api/recipes/{id}', jsonHot, '1']),
      0.35,
      10,
    )
    readRow(
      rows,
      ceilingRps,
      `HTML recipe page, random among ${fmt(HOT_SET)} ids`,
      'warm',
      await warm(service.url, 'random', ['/recipes/{id}', htmlHot, '1']),
      0.15,
      10,
    )
    const pages = Math.min(WARM_LIST_PAGES, Math.ceil(catalogue.total / PER_PAGE))
    readRow(
      rows,
      ceilingRps,
      `List pages 1–${fmt(pages)}, random (JSON)`,
      'warm',
      await warm(service.url, 'random', ['/api/recipes?page={page}', '-', String(pages)]),
      0.25,
      10,
    )
    readRow(rows, ceilingRps, 'List page 1 (JSON)', 'warm', await warm(`${service.url}/api/recipes`, 'fixed'), 0.25, 10)
    readRow(rows, ceilingRps, 'HTML list page `/`', 'warm', await warm(`${service.url}/`, 'fixed'), 0.15, 10)
    readRow(
      rows,
      ceilingRps,
      'Atom feed `/feed.xml`',
      'warm',
      await warm(`${service.url}/feed.xml`, 'fixed'),
      undefined,
      10,
    )
    const mcp = await wrk(service.url, {
      script: 'mcp',
      args: [jsonHot, benchKey(0)],
      connections: CONNECTIONS,
      seconds: SECONDS,
      core: LOAD_CORE,
    })
    readRow(
      rows,
      ceilingRps,
      `MCP \`tools/call\` get_recipe, random among ${fmt(HOT_SET)} ids`,
      'warm',
      mcp,
      undefined,
      25,
    )
  }
}

type SearchersResult = { searches: number; statuses: Record<string, number>; p50ms: number; p99ms: number }

/**
 * Detail reads (warm) alone, then while SEARCH_CLIENTS clients loop distinct searches that no index
 * or cached answer serves: the search budget per client address (SEARCH_MS_PER_SECOND) is what keeps
 * the second p99 near the first. Then the same on a second process on the same file with the budget
 * off, for the difference it makes.
 */
async function runSearch(service: Child, dbPath: string, catalogue: Catalogue, ceilingRps: number, rows: Row[]) {
  log(
    `search: detail reads of ${fmt(HOT_SET)} recipes, alone and while ${SEARCH_CLIENTS} clients loop distinct two-character searches`,
  )
  const hot = writeLines(`${DATA}search-hot.txt`, catalogue.ids.slice(0, HOT_SET))
  const detailArgs = ['/api/recipes/{id}', hot, '1']
  const alone = await warm(service.url, 'random', detailArgs)
  readRow(
    rows,
    ceilingRps,
    `Recipe detail, random among ${fmt(HOT_SET)} ids, no search load`,
    'search',
    alone,
    undefined,
    10,
  )
  const unlimited = await run(
    startService({ dbPath, port: SEARCH_PORT, core: SERVER_CORE, env: { SEARCH_MS_PER_SECOND: '0' } }),
  )
  try {
    for (const [label, target] of [
      ['search budget on, the default', service],
      ['search budget off', unlimited],
    ] as const) {
      await wrk(target.url, {
        script: 'random',
        args: detailArgs,
        connections: CONNECTIONS,
        seconds: WARMUP_SECONDS,
        core: LOAD_CORE,
      })
      const searchers = clientResult<SearchersResult>([
        new URL('./searchers.ts', import.meta.url).pathname,
        target.url,
        String(SEARCH_CLIENTS),
        String(SECONDS),
      ])
      const loaded = await wrk(target.url, {
        script: 'random',
        args: detailArgs,
        connections: CONNECTIONS,
        seconds: SECONDS,
        core: LOAD_CORE,
      })
      const searched = await searchers
      const statuses = Object.entries(searched.statuses)
        .map(([status, n]) => `${status}: ${fmt(n)}`)
        .join(', ')
      readRow(
        rows,
        ceilingRps,
        `Recipe detail, same reads, while ${SEARCH_CLIENTS} clients loop distinct searches (${label})`,
        'search',
        loaded,
        undefined,
        25,
      )
      budget(`Distinct two-character searches (${label})`, 'search', searched.p50ms, searched.p99ms, 250)
      rows.at(-1)!.note =
        `${fmt(searched.searches)} searches (${statuses}), search p50 ${ms(searched.p50ms)} ms, p99 ${ms(searched.p99ms)} ms; detail p99 without the search load ${ms(alone.p99ms)} ms`
      log(`    ${rows.at(-1)!.note}`)
    }
  } finally {
    await stop(unlimited)
  }
}

/**
 * What compression costs: each kind of answer is compressed once per cached answer (static files
 * once per process), so the figure is the time of one compression, not a cost per request. The
 * bytes are the service's own answers; the codecs and settings are the service's (src/http/compression.ts).
 */
async function runCompression(service: Child, catalogue: Catalogue, rows: Row[]) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const timed = (body: Uint8Array, encoding: Encoding, effort: CompressionEffort) => {
    const runs = Array.from({ length: 15 }, () => {
      const start = performance.now()
      const out = compress(body, encoding, effort)
      return { ms: performance.now() - start, bytes: out.byteLength }
    }).sort((a, b) => a.ms - b.ms)
    return runs[7]!
  }
  const answers = [
    ['list page (JSON)', '/api/recipes', 'dynamic'],
    ['recipe page (HTML)', `/recipes/${catalogue.ids[0]}`, 'dynamic'],
    ['API document', '/openapi.json', 'dynamic'],
    ['stylesheet', '/public/css/site.css', 'static'],
  ] as const
  const parts: string[] = []
  let worst = 0
  for (const [name, path, effort] of answers) {
    const body = new Uint8Array(await (await fetch(service.url + path)).arrayBuffer())
    // A kept answer's first read goes out as it is while a worker compresses it: ask until it is done.
    let served = await fetch(service.url + path, { headers: { 'accept-encoding': 'br' }, decompress: false })
    for (let tries = 0; served.headers.get('content-encoding') !== 'br' && tries < 50; tries++) {
      await Bun.sleep(100)
      served = await fetch(service.url + path, { headers: { 'accept-encoding': 'br' }, decompress: false })
    }
    if (served.headers.get('content-encoding') !== 'br') throw new Error(`${path} was not served compressed`)
    const br = timed(body, 'br', effort)
    const gzip = timed(body, 'gzip', effort)
    worst = Math.max(worst, br.ms, gzip.ms)
    parts.push(
      `${name} ${kb(body.byteLength)}: br ${kb(br.bytes)} in ${ms(br.ms)} ms, gzip ${kb(gzip.bytes)} in ${ms(gzip.ms)} ms`,
    )
    log(`  ${parts.at(-1)}`)
  }
  rows.push({
    name: 'Compressing an answer (once per cached answer; static files once per process)',
    covers: 'compression',
    target: '< 10 ms an answer',
    met: worst < 10,
    value: `${ms(worst)} ms at most`,
    note: parts.join('; '),
  })
}

const clientResult = async <T>(command: string[]): Promise<T> => {
  const child = Bun.spawn(pinned(LOAD_CORE, [process.execPath, ...command]), { stdout: 'pipe', stderr: 'inherit' })
  const output = await new Response(child.stdout).text()
  await child.exited
  const line = output.split('\n').find((l) => l.startsWith('BENCH_RESULT '))
  if (!line) throw new Error(`${command[0]} failed: ${output}`)
  return JSON.parse(line.slice('BENCH_RESULT '.length)) as T
}

/** Seconds until no recipe in the file lacks its picture (null past the limit). */
async function picturesDone(dbPath: string, limitSeconds: number): Promise<number | null> {
  const db = new Database(dbPath, { readonly: true })
  const waiting = db.query<{ n: number }, []>(
    'SELECT count(*) AS n FROM recipes WHERE image_id IS NULL AND published_at IS NOT NULL',
  )
  const started = performance.now()
  try {
    while (waiting.get()!.n > 0) {
      if (performance.now() - started > limitSeconds * 1000) return null
      await Bun.sleep(250)
    }
    return (performance.now() - started) / 1000
  } finally {
    db.close()
  }
}

type WriterSide = { sent: number; statuses: Record<string, number>; p50ms: number; p99ms: number }

/** The mixed figures' reads: detail JSON, list pages, HTML pages and page 1 in turn. */
const MIXED_READS = '/api/recipes/{id}|/api/recipes?page={page}|/recipes/{id}|/api/recipes'

/** The mixed figures' writes through the API for SECONDS, numbered from `first` (bench/writer.ts). */
const mixedWrites = (service: Child, keysFile: string, idsFile: string, first: number) =>
  clientResult<{ reviews: WriterSide; recipes: WriterSide }>([
    new URL('./writer.ts', import.meta.url).pathname,
    service.url,
    keysFile,
    idsFile,
    String(MIXED_REVIEWS_PER_S),
    String(MIXED_RECIPES_PER_S),
    String(SECONDS),
    String(first),
  ])

async function runMixed(
  service: Child,
  dbPath: string,
  catalogue: Catalogue,
  keysFile: string,
  ceilingRps: number,
  rows: Row[],
) {
  log(
    `mixed: random reads of all ${fmt(catalogue.ids.length)} sampled recipes (detail JSON, list pages, HTML pages) while ${MIXED_REVIEWS_PER_S} reviews/s and ${MIXED_RECIPES_PER_S} recipes/s are written through the API`,
  )
  const idsFile = writeLines(`${DATA}mixed-ids.txt`, catalogue.ids)
  const pages = Math.ceil(catalogue.total / PER_PAGE)
  const writer = mixedWrites(service, keysFile, idsFile, 0)
  const reads = await wrk(service.url, {
    script: 'random',
    args: [MIXED_READS, idsFile, String(pages)],
    connections: CONNECTIONS,
    seconds: SECONDS,
    core: LOAD_CORE,
  })
  const writes = await writer
  const side = (w: WriterSide, per: number) =>
    `${fmt(w.sent)} sent (${(w.sent / SECONDS).toFixed(0)}/s of ${per}/s asked; ${Object.entries(w.statuses)
      .map(([s, n]) => `${s}: ${fmt(n)}`)
      .join(', ')}), p50 ${ms(w.p50ms)} ms, p99 ${ms(w.p99ms)} ms`
  const note = `reviews ${side(writes.reviews, MIXED_REVIEWS_PER_S)}; recipe creations ${side(writes.recipes, MIXED_RECIPES_PER_S)}`
  const ratio = reads.rps / ceilingRps
  const allWritten =
    writes.reviews.statuses['201'] === writes.reviews.sent && writes.recipes.statuses['201'] === writes.recipes.sent
  rows.push({
    name: 'Random reads (detail, list pages, HTML pages, page 1) under writes',
    covers: 'mixed',
    load: reads,
    ratio,
    target: 'p99 < 25 ms, every write acknowledged',
    met: reads.p99ms < 25 && reads.errors === 0 && allWritten,
    note,
  })
  budget('Review posted, under the mixed load', 'mixed', writes.reviews.p50ms, writes.reviews.p99ms, 50)
  budget('Recipe created, under the mixed load', 'mixed', writes.recipes.p50ms, writes.recipes.p99ms, 50)
  budget('Random reads under writes', 'mixed', reads.p50ms, reads.p99ms, 25)
  log(`  mixed reads: ${fmt(reads.rps)} req/s, p50 ${ms(reads.p50ms)} ms, p99 ${ms(reads.p99ms)} ms; ${note}`)
  await runPacedMixed(service, catalogue, keysFile, idsFile, rows)
  // Before the burst, so that its picture time counts its own pictures only.
  const drained = await picturesDone(dbPath, MIXED_PICTURE_WAIT_S)
  log(
    `  the mixed load's pictures all drawn ${drained === null ? `NOT within ${MIXED_PICTURE_WAIT_S} s (the burst's picture time includes the rest)` : `${drained.toFixed(1)} s after it`}`,
  )
}

type PacedResult = {
  sent: number
  sentSeconds: number
  statuses: Record<string, number>
  p50ms: number
  p99ms: number
  maxMs: number
}

/**
 * The same reads and writes as the mixed figure, the reads now at a fixed MIXED_PACED_READS_PER_S
 * (bench/paced.ts: each timed from when it was due), as a site meets its readers: the issue's p99
 * under 25 ms is asked at this rate, not at the most the server can take.
 */
async function runPacedMixed(service: Child, catalogue: Catalogue, keysFile: string, idsFile: string, rows: Row[]) {
  log(`  mixed again, reads at a fixed ${fmt(MIXED_PACED_READS_PER_S)} req/s`)
  // The first mixed run wrote these: no (agent, recipe) review pair is posted twice.
  const writer = mixedWrites(service, keysFile, idsFile, Math.max(MIXED_REVIEWS_PER_S, MIXED_RECIPES_PER_S) * SECONDS)
  const reads = await clientResult<PacedResult>([
    new URL('./paced.ts', import.meta.url).pathname,
    service.url,
    MIXED_READS,
    idsFile,
    String(Math.ceil(catalogue.total / PER_PAGE)),
    String(MIXED_PACED_READS_PER_S),
    String(SECONDS),
  ])
  const writes = await writer
  const ok = reads.statuses['200'] ?? 0
  const note = `${fmt(reads.sent)} reads due over ${SECONDS} s, sent in ${reads.sentSeconds.toFixed(1)} s (${Object.entries(
    reads.statuses,
  )
    .map(([status, n]) => `${status}: ${fmt(n)}`)
    .join(
      ', ',
    )}), slowest ${ms(reads.maxMs)} ms; reviews p99 ${ms(writes.reviews.p99ms)} ms, creations p99 ${ms(writes.recipes.p99ms)} ms`
  rows.push({
    name: `Random reads under the same writes, at a fixed ${fmt(MIXED_PACED_READS_PER_S)} req/s (timed from when each was due)`,
    covers: 'mixed',
    target: 'p99 < 25 ms, every read 200',
    met: reads.p99ms < 25 && ok === reads.sent,
    value: `p50 ${ms(reads.p50ms)} / p99 ${ms(reads.p99ms)} ms`,
    note,
  })
  budget(
    `Random reads under writes, ${fmt(MIXED_PACED_READS_PER_S)} req/s offered`,
    'mixed',
    reads.p50ms,
    reads.p99ms,
    25,
  )
  log(`    paced reads: p50 ${ms(reads.p50ms)} ms, p99 ${ms(reads.p99ms)} ms; ${note}`)
}

type BurstResult = {
  acknowledged: number
  statuses: Record<string, number>
  burstSeconds: number
  createP50ms: number
  createP99ms: number
  listReads: number
  listErrors: number
  listP50ms: number
  listP99ms: number
  listMaxMs: number
  pictureSeconds: number | null
  picturesLeft: number
}

async function runBurst(service: Child, dbPath: string, keysFile: string, rows: Row[]) {
  log(
    `burst: ${fmt(BURST)} recipes created through the API by ${BURST_AGENTS} agents at once (offline pictures), one reader polling list page 1`,
  )
  const result = await clientResult<BurstResult>([
    new URL('./burst.ts', import.meta.url).pathname,
    service.url,
    keysFile,
    String(BURST),
    String(BURST_AGENTS),
    dbPath,
    String(PICTURE_TIMEOUT_S),
  ])
  const rate = result.acknowledged / result.burstSeconds
  const statuses = Object.entries(result.statuses)
    .map(([s, n]) => `${s}: ${fmt(n)}`)
    .join(', ')
  rows.push({
    name: `Burst: ${fmt(BURST)} creations from ${BURST_AGENTS} agents, acknowledged per second`,
    covers: 'burst',
    target: '≥ 300/s',
    met: rate >= 300 && result.acknowledged === BURST,
    value: `${fmt(rate)}/s`,
    note: `${fmt(result.acknowledged)} acknowledged in ${result.burstSeconds.toFixed(1)} s (${statuses}); creation p50 ${ms(result.createP50ms)} ms, p99 ${ms(result.createP99ms)} ms`,
  })
  budget(`Recipe created, ${BURST_AGENTS} agents at once (burst)`, 'burst', result.createP50ms, result.createP99ms, 100)
  budget('List page 1 during the burst', 'burst', result.listP50ms, result.listP99ms, 25)
  rows.push({
    name: 'Burst: list page 1 read back to back during it',
    covers: 'burst',
    target: 'p99 < 25 ms',
    met: result.listP99ms < 25 && result.listErrors === 0,
    value: `p50 ${ms(result.listP50ms)} / p99 ${ms(result.listP99ms)} ms`,
    note: `${fmt(result.listReads)} reads, ${result.listErrors} not 200, slowest ${ms(result.listMaxMs)} ms`,
  })
  rows.push({
    name: 'Burst: every picture drawn, after the last creation was acknowledged',
    covers: 'burst',
    target: '≤ 120 s',
    met: result.pictureSeconds !== null && result.pictureSeconds <= 120,
    value:
      result.pictureSeconds === null
        ? `${fmt(result.picturesLeft)} left after ${PICTURE_TIMEOUT_S} s`
        : `${result.pictureSeconds.toFixed(1)} s`,
  })
  log(
    `  burst: ${fmt(rate)} acknowledged/s, list p99 ${ms(result.listP99ms)} ms, pictures ${result.pictureSeconds === null ? 'not done' : `${result.pictureSeconds.toFixed(1)} s after`}`,
  )
}

/** STEADY_CREATIONS recipes at a steady STEADY_CREATIONS_PER_S while one reader reads list page 1 back to back. */
async function runSteady(service: Child, dbPath: string, keysFile: string, rows: Row[]) {
  log(
    `steady: ${fmt(STEADY_CREATIONS)} creations at ${STEADY_CREATIONS_PER_S}/s (offline pictures), one reader polling list page 1`,
  )
  const result = await clientResult<BurstResult>([
    new URL('./burst.ts', import.meta.url).pathname,
    service.url,
    keysFile,
    String(STEADY_CREATIONS),
    String(BURST_AGENTS),
    dbPath,
    String(STEADY_PICTURE_WAIT_S),
    String(STEADY_CREATIONS_PER_S),
  ])
  const rate = result.acknowledged / result.burstSeconds
  rows.push({
    name: `Steady: list page 1 read back to back while ${fmt(STEADY_CREATIONS)} recipes arrive at ${STEADY_CREATIONS_PER_S}/s`,
    covers: 'steady',
    target: 'p99 < 25 ms, every creation acknowledged',
    met: result.listP99ms < 25 && result.listErrors === 0 && result.acknowledged === STEADY_CREATIONS,
    value: `p50 ${ms(result.listP50ms)} / p99 ${ms(result.listP99ms)} ms`,
    note: `${fmt(result.listReads)} list reads (${result.listErrors} not 200, slowest ${ms(result.listMaxMs)} ms); ${fmt(result.acknowledged)} creations acknowledged in ${result.burstSeconds.toFixed(1)} s (${fmt(rate)}/s), creation p50 ${ms(result.createP50ms)} ms, p99 ${ms(result.createP99ms)} ms; pictures ${result.pictureSeconds === null ? `${fmt(result.picturesLeft)} left after ${STEADY_PICTURE_WAIT_S} s` : `all drawn ${result.pictureSeconds.toFixed(1)} s after the last creation`}`,
  })
  budget(
    `List page 1 while recipes arrive at ${STEADY_CREATIONS_PER_S}/s`,
    'steady',
    result.listP50ms,
    result.listP99ms,
    25,
  )
  budget(`Recipe created at ${STEADY_CREATIONS_PER_S}/s`, 'steady', result.createP50ms, result.createP99ms, 50)
  log(`  steady: list p50 ${ms(result.listP50ms)} ms, p99 ${ms(result.listP99ms)} ms; ${rows.at(-1)!.note}`)
}

type StreamsResult = {
  discussions: number
  failures: number
  firstEventP50ms: number
  firstEventP99ms: number
  followed: number
  followP50ms: number
  followP99ms: number
}

/** Discussion streams on a fresh service process whose offline models take STREAM_PACE_MS between chunks. */
async function runStreams(dbPath: string, keysFile: string, rows: Row[]) {
  const service = await run(
    startService({ dbPath, port: PORT, core: SERVER_CORE, env: { OFFLINE_PACE_MS: STREAM_PACE_MS } }),
  )
  try {
    const result = await clientResult<StreamsResult>([
      new URL('./streams.ts', import.meta.url).pathname,
      service.url,
      keysFile,
      String(STREAM_DISCUSSIONS),
    ])
    rows.push({
      name: `Discussion streams: ${result.discussions} started one after another, each followed by a second client`,
      covers: 'streams',
      target: 'start to first event p99 < 250 ms, follow p99 < 25 ms',
      met: result.failures === 0 && result.firstEventP99ms < 250 && result.followP99ms < 25,
      value: `first event p99 ${ms(result.firstEventP99ms)} ms, follow p99 ${ms(result.followP99ms)} ms`,
      note: `${result.failures} failed; ${fmt(result.followed)} events followed live (offline pace ${STREAM_PACE_MS} ms)`,
    })
    budget('Discussion start (POST) to its first event', 'streams', result.firstEventP50ms, result.firstEventP99ms, 250)
    budget(
      'SSE follow: an event at the starter to the same event at a follower',
      'streams',
      result.followP50ms,
      result.followP99ms,
      25,
    )
    log(`  streams: ${rows.at(-1)!.value}; ${rows.at(-1)!.note}`)
  } finally {
    await stop(service)
  }
}

/** Review writes, then a SIGKILL, then every acknowledged review looked up in the file. */
async function runWrites(service: Child, dbPath: string, idsFile: string, keysFile: string, rows: Row[]) {
  const ackFile = `${DATA}acks.txt`
  const load = await wrk(service.url, {
    script: 'reviews',
    args: [idsFile, keysFile, ackFile, '1'],
    connections: CONNECTIONS,
    seconds: SECONDS,
    core: LOAD_CORE,
  })
  // A crash right after the last answer: only what reached the file counts.
  await stop(service, 'SIGKILL')
  const acked = (await Bun.file(ackFile).text()).split('\n').filter(Boolean)
  const db = new Database(dbPath)
  db.run('CREATE TEMP TABLE acked (id TEXT PRIMARY KEY)')
  const insert = db.prepare('INSERT INTO acked VALUES (?)')
  db.transaction(() => {
    for (const id of acked) insert.run(id)
  })()
  const found = db
    .query<{ n: number }, []>('SELECT count(*) AS n FROM reviews WHERE id IN (SELECT id FROM acked)')
    .get()!.n
  const drift = db
    .query<{ n: number }, []>(
      `SELECT count(*) AS n FROM recipes r
        WHERE rating_count != (SELECT count(*) FROM reviews WHERE recipe_id = r.id)
           OR rating_sum != (SELECT coalesce(sum(rating), 0) FROM reviews WHERE recipe_id = r.id)`,
    )
    .get()!.n
  db.close()
  const rowsPerSecond = acked.length / (load.result.duration_us / 1e6)
  const statuses = Object.entries(load.result.statuses ?? {})
    .map(([status, count]) => `${status}: ${fmt(count)}`)
    .join(', ')
  const note = `${fmt(acked.length)} acknowledged (${statuses}); after SIGKILL ${fmt(found)} of them on disk; ${drift} recipes with a drifted aggregate`
  rows.push({
    name: 'Review writes, as fast as they are answered (rows/s)',
    covers: 'writes',
    load: { ...load, rps: rowsPerSecond },
    target: '≥ 3,000 rows/s, all on disk, aggregates exact (issue 6)',
    met: rowsPerSecond >= 3000 && found === acked.length && drift === 0,
    note,
  })
  budget('Review posted, as fast as answered', 'writes', load.p50ms, load.p99ms, 50)
  log(`  review writes: ${fmt(rowsPerSecond)} rows/s, p50 ${ms(load.p50ms)} ms, p99 ${ms(load.p99ms)} ms; ${note}`)
}

/** Time per offline picture on one core, the new drawing against the one it replaced, in the same run (issue 26). */
async function runPictures(rows: Row[]) {
  const result = await clientResult<PictureTimes>([
    new URL('./pictures.ts', import.meta.url).pathname,
    QUICK ? '60' : '160',
  ])
  const ratio = result.newMs.mean / result.oldMs.mean
  rows.push({
    name: `Offline picture drawn and encoded, ${result.size} (ms per picture, one core)`,
    covers: 'pictures',
    target: 'mean ≤ the old 512×512 drawing in the same run (issue 26)',
    met: ratio <= 1,
    value: `${result.newMs.mean.toFixed(1)} (old ${result.oldMs.mean.toFixed(1)}, ${ratio.toFixed(2)}×)`,
    note: `${result.pictures} catalogue dishes drawn both ways, alternately; new p50 ${result.newMs.p50.toFixed(1)} ms, p99 ${result.newMs.p99.toFixed(1)} ms; old p50 ${result.oldMs.p50.toFixed(1)} ms, p99 ${result.oldMs.p99.toFixed(1)} ms`,
  })
  const encodeRatio = result.encodeMs.mean / result.legacyEncodeMs.mean
  const bytesRatio = result.bytes / result.legacyBytes
  rows.push({
    name: `PNG encoding of the same pixels, ${result.size} (ms and KiB per picture, one core)`,
    covers: 'pictures',
    target: 'time and bytes ≤ the encoding before issue 35 in the same run',
    met: encodeRatio <= 1 && bytesRatio <= 1,
    value: `${result.encodeMs.mean.toFixed(1)} ms (${encodeRatio.toFixed(2)}×), ${(result.bytes / 1024).toFixed(1)} KiB (${bytesRatio.toFixed(2)}×)`,
    note: `Sub filter and deflate level 3 against unfiltered rows at level 6 (${result.legacyEncodeMs.mean.toFixed(1)} ms, ${(result.legacyBytes / 1024).toFixed(1)} KiB); painting the pixels ${result.paintMs.mean.toFixed(1)} ms of the ${result.newMs.mean.toFixed(1)}`,
  })
  const renditions = Object.entries(result.renditions)
  const webp = renditions.filter(([name]) => name.endsWith('.webp'))
  rows.push({
    name: 'Renditions the pages serve, WebP (KiB per picture, and CPU ms once per process)',
    covers: 'pictures',
    target: 'each ≤ ¼ of the stored PNG every page was served before (issue 36)',
    met: webp.every(([, { bytes }]) => bytes <= result.bytes / 4),
    value: webp
      .map(([name, { bytes }]) => `${name} ${(bytes / 1024).toFixed(1)} (${(bytes / result.bytes).toFixed(2)}×)`)
      .join(', '),
    note: renditions.map(([name, { cpuMs }]) => `${name} ${cpuMs.toFixed(1)} ms`).join(', '),
  })
  log(
    `  pictures: ${result.newMs.mean.toFixed(1)} ms each at ${result.size}, the old drawing ${result.oldMs.mean.toFixed(1)} ms at 512×512 (${ratio.toFixed(2)}×); encoding ${encodeRatio.toFixed(2)}× the time and ${bytesRatio.toFixed(2)}× the bytes of before issue 35`,
  )
}

async function runDiscussions(dbPath: string, keysFile: string, rows: Row[]) {
  const service = await run(startService({ dbPath, port: PORT, core: SERVER_CORE }))
  const pid = service.process.pid
  const before = memoryOf(pid).rssMb
  let sampledPeak = before
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, memoryOf(pid).rssMb)
  }, 25)
  const result = await clientResult<{ streams: number; completed: number; events: number; seconds: number }>([
    new URL('./discussions.ts', import.meta.url).pathname,
    service.url,
    keysFile,
    String(DISCUSSIONS),
  ])
  clearInterval(sampler)
  const peak = Math.max(sampledPeak, memoryOf(pid).peakMb)
  await stop(service)
  const note = `${result.completed}/${result.streams} streams ended in \`done\` (${fmt(result.events)} events, ${result.seconds.toFixed(1)} s); RSS ${Math.round(before)} MB before, peak ${Math.round(peak)} MB`
  rows.push({
    name: `${fmt(DISCUSSIONS)} concurrent discussion streams`,
    covers: 'streams',
    target: 'all complete, peak RSS < 300 MB (issue 6)',
    met: result.completed === result.streams && peak < 300,
    value: `${Math.round(peak)} MB peak`,
    note,
  })
  log(`  discussions: ${note}`)
}

type Size = {
  size: number
  detailP50: number
  listP50: number
  detailRps: number
  rssMb: number
  bytesBefore: number
  bytesAfter: number
  hashSame?: boolean
}

/** Each seed served in turn by a fresh process: cold reads only, the file's bytes before and after. */
async function runFlatness(sizes: Size[]) {
  for (const size of SIZES) {
    const dbPath = await seededFile(DATA, size, log)
    const catalogue = readCatalogue(dbPath)
    const service = await run(startService({ dbPath, port: PORT, core: SERVER_CORE }))
    // Hashing 1M recipes' file (~9 GB) would take longer than the reads: sizes are compared there.
    const hash = size <= 100_000
    const before = fileState(dbPath, hash)
    const seconds = Math.max(3, SECONDS / 2)
    const detail = await cold(
      service,
      writeLines(
        `${DATA}flat-detail.txt`,
        catalogue.ids.map((id) => `/api/recipes/${id}`),
      ),
      seconds,
    )
    const lists = await cold(service, writeLines(`${DATA}flat-lists.txt`, listPaths(catalogue)), seconds)
    const after = fileState(dbPath, hash)
    const rssMb = memoryOf(service.process.pid).rssMb
    await stop(service)
    sizes.push({
      size,
      detailP50: detail.p50ms,
      listP50: lists.p50ms,
      detailRps: detail.rps,
      rssMb,
      bytesBefore: before.bytes,
      bytesAfter: after.bytes,
      hashSame: hash ? before.hash === after.hash : undefined,
    })
    log(
      `  ${fmt(size)} recipes, cold: detail p50 ${ms(detail.p50ms)} ms (${fmt(detail.rps)} req/s), list pages p50 ${ms(lists.p50ms)} ms; RSS ${Math.round(rssMb)} MB; ${fmt(before.bytes / size)} → ${fmt(after.bytes / size)} bytes/recipe`,
    )
  }
}

function table(header: string[], ceiling: Load, rows: Row[], flat: Size[]): string {
  const out = [
    ...header,
    '',
    '| Figure | covers | req/s or value | p50 ms | p99 ms | ratio to ceiling | target | met |',
    '|---|---|---:|---:|---:|---:|---|---|',
  ]
  out.push(
    `| Ceiling: bare \`Bun.serve\`, fixed JSON of a list page's size | – | ${fmt(ceiling.rps)} | ${ms(ceiling.p50ms)} | ${ms(ceiling.p99ms)} | 1.000 | | |`,
  )
  for (const row of rows) {
    const load = row.load
    out.push(
      `| ${row.name} | ${row.covers} | ${load ? fmt(load.rps) : (row.value ?? '–')} | ${load ? ms(load.p50ms) : '–'} | ${load ? ms(load.p99ms) : '–'} | ${row.ratio?.toFixed(3) ?? '–'} | ${row.target} | ${row.met === undefined ? '–' : row.met ? 'yes' : '**no**'} |`,
    )
  }
  const notes = rows.filter((row) => row.note).map((row) => `- ${row.name}: ${row.note}`)
  if (notes.length) out.push('', ...notes)
  if (budgets.length) {
    out.push(
      '',
      '| Path (latency as its client sees it) | covers | p50 ms | p99 ms | p99 budget ms | within |',
      '|---|---|---:|---:|---:|---|',
    )
    for (const b of budgets)
      out.push(
        `| ${b.path} | ${b.covers} | ${ms(b.p50ms)} | ${ms(b.p99ms)} | ${b.budgetMs} | ${b.p99ms < b.budgetMs ? 'yes' : '**no**'} |`,
      )
  }
  if (flat.length) {
    out.push(
      '',
      '| Cold, by catalogue size | detail p50 ms | detail req/s | list pages p50 ms | RSS MB after | bytes/recipe before reads | after | file unchanged |',
      '|---|---:|---:|---:|---:|---:|---:|---|',
    )
    for (const f of flat)
      out.push(
        `| ${fmt(f.size)} recipes | ${ms(f.detailP50)} | ${fmt(f.detailRps)} | ${ms(f.listP50)} | ${Math.round(f.rssMb)} | ${fmt(f.bytesBefore / f.size)} | ${fmt(f.bytesAfter / f.size)} | ${f.bytesBefore === f.bytesAfter && f.hashSame !== false ? (f.hashSame ? 'yes (bytes and hash)' : 'yes (bytes)') : '**no**'} |`,
      )
    const [first, last] = [flat[0]!, flat.at(-1)!]
    if (flat.length > 1) {
      const growth = (a: number, b: number) =>
        `${(b / a).toFixed(2)}× ${b / a <= 1.5 ? '(≤ 1.5×: met)' : '(**over 1.5×**)'}`
      out.push(
        '',
        `Cold p50 at ${fmt(last.size)} over ${fmt(first.size)} recipes (target ≤ 1.5×): detail ${growth(first.detailP50, last.detailP50)}, list pages ${growth(first.listP50, last.listP50)}.`,
      )
    }
  }
  return out.join('\n')
}

async function main() {
  mkdirSync(DATA, { recursive: true })
  await ensureWrk(log)
  if (!twoCores) log('warning: fewer than 2 cores, so the server and the load generator share them')
  const started = new Date()
  const loadAtStart = loadavg()[0]!
  if (loadAtStart > 0.5)
    log(
      `warning: load average ${loadAtStart.toFixed(2)} before the run: other processes compete for the cores, figures will be low and noisy`,
    )
  const commit = (await $`git rev-parse --short HEAD`.quiet().nothrow()).text().trim()
  const dirty = (await $`git status --porcelain -- src bench`.quiet().nothrow()).text().trim()
    ? ' + uncommitted changes'
    : ''

  const keysFile = writeLines(
    `${DATA}keys.txt`,
    Array.from({ length: BENCH_AGENTS }, (_, i) => benchKey(i)),
  )
  const seedPath = await seededFile(DATA, RECIPES, log)
  // The run writes (mixed, burst, reviews): it gets a copy, the seed stays clean for the next run.
  const dbPath = `${DATA}run-${RECIPES}.db`
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true })
  copyFileSync(seedPath, dbPath)
  const catalogue = readCatalogue(dbPath)

  // The ceiling answers the service's own page 1, asked of a service then stopped: measured beside a
  // running service, it shared the core with that service's start-up work (the engine worker's load of
  // the food knowledge), which lowered it and so raised every ratio.
  const asked = await run(startService({ dbPath, port: PORT, core: SERVER_CORE }))
  const pageBody = await (await fetch(`${asked.url}/api/recipes`)).text()
  await stop(asked)
  const bodyFile = `${DATA}list-page.json`
  writeFileSync(bodyFile, pageBody)
  log(`ceiling: bare Bun.serve answering the ${fmt(Buffer.byteLength(pageBody))}-byte list page`)
  const ceilingServer = await run(startCeiling({ port: CEILING_PORT, bodyFile, core: SERVER_CORE }))
  const ceiling = await warm(ceilingServer.url, 'fixed')
  await stop(ceilingServer)
  log(`  ceiling: ${fmt(ceiling.rps)} req/s, p50 ${ms(ceiling.p50ms)} ms, p99 ${ms(ceiling.p99ms)} ms`)
  const service = await run(startService({ dbPath, port: PORT, core: SERVER_CORE }))

  const rows: Row[] = []
  const before = fileState(dbPath, true)
  await runReads(service, catalogue, ceiling.rps, rows)
  if (wanted('compression')) {
    log('compression: the cost of compressing each kind of answer once')
    await runCompression(service, catalogue, rows)
  }
  const after = fileState(dbPath, true)
  const memory = memoryOf(service.process.pid)
  const unchanged = before.bytes === after.bytes && before.hash === after.hash
  rows.push({
    name: 'Database bytes per recipe, before and after the read figures',
    covers: 'cold + warm',
    target: 'reads change no byte',
    met: unchanged,
    value: `${fmt(before.bytes / catalogue.total)} → ${fmt(after.bytes / catalogue.total)}`,
    note: `${fmt(before.bytes)} → ${fmt(after.bytes)} bytes (main file and WAL), content hash ${unchanged ? 'the same' : 'CHANGED'}; service RSS after the reads ${Math.round(memory.rssMb)} MB (peak ${Math.round(memory.peakMb)} MB)`,
  })
  /** A part that fails is a row of the table saying so; the figures already measured are still printed. */
  const part = async (name: string, body: () => Promise<void>) => {
    try {
      await body()
    } catch (error) {
      log(`  ${name} failed: ${error instanceof Error ? error.message : String(error)}`)
      rows.push({
        name: `${name}: not measured`,
        covers: name,
        target: '–',
        met: false,
        note: `failed: ${error instanceof Error ? error.message : String(error)}`,
      })
    }
  }
  if (wanted('search')) await part('search', () => runSearch(service, dbPath, catalogue, ceiling.rps, rows))
  if (wanted('mixed')) await part('mixed', () => runMixed(service, dbPath, catalogue, keysFile, ceiling.rps, rows))
  if (wanted('burst')) await part('burst', () => runBurst(service, dbPath, keysFile, rows))
  if (wanted('steady')) await part('steady', () => runSteady(service, dbPath, keysFile, rows))
  if (wanted('writes')) {
    log('review writes, then SIGKILL')
    await part('writes', () =>
      runWrites(service, dbPath, writeLines(`${DATA}writes-ids.txt`, catalogue.ids), keysFile, rows),
    )
  }
  await stop(service)
  if (wanted('pictures')) {
    log('offline pictures, the new drawing against the old one')
    await part('pictures', () => runPictures(rows))
  }
  if (wanted('streams')) {
    log(`discussion streams on a fresh server process, ${STREAM_DISCUSSIONS} one after another`)
    await part('streams', () => runStreams(dbPath, keysFile, rows))
  }
  if (wanted('discussions')) {
    log(`${DISCUSSIONS} concurrent discussions on a fresh server process`)
    await part('discussions', () => runDiscussions(dbPath, keysFile, rows))
  }
  const flat: Size[] = []
  if (wanted('flatness') && SIZES.length) {
    log('cold reads by catalogue size')
    await part('flatness', () => runFlatness(flat))
  }

  const header = [
    `Run ${started.toISOString()} at ${commit}${dirty}: ${fmt(catalogue.total)} recipes, wrk -t1 -c${CONNECTIONS}, ${SECONDS} s per figure (warm figures after a ${WARMUP_SECONDS} s warm-up; cold ones end early once every answer was read),`,
    `server on core ${SERVER_CORE ?? 'any'} and load on core ${LOAD_CORE ?? 'any'} of ${availableParallelism()} (${cpus()[0]?.model.trim()}), Bun ${Bun.version}, load average ${loadAtStart.toFixed(2)} at start and ${loadavg()[0]!.toFixed(2)} at the end.`,
  ]
  const report = table(header, ceiling, rows, flat)
  writeFileSync(`${DATA}latest.md`, `${report}\n`)
  console.log(`\n${report}\n\n(also in bench/.data/latest.md)`)
}

await main()
process.exit(0)
