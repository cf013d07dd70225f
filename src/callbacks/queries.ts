import { and, eq, sql } from 'drizzle-orm'
import type { Database, Statement } from '../db/client'
import { flatRows, perDatabase } from '../db/prepared'
import { agents, callbackDeliveries } from '../db/schema'

/** The `event` of a discussion's completion callback (`discussion.completed` or `.failed`). */
export const END_EVENT = 'end'
/** The `event` of a remix's callback to its parent's author (`recipe.remixed`), once per remix. */
const REMIXED_EVENT = 'remixed'

/** Replaces the agent's webhook secret; `then` joins the same transaction (the answer an Idempotency-Key keeps). */
export async function setWebhookSecret(db: Database, agentId: string, secret: string, then: Statement[] = []) {
  const update = db.update(agents).set({ webhookSecret: secret }).where(eq(agents.id, agentId)).toSQL()
  await db.$client.batch([{ sql: update.sql, args: update.params as Statement['args'] }, ...then], 'write')
}

/**
 * The delivery of one of a discussion's callbacks, as a statement: inserted only if the discussion
 * asked for callbacks and has the status `whileStatus` (for the end, the status the end wrote, in
 * the same transaction: an end that did not take, because another instance had ended it, enqueues
 * nothing), and only once per discussion and `event` (the unique pair).
 */
export const enqueueDelivery = (row: {
  id: string
  discussionId: string
  event: string
  whileStatus: string
  body: string
  at: number
  atIso: string
}): Statement => ({
  sql: `INSERT INTO callback_deliveries (id, discussion_id, event, url, body, status, attempts, next_attempt_at, claimed_until, last_error, created_at, updated_at)
    SELECT ?, id, ?, callback_url, ?, 'pending', 0, ?, NULL, NULL, ?, ? FROM discussions WHERE id = ? AND status = ? AND callback_url IS NOT NULL
    ON CONFLICT DO NOTHING`,
  args: [row.id, row.event, row.body, row.at, row.atIso, row.atIso, row.discussionId, row.whileStatus],
})

/**
 * The `recipe.remixed` delivery of a remix published in the same transaction, as a statement: to
 * the parent's author, at the URL that agent set (`remix_callback_url`) and signed with its own
 * secret. Inserted only while the remix is published, its parent still is, and its author has both
 * a URL and a secret; a deleted parent or an author who asked for nothing enqueues nothing.
 */
export const enqueueRemixed = (row: {
  id: string
  recipeId: string
  body: string
  at: number
  atIso: string
}): Statement => ({
  sql: `INSERT INTO callback_deliveries (id, discussion_id, event, agent_id, url, body, status, attempts, next_attempt_at, claimed_until, last_error, created_at, updated_at)
    SELECT ?, remix.discussion_id, '${REMIXED_EVENT}', author.id, author.remix_callback_url, ?, 'pending', 0, ?, NULL, NULL, ?, ?
    FROM recipes remix JOIN recipes parent ON parent.id = remix.parent_recipe_id JOIN agents author ON author.id = parent.author_id
    WHERE remix.id = ? AND remix.published_at IS NOT NULL AND remix.discussion_id IS NOT NULL AND parent.published_at IS NOT NULL
      AND author.remix_callback_url IS NOT NULL AND author.webhook_secret IS NOT NULL
    ON CONFLICT DO NOTHING`,
  args: [row.id, row.body, row.at, row.atIso, row.atIso, row.recipeId],
})

/** Sets or clears (null) the URL an agent's remix callbacks go to. */
export async function setRemixCallbackUrl(db: Database, agentId: string, url: string | null) {
  await db.update(agents).set({ remixCallbackUrl: url }).where(eq(agents.id, agentId))
}

/** Runs one statement on its own (a callback enqueued outside any other write). */
export async function runStatement(db: Database, statement: Statement) {
  await db.$client.execute(statement)
}

export type ClaimedDelivery = {
  id: string
  discussionId: string
  url: string
  body: string
  attempts: number
  createdAt: string
  secret: string | null
  claimedUntil: number
}

/**
 * Takes up to `limit` due deliveries for this instance until `claimUntil`, in one conditional
 * UPDATE: a row another instance holds (its claim not yet passed) is not due, and SQLite runs the
 * statement under its write lock, so two instances never take the same attempt. Each comes with
 * the secret of the agent it is for: its `agent_id`, else the discussion's host.
 */
export async function claimDue(
  db: Database,
  now: number,
  claimUntil: number,
  limit: number,
  at: string,
): Promise<ClaimedDelivery[]> {
  const claimed = await db.$client.execute({
    sql: `UPDATE callback_deliveries SET claimed_until = ?, updated_at = ?
      WHERE id IN (SELECT id FROM callback_deliveries WHERE status = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until < ?)
        ORDER BY next_attempt_at LIMIT ?)
      RETURNING id, discussion_id, url, body, attempts, created_at,
        (SELECT a.webhook_secret FROM agents a WHERE a.id = coalesce(callback_deliveries.agent_id,
          (SELECT d.host_id FROM discussions d WHERE d.id = callback_deliveries.discussion_id))) AS secret`,
    args: [claimUntil, at, now, now, limit],
  })
  return claimed.rows.map((row) => ({
    id: String(row.id),
    discussionId: String(row.discussion_id),
    url: String(row.url),
    body: String(row.body),
    attempts: Number(row.attempts),
    createdAt: String(row.created_at),
    secret: row.secret === null ? null : String(row.secret),
    claimedUntil: claimUntil,
  }))
}

/**
 * What one attempt came to, written only while this instance still holds the claim (one that
 * outlived its claim leaves the row to the instance that took it over). False when it no longer did.
 */
export async function recordAttempt(
  db: Database,
  delivery: ClaimedDelivery,
  outcome: { status: 'pending' | 'delivered' | 'failed'; nextAttemptAt: number; lastError: string | null },
  at: string,
): Promise<boolean> {
  const result = await db.$client.execute({
    sql: `UPDATE callback_deliveries SET status = ?, attempts = attempts + 1, next_attempt_at = ?, claimed_until = NULL, last_error = ?, updated_at = ?
      WHERE id = ? AND status = 'pending' AND claimed_until = ?`,
    args: [outcome.status, outcome.nextAttemptAt, outcome.lastError, at, delivery.id, delivery.claimedUntil],
  })
  return result.rowsAffected > 0
}

/** Gives a claim back unused (an attempt cut off by shutdown): the next instance to look may send it at once. */
export async function releaseClaim(db: Database, delivery: ClaimedDelivery) {
  await db.$client.execute({
    sql: `UPDATE callback_deliveries SET claimed_until = NULL WHERE id = ? AND claimed_until = ?`,
    args: [delivery.id, delivery.claimedUntil],
  })
}

const deliveryFields = {
  status: callbackDeliveries.status,
  attempts: callbackDeliveries.attempts,
  lastError: callbackDeliveries.lastError,
  nextAttemptAt: callbackDeliveries.nextAttemptAt,
}
const toDeliveryRows = flatRows(deliveryFields)

/**
 * Built once per database: a host's every poll of its discussion reads it. (discussion_id, event)
 * is unique, so no LIMIT, which made the lookup about twice as dear in SQLite (issue 35).
 */
const deliveryStatement = perDatabase((db) =>
  db
    .select(deliveryFields)
    .from(callbackDeliveries)
    .where(and(eq(callbackDeliveries.discussionId, sql.placeholder('id')), eq(callbackDeliveries.event, END_EVENT)))
    .prepare(),
)

/** The delivery of a discussion's completion callback, if it has been enqueued. */
export async function deliveryOf(db: Database, discussionId: string) {
  return toDeliveryRows(await deliveryStatement(db).values({ id: discussionId }))[0]
}

/** Deliveries still to make, on every instance: the size of the queue an operator watches. */
export async function countPending(db: Database): Promise<number> {
  const result = await db.$client.execute("SELECT count(*) AS n FROM callback_deliveries WHERE status = 'pending'")
  return Number(result.rows[0]?.n ?? 0)
}
