/**
 * Seeds a benchmark database straight into its file: the schema through the service's own
 * migrations, then N published recipes with about 10 reviews each in large transactions of
 * prepared inserts. Positions are dense and the rating aggregates are the sums of the reviews,
 * exactly as the service keeps them, so every read the benchmark makes is one the service could
 * have produced itself. No answer is made or kept ahead: the service caches only in memory.
 * Every recipe has its picture (one drawn per category, shared), as a catalogue whose pictures are
 * all made: a recipe without one would be drawn by the service at start, during the read figures.
 */
import { Database } from 'bun:sqlite'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { dishPictureOf } from '../src/ai/dish-picture'
import { drawPicture } from '../src/ai/offline/picture/draw'
import { mulberry32 } from '../src/ai/offline/random'
import { openDatabase } from '../src/db/client'
import { MIGRATION_SQL } from '../src/db/migrations'
import { INSERT_SIZE, pngSize } from '../src/images/queries'
import { imageEtag } from '../src/images/service'

/** Seeded agents: the pool authors and reviewers are drawn from. */
export const SEED_AGENTS = 1_000
export const REVIEWS_PER_RECIPE = 10
/** Agents the benchmark itself acts as (review writes, discussions), with keys it knows. */
export const BENCH_AGENTS = 1_000
export const benchKey = (i: number) => `rak_bench_${String(i).padStart(4, '0')}_${'k'.repeat(32)}`
const CATEGORIES = ['main', 'dessert', 'drink', 'snack'] as const
/** The page size of every list figure of the benchmark (the interface's default). */
export const PER_PAGE = 20
const COMMENTS = [
  'Lovely balance of flavours.',
  'Too salty for me.',
  'Made it twice this week!',
  'The glaze is perfect.',
  'Would add more garlic.',
  '簡単でおいしかった。',
]

/** Changes whenever the seeded shape or the schema changes, so a stale seed file is never reused. */
export const SEED_VERSION = createHash('sha256')
  .update('seed-v7')
  .update(Object.values(MIGRATION_SQL).join('\n'))
  .digest('hex')
  .slice(0, 10)

/**
 * Time-sortable UUIDv7-shaped ids with strictly increasing timestamps (one per id, from 2024 on),
 * so ids, created_at and positions all agree on "newest".
 */
function idAt(ms: number, rand: () => number) {
  const hex = ms.toString(16).padStart(12, '0')
  const tail = Array.from({ length: 5 }, () =>
    Math.floor(rand() * 0x10000)
      .toString(16)
      .padStart(4, '0'),
  ).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7${tail.slice(0, 3)}-${'89ab'[Math.floor(rand() * 4)]}${tail.slice(3, 6)}-${tail.slice(6, 18).padEnd(12, '0')}`
}

const lines = (parts: string[]) => parts.join('\n')

export type SeedResult = { recipes: number; reviews: number; agents: number; seconds: number }

/** Seeds `path` (replacing it) with `recipes` published recipes. */
export async function seed(
  path: string,
  recipes: number,
  log: (line: string) => void = console.log,
): Promise<SeedResult> {
  const started = performance.now()
  const partial = `${path}.partial`
  for (const suffix of ['', '-wal', '-shm']) rmSync(partial + suffix, { force: true })
  // The schema comes from the service's migrations, never from a copy of them.
  const schemaDb = await openDatabase(`file:${partial}`)
  schemaDb.$client.close()

  const db = new Database(partial)
  // The schema connection's checkpoint thread (src/db/checkpoints.ts) may still hold the file a moment after close.
  db.run('PRAGMA busy_timeout = 5000')
  // A half-written seed file is thrown away, so nothing here needs a journal or fsync.
  db.run('PRAGMA journal_mode = OFF')
  db.run('PRAGMA synchronous = OFF')
  db.run('PRAGMA cache_size = -1000000')
  // What the triggers on reviews and recipes keep is made in one pass instead: aggregates are written
  // with each recipe, and the search index is rebuilt once at the end (row by row, its trigram index
  // made the 1M seed take over half an hour). The triggers are put back, as they were, afterwards.
  const triggers = db
    .prepare<{ name: string; sql: string }, []>(
      "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN ('reviews', 'recipes')",
    )
    .all()
  if (!triggers.some(({ sql }) => / ON `?reviews`?/.test(sql)))
    throw new Error('the migrations left no trigger on reviews: the seed would not match the service')
  for (const { name } of triggers) db.run(`DROP TRIGGER ${name}`)

  // Seeded by N: the same N always seeds the same data.
  const rand = mulberry32(recipes)
  const base = Date.UTC(2024, 0, 1)
  let clock = 0
  const createdAt = (ms: number) => new Date(ms).toISOString()

  const insertAgent = db.prepare(
    'INSERT INTO agents (id, name, description, key_hash, created_at) VALUES (?, ?, ?, ?, ?)',
  )
  const agentIds: string[] = []
  db.transaction(() => {
    for (let i = 0; i < SEED_AGENTS + BENCH_AGENTS; i++) {
      const ms = base + clock++
      const id = idAt(ms, rand)
      const bench = i >= SEED_AGENTS
      const key = bench ? benchKey(i - SEED_AGENTS) : `rak_seed_${i}_${rand()}`
      insertAgent.run(
        id,
        bench ? `Bench agent ${i - SEED_AGENTS}` : `Agent ${i}`,
        bench ? 'Drives the benchmark.' : 'A home cook.',
        createHash('sha256').update(key).digest('hex'),
        createdAt(ms),
      )
      if (!bench) agentIds.push(id)
    }
  })()

  const insertImage = db.prepare('INSERT INTO images (id, media_type, data, etag, created_at) VALUES (?, ?, ?, ?, ?)')
  const insertSize = db.prepare(INSERT_SIZE)
  const pictures = Object.fromEntries(
    CATEGORIES.map((category) => {
      const ms = base + clock++
      const id = idAt(ms, rand)
      const ingredients_en = ['chicken thighs', 'soy sauce', 'mirin', 'sugar', 'ginger']
      const picture = dishPictureOf({
        title_en: `Seeded ${category}`,
        title_ja: '料理',
        category,
        ingredients_en,
        ingredients_ja: [],
        steps_en: [],
        steps_ja: [],
      })
      const png = drawPicture({ picture, seed: 0 })
      insertImage.run(id, 'image/png', png, imageEtag(png), createdAt(ms))
      const size = pngSize(png)!
      insertSize.run(id, size.width, size.height)
      return [category, id]
    }),
  ) as Record<(typeof CATEGORIES)[number], string>

  const insertRecipe =
    db.prepare(`INSERT INTO recipes (id, title_ja, title_en, category, ingredients_ja, ingredients_en, steps_ja, steps_en,
    source, author_id, rating_count, rating_sum, published_at, list_position, category_position, created_at, updated_at, image_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'direct', ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const insertReview = db.prepare(
    'INSERT INTO reviews (id, recipe_id, author_id, rating, comment, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const categoryPositions = { main: 0, dessert: 0, drink: 0, snack: 0 }
  const BATCH = 20_000
  let reviews = 0
  for (let start = 0; start < recipes; start += BATCH) {
    db.transaction(() => {
      // Reviews arrive interleaved across recipes, not recipe by recipe: each batch's reviews are
      // written in a shuffled order, so the file's layout is not the best case for any schema.
      const pending: [string, string, string, number, string, string][] = []
      for (let i = start; i < Math.min(recipes, start + BATCH); i++) {
        const count = REVIEWS_PER_RECIPE - 2 + Math.floor(rand() * 5)
        // Reviews carry later timestamps than their recipe but earlier than the next recipe.
        const ms = base + clock
        clock += count + 1
        const id = idAt(ms, rand)
        const category = CATEGORIES[Math.floor(rand() * CATEGORIES.length)]!
        const firstReviewer = Math.floor(rand() * SEED_AGENTS)
        const ratings = Array.from({ length: count }, () => 1 + Math.floor(rand() * 5))
        const at = createdAt(ms)
        insertRecipe.run(
          id,
          `レシピ ${i + 1} 番: 鶏の照り焼き`,
          `Recipe ${i + 1}: chicken teriyaki`,
          category,
          lines(['鶏もも肉 2枚', '醤油 大さじ2', 'みりん 大さじ2', '砂糖 小さじ1', `生姜 ${1 + (i % 3)}かけ`]),
          lines([
            '2 chicken thighs',
            '2 tbsp soy sauce',
            '2 tbsp mirin',
            '1 tsp sugar',
            `${1 + (i % 3)} knobs of ginger`,
          ]),
          lines(['鶏肉に塩をふる', '皮目から焼く', 'タレを加える', '照りが出るまで煮詰める']),
          lines(['Salt the chicken', 'Sear skin side down', 'Add the sauce', 'Reduce until glossy']),
          agentIds[i % SEED_AGENTS]!,
          count,
          ratings.reduce((a, b) => a + b, 0),
          at,
          i + 1,
          ++categoryPositions[category],
          at,
          at,
          pictures[category],
        )
        for (let r = 0; r < count; r++) {
          const reviewMs = ms + 1 + r
          pending.push([
            idAt(reviewMs, rand),
            id,
            agentIds[(firstReviewer + r * 7) % SEED_AGENTS]!,
            ratings[r]!,
            COMMENTS[(i + r) % COMMENTS.length]!,
            createdAt(reviewMs),
          ])
        }
        reviews += count
      }
      for (let k = pending.length - 1; k > 0; k--) {
        const j = Math.floor(rand() * (k + 1))
        ;[pending[k], pending[j]] = [pending[j]!, pending[k]!]
      }
      for (const row of pending) insertReview.run(...row)
    })()
    if ((start / BATCH) % 10 === 9) log(`  seeded ${(start + BATCH).toLocaleString('en')} recipes`)
  }

  if (db.query("SELECT 1 FROM sqlite_master WHERE name = 'recipes_fts'").get())
    db.run("INSERT INTO recipes_fts(recipes_fts) VALUES ('rebuild')")
  for (const { sql } of triggers) db.run(sql)
  // SQLite keeps a connection, and the file's lock, open until its last statement is finalized.
  for (const statement of [insertAgent, insertImage, insertRecipe, insertReview]) statement.finalize()
  db.close(true)
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true })
  renameSync(partial, path)
  // Closing checkpointed everything into the file; the empty log and its index are leftovers.
  for (const suffix of ['-wal', '-shm']) rmSync(partial + suffix, { force: true })
  return { recipes, reviews, agents: SEED_AGENTS + BENCH_AGENTS, seconds: (performance.now() - started) / 1000 }
}

/** The seed file for N recipes, made once and reused while the seed version holds. */
export async function seededFile(
  dir: string,
  recipes: number,
  log: (line: string) => void = console.log,
): Promise<string> {
  const path = `${dir}seed-${SEED_VERSION}-${recipes}.db`
  // Seeds of an older shape or schema are never read again.
  for (const stale of readdirSync(dir).filter(
    (name) => name.startsWith('seed-') && name.endsWith(`-${recipes}.db`) && !path.endsWith(name),
  ))
    rmSync(dir + stale)
  if (existsSync(path)) {
    log(`seed: reusing ${path}`)
    return path
  }
  log(`seed: ${recipes.toLocaleString('en')} recipes into ${path}`)
  const result = await seed(path, recipes, log)
  log(
    `seed: ${result.recipes.toLocaleString('en')} recipes, ${result.reviews.toLocaleString('en')} reviews in ${result.seconds.toFixed(1)} s`,
  )
  return path
}

/**
 * Tree `root`'s own seed file for N recipes, made by that tree's seed code and migrations: two trees
 * share one only while those agree (bench/cpu.ts and bench/cold-ab.ts compare trees whose schemas
 * may differ, and each must read the data its own schema makes).
 */
export async function treeSeededFile(root: string, recipes: number, log: (line: string) => void = console.log) {
  const tree = resolve(root)
  const { seededFile: seededIn } = (await import(`${tree}/bench/seed.ts`)) as typeof import('./seed')
  return seededIn(`${tree}/bench/.data/`, recipes, log)
}
