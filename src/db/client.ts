import { Database as SqliteDatabase } from 'bun:sqlite'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { type Client, createClient, type InValue } from '@libsql/client'
import { drizzle as drizzleBunSqlite } from 'drizzle-orm/bun-sqlite'
import { drizzle as drizzleLibsql, type LibSQLDatabase } from 'drizzle-orm/libsql'
import type { Logger } from 'drizzle-orm/logger'
import { defaultOf } from '../config'
import { checkpointOffThread } from './checkpoints'
import { EmbeddedClient } from './embedded'
import { applyMigrations } from './migrations'
import * as schema from './schema'
import { boundedFetch } from './unavailable'

/** The part of `@libsql/client` that code outside the query builders may use; both drivers provide it. */
export type SqlClient = Pick<Client, 'execute' | 'batch' | 'close'>

/** One statement of a batch (`$client.batch`, one transaction on both drivers), in the driver's own terms. */
export type Statement = { sql: string; args: InValue[] }

/**
 * The one database type every service uses: drizzle's async SQLite API over either driver. The
 * embedded driver answers synchronously, which `await` accepts unchanged.
 */
export type Database = Omit<LibSQLDatabase<typeof schema>, '$client'> & { $client: SqlClient }

/**
 * - `bun-sqlite`: files and `:memory:`, in process. Statements are compiled once and reused, and a
 *   query costs microseconds instead of the libSQL client's per-call prepare and promise hops.
 * - `libsql`: a Turso or libSQL server (`libsql://`, `https://`, `ws://`); also usable on files.
 */
export type Driver = 'bun-sqlite' | 'libsql'

/**
 * The in-process client under a database, or undefined for one reached through @libsql/client:
 * only the embedded one can see another process's commits (SQLite's data_version). The one place
 * that knows which class serves the embedded driver.
 */
export const embeddedClientOf = (db: Database): EmbeddedClient | undefined =>
  db.$client instanceof EmbeddedClient ? db.$client : undefined

const isEmbeddedUrl = (url: string) => url === ':memory:' || url.startsWith('file:')

/** The tuning both drivers apply to a local file. */
const FILE_PRAGMAS = [
  // WAL lets readers proceed during writes; a commit is one append to the log.
  'PRAGMA journal_mode = WAL',
  // In WAL mode NORMAL keeps every commit across a crash of the process (the log is in the OS
  // before the commit returns); only a power loss can take the last commits back.
  'PRAGMA synchronous = NORMAL',
  // Queues concurrent writers (another instance on the same file) instead of failing them.
  'PRAGMA busy_timeout = 5000',
]

/**
 * The in-process connection's page cache: 64 MB instead of SQLite's 2 MB. Each page it misses is a
 * read from the OS, and a review write touches a few pages at random places of the file (its
 * recipe's reviews, the one-per-agent index, the recipe's rating): with 2 MB nearly every one missed.
 *
 * The first 1 GB of the file mapped into memory: a page the cache misses is then read in place
 * instead of copied out of the OS by a read(2). First reads of recipe details took 0.88x the CPU
 * (docs/performance.md, "Issue 35, sixth pass"). The mapping is the OS's page cache, not more memory;
 * SQLite falls back to reads past it, and WAL frames are always read.
 */
const EMBEDDED_FILE_PRAGMAS = ['PRAGMA cache_size = -65536', 'PRAGMA mmap_size = 1073741824']

function openEmbedded(url: string, logger?: Logger): Database {
  const path = url === ':memory:' ? ':memory:' : url.slice('file:'.length)
  const sqlite = new SqliteDatabase(path, { create: true })
  if (path !== ':memory:') for (const pragma of [...FILE_PRAGMAS, ...EMBEDDED_FILE_PRAGMAS]) sqlite.run(pragma)
  sqlite.run('PRAGMA foreign_keys = ON')
  const client = new EmbeddedClient(sqlite, path === ':memory:' ? undefined : checkpointOffThread(sqlite, path))
  // drizzle's session reaches the client only through prepare/exec/transaction, which EmbeddedClient serves from its cache.
  return drizzleBunSqlite(client as unknown as SqliteDatabase, {
    schema,
    logger,
  }) as unknown as Database
}

/**
 * Round trips in flight at once to a remote database. The client's default, 20, caps an instance
 * at 20 / RTT requests to the database (1,000 a second at 20 ms, half that many detail reads)
 * while its CPU idles; past the cap requests queue in the client. 128 keeps the cap above what
 * one instance's CPU can serve (docs/scaling.md).
 */
const REMOTE_CONCURRENCY = 128

/** How long one round trip to a remote database may take before it counts as an outage. */
export const DEFAULT_DATABASE_TIMEOUT_MS = Number(defaultOf('DATABASE_TIMEOUT_MS'))

async function openLibsql(
  url: string,
  authToken: string | undefined,
  logger: Logger | undefined,
  timeoutMs: number,
): Promise<Database> {
  // Remote URLs only: a file: URL opened with this driver has no round trips to bound.
  const remote = /^(https?|libsql):/.test(url)
  const client = createClient({
    url,
    authToken,
    ...(remote && { fetch: boundedFetch(timeoutMs), concurrency: REMOTE_CONCURRENCY }),
  })
  if (url.startsWith('file:')) for (const pragma of FILE_PRAGMAS) await client.execute(pragma)
  await client.execute('PRAGMA foreign_keys = ON')
  return drizzleLibsql(client, { schema, logger })
}

/**
 * Opens the database named by a libSQL URL and brings its schema up to date. Local URLs get the
 * embedded driver unless `driver` says otherwise; remote ones always go through `@libsql/client`.
 */
export async function openDatabase(
  url: string,
  authToken?: string,
  logger?: Logger,
  driver: Driver = isEmbeddedUrl(url) ? 'bun-sqlite' : 'libsql',
  timeoutMs: number = DEFAULT_DATABASE_TIMEOUT_MS,
): Promise<Database> {
  if (url.startsWith('file:')) mkdirSync(dirname(url.slice('file:'.length)), { recursive: true })
  if (driver === 'bun-sqlite' && !isEmbeddedUrl(url))
    throw new Error(`The bun-sqlite driver opens only file: and :memory: URLs, not ${url}`)
  const db = driver === 'bun-sqlite' ? openEmbedded(url, logger) : await openLibsql(url, authToken, logger, timeoutMs)
  await applyMigrations(db)
  return db
}
