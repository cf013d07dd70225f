/**
 * What a reader stops at in a turn, whatever the theme: a turn or sentence with no words, two leads in a row
 * ("最後に、それから、"), the same "that step" twice in one sentence, a Japanese join that is no Japanese (a verb's
 * continuative or plain form run on with な: 「変わりなところ」), doubled punctuation, particles or words, a step named
 * by a clause with no verb ("the part where you from now on do not stir"). `bun scripts/eval/broken.ts < transcripts.jsonl` counts them over
 * a dump of `scripts/eval/transcripts.ts`; the talk tests run `brokenLines` over their sample.
 */
import type { Lang } from '../../src/ai/food/types'
import { PHRASES } from '../../src/ai/offline/talk/phrases'

export type Broken = { kind: string; sentence: string }

/** Every lead of the phrase data, longest first: a sentence that opens with two of them has a connective too many. */
const LEADS: Record<Lang, string[]> = (() => {
  const of = (lang: Lang) =>
    [
      ...new Set(
        Object.entries(PHRASES[lang])
          .filter(([k]) => k.endsWith('.lead'))
          .flatMap(([, w]) => w)
          .filter((w) => !w.includes('{') && /[、,]\s*$/.test(w))
          .map((w) => w.toLowerCase().trim()),
      ),
    ].sort((a, b) => b.length - a.length)
  return { ja: of('ja'), en: of('en') }
})()

const sentencesOf = (lang: Lang, text: string) =>
  (lang === 'ja' ? text.split(/(?<=[。！？])/) : text.split(/(?<=[.!?])\s+/)).map((s) => s.trim())

const JA_JOINS = [
  // A verb's continuative (変わり、染まり) or plain form run on as a noun with な.
  /[\p{sc=Han}](?:(?![っん])[ぁ-ゖ]){1,2}りな(?:の|ところ|とき)/u,
  /(?:[るくすつむぶぐず]|ない)な(?:のを|ところ|ときは?)/u,
  /([をが])\1|[、。]{2}/u,
]
const EN_JOINS = [/\b(\w+) \1\b/, /[,;:] ?[,.;:]|\. ?[,;:]/, / {2}/]
/** A step slotted as "the part where you {does}" whose clause opens with no verb: a preposition, a participle, an article. */
export const VERBLESS =
  /\bwhere you (?:the|an?|from|in|off|on|at|to|for|with|over|once|when|while|meanwhile|(?!bring\b)\w+ing|(?!shred\b)\w{3,}ed)\b/i

/** The leads a sentence opens with, as many as follow one another. */
function leadsAt(lang: Lang, s: string): number {
  let n = 0
  let rest = s
  for (;;) {
    const lower = rest.toLowerCase()
    const lead = LEADS[lang].find((l) => lower.startsWith(l))
    if (!lead) return n
    n++
    rest = rest.slice(lead.length).trimStart()
  }
}

/** What is broken in one turn. */
export function brokenLines(lang: Lang, text: string): Broken[] {
  const out: Broken[] = []
  const sentences = sentencesOf(lang, text)
  if (!/[\p{L}\p{N}]/u.test(text)) return [{ kind: 'empty', sentence: text }]
  for (const s of sentences) {
    if (!s) continue
    // A quoted theme's 「！！」 splits off a sentence of its own: only a full stop alone is an empty one.
    if (/^[。.]$/.test(s)) out.push({ kind: 'empty', sentence: s })
    if (leadsAt(lang, s) > 1) out.push({ kind: 'two leads', sentence: s })
    const the = lang === 'ja' ? /(その|この)([\p{sc=Han}\p{sc=Katakana}ー]{2,})/gu : /\b(that|this) (\w{3,})\b/gi
    const named = [...s.matchAll(the)].map((m) => m[2]!.toLowerCase())
    if (named.some((w, i) => named.indexOf(w) !== i)) out.push({ kind: 'filler', sentence: s })
    if ((lang === 'ja' ? JA_JOINS : EN_JOINS).some((re) => re.test(s))) out.push({ kind: 'join', sentence: s })
    if (lang === 'en' && VERBLESS.test(s)) out.push({ kind: 'verbless', sentence: s })
  }
  return out
}

if (import.meta.main) {
  const counts = new Map<string, number>()
  const examples = new Map<string, string[]>()
  let turns = 0
  for (const row of (await Bun.stdin.text()).split('\n').filter(Boolean)) {
    const run = JSON.parse(row) as {
      theme: string
      transcript: Array<{ text: string }>
    }
    const lang: Lang = /[\p{sc=Hira}\p{sc=Kana}\p{sc=Han}]/u.test(run.theme) ? 'ja' : 'en'
    for (const t of run.transcript) {
      turns++
      for (const b of brokenLines(lang, t.text)) {
        counts.set(b.kind, (counts.get(b.kind) ?? 0) + 1)
        examples.set(b.kind, [...(examples.get(b.kind) ?? []), b.sentence])
      }
    }
  }
  console.log(`turns ${turns}, broken ${[...counts.values()].reduce((a, b) => a + b, 0)}`)
  for (const [kind, n] of counts) {
    console.log(`  ${kind}: ${n}`)
    for (const e of examples.get(kind)!.slice(0, Number(process.env.EXAMPLES ?? 4))) console.log(`      ${e}`)
  }
}
