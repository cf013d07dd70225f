import { t } from 'elysia'
import type { Database } from '../db/client'
import { decodeCursor, encodeCursor, PAGING, pagingOf, pagingQuery, toPage } from '../http/paging'
import { ID_SOURCE } from '../ids'
import { countDiscussions, countNewestThrough, discussionSummaries } from './queries'

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

export async function listDiscussions(db: Database, query: DiscussionListQuery) {
  const { perPage, status, finished } = query
  const paging = pagingOf(query)
  const filter = { status, finished }
  const scope = scopeOf(status, finished)
  const after = paging.cursor === undefined ? undefined : decodeCursor(paging.cursor, scope, LAST_ID)
  const [total, newer, rows] = await Promise.all([
    countDiscussions(db, filter),
    after ? countNewestThrough(db, filter, after) : 0,
    discussionSummaries(db, filter, {
      olderThan: after,
      offset: after ? 0 : ((paging.page ?? PAGING.page) - 1) * perPage,
      limit: perPage + 1,
    }),
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
  const page = after ? Math.floor(newer / perPage) + 1 : (paging.page ?? PAGING.page)
  const nextCursor = rows.length > perPage ? encodeCursor(scope, shown.at(-1)!.id) : null
  return toPage(items, page, perPage, total, nextCursor)
}
