import { and, count, desc, eq, getTableColumns, gt, lt, sql } from 'drizzle-orm'
import { agentName } from '../agents/queries'
import type { Database } from '../db/client'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import { flatRows, perDatabase } from '../db/prepared'
import { agents, reviews } from '../db/schema'

const reviewFields = { ...getTableColumns(reviews), authorName: agentName(reviews.authorId) }
export type ReviewRow = SelectResultFields<typeof reviewFields>

/** A page of reviews reads the reviews alone; their authors' names come from authorNames. */
const pageFields = getTableColumns(reviews)
const toPageRows = flatRows(pageFields)

/**
 * Agents' names by id. No request renames an agent (src/agents/queries.ts changes only its key),
 * so a name once read holds in every process. A page's reviews name up to 20 agents, and their
 * lookups were half the cost of reading the page's reviews on a first read (issue 35).
 */
const knownNames = new Map<string, string>()
const KNOWN_NAMES_KEPT = 50_000

const ofRecipe = eq(reviews.recipeId, sql.placeholder('recipeId'))
// Newest first off the (recipe_id, id) primary key: ids are time-sortable.
const newestFirst = (db: Database, filter: ReturnType<typeof eq>) =>
  db.select(pageFields).from(reviews).where(filter).orderBy(desc(reviews.id)).limit(sql.placeholder('limit'))

/** The rows of a page of reviews with each author's name. */
async function withAuthorNames(db: Database, rows: unknown[][]): Promise<ReviewRow[]> {
  const page = toPageRows(rows)
  const unknown = [...new Set(page.map((row) => row.authorId))].filter((id) => !knownNames.has(id))
  if (unknown.length) {
    const found = await statements(db).names.all({ ids: JSON.stringify(unknown) })
    if (knownNames.size + found.length > KNOWN_NAMES_KEPT) knownNames.clear()
    for (const { id, name } of found) knownNames.set(id, name)
  }
  return page.map((row) => ({ ...row, authorName: knownNames.get(row.authorId)! }))
}

const statements = perDatabase((db) => ({
  names: db
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(sql`${agents.id} IN (SELECT value FROM json_each(${sql.placeholder('ids')}))`)
    .prepare(),
  latest: newestFirst(db, ofRecipe).offset(sql.placeholder('offset')).prepare(),
  // A cursor walk: the reviews older than the last one shown, whatever was added since.
  olderThan: newestFirst(db, and(ofRecipe, lt(reviews.id, sql.placeholder('id')))!).prepare(),
  newerCount: db
    .select({ n: count() })
    .from(reviews)
    .where(and(ofRecipe, gt(reviews.id, sql.placeholder('id'))))
    .prepare(),
}))

const INSERT_REVIEW =
  'INSERT INTO reviews (id, recipe_id, author_id, rating, comment, created_at) VALUES (?, ?, ?, ?, ?, ?)'
const RATING_OF_RECIPE = 'SELECT rating_count, rating_sum FROM recipes WHERE id = ?'

/**
 * Inserts the review and reads the recipe's rating after it (the trigger moves it in the same
 * statement) in one batch: one transaction, and on a remote database one round trip instead of a
 * second one to reload the recipe. No other review can land between the two.
 */
export async function insertReview(
  db: Database,
  row: typeof reviews.$inferInsert,
): Promise<{ ratingCount: number; ratingSum: number }> {
  const [, rating] = await db.$client.batch(
    [
      { sql: INSERT_REVIEW, args: [row.id, row.recipeId, row.authorId, row.rating, row.comment, row.createdAt] },
      { sql: RATING_OF_RECIPE, args: [row.recipeId] },
    ],
    'write',
  )
  const found = rating!.rows[0] as unknown as { rating_count: number | bigint; rating_sum: number | bigint }
  return { ratingCount: Number(found.rating_count), ratingSum: Number(found.rating_sum) }
}

export async function latestReviews(db: Database, recipeId: string, limit: number, offset = 0): Promise<ReviewRow[]> {
  return withAuthorNames(db, await statements(db).latest.values({ recipeId, limit, offset }))
}

/** Up to `limit` of the recipe's reviews older than review `id`, newest first. */
export async function reviewsOlderThan(
  db: Database,
  recipeId: string,
  id: string,
  limit: number,
): Promise<ReviewRow[]> {
  return withAuthorNames(db, await statements(db).olderThan.values({ recipeId, id, limit }))
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
