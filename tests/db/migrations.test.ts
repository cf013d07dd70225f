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

  test('0017 keys reviews by recipe and author: one B-tree besides the id index, rows and rating triggers kept', async () => {
    const db = await openDatabase(':memory:')
    const run = (sql: string, args: (string | number)[] = []) => db.$client.execute({ sql, args })
    await run(
      "INSERT INTO agents (id, name, key_hash, created_at) VALUES ('chef', 'Chef', 'k1', ''), ('a', 'A', 'k2', ''), ('b', 'B', 'k3', '')",
    )
    await run(
      "INSERT INTO recipes (id, title_ja, title_en, category, ingredients_ja, steps_ja, source, author_id, created_at, updated_at) VALUES ('r', 't', 't', 'main', '', '', 'direct', 'chef', '', '')",
    )
    const review = (id: string, author: string, rating: number) =>
      run("INSERT INTO reviews (id, recipe_id, author_id, rating, comment, created_at) VALUES (?, 'r', ?, ?, '', '')", [
        id,
        author,
        rating,
      ])
    await review('02', 'a', 4)
    // Applied again over reviews already keyed this way: the rebuild copies whatever it finds.
    for (const statement of MIGRATION_SQL['0017_reviews_keyed_by_author']!.split('--> statement-breakpoint'))
      await db.$client.execute(statement)
    const indexes = (await run("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'reviews'")).rows
    expect(indexes.map((row) => row.name)).toEqual(['reviews_id'])
    const key = (await run('PRAGMA table_info(reviews)')).rows.filter((row) => Number(row.pk) > 0)
    expect(key.sort((x, y) => Number(x.pk) - Number(y.pk)).map((row) => row.name)).toEqual(['recipe_id', 'author_id'])
    await review('01', 'b', 2)
    expect(await review('03', 'a', 5).catch((error) => String(error))).toContain('UNIQUE')
    await run("UPDATE reviews SET rating = 5 WHERE id = '02'")
    const rating = async () => (await run("SELECT rating_count, rating_sum FROM recipes WHERE id = 'r'")).rows[0]!
    expect(await rating()).toMatchObject({ rating_count: 2, rating_sum: 7 })
    await run("DELETE FROM reviews WHERE id = '01'")
    expect(await rating()).toMatchObject({ rating_count: 1, rating_sum: 5 })
    db.$client.close()
  })
})
