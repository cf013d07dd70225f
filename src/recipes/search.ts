import { and, count, eq, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { recipes } from '../db/schema'
import type { Category } from './model'

/**
 * Search and author lists: the recipes matching every term of `q` (and the category and author,
 * when given), best first. Relevance is a tier that depends on the recipe's own text only — 0 when
 * every term is in a title, 1 when every term is in the titles or ingredients, 2 otherwise — so a
 * cursor (tier, position) stays valid while other recipes are added; within a tier, newest first.
 * (bm25 scores move with the whole corpus, which would let a cursor walk repeat or skip.)
 *
 * Terms of three characters or more are found through the trigram FTS5 index (migration 0007);
 * shorter ones (抹茶, 豆腐, 生姜) cannot be, and are matched with LIKE over the same text: on
 * the FTS candidates when the query has a longer term too, else over the published recipes
 * (a scan: about 1 ms per thousand recipes, measured in tests/recipes/search.test.ts' note).
 */
export type SearchFilter = { terms: string[]; category?: Category; author?: string }

/** Whitespace (ASCII or ideographic) separates terms; each must appear somewhere in the recipe. */
export const searchTerms = (q: string | undefined) => [...new Set((q ?? '').split(/\s+/u).filter(Boolean))]

/** Trigrams need three characters: counted as code points, as FTS5 counts them. */
const indexable = (term: string) => [...term].length >= 3

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
const NL = sql`char(10)`
const titles = sql`(${recipes.titleJa} || ${NL} || ${recipes.titleEn})`
const titlesAndIngredients = sql`(${titles} || ${NL} || ${recipes.ingredientsJa} || ${NL} || ${recipes.ingredientsEn})`
const everything = sql`(${titlesAndIngredients} || ${NL} || ${recipes.stepsJa} || ${NL} || ${recipes.stepsEn})`
const contains = (text: SQL, term: string) => sql`${text} LIKE ${likePattern(term)} ESCAPE '\\'`
const all = (conditions: SQL[]) => sql.join(conditions, sql` AND `)

/** An FTS5 phrase per term (double quotes doubled), all required. */
const matchExpression = (terms: string[]) => terms.map((term) => `"${term.replaceAll('"', '""')}"`).join(' ')

export function tierOf(terms: string[]): SQL<number> {
  if (!terms.length) return sql<number>`0`
  return sql<number>`(CASE WHEN ${all(terms.map((term) => contains(titles, term)))} THEN 0 WHEN ${all(terms.map((term) => contains(titlesAndIngredients, term)))} THEN 1 ELSE 2 END)`
}

/** Published recipes that match the filter (no ordering, no paging). */
export function matching({ terms, category, author }: SearchFilter): SQL {
  const indexed = terms.filter(indexable)
  const short = terms.filter((term) => !indexable(term))
  return and(
    isNotNull(recipes.listPosition),
    category ? eq(recipes.category, category) : undefined,
    author ? eq(recipes.authorId, author) : undefined,
    indexed.length ? sql`${recipes}.rowid IN (SELECT rowid FROM recipes_fts WHERE recipes_fts MATCH ${matchExpression(indexed)})` : undefined,
    ...short.map((term) => contains(everything, term)),
  )!
}

/** How many recipes match, or how many of them come after `after` in relevance order. */
export async function countMatching(db: Database, filter: SearchFilter, after?: SearchBoundary): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recipes)
    .where(and(matching(filter), after && afterBoundary(tierOf(filter.terms), after)))
  return row?.n ?? 0
}

/** Where a cursor walk stands: after the recipe at (tier, position). */
export type SearchBoundary = { tier: number; position: number }

/** The rows after `after` in relevance order (tier ascending, then newest first). */
export const afterBoundary = (tier: SQL<number>, after: SearchBoundary) =>
  sql`(${tier} > ${after.tier} OR (${tier} = ${after.tier} AND ${recipes.listPosition} < ${after.position}))`
