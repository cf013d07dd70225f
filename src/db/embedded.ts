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
  get columnNames() {
    return this.statement.columnNames
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
type WaitingBatch = {
  statements: Array<InStatement | [string, InArgs?]>
  resolve(results: ResultSet[]): void
  reject(error: unknown): void
}

export class EmbeddedClient {
  private readonly statements = new Map<string, CachedStatement>()
  /** Write batches asked for since the last commit (see commitWaiting). */
  private readonly waiting: WaitingBatch[] = []
  private closed = false
  private readonly dataVersionQuery: Statement

  /** `stopCheckpoints`: what stops the thread that checkpoints the file's log (src/db/checkpoints.ts), if one runs. */
  constructor(
    readonly sqlite: SqliteDatabase,
    private readonly stopCheckpoints?: () => void,
  ) {
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

  /** Whether `prepare` keeps the statement for this SQL text (else the caller finalizes it after use). */
  private keeps(sql: string) {
    return this.statements.get(sql) !== undefined
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
    // Compiled once per SQL text, as drizzle's statements are: compiling was ~10 % of a review
    // write and of a recipe creation (issue 35).
    const compiled = this.prepare(sql)
    try {
      const params = (args ?? []) as SQLQueryBindings[]
      const columns = compiled.columnNames
      if (columns.length === 0) return compiled.run(...params)
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
      if (!this.keeps(sql)) compiled.finalize()
    }
  }

  async execute(statement: InStatement | string, args?: InArgs): Promise<ResultSet> {
    return this.executeNow(typeof statement === 'string' && args ? [statement, args] : statement)
  }

  /**
   * All statements in one transaction, as libSQL's batch: all applied or none. A write batch
   * resolves once it is committed, and shares its commit with the other write batches asked for in
   * the same turn of the event loop (a group commit, see commitWaiting).
   */
  async batch(
    statements: Array<InStatement | [string, InArgs?]>,
    mode: TransactionMode = 'deferred',
  ): Promise<ResultSet[]> {
    if (mode !== 'write')
      return this.sqlite.transaction(() => statements.map((statement) => this.executeNow(statement))).deferred()
    // Refused here, as libSQL's client refuses it: a commit scheduled on a closed handle would throw
    // outside any caller (a timer's late write, src/recipes/search-index.ts).
    if (this.closed) throw new Error('The database is closed')
    return new Promise((resolve, reject) => {
      this.waiting.push({ statements, resolve, reject })
      if (this.waiting.length === 1) setImmediate(() => this.commitWaiting())
    })
  }

  /**
   * Commits the write batches waiting, in the order asked, in one transaction: each batch in a
   * savepoint of its own, so a batch that breaks a rule rolls back alone and fails alone while the
   * others commit. Every batch is answered only after the COMMIT returned, so an acknowledged write
   * is in the write-ahead log exactly as with a transaction of its own (it survives kill -9).
   * A commit costs more than the statements of a small write (a recipe creation's was a third of
   * its CPU, issue 35): one per turn instead of one per write.
   */
  private commitWaiting() {
    const group = this.waiting.splice(0)
    if (!group.length) return
    const outcomes: Array<{ results: ResultSet[] } | { error: unknown }> = []
    try {
      this.sqlite.run('BEGIN IMMEDIATE')
      for (const { statements } of group) {
        this.sqlite.run('SAVEPOINT batch')
        try {
          outcomes.push({ results: statements.map((statement) => this.executeNow(statement)) })
          this.sqlite.run('RELEASE batch')
        } catch (error) {
          try {
            this.sqlite.run('ROLLBACK TO batch')
            this.sqlite.run('RELEASE batch')
          } catch {
            // An I/O error or a full disk may end the whole transaction, savepoint and all: then the
            // outer catch fails every batch with that error, not with the missing savepoint's.
            throw error
          }
          outcomes.push({ error })
        }
      }
      this.sqlite.run('COMMIT')
    } catch (error) {
      if (this.sqlite.inTransaction) this.sqlite.run('ROLLBACK')
      for (const batch of group) batch.reject(error)
      return
    }
    group.forEach((batch, i) => {
      const outcome = outcomes[i]!
      if ('results' in outcome) batch.resolve(outcome.results)
      else batch.reject(outcome.error)
    })
  }

  /** Finalizes the cached statements first: SQLite keeps a connection (and its locks) open while any remain. */
  close() {
    // Writes already asked for are committed, as they would have been a moment later.
    this.commitWaiting()
    this.closed = true
    this.stopCheckpoints?.()
    this.dataVersionQuery.finalize()
    for (const statement of this.statements.values()) statement.finalize()
    this.statements.clear()
    this.sqlite.close()
  }
}
