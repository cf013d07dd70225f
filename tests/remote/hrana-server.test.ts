/**
 * The Hrana stand-in checked against the installed @libsql/client: every kind of call the client
 * makes (execute, batch, migrate, interactive transactions, executeMultiple), its value encoding,
 * its errors, batons and base_url, and what each injected fault looks like to the client.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Client, createClient, LibsqlError } from '@libsql/client'
import * as hrana from '@libsql/hrana-client'
import { type HranaServer, startHranaServer } from '../support/hrana-server'

const dir = mkdtempSync(join(tmpdir(), 'hrana-'))
let server: HranaServer
let client: Client

beforeAll(async () => {
  server = await startHranaServer({ path: join(dir, 'db.sqlite'), streamIdleMs: 300, busyTimeoutMs: 2000 })
  client = createClient({ url: server.url, intMode: 'bigint' })
  await client.execute(
    'CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL, price REAL, data BLOB, note TEXT)',
  )
})
afterEach(() => server.heal())
afterAll(async () => {
  client.close()
  await server.stop()
  rmSync(dir, { recursive: true, force: true })
})

const code = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!error) throw new Error('expected a failure')
  return error as LibsqlError & { cause?: { code?: string } }
}

describe('execute', () => {
  test('values keep their types both ways: 64-bit integers, floats, text, blobs, null', async () => {
    const big = 9_007_199_254_740_993n
    const inserted = await client.execute({
      sql: 'INSERT INTO items (id, name, price, data, note) VALUES (?, ?, ?, ?, ?)',
      args: [big, 'naïve ☕', 1.25, new Uint8Array([0, 255, 7]), null],
    })
    expect(inserted.rowsAffected).toBe(1)
    expect(inserted.lastInsertRowid).toBe(big)
    const { rows, columns, columnTypes } = await client.execute({
      sql: 'SELECT id, name, price, data, note, id + 1 AS next FROM items WHERE id = ?',
      args: [big],
    })
    expect(columns).toEqual(['id', 'name', 'price', 'data', 'note', 'next'])
    expect(columnTypes).toEqual(['INTEGER', 'TEXT', 'REAL', 'BLOB', 'TEXT', ''])
    const row = rows[0]!
    expect(row.id).toBe(big)
    expect(row.next).toBe(big + 1n)
    expect(row.name).toBe('naïve ☕')
    expect(row.price).toBe(1.25)
    expect([...new Uint8Array(row.data as ArrayBuffer)]).toEqual([0, 255, 7])
    expect(row.note).toBeNull()
  })

  test('named arguments bind by name', async () => {
    const { rows } = await client.execute({ sql: 'SELECT :a || $b AS joined', args: { a: 'x', b: 'y' } })
    expect(rows[0]!.joined).toBe('xy')
  })

  test('a read reports no affected rows even after a write on the same stream', async () => {
    const write = await client.execute({ sql: "UPDATE items SET note = 'seen'", args: [] })
    expect(write.rowsAffected).toBe(1)
    const read = await client.execute('SELECT count(*) AS n FROM items')
    expect(read.rowsAffected).toBe(0)
  })

  test('an SQLite failure arrives with sqld’s code and message', async () => {
    const error = await code(client.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['naïve ☕'] }))
    expect(error).toBeInstanceOf(LibsqlError)
    expect(error.code).toBe('SQLITE_CONSTRAINT')
    expect(error.message).toContain('UNIQUE constraint failed: items.name')
    expect((await code(client.execute('SELEC 1'))).code).toBe('SQLITE_ERROR')
  })

  test('execute is one round trip: the stream opens, runs and closes in one pipeline', async () => {
    const before = server.stats.pipelines
    await client.execute('SELECT 1')
    expect(server.stats.pipelines - before).toBe(1)
    expect(server.openStreams()).toBe(0)
  })
})

describe('batch', () => {
  test('applies all statements in one transaction and one round trip, storing repeated SQL once', async () => {
    const before = server.stats.pipelines
    const results = await client.batch(
      [
        { sql: 'INSERT INTO items (name) VALUES (?)', args: ['a'] },
        { sql: 'INSERT INTO items (name) VALUES (?)', args: ['b'] },
        'SELECT count(*) AS n FROM items',
      ],
      'write',
    )
    expect(server.stats.pipelines - before).toBe(1)
    expect(results.map((r) => r.rowsAffected)).toEqual([1, 1, 0])
    expect(results[2]!.rows[0]!.n).toBe(3n)
  })

  test('a failing step skips the rest and the COMMIT, and the ROLLBACK step undoes the earlier ones', async () => {
    const error = await code(
      client.batch([
        { sql: 'INSERT INTO items (name) VALUES (?)', args: ['c'] },
        { sql: 'INSERT INTO items (name) VALUES (?)', args: ['a'] },
        { sql: 'INSERT INTO items (name) VALUES (?)', args: ['d'] },
      ]),
    )
    expect(error.message).toContain('UNIQUE constraint failed')
    expect(server.query("SELECT name FROM items WHERE name IN ('c', 'd')")).toEqual([])
  })

  test('migrate() turns foreign keys off and on around its transaction', async () => {
    await client.migrate([
      'CREATE TABLE parents (id INTEGER PRIMARY KEY)',
      'CREATE TABLE kids (parent INTEGER REFERENCES parents(id))',
    ])
    expect(server.query("SELECT name FROM sqlite_master WHERE name IN ('parents', 'kids') ORDER BY name")).toEqual([
      { name: 'kids' },
      { name: 'parents' },
    ])
  })

  test('executeMultiple runs a sequence', async () => {
    await client.executeMultiple("INSERT INTO items (name) VALUES ('s1'); INSERT INTO items (name) VALUES ('s2');")
    expect(server.query("SELECT count(*) AS n FROM items WHERE name LIKE 's_'")).toEqual([{ n: 2 }])
  })
})

describe('interactive transactions', () => {
  test('keep one stream across round trips by baton, and commit', async () => {
    const tx = await client.transaction('write')
    await tx.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['t1'] })
    const { rows } = await tx.execute("SELECT count(*) AS n FROM items WHERE name = 't1'")
    expect(rows[0]!.n).toBe(1n)
    expect(server.openStreams()).toBe(1)
    // Not yet visible outside the transaction.
    expect(server.query("SELECT name FROM items WHERE name = 't1'")).toEqual([])
    await tx.commit()
    expect(server.query("SELECT name FROM items WHERE name = 't1'")).toEqual([{ name: 't1' }])
    expect(server.openStreams()).toBe(0)
  })

  test('roll back', async () => {
    const tx = await client.transaction('write')
    await tx.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['t2'] })
    await tx.rollback()
    expect(server.query("SELECT name FROM items WHERE name = 't2'")).toEqual([])
  })

  test('a writer waits for the transaction holding the lock instead of failing', async () => {
    const tx = await client.transaction('write')
    await tx.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['first'] })
    const other = client.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['second'] })
    await Bun.sleep(30)
    await tx.execute({ sql: "UPDATE items SET note = 'in tx' WHERE name = 'first'" })
    await tx.commit()
    await other
    expect(server.query("SELECT name FROM items WHERE name IN ('first', 'second') ORDER BY id")).toEqual([
      { name: 'first' },
      { name: 'second' },
    ])
  })

  test('an idle stream expires with STREAM_EXPIRED, rolling its transaction back', async () => {
    const tx = await client.transaction('write')
    await tx.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['expired'] })
    await Bun.sleep(500)
    const error = await code(tx.execute('SELECT 1'))
    expect(error.message).toContain('expired')
    tx.close()
    expect(server.query("SELECT name FROM items WHERE name = 'expired'")).toEqual([])
  })

  test('a baton is good once', async () => {
    const first = await fetch(`${server.url}/v2/pipeline`, {
      method: 'POST',
      body: JSON.stringify({
        baton: null,
        requests: [{ type: 'execute', stmt: { sql: 'SELECT 1', want_rows: true } }],
      }),
    })
    const { baton } = (await first.json()) as { baton: string }
    const again = () =>
      fetch(`${server.url}/v2/pipeline`, {
        method: 'POST',
        body: JSON.stringify({ baton, requests: [{ type: 'close' }] }),
      })
    const closed = (await (await again()).json()) as { baton: string | null; results: { type: string }[] }
    expect(closed.baton).toBeNull()
    expect(closed.results).toEqual([{ type: 'ok', response: { type: 'close' } } as never])
    expect((await again()).status).toBe(400)
  })
})

test('a base_url in the answer moves the rest of the stream there', async () => {
  server.setBaseUrl(`${server.url}/node-2/`)
  try {
    const tx = await client.transaction('write')
    await tx.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['routed'] })
    await tx.execute('SELECT 1')
    await tx.commit()
  } finally {
    server.setBaseUrl(undefined)
  }
  // The first pipeline went to the URL the client was given; the next two followed base_url.
  expect(server.stats.pipelinePaths.get('/node-2/v2/pipeline')).toBe(2)
  expect(server.query("SELECT name FROM items WHERE name = 'routed'")).toEqual([{ name: 'routed' }])
})

test('a version 3 client probes, finds no protobuf endpoint and speaks version 2', async () => {
  const v3 = hrana.openHttp(server.url, undefined, undefined, undefined, 3)
  expect(await v3.getVersion()).toBe(2)
  v3.close()
})

describe('faults, as the client sees them', () => {
  test('refused: the connection fails; healed: the same URL works again', async () => {
    await server.fault({ kind: 'refuse' })
    const error = await code(client.execute('SELECT 1'))
    expect(String(error.code ?? error.cause?.code)).toMatch(/ECONNREFUSED|ConnectionRefused/)
    await server.heal()
    expect((await client.execute('SELECT 1 AS one')).rows[0]!.one).toBe(1n)
  })

  test('an HTTP error status becomes SERVER_ERROR with the status', async () => {
    await server.fault({ kind: 'status', status: 503 })
    const error = await code(client.execute('SELECT 1'))
    expect(error.code).toBe('SERVER_ERROR')
    expect(error.message).toContain('503')
  })

  test('a hang is answered never: only the caller’s own timeout ends the wait', async () => {
    const timed = createClient({
      url: server.url,
      fetch: (request: Request) => fetch(request, { signal: AbortSignal.timeout(200) }),
    })
    await server.fault({ kind: 'hang' })
    const error = await code(timed.execute('SELECT 1'))
    expect(error.name).toMatch(/TimeoutError|AbortError/)
    expect(server.stats.faulted).toBeGreaterThan(0)
    timed.close()
  })

  test('a dropped answer: the write is committed though the client saw a reset', async () => {
    await server.fault({ kind: 'drop' })
    const error = await code(client.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['dropped'] }))
    expect(String(error.code ?? error.cause?.code)).toMatch(/ECONNRESET/)
    expect(server.query("SELECT name FROM items WHERE name = 'dropped'")).toEqual([{ name: 'dropped' }])
  })
})
