/**
 * Finding names in free text, the same way everywhere: ingredients in a recipe line, dish names
 * and diet words in a theme, a raw excluded word in a step. Names are matched on NFKC lower-case
 * text, longest first at each position, with word boundaries that suit each script.
 */
import { COMMON_KATAKANA, pattern } from './theme-words'

/** Text as names are searched: NFKC (full-width letters and half-width kana fold), lower case. */
export const normalise = (text: string): string => text.normalize('NFKC').toLowerCase()

export type Hit<T> = { value: T; at: number; end: number; surface: string }
export type Span = { at: number; end: number }
export const overlaps = (a: Span, b: Span) => a.at < b.end && b.at < a.end
export const inside = (a: Span, spans: Span[]) => spans.some((s) => s.at <= a.at && a.end <= s.end)

/** A word as a regular expression matches it, its special characters escaped. */
export const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The text with the spans blanked out, every position kept. */
export const blanked = (text: string, spans: Span[]) =>
  spans.reduce((out, s) => out.slice(0, s.at) + ' '.repeat(s.end - s.at) + out.slice(s.end), text)

/** The text as the theme wrote it, where normalising kept its length; else the normalised text. */
export const sliceOf = (theme: string, normal: string, span: Span): string =>
  (theme.normalize('NFKC').length === normal.length ? theme.normalize('NFKC') : normal).slice(span.at, span.end).trim()

type Script = 'latin' | 'katakana' | 'hiragana' | 'other' | 'loose'
type Term<T> = { term: string; value: T | null; script: Script }

export const KATAKANA = /^[\u30a0-\u30ff]+$/
const HIRAGANA = /^[\u3040-\u309f]+$/
export const LATIN = /^[\x20-\x7e\u00c0-\u024f]+$/
const WORD = /[a-z0-9\u00c0-\u024f]/
// The middle dot (・) joins a list (卵・バター) and ends a word; ー is still part of one.
const KATAKANA_CHAR = /[\u30a1-\u30fa\u30fc-\u30ff]/
const HIRAGANA_CHAR = /[\u3040-\u309f]/
/** Particles that may touch a short hiragana name ("だしを", "ごまと") without making it another word. */
const KATAKANA_TAILS = ['アレルギー', 'フリー', 'ダメ', 'レス', ...COMMON_KATAKANA]
const NAMEABLE = /[\p{L}\p{N}\p{Extended_Pictographic}]/u
const PARTICLE = new Set([...'をがにでとはもやのへか'])
/** Whether a character beside a short hiragana name leaves it standing: none, another script, or a particle. */
const loose = (c: string | undefined) => !c || !HIRAGANA_CHAR.test(c) || PARTICLE.has(c)

export const isWordChar = (c: string | undefined) => c !== undefined && WORD.test(c)

/** The names English writes a plural of with -es ("tomatoes", "radishes"), and no other: purines are no purin. */
export const ES_PLURAL = /(?:[sxzo]|[cs]h)$/
/** Where a Latin name found at `at` ends as a whole word, an English plural taken along ("eggs"); 0 inside a word. */
export function wholeWordEnd(text: string, at: number, term: string): number {
  const end = at + term.length
  if (isWordChar(text[at - 1]) && isWordChar(term[0])) return 0
  if (!isWordChar(term.at(-1))) return end
  let stop = end
  if (text.startsWith('es', end) && ES_PLURAL.test(term) && !isWordChar(text[end + 2])) stop = end + 2
  else if (text[end] === 's' && !isWordChar(text[end + 1])) stop = end + 1
  return isWordChar(text[stop]) ? 0 : stop
}

const scriptOf = (term: string): Script =>
  LATIN.test(term) ? 'latin' : KATAKANA.test(term) ? 'katakana' : HIRAGANA.test(term) ? 'hiragana' : 'other'

/**
 * How many characters of `text` the term covers at `at`, or 0 when it is only part of another
 * word. Latin names are whole words, with an English plural allowed; short katakana names must
 * not run into more katakana ("ギー" is not in "エネルギー", "パン" not in "フライパン"); short
 * hiragana names must stand between particles or other scripts ("だし" is not in "ただし",
 * "もち" not in "もちろん"). Kanji names match anywhere; callers list the exceptions as blockers.
 */
function coverAt(text: string, at: number, term: string, script: Script, head: boolean): number {
  const end = at + term.length
  // A name a noun after it makes another thing is not there: the プリン of プリン体 (purines), the ramen of "ramen shop".
  if (script !== 'loose' && MADE_ANOTHER.test(text.slice(end))) return 0
  const before = text[at - 1]
  const after = text[end]
  // A number is whole: 0歳 is not in 90歳, "under 1" not in "under 1,500 mg".
  if ((/^\d/.test(term) && /\d/.test(before ?? '')) || (/\d$/.test(term) && /^[.,]?\d/.test(text.slice(end, end + 2))))
    return 0
  if (script === 'latin') return Math.max(0, wholeWordEnd(text, at, term) - at)
  if (script === 'katakana' && term.length <= 3) {
    if (before && KATAKANA_CHAR.test(before)) return 0
    // "ナッツアレルギー", "エッグフリー", "タコスパーティー": a katakana word that rules the food out, or a common one, may follow it.
    if (after && KATAKANA_CHAR.test(after) && !head && !KATAKANA_TAILS.some((w) => text.startsWith(w, end))) return 0
  }
  return script === 'hiragana' && (!loose(before) || (term.length <= 2 && !loose(after))) ? 0 : term.length
}

/** What, right after a name, makes it another thing (プリン体, "ramen shop"): knowledge/theme-words.json. */
export const MADE_ANOTHER = new RegExp(`^(?:${pattern('made_another_after').source})`)
/** Right before a noun: an article or determiner, an amount, "of" ("the mince", "250 g mince", "a pack of mince"). */
const NOUN_BEFORE = pattern('noun_before')
/** Right before a verb: how finely ("finely mince"). */
const VERB_BEFORE = pattern('verb_before')
/** Right after a verb: its object or how finely ("mince the garlic", "mince it finely"). */
const OBJECT_AFTER = pattern('object_after')
/** A count is the verb's object ("mince 2 cloves"); an amount or time is not ("mince 300g", "cook mince 5 minutes"). */
const COUNT_AFTER = pattern('count_after')

/**
 * Whether a name that is also a cook's verb stands as the verb here: with an object or a word
 * of how finely ("mince the garlic", "finely mince", "mince 2 cloves", "mince garlic"). Where an
 * article, an amount or another food comes right before it ("brown the mince", "250 g mince",
 * "lamb mince"), or nothing marks it as a verb ("add mince and stir", "mince 300g"), it is the
 * food: a line that may be read either way is read as holding it.
 */
function standsAsVerb(text: string, at: number, end: number, nameAt: (pos: number) => boolean): boolean {
  const before = text.slice(0, at)
  if (NOUN_BEFORE.test(before)) return false
  if (VERB_BEFORE.test(before)) return true
  const after = text.slice(end)
  const gap = /^\s+/.exec(after)?.[0].length
  return gap !== undefined && (OBJECT_AFTER.test(after) || COUNT_AFTER.test(after) || nameAt(end + gap))
}

/**
 * A matcher over named values. Where two values share a name the first listed keeps it, so
 * callers list what should win first. `blockers` are words that contain a name without meaning
 * it ("果肉" is not meat): they take their characters and are never reported. `heads` are short
 * katakana names that keep their meaning when more katakana follows ("ミルクティー"). `verbs` are
 * names that are also a cook's verb ("mince"): where one stands as the verb it is a blocker. `loose`
 * matches words as written (no noun after makes them another thing), only two-letter katakana
 * kept from longer words. Each
 * hit's `at`, `end` and `surface` refer to the normalised text.
 */
export function createMatcher<T>(
  entries: Array<{ names: string[]; value: T }>,
  blockers: string[] = [],
  heads: string[] = [],
  verbs: string[] = [],
  loose = false,
): (text: string) => Array<Hit<T>> {
  const [headSet, verbSet] = [new Set(heads.map(normalise)), new Set(verbs.map(normalise))]
  const byStart = new Map<number, Array<Term<T>>>()
  const seen = new Set<string>()
  const add = (name: string, value: T | null) => {
    const term = normalise(name).trim()
    // A name of only punctuation (a stray ", " in the data) would match every comma.
    if (!NAMEABLE.test(term) || seen.has(term)) return
    seen.add(term)
    const key = term.length > 1 ? term.charCodeAt(0) * 65536 + term.charCodeAt(1) : -1 - term.charCodeAt(0)
    // `loose`: a cue word as written (鶏わさ, チキンソテー, 生のまま器に), only two-letter katakana kept from longer words.
    const script = scriptOf(term)
    const as = loose && script !== 'latin' && !(script === 'katakana' && term.length <= 2) ? 'loose' : script
    ;(byStart.get(key) ?? byStart.set(key, []).get(key)!).push({ term, value, script: as })
  }
  for (const { names, value } of entries) for (const name of names) add(name, value)
  for (const name of blockers) add(name, null)
  for (const list of byStart.values()) list.sort((a, b) => b.term.length - a.term.length)
  // Most characters of a text start no name: one look-up turns them away before any name is tried.
  const firstUnits = new Set([...seen].map((term) => term.charCodeAt(0)))

  /** The longest name covering the text at `at`, and its length. Names are kept by their first two UTF-16 units as one number (a one-unit name: -1 - its unit). */
  const termAt = (haystack: string, at: number): { t: Term<T>; covered: number } | null => {
    const first = haystack.charCodeAt(at)
    if (!firstUnits.has(first)) return null
    for (const key of [first * 65536 + haystack.charCodeAt(at + 1), -1 - first])
      for (const t of byStart.get(key) ?? []) {
        if (!haystack.startsWith(t.term, at)) continue
        const covered = coverAt(haystack, at, t.term, t.script, headSet.has(t.term))
        if (covered) return { t, covered }
      }
    return null
  }

  return (text) => {
    const haystack = normalise(text)
    const hits: Array<Hit<T>> = []
    const nameAt = (pos: number) => (termAt(haystack, pos)?.t.value ?? null) !== null
    let at = 0
    while (at < haystack.length) {
      const found = termAt(haystack, at)
      if (found) {
        const { t, covered } = found
        const end = at + covered
        const previous = hits.at(-1)
        const foodBefore = previous !== undefined && /^\s+$/.test(haystack.slice(previous.end, at))
        const verb = verbSet.has(t.term) && !foodBefore && standsAsVerb(haystack, at, end, nameAt)
        if (t.value !== null && !verb) hits.push({ value: t.value, at, end, surface: haystack.slice(at, end) })
        at = end
      }
      // A Latin name cannot start inside a word: skip to the word's end.
      else if (isWordChar(haystack[at])) while (at < haystack.length && isWordChar(haystack[at])) at++
      else at++
    }
    return hits
  }
}
