import { afterAll, expect, mock, test } from 'bun:test'
import { embeddedClientOf, openDatabase } from '../../src/db/client'
import { perDatabase, prepareAll } from '../../src/db/prepared'

const db = await openDatabase(':memory:')
afterAll(() => embeddedClientOf(db)!.close())

test('prepareAll builds every group of statements now (a start), and a group is never built twice', () => {
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
