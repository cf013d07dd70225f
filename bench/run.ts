/**
 * `npm run bench`: seeds a database, starts the service on it and drives it with wrk over
 * loopback, server and load generator each on its own core, next to a bare `Bun.serve` ceiling
 * measured in the same run. Prints every figure of issue 6 as a table (also written to
 * bench/.data/latest.md). Options: --recipes N (100000) --sizes 10000,100000,1000000 (the
 * flatness table; "" skips it) --seconds 10 --connections 64 --discussions 1000
 * --only name,name (scenarios to run; see SCENARIOS).
 */
import { Database } from 'bun:sqlite'
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { $ } from 'bun'
import { ensureWrk, type Load, pinned, wrk } from './load'
import { BENCH_AGENTS, benchKey, PER_PAGE, seededFile } from './seed'
import { type Child, memoryOf, startCeiling, startService } from './service'

const { values: options } = parseArgs({
  options: {
    recipes: { type: 'string', default: '100000' },
    sizes: { type: 'string', default: '10000,100000,1000000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
    discussions: { type: 'string', default: '1000' },
    only: { type: 'string' },
  },
})
const RECIPES = Number(options.recipes)
const SECONDS = Number(options.seconds)
const CONNECTIONS = Number(options.connections)
const DISCUSSIONS = Math.min(Number(options.discussions), BENCH_AGENTS)
const SIZES = options.sizes ? options.sizes.split(',').map(Number) : []
const ONLY = options.only?.split(',')
const WARMUP_SECONDS = 2
const DATA = new URL('./.data/', import.meta.url).pathname
const PORT = 38471
const CEILING_PORT = 38472

// The server gets core 0 and everything that makes load gets core 1, when there are two.
const twoCores = availableParallelism() >= 2
const SERVER_CORE = twoCores ? 0 : undefined
const LOAD_CORE = twoCores ? 1 : undefined

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

/**
 * Up to 100,000 distinct published recipe ids in random order (a partial shuffle of the positions),
 * read from the file before the service opens it. Distinct, so the review writes never post the
 * same (agent, recipe) pair twice.
 */
function sampleIds(dbPath: string, file: string): { total: number; categoryTotal: number } {
  const db = new Database(dbPath, { readonly: true })
  const total = db.query<{ n: number | null }, []>('SELECT max(list_position) AS n FROM recipes').get()!.n ?? 0
  const categoryTotal = db.query<{ n: number | null }, []>("SELECT max(category_position) AS n FROM recipes WHERE category = 'dessert'").get()!.n ?? 0
  const byPosition = db.query<{ id: string }, [number]>('SELECT id FROM recipes WHERE list_position = ?')
  const positions = Int32Array.from({ length: total }, (_, i) => i + 1)
  const ids = Array.from({ length: Math.min(total, 100_000) }, (_, i) => {
    const j = i + Math.floor(Math.random() * (total - i))
    ;[positions[i], positions[j]] = [positions[j]!, positions[i]!]
    return byPosition.get(positions[i]!)!.id
  })
  db.close()
  writeFileSync(file, `${ids.join('\n')}\n`)
  return { total, categoryTotal }
}

type Row = { name: string; load?: Load; ratio?: number; target: string; met?: boolean; note?: string; value?: string }

const ms = (value: number) => value.toFixed(2)
const fmt = (value: number) => Math.round(value).toLocaleString('en')

/** wrk against the service after a short unrecorded warm-up (JIT, SQLite page cache). */
async function measure(url: string, script: 'fixed' | 'random', args: string[] = [], seconds = SECONDS): Promise<Load> {
  await wrk(url, { script, args, connections: CONNECTIONS, seconds: WARMUP_SECONDS, core: LOAD_CORE })
  return wrk(url, { script, args, connections: CONNECTIONS, seconds, core: LOAD_CORE })
}

/** A fixed path runs on wrk's static path; {id} and {page} need a Lua request per call. */
function measureScenario(service: Child, scenario: Scenario, idsFile: string, seconds = SECONDS): Promise<Load> {
  if (!scenario.ids && !scenario.maxPage) return measure(service.url + scenario.path, 'fixed', [], seconds)
  return measure(service.url, 'random', [scenario.path, scenario.ids ? idsFile : '-', String(scenario.maxPage ?? 1)], seconds)
}

type Scenario = { name: string; label: string; path: string; ids?: boolean; maxPage?: number; min: number; kind: 'json' | 'html' }

function readScenarios(total: number, categoryTotal: number): Scenario[] {
  const pages = Math.max(1, Math.ceil(total / PER_PAGE))
  // The deepest full page of one category: the same page size as every other figure.
  const categoryDeep = Math.max(1, Math.floor(categoryTotal / PER_PAGE))
  const deep = Math.min(2000, pages)
  return [
    { name: 'list-1', label: 'List page 1 (JSON)', path: '/api/recipes', min: 0.25, kind: 'json' },
    { name: 'list-deep', label: `List page ${fmt(deep)} (JSON)`, path: `/api/recipes?page=${deep}`, min: 0.25, kind: 'json' },
    { name: 'category-deep', label: `Category dessert, page ${fmt(categoryDeep)} (JSON)`, path: `/api/recipes?category=dessert&page=${categoryDeep}`, min: 0.25, kind: 'json' },
    { name: 'list-random', label: `Random list pages 1–${fmt(pages)} (JSON)`, path: '/api/recipes?page={page}', maxPage: pages, min: 0.25, kind: 'json' },
    { name: 'detail', label: 'Recipe detail + reviews, random ids (JSON)', path: '/api/recipes/{id}', ids: true, min: 0.35, kind: 'json' },
    { name: 'html-list', label: 'HTML list page `/`', path: '/', min: 0.15, kind: 'html' },
    { name: 'html-detail', label: 'HTML recipe page `/recipes/:id`, random ids', path: '/recipes/{id}', ids: true, min: 0.15, kind: 'html' },
  ]
}

const wanted = (name: string) => !ONLY || ONLY.includes(name)

async function runReads(service: Child, scenarios: Scenario[], idsFile: string, ceilingRps: number, rows: Row[]) {
  for (const scenario of scenarios) {
    if (!wanted(scenario.name)) continue
    const probePath = scenario.path.replace('{page}', '1').replace('{id}', (await Bun.file(idsFile).text()).split('\n')[0]!)
    const probe = await fetch(service.url + probePath)
    if (probe.status === 404 && scenario.kind === 'html') {
      rows.push({ name: scenario.label, target: `≥ ${scenario.min}`, note: 'not measured: the page does not exist yet (404)' })
      continue
    }
    if (!probe.ok) throw new Error(`${scenario.label}: ${probePath} answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`)
    const load = await measureScenario(service, scenario, idsFile)
    const ratio = load.rps / ceilingRps
    rows.push({ name: scenario.label, load, ratio, target: `≥ ${scenario.min}, p99 < 10 ms`, met: ratio >= scenario.min && load.p99ms < 10 && load.errors === 0 })
    log(`  ${scenario.label}: ${fmt(load.rps)} req/s, p50 ${ms(load.p50ms)} ms, p99 ${ms(load.p99ms)} ms, ratio ${ratio.toFixed(3)}${load.errors ? `, ${load.errors} errors` : ''}`)
  }
}

/** Review writes, then a SIGKILL, then every acknowledged review looked up in the file. */
async function runWrites(service: Child, dbPath: string, idsFile: string, keysFile: string, rows: Row[]) {
  const ackFile = `${DATA}acks.txt`
  const load = await wrk(service.url, { script: 'reviews', args: [idsFile, keysFile, ackFile, '1'], connections: CONNECTIONS, seconds: SECONDS, core: LOAD_CORE })
  // A crash right after the last answer: only what reached the file counts.
  await stop(service, 'SIGKILL')
  const acked = (await Bun.file(ackFile).text()).split('\n').filter(Boolean)
  const db = new Database(dbPath)
  db.run('CREATE TEMP TABLE acked (id TEXT PRIMARY KEY)')
  const insert = db.prepare('INSERT INTO acked VALUES (?)')
  db.transaction(() => acked.forEach((id) => insert.run(id)))()
  const found = db.query<{ n: number }, []>('SELECT count(*) AS n FROM reviews WHERE id IN (SELECT id FROM acked)').get()!.n
  const stored = db.query<{ n: number }, []>("SELECT count(*) AS n FROM reviews WHERE author_id IN (SELECT id FROM agents WHERE name LIKE 'Bench agent %')").get()!.n
  const drift = db
    .query<{ n: number }, []>(
      `SELECT count(*) AS n FROM recipes r
        WHERE rating_count != (SELECT count(*) FROM reviews WHERE recipe_id = r.id)
           OR rating_sum != (SELECT coalesce(sum(rating), 0) FROM reviews WHERE recipe_id = r.id)`,
    )
    .get()!.n
  db.close()
  const seconds = load.result.duration_us / 1e6
  const rowsPerSecond = acked.length / seconds
  const statuses = Object.entries(load.result.statuses ?? {}).map(([status, count]) => `${status}: ${fmt(count)}`).join(', ')
  const verified = found === acked.length && drift === 0
  const note = `${fmt(acked.length)} acknowledged (${statuses}); after SIGKILL ${fmt(found)} of them on disk, ${fmt(stored - found)} unanswered in flight; ${drift} recipes with a drifted aggregate`
  rows.push({ name: 'Review writes (rows/s)', load: { ...load, rps: rowsPerSecond }, target: '≥ 3,000 rows/s, all on disk, aggregates exact', met: rowsPerSecond >= 3000 && verified, note })
  log(`  review writes: ${fmt(rowsPerSecond)} rows/s, p50 ${ms(load.p50ms)} ms, p99 ${ms(load.p99ms)} ms; ${note}`)
}

async function runDiscussions(dbPath: string, keysFile: string, rows: Row[]) {
  const service = await run(startService({ dbPath, port: PORT, core: SERVER_CORE }))
  const pid = service.process.pid
  const before = memoryOf(pid).rssMb
  let sampledPeak = before
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, memoryOf(pid).rssMb)
  }, 25)
  const client = Bun.spawn(pinned(LOAD_CORE, [process.execPath, new URL('./discussions.ts', import.meta.url).pathname, service.url, keysFile, String(DISCUSSIONS)]), {
    stdout: 'pipe',
    stderr: 'inherit',
  })
  const output = await new Response(client.stdout).text()
  await client.exited
  clearInterval(sampler)
  const peak = Math.max(sampledPeak, memoryOf(pid).peakMb)
  await stop(service)
  const line = output.split('\n').find((l) => l.startsWith('BENCH_RESULT '))
  if (!line) throw new Error(`the discussion client failed: ${output}`)
  const result = JSON.parse(line.slice('BENCH_RESULT '.length)) as { streams: number; completed: number; events: number; seconds: number; first_failures: unknown[] }
  const ids = JSON.parse(await Bun.file(`${keysFile}.discussions.json`).text()) as string[]
  const db = new Database(dbPath, { readonly: true })
  const published = db
    .query<{ n: number }, [string]>(
      "SELECT count(*) AS n FROM discussions d JOIN recipes r ON r.id = d.recipe_id WHERE d.id IN (SELECT value FROM json_each(?)) AND d.status = 'completed' AND r.list_position IS NOT NULL",
    )
    .get(JSON.stringify(ids))!.n
  db.close()
  const note = `${result.completed}/${result.streams} streams ended in \`done\` with gapless ids (${fmt(result.events)} events, ${result.seconds.toFixed(1)} s); ${published} recipes published; RSS ${Math.round(before)} MB before, peak ${Math.round(peak)} MB`
  rows.push({
    name: `${fmt(DISCUSSIONS)} concurrent discussion streams`,
    target: 'all complete, peak RSS < 300 MB',
    met: result.completed === result.streams && published === result.streams && peak < 300,
    value: `${Math.round(peak)} MB peak`,
    note,
  })
  log(`  discussions: ${note}`)
  if (result.first_failures.length) log(`  first failures: ${JSON.stringify(result.first_failures)}`)
}

type Flat = { size: number; p50: Record<string, number> }

async function runFlatness(): Promise<Flat[]> {
  const flat: Flat[] = []
  for (const size of SIZES) {
    const dbPath = await seededFile(DATA, size, log)
    const idsFile = `${DATA}ids-${size}.txt`
    const { total, categoryTotal } = sampleIds(dbPath, idsFile)
    const service = await run(startService({ dbPath, port: PORT, core: SERVER_CORE }))
    const scenarios = readScenarios(total, categoryTotal)
    const [first, , category, random, detail] = scenarios
    // The deepest full pages of the whole list and of one category: OFFSET or COUNT would show here first.
    const points: [string, Scenario][] = [
      ['List page 1', first!],
      ['Last full list page', { ...first!, path: `/api/recipes?page=${Math.max(1, Math.floor(total / PER_PAGE))}` }],
      ['Last full category page', category!],
      ['Random list pages', random!],
      ['Recipe detail, random ids', detail!],
    ]
    const p50: Record<string, number> = {}
    for (const [label, point] of points) {
      const load = await measureScenario(service, point, idsFile, Math.max(3, SECONDS / 2))
      p50[label] = load.p50ms
      log(`  ${fmt(size)} recipes, ${label}: p50 ${ms(load.p50ms)} ms, ${fmt(load.rps)} req/s${load.errors ? `, ${load.errors} errors` : ''}`)
    }
    await stop(service)
    flat.push({ size, p50 })
  }
  return flat
}

function table(rows: Row[], ceiling: Load, flat: Flat[], header: string[]): string {
  const out = [...header, '', '| Scenario | req/s | p50 ms | p99 ms | ratio to ceiling | target | met |', '|---|---:|---:|---:|---:|---|---|']
  out.push(`| Ceiling: bare \`Bun.serve\`, fixed JSON of a list page's size | ${fmt(ceiling.rps)} | ${ms(ceiling.p50ms)} | ${ms(ceiling.p99ms)} | 1.000 | | |`)
  for (const row of rows) {
    const load = row.load
    out.push(
      `| ${row.name} | ${load ? fmt(load.rps) : (row.value ?? '–')} | ${load ? ms(load.p50ms) : '–'} | ${load ? ms(load.p99ms) : '–'} | ${row.ratio?.toFixed(3) ?? '–'} | ${row.target} | ${row.met === undefined ? '–' : row.met ? 'yes' : '**no**'} |`,
    )
  }
  const notes = rows.filter((row) => row.note).map((row) => `- ${row.name}: ${row.note}`)
  if (notes.length) out.push('', ...notes)
  if (flat.length) {
    const names = Object.keys(flat[0]!.p50)
    out.push('', `| p50 ms by size | ${flat.map((f) => `${fmt(f.size)} recipes`).join(' | ')} | largest / smallest |`, `|---|${flat.map(() => '---:|').join('')}---:|`)
    for (const name of names) {
      const values = flat.map((f) => f.p50[name]!)
      const growth = values[values.length - 1]! / values[0]!
      out.push(`| ${name} | ${values.map(ms).join(' | ')} | ${growth.toFixed(2)}× ${growth <= 1.5 ? '' : '(**over 1.5×**)'} |`)
    }
  }
  return out.join('\n')
}

async function main() {
  mkdirSync(DATA, { recursive: true })
  await ensureWrk(log)
  if (!twoCores) log('warning: fewer than 2 cores, so the server and the load generator share them')
  const started = new Date()
  const load = loadavg()[0]!
  if (load > 0.5) log(`warning: load average ${load.toFixed(2)} before the run: other processes compete for the cores, figures will be low and noisy`)
  const commit = (await $`git rev-parse --short HEAD`.quiet().nothrow()).text().trim()
  const dirty = (await $`git status --porcelain -- src bench`.quiet().nothrow()).text().trim() ? ' + uncommitted changes' : ''

  const keysFile = `${DATA}keys.txt`
  writeFileSync(keysFile, `${Array.from({ length: BENCH_AGENTS }, (_, i) => benchKey(i)).join('\n')}\n`)
  const seedPath = await seededFile(DATA, RECIPES, log)
  // The run writes (reviews, discussions): it gets a copy, the seed stays clean for the next run.
  const dbPath = `${DATA}run-${RECIPES}.db`
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true })
  copyFileSync(seedPath, dbPath)
  const idsFile = `${DATA}ids-run.txt`
  const { total, categoryTotal } = sampleIds(dbPath, idsFile)

  const service = await run(startService({ dbPath, port: PORT, core: SERVER_CORE }))
  const pageBody = await (await fetch(`${service.url}/api/recipes`)).text()
  const bodyFile = `${DATA}list-page.json`
  writeFileSync(bodyFile, pageBody)
  log(`ceiling: bare Bun.serve answering the ${fmt(Buffer.byteLength(pageBody))}-byte list page`)
  const ceilingServer = await run(startCeiling({ port: CEILING_PORT, bodyFile, core: SERVER_CORE }))
  const ceiling = await measure(ceilingServer.url, 'fixed')
  await stop(ceilingServer)
  log(`  ceiling: ${fmt(ceiling.rps)} req/s, p50 ${ms(ceiling.p50ms)} ms, p99 ${ms(ceiling.p99ms)} ms`)

  const rows: Row[] = []
  log(`reads on ${fmt(total)} recipes, ${CONNECTIONS} connections, ${SECONDS} s each`)
  await runReads(service, readScenarios(total, categoryTotal), idsFile, ceiling.rps, rows)
  if (wanted('writes')) {
    log('review writes')
    await runWrites(service, dbPath, idsFile, keysFile, rows)
  } else await stop(service)
  if (wanted('discussions')) {
    log(`${DISCUSSIONS} concurrent discussions on a fresh server process`)
    await runDiscussions(dbPath, keysFile, rows)
  }
  const flat = wanted('flatness') && SIZES.length ? (log('read latency by size'), await runFlatness()) : []

  const header = [
    `Run ${started.toISOString()} at ${commit}${dirty}: ${fmt(RECIPES)} recipes, wrk -t1 -c${CONNECTIONS} ${SECONDS} s per figure after a ${WARMUP_SECONDS} s warm-up,`,
    `server on core ${SERVER_CORE ?? 'any'} and load on core ${LOAD_CORE ?? 'any'} of ${availableParallelism()} (${cpus()[0]?.model.trim()}), Bun ${Bun.version}, load average ${load.toFixed(2)} at start and ${loadavg()[0]!.toFixed(2)} at the end.`,
  ]
  const report = table(rows, ceiling, flat, header)
  writeFileSync(`${DATA}latest.md`, `${report}\n`)
  console.log(`\n${report}\n\n(also in bench/.data/latest.md)`)
}

await main()
process.exit(0)
