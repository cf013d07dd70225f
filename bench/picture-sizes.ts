/**
 * `bun bench/picture-sizes.ts [pictures] [rounds]`: what sizing a list page's 20 pictures costs on
 * their first read, the two ways in one process on one file, alternating page by page (issue 35):
 * from each PNG's header in its blob (as pages did until migration 0016) and from `image_sizes`.
 * Every picture is ~60 KB, as the offline model's are, and each page's ids are read by one way only,
 * on a fresh connection (SQLite's page cache empty; the OS's holds the file, as after a restart).
 */
import { Database } from 'bun:sqlite'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../src/db/client'
import { INSERT_SIZE } from '../src/images/queries'

const pictures = Number(process.argv[2] ?? 4000)
const rounds = Number(process.argv[3] ?? 3)
const PAGE = 20
const dir = mkdtempSync(join(tmpdir(), 'picture-sizes-'))
const path = join(dir, 'sizes.db')
;(await openDatabase(`file:${path}`)).$client.close()

const writer = new Database(path)
writer.run('PRAGMA busy_timeout = 5000')
const head = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 3, 32, 0, 0, 2, 88,
]
const insertImage = writer.prepare(
  "INSERT INTO images (id, media_type, data, etag, created_at) VALUES (?, 'image/png', ?, '\"e\"', '')",
)
const insertSize = writer.prepare(INSERT_SIZE)
const ids = Array.from({ length: pictures }, (_, i) => `picture-${String(i).padStart(6, '0')}`)
writer.transaction(() => {
  for (const id of ids) {
    const bytes = new Uint8Array(60_000)
    crypto.getRandomValues(bytes.subarray(24, 60_000))
    bytes.set(head)
    insertImage.run(id, bytes)
    insertSize.run(id, 800, 600)
  }
})()
writer.run('PRAGMA wal_checkpoint(TRUNCATE)')
writer.close()

const WAYS = {
  header: 'SELECT id, hex(substr(data, 1, 24)) FROM images WHERE id IN (SELECT value FROM json_each(?))',
  'size row': 'SELECT image_id, width, height FROM image_sizes WHERE image_id IN (SELECT value FROM json_each(?))',
}
for (let round = 1; round <= rounds; round++) {
  const reader = new Database(path, { readonly: true })
  for (const pragma of ['PRAGMA cache_size = -65536', 'PRAGMA mmap_size = 1073741824']) reader.run(pragma)
  const statements = Object.values(WAYS).map((sql) => reader.prepare(sql))
  const cpu = [0, 0]
  const pages = [0, 0]
  const order = ids.toSorted(() => Math.random() - 0.5)
  for (let start = 0; start + PAGE <= order.length; start += PAGE) {
    const way = (start / PAGE) % 2
    const before = process.cpuUsage()
    statements[way]!.values(JSON.stringify(order.slice(start, start + PAGE)))
    const used = process.cpuUsage(before)
    cpu[way]! += used.user + used.system
    pages[way]!++
  }
  reader.close()
  const perPage = Object.keys(WAYS).map((name, way) => `${name} ${(cpu[way]! / pages[way]!).toFixed(0)} µs`)
  console.log(`round ${round}: CPU per first read of a page's ${PAGE} sizes: ${perPage.join(', ')}`)
}
rmSync(dir, { recursive: true, force: true })
