/**
 * Japanese typed in romaji ("tamago arerugii desu", "yakisoba tsukuritai"): a theme whose Latin
 * words nearly all spell kana (wanakana) and whose kana, tokenised as a whole by kuromoji, has a
 * word of known tokens ending in a particle or an ending (が, です, たい) that English lacks is read as Japanese. A word all
 * of whose parts lean on the one before (knowledge/reader.json `romaji_attached`: "ni", not "tezukuri", て+ずくり) is joined
 * to it in hiragana; any other word, or two side by side, becomes the kana spelling the lexicon knows (カレー for
 * "karee"), else the Latin name it knows, else hiragana, so dishes, foods and restrictions meet
 * their kana and kanji entries.
 */
import { toHiragana } from 'wanakana'
import data from '../../../../knowledge/reader.json'
import { ENGLISH_WORDS, kanaOf } from '../fold'
import { tokenizeJapanese } from './japanese'

const WORD = /[a-z][a-z'-]*/gi
const ATTACHED = new Set(data.romaji_attached)
const PARTICLES: Record<string, string> = data.romaji_particles

/** A word's hiragana: "suiminyaku" typed without Hepburn's n' is すいみんやく where すいみにゃく leaves more unknown words. */
const unknown = (k: string) => tokenizeJapanese(k).filter((t) => t.word_type !== 'KNOWN').length
function hiraganaOf(word: string): string {
  // Never the first letter: "nyuu" is にゅう.
  const [kana, nasal] = [toHiragana(word), toHiragana(word.replace(/(?<=[a-mo-z])n(?=y[aueo])/g, "n'"))]
  return nasal !== kana && unknown(nasal) < unknown(kana) ? nasal : kana
}

/** The theme as kana when it is Japanese typed in romaji, else as it is. `known`: a lexicon word. */
export function readRomaji(text: string, known: (word: string) => boolean): string {
  if (/[^\x00-\x7f]/.test(text.replace(/\p{Extended_Pictographic}/gu, ''))) return text
  const words = [...text.matchAll(WORD)].map((m) => ({ word: m[0].toLowerCase(), at: m.index }))
  const kana = words.map((w) => hiraganaOf(w.word))
  if (!words.length || kana.filter((k) => /[a-z]/.test(k)).length > words.length / 5) return text
  const tokens = tokenizeJapanese(kana.join(' '))
  const starts = kana.map((_, i) => kana.slice(0, i).join(' ').length + (i && 1))
  const own = (i: number) =>
    tokens.filter((t) => t.word_position > starts[i]! && t.word_position <= starts[i]! + kana[i]!.length)
  // A particle that is also an English word ("no", "to") counts only in a theme mostly of words English lacks.
  const english = (w: string) =>
    ENGLISH_WORDS.has(w) && words.filter((x) => ENGLISH_WORDS.has(x.word)).length * 2 >= words.length
  // A particle or an ending after a word, alone (が, です) or after a verb (つくり+たい); never the first word ("chana", "tonjiru"), nor a unit after a number ("9mo").
  const ending = (i: number, t = own(i), last = t.at(-1)?.pos ?? '') =>
    i > 0 &&
    !/\d/.test(text[words[i]!.at - 1] ?? '') &&
    t.every((x) => x.word_type === 'KNOWN') &&
    ['助詞', '助動詞'].includes(last) &&
    (t.length === 1 || t.at(-2)?.pos === '動詞')
  if (!words.some((w, i) => !english(w.word) && ending(i))) return text
  const leans = (i: number) =>
    i > 0 &&
    own(i).every((t) => [t.pos, t.pos_detail_1].some((p) => ATTACHED.has(p))) &&
    ![kana[i]!, ...kanaOf(words[i]!.word)].some(known)
  let [out, last] = ['', 0]
  for (let i = 0; i < words.length; i++) {
    const [{ word, at }, next] = [words[i]!, words[i + 1]]
    const pair = next && !leans(i) ? kanaOf(word + next.word).find(known) : undefined
    const spelt =
      kanaOf(word).find(known) ??
      (known(word) && !(ENGLISH_WORDS.has(word) && /^\p{Script=Hiragana}+$/u.test(kana[i]!)) ? word : kana[i])
    out += leans(i)
      ? `${text.slice(last, at).trim() && text.slice(last, at)}${PARTICLES[word] ?? kana[i]}`
      : text.slice(last, at) + (pair ?? spelt)
    last = pair ? next.at + next.word.length : at + word.length
    if (pair) i++
  }
  return out + text.slice(last)
}
