/**
 * `bun scripts/reader-schemas.ts`: writes the JSON Schemas of the theme reader's word files
 * (knowledge/schemas/) from the schemas their loaders check, so an editor validates the words
 * while a cook types. tests/ai/food/schemas.test.ts fails when a written file differs.
 */
import { jsonSchemaText } from '../src/ai/cookbook/schema'
import { READER_SCHEMAS } from '../src/ai/food/reader/schemas'

for (const [path, schema] of Object.entries(READER_SCHEMAS)) {
  await Bun.write(path, jsonSchemaText(schema))
  console.log(`wrote ${path}`)
}
