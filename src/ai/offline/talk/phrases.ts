/**
 * The panel's wordings as data (knowledge/phrases/{ja,en}.json): each intent a key, each with
 * several wordings the seeded random picks from, so a translator edits a file, not code. Slots
 * are written {name} and filled from the scene; every wording of an intent, in both languages,
 * fills the same slots. Checked when the module loads: a missing language or an empty intent
 * stops the start.
 */
import { Type } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import en from '../../../../knowledge/phrases/en.json'
import ja from '../../../../knowledge/phrases/ja.json'
import type { Lang } from '../../food/types'
import type { Rng } from '../random'

const file = Type.Object(
  {
    about: Type.String(),
    phrases: Type.Record(
      Type.String({ pattern: '^[a-z0-9_.]+$' }),
      Type.Array(Type.String({ minLength: 1 }), { minItems: 2 }),
    ),
  },
  { additionalProperties: false },
)

export function loadPhrases(raw: Record<Lang, unknown>): Record<Lang, Record<string, string[]>> {
  const out = {} as Record<Lang, Record<string, string[]>>
  for (const lang of ['ja', 'en'] as const) {
    const data = raw[lang]
    if (!Value.Check(file, data)) {
      const error = Value.Errors(file, data).First()!
      throw new Error(`knowledge/phrases/${lang}.json: ${error.path} ${error.message}`)
    }
    out[lang] = data.phrases
  }
  const missing = [
    ...Object.keys(out.ja).filter((k) => !(k in out.en)),
    ...Object.keys(out.en).filter((k) => !(k in out.ja)),
  ]
  if (missing.length) throw new Error(`knowledge/phrases: not in both languages: ${missing.join(', ')}`)
  return out
}

export const PHRASES = loadPhrases({ ja, en })

/** One wording of an intent, picked by the turn's seeded random, with its slots filled. */
export function phrase(lang: Lang, r: Rng, key: string, slots: Record<string, string | number> = {}): string {
  const wordings = PHRASES[lang][key]
  if (!wordings) throw new Error(`no phrase ${key} in ${lang}`)
  return r.pick(wordings).replace(/\{(\w+)\}/g, (m, slot: string) => (slot in slots ? String(slots[slot]) : m))
}
