import { Column, type DriverValueDecoder, is, type SQL } from 'drizzle-orm'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { Database } from './client'

/**
 * Statements built once per database and reused: drizzle renders a query builder to SQL on every
 * call (tens of microseconds, more than the indexed lookup it describes), a prepared query only
 * binds its placeholders. Keyed weakly, so a closed test database takes its statements with it.
 */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>()
  const statementsOf = (db: Database) => {
    let statements = built.get(db)
    if (!statements) {
      statements = build(db)
      built.set(db, statements)
    }
    return statements
  }
  everyPerDatabase.push(statementsOf)
  return statementsOf
}

const everyPerDatabase: Array<(db: Database) => unknown> = []

/**
 * Builds every module's statements for `db` now (a service's start): built on first use, a module's
 * group of statements cost its first request a few ms of drizzle rendering while others waited.
 */
export function prepareAll(db: Database) {
  for (const statementsOf of everyPerDatabase) statementsOf(db)
}

type FlatFields = Record<string, Column | SQL>

/**
 * Turns positional rows (a prepared query's `values()`) into objects of `fields`, each value
 * through its column's own decoder. The same result as drizzle's `all()`, whose generic mapper
 * re-inspects every field of every row; for a page of rows that costs more than the query.
 */
export function flatRows<F extends FlatFields>(fields: F) {
  // An sql`` field decodes with what `.mapWith()` gave it (drizzle keeps that on `decoder`, untyped).
  const entries = Object.entries(fields).map(
    ([key, field]) =>
      [
        key,
        is(field, Column) ? field : (field as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder,
      ] as const,
  )
  return (rows: unknown[][]): SelectResultFields<F>[] =>
    rows.map((row) => {
      const result: Record<string, unknown> = {}
      for (let i = 0; i < entries.length; i++) {
        const value = row[i]
        const [key, decoder] = entries[i]!
        result[key] = value === null || value === undefined ? null : decoder.mapFromDriverValue(value)
      }
      return result as SelectResultFields<F>
    })
}
