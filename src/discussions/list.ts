import { and, count, desc, eq, isNotNull, lt, ne, type SQL, sql } from 'drizzle-orm'
import { t } from 'elysia'
import { agentName } from '../agents/queries'
import type { Database } from '../db/client'
import { discussions, recipes } from '../db/schema'
import { decodeCursor, encodeCursor, PAGING, pagingOf, pagingQuery, toPage } from '../http/paging'
import { ID_SOURCE } from '../ids'

const STATUSES = ['running', 'completed', 'failed', 'interrupted'] as const

/** GET /api/discussions: what anyone may see of each discussion, newest first. */
export const DiscussionListModel = {
  query: t.Object({
    ...pagingQuery,
    status: t.Optional(t.UnionEnum(STATUSES, { description: 'Only discussions in this state.', default: undefined })),
  }),
  item: t.Object({
    id: t.String(),
    theme: t.String(),
    lang: t.UnionEnum(['ja', 'en']),
    status: t.UnionEnum(STATUSES),
    host: t.Object({ agent_id: t.String(), name: t.String() }),
    recipe_id: t.Nullable(
      t.String({
        description: 'The published recipe; null while running, after a failure, or once its author deleted it.',
      }),
    ),
    created_at: t.String({ format: 'date-time' }),
  }),
}

/** `finished`: every status but running (the discussions page's second list). */
export type DiscussionListQuery = {
  page?: number
  cursor?: string
  perPage: number
  status?: (typeof STATUSES)[number]
  finished?: boolean
}
export type DiscussionListItem = typeof DiscussionListModel.item.static

/** Cursors name the status they walk and the last discussion shown (ids are time-sortable). */
const scopeOf = (status: string | undefined, finished = false) =>
  `discussions:${status ?? (finished ? 'finished' : 'all')}`
const LAST_ID = new RegExp(`^${ID_SOURCE}$`)

/** A discussion's recipe as a list shows it: only while it is published (a deleted one is gone). */
const publishedRecipe = sql<
  string | null
>`(SELECT ${recipes.id} FROM ${recipes} WHERE ${recipes.id} = ${discussions.recipeId} AND ${isNotNull(recipes.listPosition)})`

export async function listDiscussions(db: Database, query: DiscussionListQuery) {
  const { perPage, status, finished } = query
  const paging = pagingOf(query)
  const filter: SQL | undefined = status
    ? eq(discussions.status, status)
    : finished
      ? ne(discussions.status, 'running')
      : undefined
  const scope = scopeOf(status, finished)
  const after = paging.cursor === undefined ? undefined : decodeCursor(paging.cursor, scope, LAST_ID)
  const [[totals], [newer], rows] = await Promise.all([
    db.select({ n: count() }).from(discussions).where(filter),
    after
      ? db
          .select({ n: count() })
          .from(discussions)
          .where(and(filter, sql`${discussions.id} >= ${after}`))
      : Promise.resolve([{ n: 0 }]),
    db
      .select({
        id: discussions.id,
        theme: discussions.theme,
        lang: discussions.lang,
        status: discussions.status,
        hostId: discussions.hostId,
        hostName: agentName(discussions.hostId),
        recipeId: publishedRecipe,
        createdAt: discussions.createdAt,
      })
      .from(discussions)
      .where(and(filter, after ? lt(discussions.id, after) : undefined))
      .orderBy(desc(discussions.id))
      .limit(perPage + 1)
      .offset(after ? 0 : ((paging.page ?? PAGING.page) - 1) * perPage),
  ])
  const shown = rows.slice(0, perPage)
  const items: DiscussionListItem[] = shown.map((row) => ({
    id: row.id,
    theme: row.theme,
    lang: row.lang,
    status: row.status,
    host: { agent_id: row.hostId, name: row.hostName },
    recipe_id: row.recipeId,
    created_at: row.createdAt,
  }))
  const page = after ? Math.floor((newer?.n ?? 0) / perPage) + 1 : (paging.page ?? PAGING.page)
  const nextCursor = rows.length > perPage ? encodeCursor(scope, shown.at(-1)!.id) : null
  return toPage(items, page, perPage, totals?.n ?? 0, nextCursor)
}
