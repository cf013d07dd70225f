import { afterAll, describe, expect, mock, spyOn, test } from 'bun:test'
import { Column, sql } from 'drizzle-orm'
import { agentName } from '../../src/agents/queries'
import { embeddedClientOf, openDatabase } from '../../src/db/client'
import { flatRows, perDatabase, prepareAll } from '../../src/db/prepared'
import { recipes } from '../../src/db/schema'

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

describe('flatRows', () => {
  const fields = {
    id: recipes.id,
    nutrition: recipes.nutrition,
    servings: recipes.servings,
    authorName: agentName(recipes.authorId),
    twice: sql<number>`2 * 1`.mapWith((value: number) => value * 2),
  }

  test('a positional row becomes an object of the fields, in their order, each through its decoder', () => {
    const rows = flatRows(fields)([
      ['r1', '{"protein_g":3,"salt_g":1}', 4, 'Aiko', 5],
      ['r2', null, undefined, null, null],
    ])
    expect(rows as unknown[]).toEqual([
      { id: 'r1', nutrition: { protein_g: 3, salt_g: 1 }, servings: 4, authorName: 'Aiko', twice: 10 },
      { id: 'r2', nutrition: null, servings: null, authorName: null, twice: null },
    ])
    expect(Object.keys(rows[0]!)).toEqual(Object.keys(fields))
  })

  test("a decoder that hands the value back unchanged is not called for each value (a list page's rows)", () => {
    const toRows = flatRows(fields)
    const passThrough = spyOn(Column.prototype, 'mapFromDriverValue')
    try {
      expect(toRows([['r1', null, 4, 'Aiko', 1]])).toEqual([
        { id: 'r1', nutrition: null, servings: 4, authorName: 'Aiko', twice: 2 },
      ])
      expect(passThrough).not.toHaveBeenCalled()
    } finally {
      passThrough.mockRestore()
    }
  })
})
