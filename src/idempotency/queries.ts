import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database, Statement } from '../db/client'
import { idempotencyKeys } from '../db/schema'

export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect

export const idempotencyQueries = (db: Database) => ({
  /**
   * Takes the key for a new request: inserts its record, or takes over one that has expired
   * (`expiredBefore`) or whose request was left running since before `abandonedBefore` (its
   * instance stopped). One statement, so of two concurrent requests exactly one gets the row back.
   */
  async claim(
    record: { scope: string; key: string; fingerprint: string; startedAt: number },
    { expiredBefore, abandonedBefore }: { expiredBefore: number; abandonedBefore: number },
  ): Promise<boolean> {
    const rows = await db
      .insert(idempotencyKeys)
      .values(record)
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: {
          fingerprint: record.fingerprint,
          startedAt: record.startedAt,
          answerStatus: null,
          answerBody: null,
          answerHeaders: null,
        },
        setWhere: or(
          lt(idempotencyKeys.startedAt, expiredBefore),
          and(isNull(idempotencyKeys.answerStatus), lt(idempotencyKeys.startedAt, abandonedBefore)),
        ),
      })
      .returning({ scope: idempotencyKeys.scope })
    return rows.length === 1
  },

  async find(scope: string, key: string): Promise<IdempotencyRecord | undefined> {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    return row
  },

  /**
   * Keeps the answer, as a statement: run on its own after the write, or (`afterWrite`) committed
   * in the write's own transaction right after the statement that writes, and only if that changed
   * a row (SQLite's changes(): a write refused by its own condition keeps no answer). An answer kept
   * with its body is never replaced; one kept without (its body was not known before the write)
   * takes the body when it comes.
   */
  answer(
    scope: string,
    key: string,
    answer: { status: number; body: string | null; headers: string },
    afterWrite: boolean,
  ): Statement {
    const query = db
      .update(idempotencyKeys)
      .set({ answerStatus: answer.status, answerBody: answer.body, answerHeaders: answer.headers })
      .where(
        and(
          eq(idempotencyKeys.scope, scope),
          eq(idempotencyKeys.key, key),
          isNull(idempotencyKeys.answerBody),
          afterWrite ? sql`changes() > 0` : undefined,
        ),
      )
      .toSQL()
    return { sql: query.sql, args: query.params as Statement['args'] }
  },

  /** Forgets a request that failed, so the same key may be tried again. */
  async release(scope: string, key: string) {
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.answerStatus)))
  },

  async sweep(expiredBefore: number) {
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.startedAt, expiredBefore))
  },
})

export type IdempotencyQueries = ReturnType<typeof idempotencyQueries>
