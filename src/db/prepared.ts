import { Column, type DriverValueDecoder, is, noopDecoder, type SQL } from 'drizzle-orm'
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

/** Decoders that hand the driver's value back unchanged: a row skips the call (text and plain integers). */
const passesThrough = (decoder: DriverValueDecoder<unknown, unknown>) =>
  decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue ||
  decoder.mapFromDriverValue === noopDecoder.mapFromDriverValue

/**
 * Turns positional rows (a prepared query's `values()`) into objects of `fields`, each value
 * through its column's own decoder. The same result as drizzle's `all()`, whose generic mapper
 * re-inspects every field of every row; for a page of rows that costs more than the query.
 * Each row is one object literal of the fields' shape, compiled once per field set: filling an
 * empty object key by key made every row go through a lookup per field, and the decoders that
 * change nothing were a call each (a tenth of a first-read list page, issue 35).
 */
export function flatRows<F extends FlatFields>(fields: F) {
  // An sql`` field decodes with what `.mapWith()` gave it (drizzle keeps that on `decoder`, untyped).
  const decoders = Object.values(fields).map((field) =>
    is(field, Column) ? field : (field as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder,
  )
  const values = Object.keys(fields).map((key, i) => {
    const value = `row[${i}]`
    const decoded = passesThrough(decoders[i]!)
      ? `${value} ?? null`
      : `${value} === null || ${value} === undefined ? null : decoders[${i}].mapFromDriverValue(${value})`
    return `${JSON.stringify(key)}: ${decoded}`
  })
  const toObject = new Function('decoders', `return (row) => ({ ${values.join(', ')} })`)(decoders) as (
    row: unknown[],
  ) => SelectResultFields<F>
  return (rows: unknown[][]): SelectResultFields<F>[] => rows.map(toObject)
}
