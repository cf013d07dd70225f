import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { EmbeddedClient } from '../db/embedded'
import { perDatabase } from '../db/prepared'
import { recipeDocuments } from '../db/schema'

/** Every table a recipe's detail answer reads: the recipe, its reviews and their authors' names. */
export const DETAIL_TABLES = ['recipes', 'reviews', 'agents'] as const

/** Documents made on reads wait this long, so that one write transaction carries many of them. */
const WRITE_DELAY_MS = 50
/** Past this many waiting, a new document is not kept: a later read makes it again. */
const MAX_WAITING = 2000

const utf8 = new TextEncoder()

/**
 * Detail answers kept on disk as the bytes they are sent as (the recipe_documents table): a read
 * is one lookup, where making the answer reads the recipe, its reviews and their authors and
 * serializes them, several times the cost, and no bounded memory cache holds a large catalogue.
 *
 * Exact: triggers delete a document in the same write that changes anything it shows, whoever
 * writes. A document made by a read is written later, in a batch, only if none of DETAIL_TABLES
 * changed since the read began (EmbeddedClient.version, checked inside the write transaction, so
 * nothing can commit in between); otherwise it is dropped and made again on a later read.
 *
 * Only on the embedded driver, whose version sees every commit to the file; on a remote database
 * every read makes its answer (the triggers still run there, on an empty table).
 */
export const detailDocuments = perDatabase((db) => {
  const client = db.$client instanceof EmbeddedClient ? db.$client : undefined
  if (!client) return undefined
  const find = client.prepare(db.select({ json: recipeDocuments.json }).from(recipeDocuments).where(eq(recipeDocuments.recipeId, sql.placeholder('id'))).toSQL().sql)
  const store = client.prepare(
    db
      .insert(recipeDocuments)
      .values({ recipeId: sql.placeholder('id'), json: sql.placeholder('json') })
      .onConflictDoUpdate({ target: recipeDocuments.recipeId, set: { json: sql`excluded.json` } })
      .toSQL().sql,
  )
  const waiting = new Map<string, { json: string; version: number }>()
  let timer: Timer | undefined

  const writeWaiting = client.transaction(() => {
    const now = client.version(DETAIL_TABLES)
    for (const [id, { json, version }] of waiting) if (version === now) store.run(id, utf8.encode(json))
  })

  /** Writes the waiting documents that are still exact. */
  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    if (waiting.size === 0 || client.closed) return waiting.clear()
    try {
      writeWaiting.immediate()
    } catch (error) {
      // Only a cache fill failed (the file busy past busy_timeout, say): the reads were answered.
      console.error(JSON.stringify({ level: 'warn', msg: 'recipe documents not kept', count: waiting.size, error: String(error) }))
    }
    waiting.clear()
  }

  return {
    /** Take before reading what a document is made from, and pass to `keep`. */
    version: () => client.version(DETAIL_TABLES),
    /** The kept answer's UTF-8 JSON, if there is one. */
    read: (id: string) => find.values(id)[0]?.[0] as Uint8Array<ArrayBuffer> | undefined,
    /** Keeps an answer made from the data as it was at `version`. */
    keep(id: string, json: string, version: number) {
      if (waiting.size >= MAX_WAITING) return
      waiting.set(id, { json, version })
      timer ??= setTimeout(flush, WRITE_DELAY_MS)
    },
    flush,
  }
})
