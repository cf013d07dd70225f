import { desc, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { agents, reviews } from '../db/schema'

export type ReviewRow = typeof reviews.$inferSelect & { authorName: string }

export async function insertReview(db: Database, row: typeof reviews.$inferInsert) {
  await db.insert(reviews).values(row)
}

/** Newest first off the (recipe_id, id) index: ids are time-sortable. */
export async function latestReviews(db: Database, recipeId: string, limit: number, offset = 0): Promise<ReviewRow[]> {
  const rows = await db
    .select({ review: reviews, authorName: agents.name })
    .from(reviews)
    .innerJoin(agents, eq(agents.id, reviews.authorId))
    .where(eq(reviews.recipeId, recipeId))
    .orderBy(desc(reviews.id))
    .limit(limit)
    .offset(offset)
  return rows.map((row) => ({ ...row.review, authorName: row.authorName }))
}
