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

const derived = new WeakMap<object, Map<string, unknown>>()

/**
 * What is made from a cached answer (its JSON text, a rendered page) kept on that answer: a read
 * cache hands out the same object until a table it read changes, then a new one, so whatever hangs
 * off the object is exactly as fresh as the answer itself and goes with it. `variant` names one of
 * several things made from the same answer (a page per language); at most `maxVariants` are kept
 * per answer, the oldest going first, so variants built from request input stay bounded.
 */
export function derivedFrom<T>(answer: object, variant: string, make: () => T, maxVariants = 4): T {
  let made = derived.get(answer)
  if (!made) derived.set(answer, (made = new Map()))
  if (made.has(variant)) return made.get(variant) as T
  const value = make()
  if (made.size >= maxVariants) made.delete(made.keys().next().value!)
  made.set(variant, value)
  return value
}
