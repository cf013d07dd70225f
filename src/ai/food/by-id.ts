/**
 * A table looked up by id. An unknown id is a bug in the data or the caller, so `get` throws,
 * naming what was looked for ("unknown dish: …").
 */
export function byId<T extends { id: string }>(what: string, entries: readonly T[]) {
  const index = new Map(entries.map((entry) => [entry.id, entry]))
  return {
    get(id: string): T {
      const found = index.get(id)
      if (!found) throw new Error(`unknown ${what}: ${id}`)
      return found
    },
    has: (id: string): boolean => index.has(id),
  }
}
