import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { EmbeddedClient } from '../db/embedded'
import { keptAnswers } from '../db/kept'
import { perDatabase } from '../db/prepared'
import { listRanges, recipeDocuments } from '../db/schema'

/** Every table a recipe's detail answer reads: the recipe, its reviews and their authors' names. */
export const DETAIL_TABLES = ['recipes', 'reviews', 'agents'] as const
/** Every table a list page reads: the recipes and their authors' names. */
export const LIST_TABLES = ['recipes', 'agents'] as const

/**
 * The widest range the list_ranges triggers look for (migration 0005): a wider page would outlive
 * a change to one of its recipes, so it is never kept. The interface allows at most 100 a page.
 */
export const WIDEST_KEPT_RANGE = 100

const embedded = (db: Database) => (db.$client instanceof EmbeddedClient ? db.$client : undefined)

/**
 * Each recipe's detail answers kept on disk, one per form: "json" for `GET /api/recipes/:id`,
 * "html:en" and "html:ja" for its pages (src/db/kept.ts; the triggers of migrations 0004 and
 * 0005 delete every form of a recipe when its row, its reviews or an author's name change).
 * Only on the embedded driver: on a remote database every read makes its answer.
 */
export const detailDocuments = perDatabase((db) => {
  const client = embedded(db)
  if (!client) return undefined
  const byKey = and(eq(recipeDocuments.recipeId, sql.placeholder('id')), eq(recipeDocuments.form, sql.placeholder('form')))
  return keptAnswers(client, {
    tables: DETAIL_TABLES,
    find: db.select({ body: recipeDocuments.body }).from(recipeDocuments).where(byKey).toSQL().sql,
    store: db
      .insert(recipeDocuments)
      .values({ recipeId: sql.placeholder('id'), form: sql.placeholder('form'), body: sql.placeholder('body') })
      .onConflictDoUpdate({ target: [recipeDocuments.recipeId, recipeDocuments.form], set: { body: sql`excluded.body` } })
      .toSQL().sql,
  })
})

/**
 * The items of JSON list pages kept on disk by the positions they cover (scope '' for the whole
 * list, else the category; upper, the newest position shown; per_page). Only on the embedded driver.
 */
export const keptListRanges = perDatabase((db) => {
  const client = embedded(db)
  if (!client) return undefined
  const byKey = and(eq(listRanges.scope, sql.placeholder('scope')), eq(listRanges.upper, sql.placeholder('upper')), eq(listRanges.perPage, sql.placeholder('perPage')))
  return keptAnswers(client, {
    tables: LIST_TABLES,
    find: db.select({ items: listRanges.items }).from(listRanges).where(byKey).toSQL().sql,
    store: db
      .insert(listRanges)
      .values({ scope: sql.placeholder('scope'), upper: sql.placeholder('upper'), perPage: sql.placeholder('perPage'), items: sql.placeholder('items') })
      .onConflictDoUpdate({ target: [listRanges.scope, listRanges.upper, listRanges.perPage], set: { items: sql`excluded.items` } })
      .toSQL().sql,
  })
})
