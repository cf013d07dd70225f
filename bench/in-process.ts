import { copyFileSync, rmSync } from 'node:fs'
import { SEED_VERSION } from './seed'

const DATA = new URL('./.data/', import.meta.url).pathname
/** `RECIPES=100000` reads the bench's own seed, larger than the service's page cache (bench/cold-ab.ts). */
const RECIPES = Number(process.env.RECIPES ?? 10_000)

/**
 * The service's app in this process, without a port, on a fresh copy of the 10k seed (or RECIPES') at
 * `bench/.data/NAME.db` (offline models, no rate limit): what the in-process tools read through
 * `app.handle` (bench/cold-profile.ts, bench/first-read-stages.ts, bench/first-writes.ts).
 */
export async function inProcessApp(name: string) {
  const dbPath = `${DATA}${name}.db`
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true })
  copyFileSync(`${DATA}seed-${SEED_VERSION}-${RECIPES}.db`, dbPath)
  Object.assign(process.env, {
    PORT: '0',
    DATABASE_URL: `file:${dbPath}`,
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
  const services = createServices({ config, db: database, models: createModels(config.ai) })
  return { dbPath, config, database, services, app: createApp(config, services) }
}
