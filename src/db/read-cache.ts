import type { Database } from './client'
import { EmbeddedClient } from './embedded'

/**
 * Answers for reads that stay valid exactly as long as the tables they read: each entry keeps the
 * tables' version from before it was read (see EmbeddedClient.version) and is used only while that
 * version still holds, so a write through this process, or a commit by any other process on the
 * same file, makes every answer that read its table miss on the next call. A remote database
 * (libSQL server, Turso) gives no such signal across its clients, so there every call reads.
 * At most `maxEntries` answers are kept, the least recently used going first.
 */
export function readCache<K, V>(db: Database, tables: readonly string[], maxEntries: number) {
  const client = db.$client instanceof EmbeddedClient ? db.$client : undefined
  const entries = new Map<K, { version: number; value: V }>()
  return async (key: K, read: () => Promise<V>): Promise<V> => {
    if (!client) return read()
    const version = client.version(tables)
    const entry = entries.get(key)
    entries.delete(key)
    if (entry?.version === version) {
      entries.set(key, entry)
      return entry.value
    }
    const value = await read()
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K)
    entries.set(key, { version, value })
    return value
  }
}
