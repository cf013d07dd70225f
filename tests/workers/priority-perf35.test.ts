import { expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { createWorkerPool, NICE_BELOW } from '../../src/workers/pool'

/** Linux keeps a nice value per thread: field 19 of /proc/self/task/<tid>/stat, after the name. */
const niceOf = (tid: string) => {
  const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
}
const workerThreads = () =>
  readdirSync('/proc/self/task').filter(
    (tid) => readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() === 'Worker',
  )

/**
 * How many of the threads started while a new pool of two runs a task each have the nice value asked. Another test
 * file sharing the process may start a worker of its own meanwhile, so the pool's two are counted, not all new ones.
 */
async function startedWith(niceBelow: number, nice: number) {
  const before = new Set(workerThreads())
  const pool = createWorkerPool(2, niceBelow)
  const body = new TextEncoder().encode('x'.repeat(4096))
  await Promise.all([1, 2].map(() => pool.run('compress', { body, encoding: 'gzip', effort: 'dynamic' })))
  const nices = workerThreads()
    .filter((tid) => !before.has(tid))
    .map(niceOf)
  pool.close()
  return nices.filter((n) => n === nice).length
}

test.if(process.platform === 'linux')(
  'pictures and compressions run at the lowest priority, what a reader or a turn waits for above them',
  async () => {
    const own = niceOf(String(process.pid))
    expect(NICE_BELOW.cpu).toBeGreaterThan(NICE_BELOW.reader)
    expect(NICE_BELOW.engine).toBe(NICE_BELOW.reader)
    expect(await startedWith(NICE_BELOW.cpu, 19)).toBeGreaterThanOrEqual(2)
    expect(await startedWith(NICE_BELOW.reader, Math.min(19, own + NICE_BELOW.reader))).toBeGreaterThanOrEqual(2)
  },
)
