import { MAIN_DISHES } from './dishes-main'
import { SWEET_DISHES } from './dishes-sweet'
import { DAIRY, FRUITS, GRAINS } from './fruits-grains-dairy'
import { DRINKS, SEASONINGS, SWEETS } from './pantry'
import { PROTEINS } from './proteins'
import type { LexiconEntry } from './types'
import { VEGETABLES } from './vegetables'

export type { Category, Kind, LexiconEntry, MethodId, Season, Text } from './types'

/** The offline models' bilingual lexicon: ingredients and common dishes, each with both names. */
export const LEXICON: LexiconEntry[] = [...PROTEINS, ...VEGETABLES, ...FRUITS, ...GRAINS, ...DAIRY, ...SEASONINGS, ...SWEETS, ...DRINKS, ...MAIN_DISHES, ...SWEET_DISHES]

const BY_ID = new Map(LEXICON.map((e) => [e.id, e]))

/** The entry with this id; a typo in the data is a bug, so it throws. */
export function lexiconEntry(id: string): LexiconEntry {
  const found = BY_ID.get(id)
  if (!found) throw new Error(`offline lexicon has no entry "${id}"`)
  return found
}

/** A name as it is searched for: NFKC (full-width letters become ASCII), lower case. */
const normalise = (text: string) => text.normalize('NFKC').toLowerCase()

type Term = { term: string; entry: LexiconEntry | null; latin: boolean }

/** Words that contain a food's name without being food ("フライパン" is not bread): matched, never reported. */
const NOT_FOOD = ['フライパン', 'スライス', 'スライサー', 'スパイシー', 'ジャパン', 'パンフレット']

/** Every name and alias, longest first, so "chocolate cake" is tried before "chocolate". */
const TERMS: Term[] = [
  ...LEXICON.flatMap((e) => [e.ja, e.en, ...(e.aliases ?? [])].map((name) => ({ term: normalise(name), entry: e as LexiconEntry | null }))),
  ...NOT_FOOD.map((word) => ({ term: normalise(word), entry: null })),
]
  .filter((t, i, all) => t.term && all.findIndex((u) => u.term === t.term) === i)
  .map((t) => ({ ...t, latin: /^[\x20-\x7e\u00c0-\u024f]+$/.test(t.term) }))
  .sort((a, b) => b.term.length - a.term.length)

const WORD = /[a-z0-9\u00c0-\u024f]/

/** Latin names must be whole words (an English plural -s/-es is allowed); Japanese ones need no spaces. */
function matchesAt(text: string, at: number, t: Term): number {
  if (!t.latin) return t.term.length
  if (at > 0 && WORD.test(text[at - 1]!)) return 0
  let end = at + t.term.length
  if (text.startsWith('es', end) && !WORD.test(text[end + 2] ?? '')) end += 2
  else if (text[end] === 's' && !WORD.test(text[end + 1] ?? '')) end += 1
  return WORD.test(text[end] ?? '') ? 0 : end - at
}

export type Found = { entry: LexiconEntry; at: number; surface: string }

/**
 * Every lexicon entry named in the text, in order of appearance, each once. Matching is
 * case-insensitive on Japanese and English names and aliases, longest match first: where
 * names overlap ("chocolate cake" / "chocolate"), the longer one wins the characters.
 */
export function findMatches(text: string): Found[] {
  const haystack = normalise(text)
  const taken = new Uint8Array(haystack.length)
  const found: Found[] = []
  for (const t of TERMS) {
    let from = 0
    for (let at = haystack.indexOf(t.term, from); at >= 0; at = haystack.indexOf(t.term, from)) {
      from = at + 1
      const length = matchesAt(haystack, at, t)
      if (!length || taken.subarray(at, at + length).some(Boolean)) continue
      taken.fill(1, at, at + length)
      if (t.entry) found.push({ entry: t.entry, at, surface: haystack.slice(at, at + length) })
    }
  }
  found.sort((a, b) => a.at - b.at)
  return found.filter((f, i) => found.findIndex((g) => g.entry.id === f.entry.id) === i)
}

/** The entries named in `text`, in order of appearance (see `findMatches`). */
export function findInText(text: string): LexiconEntry[] {
  return findMatches(text).map((f) => f.entry)
}
