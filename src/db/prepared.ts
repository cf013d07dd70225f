import { Column, type DriverValueDecoder, is, noopDecoder, type SQL, sql } from 'drizzle-orm'
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

/**
 * A LIMIT written into a statement's text: drizzle binds any number given to `.limit()` as a
 * parameter, and SQLite ran a list page's statement with its LIMIT bound at about twice the CPU of
 * the same statement with the number written in, cold or warm, though the two compile to the same
 * bytecode but the limit's (issue 35, docs/performance.md). Typed as the number drizzle's `.limit()`
 * takes; its dialect writes an SQL object as it is.
 */
export function writtenLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`not a row count: ${rows}`)
  return sql.raw(String(rows)) as unknown as number
}

/**
 * One statement per row count, each with its count written in (writtenLimit), built on first use of
 * that count, or now for the counts `ahead` (as prepareAll builds the rest: a first build costs its
 * read 0.4–0.8 ms). For lists, whose counts are bounded (per_page + 1, at most 101): a bound LIMIT
 * cost every read more than building a statement once per count.
 */
export function perLimit<T>(build: (limit: number) => T, ahead: readonly number[] = []): (rows: number) => T {
  const built = new Map<number, T>()
  const statementOf = (rows: number) => {
    let statement = built.get(rows)
    if (!statement) {
      statement = build(writtenLimit(rows))
      // A caller with unbounded counts would keep a statement for each: past the bound they start again.
      if (built.size >= KEPT_LIMITS) built.clear()
      built.set(rows, statement)
    }
    return statement
  }
  for (const rows of ahead) statementOf(rows)
  return statementOf
}
const KEPT_LIMITS = 128

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
