import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { DiscussionEnd } from '../callbacks/model'
import type { Database, Statement } from '../db/client'
import { discussions } from '../db/schema'
import { nowIso } from '../ids'

export const INTERRUPTED_MESSAGE = 'The server stopped before this discussion finished; nothing was published.'

/** A runner renews this many times per lease period, so one late or failed renewal never costs it the lease. */
const RENEWALS_PER_LEASE = 3

/**
 * Removes the recipe a discussion saved but never published, once the discussion has ended
 * without publishing it. The status condition keeps a running discussion's recipe whatever the
 * caller believed; its picture goes with it (trigger recipes_image_delete).
 */
export const removeUnpublishedRecipe = (discussionId: string) => ({
  sql: `DELETE FROM recipes WHERE discussion_id = ? AND published_at IS NULL
    AND EXISTS (SELECT 1 FROM discussions WHERE id = ? AND status IN ('failed', 'interrupted'))`,
  args: [discussionId, discussionId],
})

/**
 * Who runs a discussion is told by a lease, not by an instance's name: the runner renews it while
 * it runs, and any instance that finds it expired knows the runner is gone (crashed, killed, its
 * container replaced under a new host name) and ends the discussion for it. Times are the
 * instances' wall clocks (`now`, epoch milliseconds), which must agree to well within a lease.
 */
export function createLeases(
  db: Database,
  leaseMs: number,
  now: () => number,
  ended?: (end: DiscussionEnd) => Statement,
) {
  /**
   * Ends one discussion whose lease has passed, in one transaction: status `interrupted`, the
   * `error` event that ends its log (the next id after the last stored one), and its unpublished
   * recipe (and its completion callback's delivery). False when its runner renewed the lease (or it
   * ended) since it was found.
   */
  async function interruptExpired(id: string, at: number): Promise<boolean> {
    const updatedAt = nowIso()
    const event = JSON.stringify({ discussion_id: id, code: 'interrupted', message: INTERRUPTED_MESSAGE })
    const [claimed] = await db.$client.batch(
      [
        {
          sql: `UPDATE discussions SET status = 'interrupted', error_code = 'interrupted', error_message = ?, updated_at = ?
            WHERE id = ? AND status = 'running' AND (lease_until IS NULL OR lease_until < ?)`,
          args: [INTERRUPTED_MESSAGE, updatedAt, id, at],
        },
        // changes(): the UPDATE above, the statement completed last; no claim, no event.
        {
          sql: `INSERT INTO discussion_events (discussion_id, seq, event, data, created_at)
            SELECT ?, (SELECT coalesce(max(seq), 0) + 1 FROM discussion_events WHERE discussion_id = ?), 'error', ?, ? WHERE changes() > 0`,
          args: [id, id, event, updatedAt],
        },
        removeUnpublishedRecipe(id),
        // Its host's completion callback, if it asked for one: it ended too.
        ...(ended
          ? [ended({ discussionId: id, status: 'interrupted', code: 'interrupted', message: INTERRUPTED_MESSAGE })]
          : []),
      ],
      'write',
    )
    return claimed!.rowsAffected > 0
  }

  return {
    leaseMs,
    renewEveryMs: Math.max(1, Math.floor(leaseMs / RENEWALS_PER_LEASE)),
    /** The lease a discussion starts with. */
    firstExpiry: () => now() + leaseMs,

    /** Extends the runner's lease; false when the discussion no longer runs (another instance interrupted it). */
    async renew(id: string): Promise<boolean> {
      const result = await db.run(
        sql`UPDATE ${discussions} SET lease_until = ${now() + leaseMs} WHERE id = ${id} AND status = 'running'`,
      )
      return result.rowsAffected > 0
    },

    /** Interrupts every running discussion whose lease has passed; returns their ids. */
    async sweep(): Promise<string[]> {
      const at = now()
      const expired = await db
        .select({ id: discussions.id })
        .from(discussions)
        .where(
          and(eq(discussions.status, 'running'), or(isNull(discussions.leaseUntil), lt(discussions.leaseUntil, at))),
        )
      const interrupted: string[] = []
      for (const { id } of expired) if (await interruptExpired(id, at)) interrupted.push(id)
      return interrupted
    },
  }
}

export type Leases = ReturnType<typeof createLeases>
