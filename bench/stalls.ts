/**
 * `bun bench/stalls.ts [--seed FILE] [--seconds S] [--rate N] [--settle S] [--no-writes]`: what stalls the thread
 * that answers while the mixed figure's load runs (issue 35): the reads at a fixed rate
 * (bench/paced.ts) and the writes (bench/writer.ts), as `npm run bench` offers them, against a
 * service on a copy of the seed with bench/loop-stalls.ts preloaded and a CPU profile, once its
 * start-up has settled (--settle, 10 s). Prints how
 * long the loop stalled (stalls over 5 ms, by size), then the code on the main thread during the
 * stalls: each sample inside a stall counted once by its deepest frame of src/ (else its top frame),
 * and the CPU each of the service's threads took during the load. With --burst N, the load is
 * bench/burst.ts instead: N creations from 20 agents at once while one reader polls list page 1;
 * with --again S as well, the burst is run a second time S seconds after the first, and the report
 * covers the second (the first's figures on a line of their own): what a burst costs once the
 * creation path's code is compiled, against a fresh process's first burst. With --unpaced S, the
 * paced reads follow S seconds of the mixed figure's unpaced load (wrk's 64 connections and the
 * same writes), as `npm run bench` runs them: the heap the paced reads meet is the one that load left.
 * Each of the longest stalls says how much of it the request thread ran, waited for the core and
 * slept, and what the service's other threads ran meanwhile (bench/loop-stalls.ts).
 */
import { copyFileSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { parseArgs } from 'node:util'
import { Database } from 'bun:sqlite'
import { pinned, wrk } from './load'
import { BENCH_AGENTS, benchKey, PER_PAGE, SEED_VERSION } from './seed'
import { startService } from './service'

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    rate: { type: 'string', default: '2000' },
    settle: { type: 'string', default: '10' },
    'no-writes': { type: 'boolean', default: false },
    burst: { type: 'string' },
    again: { type: 'string' },
    unpaced: { type: 'string' },
  },
})
const DATA = new URL('./.data/', import.meta.url).pathname

/** CPU ms of each thread of a process by thread name (threads of one name summed), from schedstat. */
function threadCpu(pid: number): Map<string, number> {
  const byName = new Map<string, number>()
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const name = readFileSync(`/proc/${pid}/task/${task}/comm`, 'utf8').trim()
      const ns = Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0])
      byName.set(task === String(pid) ? 'request thread' : name, (byName.get(name) ?? 0) + ns / 1e6)
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return byName
}
const OUT = `${DATA}stalls/`
const seed = values.seed ?? `${DATA}seed-${SEED_VERSION}-100000.db`
const seconds = Number(values.seconds)
const twoCores = availableParallelism() >= 2
const dbPath = `${OUT}run.db`
rmSync(OUT, { recursive: true, force: true })
Bun.spawnSync(['mkdir', '-p', OUT])
copyFileSync(seed, dbPath)

const db = new Database(dbPath, { readonly: true })
const ids = db.query<{ id: string }, []>('SELECT id FROM recipes ORDER BY random() LIMIT 100000').all()
const pages = Math.ceil(db.query<{ n: number }, []>('SELECT count(*) AS n FROM recipes').get()!.n / PER_PAGE)
db.close()
const idsFile = `${OUT}ids.txt`
writeFileSync(idsFile, ids.map((row) => row.id).join('\n'))
const keysFile = `${OUT}keys.txt`
writeFileSync(keysFile, Array.from({ length: BENCH_AGENTS }, (_, i) => benchKey(i)).join('\n'))

const stallsFile = `${OUT}stalls.jsonl`
const service = await startService({
  dbPath,
  port: 38481,
  core: twoCores ? 0 : undefined,
  bunArgs: ['--preload', './bench/loop-stalls.ts', '--cpu-prof', `--cpu-prof-dir=${OUT}`],
  env: { STALLS_FILE: stallsFile },
})
// Start-up work that outlives the first answer (the theme reader's warm-up) is not the load's.
await Bun.sleep(Number(values.settle) * 1000)
let loadStart = Date.now()
let threadsBefore = threadCpu(service.process.pid)
const client = (script: string, args: string[]) =>
  Bun.spawn(pinned(twoCores ? 1 : undefined, [process.execPath, new URL(script, import.meta.url).pathname, ...args]), {
    stdout: 'pipe',
    stderr: 'inherit',
  })
const burst = values.burst
const burstClient = () => client('./burst.ts', [service.url, keysFile, burst!, '20', dbPath, '0'])
const resultOf = async (child: ReturnType<typeof client>) =>
  (await new Response(child.stdout).text()).split('\n').find((line) => line.startsWith('BENCH_RESULT '))
/** Each thread's CPU ms since `before`, the largest first. */
const threadsSince = (before: Map<string, number>, after: Map<string, number>) =>
  [...after]
    .map(([name, ms]) => [name, ms - (before.get(name) ?? 0)] as const)
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
if (burst && values.again) {
  const first = await resultOf(burstClient())
  const threads = threadsSince(threadsBefore, threadCpu(service.process.pid))
  console.log(`first burst: ${first}`)
  console.log(`  its threads' CPU, ms: ${threads.map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ')}`)
  await Bun.sleep(Number(values.again) * 1000)
  loadStart = Date.now()
  threadsBefore = threadCpu(service.process.pid)
}
const MIXED_READS = '/api/recipes/{id}|/api/recipes?page={page}|/recipes/{id}|/api/recipes'
const mixedWrites = (forSeconds: number, first: number) =>
  client('./writer.ts', [service.url, keysFile, idsFile, '100', '20', String(forSeconds), String(first)])
if (!burst && values.unpaced) {
  const unpacedSeconds = Number(values.unpaced)
  const unpacedWrites = values['no-writes'] ? undefined : mixedWrites(unpacedSeconds, 0)
  const unpaced = await wrk(service.url, {
    script: 'random',
    args: [MIXED_READS, idsFile, String(pages)],
    connections: 64,
    seconds: unpacedSeconds,
    core: twoCores ? 1 : undefined,
  })
  if (unpacedWrites) await resultOf(unpacedWrites)
  console.log(`unpaced mixed reads first: ${unpaced.rps.toFixed(0)} req/s, p99 ${unpaced.p99ms.toFixed(1)} ms`)
  loadStart = Date.now()
  threadsBefore = threadCpu(service.process.pid)
}
const readsClient = burst
  ? burstClient()
  : client('./paced.ts', [service.url, MIXED_READS, idsFile, String(pages), values.rate, String(seconds)])
// Numbered on from the unpaced writes, so no (agent, recipe) review pair is posted twice.
const writes =
  values['no-writes'] || burst ? undefined : mixedWrites(seconds, values.unpaced ? 100 * Number(values.unpaced) : 0)
const result = await resultOf(readsClient)
if (writes) await new Response(writes.stdout).text()
const loadMs = Date.now() - loadStart
console.log(`${burst ? 'burst' : 'reads'}: ${result}`)
const threadsAfter = threadCpu(service.process.pid)
console.log(`CPU of the service's threads over the load's ${(loadMs / 1000).toFixed(1)} s (ms; % of the load's time):`)
for (const [name, ms] of threadsSince(threadsBefore, threadsAfter))
  console.log(`  ${name.padEnd(24)} ${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / loadMs).toFixed(1).padStart(6)} %`)
await service.stop('SIGINT')

type Stall = {
  at: number
  ms: number
  ranMs: number
  waitedMs: number
  othersOverMs: number
  others: Record<string, number>
}
const stalls = readFileSync(stallsFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Stall)
  .filter((stall) => stall.at >= loadStart)
const bySize = [5, 10, 25, 50, 100, 250].map((floor, i, floors) => {
  const within = stalls.filter((s) => s.ms >= floor && s.ms < (floors[i + 1] ?? Infinity))
  return `${floor}+ ms: ${within.length} (${within.reduce((sum, s) => sum + s.ms, 0).toFixed(0)} ms)`
})
console.log(
  `stalls over 5 ms: ${stalls.length}, ${stalls.reduce((sum, s) => sum + s.ms, 0).toFixed(0)} ms in all; ${bySize.join(', ')}`,
)
console.log(
  `longest: ${[...stalls]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10)
    .map((s) => s.ms.toFixed(1))
    .join(', ')} ms`,
)

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
const profileFile = readdirSync(OUT).find((name) => name.endsWith('.cpuprofile'))
if (!profileFile) throw new Error('the service wrote no CPU profile')
const profile = JSON.parse(readFileSync(OUT + profileFile, 'utf8')) as {
  nodes: Node[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}
const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const parent = new Map<number, number>()
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
const label = (node: Node) =>
  `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/.*\/node_modules\//, '').replace(/.*\/src\//, 'src/')}:${node.callFrame.lineNumber + 1}`
/** The deepest frame of the service's own code on the sample's stack, else its top frame. */
function ownFrame(id: number): string {
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const node = nodes.get(at)!
    if (node.callFrame.url.includes('/src/')) return label(node)
  }
  return label(nodes.get(id)!)
}
const windows = [...stalls].sort((a, b) => a.at - b.at)
const inStall = new Map<string, number>()
const overall = new Map<string, number>()
let time = profile.startTime / 1000
let w = 0
let stalled = 0
let total = 0
profile.samples.forEach((id, i) => {
  time += profile.timeDeltas[i]! / 1000
  if (time < loadStart) return
  const frame = ownFrame(id)
  overall.set(frame, (overall.get(frame) ?? 0) + 1)
  total++
  while (w < windows.length && windows[w]!.at + windows[w]!.ms < time) w++
  const stall = windows[w]
  if (!stall || time < stall.at) return
  inStall.set(frame, (inStall.get(frame) ?? 0) + 1)
  stalled++
})
console.log(
  `samples: ${total}, ${stalled} inside stalls; by the service's deepest own frame (share inside stalls / share of all):`,
)
for (const [frame, n] of [...inStall].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(
    `  ${((100 * n) / stalled).toFixed(1).padStart(5)} % / ${((100 * (overall.get(frame) ?? 0)) / total).toFixed(1).padStart(5)} %  ${frame}`,
  )
// A long stall with few samples inside is time the thread did not run JavaScript: the OS gave the
// core to another process, a blocking system call, or the collector.
const longest = [...stalls].sort((a, b) => b.ms - a.ms).slice(0, 8)
let clock = profile.startTime / 1000
const inLongest = longest.map(() => new Map<string, number>())
profile.samples.forEach((id, i) => {
  clock += profile.timeDeltas[i]! / 1000
  longest.forEach((stall, j) => {
    if (clock >= stall.at && clock <= stall.at + stall.ms)
      inLongest[j]!.set(ownFrame(id), (inLongest[j]!.get(ownFrame(id)) ?? 0) + 1)
  })
})
console.log('the longest stalls: samples inside, and their commonest frames')
longest.forEach((stall, j) => {
  const frames = [...inLongest[j]!].sort((a, b) => b[1] - a[1])
  const count = frames.reduce((sum, [, n]) => sum + n, 0)
  const others = Object.entries(stall.others)
    .map(([name, ms]) => `${name} ${ms}`)
    .join(', ')
  console.log(
    `  ${stall.ms.toFixed(1)} ms (ran ${stall.ranMs.toFixed(1)}, waited for the core ${stall.waitedMs.toFixed(1)}; other threads over ${stall.othersOverMs.toFixed(0)} ms: ${others || 'none'}): ${count} samples; ${frames
      .slice(0, 4)
      .map(([frame, n]) => `${frame} ${n}`)
      .join('; ')}`,
  )
})
process.exit(0)
