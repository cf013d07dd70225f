/**
 * `bun bench/list-index.ts [recipes]`: what covering indexes of the lists' summary columns would
 * buy and cost (issue 35), on two copies of the bench's seed (100k by default), one with the
 * indexes: the list statements' plans, every list page read once in one random order through
 * fresh connections as the service opens them (alternating chunks of 100, request thread's CPU),
 * and reviews inserted as the service groups them (20 a transaction, random recipes, alternating
 * rounds): CPU µs a review and pages written to the write-ahead log a review. Nothing here changes
 * the schema; the figures decide whether a migration would be worth it (docs/performance.md).
 */
import { Database } from 'bun:sqlite'
import { copyFileSync, readFileSync, rmSync, statSync } from 'node:fs'
import { seededFile } from './seed'

const RECIPES = Number(process.argv[2] ?? 100_000)
const DATA = new URL('./.data/', import.meta.url).pathname
const SUMMARY =
  'id, title_ja, title_en, image_id, source, discussion_id, author_id, rating_count, rating_sum, created_at, updated_at, description_ja, description_en, servings, total_minutes'
const COVERING = [
  `CREATE INDEX recipes_list_summary ON recipes (list_position, category, ${SUMMARY}) WHERE list_position IS NOT NULL`,
  `CREATE INDEX recipes_category_summary ON recipes (category, category_position, ${SUMMARY}) WHERE category_position IS NOT NULL`,
]
// The service's statements for a numbered page of the whole list and of a category (src/recipes/queries.ts).
const COLUMNS = SUMMARY.replace('image_id', 'category, image_id')
const PAGE = `SELECT ${COLUMNS}, list_position, (SELECT max(list_position) FROM recipes) FROM recipes WHERE list_position IS NOT NULL AND list_position <= (SELECT max(list_position) FROM recipes) - ?1 ORDER BY list_position DESC LIMIT 21`
const CATEGORY_PAGE = `SELECT ${COLUMNS}, category_position, (SELECT max(category_position) FROM recipes WHERE category = ?2) FROM recipes WHERE category = ?2 AND category_position <= (SELECT max(category_position) FROM recipes WHERE category = ?2) - ?1 ORDER BY category_position DESC LIMIT 21`
const CATEGORIES = ['main', 'dessert', 'drink', 'snack']

/** CPU µs of this process's main thread alone (Linux), as bench/cold-ab.ts counts. */
const threadµs = () => Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e3

function copyOf(name: string, indexes: string[]) {
  const path = `${DATA}list-index-${name}.db`
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true })
  copyFileSync(seed, path)
  const db = new Database(path)
  for (const statement of indexes) db.run(statement)
  db.close()
  return path
}

function open(path: string, readonly: boolean) {
  const db = new Database(path, { readonly })
  // As src/db/client.ts opens a file.
  if (!readonly) for (const pragma of ['journal_mode = WAL', 'synchronous = NORMAL']) db.run(`PRAGMA ${pragma}`)
  for (const pragma of ['cache_size = -65536', 'mmap_size = 1073741824']) db.run(`PRAGMA ${pragma}`)
  return db
}

const seed = await seededFile(DATA, RECIPES)
const sides = [
  { name: 'without', path: copyOf('without', []) },
  { name: 'with covering indexes', path: copyOf('with', COVERING) },
]

for (const side of sides) {
  const db = open(side.path, true)
  const plan = (sql: string) =>
    (db.query(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((row) => row.detail)[0]
  console.log(`${side.name}: ${db.query('PRAGMA page_count').values()[0]![0]} pages`)
  console.log(`  whole list: ${plan(PAGE)}\n  category:   ${plan(CATEGORY_PAGE)}`)
  db.close()
}

// Every page of the whole list and of each category once, in one random order, the same for both.
const pages: [number, string | null][] = []
for (let skip = 0; skip < RECIPES; skip += 20) pages.push([skip, null])
for (const category of CATEGORIES) for (let skip = 0; skip < RECIPES / 4; skip += 20) pages.push([skip, category])
pages.sort(() => Math.random() - 0.5)
const readers = sides.map((side) => {
  const db = open(side.path, true)
  return { ...side, page: db.prepare(PAGE), category: db.prepare(CATEGORY_PAGE), whole: 0, byCategory: 0 }
})
for (let at = 0; at < pages.length; at += 100) {
  const chunk = pages.slice(at, at + 100)
  for (const reader of (at / 100) % 2 ? [...readers].reverse() : readers)
    for (const [skip, category] of chunk) {
      const before = threadµs()
      if (category) reader.category.values(skip, category)
      else reader.page.values(skip)
      const spent = threadµs() - before
      if (category) reader.byCategory += spent
      else reader.whole += spent
    }
}
const wholePages = pages.filter(([, category]) => !category).length
for (const reader of readers)
  console.log(
    `${reader.name}: first read of a page ${(reader.whole / wholePages).toFixed(1)} µs whole list, ${(reader.byCategory / (pages.length - wholePages)).toFixed(1)} µs a category's`,
  )

const writers = sides.map((side) => {
  const db = open(side.path, false)
  db.run('PRAGMA wal_autocheckpoint = 0')
  return {
    ...side,
    db,
    insert: db.prepare(
      'INSERT INTO reviews (id, recipe_id, author_id, rating, comment, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
    ),
    µs: [] as number[],
    pages: [] as number[],
  }
})
const ids = (writers[0]!.db.query('SELECT id FROM recipes').values() as string[][]).map(([id]) => id!)
for (const writer of writers)
  writer.db
    .query('INSERT INTO agents (id, name, key_hash, created_at) VALUES (?, ?, ?, ?)')
    .run('list-index-reviewer', 'Reviewer', 'list-index', new Date().toISOString())
for (let round = 0; round < 10; round++)
  for (const writer of round % 2 ? [...writers].reverse() : writers) {
    writer.db.run('PRAGMA wal_checkpoint(TRUNCATE)')
    const picks = Array.from({ length: 2000 }, () => ids[Math.floor(Math.random() * ids.length)]!)
    const before = threadµs()
    for (let at = 0; at < picks.length; at += 20)
      writer.db.transaction(() => {
        for (const recipe of picks.slice(at, at + 20))
          writer.insert.run(crypto.randomUUID(), recipe, 'list-index-reviewer', 4, 'Nice.', new Date().toISOString())
      })()
    writer.µs.push((threadµs() - before) / picks.length)
    writer.pages.push((statSync(`${writer.path}-wal`).size - 32) / (4096 + 24) / picks.length)
  }
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!
for (const writer of writers)
  console.log(
    `${writer.name}: a review ${median(writer.µs).toFixed(1)} µs, ${median(writer.pages).toFixed(2)} log pages (medians of 10 rounds of 2,000)`,
  )
process.exit(0)
