/**
 * A theme as tokens, whatever its script: runs of Japanese go to kuromoji (./japanese.ts), runs of
 * Latin letters to compromise, which tags English terms (negatives, values, nouns and verbs) and
 * gives each its root ("pills" → pill, "poisoned" → poison), so a phrase meets its inflections.
 * Phrases from knowledge/ are tokenised the same way once, at load, and matched on tokens: on
 * their roots in English, and in Japanese on dictionary forms, or on readings where the text is
 * spelt in kana (たまご meets 卵, ひょうはくざい meets 漂白剤), never inside a longer word.
 */
import nlp from 'compromise'
import { toHiragana } from 'wanakana'
import data from '../../../../knowledge/reader.json'
import { KATAKANA } from '../match'
import { cleanText } from './clean'
import { tokenizeJapanese } from './japanese'

export const POS = [
  ...['noun', 'verb', 'adjective', 'adverb', 'particle', 'auxiliary', 'negative', 'number', 'symbol'],
  ...['other'],
] as const
export type Pos = (typeof POS)[number]

export type Token = { surface: string; pos: Pos; at: number; end: number; lang: 'ja' | 'en' } & {
  /** English: the root, lower case; Japanese: the dictionary form. */
  lemma: string
  /** Japanese only: the reading in hiragana (the surface, folded, when the dictionary has none). */
  reading?: string
  /** The parse says it names a person: compromise's Actor or Person ("landlord", "Dave"), IPADIC's 人名 (田中, さん); or a place or its people ("peru", "peruvian", 山梨: 地域), which is no dish and holds no food (梨). */
  person?: boolean
  /** A word that says how much or when, never what: a noun that can stand as an adverb (たくさん, 少し), a particle of degree (だけ). */
  adverbial?: boolean
  place?: boolean
}

const JAPANESE_RUN = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef々〆ヵヶー]+/g
const KANA_ONLY = /^[\u3041-\u309f\u30a0-\u30ffー]+$/

const IPADIC_POS = data.ipadic_pos as Record<string, Pos>

export function japanese(text: string, offset = 0): Token[] {
  return tokenizeJapanese(text).map((t) => {
    const [at, lemma] = [offset + t.word_position - 1, t.basic_form === '*' ? t.surface_form : t.basic_form]
    const pos: Pos =
      t.pos === '名詞' && t.pos_detail_1 === '数'
        ? 'number'
        : t.pos === '助動詞' && (lemma === 'ない' || lemma === 'ぬ' || lemma === 'ん')
          ? 'negative'
          : (IPADIC_POS[t.pos] ?? 'other')
    return {
      surface: t.surface_form,
      lemma,
      reading: toHiragana(t.reading && t.reading !== '*' ? t.reading : t.surface_form),
      pos,
      ...(t.pos_detail_2 === '人名' && { person: true }),
      ...(['副詞可能', '副助詞'].includes(t.pos_detail_1) && { adverbial: true }),
      ...(t.pos_detail_2 === '地域' && { place: true }),
      at,
      end: at + t.surface_form.length,
      lang: 'ja' as const,
    }
  })
}

type CompromiseTerm = { text: string; normal: string; root?: string; tags: string[]; offset: Offset }
type Offset = { start: number; length: number }

/** The parser's tags, first that a word carries, and the part of speech each is read as (knowledge/reader.json `tag_pos`). */
const TAG_POS = Object.entries(data.tag_pos) as Array<[string, Pos]>

function english(text: string, offset: number): Token[] {
  const doc = nlp(text)
  doc.compute('root')
  const terms = (
    doc.json({ offset: true, terms: { normal: true, offset: true } }) as Array<{ terms: CompromiseTerm[] }>
  ).flatMap((s) => s.terms)
  return terms.flatMap((t) => {
    const lemma = (t.root || t.normal || t.text).toLowerCase()
    // compromise splits "don't" into "do" and an empty negative term: keep the negative, at its contraction.
    if (!lemma && !t.tags.includes('Negative')) return []
    const pos = TAG_POS.find(([tag]) => t.tags.includes(tag))?.[1] ?? 'other'
    const at = offset + t.offset.start
    const person = !t.tags.includes('Possessive') && (t.tags.includes('Actor') || t.tags.includes('Person'))
    return {
      surface: t.text,
      lemma: lemma || 'not',
      pos,
      ...(person && { person }),
      ...((t.tags.includes('Place') || t.tags.includes('Demonym')) && { place: true }),
      at,
      end: at + t.offset.length,
      lang: 'en' as const,
    }
  })
}

/** The last texts read: a theme's reader reads the theme, its normalised text and its clauses more than once. */
const RECENT = new Map<string, Token[]>()

/** The tokens of a text, already cleaned (./clean.ts), in order. */
export function tokenize(cleaned: string): Token[] {
  const known = RECENT.get(cleaned)
  if (known) return known
  const tokens: Token[] = []
  let end = 0
  const latin = (from: number, to: number) => {
    const run = cleaned.slice(from, to)
    if (/[a-z0-9]/i.test(run)) tokens.push(...english(run, from))
  }
  for (const m of cleaned.matchAll(JAPANESE_RUN)) {
    latin(end, m.index)
    tokens.push(...japanese(m[0], m.index))
    end = m.index + m[0].length
  }
  latin(end, cleaned.length)
  if (RECENT.size >= 16) RECENT.delete(RECENT.keys().next().value!)
  RECENT.set(cleaned, tokens)
  return tokens
}

/** Reads a raw theme: cleaned, then tokenised. */
export const tokensOf = (text: string): Token[] => tokenize(cleanText(text))

export type PhraseHit<T> = { value: T; from: number; to: number; at: number; end: number }

/** How a span of tokens may be spelt, each a key a phrase is indexed by. */
function keysOf(tokens: Token[]): string[] {
  if (!tokens.length) return []
  if (tokens[0]!.lang === 'en')
    return [tokens.map((t) => t.lemma).join(' '), tokens.map((t) => t.surface.toLowerCase()).join(' ')]
  const keys = [tokens.map((t) => t.surface).join(''), tokens.map((t) => t.lemma).join('')]
  // A kana spelling meets its kanji entry by reading; a kanji one never meets a homophone.
  if (tokens.every((t) => KANA_ONLY.test(t.surface))) keys.push(`~${tokens.map((t) => t.reading).join('')}`)
  return keys
}

const LONGEST = 6

/** Every matcher reads the same spans of a theme: their keys are worked out once per token list. */
const KEYS = new WeakMap<Token[], Map<number, string[]>>()
function spanKeys(tokens: Token[], from: number, to: number): string[] {
  const [known, at] = [KEYS.get(tokens) ?? KEYS.set(tokens, new Map()).get(tokens)!, from * (LONGEST + 1) + (to - from)]
  return known.get(at) ?? known.set(at, keysOf(tokens.slice(from, to))).get(at)!
}

/**
 * Kana read as a kanji word only where it stands as a word: はり between め and 寿司, nouns touching it on both sides, is
 * part of めはり寿司, no 針; はりを入れる still is.
 */
const compounded = (tokens: Token[], from: number, to: number) => {
  const [before, after] = [tokens[from - 1], tokens[to]]
  const glued = before?.pos === 'noun' && before.end === tokens[from]!.at
  return glued && after?.pos === 'noun' && after.at === tokens[to - 1]!.end
}

/** A list's words in both languages, each found as `value`. */
export const phrasesOf = <T>(w: { en: string[]; ja: string[] }, value: T) =>
  [...w.en, ...w.ja].map((phrase) => ({ phrase, value }))

/**
 * A matcher over token streams for phrases written in plain words: each phrase is tokenised once
 * here; a text's tokens match it on the keys above, longest first, and a Japanese phrase must
 * start on a word, not a particle or an ending (に and か are no crab, かに); a katakana phrase of three letters or more
 * also ends a longer katakana word.
 */
export function phraseMatcher<T>(
  entries: Array<{ phrase: string; value: T }>,
): (tokens: Token[]) => Array<PhraseHit<T>> {
  const index = new Map<string, T[]>()
  const add = (key: string, value: T) => {
    const list = index.get(key) ?? index.set(key, []).get(key)!
    if (!list.includes(value)) list.push(value)
  }
  for (const { phrase, value } of entries) {
    const tokens = tokensOf(phrase.toLowerCase())
    for (const key of keysOf(tokens)) add(key, value)
    // A kana phrase is also found where the text spells it in kanji.
    if (tokens.length && tokens[0]!.lang === 'ja') add(`~${tokens.map((t) => t.reading).join('')}`, value)
  }
  return (tokens) => {
    const hits: Array<PhraseHit<T>> = []
    for (let from = 0; from < tokens.length; ) {
      let found: Array<PhraseHit<T>> = []
      const first = tokens[from]!
      // A particle may start one where the text starts or after a mark: ねんど read as ねん+ど is no particle.
      const opens = !from || tokens[from - 1]!.pos === 'symbol' || tokens[from - 1]!.end < first.at
      if (first.lang === 'en' || opens || (first.pos !== 'particle' && first.pos !== 'auxiliary'))
        for (let to = Math.min(tokens.length, from + LONGEST); to > from && !found.length; to--) {
          const span = tokens.slice(from, to)
          if (span.some((t) => t.lang !== span[0]!.lang)) continue
          const keys = spanKeys(tokens, from, to).filter((key) => !key.startsWith('~') || !compounded(tokens, from, to))
          const values = keys.flatMap((key) => index.get(key) ?? [])
          found = [...new Set(values)].map((value) => ({ value, from, to, at: span[0]!.at, end: span.at(-1)!.end }))
        }
      // A katakana compound ends in its head: アロマキャンドル is a candle, キッチンハイター the bleach.
      const { surface: head, at, end } = first
      for (let cut = 1; !found.length && KATAKANA.test(head) && cut <= head.length - 3; cut++)
        found = (index.get(head.slice(cut)) ?? []).map((value) => ({ value, from, to: from + 1, at: at + cut, end }))
      hits.push(...found)
      from = found.length ? found[0]!.to : from + 1
    }
    return hits
  }
}

/**
 * Kanji phrases as a theme spells them in kana, found however the parse cut the kana (下剤 as げざい, 粘土 inside
 * こむぎねんど, read as こむ+ぎねんどを): each phrase's reading of three kana or more, as the tokens it covers.
 */
export function kanaMatcher<T>(entries: Array<{ phrase: string; value: T }>) {
  const kana = entries.flatMap(({ phrase, value }) => {
    const read = toHiragana(tokensOf(phrase).reduce((r, t) => r + (t.reading ?? t.surface), ''))
    return /\p{sc=Han}/u.test(phrase) && read.length >= 3 && !/\p{sc=Han}/u.test(read) ? [{ read, value }] : []
  })
  return (tokens: Token[], cleaned: string): Array<PhraseHit<T>> =>
    (/[ぁ-ゖ]/.test(cleaned) ? kana : []).flatMap(({ read, value }) =>
      [...cleaned.matchAll(new RegExp(read, 'g'))].flatMap(({ index: at }) => {
        const [from, to] = [tokens.findIndex((t) => t.end > at), tokens.findIndex((t) => t.at >= at + read.length)]
        return from < 0 ? [] : [{ value, from, to: to < 0 ? tokens.length : to, at, end: at + read.length }]
      }),
    )
}
