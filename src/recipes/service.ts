import type { Agent } from '../agents/service'
import type { Database } from '../db/client'
import type { DataChanges } from '../cache/response-cache'
import { decodeCursor, encodeCursor, pagingOf, toPage } from '../http/openapi-common'
import { type FieldError, notFound, ProblemError } from '../http/problem'
import { newId, nowIso } from '../ids'
import { latestReviews } from '../reviews/queries'
import { toReviewRecord } from '../reviews/records'
import { type Category, type ListQuery, type RecipeInput, type RecipeRecord, type RecipeSummary, type ReviewRecord, TEXT_LIMITS } from './model'
import { countPublished, findRecipe, insertRecipe, listPublished, publishedPositions, publishRecipe, type RecipeRow, type RecipeSummaryRow } from './queries'

const LATEST_REVIEWS_ON_DETAIL = 20

export type ListPage = ReturnType<typeof toPage<RecipeSummary>>
export type RecipeDetail = RecipeRecord & { reviews: ReviewRecord[]; discussion_url?: string }

export const ratingOf = (row: { ratingCount: number; ratingSum: number }) => ({
  average: row.ratingCount ? Math.round((row.ratingSum / row.ratingCount) * 100) / 100 : null,
  count: row.ratingCount,
})

const imageUrl = (imageId: string | null) => (imageId ? `/api/images/${imageId}` : null)

function toRecipeSummary(row: Omit<RecipeSummaryRow, 'position'>): RecipeSummary {
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

/** A list's cursors name the list they walk, so one is never read against another's positions. */
const listScope = (category: Category | undefined) => `recipes:${category ?? 'all'}`

/** A cursor's boundary: the position of the last recipe shown (positions are whole numbers from 1). */
const POSITION = /^[1-9]\d{0,15}$/

export function createRecipeService(db: Database, hooks: { recipeCreated(recipe: RecipeRecord): void; changes: DataChanges }) {
  async function load(id: string) {
    const row = await findRecipe(db, id)
    if (!row?.publishedAt) throw notFound(`Recipe ${id}`)
    return row
  }

  /**
   * Newest first. A page number is a range of positions counted from the newest; a cursor is the
   * position of the last recipe shown, and the next page is what lies below it, so recipes
   * published meanwhile (above it) never shift a cursor walk.
   */
  async function list(query: ListQuery): Promise<ListPage> {
    const { category, perPage } = query
    const paging = pagingOf(query)
    const total = await countPublished(db, category)
    const upper = paging.cursor === undefined ? total - (paging.page - 1) * perPage : Number(decodeCursor(paging.cursor, listScope(category), POSITION)) - 1
    // One more than shown tells whether a next page exists.
    const rows = upper > 0 ? await listPublished(db, upper, perPage + 1, category) : []
    const shown = rows.slice(0, perPage)
    const last = shown.at(-1)
    const page = paging.cursor === undefined ? paging.page : Math.floor((total - Math.min(upper, total)) / perPage) + 1
    const nextCursor = rows.length > perPage && last ? encodeCursor(listScope(category), String(last.position)) : null
    return toPage(shown.map(toRecipeSummary), page, perPage, total, nextCursor)
  }

  async function detail(id: string): Promise<RecipeDetail> {
    const row = await load(id)
    const reviews = await latestReviews(db, id, LATEST_REVIEWS_ON_DETAIL)
    return {
      ...toRecipeRecord(row),
      reviews: reviews.map(toReviewRecord),
      ...(row.discussionId && { discussion_url: `/api/discussions/${row.discussionId}` }),
    }
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
      hooks.changes.listsChanged()
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
      hooks.changes.recipeChanged(id)
      hooks.changes.listsChanged()
      return toRecipeRecord(await load(id))
    },

    list,
    detail,

    /** The published recipe row, or a 404 problem. */
    load,
  }
}

export type RecipeService = ReturnType<typeof createRecipeService>
