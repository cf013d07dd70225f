/**
 * Results of a pure function of a string, kept for the few keys pages repeat (days, star ratings).
 * Past `limit` keys new ones are computed each time, so unexpected input cannot grow it without end.
 */
export function keptByKey<T>(limit: number) {
  const kept = new Map<string, T>()
  return (key: string, compute: () => T): T => {
    let value = kept.get(key)
    if (value === undefined) {
      value = compute()
      if (kept.size < limit) kept.set(key, value)
    }
    return value
  }
}
