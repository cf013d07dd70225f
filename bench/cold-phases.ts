/**
 * `[RECIPES=100000] bun bench/cold-phases.ts [count] [kinds]`: where a first read's time goes, phase by
 * phase, for each cold path of the bench (detail, html, lists: bench/cold-paths.ts), read through the
 * app's own `handle` in this process on a fresh copy of the bench's seed (bench/in-process.ts; the
 * seed is made first if this tree has none, as bench/run.ts makes it). Each path is read once, as the
 * bench's cold figures read it; the first 300 of each kind (WARM_UP) are not counted, and WARM_PATHS=1
 * runs the start's warm-up before them (src/server.ts warmPaths), as a service's start does. Prints µs
 * of the request thread's CPU per read (CLOCK_THREAD_CPUTIME_ID, so other processes' load does not
 * count, and neither do the JIT's and the collector's own threads), split by wrapping what each phase
 * calls (the clock's own calls, ~0.6 µs each, a few a read, are in the figures):
 * - sql: the statements' `values`/`all`/`get` (SQLite, and its rows made JavaScript values);
 * - mapping: the service call (recipeService.detail/page/list) less its statements: rows to records;
 * - build: the answer's making less the service call: JSON.stringify, or rendering the HTML page;
 * - seal: UTF-8 encoding and hashing the bytes for the ETag, and keeping them (the response cache);
 * - compression: none, and checked: a first read sends the bytes as made, whatever the client accepts
 *   (src/cache/http.ts `whenKept`), so the table counts the answers that came back encoded (`encoded`);
 * - framework: the rest of `handle`, from the Request to the Response's bytes (routing, validation,
 *   the Response and its headers);
 * - others: the process's other threads (the collector's marking, the JIT's compilers) while the
 *   request thread read, per read. The bench pins the service to one core, so there they share it.
 * A phase's figure includes the collections that its allocations set off. Compare two trees run one
 * after the other, with `uptime` beside each.
 */
import { dlopen, FFIType, ptr } from 'bun:ffi'
import { coldPaths, type ColdKind } from './cold-paths'
import { inProcessApp } from './in-process'
import { seededFile } from './seed'

const count = Number(process.argv[2] ?? 2000)
const kinds = (process.argv[3] ?? 'detail,html,lists').split(',') as ColdKind[]
await seededFile(new URL('./.data/', import.meta.url).pathname, Number(process.env.RECIPES ?? 10_000))
const { dbPath, database, services, app } = await inProcessApp('phases')
/** Reads of each kind not counted (JIT warm-up); WARM_UP=0 counts a fresh process's first reads too. */
const WARM_UP = Number(process.env.WARM_UP ?? 300)

/** The request thread's CPU time in ns (Linux's clock_gettime(CLOCK_THREAD_CPUTIME_ID) through FFI). */
const libc = dlopen('libc.so.6', { clock_gettime: { args: [FFIType.i32, FFIType.ptr], returns: FFIType.i32 } })
const timespec = new BigInt64Array(2)
const timespecAt = ptr(timespec)
const CLOCK_THREAD_CPUTIME_ID = 3
function now() {
  libc.symbols.clock_gettime(CLOCK_THREAD_CPUTIME_ID, timespecAt)
  return Number(timespec[0]) * 1e9 + Number(timespec[1])
}

const spent = { sql: 0, service: 0, make: 0, seal: 0, handle: 0 }
type Phase = keyof typeof spent
/** Wraps `object[name]` so that each call adds its time to `phase` (a promise's until it settles). */
function timed(object: Record<string, unknown>, name: string, phase: Phase) {
  const original = object[name] as (...args: unknown[]) => unknown
  object[name] = function (this: unknown, ...args: unknown[]) {
    const start = now()
    const result = original.apply(this, args)
    if (result instanceof Promise)
      return result.finally(() => {
        spent[phase] += now() - start
      })
    spent[phase] += now() - start
    return result
  }
}

// The embedded driver's statements (src/db/embedded.ts) share one prototype.
const client = database.$client as unknown as { prepare(sql: string): object }
const statement = Object.getPrototypeOf(client.prepare('SELECT 1')) as Record<string, unknown>
for (const name of ['values', 'all', 'get']) timed(statement, name, 'sql')
const { recipeService, responseCache } = services
for (const name of ['detail', 'page', 'list'])
  timed(recipeService as unknown as Record<string, unknown>, name, 'service')
// The cache's miss: make (service + build), then seal and keep; its time less make's is the seal.
const cache = responseCache as unknown as Record<string, unknown>
const answer = cache.answer as (key: string, make: () => Promise<unknown>, options?: unknown) => unknown
cache.answer = (key: string, make: () => Promise<unknown>, options?: unknown) => {
  const start = now()
  let made = 0
  const result = answer(
    key,
    () => {
      const from = now()
      return make().finally(() => {
        made = now() - from
        spent.make += made
      })
    },
    options,
  )
  if (!(result instanceof Promise)) return result
  return result.finally(() => {
    spent.seal += now() - start - made
  })
}

// WARM_PATHS=1: the start's own warm-up first (src/server.ts warmPaths, WARM_UP_ROUNDS of it), as a service starts.
if (process.env.WARM_PATHS === '1') {
  const { warmPaths } = await import('../src/server')
  const { createModels } = await import('../src/ai/models')
  const { loadConfig } = await import('../src/config')
  const config = loadConfig()
  await warmPaths(config, createModels(config.ai))
}
await Bun.sleep(Number(process.env.SETTLE_MS ?? 3000))
const µs = (ns: number, reads: number) => (ns / 1e3 / reads).toFixed(1).padStart(7)
console.log(
  `${'path'.padEnd(8)} ${['reads', 'sql', 'mapping', 'build', 'seal', 'frame', 'total', 'others', 'encoded'].map((h) => h.padStart(7)).join(' ')}`,
)
for (const kind of kinds) {
  const paths = coldPaths(dbPath, kind).slice(0, count + WARM_UP)
  const statuses = new Map<number, number>()
  let encoded = 0
  let processAt = process.cpuUsage()
  for (const [i, path] of paths.entries()) {
    if (i === WARM_UP) {
      for (const phase of Object.keys(spent) as Phase[]) spent[phase] = 0
      processAt = process.cpuUsage()
    }
    const start = now()
    const response = await app.handle(
      new Request(`http://localhost${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } }),
    )
    if (i >= WARM_UP && response.headers.has('content-encoding')) encoded++
    await response.arrayBuffer()
    spent.handle += now() - start
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
  }
  const reads = paths.length - WARM_UP
  const { user, system } = process.cpuUsage(processAt)
  const { sql, service, make, seal, handle } = spent
  const row = [sql, service - sql, make - service, seal, handle - make - seal, handle, (user + system) * 1e3 - handle]
  console.log(
    `${kind.padEnd(8)} ${String(reads).padStart(7)} ${row.map((ns) => µs(ns, reads)).join(' ')} ${String(encoded).padStart(7)}  (statuses ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')})`,
  )
}
process.exit(0)
