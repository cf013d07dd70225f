/**
 * Instances started together on a fresh (or not yet migrated) remote database all try to migrate
 * it: one applies the migrations, the others must find them applied and start, not crash.
 */
import { expect, test } from 'bun:test'
import journal from '../../src/db/migrations/meta/_journal.json'
import { openDatabase } from '../../src/db/client'
import { startDatabase } from './remote-support'

test('three instances migrating one empty database at once all open it; each migration is applied once', async () => {
  const db = await startDatabase({ rttMs: 5 })
  try {
    const opened = await Promise.all([openDatabase(db.url), openDatabase(db.url), openDatabase(db.url)])
    for (const database of opened)
      expect((await database.$client.execute('SELECT count(*) AS n FROM recipes')).rows[0]!.n).toBe(0)
    expect(db.query<{ n: number }>('SELECT count(*) AS n FROM __drizzle_migrations')[0]!.n).toBe(journal.entries.length)
    for (const database of opened) database.$client.close()
  } finally {
    await db.stop()
  }
})
