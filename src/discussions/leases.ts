import type { DiscussionEnd } from '../callbacks/model'
import type { Database, Statement } from '../db/client'
import { expiredLeases, interruptIfExpired, removeUnpublishedRecipe, renewLease } from './queries'

export const INTERRUPTED_MESSAGE = 'The server stopped before this discussion finished; nothing was published.'

/** A runner renews this many times per lease period, so one late or failed renewal never costs it the lease. */
const RENEWALS_PER_LEASE = 3

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
    const event = JSON.stringify({ discussion_id: id, code: 'interrupted', message: INTERRUPTED_MESSAGE })
    const [claimed] = await db.$client.batch(
      [
        ...interruptIfExpired(id, at, INTERRUPTED_MESSAGE, event),
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
      return renewLease(db, id, now() + leaseMs)
    },

    /** Interrupts every running discussion whose lease has passed; returns their ids. */
    async sweep(): Promise<string[]> {
      const at = now()
      const expired = await expiredLeases(db, at)
      const interrupted: string[] = []
      for (const id of expired) if (await interruptExpired(id, at)) interrupted.push(id)
      return interrupted
    },
  }
}

export type Leases = ReturnType<typeof createLeases>
