/**
 * A loopback stand-in for a libSQL server (sqld / Turso), speaking Hrana over HTTP as the
 * installed `@libsql/client` speaks it for `http://` URLs, backed by a SQLite file.
 *
 * What the client sends (node_modules/@libsql/hrana-client/lib-esm/http/stream.js and client.js):
 * - `POST /v2/pipeline`, JSON. The client opens the HTTP client at protocol version 2, so it never
 *   probes for v3 (`GET /v3-protobuf` answers 404 here, which would make a v3 client fall back to v2
 *   as it does against a server without protobuf). `/v3/pipeline` takes the same body plus
 *   `get_autocommit` and the `is_autocommit` condition.
 * - A body `{ baton, requests }`. Each request is `execute`, `batch` (steps with conditions `ok`,
 *   `error`, `not`, `and`, `or`, `is_autocommit`), `sequence`, `describe`, `store_sql`, `close_sql`,
 *   `get_autocommit` or `close`. The answer is `{ baton, base_url, results }` with one result per
 *   request, `{ type: "ok", response }` or `{ type: "error", error: { message, code } }`.
 * - A stream is one SQLite connection. Its baton changes with every answer and is good once; a
 *   stream left idle expires (sqld answers 400 with code STREAM_EXPIRED, so do we). `close`
 *   ends the stream (rolling back an open transaction) and the answer carries no baton.
 * - Values: integers as decimal strings, floats as JSON numbers, blobs as base64, text, null.
 *   sqld binds a "float" as REAL; bun:sqlite binds a whole JS number as INTEGER. Column affinity
 *   stores both alike; only typeof() of a bare parameter could tell them apart.
 * - SQLite errors carry sqld's codes: the primary result code name ("SQLITE_CONSTRAINT") and a
 *   message starting "SQLite error: ".
 *
 * Writers wait for each other as on sqld: a statement that finds the database locked waits (off
 * the event loop, so the stream holding the lock can go on) and fails with SQLITE_BUSY after
 * `busyTimeoutMs`.
 *
 * Test controls: `rttMs` (half before the pipeline runs, half after, so a transaction holds its
 * lock across the round trips as it would over a network) and `fault(kind)`:
 * - `refuse`: the port is closed; connecting fails with ECONNREFUSED.
 * - `status`: every request is answered with an HTTP error (503 by default), nothing runs.
 * - `hang`: requests are read and never answered (a black-holed network).
 * - `drop`: the pipeline runs and commits, then the connection is reset before the answer:
 *   the client cannot know whether its write happened.
 * `heal()` ends the fault (hung requests are reset).
 */
import { Database, type SQLQueryBindings } from 'bun:sqlite'
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/** `drop` may be limited to pipelines whose JSON body matches `only` (say, the one that inserts a review). */
export type Fault =
  | { kind: 'refuse' }
  | { kind: 'status'; status?: number }
  | { kind: 'hang' }
  | { kind: 'drop'; only?: RegExp }

type Value =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string }
type Stmt = {
  sql?: string
  sql_id?: number
  args?: Value[]
  named_args?: { name: string; value: Value }[]
  want_rows?: boolean
}
type Cond =
  | { type: 'ok' | 'error'; step: number }
  | { type: 'not'; cond: Cond }
  | { type: 'and' | 'or'; conds: Cond[] }
  | { type: 'is_autocommit' }
type Request =
  | { type: 'close' }
  | { type: 'execute'; stmt: Stmt }
  | { type: 'batch'; batch: { steps: { condition?: Cond; stmt: Stmt }[] } }
  | { type: 'sequence'; sql?: string; sql_id?: number }
  | { type: 'describe'; sql?: string; sql_id?: number }
  | { type: 'store_sql'; sql_id: number; sql: string }
  | { type: 'close_sql'; sql_id: number }
  | { type: 'get_autocommit' }
type HranaError = { message: string; code: string }
type StmtResult = {
  cols: { name: string; decltype: string | null }[]
  rows: Value[][]
  affected_row_count: number
  last_insert_rowid: string | null
}

/** An error the server answers in place of one request's result. */
class RequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

type Stream = {
  id: string
  conn: Database
  counters: ReturnType<Database['prepare']>
  sqls: Map<number, string>
  baton: string
  expiry: ReturnType<typeof setTimeout> | undefined
  /** The stream is running a pipeline; a second request with its baton is a protocol error. */
  busy: boolean
}

export type HranaServerOptions = {
  /** The SQLite file behind the server; created when missing. */
  path: string
  /** Injected round trip, in ms (0: none). */
  rttMs?: number
  /** How long a stream may stay idle before it expires (sqld: about 10 s). */
  streamIdleMs?: number
  /** How long a statement waits for another stream's write lock before SQLITE_BUSY. */
  busyTimeoutMs?: number
  /** Sent as `base_url` in every answer (sqld sends one when a stream must stick to a node). */
  baseUrl?: string
  /** Listen on this port (0: any free one). */
  port?: number
  /** Called with each statement's SQL and the pipeline it came in (for finding round trips). */
  trace?: (sql: string, pipeline: number) => void
}

const sleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve())

function decodeValue(value: Value): SQLQueryBindings {
  switch (value.type) {
    case 'null':
      return null
    case 'integer':
      return BigInt(value.value)
    case 'float':
      return value.value
    case 'text':
      return value.value
    case 'blob':
      return Buffer.from(value.base64, 'base64')
    default:
      throw new RequestError(`Unknown value type ${JSON.stringify((value as { type: unknown }).type)}`, 'PROTO_ERROR')
  }
}

function encodeValue(value: unknown): Value {
  if (value === null || value === undefined) return { type: 'null' }
  if (typeof value === 'bigint') return { type: 'integer', value: value.toString() }
  if (typeof value === 'number') return { type: 'float', value }
  if (typeof value === 'string') return { type: 'text', value }
  if (value instanceof Uint8Array) return { type: 'blob', base64: Buffer.from(value).toString('base64') }
  throw new Error(`SQLite returned an unexpected ${typeof value}`)
}

/** sqld names an SQLite failure by its primary result code: SQLITE_CONSTRAINT_UNIQUE → SQLITE_CONSTRAINT. */
function sqliteError(error: unknown): RequestError {
  const { code, message } = error as { code?: string; message?: string }
  if (typeof code === 'string' && code.startsWith('SQLITE_'))
    return new RequestError(`SQLite error: ${message}`, code.split('_').slice(0, 2).join('_'))
  return new RequestError(String(message ?? error), 'SQLITE_ERROR')
}

const isBusy = (error: unknown) => /^SQLITE_(BUSY|LOCKED)/.test(String((error as { code?: string }).code))

export async function startHranaServer(options: HranaServerOptions) {
  let rttMs = options.rttMs ?? 0
  const streamIdleMs = options.streamIdleMs ?? 10_000
  const busyTimeoutMs = options.busyTimeoutMs ?? 5_000
  let fault: Fault | undefined
  let baseUrl = options.baseUrl

  // WAL once for the file, as a server would run it; each stream's connection inherits it.
  const setup = new Database(options.path, { create: true })
  setup.run('PRAGMA journal_mode = WAL')
  setup.close()

  const streams = new Map<string, Stream>()
  const batons = new Map<string, Stream>()
  const hung = new Set<Socket>()
  const sockets = new Set<Socket>()
  const stats = {
    pipelines: 0,
    requests: 0,
    statements: 0,
    streamsOpened: 0,
    faulted: 0,
    pipelinePaths: new Map<string, number>(),
    /** When each of the last 1,000 pipelines arrived and was answered (performance.now()): which ones overlapped. */
    spans: [] as [start: number, end: number][],
  }

  /**
   * Connections are kept for the next stream (opening one costs over a millisecond, more than
   * the statements of a typical stream), handed back in the state a new one has: outside a
   * transaction and with SQLite's default foreign_keys off, so no stream inherits another's.
   */
  const idle: Database[] = []

  function openStream(): Stream {
    let conn = idle.pop()
    if (!conn) {
      conn = new Database(options.path, { safeIntegers: true })
      conn.run('PRAGMA busy_timeout = 0')
      // A commit reaches the OS before it is answered, not the disk: the stand-in measures round trips, not fsync.
      conn.run('PRAGMA synchronous = NORMAL')
    }
    stats.streamsOpened++
    const stream: Stream = {
      id: randomBytes(8).toString('hex'),
      conn,
      counters: conn.query('SELECT total_changes(), changes(), last_insert_rowid()'),
      sqls: new Map(),
      baton: '',
      expiry: undefined,
      busy: false,
    }
    streams.set(stream.id, stream)
    return stream
  }

  function closeStream(stream: Stream) {
    clearTimeout(stream.expiry)
    streams.delete(stream.id)
    batons.delete(stream.baton)
    // Closing with a transaction open rolls it back, as sqld does when a stream ends or expires.
    if (stream.conn.inTransaction) stream.conn.run('ROLLBACK')
    stream.conn.run('PRAGMA foreign_keys = OFF')
    if (idle.length < 64) idle.push(stream.conn)
    else stream.conn.close()
  }

  function newBaton(stream: Stream) {
    batons.delete(stream.baton)
    stream.baton = `${stream.id}.${randomBytes(12).toString('base64url')}`
    batons.set(stream.baton, stream)
    clearTimeout(stream.expiry)
    stream.expiry = setTimeout(() => closeStream(stream), streamIdleMs)
  }

  function sqlOf(stream: Stream, holder: { sql?: string; sql_id?: number }): string {
    if (holder.sql !== undefined && holder.sql_id !== undefined)
      throw new RequestError('Both sql and sql_id are given', 'PROTO_ERROR')
    if (holder.sql !== undefined) return holder.sql
    if (holder.sql_id === undefined) throw new RequestError('Neither sql nor sql_id is given', 'PROTO_ERROR')
    const sql = stream.sqls.get(holder.sql_id)
    if (sql === undefined) throw new RequestError(`SQL text ${holder.sql_id} was not stored`, 'SQL_NOT_FOUND')
    return sql
  }

  /** Runs `attempt` until it stops finding the database locked by another stream, for at most busyTimeoutMs. */
  async function whenUnlocked<T>(attempt: () => T): Promise<T> {
    const deadline = Date.now() + busyTimeoutMs
    for (let wait = 1; ; wait = Math.min(wait * 2, 20)) {
      try {
        return attempt()
      } catch (error) {
        if (!isBusy(error) || Date.now() >= deadline) throw sqliteError(error)
      }
      await sleep(wait)
    }
  }

  async function execute(stream: Stream, stmt: Stmt): Promise<StmtResult> {
    stats.statements++
    const sql = sqlOf(stream, stmt)
    options.trace?.(sql, stats.pipelines)
    const positional = (stmt.args ?? []).map(decodeValue)
    const named = stmt.named_args ?? []
    if (positional.length > 0 && named.length > 0)
      throw new RequestError('Both positional and named arguments are given', 'ARGS_BOTH_POSITIONAL_AND_NAMED')
    let prepared: ReturnType<Database['prepare']>
    try {
      // query() keeps the compiled statement on the connection for the next stream that sends the same SQL.
      prepared = stream.conn.query(sql)
    } catch (error) {
      throw sqliteError(error)
    }
    {
      const args = (
        named.length > 0 ? [Object.fromEntries(named.map(({ name, value }) => [name, decodeValue(value)]))] : positional
      ) as SQLQueryBindings[]
      return await whenUnlocked(() => {
        const [before] = stream.counters.values()[0] as bigint[]
        const rows = prepared.values(...args) as unknown[][]
        const [after, changes, lastRowid] = stream.counters.values()[0] as bigint[]
        return {
          cols: prepared.columnNames.map((name, i) => ({ name, decltype: prepared.declaredTypes[i] ?? null })),
          rows: stmt.want_rows === false ? [] : rows.map((row) => row.map(encodeValue)),
          // changes() is the last INSERT/UPDATE/DELETE's count, not this statement's when it wrote nothing.
          affected_row_count: after! > before! ? Number(changes) : 0,
          last_insert_rowid: String(lastRowid),
        }
      })
    }
  }

  function holds(cond: Cond, stream: Stream, results: (StmtResult | null)[], errors: (HranaError | null)[]): boolean {
    switch (cond.type) {
      case 'ok':
        return results[cond.step] != null
      case 'error':
        return errors[cond.step] != null
      case 'not':
        return !holds(cond.cond, stream, results, errors)
      case 'and':
        return cond.conds.every((c) => holds(c, stream, results, errors))
      case 'or':
        return cond.conds.some((c) => holds(c, stream, results, errors))
      case 'is_autocommit':
        return !stream.conn.inTransaction
      default:
        throw new RequestError(`Unknown condition ${JSON.stringify((cond as { type: unknown }).type)}`, 'PROTO_ERROR')
    }
  }

  async function run(stream: Stream, request: Request, version: 2 | 3): Promise<Record<string, unknown>> {
    switch (request.type) {
      case 'execute':
        return { type: 'execute', result: await execute(stream, request.stmt) }
      case 'batch': {
        const results: (StmtResult | null)[] = []
        const errors: (HranaError | null)[] = []
        for (const [i, step] of request.batch.steps.entries()) {
          results[i] = null
          errors[i] = null
          if (step.condition && !holds(step.condition, stream, results, errors)) continue
          try {
            results[i] = await execute(stream, step.stmt)
          } catch (error) {
            if (!(error instanceof RequestError)) throw error
            errors[i] = { message: error.message, code: error.code }
          }
        }
        return { type: 'batch', result: { step_results: results, step_errors: errors } }
      }
      case 'sequence': {
        const sql = sqlOf(stream, request)
        await whenUnlocked(() => stream.conn.run(sql))
        return { type: 'sequence' }
      }
      case 'store_sql':
        stream.sqls.set(request.sql_id, request.sql)
        return { type: 'store_sql' }
      case 'close_sql':
        stream.sqls.delete(request.sql_id)
        return { type: 'close_sql' }
      case 'get_autocommit':
        if (version < 3) throw new RequestError('get_autocommit needs protocol version 3', 'PROTO_ERROR')
        return { type: 'get_autocommit', is_autocommit: !stream.conn.inTransaction }
      case 'describe':
        // The installed client sends describe only from Stream.describe(), which the service never calls.
        throw new RequestError('describe is not implemented by this stand-in', 'NOT_IMPLEMENTED')
      case 'close':
        return { type: 'close' }
      default:
        throw new RequestError(
          `Unknown request type ${JSON.stringify((request as { type: unknown }).type)}`,
          'PROTO_ERROR',
        )
    }
  }

  async function pipeline(
    body: { baton?: string | null; requests?: Request[] },
    version: 2 | 3,
  ): Promise<{ status: number; body: unknown }> {
    if (!Array.isArray(body.requests))
      return { status: 400, body: { message: 'requests must be an array', code: 'PROTO_ERROR' } }
    let stream: Stream
    if (body.baton) {
      const found = batons.get(body.baton)
      if (!found) {
        // An expired stream's batons are forgotten with it; sqld cannot tell the two apart either.
        return { status: 400, body: { message: 'The stream has expired due to inactivity', code: 'STREAM_EXPIRED' } }
      }
      if (found.busy)
        return { status: 400, body: { message: 'The stream is running another request', code: 'STREAM_BUSY' } }
      stream = found
    } else stream = openStream()
    stream.busy = true
    clearTimeout(stream.expiry)
    batons.delete(stream.baton)
    const results: unknown[] = []
    let closed = false
    try {
      for (const request of body.requests) {
        stats.requests++
        if (closed) {
          results.push({ type: 'error', error: { message: 'The stream is closed', code: 'STREAM_CLOSED' } })
          continue
        }
        try {
          results.push({ type: 'ok', response: await run(stream, request, version) })
          if (request.type === 'close') closed = true
        } catch (error) {
          if (!(error instanceof RequestError)) throw error
          results.push({ type: 'error', error: { message: error.message, code: error.code } })
        }
      }
    } finally {
      stream.busy = false
    }
    if (closed) closeStream(stream)
    else newBaton(stream)
    return { status: 200, body: { baton: closed ? null : stream.baton, base_url: baseUrl ?? null, results } }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '/').split('?')[0]
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    if (fault?.kind === 'hang') {
      hung.add(req.socket)
      stats.faulted++
      return
    }
    if (fault?.kind === 'status') {
      stats.faulted++
      res.writeHead(fault.status ?? 503, { 'content-type': 'text/plain' }).end('the database server is unavailable')
      return
    }
    const arrived = performance.now()
    await sleep(rttMs / 2)
    let answer: { status: number; body: unknown }
    let span: [number, number] | undefined
    if (req.method === 'GET' && (path === '/v2' || path === '/v3' || path === '/health' || path === '/version'))
      answer = { status: 200, body: {} }
    else if (req.method === 'POST' && /^(\/[\w-]+)*\/v[23]\/pipeline$/.test(path)) {
      // Any prefix: a `base_url` may move a stream under another path, as sqld's sticky routing does.
      stats.pipelines++
      span = [arrived, Number.NaN]
      stats.spans.push(span)
      if (stats.spans.length > 1000) stats.spans.shift()
      stats.pipelinePaths.set(path, (stats.pipelinePaths.get(path) ?? 0) + 1)
      let body: { baton?: string | null; requests?: Request[] }
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        answer = { status: 400, body: { message: 'The body is not JSON', code: 'PROTO_ERROR' } }
        body = {}
      }
      answer ??= await pipeline(body, path.endsWith('/v3/pipeline') ? 3 : 2)
    } else answer = { status: 404, body: { message: `No endpoint ${req.method} ${path}`, code: 'NOT_FOUND' } }
    await sleep(rttMs / 2)
    if (span) span[1] = performance.now()
    if (fault?.kind === 'drop' && (!fault.only || fault.only.test(Buffer.concat(chunks).toString('utf8')))) {
      // The work above is done (a write is committed); only its answer is lost.
      stats.faulted++
      req.socket.destroy()
      return
    }
    if (!res.socket || res.socket.destroyed) return
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body))
  }

  let server: Server
  let port = options.port ?? 0
  async function listen() {
    server = createServer((req, res) => {
      handle(req, res).catch((error) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
      })
    })
    server.on('connection', (socket: Socket) => {
      sockets.add(socket)
      socket.on('close', () => {
        sockets.delete(socket)
        hung.delete(socket)
      })
    })
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  }
  async function close() {
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      for (const socket of sockets) socket.destroy()
    })
  }
  await listen()

  return {
    get url() {
      return `http://127.0.0.1:${port}`
    },
    get port() {
      return port
    },
    stats,
    /** Streams open now (each holds a connection; a leak shows here). */
    openStreams: () => streams.size,
    setRtt(ms: number) {
      rttMs = ms
    },
    /** What later answers send as `base_url` (undefined: null). */
    setBaseUrl(url: string | undefined) {
      baseUrl = url
    },
    /** Starts a fault; `refuse` closes the port at once, dropping open connections. */
    async fault(next: Fault) {
      await this.heal()
      fault = next
      if (next.kind === 'refuse') await close()
    },
    /** Ends the fault: a closed port opens again (same port), hung requests are reset. */
    async heal() {
      const was = fault
      fault = undefined
      for (const socket of hung) socket.destroy()
      hung.clear()
      if (was?.kind === 'refuse') await listen()
    },
    /** Reads the file directly, beside the server, for assertions. */
    query<T = Record<string, unknown>>(sql: string, ...args: SQLQueryBindings[]): T[] {
      const db = new Database(options.path, { readonly: true })
      try {
        return db.query(sql).all(...args) as T[]
      } finally {
        db.close()
      }
    },
    async stop() {
      fault = undefined
      if (server.listening) await close()
      for (const stream of [...streams.values()]) closeStream(stream)
      for (const conn of idle.splice(0)) conn.close()
    },
  }
}

export type HranaServer = Awaited<ReturnType<typeof startHranaServer>>
