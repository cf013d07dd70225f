import { createHash } from 'node:crypto'
import type { Database, Statement } from '../db/client'
import { ProblemError } from '../http/problem'
import { idempotencyQueries } from './queries'

/** How long a key and its first answer are kept (IETF Idempotency-Key draft: the server says; we keep a day). */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 86_400_000
/**
 * A request still unanswered after this long was cut off (its instance stopped): the key may be
 * taken again. Creating requests answer in well under a second; a discussion answers once started.
 */
const ABANDONED_AFTER_MS = 60_000
/** What a concurrent duplicate is told to wait before it asks again. */
const IN_PROGRESS_RETRY_AFTER_SECONDS = 1
const SWEEP_EVERY_MS = 3_600_000

/** What a replay repeats: the first answer's status, JSON body (null for an event stream) and headers. */
export type StoredAnswer = { status: number; body: string | null; headers: Record<string, string> }

/**
 * What a creating write commits in its own transaction, right after the statement that writes,
 * when the request carried an `Idempotency-Key`: the statements that keep its answer (none
 * without a key; none kept if that statement changed no row). A crash after the
 * write then cannot leave the key unanswered, free to be taken again and the write made twice.
 * `body` null keeps the status and headers only (a body that is read back after the write): the
 * plugin adds the body once the answer is made, and a replay that finds none rebuilds it.
 */
export type KeepAnswer = (answer: StoredAnswer) => Statement[]

/** For a write made with no key, or outside a request. */
export const keepNoAnswer: KeepAnswer = () => []

/** The outcome of presenting a key: this request goes ahead (and is answered once), or the first answer again. */
export type Presented = { kind: 'first' } | { kind: 'replay'; answer: StoredAnswer }

/** `"a-key"` (a Structured Field string, as the draft writes the header) or the bare `a-key`: 1–255 visible ASCII characters. */
export function readIdempotencyKey(header: string): string | undefined {
  const key = /^".+"$/.test(header) ? header.slice(1, -1) : header
  return /^[\x21-\x7e]{1,255}$/.test(key) ? key : undefined
}

/** The same request is the same method, path and body (its keys in any order). */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(canonical(body))}`)
    .digest('hex')
}

const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
        )
      : value

/**
 * Idempotency keys in the database, so every instance and a restarted one agree. A key is scoped
 * by its caller (an agent, or a client address for registration): two callers never share one.
 */
export function createIdempotency(db: Database, now: () => number = Date.now) {
  const queries = idempotencyQueries(db)
  let lastSweep = 0

  /**
   * Presents a key with its request. The first request with it goes ahead; a later one with the
   * same fingerprint gets the first answer, or 409 while that is still being made; one with
   * another fingerprint is refused (422).
   */
  async function present(scope: string, key: string, fingerprint: string): Promise<Presented> {
    const at = now()
    if (at - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = at
      await queries.sweep(at - IDEMPOTENCY_KEY_LIFETIME_MS)
    }
    const limits = { expiredBefore: at - IDEMPOTENCY_KEY_LIFETIME_MS, abandonedBefore: at - ABANDONED_AFTER_MS }
    if (await queries.claim({ scope, key, fingerprint, startedAt: at }, limits)) return { kind: 'first' }
    const record = await queries.find(scope, key)
    // Released between the two statements (the first request failed): this one may go ahead.
    if (!record) return present(scope, key, fingerprint)
    if (record.fingerprint !== fingerprint)
      throw new ProblemError(
        'idempotency_key_reused',
        'This Idempotency-Key was used with another request in the last 24 hours. Use a new key for a new request.',
      )
    if (record.answerStatus === null)
      throw new ProblemError(
        'idempotency_in_progress',
        'The first request with this Idempotency-Key is still being answered. Retry after Retry-After seconds.',
        { headers: { 'retry-after': String(IN_PROGRESS_RETRY_AFTER_SECONDS) } },
      )
    return {
      kind: 'replay',
      answer: {
        status: record.answerStatus,
        body: record.answerBody,
        headers: JSON.parse(record.answerHeaders ?? '{}') as Record<string, string>,
      },
    }
  }

  const answerStatement = (scope: string, key: string, answer: StoredAnswer, afterWrite: boolean) =>
    queries.answer(
      scope,
      key,
      { status: answer.status, body: answer.body, headers: JSON.stringify(answer.headers) },
      afterWrite,
    )

  return {
    present,

    /** The statement that keeps the first answer in its write's transaction, right after the statement that writes (see KeepAnswer). */
    keptWithWrite: (scope: string, key: string, answer: StoredAnswer) => answerStatement(scope, key, answer, true),

    /** Keeps the first answer once it has been made; an answer its write already kept with a body stays. */
    async answered(scope: string, key: string, answer: StoredAnswer) {
      await db.$client.execute(answerStatement(scope, key, answer, false))
    },

    /** The first request failed and wrote nothing: the key is free again. */
    failed: (scope: string, key: string) => queries.release(scope, key),
  }
}

export type Idempotency = ReturnType<typeof createIdempotency>
