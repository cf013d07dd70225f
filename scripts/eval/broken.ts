/**
 * What a reader stops at in a turn, whatever the theme: a turn or sentence with no words, two leads in a row
 * ("最後に、それから、"), the same "that step" twice in one sentence, a Japanese join that is no Japanese (a verb's
 * continuative or plain form run on with な: 「変わりなところ」), doubled punctuation, particles or words, a step named
 * by a clause with no verb ("the part where you from now on do not stir"), a food named twice, a step slotted by number
 * with its clause, a clause cut short; over a discussion, a sentence said twice and the theme quoted back. `bun scripts/eval/broken.ts < transcripts.jsonl` counts them over
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
          // A lead that names who is asked ("{host}さん、正直に言うと、") is the lead after the name.
          .map((w) => w.replace(/^\{\w+\}(?:さん)?[、,:]?\s*/, ''))
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
/** A food named twice in one list or beside itself: "penne, ziti or penne", 「塩や塩で」, "pork loin chops chop". */
const TWICE = {
  en: [
    /\b(\w+(?: \w+){0,2}), (?:\w+(?: \w+){0,2}, )*\w+(?: \w+){0,2} (?:or|and) \1\b(?! [a-z])/i,
    /\b(\w{3,}?)s? \1s?\b/i,
  ],
  ja: [/(?<![\p{sc=Han}\p{sc=Katakana}ー])([\p{sc=Han}\p{sc=Katakana}ー]{1,8})[や、と]\1(?=[でをがにはや、。])/u],
}
/** What reads as a template or a cut: a step slotted by number with its clause ("step 3 (heat the air fryer…)"), a
 * quote or clause cut short (「少し控えても…ですが」), two leads after the name asked (「正直に言うと、厨房から言うと、」). */
const FRAMES: Record<Lang, Array<[string, RegExp]>> = {
  en: [
    ['step by number', /\bstep \d+ \(/i],
    ['cut short', /\S…(?:"|\s*but\b)/],
  ],
  ja: [
    ['step by number', /手順\d+（/],
    ['cut short', /\S…(?:」|ですが)/],
    ['two leads', /(?:言うと|言えば)、[^、。]{0,12}(?:言うと|言えば)、/],
  ],
}
/** The name a sentence opens with when it answers someone ("山田 司さん、", "Alex Morgan, "): no lead. */
const ADDRESS = { ja: /^[^、。]{1,10}さん、/, en: /^(?:[A-Z][a-z]+ ){1,2}[A-Z][a-z]+, / }
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

/**
 * What one discussion says twice or quotes back: a sentence of ten words or more (20 characters) said again, the
 * name it answers and its lead aside (a refusal's closing included); the theme quoted whole in the host's opening.
 */
export function discussionBroken(lang: Lang, theme: string, turns: string[]): Broken[] {
  const key = (s: string) =>
    s
      .replace(ADDRESS[lang], '')
      .replace(/^[^,、;:]{0,16}[,、;:]\s*/, '')
      .replace(/[\s\p{P}]/gu, '')
      .toLowerCase()
  const seen = new Set<string>()
  const out: Broken[] = []
  for (const s of turns.flatMap((t) => sentencesOf(lang, t))) {
    const k = key(s)
    if (k.length >= 20 && seen.has(k)) out.push({ kind: 'said twice', sentence: s })
    seen.add(k)
  }
  const quoted = theme.length > 24 && (turns[0] ?? '').includes(theme.slice(0, 24))
  return quoted ? [...out, { kind: 'theme quoted', sentence: turns[0]!.slice(0, 120) }] : out
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
    if (leadsAt(lang, s.replace(ADDRESS[lang], '')) > 1) out.push({ kind: 'two leads', sentence: s })
    for (const [kind, re] of FRAMES[lang]) if (re.test(s)) out.push({ kind, sentence: s })
    if (TWICE[lang].some((re) => re.test(s))) out.push({ kind: 'named twice', sentence: s })
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
    const texts = run.transcript.map((t) => t.text)
    for (const b of discussionBroken(lang, run.theme, texts)) {
      counts.set(b.kind, (counts.get(b.kind) ?? 0) + 1)
      examples.set(b.kind, [...(examples.get(b.kind) ?? []), b.sentence])
    }
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
