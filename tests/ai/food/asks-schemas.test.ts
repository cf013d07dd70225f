import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import Ajv from 'ajv'
import { readOccasions } from '../../../src/ai/food/asks'

const FILES = ['equipment', 'occasions', 'keeping']
const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'))

describe('the asks, occasions and keeping files and their published JSON Schemas', () => {
  test('each file names its schema, which accepts it and names a broken entry', () => {
    const ajv = new Ajv({ strict: false })
    for (const name of FILES) {
      const data = json(`knowledge/${name}.json`)
      expect(data.$schema).toBe(`./schemas/${name}.schema.json`)
      const check = ajv.compile(json(`knowledge/schemas/${name}.schema.json`))
      expect(check(data), `${name}: ${JSON.stringify(check.errors)}`).toBe(true)
      expect(check({ ...data, about: 7 })).toBe(false)
      expect(check({ ...data, unknown: [] })).toBe(false)
    }
  })

  test('the keeping table names only methods of the kitchen, each once, and every one of them', () => {
    const methods = Object.keys(json('knowledge/kinds.json').methods).sort()
    const kept = json('knowledge/keeping.json').methods.flatMap((g: { methods: string[] }) => g.methods)
    expect([...kept].sort()).toEqual(methods)
  })

  test('a Shabbat meal is an occasion of its own, in either language; a plain Friday dinner is not', () => {
    expect(readOccasions('shabbos lunch for the family, made friday')).toContain('sabbath')
    expect(readOccasions('安息日の夕食に鶏料理を')).toContain('sabbath')
    expect(readOccasions('friday dinner, something with chicken')).not.toContain('sabbath')
  })
})
