/** The panel's wordings as data (knowledge/phrases/{ja,en}.json): `phrases`, intents with several wordings the seed picks
 * from; `lines`, what is said one way (empty: nothing, in that language). Slots are {name}. Checked at load: a key in one
 * language only stops the start, but for one keyed under its language (`en.`, `ja.`), which only that voice says. */
import { type Static, Type } from '@sinclair/typebox'
import { validated } from '../../cookbook/validate'
import en from '../../../../knowledge/phrases/en.json'
import ja from '../../../../knowledge/phrases/ja.json'
import { fillSlots, type Lang } from '../../food/types'
import { closed } from '../../food/bilingual-schema'
import type { Rng } from '../random'

const Key = Type.String({ pattern: '^[a-z0-9_.]+$' })
const wordings = Type.Array(Type.String({ minLength: 1 }), { minItems: 2 })
const [phrases, lines] = [Type.Record(Key, wordings), Type.Record(Key, Type.String())]
const file = Type.Object({ about: Type.String(), phrases, lines }, closed)

export function loadPhrases(raw: Record<Lang, unknown>) {
  const out = {} as Record<Lang, Static<typeof file>>
  for (const lang of ['ja', 'en'] as const) out[lang] = validated(file, raw[lang], `knowledge/phrases/${lang}.json`)
  // A line only one language says is keyed under that language (`ja.cuisine.korean`); every other key is in both.
  const own = (lang: Lang, key: string) => key.startsWith(`${lang}.`)
  const lone = (lang: Lang, keys: string[], other: string[]) => keys.filter((k) => !own(lang, k) && !other.includes(k))
  for (const section of ['phrases', 'lines'] as const) {
    const [ja, en] = [Object.keys(out.ja[section]), Object.keys(out.en[section])]
    const missing = [...lone('ja', ja, en), ...lone('en', en, ja)]
    if (missing.length) throw new Error(`knowledge/phrases: not in both languages: ${missing.join(', ')}`)
    const misplaced = [...ja.filter((k) => own('en', k)), ...en.filter((k) => own('ja', k))]
    if (misplaced.length) throw new Error(`knowledge/phrases: in the other language's file: ${misplaced.join(', ')}`)
  }
  const twice = Object.keys(out.en.lines).filter((k) => k in out.en.phrases)
  if (twice.length) throw new Error(`knowledge/phrases: both a phrase and a line: ${twice.join(', ')}`)
  return { phrases: { ja: out.ja.phrases, en: out.en.phrases }, lines: { ja: out.ja.lines, en: out.en.lines } }
}

export const { phrases: PHRASES, lines: LINES } = loadPhrases({ ja, en })

export type Slots = Record<string, string | number | boolean>
/** One wording of an intent, picked by the turn's seeded random (or the `at`-th), with its slots filled. */
export function phrase(lang: Lang, r: Rng, key: string, slots: Slots = {}, at?: number): string {
  const wordings = PHRASES[lang][key]
  if (!wordings) throw new Error(`no phrase ${key} in ${lang}`)
  const wording = at === undefined ? r.pick(wordings) : wordings[at % wordings.length]!
  return fillSlots(wording, (slot, m) => (slot in slots ? String(slots[slot]) : m))
}

/** A slot's value, or how to work it out when the wording says it (English agreement, which a Japanese wording never asks). */
export type Slot = string | number | (() => string)

/** The line said for this key, with its slots filled; a slot the caller does not fill is a mistake in the data or the code. */
export function line(lang: Lang, key: string, slots: Record<string, Slot> = {}): string {
  const wording = LINES[lang][key]
  if (wording === undefined) throw new Error(`no line ${key} in ${lang}`)
  return fillSlots(wording, (slot) => {
    const value = slots[slot]
    if (value === undefined) throw new Error(`line ${key} in ${lang}: no slot {${slot}}`)
    return String(typeof value === 'function' ? value() : value)
  })
}
