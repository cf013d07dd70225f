import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { discussions, hostTurns } from '../db/schema'
import { nowIso } from '../ids'

/**
 * The discussions feature's SQL. A host turn of a `host_turns: "self"` discussion is decided in the
 * database, not in memory, so the host may answer on any instance while the runner is on another:
 * the runner opens the round's row with its deadline, and whichever conditional UPDATE changes it
 * first (the host's answer before the deadline, or the runner's stand-in claim) is the turn.
 */

export type HostTurnRow = typeof hostTurns.$inferSelect

/** Inserts a discussion only while its host runs fewer than `maxRunning` (check and insert in one statement). */
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
): Promise<boolean> {
  const now = nowIso()
  const inserted = await db.run(sql`
    INSERT INTO ${discussions} (id, host_id, theme, lang, status, participants, runner, lease_until, host_turns, callback_url, created_at, updated_at)
    SELECT ${row.id}, ${row.hostId}, ${row.theme}, ${row.lang}, 'running', ${row.participants}, ${row.runner}, ${row.leaseUntil}, ${row.hostTurns}, ${row.callbackUrl}, ${now}, ${now}
    WHERE (SELECT count(*) FROM ${discussions} WHERE host_id = ${row.hostId} AND status = 'running') < ${maxRunning}`)
  return inserted.rowsAffected > 0
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
  const [row] = await db
    .select()
    .from(hostTurns)
    .where(and(eq(hostTurns.discussionId, discussionId), eq(hostTurns.round, round)))
    .limit(1)
  return row
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
        sql`EXISTS (SELECT 1 FROM ${discussions} WHERE ${discussions.id} = ${discussionId} AND ${discussions.status} = 'running')`,
      ),
    )
    .returning({ round: hostTurns.round })
  return answered?.round
}

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
  const [row] = await db
    .select({ round: hostTurns.round, deadline: hostTurns.deadline })
    .from(hostTurns)
    .innerJoin(discussions, eq(discussions.id, hostTurns.discussionId))
    .where(and(eq(hostTurns.discussionId, discussionId), isNull(hostTurns.standIn), eq(discussions.status, 'running')))
    .orderBy(desc(hostTurns.round))
    .limit(1)
  return row
}
