/**
 * `bun [--cpu-prof] bench/cold-profile.ts [kind] [count] [warm]`: first reads (detail, html, lists)
 * through the app's own `handle`, in this process, on a fresh copy of the 10k seed, without
 * Accept-Encoding (as wrk reads them); prints CPU µs per read after the first 300 (JIT warm-up).
 * With `warm`, the same paths are read a second time and that pass is timed (cache hits). For
 * profiles of where a read's CPU goes, and for comparing two trees (run it from each).
 */
import { copyFileSync, rmSync } from 'node:fs'
import { type ColdKind, coldPaths } from './cold-paths'
import { SEED_VERSION } from './seed'

const [kind = 'html', countArg = '3000', pass] = process.argv.slice(2)
const DATA = new URL('./.data/', import.meta.url).pathname
const db = `${DATA}cold-profile.db`
for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true })
copyFileSync(`${DATA}seed-${SEED_VERSION}-10000.db`, db)
Object.assign(process.env, {
  PORT: '0',
  DATABASE_URL: `file:${db}`,
  DATABASE_AUTH_TOKEN: '',
  RATE_LIMIT: 'off',
  AI_PROVIDER: 'offline',
  OPENAI_API_KEY: '',
  INSTANCE_ID: 'bench',
})
const { loadConfig } = await import('../src/config')
const { openDatabase } = await import('../src/db/client')
const { createApp, createServices } = await import('../src/app')
const { createModels } = await import('../src/ai/models')
const config = loadConfig()
const database = await openDatabase(config.databaseUrl, config.databaseAuthToken)
const app = createApp(config, createServices({ config, db: database, models: createModels(config.ai) }))
const paths = coldPaths(db, kind as ColdKind).slice(0, Number(countArg))
async function read(path: string) {
  const response = await app.handle(new Request(`http://localhost${path}`))
  await response.arrayBuffer()
}
// The start-up's background work (the theme reader's warm-up, its dictionary's load) must not be counted as reads'.
await Bun.sleep(Number(process.env.SETTLE_MS ?? 4000))
if (pass === 'warm') for (const path of paths) await read(path)
let before = process.cpuUsage()
for (const [i, path] of paths.entries()) {
  if (i === 300) before = process.cpuUsage()
  await read(path)
}
const used = process.cpuUsage(before)
const what = pass === 'warm' ? 'a cached read' : 'a first read'
console.log(`${kind}: ${((used.user + used.system) / (paths.length - 300)).toFixed(1)} µs CPU ${what}`)
process.exit(0)
