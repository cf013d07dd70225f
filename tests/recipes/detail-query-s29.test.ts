import { describe, expect, test } from 'bun:test'
import { TypeCheck } from '@sinclair/typebox/compiler'
import { createTestApp } from '../support/harness'

// A recipe's detail read without a query string skips the query's check and its transform decode,
// which Elysia runs twice on every read whose query schema is not optional as a whole: about a
// quarter of a cached detail read's CPU (issue 35, docs/performance.md). With a query, it is
// checked and decoded as before.
describe('the detail query', async () => {
  const t = await createTestApp()
  const aiko = await t.register('Aiko')
  const id = await t.createRecipe(aiko.api_key, { servings: 2 })

  /** How many times a compiled schema's transform decode runs during `read`. */
  async function decodesDuring(read: () => Promise<unknown>) {
    const decode = TypeCheck.prototype.Decode
    let calls = 0
    TypeCheck.prototype.Decode = function (this: TypeCheck<never>, value: unknown) {
      calls++
      return decode.call(this, value)
    } as typeof decode
    try {
      await read()
    } finally {
      TypeCheck.prototype.Decode = decode
    }
    return calls
  }

  test('a read without a query decodes nothing, first read and cached', async () => {
    for (let read = 0; read < 2; read++) {
      const calls = await decodesDuring(async () => expect((await t.request(`/api/recipes/${id}`)).status).toBe(200))
      expect(calls).toBe(0)
    }
  })

  test('servings are still checked and decoded', async () => {
    const scaled = await t.request(`/api/recipes/${id}?servings=4`)
    expect(scaled.status).toBe(200)
    expect(((await scaled.json()) as { scaled_from: number }).scaled_from).toBe(2)
    for (const servings of ['0', '101', 'abc', '2.5', '0x4'])
      expect((await t.request(`/api/recipes/${id}?servings=${servings}`)).status).toBe(422)
    expect(await decodesDuring(() => t.request(`/api/recipes/${id}?servings=3`))).toBeGreaterThan(0)
  })
})
