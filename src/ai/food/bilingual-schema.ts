import { Type } from '@sinclair/typebox'

/** What a knowledge file says in both languages: one non-empty string in each. */
export const bilingualText = Type.Object(
  { ja: Type.String({ minLength: 1 }), en: Type.String({ minLength: 1 }) },
  { additionalProperties: false },
)

/** A list of non-empty strings in each language (a list may be empty). */
export const bilingualList = Type.Object(
  { en: Type.Array(Type.String({ minLength: 1 })), ja: Type.Array(Type.String({ minLength: 1 })) },
  { additionalProperties: false },
)
