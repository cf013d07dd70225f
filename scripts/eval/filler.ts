/**
 * `bun scripts/eval/filler.ts DUMP.jsonl…`: of transcripts dumped one JSON line per theme (`lang`, `theme`, `dish`,
 * `transcript` as "[round] role: text", `recipe.title`), the slot-masked template share (`templated` of fresh.ts) and
 * the empty turns per language (`emptyTurns`), the frames in over a tenth of the discussions (TOP=n lists the first n).
 */
import type { Lang } from '../../src/ai/food/types'
import { specialists } from '../../src/ai/prompts'
import { type FreshRun, frameOf, templated } from './fresh'
import { HOST_NAME } from './run'

type Dumped = {
  lang: Lang
  theme: string
  expect: FreshRun['theme']['expect']
  dish: string | null
  transcript: string[]
  recipe: { title: string } | null
}

const speakers = (lang: Lang) =>
  [HOST_NAME[lang], ...specialists(lang).map((p) => p.name)]
    .flatMap((n) => [n, ...n.split(/\s+/)])
    .sort((a, b) => b.length - a.length)

/** A turn's sentences as frames, the speakers' names out (a name is no content of the discussion). */
export function frames(text: string, lang: Lang, own: string[]): string[] {
  const plain = speakers(lang).reduce((t, n) => t.replaceAll(n, ''), text)
  const sentences = lang === 'ja' ? plain.split(/(?<=[。！？])/) : plain.split(/(?<=[.!?])\s+/)
  return sentences.filter((s) => s.trim()).map((s) => frameOf(s, lang, own))
}

/**
 * Empty turns: every sentence a frame with no slot (no food, dish, figure or quote) whose last clause is said alike in
 * two discussions or more, so it says nothing of either ("Yes; the way we serve it respects the dish.", 「はい、歴史の面
 * からは以上です。」): the lead before it is picked from a few and is no content either.
 */
export function emptyTurns<T extends { frames: string[]; discussion: number }>(turns: T[]): T[] {
  const seen = new Map<string, Set<number>>()
  const tail = (f: string) => f.split(/[;:,、，]\s*/).at(-1)!
  for (const t of turns) for (const f of t.frames) seen.set(tail(f), (seen.get(tail(f)) ?? new Set()).add(t.discussion))
  const hollow = (f: string) => !/〈[nq]〉|#/.test(f) && seen.get(tail(f))!.size >= 2
  return turns.filter((t) => t.frames.every(hollow))
}

if (import.meta.main) {
  const rows: Dumped[] = []
  for (const file of process.argv.slice(2))
    for (const l of (await Bun.file(file).text()).split('\n')) if (l.trim()) rows.push(JSON.parse(l))
  const runs: FreshRun[] = rows.map((r) => ({
    theme: { lang: r.lang, theme: r.theme, expect: r.expect } as FreshRun['theme'],
    transcript: r.transcript.map((t) => {
      const [, round, role, text] = t.match(/^\[(\d)\] (\w+): ([\s\S]*)$/)!
      return { round: Number(round), role: role!, text: text! }
    }),
    recipe: r.recipe ? ({ [`title_${r.lang}`]: r.recipe.title } as unknown as FreshRun['recipe']) : null,
    ending: null,
    dish: r.dish,
  }))
  for (const lang of ['ja', 'en'] as const) {
    const t = templated(runs, lang)
    const mine = runs.filter((r) => r.theme.lang === lang)
    const turns = mine.flatMap((r, discussion) => {
      const own = [r.theme.theme, r.dish ?? '', r.recipe?.[`title_${lang}`] ?? '', ...(r.theme.expect.dish ?? [])]
      return r.transcript.map((x) => ({ x, discussion, frames: frames(x.text, lang, own) }))
    })
    const hollow = emptyTurns(turns)
    console.log(
      `${lang}: templated ${(t.share * 100).toFixed(1)}% of ${t.total} sentences; empty turns ${hollow.length} of ${turns.length} in ${mine.length} discussions; frames in over a tenth of them ${t.overTenth}`,
    )
    for (const f of t.top.slice(0, Number(process.env.TOP ?? 0)))
      console.log(`   ${(f.share * 100).toFixed(0)}% ${f.frame}`)
    for (const h of hollow.slice(0, Number(process.env.SHOW ?? 0)))
      console.log(`   [${h.x.round} ${h.x.role}] ${h.x.text}`)
  }
}
