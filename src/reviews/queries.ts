import { and, count, desc, eq, getTableColumns, gt, lt, sql } from 'drizzle-orm'
import { agentName } from '../agents/queries'
import type { Database } from '../db/client'
import { flatRows, perDatabase } from '../db/prepared'
import { reviews } from '../db/schema'

const reviewFields = { ...getTableColumns(reviews), authorName: agentName(reviews.authorId) }
const toReviewRows = flatRows(reviewFields)

export type ReviewRow = ReturnType<typeof toReviewRows>[number]

const ofRecipe = eq(reviews.recipeId, sql.placeholder('recipeId'))
// Newest first off the (recipe_id, id) primary key: ids are time-sortable.
const newestFirst = (db: Database, filter: ReturnType<typeof eq>) =>
  db.select(reviewFields).from(reviews).where(filter).orderBy(desc(reviews.id)).limit(sql.placeholder('limit'))

const statements = perDatabase((db) => ({
  insert: db
    .insert(reviews)
    .values({
      id: sql.placeholder('id'),
      recipeId: sql.placeholder('recipeId'),
      authorId: sql.placeholder('authorId'),
      rating: sql.placeholder('rating'),
      comment: sql.placeholder('comment'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare(),
  latest: newestFirst(db, ofRecipe).offset(sql.placeholder('offset')).prepare(),
  // A cursor walk: the reviews older than the last one shown, whatever was added since.
  olderThan: newestFirst(db, and(ofRecipe, lt(reviews.id, sql.placeholder('id')))!).prepare(),
  newerCount: db.select({ n: count() }).from(reviews).where(and(ofRecipe, gt(reviews.id, sql.placeholder('id')))).prepare(),
}))

/** The recipe's rating aggregate moves in the same statement (trigger). */
export async function insertReview(db: Database, row: typeof reviews.$inferInsert) {
  await statements(db).insert.run(row)
}

export async function latestReviews(db: Database, recipeId: string, limit: number, offset = 0): Promise<ReviewRow[]> {
  return toReviewRows(await statements(db).latest.values({ recipeId, limit, offset }))
}

/** Up to `limit` of the recipe's reviews older than review `id`, newest first. */
export async function reviewsOlderThan(db: Database, recipeId: string, id: string, limit: number): Promise<ReviewRow[]> {
  return toReviewRows(await statements(db).olderThan.values({ recipeId, id, limit }))
}

/** How many of the recipe's reviews are newer than review `id`: where a cursor page starts in the list. */
export async function reviewsNewerThan(db: Database, recipeId: string, id: string): Promise<number> {
  return ((await statements(db).newerCount.values({ recipeId, id }))[0]?.[0] as number | undefined) ?? 0
}
