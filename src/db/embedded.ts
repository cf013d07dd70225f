import { Database as SqliteDatabase, type SQLQueryBindings, type Statement } from 'bun:sqlite'
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

/** Stands for "any table": a statement that may write but names no single table (DDL, WITH ... INSERT). */
const ANY_TABLE = '*'

/** The table a statement writes, from its SQL text: undefined for a read, ANY_TABLE when it cannot tell. */
export function writtenTable(sql: string): string | undefined {
  if (/^\s*(?:select|explain)\b/i.test(sql)) return undefined
  return sql.match(/^\s*(?:insert|replace|update|delete)\b(?:\s+or\s+\w+)?(?:\s+into|\s+from)?\s+["`[]?(\w+)/i)?.[1]?.toLowerCase() ?? ANY_TABLE
}

/**
 * One statement as drizzle's bun-sqlite session drives it (`all`, `values`, `get`, `run`), compiled
 * once and reused. `run` answers with libSQL's `rowsAffected`; a write also tells `written` (which
 * fires before the statement runs, so a read cached meanwhile is never taken for the new state).
 */
class CachedStatement {
  constructor(
    private readonly statement: Statement,
    private readonly written?: () => void,
  ) {}
  all(...params: SQLQueryBindings[]) {
    this.written?.()
    return this.statement.all(...params)
  }
  values(...params: SQLQueryBindings[]) {
    this.written?.()
    return this.statement.values(...params)
  }
  get(...params: SQLQueryBindings[]) {
    this.written?.()
    return this.statement.get(...params)
  }
  run(...params: SQLQueryBindings[]) {
    this.written?.()
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
  /** Per table, how many writes this connection has started on it. */
  private readonly writes = new Map<string, number>()
  /** Tables a write to the key table also changes, through its triggers. */
  private triggered = new Map<string, string[]>()
  private foreignCommits = 0
  /** Work scheduled for later (a deferred write) checks this instead of failing on a closed file. */
  closed = false
  private lastDataVersion = -1
  private readonly dataVersion: Statement

  constructor(readonly sqlite: SqliteDatabase) {
    this.dataVersion = sqlite.prepare('PRAGMA data_version')
  }

  private wrote(table: string) {
    for (const name of [table, ...(this.triggered.get(table) ?? [])]) this.writes.set(name, (this.writes.get(name) ?? 0) + 1)
  }

  /** Learns what each table's triggers write (read again after migrations change the schema). */
  learnTriggers() {
    const triggers = this.sqlite.query<{ table: string; sql: string }, []>("SELECT tbl_name AS \"table\", sql FROM sqlite_master WHERE type = 'trigger'").all()
    this.triggered = new Map()
    for (const { table, sql } of triggers) {
      const body = sql.slice(sql.search(/\bbegin\b/i))
      const targets = [...body.matchAll(/\b(?:insert(?:\s+or\s+\w+)?\s+into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+["`[]?(\w+)/gi)].map((m) => m[1]!.toLowerCase())
      this.triggered.set(table.toLowerCase(), [...new Set([...(this.triggered.get(table.toLowerCase()) ?? []), ...targets])])
    }
  }

  /**
   * A number that changes whenever any of `tables` may have changed: a write through this client
   * to one of them (or to a table whose triggers write them), or any commit by another connection
   * to the file (SQLite's data_version, which cannot say which tables, so it counts for all).
   */
  version(tables: readonly string[]): number {
    const dataVersion = (this.dataVersion.values()[0]![0] as number) ?? 0
    if (dataVersion !== this.lastDataVersion) {
      this.lastDataVersion = dataVersion
      this.foreignCommits++
    }
    let version = this.foreignCommits + (this.writes.get(ANY_TABLE) ?? 0)
    for (const table of tables) version += this.writes.get(table) ?? 0
    return version
  }

  prepare(sql: string): CachedStatement {
    const cached = this.statements.get(sql)
    if (cached) return cached
    const table = writtenTable(sql)
    const statement = new CachedStatement(this.sqlite.prepare(sql), table === undefined ? undefined : () => this.wrote(table))
    if ((sql.match(/\?/g)?.length ?? 0) > MAX_CACHED_PARAMETERS) return statement
    // Evicted statements are not finalized: a query drizzle prepared once may still hold one.
    if (this.statements.size >= MAX_CACHED_STATEMENTS) this.statements.delete(this.statements.keys().next().value!)
    this.statements.set(sql, statement)
    return statement
  }

  exec(sql: string) {
    const table = writtenTable(sql)
    if (table !== undefined) this.wrote(table)
    this.sqlite.run(sql)
  }

  transaction<T>(fn: () => T) {
    return this.sqlite.transaction(fn)
  }

  private executeNow(statement: InStatement | [string, InArgs?]): ResultSet {
    const [sql, args] = Array.isArray(statement) ? statement : typeof statement === 'string' ? [statement] : [statement.sql, statement.args]
    const table = writtenTable(sql)
    if (table !== undefined) this.wrote(table)
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
  async batch(statements: Array<InStatement | [string, InArgs?]>, mode: TransactionMode = 'deferred'): Promise<ResultSet[]> {
    const run = this.sqlite.transaction(() => statements.map((statement) => this.executeNow(statement)))
    return mode === 'write' ? run.immediate() : run.deferred()
  }

  /** Finalizes the cached statements first: SQLite keeps a connection (and its locks) open while any remain. */
  close() {
    this.dataVersion.finalize()
    for (const statement of this.statements.values()) statement.finalize()
    this.statements.clear()
    this.sqlite.close()
    this.closed = true
  }
}
