import type { Database } from './client'
import { EmbeddedClient } from './embedded'

/**
 * How many answers a read cache keeps: a count, or a budget in bytes with each answer's size.
 * `repeatsWithin` keeps an answer only on its key's second miss among that many recent misses.
 */
export type CacheBound<V> = number | { maxBytes: number; sizeOf: (value: V) => number; repeatsWithin?: number }

/**
 * Answers for reads that stay valid exactly as long as the tables they read: each entry keeps the
 * tables' version from before it was read (see EmbeddedClient.version) and is used only while that
 * version still holds, so a write through this process, or a commit by any other process on the
 * same file, makes every answer that read its table miss on the next call. A remote database
 * (libSQL server, Turso) gives no such signal across its clients, so there every call reads.
 * Bounded by `bound`, the least recently used answers going first.
 *
 * When reads spread over far more answers than the cache holds, keeping every answer read costs
 * more than it saves: each one pushes out another before either is read again, and the GC tracks
 * the churn. With `repeatsWithin`, only answers asked for twice within that many misses are kept,
 * so what is read often stays and a stream of one-off reads passes by.
 */
export function readCache<K, V>(db: Database, tables: readonly string[], bound: CacheBound<V>) {
  const client = db.$client instanceof EmbeddedClient ? db.$client : undefined
  const { capacity, weigh, repeatsWithin } = typeof bound === 'number' ? { capacity: bound, weigh: () => 1, repeatsWithin: undefined } : { capacity: bound.maxBytes, weigh: bound.sizeOf, repeatsWithin: bound.repeatsWithin }
  const entries = new Map<K, { version: number; value: V; size: number }>()
  let missed = new Set<K>()
  let load = 0
  /** Whether an answer that just missed is kept: always, or on its second recent miss. */
  const admit = (key: K) => {
    if (repeatsWithin === undefined || missed.delete(key)) return true
    // Forgetting them all at once keeps this a set operation per miss; the next misses refill it.
    if (missed.size >= repeatsWithin) missed = new Set()
    missed.add(key)
    return false
  }
  return async (key: K, read: () => Promise<V>): Promise<V> => {
    if (!client) return read()
    const version = client.version(tables)
    const entry = entries.get(key)
    if (entry) {
      entries.delete(key)
      if (entry.version === version) {
        entries.set(key, entry)
        return entry.value
      }
      load -= entry.size
    }
    const value = await read()
    if (!entry && !admit(key)) return value
    const size = weigh(value)
    // Another call may have kept the same key while this one read.
    const racing = entries.get(key)
    if (racing) load -= racing.size
    entries.set(key, { version, value, size })
    load += size
    for (const [oldest, { size }] of entries) {
      if (load <= capacity) break
      entries.delete(oldest)
      load -= size
    }
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
