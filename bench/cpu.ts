/**
 * `bun bench/cpu.ts BEFORE_ROOT AFTER_ROOT [figures] [rounds] [seconds]`: the server's CPU per
 * request through HTTP, two trees of the service side by side. On a machine whose cores other work
 * shares, req/s move with the load; the CPU a process spends per answered request much less, and
 * alternating short rounds slows both trees alike. Both services serve their own copy of the 10k
 * seed on core 0 (each its own tree's seed when the two trees' migrations differ: a change of schema
 * is measured on the data each schema makes), wrk loads them from core 1 in turn, and each round reads the server's
 * CPU time (all its threads, from their schedstat files) over the requests wrk counted. The bare ceiling's CPU
 * per request is measured the same way: its µs over a figure's is the ratio that figure reaches on
 * an idle core. Figures: detail, html, lists, page1, mcp (warm reads, every answer read once first),
 * and reviews (review writes as bench/wrk/reviews.lua posts them, each round on pairs of agent and
 * recipe not posted before, so every one is a new review: what a write costs with its commit).
 */
import { Database } from 'bun:sqlite'
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { type WrkOptions, wrk } from './load'
import { benchKey, seededFile, treeSeededFile } from './seed'
import { type Child, startCeiling, startService } from './service'

const [beforeRoot, afterRoot, figuresArg, roundsArg, secondsArg] = process.argv.slice(2)
const FIGURES = (figuresArg ?? 'detail,html,lists,page1,mcp').split(',')
const ROUNDS = Number(roundsArg ?? 4)
const SECONDS = Number(secondsArg ?? 2)
const DATA = new URL('./.data/', import.meta.url).pathname
const hot = `${DATA}hot-json.txt`
const hotHtml = `${DATA}hot-html.txt`
const lines = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean)

/** CPU time of a process and all its threads, in seconds (schedstat: nanoseconds, not 10 ms ticks). */
function cpuSeconds(pid: number): number {
  let ns = 0
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0])
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return ns / 1e9
}

/** Reviews posted so far by the `reviews` figure: where its next round starts numbering. */
let reviewsPosted = 0
const reviewIds = `${DATA}review-ids.txt`
const reviewKeys = `${DATA}review-keys.txt`

type Figure = { path: string; script: WrkOptions['script']; args: string[] | (() => string[]) }
const FIGURE: Record<string, Figure> = {
  detail: { path: '', script: 'random', args: ['/api/recipes/{id}', hot, '1'] },
  html: { path: '', script: 'random', args: ['/recipes/{id}', hotHtml, '1'] },
  lists: { path: '', script: 'random', args: ['/api/recipes?page={page}', '-', '500'] },
  page1: { path: '/api/recipes', script: 'fixed', args: [] },
  mcp: { path: '', script: 'mcp', args: [hot, benchKey(0)] },
  reviews: {
    path: '',
    script: 'reviews',
    args: () => [reviewIds, reviewKeys, `${DATA}review-acks.txt`, '1', String(reviewsPosted)],
  },
}

/** CPU µs per request of one wrk run of `seconds`. */
async function round(child: Child, figure: Figure, seconds: number) {
  const before = cpuSeconds(child.process.pid)
  const load = await wrk(`${child.url}${figure.path}`, {
    script: figure.script,
    args: typeof figure.args === 'function' ? figure.args() : figure.args,
    connections: 64,
    seconds,
    core: 1,
  })
  if (figure.script === 'reviews') reviewsPosted += load.result.requests
  return { us: ((cpuSeconds(child.process.pid) - before) / load.result.requests) * 1e6, rps: load.rps }
}

/** Reads every path once, so the measured reads all find their answer kept. */
async function warmUp(child: Child) {
  const paths = [
    ...lines(hot).map((id) => `/api/recipes/${id}`),
    ...lines(hotHtml).map((id) => `/recipes/${id}`),
    ...Array.from({ length: 500 }, (_, i) => `/api/recipes?page=${i + 1}`),
  ]
  for (let i = 0; i < paths.length; i += 32)
    await Promise.all(paths.slice(i, i + 32).map((path) => fetch(`${child.url}${path}`).then((r) => r.arrayBuffer())))
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
/** `RECIPES=100000` for a file larger than the service's page cache, as the bench's own figures read. */
const RECIPES = Number(process.env.RECIPES ?? 10_000)
const seed = await seededFile(DATA, RECIPES, console.log)
if (FIGURES.includes('reviews')) {
  const db = new Database(seed, { readonly: true })
  // In random order, as bench/run.ts's review writes post them: in key order, neighbouring reviews
  // would share their pages, and a write's page cost would not show.
  const ids = db.query<{ id: string }, []>('SELECT id FROM recipes ORDER BY random()').all()
  db.close()
  writeFileSync(reviewIds, `${ids.map((r) => r.id).join('\n')}\n`)
  writeFileSync(reviewKeys, `${Array.from({ length: 1000 }, (_, i) => benchKey(i)).join('\n')}\n`)
}
console.log(`load average at start ${loadavg()[0]!.toFixed(2)}`)
const roots = [beforeRoot!, afterRoot!]
const services: Child[] = []
for (const [i, root] of roots.entries()) {
  const dbPath = `${DATA}cpu-${i}.db`
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true })
  copyFileSync(await treeSeededFile(root, RECIPES), dbPath)
  services.push(await startService({ dbPath, port: 38481 + i, core: 0, root }))
  if (FIGURES.some((name) => name !== 'reviews')) await warmUp(services[i]!)
}
// The ceiling answers the bytes of the list's first page (bench/run.ts writes them; a run of this tool alone too).
const listPage = `${DATA}list-page.json`
if (!existsSync(listPage)) writeFileSync(listPage, await (await fetch(`${services[0]!.url}/api/recipes`)).text())
const ceiling = await startCeiling({ port: 38480, bodyFile: listPage, core: 0 })
const bare: number[] = []
for (const name of FIGURES) {
  const figure = FIGURE[name]!
  for (const service of services) await round(service, figure, 1)
  const spent = roots.map(() => [] as number[])
  for (let r = 0; r < ROUNDS; r++) {
    bare.push((await round(ceiling, { path: '', script: 'fixed', args: [] }, SECONDS)).us)
    for (const i of r % 2 ? [1, 0] : [0, 1]) spent[i]!.push((await round(services[i]!, figure, SECONDS)).us)
  }
  const [a, b] = spent.map(median) as [number, number]
  const c = median(bare)
  console.log(
    `${name}: before ${a.toFixed(1)} µs, after ${b.toFixed(1)} µs a request (median of ${ROUNDS} rounds); after/before ${(b / a).toFixed(3)}; ceiling ${c.toFixed(1)} µs: ratio before ${(c / a).toFixed(3)}, after ${(c / b).toFixed(3)}`,
  )
}
for (const child of [ceiling, ...services]) await child.stop()
console.log(`load average at end ${loadavg()[0]!.toFixed(2)}`)
