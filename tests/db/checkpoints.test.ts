import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { embeddedClientOf, openDatabase } from '../../src/db/client'

/**
 * A local file's write-ahead log is copied back into the file by a thread of its own (issue 35,
 * second round), not inside the COMMIT of whichever request takes the log past SQLite's 1,000 pages.
 */
describe('checkpoints off the request thread', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'checkpoints-'))
  const path = join(dir, 'db.sqlite')
  const db = await openDatabase(`file:${path}`)
  const client = embeddedClientOf(db)!
  afterAll(() => {
    client.close()
    rmSync(dir, { recursive: true, force: true })
  })

  test('the log reaches the file soon after a commit, though it holds far fewer pages than SQLite would wait for', async () => {
    const before = statSync(path).size
    // 2 MB of pictures: about 500 pages, half of what SQLite's own automatic checkpoint waits for.
    const picture = new Uint8Array(100_000).fill(7)
    await client.batch(
      Array.from({ length: 20 }, (_, i) => ({
        sql: `INSERT INTO images (id, media_type, data, etag, created_at) VALUES (?, 'image/png', ?, '"e"', '')`,
        args: [`checkpoint-${i}`, picture],
      })),
      'write',
    )
    const deadline = performance.now() + 5_000
    while (statSync(path).size < before + 2_000_000 && performance.now() < deadline) await Bun.sleep(50)
    expect(statSync(path).size).toBeGreaterThanOrEqual(before + 2_000_000)
  })

  test("the service's own connection checkpoints only far past SQLite's default, when the thread falls behind", () => {
    const [row] = client.sqlite.query('PRAGMA wal_autocheckpoint').values()
    expect(row![0]).toBeGreaterThan(1_000)
  })
})
