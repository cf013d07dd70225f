/**
 * `bun [--cpu-prof] bench/cold-profile.ts [kind] [count] [warm]`: first reads (detail, html, lists)
 * through the app's own `handle`, in this process, on a fresh copy of the 10k seed, without
 * Accept-Encoding (as wrk reads them); prints CPU µs per read after the first 300 (JIT warm-up).
 * With `warm`, the same paths are read a second time and that pass is timed (cache hits). For
 * profiles of where a read's CPU goes, and for comparing two trees (run it from each).
 * With WARM_PATHS=1 the start's warm-up (`warmPaths`, src/server.ts) runs first, as the service's start
 * does, and the first 300 reads are printed too, by the request thread's CPU (the JIT compiles on
 * threads of its own): what of a fresh process's first reads is compiling their code.
 */
import { readFileSync } from 'node:fs'
import { type ColdKind, coldPaths } from './cold-paths'
import { inProcessApp } from './in-process'

const [kind = 'html', countArg = '3000', pass] = process.argv.slice(2)
const { dbPath: db, app, config } = await inProcessApp('cold-profile')
const paths = coldPaths(db, kind as ColdKind).slice(0, Number(countArg))
async function read(path: string) {
  const response = await app.handle(new Request(`http://localhost${path}`))
  await response.arrayBuffer()
}
if (process.env.WARM_PATHS === '1') {
  const { warmPaths } = await import('../src/server')
  const { createModels } = await import('../src/ai/models')
  await warmPaths(config, createModels(config.ai))
}
// The start-up's background work (the theme reader's warm-up, its dictionary's load) must not be counted as reads'.
await Bun.sleep(Number(process.env.SETTLE_MS ?? 4000))
if (pass === 'warm') for (const path of paths) await read(path)
/** CPU µs of this process's main thread alone (Linux). */
const threadµs = () => Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e3
let before = process.cpuUsage()
const threadAtStart = threadµs()
let threadAt300 = threadAtStart
for (const [i, path] of paths.entries()) {
  if (i === 300) {
    before = process.cpuUsage()
    threadAt300 = threadµs()
  }
  await read(path)
}
const used = process.cpuUsage(before)
const what = pass === 'warm' ? 'a cached read' : 'a first read'
console.log(
  `${kind}: ${((used.user + used.system) / (paths.length - 300)).toFixed(1)} µs CPU ${what}; request thread ${((threadAt300 - threadAtStart) / 300).toFixed(1)} µs a read over the first 300, ${((threadµs() - threadAt300) / (paths.length - 300)).toFixed(1)} µs after`,
)
process.exit(0)
