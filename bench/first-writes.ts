/**
 * `bun bench/first-writes.ts [count]`: what the first creations of a service's life cost (issue 35:
 * a burst's list p99 was one long stall at its start), in this process on a fresh copy of the 10k
 * seed: each of the first `count` creations through the app's own `handle`, one at a time, with
 * its wall and CPU ms, after the start-up has settled (SETTLE_MS, 4 s). With LISTS=N, the first N
 * list pages (the whole list's and each category's, as bench/cold-paths.ts orders them) are read and
 * kept first, as the bench's warm phase keeps list pages 1–1,000 before its burst: the first creation
 * then changes every kept list.
 */
import { readFileSync } from 'node:fs'
import { benchRecipe } from './clients'
import { coldPaths } from './cold-paths'
import { inProcessApp } from './in-process'
import { benchKey } from './seed'

const count = Number(process.argv[2] ?? 12)
const { dbPath, config, database, app } = await inProcessApp('first-writes')
// WARM=1: as the service's start does (src/server.ts), so a tree with and without it compare.
if (process.env.WARM === '1') {
  const { warmPaths, warmUp } = await import('../src/server')
  const { createModels } = await import('../src/ai/models')
  const { workerPool } = await import('../src/workers/pool')
  const cpu = process.cpuUsage()
  warmUp(app, database, workerPool(config.ai.workerThreads))
  await warmPaths(config, createModels(config.ai))
  const used = process.cpuUsage(cpu)
  console.log(`warm-up: ${((used.user + used.system) / 1000).toFixed(1)} ms CPU of the process`)
}
/** CPU ms of this process's main thread alone (Linux): the JIT's and the workers' threads are not the requests'. */
const threadMs = () => Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6
const read = async () => (await app.handle(new Request('http://localhost/api/recipes'))).arrayBuffer()
// As in the bench, reads come first: the list's own first read is not a creation's.
await read()
for (const path of coldPaths(dbPath, 'lists').slice(0, Number(process.env.LISTS ?? 0)))
  await (await app.handle(new Request(`http://localhost${path}`))).arrayBuffer()
await Bun.sleep(Number(process.env.SETTLE_MS ?? 4000))
for (let n = 0; n < count; n++) {
  const cpu = process.cpuUsage()
  const thread = threadMs()
  const started = performance.now()
  const response = await app.handle(
    new Request('http://localhost/api/recipes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': benchKey(n % 20) },
      body: JSON.stringify(benchRecipe(n, 'First')),
    }),
  )
  await response.arrayBuffer()
  const wall = performance.now() - started
  const used = process.cpuUsage(cpu)
  const ownMs = threadMs() - thread
  const readCpu = process.cpuUsage()
  await read()
  const readUsed = process.cpuUsage(readCpu)
  console.log(
    `creation ${n + 1}: ${response.status}, ${wall.toFixed(2)} ms wall, ${ownMs.toFixed(2)} ms CPU of this thread (${((used.user + used.system) / 1000).toFixed(2)} ms all threads); list page 1 after it ${((readUsed.user + readUsed.system) / 1000).toFixed(2)} ms CPU`,
  )
}
process.exit(0)
