import { type TSchema, Type } from '@sinclair/typebox'

/** An object schema's options when it takes no keys but its own (every knowledge file's objects). */
export const closed = { additionalProperties: false } as const

/** What a knowledge file says in both languages: one non-empty string in each. */
export const bilingualText = Type.Object(
  { ja: Type.String({ minLength: 1 }), en: Type.String({ minLength: 1 }) },
  closed,
)

/** One of a list of words, typed as the list's own words. */
export const oneOf = <T extends string>(words: readonly T[]) => Type.Union(words.map((w) => Type.Literal(w)))

/** The properties of an object whose keys are a list's words, each of one schema. */
export const eachOf = <K extends string, S extends TSchema>(keys: readonly K[], schema: S) =>
  Object.fromEntries(keys.map((k) => [k, schema])) as Record<K, S>

/** A knowledge file whose `said` places `slot` in both languages; throws naming the file where it does not. */
export function placing<T extends { said: { en: string; ja: string } }>(raw: T, slot: string, file: string): T {
  if (!raw.said.en.includes(slot) || !raw.said.ja.includes(slot)) throw new Error(`${file}: said must place ${slot}`)
  return raw
}

/** A list of non-empty strings in each language (a list may be empty). */
export const bilingualList = Type.Object(
  { en: Type.Array(Type.String({ minLength: 1 })), ja: Type.Array(Type.String({ minLength: 1 })) },
  closed,
)

/** A pattern of a knowledge file compiled (without case, unless other flags are given); throws naming `where` when it does not compile. */
export function compilePattern(source: string, where: string, flags = 'i'): RegExp {
  try {
    return new RegExp(source, flags)
  } catch (error) {
    throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** A pattern in each language, compiled. */
export type BilingualPattern = { en: RegExp; ja: RegExp }

export const compileBilingual = (p: { en: string; ja: string }, where: string): BilingualPattern => ({
  en: compilePattern(p.en, where),
  ja: compilePattern(p.ja, where),
})

/** Whether either language's pattern finds its words in `text` (a theme mixes the two). */
export const matchesEither = (p: BilingualPattern, text: string): boolean => p.en.test(text) || p.ja.test(text)
