/**
 * What a reader stops at in a turn, whatever the theme: a turn or sentence with no words, two leads in a row
 * ("最後に、それから、"), the same "that step" twice in one sentence, a Japanese join that is no Japanese (a verb's
 * continuative or plain form run on with な: 「変わりなところ」), doubled punctuation, particles or words, a step named
 * by a clause with no verb ("the part where you from now on do not stir"), a food named twice, a step slotted by number
 * with its clause, a clause cut short; over a discussion, a sentence said twice and the theme quoted back; read as a
 * whole (`discussionStops`), an opening that says the same thing again, a food a specialist names that the recipe as
 * cooked lacks, Japanese script in an English turn, a culture turn made only of frames other discussions say too.
 * `bun scripts/eval/broken.ts < DUMP.jsonl` counts them over a dump of `scripts/eval/transcripts.ts` or of
 * /work/tools/dump-set.ts; the talk tests run `brokenLines` over their sample.
 */
import type { Lang } from '../../src/ai/food/types'
import { food } from '../../src/ai/cookbook/foods'
import { findMentions, type Mention } from '../../src/ai/food/words'
import { PHRASES } from '../../src/ai/offline/talk/phrases'
import { DISHES } from '../../src/ai/food/dishes'
import { escapeRegExp } from '../../src/ai/food/match'
import { frameOf } from './fresh'

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
  /[くに]なりな(?:の|ところ|とき)/u,
  /(?:[るくすつむぶぐず]|ない)な(?:のを|ところ|ときは?)/u,
  /([をが])\1|[、。]{2}/u,
]
// A word said twice ("the the"), not a mixed number ("1 1/2 tbsp")
const EN_JOINS = [/\b([A-Za-z]\w*) \1\b/, /[,;:] ?[,.;:]|\. ?[,;:]/, / {2}/]
/** A food named twice in one list or beside itself: "penne, ziti or penne", 「塩や塩で」, "pork loin chops chop". */
const TWICE = {
  en: [
    /\b(\w+(?: \w+){0,2}), (?:\w+(?: \w+){0,2}, )*\w+(?: \w+){0,2} (?:or|and) \1\b(?! [a-z])/i,
    /\b(\w{3,}?)s? \1s?\b/i,
  ],
  ja: [/(?<![\p{sc=Han}\p{sc=Katakana}ー])([\p{sc=Han}\p{sc=Katakana}ー]{1,8})[や、と]\1(?=[でをがにはや、。])/u],
}
/** A dish's name that says a word twice on purpose (moi moi, dan dan noodles) is no food named twice. */
const DOUBLED = new RegExp(
  [...new Set(DISHES.flatMap((d) => [d.name.en, ...(d.aliases ?? [])].flatMap((n) => n.match(/\b(\w+) \1\b/gi) ?? [])))]
    .map(escapeRegExp)
    .join('|') || '(?!)',
  'gi',
)
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

export type Spoken = { role: string; round: number; text: string }
/** Foods of these groups are the salt a figure names, the water and oil of any kitchen: no food the talk brings in. */
const PANTRY = new Set(['seasoning', 'liquid', 'fat', 'spice'])

/**
 * What a reader of the whole discussion stops at: the host's opening naming the dish cooked in three sentences or more,
 * or saying a run of words (eight characters, five words) in two of its sentences; a specialist naming a food that is
 * neither in the recipe as cooked (its ingredient lines), the theme nor the opening (where a swap names what went), but
 * for the pantry's salt, water and oil (a sentence naming several is a list of what the rules keep out); an
 * English turn with Japanese script in it.
 */
export function discussionStops(
  lang: Lang,
  theme: string,
  turns: Spoken[],
  recipe?: { title: string; ingredients: string[] },
): Broken[] {
  const out: Broken[] = []
  const opening = turns[0]?.role === 'host' ? turns[0].text : ''
  const sentences = sentencesOf(lang, opening).filter(Boolean)
  const title = recipe?.title.toLowerCase()
  if (title && sentences.filter((s) => s.toLowerCase().includes(title)).length > 2)
    out.push({ kind: 'opening repeats', sentence: opening.slice(0, 160) })
  else {
    const runs = (s: string) => {
      const plain = (title ? s.toLowerCase().replaceAll(title, '〈t〉') : s.toLowerCase()).replace(/[\s\p{P}]+/gu, ' ')
      const units = lang === 'ja' ? [...plain.replace(/ /g, '')] : plain.split(' ').filter(Boolean)
      const n = lang === 'ja' ? 8 : 5
      return new Set(units.flatMap((_u, i) => (i + n <= units.length ? [units.slice(i, i + n).join(' ')] : [])))
    }
    const seen = new Set<string>()
    for (const s of sentences) {
      const own = runs(s)
      if ([...own].some((r) => seen.has(r) && !r.includes('〈t〉'))) {
        out.push({ kind: 'opening repeats', sentence: s })
        break
      }
      for (const r of own) seen.add(r)
    }
  }
  if (recipe) {
    const ids = (text: string) => new Set(findMentions(text).flatMap((m) => m.ids))
    const known = ids([theme, opening, recipe.title, ...recipe.ingredients].join('\n'))
    const off = (m: Mention) =>
      m.kind === 'ingredient' && !m.ids.some((id) => known.has(id) || PANTRY.has(food(id).item?.group ?? ''))
    for (const t of turns.filter((x) => x.role !== 'host'))
      for (const s of sentencesOf(lang, t.text))
        if (
          new Set(
            findMentions(s)
              .filter(off)
              .map((m) => `${m.ids}`),
          ).size === 1
        )
          out.push({ kind: 'off recipe', sentence: s })
  }
  if (lang === 'en')
    for (const t of turns)
      if (/[\p{sc=Han}\p{sc=Hira}\p{sc=Kana}]/u.test(t.text.replace(theme, '')))
        out.push({ kind: 'japanese in english', sentence: t.text.slice(0, 160) })
  return out
}

/**
 * Culture turns every sentence of which is a frame (fresh.ts `frameOf`) said of three dishes or more: generic. A note
 * said of one dish in several discussions is that dish's own, not a frame; `own` is the theme, the dish and the title.
 */
export function genericCulture(lang: Lang, runs: Array<{ own: string[]; turns: Spoken[] }>, min = 3): Broken[] {
  const framed = runs.map((r) =>
    r.turns.map((t) => ({
      t,
      frames: sentencesOf(lang, t.text)
        .filter(Boolean)
        .map((s) => frameOf(s, lang, r.own)),
    })),
  )
  const seen = new Map<string, Set<string>>()
  framed.forEach((turns, i) => {
    for (const f of turns.flatMap((x) => x.frames)) seen.set(f, (seen.get(f) ?? new Set()).add(runs[i]!.own.at(-1)!))
  })
  return framed.flatMap((turns) =>
    turns.flatMap(({ t, frames }) =>
      t.role === 'culture' && frames.every((f) => seen.get(f)!.size >= min)
        ? [{ kind: 'generic culture', sentence: t.text }]
        : [],
    ),
  )
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
    if (TWICE[lang].some((re) => re.test(s.replace(DOUBLED, '')))) out.push({ kind: 'named twice', sentence: s })
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
  const count = (bs: Broken[]) => {
    for (const b of bs) {
      counts.set(b.kind, (counts.get(b.kind) ?? 0) + 1)
      examples.set(b.kind, [...(examples.get(b.kind) ?? []), b.sentence])
    }
  }
  let turns = 0
  const runs: Record<Lang, Array<{ own: string[]; turns: Spoken[] }>> = { ja: [], en: [] }
  for (const row of (await Bun.stdin.text()).split('\n').filter(Boolean)) {
    // A transcripts.ts dump has turns as objects; a dump-set.ts one as "[round] role: text" with the recipe's lines.
    const run = JSON.parse(row) as {
      theme: string
      dish?: string | null
      transcript: Array<Spoken | string>
      recipe?: { title: string; ingredients: string[] } | null
    }
    const lang: Lang = /[\p{sc=Hira}\p{sc=Kana}\p{sc=Han}]/u.test(run.theme) ? 'ja' : 'en'
    const spoken = run.transcript.map((t) => {
      if (typeof t !== 'string') return t
      const [, round, role, text] = t.match(/^\[(\d)\] (\w+): ([\s\S]*)$/)!
      return { round: Number(round), role: role!, text: text! }
    })
    const texts = spoken.map((t) => t.text)
    count(discussionBroken(lang, run.theme, texts))
    count(discussionStops(lang, run.theme, spoken, run.recipe ?? undefined))
    runs[lang].push({ own: [run.theme, run.dish ?? '', run.recipe?.title ?? ''].filter(Boolean), turns: spoken })
    for (const t of texts) {
      turns++
      count(brokenLines(lang, t))
    }
  }
  for (const lang of ['ja', 'en'] as const) count(genericCulture(lang, runs[lang]))
  console.log(`turns ${turns}, broken ${[...counts.values()].reduce((a, b) => a + b, 0)}`)
  for (const [kind, n] of counts) {
    console.log(`  ${kind}: ${n}`)
    for (const e of examples.get(kind)!.slice(0, Number(process.env.EXAMPLES ?? 4))) console.log(`      ${e}`)
  }
}
