import { and, desc, eq, isNotNull, lte, max, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { agents, recipes } from '../db/schema'
import type { Category } from './model'

export type RecipeRow = typeof recipes.$inferSelect & { authorName: string }


/** Next dense positions, computed inside the writing statement so concurrent publishers cannot collide. */
const nextListPosition = sql`(SELECT coalesce(max(${recipes.listPosition}), 0) + 1 FROM ${recipes})`
const nextCategoryPosition = (category: Category) =>
  sql`(SELECT coalesce(max(${recipes.categoryPosition}), 0) + 1 FROM ${recipes} WHERE ${recipes.category} = ${category})`

export const publishedPositions = (category: Category, publishedAt: string) => ({
  publishedAt,
  listPosition: nextListPosition,
  categoryPosition: nextCategoryPosition(category),
})

export async function insertRecipe(db: Database, row: typeof recipes.$inferInsert) {
  await db.insert(recipes).values(row)
}

export async function publishRecipe(db: Database, id: string, category: Category, publishedAt: string) {
  await db
    .update(recipes)
    .set({ ...publishedPositions(category, publishedAt), updatedAt: publishedAt })
    .where(and(eq(recipes.id, id), sql`${recipes.publishedAt} IS NULL`))
}

export async function findRecipe(db: Database, id: string): Promise<RecipeRow | undefined> {
  const [row] = await db
    .select({ recipe: recipes, authorName: agents.name })
    .from(recipes)
    .innerJoin(agents, eq(agents.id, recipes.authorId))
    .where(eq(recipes.id, id))
    .limit(1)
  return row && { ...row.recipe, authorName: row.authorName }
}

/** The highest position is the number of published recipes (positions are dense): one index probe. */
export async function countPublished(db: Database, category?: Category): Promise<number> {
  const [row] = category
    ? await db.select({ n: max(recipes.categoryPosition) }).from(recipes).where(eq(recipes.category, category))
    : await db.select({ n: max(recipes.listPosition) }).from(recipes)
  return row?.n ?? 0
}

/** Newest first: the page is the range of positions just below `upper`, read straight off an index. */
export async function listPublished(db: Database, upper: number, limit: number, category?: Category): Promise<RecipeRow[]> {
  const position = category ? recipes.categoryPosition : recipes.listPosition
  const rows = await db
    .select({ recipe: recipes, authorName: agents.name })
    .from(recipes)
    .innerJoin(agents, eq(agents.id, recipes.authorId))
    .where(and(category ? eq(recipes.category, category) : isNotNull(recipes.listPosition), lte(position, upper)))
    .orderBy(desc(position))
    .limit(limit)
  return rows.map((row) => ({ ...row.recipe, authorName: row.authorName }))
}

export async function setRecipeImage(db: Database, id: string, imageId: string, updatedAt: string) {
  await db.update(recipes).set({ imageId, updatedAt }).where(eq(recipes.id, id))
}
