import { ALL_INGREDIENTS } from './ingredients'
import type { Ingredient, Trait } from './types'

/** Every ingredient the food catalogue knows: the group files and what the dish catalogue added. */
export const INGREDIENTS: Ingredient[] = ALL_INGREDIENTS

const BY_ID = new Map(INGREDIENTS.map((i) => [i.id, i]))

/** The ingredient with this id; an unknown id is a bug in the data or the caller, so it throws. */
export function ingredient(id: string): Ingredient {
  const found = BY_ID.get(id)
  if (!found) throw new Error(`unknown ingredient: ${id}`)
  return found
}

export function hasIngredient(id: string): boolean {
  return BY_ID.has(id)
}

export function hasTrait(item: Ingredient, trait: Trait): boolean {
  return item.contains.includes(trait)
}

/** Text as names are searched: NFKC (full-width letters and half-width kana fold), lower case. */
export function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase()
}

/**
 * Words that contain a food's name without being that food ("果肉" is fruit flesh, "egg timer"
 * a clock): matched so the characters are taken, never reported.
 */
const NOT_FOOD = [
  '果肉',
  '筋肉',
  '皮肉',
  '肉厚',
  '肉球',
  '魚焼きグリル',
  '魚焼き器',
  '卵焼き器',
  '玉子焼き器',
  'ごまかし',
  'ごまかす',
  'ごまかさ',
  'ごまかせ',
  'パンケーキ',
  'ホットケーキ',
  'sake of',
  'for the sake',
  "for goodness' sake",
  'stock pot',
  'butter knife',
  'fish spatula',
  'fish-shaped',
  'egg timer',
  'cheese grater',
  'milk frother',
  'milk pan',
]

type Term = { term: string; item: Ingredient | null; script: 'latin' | 'katakana' | 'hiragana' | 'other' }

const KATAKANA = /^[\u30a0-\u30ff]+$/
const HIRAGANA = /^[\u3040-\u309f]+$/
const LATIN = /^[\x20-\x7e\u00c0-\u024f]+$/

function scriptOf(term: string): Term['script'] {
  if (LATIN.test(term)) return 'latin'
  if (KATAKANA.test(term)) return 'katakana'
  if (HIRAGANA.test(term)) return 'hiragana'
  return 'other'
}

/** Every name and alias in both languages, by first character, longest first. */
const BY_FIRST = new Map<string, Term[]>()
{
  const seen = new Set<string>()
  const named = INGREDIENTS.flatMap((item) => [item.name.ja, item.name.en, ...(item.aliases ?? [])].map((name) => ({ name, item: item as Ingredient | null })))
  for (const { name, item } of [...named, ...NOT_FOOD.map((name) => ({ name, item: null }))]) {
    const term = normalise(name).trim()
    if (!term || seen.has(term)) continue
    seen.add(term)
    const list = BY_FIRST.get(term[0]!) ?? []
    list.push({ term, item, script: scriptOf(term) })
    BY_FIRST.set(term[0]!, list)
  }
  for (const list of BY_FIRST.values()) list.sort((a, b) => b.term.length - a.term.length)
}

const WORD = /[a-z0-9\u00c0-\u024f]/
const KATAKANA_CHAR = /[\u30a0-\u30ff]/
const HIRAGANA_CHAR = /[\u3040-\u309f]/
/** Particles that may touch a short hiragana name ("だしを", "ごまと") without making it another word. */
const PARTICLE = new Set([...'をがにでとはもやのへか'])

/**
 * How many characters of `text` the term covers at `at`, or 0 when it is only part of another
 * word. Latin names are whole words, with an English plural allowed; short katakana names must
 * not run into more katakana ("ギー" is not in "エネルギー", "パン" not in "フライパン"); short
 * hiragana names must stand between particles or other scripts ("だし" is not in "ただし",
 * "もち" not in "もちろん"). Kanji names match anywhere, with NOT_FOOD taking the exceptions.
 */
function coverAt(text: string, at: number, t: Term): number {
  const end = at + t.term.length
  const before = text[at - 1] ?? ''
  const after = text[end] ?? ''
  switch (t.script) {
    case 'latin': {
      if (WORD.test(before)) return 0
      let stop = end
      if (text.startsWith('es', end) && !WORD.test(text[end + 2] ?? '')) stop = end + 2
      else if (after === 's' && !WORD.test(text[end + 1] ?? '')) stop = end + 1
      else if (t.term.endsWith('y') && text.startsWith('ies', end - 1) && !WORD.test(text[end + 2] ?? '')) stop = end + 2
      return WORD.test(text[stop] ?? '') ? 0 : stop - at
    }
    case 'katakana':
      if (t.term.length <= 3 && (KATAKANA_CHAR.test(before) || KATAKANA_CHAR.test(after))) return 0
      return t.term.length
    case 'hiragana': {
      const loose = (c: string) => !HIRAGANA_CHAR.test(c) || PARTICLE.has(c)
      if (!loose(before)) return 0
      if (t.term.length <= 2 && !loose(after)) return 0
      return t.term.length
    }
    default:
      return t.term.length
  }
}

export type Found = { ingredient: Ingredient; at: number; surface: string }

/**
 * Every ingredient named in the text, in order of appearance (an ingredient named twice is
 * reported twice). `at` and `surface` refer to the normalised text (see `normalise`). At each
 * position the longest name wins and takes its characters, so a look-alike beats its prefix:
 * "rice flour" is not "flour", "eggplant" is not "egg", "ginger beer" is not "beer", 米粉 is not
 * 粉, 豆乳 is not 乳.
 */
export function findIngredients(text: string): Found[] {
  const haystack = normalise(text)
  const found: Found[] = []
  let at = 0
  while (at < haystack.length) {
    let covered = 0
    for (const t of BY_FIRST.get(haystack[at]!) ?? []) {
      if (!haystack.startsWith(t.term, at)) continue
      covered = coverAt(haystack, at, t)
      if (!covered) continue
      if (t.item) found.push({ ingredient: t.item, at, surface: haystack.slice(at, at + covered) })
      break
    }
    if (covered) at += covered
    else {
      // A Latin name cannot start inside a word: skip to the word's end.
      if (WORD.test(haystack[at]!)) while (at < haystack.length && WORD.test(haystack[at]!)) at++
      else at++
    }
  }
  return found
}
