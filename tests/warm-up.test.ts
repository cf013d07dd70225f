import { afterAll, describe, expect, mock, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { embeddedClientOf, openDatabase } from '../src/db/client'
import { warmUp } from '../src/server'

describe('a start pays what first requests would', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'warm-up-'))
  const db = await openDatabase(`file:${join(dir, 'db.sqlite')}`)
  afterAll(() => {
    embeddedClientOf(db)!.close()
    rmSync(dir, { recursive: true, force: true })
  })

  test('every route is composed and the picture workers started before the first answer', () => {
    const routes = [{ compile: mock(() => {}) }, { compile: mock(() => {}) }]
    const pool = { warm: mock(() => {}) }
    warmUp({ routes } as never, db, pool)
    for (const route of routes) expect(route.compile).toHaveBeenCalledTimes(1)
    expect(pool.warm).toHaveBeenCalledTimes(1)
  })
})
