import { desc, eq, getTableColumns, sql } from 'drizzle-orm'
import { agentName, knownAgentNames, withAuthorNames } from '../agents/queries'
import type { Database } from '../db/client'
import { flatRows, perDatabase } from '../db/prepared'
import { reviews } from '../db/schema'

const reviewColumns = getTableColumns(reviews)
const reviewFields = { ...reviewColumns, authorName: agentName(reviews.authorId) }
const toReviewRows = flatRows(reviewFields)
// Without the name column: the embedded driver's names come from knownAgentNames.
const toReviewColumns = flatRows(reviewColumns)

export type ReviewRow = ReturnType<typeof toReviewRows>[number]

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
  // Newest first off the (recipe_id, id) index: ids are time-sortable.
  latest: db
    .select(knownAgentNames(db) === undefined ? reviewFields : reviewColumns)
    .from(reviews)
    .where(eq(reviews.recipeId, sql.placeholder('recipeId')))
    .orderBy(desc(reviews.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(),
}))

/** The recipe's rating aggregate moves in the same statement (trigger). */
export async function insertReview(db: Database, row: typeof reviews.$inferInsert) {
  await statements(db).insert.run(row)
}

export async function latestReviews(db: Database, recipeId: string, limit: number, offset = 0): Promise<ReviewRow[]> {
  return withAuthorNames<ReturnType<typeof toReviewColumns>[number], ReviewRow>(db, async (named) => {
    const values = await statements(db).latest.values({ recipeId, limit, offset })
    return named ? toReviewRows(values) : toReviewColumns(values)
  })
}
