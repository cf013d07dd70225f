import type { SQLQueryBindings } from 'bun:sqlite'
import type { EmbeddedClient } from './embedded'

/** Answers made on reads wait this long, so that one write transaction carries many of them. */
const WRITE_DELAY_MS = 50
/** Past this many waiting, a new answer is not kept: a later read makes it again. */
export const MAX_WAITING = 2000

const utf8 = new TextEncoder()

type Body = string | Uint8Array<ArrayBuffer>

/**
 * Answers kept in a table of the database file as the bytes they are sent as, so that a read is
 * one lookup however large the catalogue, where no bounded memory cache holds it all.
 *
 * Exact: the table's triggers delete an answer in the same write that changes anything it shows,
 * whoever writes. An answer made by a read is written later, in a batch, only if none of `tables`
 * changed since the read began (EmbeddedClient.version, checked inside the write transaction, so
 * nothing can commit in between); otherwise it is dropped and made again on a later read.
 *
 * `find` selects the body by the key's columns; `store` upserts the key's columns, then the body.
 * Only for the embedded driver, whose version sees every commit to the file.
 */
export function keptAnswers(client: EmbeddedClient, { tables, find, store }: { tables: readonly string[]; find: string; store: string }) {
  const findBody = client.prepare(find)
  const storeBody = client.prepare(store)
  const waiting = new Map<string, { key: SQLQueryBindings[]; body: Body; version: number }>()
  let timer: Timer | undefined

  const writeWaiting = client.transaction(() => {
    const now = client.version(tables)
    for (const { key, body, version } of waiting.values()) if (version === now) storeBody.run(...key, typeof body === 'string' ? utf8.encode(body) : body)
  })

  /** Writes the waiting answers that are still exact. */
  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    if (waiting.size === 0 || client.closed) return waiting.clear()
    try {
      writeWaiting.immediate()
    } catch (error) {
      // Only a cache fill failed (the file busy past busy_timeout, say): the reads were answered.
      console.error(JSON.stringify({ level: 'warn', msg: 'kept answers not written', tables, count: waiting.size, error: String(error) }))
    }
    waiting.clear()
  }

  return {
    /** Take before reading what an answer is made from, and pass to `keep`. */
    version: () => client.version(tables),
    /** The kept answer's bytes, if there is one. */
    read: (...key: SQLQueryBindings[]) => findBody.values(...key)[0]?.[0] as Uint8Array<ArrayBuffer> | undefined,
    /** Keeps an answer made from the data as it was at `version`. */
    keep(key: SQLQueryBindings[], body: Body, version: number) {
      const id = key.join('\u0000')
      // A newer answer for a key already waiting replaces it even when the queue is full.
      if (waiting.size >= MAX_WAITING && !waiting.has(id)) return
      waiting.set(id, { key, body, version })
      timer ??= setTimeout(flush, WRITE_DELAY_MS)
    },
    flush,
  }
}

export type KeptAnswers = ReturnType<typeof keptAnswers>
