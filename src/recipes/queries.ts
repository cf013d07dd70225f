import { and, desc, eq, getTableColumns, isNotNull, lte, max, sql } from 'drizzle-orm'
import type { SQLiteInsertValue } from 'drizzle-orm/sqlite-core'
import type { Database } from '../db/client'
import { flatRows, perDatabase } from '../db/prepared'
import { agentName } from '../agents/queries'
import { recipes } from '../db/schema'
import type { Category } from './model'

const recordFields = { ...getTableColumns(recipes), authorName: agentName(recipes.authorId) }
/** What a list shows: the record without its ingredients and steps, the bulk of a row's text. */
const summaryFields = {
  id: recipes.id,
  titleJa: recipes.titleJa,
  titleEn: recipes.titleEn,
  category: recipes.category,
  imageId: recipes.imageId,
  source: recipes.source,
  discussionId: recipes.discussionId,
  authorId: recipes.authorId,
  authorName: agentName(recipes.authorId),
  ratingCount: recipes.ratingCount,
  ratingSum: recipes.ratingSum,
  createdAt: recipes.createdAt,
  updatedAt: recipes.updatedAt,
}
const toRecordRows = flatRows(recordFields)
const listFields = (position: Position) => ({ ...summaryFields, position })
const toListRows = flatRows(listFields(recipes.listPosition))

export type RecipeRow = ReturnType<typeof toRecordRows>[number]
/** A list row carries its position in the list it was read from (whole list or category), for cursors. */
export type RecipeSummaryRow = ReturnType<typeof toListRows>[number]

type Position = typeof recipes.listPosition | typeof recipes.categoryPosition

/** Newest first: the page is the range of positions at and below `upper`, read straight off an index. */
const newestFirst = (db: Database, position: Position, filter: ReturnType<typeof eq>) =>
  db
    .select(listFields(position))
    .from(recipes)
    .where(and(filter, lte(position, sql.placeholder('upper'))))
    .orderBy(desc(position))
    .limit(sql.placeholder('limit'))
    .prepare()

const statements = perDatabase((db) => ({
  find: db
    .select(recordFields)
    .from(recipes)
    // No LIMIT: the id is the primary key, and a bound LIMIT doubles the cost of the lookup (~5 → ~10 µs).
    .where(eq(recipes.id, sql.placeholder('id')))
    .prepare(),
  // The highest position is the number of published recipes (positions are dense): one index probe.
  count: db.select({ n: max(recipes.listPosition) }).from(recipes).prepare(),
  countCategory: db.select({ n: max(recipes.categoryPosition) }).from(recipes).where(eq(recipes.category, sql.placeholder('category'))).prepare(),
  list: newestFirst(db, recipes.listPosition, isNotNull(recipes.listPosition)),
  listCategory: newestFirst(db, recipes.categoryPosition, eq(recipes.category, sql.placeholder('category'))),
}))

/** Next dense positions, computed inside the writing statement so concurrent publishers cannot collide. */
const nextListPosition = sql`(SELECT coalesce(max(${recipes.listPosition}), 0) + 1 FROM ${recipes})`
const nextCategoryPosition = (category: Category) =>
  sql`(SELECT coalesce(max(${recipes.categoryPosition}), 0) + 1 FROM ${recipes} WHERE ${recipes.category} = ${category})`

export const publishedPositions = (category: Category, publishedAt: string) => ({
  publishedAt,
  listPosition: nextListPosition,
  categoryPosition: nextCategoryPosition(category),
})

/** `row` may carry SQL for the positions (see publishedPositions). */
export async function insertRecipe(db: Database, row: SQLiteInsertValue<typeof recipes>) {
  await db.insert(recipes).values(row)
}

export async function publishRecipe(db: Database, id: string, category: Category, publishedAt: string) {
  await db
    .update(recipes)
    .set({ ...publishedPositions(category, publishedAt), updatedAt: publishedAt })
    .where(and(eq(recipes.id, id), sql`${recipes.publishedAt} IS NULL`))
}

export async function findRecipe(db: Database, id: string): Promise<RecipeRow | undefined> {
  return toRecordRows(await statements(db).find.values({ id }))[0]
}

export async function countPublished(db: Database, category?: Category): Promise<number> {
  const [row] = category ? await statements(db).countCategory.values({ category }) : await statements(db).count.values()
  return (row?.[0] as number | null) ?? 0
}

/** Up to `limit` published recipes at and below position `upper` (of the category's list when given), newest first. */
export async function listPublished(db: Database, upper: number, limit: number, category?: Category): Promise<RecipeSummaryRow[]> {
  const values = category ? await statements(db).listCategory.values({ upper, limit, category }) : await statements(db).list.values({ upper, limit })
  return toListRows(values)
}

export async function setRecipeImage(db: Database, id: string, imageId: string, updatedAt: string) {
  await db.update(recipes).set({ imageId, updatedAt }).where(eq(recipes.id, id))
}
