import type { Static, TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'

/**
 * The data checked against its schema, or an error naming the file, the entry (its `dish` or `id`
 * when the path is inside a list) and what is wrong.
 */
export function validated<T extends TSchema>(schema: T, data: unknown, file: string): Static<T> {
  const error = Value.Errors(schema, data).First()
  if (!error) return data as Static<T>
  const at = /^\/(\w+)\/(\d+)/.exec(error.path)
  const entry = at && (data as Record<string, Array<{ dish?: string; id?: string }>>)[at[1]!]?.[Number(at[2])]
  const name = entry ? ` (${at![1]}[${at![2]}]: ${entry.dish ?? entry.id ?? '?'})` : ''
  throw new Error(`${file}${name}: ${error.path} ${error.message}`)
}
