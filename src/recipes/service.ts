import type { Agent } from '../agents/service'
import type { RemixParent } from '../ai/turn-context'
import type { Database, Statement } from '../db/client'
import type { DataChanges } from '../cache/response-cache'
import type { SearchBudget } from '../limits/search-budget'
import { decodeCursor, encodeCursor, pagingOf, toPage } from '../http/paging'
import { type FieldError, notAuthor, notFound, ProblemError } from '../http/problem'
import { ID_SOURCE, newId, nowIso } from '../ids'
import { ratingOf } from '../rating'
import { latestReviews } from '../reviews/queries'
import type { ReviewRecord } from '../reviews/model'
import { linesOf, normalizeLines } from '../text/lines'
import { type StructuredIngredient, scaleLine, structuredIngredients } from './ingredient-lines'
import { markedFields, TRANSLATABLE } from './translation'
import {
  type Category,
  type ListQuery,
  type RecipeInput,
  type RecipeRecord,
  type RecipeSummary,
  TEXT_LIMITS,
} from './model'
import {
  countPublished,
  countRemixes,
  deleteRecipe,
  findRecipe,
  findRecipeForPage,
  findReviewTarget,
  insertRecipe,
  listPublished,
  idsBetween,
  numberedListPage,
  type PictureSize,
  pictureSizes,
  positionsOf,
  publishedPositions,
  publishRecipeAfter,
  remixesOf,
  type RecipeChanges,
  type RecipeContent,
  type RecipeRow,
  type RecipeSummaryRow,
  summariesOf,
  updateRecipe,
} from './queries'
import { comesAfter, refusedShortQuery, type SearchFilter, searchTerms } from './search'
import { rankedMatches, readsEveryRecipe } from './search-queries'

const LATEST_REVIEWS_ON_DETAIL = 20

export type ListPage = ReturnType<typeof toPage<RecipeSummary>>
export type RecipeParent =
  | { id: string; deleted: false; title_ja: string; title_en: string }
  | { id: string; deleted: true }

export type RecipeDetail = RecipeRecord & {
  parent?: RecipeParent
  ingredients: StructuredIngredient[]
  scaled_from?: number
  reviews: ReviewRecord[]
  discussion_url?: string
}

const IMAGE_PATH = '/api/images/'
const imageUrl = (imageId: string | null) => (imageId ? IMAGE_PATH + imageId : null)

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
    description_ja: row.descriptionJa,
    description_en: row.descriptionEn,
    servings: row.servings,
    total_minutes: row.totalMinutes,
  }
}

const toRecipeRecord = (row: RecipeRow): RecipeRecord => ({
  ...toRecipeSummary(row),
  ingredients_ja: row.ingredientsJa,
  ingredients_en: row.ingredientsEn,
  steps_ja: row.stepsJa,
  steps_en: row.stepsEn,
  machine_translated: markedFields(row.machineTranslated) as RecipeRecord['machine_translated'],
  parent_recipe_id: row.parentRecipeId,
  prep_minutes: row.prepMinutes,
  cook_minutes: row.cookMinutes,
})

/** English is optional on a recipe: while a line field of it is empty and its Japanese is not, the model fills it. */
const missesEnglish = (content: Pick<RecipeContent, 'ingredientsJa' | 'ingredientsEn' | 'stepsJa' | 'stepsEn'>) =>
  TRANSLATABLE.some(({ source, target }) => content[target] === '' && content[source] !== '')

/**
 * What a change does to the model's English: an author who writes an English field makes it
 * theirs; a change to the Japanese a filled field came from empties it to be filled again.
 */
function translationAfter(row: RecipeRow, changes: RecipeChanges) {
  let marked = markedFields(row.machineTranslated)
  const cleared: Partial<Pick<RecipeChanges, 'ingredientsEn' | 'stepsEn'>> = {}
  for (const { field, source, target } of TRANSLATABLE) {
    if (changes[target] !== undefined) marked = marked.filter((name) => name !== field)
    else if (changes[source] !== undefined && changes[source] !== row[source] && marked.includes(field)) {
      cleared[target] = ''
      marked = marked.filter((name) => name !== field)
    }
  }
  const after = { ...row, ...changes, ...cleared }
  return {
    ...cleared,
    machineTranslated: marked.length ? JSON.stringify(marked) : null,
    translationDue: missesEnglish(after) ? 1 : null,
  }
}

/** A recipe's amounts for `servings` people; a recipe that does not say whom it serves cannot be scaled. */
function scaled(record: RecipeRecord, servings: number): RecipeRecord {
  if (record.servings === null)
    throw new ProblemError('validation_failed', 'The query breaks the rules listed in errors.', {
      errors: [{ field: 'servings', message: 'This recipe does not say how many it serves, so it cannot be scaled' }],
    })
  const factor = servings / record.servings
  const rewrite = (lines: string, lang: 'ja' | 'en') =>
    linesOf(lines)
      .map((line) => scaleLine(line, lang, factor))
      .join('\n')
  return {
    ...record,
    servings,
    ingredients_ja: rewrite(record.ingredients_ja, 'ja'),
    ingredients_en: rewrite(record.ingredients_en, 'en'),
  }
}

const LINE_FIELDS = ['ingredients_ja', 'ingredients_en', 'steps_ja', 'steps_en'] as const

/** The one rule the JSON schema cannot say: at most 100 non-empty lines per list field. */
function checkLineCounts(input: Partial<Record<(typeof LINE_FIELDS)[number], string>>) {
  const errors: FieldError[] = []
  for (const field of LINE_FIELDS) {
    const count = linesOf(input[field]).length
    if (count > TEXT_LIMITS.lineCount)
      errors.push({ field, message: `Expected at most ${TEXT_LIMITS.lineCount} non-empty lines, got ${count}` })
  }
  if (errors.length)
    throw new ProblemError('validation_failed', 'The request body breaks the rules listed in errors.', { errors })
}

type RecipeFacts = Pick<
  RecipeInput,
  'description_ja' | 'description_en' | 'servings' | 'total_minutes' | 'prep_minutes' | 'cook_minutes'
>
type FactColumns = Pick<
  RecipeContent,
  'descriptionJa' | 'descriptionEn' | 'servings' | 'totalMinutes' | 'prepMinutes' | 'cookMinutes'
>

/** The optional facts an author sent, as columns: absent stays absent (PATCH keeps it), null clears. */
const factsOf = (input: RecipeFacts): Partial<FactColumns> => ({
  ...(input.description_ja !== undefined && { descriptionJa: input.description_ja?.trim() ?? null }),
  ...(input.description_en !== undefined && { descriptionEn: input.description_en?.trim() ?? null }),
  ...(input.servings !== undefined && { servings: input.servings }),
  ...(input.total_minutes !== undefined && { totalMinutes: input.total_minutes }),
  ...(input.prep_minutes !== undefined && { prepMinutes: input.prep_minutes }),
  ...(input.cook_minutes !== undefined && { cookMinutes: input.cook_minutes }),
})

/** The rule across fields the JSON schema cannot say: preparation and cooking fit in the total time. */
function checkTimes({ totalMinutes, prepMinutes, cookMinutes }: Partial<FactColumns>) {
  const parts = (prepMinutes ?? 0) + (cookMinutes ?? 0)
  if (totalMinutes == null || parts <= totalMinutes) return
  const message = `prep_minutes and cook_minutes together (${parts}) exceed total_minutes (${totalMinutes})`
  const errors = Object.entries({ prep_minutes: prepMinutes, cook_minutes: cookMinutes })
    .filter(([, minutes]) => minutes != null)
    .map(([field]) => ({ field, message }))
  throw new ProblemError('validation_failed', 'The request body breaks the rules listed in errors.', { errors })
}

/** A list's cursors name the list they walk, so one is never read against another's positions. */
const listScope = (category: Category | undefined) => `recipes:${category ?? 'all'}`
/** A search's or author list's cursors name the whole filter (hashed: a query may be 200 characters). */
const searchScope = (filter: SearchFilter) =>
  `search:${Bun.hash(JSON.stringify([filter.terms, filter.category, filter.author])).toString(36)}`

/**
 * A cursor's boundary: the position of the last recipe shown (whole numbers from 1) and its id,
 * for a search also its relevance tier. A delete renumbers the recipes published after the one
 * deleted, so the position is read again by id: the walk goes on below the recipe it last showed
 * wherever that recipe stands now (its old position holds when it is the one deleted).
 */
const POSITION = new RegExp(`^[1-9]\\d{0,15}\\.${ID_SOURCE}$`)
const TIERED = new RegExp(`^[0-2]\\.[1-9]\\d{0,15}\\.${ID_SOURCE}$`)

/**
 * Who asks for a list. A client address spends its own search budget; an internal read (feeds)
 * none. The pages search single characters too (a person typing 卵 in the search box wants its
 * recipes, and has no problem document to read), within the same budget; the API refuses them.
 */
export type ListCaller = { client?: string; singleCharacters?: 'scan' | 'refuse' }

export function createRecipeService(
  db: Database,
  hooks: {
    recipeCreated(recipe: RecipeRecord): void
    /** A recipe whose English ingredients or steps are missing: the model fills them in the background. */
    translationDue?(recipeId: string): void
    changes: DataChanges
    searchBudget?: SearchBudget
    /** A recipe's text was stored: its search index rows are written soon after (src/recipes/search-index.ts). */
    textStored?(): void
  },
) {
  async function load(id: string) {
    const row = await findRecipe(db, id)
    if (!row?.publishedAt) throw notFound(`Recipe ${id}`)
    return row
  }

  /** The current position of the recipe a cursor last showed, or the one the cursor recorded. */
  async function currentPosition(boundary: string, category: Category | undefined) {
    const [position, id] = boundary.split('.') as [string, string]
    const now = await positionsOf(db, id)
    return (category ? now?.categoryPosition : now?.listPosition) ?? Number(position)
  }

  /**
   * Newest first. A page number is a range of positions counted from the newest; a cursor is the
   * position of the last recipe shown, and the next page is what lies below it, so recipes
   * published meanwhile (above it) never shift a cursor walk.
   */
  async function list(query: ListQuery, caller: ListCaller = {}): Promise<ListPage> {
    const { category, perPage } = query
    const terms = searchTerms(query.q)
    if (terms.length || query.author) return search({ terms, category, author: query.author }, query, caller)
    const paging = pagingOf(query)
    // One more than shown tells whether a next page exists.
    const { rows, total, page } =
      paging.cursor === undefined
        ? { ...(await numberedListPage(db, (paging.page - 1) * perPage, perPage + 1, category)), page: paging.page }
        : await afterCursor(paging.cursor, perPage, category)
    const shown = rows.slice(0, perPage)
    const last = shown.at(-1)
    const nextCursor =
      rows.length > perPage && last ? encodeCursor(listScope(category), `${last.position}.${last.id}`) : null
    return toPage(shown.map(toRecipeSummary), page, perPage, total, nextCursor)
  }

  /** The page of a list below the recipe a cursor last showed, the list's total and the page's number. */
  async function afterCursor(cursor: string, perPage: number, category: Category | undefined) {
    const total = await countPublished(db, category)
    const upper = (await currentPosition(decodeCursor(cursor, listScope(category), POSITION), category)) - 1
    const rows = upper > 0 ? await listPublished(db, upper, perPage + 1, category) : []
    return { rows, total, page: Math.floor((total - Math.min(upper, total)) / perPage) + 1 }
  }

  /** A search (`q`) or an author's list: relevance tier, then newest first (src/recipes/search.ts). */
  async function search(
    filter: SearchFilter,
    query: ListQuery,
    { client, singleCharacters = 'refuse' }: ListCaller,
  ): Promise<ListPage> {
    const { perPage } = query
    const paging = pagingOf(query)
    const scope = searchScope(filter)
    const refused = singleCharacters === 'refuse' && refusedShortQuery(filter)
    if (refused) throw refused
    const find = () => rankedMatches(db, filter)
    const matches = await (client && hooks.searchBudget
      ? hooks.searchBudget.spend(client, find, readsEveryRecipe(filter) ? 'scan' : 'indexed')
      : find())
    let start = ((paging.page ?? 1) - 1) * perPage
    if (paging.cursor !== undefined) {
      const [tier, position, id] = decodeCursor(paging.cursor, scope, TIERED).split('.') as [string, string, string]
      const after = { tier: Number(tier), position: await currentPosition(`${position}.${id}`, undefined) }
      start = matches.findIndex((match) => comesAfter(match, after))
      if (start < 0) start = matches.length
    }
    const shown = matches.slice(start, start + perPage)
    const last = shown.at(-1)
    const page = Math.floor(start / perPage) + 1
    const nextCursor =
      start + perPage < matches.length && last ? encodeCursor(scope, `${last.tier}.${last.position}.${last.id}`) : null
    const rows = await summariesOf(
      db,
      shown.map((match) => match.id),
    )
    return toPage(rows.map(toRecipeSummary), page, perPage, matches.length, nextCursor)
  }

  /** The caller's own published recipe, or 404 / 403 not_author. */
  async function ownRecipe(author: Agent, id: string) {
    const row = await load(id)
    if (row.authorId !== author.id) throw notAuthor()
    return row
  }

  /** A gone recipe (deleted meanwhile) leaves every list and page; a changed one every answer that showed it. */
  function changed(id: string) {
    hooks.changes.recipeChanged(id)
    hooks.changes.listsChanged()
  }

  /** What a remix says of the recipe it came from: its titles, or that it was deleted. */
  async function parentOf(id: string): Promise<RecipeParent> {
    const parent = await findRecipe(db, id)
    return parent?.publishedAt
      ? { id, deleted: false, title_ja: parent.titleJa, title_en: parent.titleEn }
      : { id, deleted: true }
  }

  /**
   * A recipe's remixes, newest first, by page or cursor (the position and id of the last shown,
   * read again by id, as the lists do). 404 for a recipe that is not published.
   */
  async function remixes(id: string, query: { page?: number; cursor?: string; perPage: number }): Promise<ListPage> {
    await load(id)
    return remixesOfPublished(id, query)
  }

  /** The remixes of a recipe already known to be published (`counted`: how many, when the caller read it). */
  async function remixesOfPublished(
    id: string,
    query: { page?: number; cursor?: string; perPage: number },
    counted?: number,
  ): Promise<ListPage> {
    const { perPage } = query
    const paging = pagingOf(query)
    const total = counted ?? (await countRemixes(db, id))
    const scope = `remixes:${id}`
    const below =
      paging.cursor === undefined
        ? Number.MAX_SAFE_INTEGER
        : await currentPosition(decodeCursor(paging.cursor, scope, POSITION), undefined)
    const skip = paging.cursor === undefined ? (paging.page - 1) * perPage : 0
    // Most recipes have no remix: the count says so without reading a page of them.
    const rows = total ? await remixesOf(db, id, { below, skip, limit: perPage + 1 }) : []
    const shown = rows.slice(0, perPage)
    const last = shown.at(-1)
    const nextCursor = rows.length > perPage && last ? encodeCursor(scope, `${last.position}.${last.id}`) : null
    return toPage(shown.map(toRecipeSummary), paging.page ?? 1, perPage, total, nextCursor)
  }

  /** The recipe, or with `servings` the recipe scaled to that many (its lines rewritten in both languages). */
  async function detail(id: string, servings?: number): Promise<RecipeDetail> {
    // Both at once: on a remote database the detail costs one round trip of latency, not two.
    const [row, reviews] = await Promise.all([load(id), latestReviews(db, id, LATEST_REVIEWS_ON_DETAIL)])
    return detailOf(row, reviews, servings)
  }

  /** The recipe as written, or scaled to `servings`. */
  const recordOf = (row: RecipeRow, servings?: number) =>
    servings === undefined ? toRecipeRecord(row) : scaled(toRecipeRecord(row), servings)

  async function detailOf(row: RecipeRow, reviews: ReviewRecord[], servings?: number): Promise<RecipeDetail> {
    const record = recordOf(row, servings)
    return {
      ...record,
      ...(row.parentRecipeId && { parent: await parentOf(row.parentRecipeId) }),
      ingredients: structuredIngredients(linesOf(record.ingredients_ja), linesOf(record.ingredients_en)),
      ...(servings !== undefined && { scaled_from: row.servings! }),
      reviews,
      ...(row.discussionId && { discussion_url: `/api/discussions/${row.discussionId}` }),
    }
  }

  /**
   * What a recipe's page shows, from one read of the recipe: the record with its parent and newest
   * reviews (scaled to `servings` when the recipe says whom it serves, else as written), what a discussion knew of the dish beyond
   * the record (cuisine, nutrition per serving, for the page's structured data), its newest
   * `remixesShown` remixes and its picture's size when it has one (recipe, remix count and picture
   * read by one statement).
   */
  async function page(id: string, remixesShown: number, servings?: number) {
    const [row, reviews] = await Promise.all([
      findRecipeForPage(db, id),
      latestReviews(db, id, LATEST_REVIEWS_ON_DETAIL),
    ])
    if (!row?.publishedAt) throw notFound(`Recipe ${id}`)
    const scaledTo = row.servings === null ? undefined : servings
    const [parent, remixList] = await Promise.all([
      row.parentRecipeId ? parentOf(row.parentRecipeId) : undefined,
      remixesOfPublished(id, { perPage: remixesShown }, row.remixCount),
    ])
    const { pictureWidth: width, pictureHeight: height } = row
    return {
      // Not the detail: a page shows its ingredient lines as written, its structured data too, so
      // reading each line as quantity, unit and food (the API's `ingredients`) is left out (issue 35).
      recipe: {
        ...recordOf(row, scaledTo),
        ...(parent && { parent }),
        ...(scaledTo !== undefined && { scaled_from: row.servings! }),
        reviews,
      },
      facts: { cuisine: row.cuisine, nutrition: row.nutrition },
      remixes: remixList.items,
      ...(width !== null && height !== null && { picture: { width, height } }),
    }
  }

  return {
    remixes,

    /** The published recipe a remix starts from, as the panel reads it; a 422 naming from_recipe_id when there is none. */
    async remixSource(id: string): Promise<RemixParent> {
      const row = await findRecipe(db, id)
      if (!row?.publishedAt)
        throw new ProblemError('validation_failed', 'The request body breaks the rules listed in errors.', {
          errors: [{ field: 'from_recipe_id', message: 'No published recipe has this id' }],
        })
      return {
        id,
        title_ja: row.titleJa,
        title_en: row.titleEn,
        category: row.category,
        servings: row.servings,
        total_minutes: row.totalMinutes,
        source: row.source,
        ingredients_ja: linesOf(row.ingredientsJa),
        ingredients_en: linesOf(row.ingredientsEn),
        steps_ja: linesOf(row.stepsJa),
        steps_en: linesOf(row.stepsEn),
      }
    },

    /** `keep`: what commits with the new recipe, given its id (the answer an Idempotency-Key keeps). */
    async createDirect(
      author: Agent,
      input: RecipeInput,
      keep: (id: string) => Statement[] = () => [],
    ): Promise<RecipeRecord> {
      checkLineCounts(input)
      const facts = factsOf(input)
      checkTimes(facts)
      const now = nowIso()
      const id = newId()
      const lines = {
        ingredientsJa: normalizeLines(input.ingredients_ja),
        ingredientsEn: normalizeLines(input.ingredients_en),
        stepsJa: normalizeLines(input.steps_ja),
        stepsEn: normalizeLines(input.steps_en),
      }
      await insertRecipe(
        db,
        {
          id,
          titleJa: input.title_ja.trim(),
          titleEn: input.title_en.trim(),
          category: input.category,
          ...lines,
          translationDue: missesEnglish(lines) ? 1 : null,
          ...facts,
          source: 'direct',
          authorId: author.id,
          createdAt: now,
          updatedAt: now,
          ...publishedPositions(now),
        },
        keep(id),
      )
      hooks.textStored?.()
      hooks.changes.listsChanged()
      const record = toRecipeRecord(await load(id))
      hooks.recipeCreated(record)
      if (missesEnglish(lines)) hooks.translationDue?.(id)
      return record
    },

    /** A discussion's recipe is saved first and listed only when the discussion completes. */
    async saveUnpublished(author: Agent, content: RecipeContent, discussionId: string): Promise<string> {
      const now = nowIso()
      const id = newId()
      await insertRecipe(db, {
        id,
        ...content,
        source: 'discussion',
        discussionId,
        authorId: author.id,
        createdAt: now,
        updatedAt: now,
      })
      hooks.textStored?.()
      return id
    },

    /**
     * Publishes a discussion's recipe in one transaction with `completion`, the discussion's own
     * change to completed; undefined (nothing published) when `completion` changed nothing. `then`
     * joins the same transaction (the discussion's completion callback).
     */
    async publishWith(
      completion: Statement,
      id: string,
      category: Category,
      then: Statement[] = [],
    ): Promise<RecipeRecord | undefined> {
      const published = await publishRecipeAfter(db, completion, id, category, nowIso(), then)
      if (!published) return undefined
      const record = toRecipeRecord(await load(id))
      hooks.changes.recipeChanged(id)
      // The parent's page lists its remixes.
      if (record.parent_recipe_id) hooks.changes.recipeChanged(record.parent_recipe_id)
      hooks.changes.listsChanged()
      return record
    },

    /** Any subset of the create fields, under the same rules; search finds the new text at once. */
    async update(author: Agent, id: string, input: Partial<RecipeInput>): Promise<RecipeRecord> {
      const row = await ownRecipe(author, id)
      checkLineCounts(input)
      const changes: RecipeChanges = {
        ...(input.title_ja !== undefined && { titleJa: input.title_ja.trim() }),
        ...(input.title_en !== undefined && { titleEn: input.title_en.trim() }),
        ...(input.category !== undefined && { category: input.category }),
        ...(input.ingredients_ja !== undefined && { ingredientsJa: normalizeLines(input.ingredients_ja) }),
        ...(input.ingredients_en !== undefined && { ingredientsEn: normalizeLines(input.ingredients_en) }),
        ...(input.steps_ja !== undefined && { stepsJa: normalizeLines(input.steps_ja) }),
        ...(input.steps_en !== undefined && { stepsEn: normalizeLines(input.steps_en) }),
        ...factsOf(input),
      }
      checkTimes({ ...row, ...changes })
      if (Object.keys(changes).length) {
        const translation = translationAfter(row, changes)
        const updated = await updateRecipe(db, id, author.id, { ...changes, ...translation }, nowIso())
        changed(id)
        hooks.textStored?.()
        if (!updated) throw notFound(`Recipe ${id}`)
        if (translation.translationDue) hooks.translationDue?.(id)
      }
      return toRecipeRecord(await load(id))
    },

    /** The recipe, its reviews and its picture go in one write; every cached answer showing it goes with them. */
    async remove(author: Agent, id: string): Promise<void> {
      const row = await ownRecipe(author, id)
      const deleted = await deleteRecipe(db, id, author.id)
      changed(id)
      if (row.parentRecipeId) hooks.changes.recipeChanged(row.parentRecipeId)
      if (!deleted) throw notFound(`Recipe ${id}`)
    },

    list,
    detail,
    page,

    /** Each recipe's picture size (by recipe id), for pages that show the pictures before they load. */
    async pictureSizes(recipes: { id: string; image_url: string | null }[]): Promise<Map<string, PictureSize>> {
      const imageIds = new Map(
        recipes.flatMap((recipe) =>
          recipe.image_url ? [[recipe.image_url.slice(IMAGE_PATH.length), recipe.id] as const] : [],
        ),
      )
      const sizes = await pictureSizes(db, [...imageIds.keys()])
      return new Map([...sizes].map(([imageId, size]) => [imageIds.get(imageId)!, size]))
    },

    /** How many recipes are published (the sitemap's count). */
    countPublished: () => countPublished(db),
    /**
     * The published recipes as (id, updatedAt) from the `skip`-th newest, at most `limit` of them, for
     * a part of the sitemap: positions are dense, so the slice is a range of the list position index.
     */
    async newestIds(skip: number, limit: number) {
      const total = await countPublished(db)
      const hi = total - skip
      return hi < 1 ? [] : idsBetween(db, Math.max(1, hi - limit + 1), hi)
    },

    /** The published recipe row, or a 404 problem. */
    load,
    /**
     * What a review needs of a published recipe (its author, its rating), or a 404 problem: the
     * full row with its text and its author's name was a tenth of a review write (issue 35).
     */
    async reviewTarget(id: string) {
      const row = await findReviewTarget(db, id)
      if (!row?.publishedAt) throw notFound(`Recipe ${id}`)
      return row
    },
    /** The published recipe as its creation answered it, or a 404 problem. */
    record: async (id: string) => toRecipeRecord(await load(id)),
  }
}

export type RecipeService = ReturnType<typeof createRecipeService>
