/**
 * `bun bench/engine-stalls.ts [--discussions N] [--seconds S] [--runs R] [--settle S] [--seed FILE]`:
 * what N discussions running back to back at OFFLINE_PACE_MS=0 do to the thread that answers
 * requests (issue 35), with the offline engine on that thread (ENGINE_THREADS=0) and in its worker
 * (ENGINE_THREADS=1), in turn (A B B A …, so a busy machine slows both alike). Each run starts the
 * service on a copy of the 10k seed with bench/loop-stalls.ts preloaded, waits for its start-up to
 * settle, then for S seconds keeps N discussions running (each from its own agent: POST, then its
 * stream to the end, again) while one client reads a recipe every 5 ms. Prints the event loop's
 * stalls (over 5 ms: the longest, their sum), the reads' p50/p99/max, each discussion's start to
 * first event p50/p99, the request thread's CPU a discussion and the process's memory; then the
 * worker's figures as ratios of the request thread's.
 */
import { copyFileSync, readFileSync, rmSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { Database } from 'bun:sqlite'
import { benchKey, SEED_VERSION } from './seed'
import { memoryOf, startService } from './service'

const { values } = parseArgs({
  options: {
    discussions: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '20' },
    runs: { type: 'string', default: '2' },
    settle: { type: 'string', default: '10' },
    seed: { type: 'string' },
  },
})
const DATA = new URL('./.data/', import.meta.url).pathname
const seed = values.seed ?? `${DATA}seed-${SEED_VERSION}-10000.db`
const discussions = Number(values.discussions)
const dbPath = '/tmp/engine-stalls.db'
const stallsFile = '/tmp/engine-stalls.jsonl'
const port = 38493
const TICK_HZ = 100
const THEMES = [
  ['Something warm with chicken for dinner', 'en'],
  ['A vegetarian curry for four in 30 minutes', 'en'],
  ['卵を使わないお弁当のおかず', 'ja'],
  ['Gluten-free pancakes for the kids', 'en'],
  ['豚肉と白菜で温まる鍋', 'ja'],
  ['A quick salmon dish in one pan', 'en'],
] as const

const source = new Database(seed, { readonly: true })
const ids = source
  .query<{ id: string }, []>('SELECT id FROM recipes ORDER BY random() LIMIT 200')
  .all()
  .map((row) => row.id)
source.close()

/** The CPU one thread of a process has spent (utime + stime, /proc), in ms. */
const threadCpuMs = (pid: number, tid: number) => {
  const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICK_HZ
}

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}

async function once(engineThreads: string) {
  rmSync(dbPath, { force: true })
  rmSync(`${dbPath}-wal`, { force: true })
  rmSync(stallsFile, { force: true })
  copyFileSync(seed, dbPath)
  const service = await startService({
    dbPath,
    port,
    bunArgs: ['--preload', './bench/loop-stalls.ts'],
    env: { STALLS_FILE: stallsFile, ENGINE_THREADS: engineThreads, DISCUSSIONS_PER_AGENT: '2' },
  })
  const pid = service.process.pid
  // Start-up work that outlives the first answer (the theme reader's warm-up, the engine worker's load) is not the load's.
  await Bun.sleep(Number(values.settle) * 1000)
  const loadStart = Date.now()
  const cpuBefore = threadCpuMs(pid, pid)
  const until = performance.now() + Number(values.seconds) * 1000
  const firstEvents: number[] = []
  let completed = 0
  const discuss = async (agent: number) => {
    for (let n = agent; performance.now() < until; n += discussions) {
      const [theme, lang] = THEMES[n % THEMES.length]!
      const asked = performance.now()
      const response = await fetch(`${service.url}/api/discussions/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': benchKey(agent) },
        body: JSON.stringify({ theme, lang }),
      })
      if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`)
      const reader = response.body!.getReader()
      let first = true
      for (;;) {
        const { done } = await reader.read()
        if (first) firstEvents.push(performance.now() - asked)
        first = false
        if (done) break
      }
      completed++
    }
  }
  const reads: number[] = []
  const read = async () => {
    for (let n = 0; performance.now() < until; n++) {
      const asked = performance.now()
      const response = await fetch(`${service.url}/api/recipes/${ids[n % ids.length]}`)
      await response.arrayBuffer()
      reads.push(performance.now() - asked)
      await Bun.sleep(5)
    }
  }
  await Promise.all([read(), ...Array.from({ length: discussions }, (_, agent) => discuss(agent))])
  const loadEnd = Date.now()
  const cpu = threadCpuMs(pid, pid) - cpuBefore
  const { rssMb } = memoryOf(pid)
  await service.stop()
  const stalls = readFileSync(stallsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { at: number; ms: number })
    .filter((stall) => stall.at >= loadStart && stall.at <= loadEnd)
    .map((stall) => stall.ms)
  return {
    longestStall: Math.max(0, ...stalls),
    stalledMs: stalls.reduce((a, b) => a + b, 0),
    readP50: quantile(reads, 0.5),
    readP99: quantile(reads, 0.99),
    readMax: Math.max(...reads),
    firstP50: quantile(firstEvents, 0.5),
    firstP99: quantile(firstEvents, 0.99),
    completed,
    cpuPerDiscussion: cpu / Math.max(1, completed),
    rssMb,
  }
}

type Result = Awaited<ReturnType<typeof once>>
const results: Record<string, Result[]> = { '0': [], '1': [] }
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
console.log(`${discussions} discussions at once, ${values.seconds} s a run, ${values.runs} runs each; load ${load()}`)
for (let run = 0; run < Number(values.runs); run++)
  for (const threads of run % 2 ? ['1', '0'] : ['0', '1']) {
    const result = await once(threads)
    results[threads]!.push(result)
    console.log(
      `ENGINE_THREADS=${threads}: longest stall ${result.longestStall.toFixed(0)} ms, stalled ${result.stalledMs.toFixed(0)} ms; read p50 ${result.readP50.toFixed(1)} p99 ${result.readP99.toFixed(1)} max ${result.readMax.toFixed(0)} ms; first event p50 ${result.firstP50.toFixed(0)} p99 ${result.firstP99.toFixed(0)} ms; ${result.completed} discussions, request thread ${result.cpuPerDiscussion.toFixed(0)} ms CPU each; RSS ${result.rssMb.toFixed(0)} MB (load ${load()})`,
    )
  }
const median = (xs: number[]) => quantile(xs, 0.5)
const ratio = (pick: (r: Result) => number) =>
  (median(results['1']!.map(pick)) / median(results['0']!.map(pick))).toFixed(2)
console.log(
  `worker / request thread (medians): longest stall ${ratio((r) => r.longestStall)}, stalled ${ratio((r) => r.stalledMs)}, read p99 ${ratio((r) => r.readP99)}, first event p50 ${ratio((r) => r.firstP50)} p99 ${ratio((r) => r.firstP99)}, discussions ${ratio((r) => r.completed)}, request-thread CPU a discussion ${ratio((r) => r.cpuPerDiscussion)}, RSS ${ratio((r) => r.rssMb)}`,
)
