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

  test('0016 gives every PNG stored before it its size, reading the PNG header', async () => {
    const db = await openDatabase(':memory:')
    const png = new Uint8Array(200)
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    new DataView(png.buffer).setUint32(16, 0x12345678)
    new DataView(png.buffer).setUint32(20, 600)
    const insert = "INSERT INTO images (id, media_type, data, etag, created_at) VALUES (?, ?, ?, '\"e\"', '')"
    await db.$client.execute({ sql: insert, args: ['png', 'image/png', png] })
    await db.$client.execute({
      sql: insert,
      args: ['gif', 'image/gif', new TextEncoder().encode('GIF89a, then 24 bytes more')],
    })
    const backfill = MIGRATION_SQL['0016_picture_sizes']!.split('--> statement-breakpoint')[1]!
    await db.$client.execute(backfill)
    const rows = (await db.$client.execute('SELECT image_id, width, height FROM image_sizes')).rows
    expect(rows.map((row) => [row.image_id, row.width, row.height])).toEqual([['png', 0x12345678, 600]])
  })
})
