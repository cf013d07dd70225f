import { describe, expect, test } from 'bun:test'
import { readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../../src/db/client'
import { MIGRATION_SQL } from '../../src/db/migrations'
import journal from '../../src/db/migrations/meta/_journal.json'

describe('migrations', () => {
  test('every generated migration is in the journal and embedded', () => {
    const files = readdirSync(new URL('../../src/db/migrations', import.meta.url))
      .filter((f) => f.endsWith('.sql'))
      .map((f) => f.slice(0, -4))
    expect(journal.entries.map((e) => e.tag).sort()).toEqual(files.sort())
    expect(Object.keys(MIGRATION_SQL).sort()).toEqual(files.sort())
  })

  test('apply once on a new database and are skipped on the next open', async () => {
    const path = join(tmpdir(), `migrations-test-${process.pid}-${Date.now()}.db`)
    const first = await openDatabase(`file:${path}`)
    const tables = (
      await first.$client.execute("SELECT name FROM sqlite_master WHERE type IN ('table','trigger')")
    ).rows.map((r) => r.name)
    expect(tables).toEqual(
      expect.arrayContaining([
        'agents',
        'recipes',
        'reviews',
        'discussions',
        'discussion_events',
        'images',
        'rate_counters',
        'reviews_rating_insert',
      ]),
    )
    expect((await first.$client.execute('PRAGMA journal_mode')).rows[0]!.journal_mode).toBe('wal')
    expect((await first.$client.execute('PRAGMA foreign_keys')).rows[0]!.foreign_keys).toBe(1)
    first.$client.close()
    const second = await openDatabase(`file:${path}`)
    expect((await second.$client.execute('SELECT count(*) AS n FROM __drizzle_migrations')).rows[0]!.n).toBe(
      journal.entries.length,
    )
    second.$client.close()
  })
})
