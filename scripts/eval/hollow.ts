/**
 * `bun scripts/eval/hollow.ts DUMP.jsonl…` (of `scripts/eval/transcripts.ts`): the panel's sentences that carry no fact
 * of this recipe or this request (issue 33 point 5), per language, with examples (SHOW=n). A sentence is hollow when
 * - it is a member's wording whose slots say only what the whole dish is or who speaks (`{title}`, `{servings}`,
 *   `{minutes}`, `{tools}`, a name): "I have nothing to add to {title}", "{minutes} minutes for {servings}, all {tools}";
 * - it is a wording whose one fact is a step an earlier turn already named ("do not rush {where}; that is where the dish
 *   is made" after the chef named it), its minutes not said;
 * - it fills two figures of a wording with the same number ("it fits the 5 minutes: 5 in all");
 * - or its frame (names, foods and figures masked) was said before in the same discussion: the same sentence for each food.
 */
import type { Lang } from '../../src/ai/food/types'
import { findMentions } from '../../src/ai/food/words'
import { PHRASES } from '../../src/ai/offline/talk/phrases'

export type Said = { round: number; role: string; text: string }

/** Slots that say what the whole dish is (the host said it first) or who is spoken to: no fact of their own. */
const BARE = /^(?:title|servings|minutes|total|tools|host|chef|nutritionist|culture|home_cook|\w+_role)$/
/** A step's slots: a fact the first time only. */
const STEP = /^(?:where|n)$/
/** The intents a member speaks in (the host's closing too): the brief's own lines (safety, a plan asked) are not glue. */
const MEMBER = /^(?:chef|nut|cul|home)\.|^host\.r3\.plain$/

type Frame = { key: string; re: RegExp; slots: string[] }
const framesOf = (lang: Lang, phrases = PHRASES[lang]): Frame[] =>
  Object.entries(phrases).flatMap(([key, wordings]) =>
    MEMBER.test(key) && !key.endsWith('.lead')
      ? wordings.map((w) => {
          const slots = [...w.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
          const body = w
            .split(/\{\w+\}/)
            .map((x) => RegExp.escape(x))
            .join('(.+?)')
          return { key, slots, re: new RegExp(`(?:^|[\\s,;:、])${body}[。.!?]?$`, 'iu') }
        })
      : [],
  )
// `PHRASES_AT=dir` reads the wordings of another tree's knowledge/phrases (the base's, to count a dump made there).
const at = process.env.PHRASES_AT
const other = async (lang: Lang) => (await Bun.file(`${at}/${lang}.json`).json()).phrases as Record<string, string[]>
const FRAMES = {
  ja: framesOf('ja', at ? await other('ja') : undefined),
  en: framesOf('en', at ? await other('en') : undefined),
}

export const sentencesOf = (lang: Lang, text: string) =>
  (lang === 'ja' ? text.split(/(?<=[。！？])/) : text.split(/(?<=[.!?])\s+/)).map((s) => s.trim()).filter(Boolean)

/** A sentence with names, quotes, foods and figures masked, so the same sentence about another food is the same frame. */
export function maskOf(sentence: string, own: string[]): string {
  let out = sentence.toLowerCase().replace(/「[^」]*」|"[^"]*"/g, '〈q〉')
  for (const n of own.filter((x) => x.length > 1).sort((a, b) => b.length - a.length))
    out = out.split(n.toLowerCase()).join('〈n〉')
  for (const m of findMentions(out).sort((a, b) => b.surface.length - a.surface.length))
    out = out.split(m.surface.toLowerCase()).join('〈n〉')
  return out
    .replace(/\d+(?:[.,/]\d+)?/g, '#')
    .replace(/〈n〉(?:[\s,、・と]*(?:and|or|と|や)?[\s,、・]*〈n〉)+/g, '〈n〉')
}

export type Hollow = {
  round: number
  role: string
  sentence: string
  why: 'glue' | 'step again' | 'same figure' | 'repeat'
}

/** The hollow sentences of one discussion; `own`: the names masked (the panel's, the title, the dish asked). */
export function hollowOf(lang: Lang, turns: Said[], own: string[]): Hollow[] {
  const found: Hollow[] = []
  const seen = new Set<string>()
  turns.forEach((t, i) => {
    const before = turns
      .slice(0, i)
      .map((x) => x.text)
      .join('\n')
    for (const sentence of sentencesOf(lang, t.text)) {
      const say = (why: Hollow['why']) => found.push({ round: t.round, role: t.role, sentence, why })
      const matched = FRAMES[lang].flatMap((f) => {
        const m = sentence.match(f.re)
        return m ? [{ f, values: m.slice(1) }] : []
      })
      const frame = maskOf(sentence, own)
      if (t.role !== 'host' && seen.has(frame) && frame.length > 12) say('repeat')
      else if (matched.some(({ f }) => f.slots.every((s) => BARE.test(s)))) say('glue')
      else if (
        matched.some(
          ({ f, values }) =>
            f.slots.some((s) => STEP.test(s)) &&
            f.slots.every((s, k) => (BARE.test(s) && s !== 'minutes') || (STEP.test(s) && before.includes(values[k]!))),
        )
      )
        say('step again')
      else if (
        matched.some(({ values, f }) => {
          const figures = values.filter((v, k) => /^\d+$/.test(v) && !BARE.test(f.slots[k]!))
          return new Set(figures).size < figures.length
        })
      )
        say('same figure')
      seen.add(frame)
    }
  })
  return found
}

/**
 * Filler a blind cook named (issue 33 point 5), by class: (a) a step's minutes recited against the total or the board's
 * against the heat, a cost or an ingredient count where the theme asks no budget, a swap told to be "a home version";
 * (b) an opening that says no note answers, a keeping template where the theme asks nothing of keeping, a second fry
 * where the recipe fries once.
 */
const FILLER = {
  en: {
    minutes: /\b\d+ of the \d+ minutes|\b\d+ minutes (?:of|are) (?:preparation|cooking)\b|\bof the \d+ minutes, \d+/i,
    cost: /\b\d+ ingredients\b|\bshopping is\b|[$¥]\s?\d|\b\d+ yen\b/i,
    version: /\bhome version\b|\bmenu should say\b|\bmade without \w+, plainly\b/i,
    unanswered: /\bno tested answer\b|\bnotes? (?:do not|don't|give no|have no)\b|\bno note of ours\b/i,
    keeping: /\bfridge\b|\bfreez\w*|\bleftovers?\b/i,
    refry: /\bdouble[- ]fr\w*|\bsecond fry\b|\bfried twice\b/i,
  },
  ja: {
    minutes: /\d+分のうち\d+分|下ごしらえ(?:の)?\d+分|加熱(?:の)?\d+分/,
    cost: /材料\d+品|買い物は\d+品|\d+円/,
    version: /アレンジ版|本来の形ではない|のない版|版だと名乗/,
    unanswered: /覚え書きに(?:答えが)?(?:ありません|ない)|確かな答え|記録に答えはない|答えは手元/,
    keeping: /冷蔵|冷凍|保存|残りは/,
    refry: /二度揚げ|二度目の高温|2度揚げ/,
  },
}
const COSTS = { en: /\bbudget|\bcheap|\bcost|\$|\byen\b/i, ja: /予算|円|安く|安い|節約/ }
const KEEPS = {
  en: /\bfreez(?:e|es|ing)\b|\bfridge\b|\bleftover|\bahead\b|\bkeep\b|\bweek\b/i,
  ja: /冷凍(?:でき|して|保存|は)|保存|作り置き|前日|日持ち|残り/,
}
export type Filler = { kind: keyof (typeof FILLER)['en']; role: string; sentence: string }
/** The filler sentences of one discussion, given its theme and the published recipe's steps. */
export function fillerOf(lang: Lang, theme: string, turns: Said[], steps = ''): Filler[] {
  const f = FILLER[lang]
  return turns.flatMap((t) =>
    sentencesOf(lang, t.text).flatMap((sentence) => {
      const kinds = (Object.keys(f) as Filler['kind'][]).filter((k) => f[k].test(sentence))
      const fills = kinds.filter(
        (k) =>
          (k !== 'cost' || !COSTS[lang].test(theme)) &&
          (k !== 'keeping' || (t.role === 'host' && t.round === 1 && !KEEPS[lang].test(theme))) &&
          (k !== 'refry' || (t.role === 'host' && !f.refry.test(steps))),
      )
      return fills.map((kind) => ({ kind, role: t.role, sentence }))
    }),
  )
}

if (import.meta.main) {
  type Row = {
    lang: Lang
    theme: string
    dish: string | null
    transcript: Said[]
    recipe: Record<string, unknown> | null
  }
  const rows: Row[] = []
  for (const file of process.argv.slice(2))
    for (const l of (await Bun.file(file).text()).split('\n')) if (l.trim()) rows.push(JSON.parse(l))
  const { HOST_NAME } = await import('./run')
  const { specialists } = await import('../../src/ai/prompts')
  for (const lang of ['ja', 'en'] as const) {
    const names = [HOST_NAME[lang], ...specialists(lang).map((p) => p.name)].flatMap((n) => [n, ...n.split(/\s+/)])
    const mine = rows.filter((r) => r.lang === lang && r.transcript.length)
    const all = mine.flatMap((r) =>
      hollowOf(lang, r.transcript, [...names, r.dish ?? '', String(r.recipe?.[`title_${lang}`] ?? '')]),
    )
    const sentences = mine.flatMap((r) => r.transcript.flatMap((t) => sentencesOf(lang, t.text))).length
    const by = Object.groupBy(all, (h) => h.why)
    const counts = Object.entries(by).map(([k, v]) => `${k} ${v!.length}`)
    console.log(`${lang}: hollow ${all.length} of ${sentences} sentences in ${mine.length} discussions (${counts})`)
    const steps = (r: Row) => String(r.recipe?.[`steps_${lang}`] ?? '')
    const filler = mine.flatMap((r) => fillerOf(lang, r.theme, r.transcript, steps(r)))
    const kinds = Object.entries(Object.groupBy(filler, (x) => x.kind)).map(([k, v]) => `${k} ${v!.length}`)
    console.log(`${lang}: filler ${filler.length} sentences (${kinds})`)
    for (const x of filler.slice(0, Number(process.env.SHOW ?? 0)))
      console.log(`   [${x.role} ${x.kind}] ${x.sentence}`)
    for (const h of all.slice(0, Number(process.env.SHOW ?? 0)))
      console.log(`   [${h.round} ${h.role} ${h.why}] ${h.sentence}`)
  }
}
