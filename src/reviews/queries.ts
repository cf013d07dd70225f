import { and, count, desc, eq, getTableColumns, gt, lt, sql } from 'drizzle-orm'
import { agentName, agentNames, namesBeside } from '../agents/queries'
import type { ResultSet } from '@libsql/client'
import type { Database, Statement } from '../db/client'
import { flatRows, perDatabase, perLimit, writtenLimit } from '../db/prepared'
import type { ReviewRecord } from './model'
import { reviews } from '../db/schema'

const reviewFields = { ...getTableColumns(reviews), authorName: agentName(reviews.authorId) }
const toReviewRows = flatRows(reviewFields)
export type ReviewRow = ReturnType<typeof toReviewRows>[number]

/** A stored review as the API shows it (in its own answers and in a recipe's detail). */
export const toReviewRecord = (row: ReviewRow): ReviewRecord => ({
  id: row.id,
  recipe_id: row.recipeId,
  rating: row.rating,
  comment: row.comment,
  author: { agent_id: row.authorId, name: row.authorName },
  created_at: row.createdAt,
})

/**
 * In process, a page of reviews is read without its authors' names, which come from agentNames,
 * and without the recipe's id, which the caller gave: only the columns the answer shows that the
 * caller does not already know, each row made straight into the record the API shows.
 */
const pageColumns = [reviews.id, reviews.authorId, reviews.rating, reviews.comment, reviews.createdAt] as const
const pageFields = Object.fromEntries(pageColumns.map((column) => [column.name, column]))
const ofRecipe = eq(reviews.recipeId, sql.placeholder('recipeId'))
/**
 * A recipe with fewer reviews than this (most) has them read whole and sorted here: SQLite sorting
 * the range in a temporary B-tree cost more than reading it, on a first read of a recipe's detail.
 */
const SORTED_HERE = 32
/** Rows of newestFirst's columns (the id first), newest first: ids are time-sortable. */
const byIdDescending = (a: unknown[], b: unknown[]) => ((a[0] as string) < (b[0] as string) ? 1 : -1)
// Newest first: the recipe's range of the (recipe_id, author_id) primary key sorted by id (time-sortable).
// One statement per page size, its LIMIT written in (perLimit).
const newestFirst = (db: Database, filter: ReturnType<typeof eq>, limit: number) =>
  db
    .select(namesBeside(db) ? reviewFields : pageFields)
    .from(reviews)
    .where(filter)
    .orderBy(desc(reviews.id))
    .limit(limit)

/** A page of reviews of `recipeId` (rows of newestFirst) as the API shows them, each with its author's name. */
async function recordsOf(db: Database, recipeId: string, rows: unknown[][]): Promise<ReviewRecord[]> {
  if (namesBeside(db)) return toReviewRows(rows).map(toReviewRecord)
  const names = await agentNames(
    db,
    rows.map((row) => row[1] as string),
  )
  // In pageColumns' order; the same record toReviewRecord makes, with no row object between.
  return rows.map((row) => ({
    id: row[0] as string,
    recipe_id: recipeId,
    rating: row[2] as number,
    comment: row[3] as string,
    author: { agent_id: row[1] as string, name: names.get(row[1] as string)! },
    created_at: row[4] as string,
  }))
}

const statements = perDatabase((db) => ({
  latest: perLimit((limit) => newestFirst(db, ofRecipe, limit).offset(sql.placeholder('offset')).prepare()),
  // Up to SORTED_HERE of the recipe's reviews in key order (by author), no sort.
  few: db
    .select(namesBeside(db) ? reviewFields : pageFields)
    .from(reviews)
    .where(ofRecipe)
    .limit(writtenLimit(SORTED_HERE))
    .prepare(),
  // A cursor walk: the reviews older than the last one shown, whatever was added since.
  olderThan: perLimit((limit) =>
    newestFirst(db, and(ofRecipe, lt(reviews.id, sql.placeholder('id')))!, limit).prepare(),
  ),
  newerCount: db
    .select({ n: count() })
    .from(reviews)
    .where(and(ofRecipe, gt(reviews.id, sql.placeholder('id'))))
    .prepare(),
}))

// DO NOTHING on the one uniqueness a new review can break (one review per agent per recipe): a
// second review by an agent changes no row, and the other reviews committed with it still land.
const INSERT_REVIEW =
  'INSERT INTO reviews (id, recipe_id, author_id, rating, comment, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING'
const RATING_OF_RECIPE = 'SELECT rating_count, rating_sum FROM recipes WHERE id = ?'

type ReviewInsert = typeof reviews.$inferInsert
/** The recipe's rating after the review, or `duplicate` when its author had already reviewed the recipe. */
export type InsertedReview = { ratingCount: number; ratingSum: number } | 'duplicate'
type Waiting = { row: ReviewInsert; done: (result: InsertedReview) => void; failed: (error: unknown) => void }

/** Reviews committed together at most: a transaction's statements stay a few hundred. */
const REVIEWS_PER_COMMIT = 200
const waitingByDatabase = new WeakMap<Database, Waiting[]>()

const reviewStatements = (row: ReviewInsert): Statement[] => [
  { sql: INSERT_REVIEW, args: [row.id, row.recipeId, row.authorId, row.rating, row.comment, row.createdAt] },
  { sql: RATING_OF_RECIPE, args: [row.recipeId] },
]

function insertedFrom(insert: ResultSet, rating: ResultSet): InsertedReview {
  if (insert.rowsAffected === 0) return 'duplicate'
  const found = rating.rows[0] as unknown as { rating_count: number | bigint; rating_sum: number | bigint }
  return { ratingCount: Number(found.rating_count), ratingSum: Number(found.rating_sum) }
}

/** Hands each review its outcome from its two results (its insert's, then its recipe's rating read). */
function answer(batch: Waiting[], results: ResultSet[]) {
  batch.forEach(({ done, failed }, i) => {
    try {
      done(insertedFrom(results[2 * i]!, results[2 * i + 1]!))
    } catch (error) {
      failed(error)
    }
  })
}

async function commitWaiting(db: Database) {
  const waiting = waitingByDatabase.get(db)!
  while (waiting.length) {
    const batch = waiting.splice(0, REVIEWS_PER_COMMIT)
    const together = await db.$client
      .batch(
        batch.flatMap(({ row }) => reviewStatements(row)),
        'write',
      )
      .catch(() => undefined)
    if (together) answer(batch, together)
    // The transaction failed whole (a review whose recipe was deleted meanwhile breaks its foreign
    // key): each review again in a transaction of its own, so only the one that breaks a rule fails.
    else
      for (const waiter of batch)
        await db.$client
          .batch(reviewStatements(waiter.row), 'write')
          .then((results) => answer([waiter], results), waiter.failed)
  }
  waitingByDatabase.delete(db)
}

/**
 * Inserts the review and reads the recipe's rating after it (the trigger moves it in the same
 * statement), committed together with the other reviews posted meanwhile (a group commit): each
 * promise resolves only once its transaction is committed, so an acknowledged review is in the
 * write-ahead log whatever happens to the process next. Reviews arriving while a commit runs, or
 * in the same turn of the event loop, share the next one: one commit per turn instead of one per
 * review, and on a remote database one round trip for all of them.
 */
export function insertReview(db: Database, row: ReviewInsert): Promise<InsertedReview> {
  return new Promise((done, failed) => {
    const waiting = waitingByDatabase.get(db)
    if (waiting) return void waiting.push({ row, done, failed })
    waitingByDatabase.set(db, [{ row, done, failed }])
    setImmediate(() => void commitWaiting(db))
  })
}

export async function latestReviews(
  db: Database,
  recipeId: string,
  limit: number,
  offset = 0,
): Promise<ReviewRecord[]> {
  const few = await statements(db).few.values({ recipeId })
  const rows =
    few.length < SORTED_HERE
      ? few.sort(byIdDescending).slice(offset, offset + limit)
      : await statements(db).latest(limit).values({ recipeId, offset })
  return recordsOf(db, recipeId, rows)
}

/** Up to `limit` of the recipe's reviews older than review `id`, newest first. */
export async function reviewsOlderThan(
  db: Database,
  recipeId: string,
  id: string,
  limit: number,
): Promise<ReviewRecord[]> {
  return recordsOf(db, recipeId, await statements(db).olderThan(limit).values({ recipeId, id }))
}

/** How many of the recipe's reviews are newer than review `id`: where a cursor page starts in the list. */
export async function reviewsNewerThan(db: Database, recipeId: string, id: string): Promise<number> {
  return ((await statements(db).newerCount.values({ recipeId, id }))[0]?.[0] as number | undefined) ?? 0
}

const byAuthor = (recipeId: string, reviewId: string, authorId: string) =>
  and(eq(reviews.recipeId, recipeId), eq(reviews.id, reviewId), eq(reviews.authorId, authorId))

export async function findReview(db: Database, recipeId: string, reviewId: string): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select(reviewFields)
    .from(reviews)
    .where(and(eq(reviews.recipeId, recipeId), eq(reviews.id, reviewId)))
  return row
}

/** The recipe's aggregate follows in the same statement (trigger, migration 0007). False when no such review of this author remains. */
export async function updateReview(
  db: Database,
  recipeId: string,
  reviewId: string,
  authorId: string,
  changes: { rating?: number; comment?: string },
) {
  const result = await db
    .update(reviews)
    .set(changes)
    .where(byAuthor(recipeId, reviewId, authorId))
  return result.rowsAffected > 0
}

export async function deleteReview(db: Database, recipeId: string, reviewId: string, authorId: string) {
  const result = await db.delete(reviews).where(byAuthor(recipeId, reviewId, authorId))
  return result.rowsAffected > 0
}
