import type { Database } from '../../src/db/client'

/**
 * Counts the queries drizzle builds on `db` from here on: a statement prepared once builds none,
 * a query builder one per call. Call the lookups once before, so their statements exist.
 */
export function countBuiltQueries(db: Database) {
  const select = db.select.bind(db)
  const built = { n: 0 }
  db.select = ((...args: Parameters<typeof select>) => {
    built.n++
    return select(...args)
  }) as typeof db.select
  return built
}
