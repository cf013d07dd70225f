/**
 * A theme as people type it, folded toward the words the lexicon knows before it is read: kana
 * in the other script (「こむぎあれるぎー」 is 小麦アレルギー written in hiragana, 「タマゴ」 is
 * たまご) and misspelled Latin words ("glutn", "alergic", "pancaks"). Only whole words that the
 * lexicon knows in their folded form are changed, so a theme never gains a food it did not name.
 */
import { distance } from 'fastest-levenshtein'
import { isRomaji, toHiragana, toKatakana } from 'wanakana'

const KANA_RUN = /[\u3041-\u3096\u30a1-\u30fc]+/g
const HIRAGANA = /^[\u3041-\u3096\u30fc]+$/
const LATIN_WORD = /[a-z][a-z']*[a-z]/g
const PARTICLES = new Set([...'のがはをにでともや'])

/**
 * Common words within one or two letters of a food word: never read as a misspelling of it
 * ("beach" is not "peach", "diner" not "dinner").
 */
const REAL_WORDS = new Set([
  'beach', 'teach', 'reach', 'bring', 'cheap', 'chase', 'choose', 'those', 'these', 'where', 'there', 'three', 'throw', 'bunch', 'catch', 'sweat', 'great',
  'board', 'broad', 'brown', 'crown', 'stake', 'shake', 'plate', 'party', 'nasty', 'diner', 'dinner', 'lunch', 'brunch', 'mother', 'father', 'brother',
  'sister', 'daughter', 'friend', 'friends', 'family', 'guest', 'guests', 'little', 'light', 'night', 'right', 'might', 'slice', 'spice', 'price', 'juicy',
  'saucy', 'crispy', 'creamy', 'cheesy', 'fried', 'tried', 'dried', 'baked', 'based', 'cream', 'dream', 'bread', 'break', 'steak', 'trade', 'grade',
  'grate', 'crate', 'wheat', 'cheat', 'treat', 'sweet', 'sheet', 'stone', 'store', 'score', 'share', 'snare', 'spare', 'spice', 'spicy', 'flour', 'floor',
  'flower', 'hours', 'house', 'mouse', 'mousse', 'pasta', 'paste', 'taste', 'waste', 'haste', 'sauce', 'cause', 'pause', 'allergy', 'allergies',
  'nuts', 'without', 'instead', 'please', 'cannot', 'couldn', 'doesn', 'dessert', 'desert', 'tonight', 'weekend', 'holiday', 'simple', 'quick',
])

/** The longest kana word a folded spelling may have: longer runs are read piece by piece. */
const LONGEST_KANA_WORD = 12

/** Kana runs rewritten in the other script wherever that spelling, not this one, is a known word. */
function foldKana(text: string, known: Set<string>): string {
  return text.replace(KANA_RUN, (run, offset: number) => {
    let out = ''
    // A word starts where the run starts, after a word already read, or after a particle: never mid-word ("アン" in ドリアン
    // is not あん), nor in the okurigana after a kanji (「静かに」 is not 静カニ).
    let atWordStart = !/\p{Script=Han}/u.test(text[offset - 1] ?? '')
    for (let at = 0; at < run.length; ) {
      let taken = 0
      for (let end = Math.min(run.length, at + LONGEST_KANA_WORD); end - at >= 2 && !taken; end--) {
        const piece = run.slice(at, end)
        // The long-vowel mark stays a mark: 「あれるぎー」 is アレルギー, not アレルギイ.
        const other = HIRAGANA.test(piece) ? toKatakana(piece) : toHiragana(piece, { convertLongVowelMark: false })
        const found = known.has(piece) ? piece : atWordStart && known.has(other) && other.length === piece.length ? other : ''
        if (found) {
          out += found
          taken = piece.length
        }
      }
      atWordStart = taken > 0 || PARTICLES.has(run[at]!)
      if (!taken) {
        out += run[at]
        taken = 1
      }
      at += taken
    }
    return out
  })
}

/** Shorthand people type: "cant eat", "gluten- and dairy-free" (each word gets its own "-free"). */
function spellOut(text: string): string {
  return text
    .replace(/\ufe0f/g, '')
    .replace(/\bw\/o\b/g, 'without')
    .replace(/(?<=[a-z]) n (?=[a-z])/g, ' and ')
    .replace(/\b(can|don|doesn|won|isn|aren|shouldn)t\b/g, "$1't")
    .replace(/\b([a-z]+)-\s+(and|or|&)\s+([a-z]+)-(free|less)\b/g, '$1-$4 $2 $3-$4')
}

/** Restriction words typed in romaji, whose kana spelling wanakana cannot guess (the long vowel of アレルギー). */
const ROMAJI_CUES: Record<string, string> = { arerugii: 'アレルギー', arerugi: 'アレルギー', nashi: 'なし', nuki: '抜き', dame: 'ダメ', muri: '無理', fuka: '不可' }

/**
 * Japanese typed in romaji ("tamago nashi", "komugi arerugii"): a Latin word that no English
 * lexicon word spells and whose kana is a known word is read as that word.
 */
function foldRomaji(text: string, kana: Set<string>, latinNames: Set<string>): string {
  return text.replace(LATIN_WORD, (word) => {
    if (ROMAJI_CUES[word]) return ROMAJI_CUES[word]
    // "sobaarerugii": a food and a cue typed as one word.
    const cue = Object.keys(ROMAJI_CUES).find((c) => c.length > 4 && word.endsWith(c) && word.length > c.length + 2)
    if (cue) return `${foldRomaji(word.slice(0, -cue.length), kana, latinNames)}${ROMAJI_CUES[cue]}`
    if (word.length < 4 || latinNames.has(word) || !isRomaji(word)) return word
    const hiragana = toHiragana(word)
    if (kana.has(hiragana)) return hiragana
    const katakana = toKatakana(word)
    return kana.has(katakana) ? katakana : word
  })
}

/** How many words on either side of a restriction word a misspelled food may stand ("glutn free", "alergic to peanutes"). */
const CUE_REACH = 3

/**
 * Latin words of four letters or more that no lexicon word spells, replaced by the one lexicon
 * word within an edit distance of one (two from eight letters on). Only where a misspelling is
 * about safety: a restriction word itself ("alergic", "vegitarian") or a word near one ("glutn
 * free", "allergic to seasame"). Elsewhere an unknown word may be a real one the lexicon lacks
 * ("meals" is not "meats"). A word with two candidates at the same distance is left as it is.
 */
function foldTypos(text: string, known: Set<string>, cues: Set<string>, byLength: Map<number, string[]>, real: Set<string>): string {
  const words = [...text.matchAll(LATIN_WORD)]
  const isCue = (word: string) => cues.has(word) || cues.has(word.replace(/(?:es|s)$/, ''))
  const corrected = words.map((m) => (real.has(m[0]) ? m[0] : correct(m[0], known, byLength)))
  const nearCue = (i: number) => corrected.slice(Math.max(0, i - CUE_REACH), i + CUE_REACH + 1).some(isCue)
  // Four-letter words ("nutz") only right after an allergy word: elsewhere too many real words are one letter from a food ("oven", "oden").
  const near = (i: number) => (words[i]![0].length >= 5 ? nearCue(i) : corrected.slice(Math.max(0, i - 2), i).some((w) => /^allerg|^intoleran/.test(w)))
  let out = ''
  let last = 0
  words.forEach((m, i) => {
    const fixed = corrected[i]!
    const use = fixed !== m[0] && (isCue(fixed) || near(i))
    out += text.slice(last, m.index) + (use ? fixed : m[0])
    last = m.index! + m[0].length
  })
  return out + text.slice(last)
}

function correct(word: string, known: Set<string>, byLength: Map<number, string[]>): string {
  if (word.length < 4 || known.has(word) || REAL_WORDS.has(word) || known.has(word.replace(/(?:es|s)$/, ''))) return word
  const reach = word.length >= 8 ? 2 : 1
  let best: string | undefined
  let bestDistance = reach + 1
  let tie = false
  for (let n = word.length - reach; n <= word.length + reach; n++) {
    for (const candidate of byLength.get(n) ?? []) {
      const d = distance(word, candidate)
      if (d < bestDistance) {
        best = candidate
        bestDistance = d
        tie = false
      } else if (d === bestDistance && candidate !== best && candidate !== `${best}s` && best !== `${candidate}s`) tie = true
    }
  }
  return best && !tie ? best : word
}

/**
 * A folder over the lexicon's words: kana words in either script, Latin words for typos near the
 * restriction words `cues` (never a word of `realWords`, which is what it says), and, in a Japanese theme, Japanese typed in romaji (an English theme's
 * "kake soba" stays as it is).
 */
export function createFolder(names: Iterable<string>, cues: Iterable<string>, realWords: Iterable<string> = []): (normalisedText: string, lang: 'ja' | 'en') => string {
  const kana = new Set<string>()
  const latin = new Set<string>()
  const latinNames = new Set<string>()
  for (const name of names) {
    if (/^[a-z' -]+$/.test(name)) latinNames.add(name)
    // Whole kana names only: the 「かに」 of かに風味かまぼこ is no word of its own.
    if (name.length >= 2 && new RegExp(`^${KANA_RUN.source}$`).test(name)) kana.add(name)
    for (const word of name.match(LATIN_WORD) ?? []) latin.add(word)
  }
  const cueSet = new Set(cues)
  const real = new Set(realWords)
  for (const cue of cueSet) latin.add(cue)
  const byLength = new Map<number, string[]>()
  for (const word of latin) if (word.length >= 4) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word])
  return (text, lang) => {
    const spelled = spellOut(text)
    return foldTypos(foldKana(lang === 'ja' ? foldRomaji(spelled, kana, latinNames) : spelled, kana), latin, cueSet, byLength, real)
  }
}
