/**
 * `bun scripts/cookbook-schemas.ts`: writes the cookbook's JSON Schemas (knowledge/schemas/) from
 * src/ai/cookbook/schema.ts, so an editor validates the recipe files while a cook types. A test
 * fails when a written file differs from its schema.
 */
import { jsonSchemaText, PUBLISHED } from '../src/ai/cookbook/schema'

for (const [path, schema] of Object.entries(PUBLISHED)) {
  await Bun.write(path, jsonSchemaText(schema))
  console.log(`wrote ${path}`)
}
