/**
 * Whose CPU a fresh service's first reads share their core with: two trees' services started in turn (A B B A …)
 * on copies of the 100k seed, pinned to core 0 as bench/run.ts pins them, each left SETTLE_S seconds after its
 * first answer (the bench's ceiling takes 5), then reading the cold paths bench/run.ts last wrote
 * (bench/.data/cold-*.txt) with wrk, 3 s a kind as the quick bench does (a window outlasting the reads would
 * count the idle tail, where an engine worker that waits for idle loads). For each kind, the CPU per request of
 * the request thread, the worker threads (engine, pictures, checkpoints), the JIT compiler threads and the rest, from /proc, and the
 * request thread's CPU per read against its wall clock: a ratio that holds at a load the quick bench's ratios
 * do not (docs/performance.md, "Issue 35, twenty-eighth pass").
 * Usage: bun bench/cold-threads.ts BEFORE_ROOT AFTER_ROOT [ROUNDS=2] [SETTLE_S=5]
 */
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { wrk } from './load'
import { seededFile } from './seed'
import { startService } from './service'

const [before, after, roundsArg = '2', settleArg = '5'] = process.argv.slice(2)
if (!before || !after) throw new Error('usage: bun bench/cold-threads.ts BEFORE_ROOT AFTER_ROOT [ROUNDS] [SETTLE_S]')
const DATA = new URL('./.data/', import.meta.url).pathname
const KINDS = ['detail', 'html', 'lists'] as const
for (const kind of KINDS)
  if (!existsSync(`${DATA}cold-${kind}.txt`)) throw new Error(`run bench/run.ts --only cold first: no cold-${kind}.txt`)
const seed = await seededFile(DATA, 100_000, () => {})
const TICK_US = 1e6 / 100

type Group = 'request' | 'workers' | 'jit' | 'other'
const groupOf = (tid: string, pid: number, name: string): Group =>
  Number(tid) === pid ? 'request' : name === 'Worker' ? 'workers' : name.startsWith('JIT') ? 'jit' : 'other'

/** µs of CPU so far of each thread, with its group. */
function cpu(pid: number): Map<string, { group: Group; us: number }> {
  const threads = new Map<string, { group: Group; us: number }>()
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim()
      threads.set(tid, { group: groupOf(tid, pid, name), us: (Number(fields[11]) + Number(fields[12])) * TICK_US })
    } catch {}
  }
  return threads
}

/** CPU between two looks by group: a thread started meanwhile counts whole; one that ended is not seen (JSC ends idle JIT threads). */
function spent(start: ReturnType<typeof cpu>, end: ReturnType<typeof cpu>): Record<Group, number> {
  const sums: Record<Group, number> = { request: 0, workers: 0, jit: 0, other: 0 }
  for (const [tid, { group, us }] of end) sums[group] += us - (start.get(tid)?.us ?? 0)
  return sums
}

const rows: string[] = []
for (let round = 0; round < Number(roundsArg); round++) {
  for (const [label, root] of round % 2
    ? [
        ['after', after],
        ['before', before],
      ]
    : [
        ['before', before],
        ['after', after],
      ]) {
    const dbPath = `${DATA}cold-threads.db`
    for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true })
    copyFileSync(seed, dbPath)
    const loadAt = loadavg()[0]!.toFixed(1)
    const service = await startService({ dbPath, port: 38479, core: 0, root })
    await fetch(`${service.url}/api/recipes`).then((r) => r.arrayBuffer())
    await Bun.sleep(Number(settleArg) * 1000)
    const pid = service.process.pid
    const cells: string[] = []
    for (const kind of KINDS) {
      const start = cpu(pid)
      const load = await wrk(service.url, {
        script: 'paths',
        args: [`${DATA}cold-${kind}.txt`, '1'],
        connections: 64,
        seconds: 3,
        core: 1,
      })
      const used = spent(start, cpu(pid))
      const n = load.result.requests
      const per = (group: Group) => Math.round(used[group] / n)
      cells.push(
        `${kind} ${n} reads: request ${per('request')} µs, workers ${per('workers')}, JIT ${per('jit')}, other ${per('other')}; request thread ${Math.round((used.request / 1e6 / (n / load.rps)) * 100)} % busy`,
      )
    }
    await service.stop()
    rows.push(`${label} (load ${loadAt}): ${cells.join(' | ')}`)
    console.log(rows.at(-1))
  }
}
