import type { Database as SqliteDatabase, SQLQueryBindings, Statement } from 'bun:sqlite'
import type { InArgs, InStatement, ResultSet, TransactionMode } from '@libsql/client'

/** Bun's `{ changes, lastInsertRowid }` as libSQL reports it, so `db.run()` reads the same on both drivers. */
function runResult(changes: { changes: number; lastInsertRowid: number | bigint }): ResultSet {
  return {
    columns: [],
    columnTypes: [],
    rows: [],
    rowsAffected: changes.changes,
    lastInsertRowid: BigInt(changes.lastInsertRowid),
    toJSON: () => ({ rowsAffected: changes.changes }),
  }
}

/**
 * One statement as drizzle's bun-sqlite session drives it (`all`, `values`, `get`, `run`), compiled
 * once and reused. `run` answers with libSQL's `rowsAffected`.
 */
class CachedStatement {
  constructor(private readonly statement: Statement) {}
  all(...params: SQLQueryBindings[]) {
    return this.statement.all(...params)
  }
  values(...params: SQLQueryBindings[]) {
    return this.statement.values(...params)
  }
  get(...params: SQLQueryBindings[]) {
    return this.statement.get(...params)
  }
  run(...params: SQLQueryBindings[]) {
    return runResult(this.statement.run(...params))
  }
  finalize() {
    this.statement.finalize()
  }
}

/** Distinct SQL texts are few (queries are parameterised); the cap only guards against a runaway. */
const MAX_CACHED_STATEMENTS = 500
/**
 * Multi-row inserts (a batch of discussion events) get a new SQL text for every row count, and
 * a compiled one holds ~100 KB: kept, a few hundred of them were tens of MB of a busy server's
 * memory. Statements with more parameters than any lookup has are compiled for the one call.
 */
const MAX_CACHED_PARAMETERS = 32

/**
 * `bun:sqlite` dressed for both of its users:
 * - drizzle's bun-sqlite session, which calls `prepare()` for every query it runs: SQLite's
 *   compile step is the largest cost of a small query, so each SQL text is compiled once and kept;
 * - code written against `@libsql/client` (`execute`, `batch`, `close`: migrations, tests), so the
 *   services see one `Database` type whichever driver is underneath.
 */
export class EmbeddedClient {
  private readonly statements = new Map<string, CachedStatement>()
  private readonly dataVersionQuery: Statement

  constructor(readonly sqlite: SqliteDatabase) {
    this.dataVersionQuery = sqlite.prepare('PRAGMA data_version')
  }

  /**
   * SQLite's count of commits to the file by other connections (it does not move for this one's
   * own writes): how a cache in this process learns that another process changed the data.
   */
  dataVersion(): number {
    return this.dataVersionQuery.values()[0]![0] as number
  }

  prepare(sql: string): CachedStatement {
    const cached = this.statements.get(sql)
    if (cached) return cached
    const statement = new CachedStatement(this.sqlite.prepare(sql))
    if ((sql.match(/\?/g)?.length ?? 0) > MAX_CACHED_PARAMETERS) return statement
    // Evicted statements are not finalized: a query drizzle prepared once may still hold one.
    if (this.statements.size >= MAX_CACHED_STATEMENTS) this.statements.delete(this.statements.keys().next().value!)
    this.statements.set(sql, statement)
    return statement
  }

  exec(sql: string) {
    this.sqlite.run(sql)
  }

  transaction<T>(fn: () => T) {
    return this.sqlite.transaction(fn)
  }

  private executeNow(statement: InStatement | [string, InArgs?]): ResultSet {
    const [sql, args] = Array.isArray(statement)
      ? statement
      : typeof statement === 'string'
        ? [statement]
        : [statement.sql, statement.args]
    const compiled = this.sqlite.prepare(sql)
    try {
      const params = (args ?? []) as SQLQueryBindings[]
      const columns = compiled.columnNames
      if (columns.length === 0) return runResult(compiled.run(...params))
      const rows = compiled.all(...params) as Record<string, unknown>[]
      return {
        columns,
        columnTypes: [],
        rows: rows as unknown as ResultSet['rows'],
        rowsAffected: 0,
        lastInsertRowid: undefined,
        toJSON: () => ({ columns, rows }),
      }
    } finally {
      compiled.finalize()
    }
  }

  async execute(statement: InStatement | string, args?: InArgs): Promise<ResultSet> {
    return this.executeNow(typeof statement === 'string' && args ? [statement, args] : statement)
  }

  /** All statements in one transaction, as libSQL's batch: all applied or none. */
  async batch(
    statements: Array<InStatement | [string, InArgs?]>,
    mode: TransactionMode = 'deferred',
  ): Promise<ResultSet[]> {
    const run = this.sqlite.transaction(() => statements.map((statement) => this.executeNow(statement)))
    return mode === 'write' ? run.immediate() : run.deferred()
  }

  /** Finalizes the cached statements first: SQLite keeps a connection (and its locks) open while any remain. */
  close() {
    this.dataVersionQuery.finalize()
    for (const statement of this.statements.values()) statement.finalize()
    this.statements.clear()
    this.sqlite.close()
  }
}
