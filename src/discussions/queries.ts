import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import { agentName } from '../agents/queries'
import type { Database, Statement } from '../db/client'
import { flatRows, perDatabase } from '../db/prepared'
import { discussionEvents, discussions, hostTurns, recipes } from '../db/schema'
import { nowIso } from '../ids'

/**
 * The discussions feature's SQL: the discussions, their host turns, event logs, leases and lists.
 * A host turn of a `host_turns: "self"` discussion is decided in the database, not in memory, so
 * the host may answer on any instance while the runner is on another: the runner opens the round's
 * row with its deadline, and whichever conditional UPDATE changes it first (the host's answer
 * before the deadline, or the runner's stand-in claim) is the turn.
 */

export type HostTurnRow = typeof hostTurns.$inferSelect
export type DiscussionRow = typeof discussions.$inferSelect

const discussionFields = getTableColumns(discussions)
const hostTurnFields = getTableColumns(hostTurns)
const toDiscussionRows = flatRows(discussionFields)
const toHostTurnRows = flatRows(hostTurnFields)
const pendingFields = { round: hostTurns.round, deadline: hostTurns.deadline }
const briefFields = { brief: sql<string | null>`json_extract(${discussionEvents.data}, '$.brief')` }
const lastFields = { seq: discussionEvents.seq, event: discussionEvents.event }
const toPendingRows = flatRows(pendingFields)
const toBriefRows = flatRows(briefFields)
const toLastRows = flatRows(lastFields)

/**
 * The lookups a follower, a poll of GET /api/discussions/{id} and a host turn's wait repeat, built
 * once per database (drizzle renders a query builder on every call, ~10x the lookup itself). A
 * lookup by a unique key has no LIMIT: a bound LIMIT made SQLite's lookup about twice as dear
 * (issue 35); the newest-first ones keep theirs, which costs nothing on a range.
 */
const statements = perDatabase((db) => ({
  discussion: db
    .select(discussionFields)
    .from(discussions)
    .where(eq(discussions.id, sql.placeholder('id')))
    .prepare(),
  hostTurn: db
    .select(hostTurnFields)
    .from(hostTurns)
    .where(and(eq(hostTurns.discussionId, sql.placeholder('id')), eq(hostTurns.round, sql.placeholder('round'))))
    .prepare(),
  pendingHostTurn: db
    .select(pendingFields)
    .from(hostTurns)
    .innerJoin(discussions, eq(discussions.id, hostTurns.discussionId))
    .where(
      and(
        eq(hostTurns.discussionId, sql.placeholder('id')),
        isNull(hostTurns.standIn),
        eq(discussions.status, 'running'),
      ),
    )
    .orderBy(desc(hostTurns.round))
    .limit(1)
    .prepare(),
  newestBrief: db
    .select(briefFields)
    .from(discussionEvents)
    .where(
      and(
        eq(discussionEvents.discussionId, sql.placeholder('id')),
        eq(discussionEvents.event, 'status'),
        sql`json_extract(${discussionEvents.data}, '$.phase') IN ('started', 'brief_updated')`,
      ),
    )
    .orderBy(desc(discussionEvents.seq))
    .limit(1)
    .prepare(),
  lastEvent: db
    .select(lastFields)
    .from(discussionEvents)
    .where(eq(discussionEvents.discussionId, sql.placeholder('id')))
    .orderBy(desc(discussionEvents.seq))
    .limit(1)
    .prepare(),
}))

export async function readDiscussion(db: Database, id: string): Promise<DiscussionRow | undefined> {
  return toDiscussionRows(await statements(db).discussion.values({ id }))[0]
}

/** Changes a running discussion's status; one another instance has interrupted keeps its own. */
export async function setRunningStatus(
  db: Database,
  id: string,
  status: DiscussionRow['status'],
  fields: Partial<DiscussionRow> = {},
): Promise<void> {
  await db
    .update(discussions)
    .set({ status, ...fields, updatedAt: nowIso() })
    .where(and(eq(discussions.id, id), eq(discussions.status, 'running')))
}

/** The change to completed, as a statement to commit with the recipe's publication. */
export const completedStatement = (id: string) => ({
  sql: `UPDATE discussions SET status = 'completed', updated_at = ? WHERE id = ? AND status = 'running'`,
  args: [nowIso(), id],
})

/** The change to failed or interrupted, with its code and message, as a statement for one batch. */
export const endedStatement = (id: string, status: string, code: string, message: string) => ({
  sql: `UPDATE discussions SET status = ?, error_code = ?, error_message = ?, updated_at = ? WHERE id = ? AND status = 'running'`,
  args: [status, code, message, nowIso(), id],
})

/**
 * The `error` event that ends a discussion's log, at `seq`, as the statement right after
 * endedStatement in its batch: inserted only if that claim changed a row, so the log's end is the
 * status's. Events before it that are still unwritten may follow it in; none after it (insertEvents).
 */
export const closingEventStatement = (id: string, seq: number, data: string) => ({
  sql: `INSERT INTO discussion_events (discussion_id, seq, event, data, created_at)
    SELECT ?, ?, 'error', ?, ? WHERE changes() > 0 ON CONFLICT DO NOTHING`,
  args: [id, seq, data, nowIso()],
})

/** The log's finished messages, in order: the transcript. */
export function doneMessages(db: Database, id: string): Promise<Array<{ data: string }>> {
  return db
    .select({ data: discussionEvents.data })
    .from(discussionEvents)
    .where(
      and(
        eq(discussionEvents.discussionId, id),
        eq(discussionEvents.event, 'message'),
        sql`json_extract(${discussionEvents.data}, '$.done') = 1`,
      ),
    )
    .orderBy(asc(discussionEvents.seq))
}

/** The brief as the stream last announced it: the `started` status event, or the newest `brief_updated`. */
export async function newestBrief(db: Database, id: string): Promise<{ brief: string | null } | undefined> {
  return toBriefRows(await statements(db).newestBrief.values({ id }))[0]
}

/** Inserts a discussion only while its host runs fewer than `maxRunning` (check and insert in one statement); `then` joins its transaction. */
export async function insertDiscussionUnderLimit(
  db: Database,
  row: {
    id: string
    hostId: string
    theme: string
    lang: 'ja' | 'en'
    participants: string
    runner: string
    leaseUntil: number
    hostTurns: 'model' | 'self'
    callbackUrl: string | null
  },
  maxRunning: number,
  then: Statement[] = [],
): Promise<boolean> {
  const now = nowIso()
  const insert: Statement = {
    sql: `INSERT INTO discussions (id, host_id, theme, lang, status, participants, runner, lease_until, host_turns, callback_url, created_at, updated_at)
    SELECT ?, ?, ?, ?, 'running', ?, ?, ?, ?, ?, ?, ?
    WHERE (SELECT count(*) FROM discussions WHERE host_id = ? AND status = 'running') < ?`,
    args: [
      row.id,
      row.hostId,
      row.theme,
      row.lang,
      row.participants,
      row.runner,
      row.leaseUntil,
      row.hostTurns,
      row.callbackUrl,
      now,
      now,
      row.hostId,
      maxRunning,
    ],
  }
  const [inserted] = await db.$client.batch([insert, ...then], 'write')
  return inserted!.rowsAffected > 0
}

/** The round's host turn falls due: its row with the deadline (epoch ms). A row already there is kept; the stored one is returned. */
export async function openHostTurn(
  db: Database,
  discussionId: string,
  round: number,
  deadline: number,
): Promise<HostTurnRow> {
  await db.insert(hostTurns).values({ discussionId, round, deadline, createdAt: nowIso() }).onConflictDoNothing()
  return (await readHostTurn(db, discussionId, round))!
}

export async function readHostTurn(
  db: Database,
  discussionId: string,
  round: number,
): Promise<HostTurnRow | undefined> {
  return toHostTurnRows(await statements(db).hostTurn.values({ id: discussionId, round }))[0]
}

/**
 * The host's own words for the turn that is due: changes the newest row only while it is
 * undecided, its deadline is ahead and the discussion still runs. Returns the round it answered,
 * or undefined when no turn was due (nothing changed).
 */
export async function answerHostTurn(
  db: Database,
  input: { discussionId: string; text: string; messageId: string; now: number },
): Promise<number | undefined> {
  const { discussionId, text, messageId, now } = input
  const [answered] = await db
    .update(hostTurns)
    .set({ text, messageId, standIn: false })
    .where(
      and(
        eq(hostTurns.discussionId, discussionId),
        isNull(hostTurns.standIn),
        gt(hostTurns.deadline, now),
        sql`${hostTurns.round} = (SELECT max(round) FROM host_turns WHERE discussion_id = ${discussionId})`,
        // Its runner still holds the lease: an answer to a runner that is gone would never be spoken.
        sql`EXISTS (SELECT 1 FROM ${discussions} WHERE ${discussions.id} = ${discussionId} AND ${discussions.status} = 'running' AND ${discussions.leaseUntil} >= ${now})`,
      ),
    )
    .returning({ round: hostTurns.round })
  return answered?.round
}

/**
 * Closes the host turn a discussion that is ending waits for (its deadline put in the past), so
 * no instance takes an answer its runner will never speak; in the batch that ends it, and alone
 * first when that batch must wait for the database.
 */
export const closeHostTurnStatement = (discussionId: string) => ({
  sql: 'UPDATE host_turns SET deadline = 0 WHERE discussion_id = ? AND stand_in IS NULL',
  args: [discussionId],
})

/** The runner takes the turn for the model once the deadline has passed; false when the host's answer got there first. */
export async function claimStandIn(
  db: Database,
  discussionId: string,
  round: number,
  messageId: string,
): Promise<boolean> {
  const result = await db
    .update(hostTurns)
    .set({ standIn: true, messageId })
    .where(and(eq(hostTurns.discussionId, discussionId), eq(hostTurns.round, round), isNull(hostTurns.standIn)))
  return result.rowsAffected > 0
}

/** The host turn a running discussion waits for, if any: its round and deadline. */
export async function pendingHostTurn(
  db: Database,
  discussionId: string,
): Promise<{ round: number; deadline: number } | undefined> {
  return toPendingRows(await statements(db).pendingHostTurn.values({ id: discussionId }))[0]
}

/** An event as a discussion's log stores it: `seq` is its id in the stream, `data` its JSON. */
export type StoredEvent = { seq: number; event: string; data: string }

/**
 * Appends events to a discussion's log in one statement, unless the log has ended: nothing follows
 * a stored `done` or `error` (another instance may have ended the discussion while its runner still
 * writes). An event already stored is left as it is, so a write whose answer was lost can be repeated.
 */
export async function insertEvents(db: Database, discussionId: string, events: StoredEvent[]): Promise<void> {
  const createdAt = nowIso()
  const rows = sql.join(
    events.map((e) => sql`(${discussionId}, ${e.seq}, ${e.event}, ${e.data}, ${createdAt})`),
    sql`, `,
  )
  await db.run(sql`WITH batch (discussion_id, seq, event, data, created_at) AS (VALUES ${rows})
    INSERT INTO ${discussionEvents} (discussion_id, seq, event, data, created_at) SELECT * FROM batch
    WHERE NOT EXISTS (SELECT 1 FROM ${discussionEvents} WHERE discussion_id = ${discussionId} AND event IN ('done', 'error') AND seq < batch.seq)
    ON CONFLICT DO NOTHING`)
}

/** The stored events after `afterSeq`, in order. */
export function eventsAfter(db: Database, discussionId: string, afterSeq: number): Promise<StoredEvent[]> {
  return db
    .select({ seq: discussionEvents.seq, event: discussionEvents.event, data: discussionEvents.data })
    .from(discussionEvents)
    .where(and(eq(discussionEvents.discussionId, discussionId), gt(discussionEvents.seq, afterSeq)))
    .orderBy(asc(discussionEvents.seq))
}

/** The log's last stored event, without its data. */
export async function lastEvent(
  db: Database,
  discussionId: string,
): Promise<Pick<StoredEvent, 'seq' | 'event'> | undefined> {
  return toLastRows(await statements(db).lastEvent.values({ id: discussionId }))[0]
}

/** Extends a running discussion's lease to `until` (epoch ms); false when it no longer runs. */
export async function renewLease(db: Database, id: string, until: number): Promise<boolean> {
  const result = await db.run(
    sql`UPDATE ${discussions} SET lease_until = ${until} WHERE id = ${id} AND status = 'running'`,
  )
  return result.rowsAffected > 0
}

/** The running discussions whose lease passed before `at` (or that have none, from before leases). */
export async function expiredLeases(db: Database, at: number): Promise<string[]> {
  const expired = await db
    .select({ id: discussions.id })
    .from(discussions)
    .where(and(eq(discussions.status, 'running'), or(isNull(discussions.leaseUntil), lt(discussions.leaseUntil, at))))
  return expired.map(({ id }) => id)
}

/**
 * The end of a discussion whose lease passed before `at`, as the first two statements of one batch:
 * the conditional UPDATE that claims it (status `interrupted`; its rowsAffected tells whether this
 * batch ended it), then the `errorEvent` (JSON) that ends its log at the next seq after the last
 * stored one, inserted only if the claim changed a row.
 */
export const interruptIfExpired = (
  id: string,
  at: number,
  message: string,
  errorEvent: string,
): [Statement, Statement] => {
  const updatedAt = nowIso()
  return [
    {
      sql: `UPDATE discussions SET status = 'interrupted', error_code = 'interrupted', error_message = ?, updated_at = ?
        WHERE id = ? AND status = 'running' AND (lease_until IS NULL OR lease_until < ?)`,
      args: [message, updatedAt, id, at],
    },
    // changes(): the UPDATE above, the statement completed last; no claim, no event.
    {
      sql: `INSERT INTO discussion_events (discussion_id, seq, event, data, created_at)
        SELECT ?, (SELECT coalesce(max(seq), 0) + 1 FROM discussion_events WHERE discussion_id = ?), 'error', ?, ? WHERE changes() > 0`,
      args: [id, id, errorEvent, updatedAt],
    },
  ]
}

/**
 * Removes the recipe a discussion saved but never published, once the discussion has ended
 * without publishing it. The status condition keeps a running discussion's recipe whatever the
 * caller believed; its picture goes with it (trigger recipes_image_delete).
 */
export const removeUnpublishedRecipe = (discussionId: string): Statement => ({
  sql: `DELETE FROM recipes WHERE discussion_id = ? AND published_at IS NULL
    AND EXISTS (SELECT 1 FROM discussions WHERE id = ? AND status IN ('failed', 'interrupted'))`,
  args: [discussionId, discussionId],
})

/** Which discussions a list shows: those in one status, every finished one (all but running), or all. */
export type DiscussionFilter = { status?: DiscussionRow['status']; finished?: boolean }

const whereOf = ({ status, finished }: DiscussionFilter): SQL | undefined =>
  status ? eq(discussions.status, status) : finished ? ne(discussions.status, 'running') : undefined

/** A discussion's recipe as a list shows it: only while it is published (a deleted one is gone). */
const publishedRecipe = sql<
  string | null
>`(SELECT ${recipes.id} FROM ${recipes} WHERE ${recipes.id} = ${discussions.recipeId} AND ${isNotNull(recipes.listPosition)})`

export async function countDiscussions(db: Database, filter: DiscussionFilter): Promise<number> {
  const [totals] = await db.select({ n: count() }).from(discussions).where(whereOf(filter))
  return totals?.n ?? 0
}

/** How many of them, newest first, up to and including discussion `id`: where the page after it starts in the list. */
export async function countNewestThrough(db: Database, filter: DiscussionFilter, id: string): Promise<number> {
  const [newer] = await db
    .select({ n: count() })
    .from(discussions)
    .where(and(whereOf(filter), sql`${discussions.id} >= ${id}`))
  return newer?.n ?? 0
}

/**
 * Up to `limit` discussions as a list shows them, newest first, after skipping `offset`; only those
 * older than `olderThan` (ids are time-sortable) when it is given.
 */
export function discussionSummaries(
  db: Database,
  filter: DiscussionFilter,
  page: { olderThan: string | undefined; offset: number; limit: number },
) {
  return db
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
    .where(and(whereOf(filter), page.olderThan ? lt(discussions.id, page.olderThan) : undefined))
    .orderBy(desc(discussions.id))
    .limit(page.limit)
    .offset(page.offset)
}
