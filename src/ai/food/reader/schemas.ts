/** The schemas of the reader's word files, each with the file it checks: published to knowledge/schemas/ by scripts/reader-schemas.ts. */
import type { TSchema } from '@sinclair/typebox'
import { ThemeWordsFile } from '../theme-words'
import { FoodWordsFile } from '../words'
import { HarmFile } from './harm'
import { ReaderFile } from './permissions'

export const READER_SCHEMAS: Record<string, TSchema> = {
  'knowledge/schemas/food-words.schema.json': FoodWordsFile,
  'knowledge/schemas/theme-words.schema.json': ThemeWordsFile,
  'knowledge/schemas/reader.schema.json': ReaderFile,
  'knowledge/schemas/harm.schema.json': HarmFile,
}
