import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import Ajv from 'ajv'
import { jsonSchemaText } from '../../../src/ai/cookbook/schema'
import { READER_SCHEMAS } from '../../../src/ai/food/reader/schemas'

describe("the reader's published JSON Schemas", () => {
  test('are the loaders’ schemas, written out (bun scripts/reader-schemas.ts)', () => {
    for (const [path, schema] of Object.entries(READER_SCHEMAS))
      expect(readFileSync(path, 'utf8')).toBe(jsonSchemaText(schema))
  })

  test('an editor’s validator accepts each word file and names a broken one', () => {
    const ajv = new Ajv({ strict: false })
    for (const path of Object.keys(READER_SCHEMAS)) {
      const check = ajv.compile(JSON.parse(readFileSync(path, 'utf8')))
      const data = JSON.parse(readFileSync(path.replace('schemas/', '').replace('.schema.json', '.json'), 'utf8'))
      expect(check(data)).toBe(true)
      expect(check({ ...data, about: 7 })).toBe(false)
    }
  })
})
