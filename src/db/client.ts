import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { createClient } from '@libsql/client'
import type { Logger } from 'drizzle-orm/logger'
import { drizzle } from 'drizzle-orm/libsql'
import { applyMigrations } from './migrations'
import * as schema from './schema'

export type Database = ReturnType<typeof drizzle<typeof schema>>

/** Opens the database named by a libSQL URL and brings its schema up to date. */
export async function openDatabase(url: string, authToken?: string, logger?: Logger): Promise<Database> {
  const isFile = url.startsWith('file:')
  if (isFile) mkdirSync(dirname(url.slice('file:'.length)), { recursive: true })
  const client = createClient({ url, authToken })
  if (isFile) {
    // WAL lets readers proceed during writes; the busy timeout queues concurrent writers instead of failing them.
    await client.execute('PRAGMA journal_mode = WAL')
    await client.execute('PRAGMA synchronous = NORMAL')
    await client.execute('PRAGMA busy_timeout = 5000')
  }
  await client.execute('PRAGMA foreign_keys = ON')
  const db = drizzle(client, { schema, logger })
  await applyMigrations(db)
  return db
}
