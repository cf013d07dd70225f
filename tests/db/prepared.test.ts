import { afterAll, describe, expect, mock, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { embeddedClientOf, openDatabase } from '../../src/db/client'
import { perDatabase, prepareAll } from '../../src/db/prepared'

describe('statements built per database', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'prepared-'))
  const db = await openDatabase(`file:${join(dir, 'db.sqlite')}`)
  afterAll(() => {
    embeddedClientOf(db)!.close()
    rmSync(dir, { recursive: true, force: true })
  })

  test('prepareAll builds every group now (a start), and a group is never built twice', () => {
    const built = { statement: 'built' }
    const build = mock(() => built)
    const statementsOf = perDatabase(build)
    prepareAll(db)
    expect(build).toHaveBeenCalledTimes(1)
    expect(build).toHaveBeenCalledWith(db)
    expect(statementsOf(db)).toBe(built)
    prepareAll(db)
    expect(build).toHaveBeenCalledTimes(1)
  })
})
