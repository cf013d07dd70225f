import type { Agent } from '../agents/service'
import type { Database } from '../db/client'
import { derivedFrom, readCache } from '../db/read-cache'
import { toPage } from '../http/openapi-common'
import { type FieldError, notFound, ProblemError } from '../http/problem'
import { newId, nowIso } from '../ids'
import { latestReviews } from '../reviews/queries'
import { toReviewRecord } from '../reviews/records'
import { type Category, type ListQuery, type RecipeInput, type RecipeRecord, type RecipeSummary, type ReviewRecord, TEXT_LIMITS } from './model'
import { DETAIL_TABLES, detailDocuments, keptListRanges, LIST_TABLES, WIDEST_KEPT_RANGE } from './documents'
import { countPublished, findRecipe, insertRecipe, listPublished, publishedPositions, publishRecipe, type RecipeRow, type RecipeSummaryRow } from './queries'

const LATEST_REVIEWS_ON_DETAIL = 20

const fromUtf8 = new TextDecoder()
const toUtf8 = new TextEncoder()

type ListPage = { items: RecipeSummary[]; page: number; per_page: number; total: number; total_pages: number }
type RecipeDetail = RecipeRecord & { reviews: ReviewRecord[]; discussion_url?: string }

export const ratingOf = (row: { ratingCount: number; ratingSum: number }) => ({
  average: row.ratingCount ? Math.round((row.ratingSum / row.ratingCount) * 100) / 100 : null,
  count: row.ratingCount,
})

const imageUrl = (imageId: string | null) => (imageId ? `/api/images/${imageId}` : null)

function toRecipeSummary(row: RecipeSummaryRow): RecipeSummary {
  return {
    id: row.id,
    title_ja: row.titleJa,
    title_en: row.titleEn,
    category: row.category,
    image_url: imageUrl(row.imageId),
    source: row.source,
    discussion_id: row.discussionId,
    author: { agent_id: row.authorId, name: row.authorName },
    rating: ratingOf(row),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  }
}

const toRecipeRecord = (row: RecipeRow): RecipeRecord => ({
  ...toRecipeSummary(row),
  ingredients_ja: row.ingredientsJa,
  ingredients_en: row.ingredientsEn,
  steps_ja: row.stepsJa,
  steps_en: row.stepsEn,
})

const LINE_FIELDS = ['ingredients_ja', 'ingredients_en', 'steps_ja', 'steps_en'] as const

/** The one rule the JSON schema cannot say: at most 100 non-empty lines per list field. */
function checkLineCounts(input: Partial<Record<(typeof LINE_FIELDS)[number], string>>) {
  const errors: FieldError[] = []
  for (const field of LINE_FIELDS) {
    const count = (input[field] ?? '').split('\n').filter((line) => line.trim()).length
    if (count > TEXT_LIMITS.lineCount) errors.push({ field, message: `Expected at most ${TEXT_LIMITS.lineCount} non-empty lines, got ${count}` })
  }
  if (errors.length) throw new ProblemError('validation_failed', 'The request body breaks the rules listed in errors.', { errors })
}

export type RecipeContent = {
  titleJa: string
  titleEn: string
  category: Category
  ingredientsJa: string
  ingredientsEn: string
  stepsJa: string
  stepsEn: string
}

/** Normalises newline-separated text: CRLF to LF, trailing spaces and blank lines dropped. */
const cleanLines = (text: string | undefined) =>
  (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')

/**
 * Published lists and details are read far more often than anything is written, so answers are
 * kept in memory until a table they read changes (src/db/read-cache.ts). Bounded: a page is ~20 KB
 * of objects, a detail ~10 KB, so each object cache stays under ~80 MB. JSON list answers are
 * kept apart as the UTF-8 bytes sent (~8 KB a page of 20): 64 MB holds every page of ~150,000
 * recipes, and bytes are neither walked by the GC nor encoded again per response. Past what
 * memory holds, answers are kept on disk (src/recipes/documents.ts).
 */
const CACHED_PAGES = 4096
const CACHED_DETAILS = 4096
const CACHED_LIST_JSON_BYTES = 64 * 1024 * 1024
/** List pages are kept in memory once read twice within this many misses (see readCache): the rest come from disk. */
const LIST_JSON_REPEATS_WITHIN = 256

const ITEMS = '{"items":'
const ITEMS_BYTES = toUtf8.encode(ITEMS)
const EMPTY_ITEMS = `${ITEMS}[]`

const pageKey = ({ page, perPage, category }: ListQuery) => `${category ?? ''}:${page}:${perPage}`

export function createRecipeService(db: Database, hooks: { recipeCreated(recipe: RecipeRecord): void }) {
  const cachedPage = readCache<string, ListPage>(db, LIST_TABLES, CACHED_PAGES)
  const cachedListJson = readCache<string, Uint8Array<ArrayBuffer>>(db, LIST_TABLES, {
    maxBytes: CACHED_LIST_JSON_BYTES,
    sizeOf: (json) => json.byteLength,
    repeatsWithin: LIST_JSON_REPEATS_WITHIN,
  })
  const cachedDetail = readCache<string, RecipeDetail>(db, DETAIL_TABLES, CACHED_DETAILS)
  const documents = detailDocuments(db)
  const ranges = keptListRanges(db)

  async function load(id: string) {
    const row = await findRecipe(db, id)
    if (!row?.publishedAt) throw notFound(`Recipe ${id}`)
    return row
  }

  async function readPage({ page, perPage, category }: ListQuery): Promise<ListPage> {
    const total = await countPublished(db, category)
    const upper = total - (page - 1) * perPage
    const rows = upper > 0 ? await listPublished(db, upper, perPage, category) : []
    return toPage(rows.map(toRecipeSummary), page, perPage, total)
  }

  const list = (query: ListQuery) => cachedPage(pageKey(query), () => readPage(query))

  function detail(id: string): Promise<RecipeDetail> {
    return cachedDetail(id, async () => {
      const kept = documents?.read(id, 'json')
      if (kept) return JSON.parse(fromUtf8.decode(kept)) as RecipeDetail
      const row = await load(id)
      const reviews = await latestReviews(db, id, LATEST_REVIEWS_ON_DETAIL)
      return {
        ...toRecipeRecord(row),
        reviews: reviews.map(toReviewRecord),
        ...(row.discussionId && { discussion_url: `/api/discussions/${row.discussionId}` }),
      }
    })
  }

  /**
   * A rendering of a recipe's detail answer (its JSON, its page in one language) as sent: the copy
   * kept on disk under `form` when there is one (src/recipes/documents.ts), else made and kept.
   */
  async function detailRendering<T extends string | Uint8Array<ArrayBuffer>>(id: string, form: string, render: (answer: RecipeDetail) => T): Promise<T | Uint8Array<ArrayBuffer>> {
    const kept = documents?.read(id, form)
    if (kept) return kept
    const version = documents?.version()
    const answer = await detail(id)
    const body = derivedFrom(answer, form, () => render(answer))
    if (version !== undefined) documents?.keep([id, form], body, version)
    return body
  }

  /**
   * A page's items as JSON, from the range of positions kept on disk when there is one
   * (src/recipes/documents.ts): a range shows the same recipes whatever is published above it.
   */
  async function rangeItems(upper: number, perPage: number, category: Category | undefined): Promise<string | Uint8Array<ArrayBuffer>> {
    const scope = category ?? ''
    const kept = ranges?.read(scope, upper, perPage)
    if (kept) return kept
    const version = ranges?.version()
    const items = JSON.stringify((await listPublished(db, upper, perPage, category)).map(toRecipeSummary))
    if (version !== undefined && perPage <= WIDEST_KEPT_RANGE) ranges?.keep([scope, upper, perPage], items, version)
    return items
  }

  /** The JSON list answer as UTF-8: toPage's envelope (so the fields keep its order) around the page's items. */
  async function readPageJson({ page, perPage, category }: ListQuery): Promise<Uint8Array<ArrayBuffer>> {
    const total = await countPublished(db, category)
    const upper = total - (page - 1) * perPage
    const items = upper > 0 ? await rangeItems(upper, perPage, category) : '[]'
    const rest = JSON.stringify(toPage([], page, perPage, total)).slice(EMPTY_ITEMS.length)
    if (typeof items === 'string') return toUtf8.encode(`${ITEMS}${items}${rest}`)
    const tail = toUtf8.encode(rest)
    const body = new Uint8Array(ITEMS_BYTES.length + items.length + tail.length)
    body.set(ITEMS_BYTES)
    body.set(items, ITEMS_BYTES.length)
    body.set(tail, ITEMS_BYTES.length + items.length)
    return body
  }

  return {
    async createDirect(author: Agent, input: RecipeInput): Promise<RecipeRecord> {
      checkLineCounts(input)
      const now = nowIso()
      const id = newId()
      await insertRecipe(db, {
        id,
        titleJa: input.title_ja.trim(),
        titleEn: input.title_en.trim(),
        category: input.category,
        ingredientsJa: cleanLines(input.ingredients_ja),
        ingredientsEn: cleanLines(input.ingredients_en),
        stepsJa: cleanLines(input.steps_ja),
        stepsEn: cleanLines(input.steps_en),
        source: 'direct',
        authorId: author.id,
        createdAt: now,
        updatedAt: now,
        ...publishedPositions(input.category, now),
      })
      const record = toRecipeRecord(await load(id))
      hooks.recipeCreated(record)
      return record
    },

    /** A discussion's recipe is saved first and listed only when the discussion completes. */
    async saveUnpublished(author: Agent, content: RecipeContent, discussionId: string): Promise<string> {
      const now = nowIso()
      const id = newId()
      await insertRecipe(db, { id, ...content, source: 'discussion', discussionId, authorId: author.id, createdAt: now, updatedAt: now })
      return id
    },

    async publish(id: string, category: Category): Promise<RecipeRecord> {
      await publishRecipe(db, id, category, nowIso())
      return toRecipeRecord(await load(id))
    },

    list,
    detail,

    /**
     * The answers as the JSON sent, made once and kept as bytes (in memory, and on disk: see
     * src/recipes/documents.ts), so a hit skips the object walk, the response check and
     * JSON.stringify. Serialized straight from the typed records, which hold exactly the documented
     * fields (tests/recipes/response-schemas.test.ts checks real answers against the schemas).
     */
    listJson: (query: ListQuery) => cachedListJson(pageKey(query), () => readPageJson(query)),
    detailJson: (id: string) => detailRendering(id, 'json', JSON.stringify),
    /** The recipe's pages are kept the same way (src/pages/index.ts). */
    detailRendering,

    /** The published recipe row, or a 404 problem. */
    load,
  }
}

export type RecipeService = ReturnType<typeof createRecipeService>
