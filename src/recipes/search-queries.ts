import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { recipes } from '../db/schema'
import type { RankedMatch, SearchFilter } from './search'

/**
 * The statements of search and author lists: the recipes matching every term of `q` (and the
 * category and author, when given), best first by the tiers of search.ts. (bm25 scores move with
 * the whole corpus, which would let a cursor walk repeat or skip; the tiers do not.)
 *
 * Terms of three characters or more are found through the trigram FTS5 index (migration 0007),
 * and in recipes still waiting for their index rows (src/recipes/search-index.ts, a few hundred at
 * most, briefly) by LIKE, so a recipe is found from the moment it is stored (LIKE folds the case
 * of ASCII letters only, the index of every letter: a waiting recipe's "É" matches "é" once indexed);
 * shorter ones (抹茶, 豆腐, 生姜) cannot be, and are matched with LIKE over the same columns: on
 * the FTS candidates when the query has a longer term too, else in one pass over the published
 * recipes, taken in steps between which other requests are served (scannedMatches), and paid for
 * from the client's search budget (src/limits/search-budget.ts). A query of one-character terms
 * only is refused (refusedShortQuery). Measured on 10,000 recipes (bun:sqlite, file): a rare trigram term 1.6 ms, a
 * two-character term 29 ms (the scan), a term in a third of them 40 ms (ranking every match).
 * An n-gram side table would make the short terms an index probe too, at the price of a row per
 * distinct character pair of every recipe (~250 per recipe); the scan is bounded by one pass,
 * and its answer is kept by the response cache until a recipe changes.
 */

/** Trigrams need three characters: counted as code points, as FTS5 counts them. */
const indexable = (term: string) => [...term].length >= 3

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
/** A term in any of the columns (separately: concatenating them first costs a third more per row). */
const inAny = (columns: SQL[], term: string) => {
  const pattern = likePattern(term)
  return sql`(${sql.join(
    columns.map((column) => sql`${column} LIKE ${pattern} ESCAPE '\\'`),
    sql` OR `,
  )})`
}
const TITLES = [recipes.titleJa, recipes.titleEn].map((column) => sql`${column}`)
const TITLES_AND_INGREDIENTS = [...TITLES, sql`${recipes.ingredientsJa}`, sql`${recipes.ingredientsEn}`]
const EVERYTHING = [...TITLES_AND_INGREDIENTS, sql`${recipes.stepsJa}`, sql`${recipes.stepsEn}`]
const all = (conditions: SQL[]) => sql.join(conditions, sql` AND `)

/** An FTS5 phrase per term (double quotes doubled), all required. */
const matchExpression = (terms: string[]) => terms.map((term) => `"${term.replaceAll('"', '""')}"`).join(' ')

function tierOf(terms: string[]): SQL<number> {
  if (!terms.length) return sql<number>`0`
  return sql<number>`(CASE WHEN ${all(terms.map((term) => inAny(TITLES, term)))} THEN 0 WHEN ${all(terms.map((term) => inAny(TITLES_AND_INGREDIENTS, term)))} THEN 1 ELSE 2 END)`
}

/** Published recipes that match the filter. */
function matching({ terms, category, author }: SearchFilter): SQL {
  const indexed = terms.filter(indexable)
  const short = terms.filter((term) => !indexable(term))
  return and(
    isNotNull(recipes.listPosition),
    category ? eq(recipes.category, category) : undefined,
    author ? eq(recipes.authorId, author) : undefined,
    indexed.length
      ? sql`(${recipes}.rowid IN (SELECT rowid FROM recipes_fts WHERE recipes_fts MATCH ${matchExpression(indexed)}) OR (${recipes}.rowid IN (SELECT rowid FROM recipes_fts_waiting) AND ${all(indexed.map((term) => inAny(EVERYTHING, term)))}))`
      : undefined,
    ...short.map((term) => inAny(EVERYTHING, term)),
  )!
}

/**
 * Every match, best first, as (id, tier, position) only: one pass over the matches gives the
 * total, the page and where a cursor stands, and only the page's rows are read in full after it.
 */
export async function rankedMatches(db: Database, filter: SearchFilter): Promise<RankedMatch[]> {
  if (readsEveryRecipe(filter)) return scannedMatches(db, filter)
  const tier = tierOf(filter.terms)
  const rows = await db
    .select({ id: recipes.id, tier, position: recipes.listPosition })
    .from(recipes)
    .where(matching(filter))
    // Without terms every tier is 0 (and ORDER BY a constant would name a column by number).
    .orderBy(...(filter.terms.length ? [asc(tier)] : []), desc(recipes.listPosition))
  return rows as RankedMatch[]
}

/** No index narrows it: every term is too short for the trigrams, and no author's list bounds it. */
export const readsEveryRecipe = ({ terms, author }: SearchFilter) =>
  !author && terms.length > 0 && !terms.some(indexable)

/**
 * Recipes a scan reads in one go before it lets other requests run: about 3 ms of the ~30 ms a
 * scan of 10,000 takes. The embedded driver answers synchronously, so one statement over every
 * recipe held every other request (a cached detail read waited the whole scan).
 */
const SCAN_STEP = 1000
const otherRequestsRun = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * The matches of a query no index answers, read in steps of SCAN_STEP list positions, newest
 * first, with other requests served between steps; then ordered as rankedMatches orders them. A
 * recipe deleted between steps renumbers the ones above it, which may then be read twice (kept
 * once) or not at all: a search answer, unlike a cursor walk, makes no promise across writes.
 */
async function scannedMatches(db: Database, filter: SearchFilter): Promise<RankedMatch[]> {
  const tier = tierOf(filter.terms)
  const [top] = await db.select({ n: sql<number | null>`max(${recipes.listPosition})` }).from(recipes)
  const found = new Map<string, RankedMatch>()
  for (let upper = top?.n ?? 0; upper > 0; upper -= SCAN_STEP) {
    const rows = (await db
      .select({ id: recipes.id, tier, position: recipes.listPosition })
      .from(recipes)
      .where(
        and(
          matching(filter),
          sql`${recipes.listPosition} > ${upper - SCAN_STEP} AND ${recipes.listPosition} <= ${upper}`,
        ),
      )) as RankedMatch[]
    for (const row of rows) found.set(row.id, row)
    await otherRequestsRun()
  }
  return [...found.values()].sort((a, b) => a.tier - b.tier || b.position - a.position)
}

/** Recipes indexed in one transaction: a few ms of CPU, so a reader waits behind one short write. */
export const INDEX_STEP = 100
const INDEXED = '`title_ja`, `title_en`, `ingredients_ja`, `ingredients_en`, `steps_ja`, `steps_en`'
const FIRST_WAITING = `SELECT \`rowid\` FROM \`recipes_fts_waiting\` ORDER BY \`rowid\` LIMIT ${INDEX_STEP}`
/** Both statements take the same first INDEX_STEP waiting rows: they run in one transaction. */
const INDEX_WAITING = [
  `INSERT INTO \`recipes_fts\`(\`rowid\`, ${INDEXED}) SELECT \`rowid\`, ${INDEXED} FROM \`recipes\` WHERE \`rowid\` IN (${FIRST_WAITING})`,
  `DELETE FROM \`recipes_fts_waiting\` WHERE \`rowid\` IN (${FIRST_WAITING})`,
]

/**
 * Writes the index rows of up to INDEX_STEP recipes waiting for them (migration 0018) in one
 * statement, FTS5's one flush for all of them; answers how many it took.
 */
export async function indexWaitingRecipes(db: Database): Promise<number> {
  const [, taken] = await db.$client.batch(INDEX_WAITING, 'write')
  return taken!.rowsAffected
}
