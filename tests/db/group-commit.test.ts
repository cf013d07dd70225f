import { Database as SqliteDatabase } from 'bun:sqlite'
import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { embeddedClientOf, openDatabase } from '../../src/db/client'

/**
 * The embedded driver commits the write batches asked for in one turn together (issue 35, second
 * round): each in a savepoint of its own, each answered only once the shared COMMIT returned.
 */
describe('write batches asked for together share one commit', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'group-commit-'))
  const path = join(dir, 'db.sqlite')
  const db = await openDatabase(`file:${path}`)
  const client = embeddedClientOf(db)!
  // Another connection, as another process would have: it sees only what was committed.
  const observer = new SqliteDatabase(path, { readonly: true })
  /** Bytes of write-ahead log so far: each commit appends every page it changed, so one commit of five rows is far less than five. */
  const logBytes = () => statSync(`${path}-wal`).size
  const agentsNamed = (name: string) =>
    observer.query<{ n: number }, [string]>('SELECT count(*) AS n FROM agents WHERE name = ?').get(name)!.n
  afterAll(() => {
    observer.close()
    client.close()
    rmSync(dir, { recursive: true, force: true })
  })

  let next = 0
  const insertAgent = (name: string, keyHash = `hash-${next++}`) => ({
    sql: `INSERT INTO agents (id, name, key_hash, created_at) VALUES (?, ?, ?, '')`,
    args: [`agent-${next++}`, name, keyHash],
  })

  test('five batches in one turn: one commit, every row there once each is answered', async () => {
    const start = logBytes()
    await client.batch([insertAgent('alone')], 'write')
    const oneCommit = logBytes() - start
    const before = logBytes()
    const batches = Array.from({ length: 5 }, () => client.batch([insertAgent('together')], 'write'))
    const answered = await Promise.all(
      batches.map((batch) =>
        batch.then((results) => ({ rows: results[0]!.rowsAffected, visible: agentsNamed('together') })),
      ),
    )
    // Five commits of one row each would log five times one commit's pages.
    expect(logBytes() - before).toBeLessThan(2 * oneCommit)
    // Answered after the commit: the other connection already saw all five.
    expect(answered).toEqual(Array.from({ length: 5 }, () => ({ rows: 1, visible: 5 })))
  })

  test('a batch that breaks a rule fails alone: its own statements roll back, the others commit', async () => {
    const taken = insertAgent('first holder', 'taken-hash')
    await client.batch([taken], 'write')
    const outcomes = await Promise.allSettled([
      client.batch([insertAgent('before the failure')], 'write'),
      // Its first statement alone would succeed; the second breaks the unique key hash: neither lands.
      client.batch([insertAgent('half of a failure'), insertAgent('second holder', 'taken-hash')], 'write'),
      client.batch([insertAgent('after the failure')], 'write'),
    ])
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(agentsNamed('before the failure')).toBe(1)
    expect(agentsNamed('after the failure')).toBe(1)
    expect(agentsNamed('half of a failure')).toBe(0)
    expect(agentsNamed('second holder')).toBe(0)
  })

  test('a batch compiles its statements once: the same SQL text again reuses the compiled statement', async () => {
    const prepare = client.sqlite.prepare.bind(client.sqlite)
    const compiled: string[] = []
    client.sqlite.prepare = ((sql: string) => {
      compiled.push(sql)
      return prepare(sql)
    }) as typeof client.sqlite.prepare
    try {
      for (let i = 0; i < 3; i++) await client.batch([insertAgent('compiled once')], 'write')
    } finally {
      client.sqlite.prepare = prepare
    }
    expect(compiled.filter((sql) => sql.startsWith('INSERT INTO agents')).length).toBeLessThanOrEqual(1)
    expect(agentsNamed('compiled once')).toBe(3)
  })
})

test('a write asked for after close is refused to its caller, not thrown from a later turn', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'group-commit-closed-'))
  const client = embeddedClientOf(await openDatabase(`file:${join(dir, 'db.sqlite')}`))!
  client.close()
  await expect(
    client.batch(["INSERT INTO agents (id, name, key_hash, created_at) VALUES ('a', 'b', 'c', '')"], 'write'),
  ).rejects.toThrow('closed')
  rmSync(dir, { recursive: true, force: true })
})
