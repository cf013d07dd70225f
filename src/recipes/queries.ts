import {
  and,
  asc,
  desc,
  eq,
  fillPlaceholders,
  getTableColumns,
  gt,
  gte,
  inArray,
  is,
  isNotNull,
  isNull,
  lt,
  lte,
  max,
  type Param,
  SQL,
  sql,
} from 'drizzle-orm'
import type { SQLiteInsertValue } from 'drizzle-orm/sqlite-core'
import type { Database, Statement } from '../db/client'
import { flatRows, perDatabase, perLimit } from '../db/prepared'
import { PAGING } from '../http/paging'
import { agentName, agentNames, namesBeside } from '../agents/queries'
import { imageSizes, recipes } from '../db/schema'
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
  descriptionJa: recipes.descriptionJa,
  descriptionEn: recipes.descriptionEn,
  servings: recipes.servings,
  totalMinutes: recipes.totalMinutes,
}
const toRecordRows = flatRows(recordFields)
/**
 * What a recipe's page reads of it in one statement: the record, how many published remixes it has
 * and its picture's size. Three statements were a sixth of a first-read page's CPU (issue 35).
 */
const pageFields = {
  ...recordFields,
  // Named in full: in a select list drizzle writes a column without its table, which inside these
  // subqueries would name the subquery's own.
  remixCount: sql<number>`(SELECT count(*) FROM recipes AS remix WHERE remix.parent_recipe_id = recipes.id AND remix.list_position IS NOT NULL)`,
  pictureWidth: sql<number | null>`(SELECT width FROM image_sizes WHERE image_sizes.image_id = recipes.image_id)`,
  pictureHeight: sql<number | null>`(SELECT height FROM image_sizes WHERE image_sizes.image_id = recipes.image_id)`,
}
const toPageRows = flatRows(pageFields)
const listFields = (position: Position) => ({ ...summaryFields, position })
const toListRows = flatRows(listFields(recipes.listPosition))
/**
 * What a list's statement reads: in process the author's id stands where the name goes, and
 * withNames puts the name there (a lookup per row was a third of a first-read list page's
 * statement, issue 35); over the network the name comes beside each row (namesBeside).
 */
const listColumns = (db: Database, position: Position) =>
  namesBeside(db) ? listFields(position) : { ...listFields(position), authorName: recipes.authorId }
const NAME_AT = Object.keys(summaryFields).indexOf('authorName')

/** A list statement's rows (listColumns) with each author's name in its place. */
async function withNames(db: Database, rows: unknown[][]): Promise<unknown[][]> {
  if (namesBeside(db) || !rows.length) return rows
  const names = await agentNames(
    db,
    rows.map((row) => row[NAME_AT] as string),
  )
  // An agent without a row (none is deleted while its recipes stand) names no one, as the lookup's null.
  for (const row of rows) row[NAME_AT] = names.get(row[NAME_AT] as string) ?? null
  return rows
}

export type RecipeRow = ReturnType<typeof toRecordRows>[number]
/** A list row carries its position in the list it was read from (whole list or category), for cursors. */
export type RecipeSummaryRow = ReturnType<typeof toListRows>[number]

type Position = typeof recipes.listPosition | typeof recipes.categoryPosition
/** The API's page size and one row more (whether a next page exists): its list statements are built with the rest. */
const USUAL_ROWS = [PAGING.perPage + 1]

/**
 * Newest first: the page is the range of positions at and below `upper`, read straight off an index;
 * one statement per page size (perLimit).
 */
const newestFirst = (db: Database, position: Position, filter: ReturnType<typeof eq>) =>
  perLimit(
    (limit) =>
      db
        .select(listColumns(db, position))
        .from(recipes)
        .where(and(filter, lte(position, sql.placeholder('upper'))))
        .orderBy(desc(position))
        .limit(limit)
        .prepare(),
    USUAL_ROWS,
  )

/** What a review needs of its recipe (src/reviews/service.ts): none of its text, nor its author's name. */
const reviewTargetFields = {
  id: recipes.id,
  authorId: recipes.authorId,
  publishedAt: recipes.publishedAt,
  ratingCount: recipes.ratingCount,
  ratingSum: recipes.ratingSum,
}
const toReviewTargetRows = flatRows(reviewTargetFields)

/**
 * A numbered page and its list's total in one statement: positions are dense, so the highest is the
 * total (one index probe, evaluated once) and page N is the range under it less what pages before
 * it show. A separate count was a second statement on every first read of a list page. One
 * statement per page size (perLimit).
 */
const numberedPage = (db: Database, position: Position, filter: ReturnType<typeof eq>, highest: SQL) =>
  perLimit(
    (limit) =>
      db
        .select({ ...listColumns(db, position), total: highest })
        .from(recipes)
        .where(and(filter, lte(position, sql`${highest} - ${sql.placeholder('skip')}`)))
        .orderBy(desc(position))
        .limit(limit)
        .prepare(),
    USUAL_ROWS,
  )
const highestPosition = sql<number>`(SELECT max(${recipes.listPosition}) FROM ${recipes})`
const highestInCategory = sql<number>`(SELECT max(${recipes.categoryPosition}) FROM ${recipes} WHERE ${recipes.category} = ${sql.placeholder('category')})`
const toNumberedRows = flatRows({ ...listFields(recipes.listPosition), total: highestPosition })

const statements = perDatabase((db) => ({
  reviewTarget: db
    .select(reviewTargetFields)
    .from(recipes)
    .where(eq(recipes.id, sql.placeholder('id')))
    .prepare(),
  find: db
    .select(recordFields)
    .from(recipes)
    // No LIMIT: the id is the primary key, and a bound LIMIT doubles the cost of the lookup (~5 → ~10 µs).
    .where(eq(recipes.id, sql.placeholder('id')))
    .prepare(),
  findForPage: db
    .select(pageFields)
    .from(recipes)
    .where(eq(recipes.id, sql.placeholder('id')))
    .prepare(),
  // The highest position is the number of published recipes (positions are dense): one index probe.
  count: db
    .select({ n: max(recipes.listPosition) })
    .from(recipes)
    .prepare(),
  countCategory: db
    .select({ n: max(recipes.categoryPosition) })
    .from(recipes)
    .where(eq(recipes.category, sql.placeholder('category')))
    .prepare(),
  list: newestFirst(db, recipes.listPosition, isNotNull(recipes.listPosition)),
  listCategory: newestFirst(db, recipes.categoryPosition, eq(recipes.category, sql.placeholder('category'))),
  page: numberedPage(db, recipes.listPosition, isNotNull(recipes.listPosition), highestPosition),
  pageCategory: numberedPage(
    db,
    recipes.categoryPosition,
    eq(recipes.category, sql.placeholder('category')),
    highestInCategory,
  ),
  // The ids as one JSON array, so one prepared statement serves a page's 20 pictures and a recipe's one.
  countRemixes: db
    .select({ n: sql<number>`count(*)` })
    .from(recipes)
    .where(and(eq(recipes.parentRecipeId, sql.placeholder('parentId')), isNotNull(recipes.listPosition)))
    .prepare(),
  remixes: perLimit((limit) =>
    db
      .select(listColumns(db, recipes.listPosition))
      .from(recipes)
      .where(
        and(
          eq(recipes.parentRecipeId, sql.placeholder('parentId')),
          lt(recipes.listPosition, sql.placeholder('below')),
        ),
      )
      .orderBy(desc(recipes.listPosition))
      .limit(limit)
      .offset(sql.placeholder('skip'))
      .prepare(),
  ),
  pictureSizes: db
    .select({ id: imageSizes.imageId, width: imageSizes.width, height: imageSizes.height })
    .from(imageSizes)
    .where(sql`${imageSizes.imageId} IN (SELECT value FROM json_each(${sql.placeholder('ids')}))`)
    .prepare(),
}))

/**
 * Next dense positions, computed inside the writing statement so concurrent publishers cannot
 * collide. The category is the statement's `category` placeholder, so the SQL is the same for every
 * recipe: filled from the inserted row, or given to the update (publishRecipeAfter).
 */
const nextListPosition = sql`(SELECT coalesce(max(${recipes.listPosition}), 0) + 1 FROM ${recipes})`
const nextCategoryPosition = sql`(SELECT coalesce(max(${recipes.categoryPosition}), 0) + 1 FROM ${recipes} WHERE ${recipes.category} = ${sql.placeholder('category')})`

export const publishedPositions = (publishedAt: string) => ({
  publishedAt,
  listPosition: nextListPosition,
  categoryPosition: nextCategoryPosition,
})

type RecipeInsert = SQLiteInsertValue<typeof recipes>
type InsertShape = { sql: string; params: unknown[]; sqlValues: unknown[] }
/**
 * The insert's SQL by the row's columns, rendered once with a placeholder for each value: drizzle
 * rendering it for every creation was a sixth of a creation's CPU (issue 35). A value given as SQL
 * (the positions) is part of the text, so the shape holds only while it is that same SQL object.
 */
const insertShapes = new Map<string, InsertShape>()

function insertStatement(db: Database, row: RecipeInsert): Statement {
  const columns = Object.keys(row) as (keyof RecipeInsert)[]
  const sqlValues = columns.map((column) => row[column]).filter((value) => is(value, SQL))
  const key = columns.join()
  let shape = insertShapes.get(key)
  if (!shape || shape.sqlValues.some((value, i) => value !== sqlValues[i])) {
    const placeheld = Object.fromEntries(
      columns.map((column) => [column, is(row[column], SQL) ? row[column] : sql.placeholder(column)]),
    ) as RecipeInsert
    shape = { ...db.insert(recipes).values(placeheld).toSQL(), sqlValues }
    insertShapes.set(key, shape)
  }
  return { sql: shape.sql, args: fillPlaceholders(shape.params as Param[], row) as Statement['args'] }
}

/** `row` may carry SQL for the positions (see publishedPositions). */
/** Inserts a recipe; `then` joins the same transaction (the answer an Idempotency-Key keeps). */
export async function insertRecipe(db: Database, row: RecipeInsert, then: Statement[] = []) {
  await db.$client.batch([insertStatement(db, row), ...then], 'write')
}

/**
 * Publishes a recipe in the same transaction as `first`, and only if `first` changed a row (SQLite's
 * changes() still counts `first` while this statement runs): a discussion's recipe is listed
 * exactly when the discussion is marked completed, and never after another instance has
 * interrupted it. `then` is committed in the same transaction, after both (each statement decides
 * for itself whether it applies). False when nothing was published.
 */
export async function publishRecipeAfter(
  db: Database,
  first: Statement,
  id: string,
  category: Category,
  publishedAt: string,
  then: Statement[] = [],
): Promise<boolean> {
  const publish = db
    .update(recipes)
    .set({ ...publishedPositions(publishedAt), updatedAt: publishedAt })
    .where(and(eq(recipes.id, id), sql`${recipes.publishedAt} IS NULL`, sql`changes() > 0`))
    .toSQL()
  const [, published] = await db.$client.batch(
    [first, { sql: publish.sql, args: fillPlaceholders(publish.params, { category }) as Statement['args'] }, ...then],
    'write',
  )
  return published!.rowsAffected > 0
}

export async function findRecipe(db: Database, id: string): Promise<RecipeRow | undefined> {
  return toRecordRows(await statements(db).find.values({ id }))[0]
}

/** The recipe as its page shows it (pageFields): the record, its remix count and its picture's size. */
export async function findRecipeForPage(db: Database, id: string) {
  return toPageRows(await statements(db).findForPage.values({ id }))[0]
}

export async function findReviewTarget(db: Database, id: string) {
  return toReviewTargetRows(await statements(db).reviewTarget.values({ id }))[0]
}

export async function countPublished(db: Database, category?: Category): Promise<number> {
  const [row] = category ? await statements(db).countCategory.values({ category }) : await statements(db).count.values()
  return (row?.[0] as number | null) ?? 0
}

/** Up to `limit` published recipes at and below position `upper` (of the category's list when given), newest first. */
export async function listPublished(
  db: Database,
  upper: number,
  limit: number,
  category?: Category,
): Promise<RecipeSummaryRow[]> {
  const values = category
    ? await statements(db).listCategory(limit).values({ upper, category })
    : await statements(db).list(limit).values({ upper })
  return toListRows(await withNames(db, values))
}

/**
 * Page `skip / limit + 1` of the list newest first (up to `limit` rows) with the list's total, in one
 * statement; a page past the end has no row to carry the total, so it is counted apart.
 */
export async function numberedListPage(
  db: Database,
  skip: number,
  limit: number,
  category?: Category,
): Promise<{ rows: RecipeSummaryRow[]; total: number }> {
  const values = category
    ? await statements(db).pageCategory(limit).values({ skip, category })
    : await statements(db).page(limit).values({ skip })
  const rows = toNumberedRows(await withNames(db, values))
  return { rows, total: rows[0]?.total ?? (await countPublished(db, category)) }
}

/** The statement that names a stored picture as the recipe's, for the picture's own write (src/images/queries.ts). */
export const setRecipeImage = (id: string, imageId: string, updatedAt: string): Statement => ({
  sql: 'UPDATE recipes SET image_id = ?, updated_at = ? WHERE id = ?',
  args: [imageId, updatedAt, id],
})

/** What a picture is drawn from: the recipe as stored. */
export type PictureSubject = Pick<
  typeof recipes.$inferSelect,
  'titleJa' | 'titleEn' | 'category' | 'ingredientsJa' | 'ingredientsEn' | 'stepsJa' | 'stepsEn'
>

const subjectColumns = {
  titleJa: recipes.titleJa,
  titleEn: recipes.titleEn,
  category: recipes.category,
  ingredientsJa: recipes.ingredientsJa,
  ingredientsEn: recipes.ingredientsEn,
  stepsJa: recipes.stepsJa,
  stepsEn: recipes.stepsEn,
  imageId: recipes.imageId,
}

const toSubjectRows = flatRows(subjectColumns)
const subjectStatement = perDatabase((db) =>
  db
    .select(subjectColumns)
    .from(recipes)
    .where(eq(recipes.id, sql.placeholder('id')))
    .prepare(),
)

/**
 * A recipe's picture subject and its picture's id (null while it has none), or undefined if it is gone.
 * Read on the request thread once for every picture drawn: prepared, as the reads of a recipe are.
 */
export async function pictureSubjectOf(
  db: Database,
  id: string,
): Promise<(PictureSubject & { imageId: string | null }) | undefined> {
  return toSubjectRows(await subjectStatement(db).values({ id }))[0]
}

/**
 * The oldest published recipes without a picture past a list position, from the partial index
 * recipes_waiting_picture (migration 0008), which holds only those recipes.
 */
export function recipesWaitingForPicture(db: Database, afterPosition: number, limit: number) {
  return db
    .select({ id: recipes.id, position: recipes.listPosition })
    .from(recipes)
    .where(and(isNull(recipes.imageId), isNotNull(recipes.publishedAt), gt(recipes.listPosition, afterPosition)))
    .orderBy(asc(recipes.listPosition))
    .limit(limit)
}

/** The list rows of these recipes, in the order given (a page of search results). */
export async function summariesOf(db: Database, ids: string[]): Promise<Omit<RecipeSummaryRow, 'position'>[]> {
  if (!ids.length) return []
  const rows = await db.select(summaryFields).from(recipes).where(inArray(recipes.id, ids))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** How many published remixes a recipe has. */
export async function countRemixes(db: Database, parentId: string): Promise<number> {
  const [row] = await statements(db).countRemixes.values({ parentId })
  return (row?.[0] as number | undefined) ?? 0
}

/** Up to `limit` published remixes of a recipe, newest first, below list position `below` and after skipping `skip`. */
export async function remixesOf(
  db: Database,
  parentId: string,
  { below, skip, limit }: { below: number; skip: number; limit: number },
): Promise<RecipeSummaryRow[]> {
  return toListRows(await withNames(db, await statements(db).remixes(limit).values({ parentId, below, skip })))
}

/** Where a recipe stands now in the whole list and its category's, for resolving a cursor. */
export async function positionsOf(db: Database, id: string) {
  const [row] = await db
    .select({ listPosition: recipes.listPosition, categoryPosition: recipes.categoryPosition })
    .from(recipes)
    .where(eq(recipes.id, id))
  return row
}

/*
 * Positions are dense (1..n, see the schema), so a recipe leaving a list, or moving to another
 * category, renumbers the recipes after it in the same write. The unique indexes on the positions
 * are checked row by row, so the moved rows pass through negative values first and are flipped
 * back by the last statements: no intermediate row ever collides, in whatever order SQLite walks.
 */
const FLIP_BACK: [string, []][] = [
  ['UPDATE recipes SET list_position = -list_position WHERE list_position < 0', []],
  ['UPDATE recipes SET category_position = -category_position WHERE category_position < 0', []],
]
const OWN = '(SELECT %c FROM recipes WHERE id = ? AND author_id = ?)'
const own = (column: string) => OWN.replace('%c', column)

/**
 * Removes the author's recipe with its reviews (the rating triggers follow) and its picture
 * (trigger), closing the gap it leaves in both lists, all in one transaction. False when there was
 * no such recipe of this author (already deleted by a concurrent request).
 */
export async function deleteRecipe(db: Database, id: string, authorId: string): Promise<boolean> {
  const key = [id, authorId]
  const results = await db.$client.batch(
    [
      [`UPDATE recipes SET list_position = -(list_position - 1) WHERE list_position > ${own('list_position')}`, key],
      [
        `UPDATE recipes SET category_position = -(category_position - 1) WHERE category = ${own('category')} AND category_position > ${own('category_position')}`,
        [...key, ...key],
      ],
      [`DELETE FROM reviews WHERE recipe_id = ? AND EXISTS ${own('1')}`, [id, ...key]],
      ['DELETE FROM recipes WHERE id = ? AND author_id = ?', key],
      ...FLIP_BACK,
    ],
    'write',
  )
  return results[3]!.rowsAffected > 0
}

/** What an author writes of a recipe, in both languages. */
export type RecipeContent = {
  titleJa: string
  titleEn: string
  category: Category
  ingredientsJa: string
  ingredientsEn: string
  stepsJa: string
  stepsEn: string
  /** The optional facts: null when the author gave none. */
  descriptionJa?: string | null
  descriptionEn?: string | null
  servings?: number | null
  totalMinutes?: number | null
  prepMinutes?: number | null
  cookMinutes?: number | null
  /** A discussion's knowledge for the page's structured data; never part of the API record. */
  cuisine?: string | null
  /** The recipe a remix discussion started from. */
  parentRecipeId?: string | null
  nutrition?: { protein_g: number; salt_g: number; kcal?: number | null } | null
}

/**
 * What an author's change writes: the discussion's own knowledge (cuisine, nutrition) stays as it
 * was; the model's translation marks follow the change (src/recipes/service.ts).
 */
export type RecipeChanges = Partial<
  Omit<RecipeContent, 'cuisine' | 'nutrition' | 'parentRecipeId'> & {
    machineTranslated: string | null
    translationDue: number | null
  }
>

const COLUMNS: Record<keyof RecipeChanges, string> = {
  titleJa: 'title_ja',
  titleEn: 'title_en',
  category: 'category',
  ingredientsJa: 'ingredients_ja',
  ingredientsEn: 'ingredients_en',
  stepsJa: 'steps_ja',
  stepsEn: 'steps_en',
  descriptionJa: 'description_ja',
  descriptionEn: 'description_en',
  servings: 'servings',
  totalMinutes: 'total_minutes',
  prepMinutes: 'prep_minutes',
  cookMinutes: 'cook_minutes',
  machineTranslated: 'machine_translated',
  translationDue: 'translation_due',
}

/**
 * Changes the author's published recipe in one transaction (the search index follows by trigger).
 * A new category moves the recipe to the place in that category's list its publication time gives
 * it: the gap in the old one closes, the newer recipes of the new one move up by one. False when
 * there was no such recipe of this author.
 */
export async function updateRecipe(
  db: Database,
  id: string,
  authorId: string,
  changes: RecipeChanges,
  updatedAt: string,
): Promise<boolean> {
  const key = [id, authorId]
  const set = Object.entries(changes).filter(([column]) => column !== 'category')
  const assignments = [...set.map(([column]) => `${COLUMNS[column as keyof RecipeChanges]} = ?`), 'updated_at = ?']
  const values: (string | number | null)[] = [...set.map(([, value]) => value as string | number | null), updatedAt]
  const statements: [string, (string | number | null)[]][] = []
  const { category } = changes
  if (category) {
    // Only when the category really changes (`? != category` is false otherwise).
    const moving = `? != ${own('category')}`
    statements.push(
      [
        `UPDATE recipes SET category_position = -(category_position - 1) WHERE ${moving} AND category = ${own('category')} AND category_position > ${own('category_position')}`,
        [category, ...key, ...key, ...key],
      ],
      [
        `UPDATE recipes SET category_position = -(category_position + 1) WHERE ${moving} AND category = ? AND list_position > ${own('list_position')}`,
        [category, ...key, category, ...key],
      ],
    )
    // SET expressions see the row as it was: `category = ?` is the old category here.
    assignments.push(
      'category_position = CASE WHEN category = ? THEN category_position ELSE -(1 + (SELECT count(*) FROM recipes AS older WHERE older.category = ? AND older.list_position < recipes.list_position)) END',
      'category = ?',
    )
    values.push(category, category, category)
  }
  statements.push([
    `UPDATE recipes SET ${assignments.join(', ')} WHERE id = ? AND author_id = ? AND list_position IS NOT NULL`,
    [...values, ...key],
  ])
  const updateAt = statements.length - 1
  const results = await db.$client.batch([...statements, ...(category ? FLIP_BACK : [])], 'write')
  return results[updateAt]!.rowsAffected > 0
}

/** Published recipes' ids and last changes at positions lo..hi, newest first, for the sitemap (off the list position index). */
export async function idsBetween(db: Database, lo: number, hi: number) {
  return db
    .select({ id: recipes.id, updatedAt: recipes.updatedAt })
    .from(recipes)
    .where(and(gte(recipes.listPosition, lo), lte(recipes.listPosition, hi)))
    .orderBy(desc(recipes.listPosition))
}

export type PictureSize = { width: number; height: number }

/**
 * Sizes already read, by picture id. A picture's bytes never change under its id (a new picture
 * gets a new id), so a size once read holds in every process; `null` marks a picture that has none.
 */
const knownSizes = new Map<string, PictureSize | null>()
const KNOWN_SIZES_KEPT = 20_000

/**
 * The width and height of these pictures, so pages can say how large a picture is before it
 * loads; a picture in another format has none. Read from `image_sizes`, written with each
 * picture: reading a PNG's header instead loaded its whole blob (~60 KB) on every first read.
 */
export async function pictureSizes(db: Database, imageIds: string[]): Promise<Map<string, PictureSize>> {
  const unknown = imageIds.filter((id) => !knownSizes.has(id))
  if (unknown.length) {
    const rows = await statements(db).pictureSizes.all({ ids: JSON.stringify(unknown) })
    if (knownSizes.size + unknown.length > KNOWN_SIZES_KEPT) knownSizes.clear()
    for (const id of unknown) knownSizes.set(id, null)
    for (const { id, width, height } of rows) knownSizes.set(id, { width, height })
  }
  const sizes = new Map<string, PictureSize>()
  for (const id of imageIds) {
    const size = knownSizes.get(id)
    if (size) sizes.set(id, size)
  }
  return sizes
}

/** Recipes whose missing English is still to be filled, by id after `after` (the translation queue's work at start). */
export async function translationDueIds(db: Database, limit: number, after = ''): Promise<string[]> {
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(isNotNull(recipes.translationDue), gt(recipes.id, after)))
    .orderBy(asc(recipes.id))
    .limit(limit)
  return rows.map((row) => row.id)
}

/**
 * The English the model filled, written only while the Japanese it was made from is still the
 * recipe's and each filled field is still empty (an author who wrote it meanwhile keeps theirs):
 * false when nothing was written. `marked` is every field the model has filled, these included.
 */
export async function storeTranslation(
  db: Database,
  id: string,
  from: { ingredientsJa: string; stepsJa: string },
  filled: { ingredients_en?: string; steps_en?: string },
  marked: string[],
  updatedAt: string,
): Promise<boolean> {
  const written = Object.entries(filled).filter((entry): entry is [string, string] => entry[1] !== undefined)
  const result = await db.$client.execute({
    sql: `UPDATE recipes SET ${written.map(([column]) => `${column} = ?, `).join('')}machine_translated = ?, translation_due = NULL, updated_at = ?
      WHERE id = ? AND ingredients_ja = ? AND steps_ja = ?${written.map(([column]) => ` AND ${column} = ''`).join('')}`,
    args: [
      ...written.map(([, value]) => value),
      JSON.stringify(marked),
      updatedAt,
      id,
      from.ingredientsJa,
      from.stepsJa,
    ],
  })
  return result.rowsAffected > 0
}

/** Takes a recipe off the translation queue without writing (nothing this model can translate is missing). */
export async function clearTranslationDue(db: Database, id: string) {
  await db.update(recipes).set({ translationDue: null }).where(eq(recipes.id, id))
}
