/**
 * `bun scripts/eval/claims.ts DUMP.jsonl…` (of `scripts/eval/transcripts.ts`): what a cook reading the talk beside the
 * published recipe finds wrong or missing (issue 33 point 5), per language, with examples (SHOW=n).
 * Contradicted (class a): a sentence of the panel that
 * - says a food is the only one of its kind ("onion is the only vegetable", 「野菜が玉ねぎだけ」) where the recipe has others;
 * - says the dish goes without a food ("no cream", 「生クリームなし」) that the recipe has;
 * - counts the ingredients or names a step the published recipe does not have ("10 ingredients" of 14, step 7 of 5);
 * - names a food (not the pantry's) or a tool the published recipe does not use, outside a sentence that leaves it out.
 * Unanswered (class b): a theme whose question (make ahead, freeze, keep, a question mark) or situation (an aim of
 * knowledge/goals.json, a moment of knowledge/occasions.json) nothing in rounds 1 and 2 answers: the host's "the notes
 * do not say", a keeping question no sentence speaks to in the question's kind of words, an aim or a moment unspoken.
 */
import { food, kin } from '../../src/ai/cookbook/foods'
import type { Lang } from '../../src/ai/food/types'
import { findMentions, type Mention } from '../../src/ai/food/words'
import { PHRASES } from '../../src/ai/offline/talk/phrases'
import GOALS from '../../knowledge/goals.json'
import KEEPING from '../../knowledge/keeping.json'
import OCCASIONS from '../../knowledge/occasions.json'
import { sentencesOf, type Said } from './hollow'

type Recipe = Record<string, unknown> & { servings?: number }
type Row = { lang: Lang; theme: string; transcript: Said[]; recipe: Recipe | null; set?: string }
export type Claim = { kind: string; role: string; sentence: string }

const PANTRY = new Set(['seasoning', 'liquid', 'fat', 'spice'])
/** Words that make a sentence about what is left out or replaced: naming a food the recipe lacks is then its point. */
const AWAY = {
  en: /\b(?:without|instead|in place|replac\w*|swap\w*|becomes?|left out|leave out|no longer|rules? out|stays? out|free|not|never|or|if|lacks?|rather than|unlike|original|traditional\w*|usually|classic|none|nothing|check\w*|labels?|hiding|beside|alongside|serve \w+ with|bought|ready-cooked|leftover)\b/i,
  ja: /なし|抜き|代わり|替え|切り替え|置き換|除|使わ|入れず|外し|ではなく|でなく|ない|本来|本場|もともと|元の|なら|か、|や|または|もし|確か|表示|残って|添え|市販/,
}
/** "Only" said of a kind of food ("onion the only vegetable", 「野菜が玉ねぎだけ」, "takes only onion and salt"). */
const ONLY = {
  en: /\bthe only (?:vegetable|veg|green|meat|fish|protein)s?\b|\b(?:takes|needs|uses|has) only\b|\bnothing but\b/i,
  ja: /(?:野菜|具|肉|魚|青菜)(?:は|が)[^。、]{1,16}(?:だけ|のみ)|唯一の/,
}
const WITHOUT = {
  en: (n: string) =>
    new RegExp(
      `\\b(?:without|no|free of|free from)\\s+(?:any\\s+|the\\s+)?${RegExp.escape(n)}\\b|\\b${RegExp.escape(n)}-free\\b`,
      'i',
    ),
  ja: (n: string) => new RegExp(`${RegExp.escape(n)}(?:なし|抜き|を使わ|は使わ|不使用|を入れず|は入れ(?:ず|ません))`),
}
const STAND_IN = { en: /free|vegan|plant|dairy-free|egg-free|substitute/i, ja: /不使用|なし|植物性|代替|風/ }
const COUNT = { en: /\b(\d+) ingredients\b/i, ja: /(?:材料|全部で)(\d+)品|(\d+)品で/ }
const STEP = { en: /\bstep (\d+)\b/gi, ja: /手順(\d+)|(\d+)番目の手順/g }
const TOOLS = {
  en: /\b(?:frying pan|skillet|wok|saucepan|oven|microwave|rice cooker|toaster|steamer|grill|air[- ]fryer|slow cooker|pressure cooker|hot ?plate|griddle|blender|food processor|mortar)\b/gi,
  ja: /フライパン|中華鍋|オーブン|電子レンジ|炊飯器|トースター|蒸し器|せいろ|魚焼きグリル|ホットプレート|圧力鍋|エアフライヤー|ミキサー|フードプロセッサー|すり鉢/g,
}

const textOf = (recipe: Recipe, lang: Lang) =>
  [recipe[`ingredients_${lang}`], recipe[`steps_${lang}`], recipe[`title_${lang}`]].flat().join('\n')

/** The claims about the recipe's foods, tools and counts that the published recipe contradicts. */
export function contradicted(lang: Lang, turns: Said[], recipe: Recipe): Claim[] {
  const lines = (recipe[`ingredients_${lang}`] as string[]) ?? []
  const steps = (recipe[`steps_${lang}`] as string[]) ?? []
  const all = textOf(recipe, lang)
  const has = new Set(findMentions(all).flatMap((m) => m.ids))
  const titles = [String(recipe[`title_${lang}`] ?? '')].filter(Boolean)
  const found: Claim[] = []
  for (const t of turns)
    for (const said of sentencesOf(lang, t.text)) {
      // The title says what the dish is made without (卵不使用の…, "Egg-free …"): no claim of the talk's own.
      const sentence = titles.reduce((x, title) => x.split(title).join(' '), said)
      const say = (kind: string) => found.push({ kind, role: t.role, sentence: said })
      const ms = findMentions(sentence).filter((m) => m.ids.length)
      const away = AWAY[lang].test(sentence)
      // Only one of a kind: every food of that group the recipe has is named.
      if (ONLY[lang].test(sentence) && ms.length) {
        const groups = new Set(ms.flatMap((m) => m.ids.map((id) => food(id).item?.group ?? '')))
        const named = new Set(ms.flatMap((m) => m.ids))
        const others = [...has].filter(
          (id) => groups.has(food(id).item?.group ?? '') && !PANTRY.has(food(id).item?.group ?? '') && !named.has(id),
        )
        if (others.length) say('only')
      }
      // Said of a food a line of the recipe names as it is (not an egg-free or plant-based stand-in of it).
      const listed = (m: Mention) =>
        lines.some((l) => l.toLowerCase().includes(m.surface.toLowerCase()) && !STAND_IN[lang].test(l))
      if (
        t.role !== 'host' &&
        ms.some((m) => listed(m) && !PANTRY.has(m.item?.group ?? '') && WITHOUT[lang](m.surface).test(sentence))
      )
        say('without')
      const count = sentence.match(COUNT[lang])
      if (count && Number(count[1] ?? count[2]) !== lines.length) say('count')
      for (const m of sentence.matchAll(STEP[lang])) if (Number(m[1] ?? m[2]) > steps.length) say('step')
      if (t.role !== 'host' && !away) {
        const absent = ms.filter(
          (m) =>
            !m.ids.some((id) => [...has].some((x) => kin(id, x)) || PANTRY.has(food(id).item?.group ?? '')) &&
            !all.includes(m.surface),
        )
        if (absent.length) say('food')
        const tools = [...sentence.matchAll(TOOLS[lang])].filter((m) => !all.toLowerCase().includes(m[0].toLowerCase()))
        if (tools.length) say('tool')
      }
    }
  return found
}

/** The fixed words of a wording, its slots cut: a sentence holding its longest piece says it. */
const pieces = (text: string) =>
  text
    .split(/\{\w+\}/)
    .map((p) => p.trim())
    .filter((p) => p.length >= 6)
const longest = (text: string) => pieces(text).sort((a, b) => b.length - a.length)[0]
const NONE = { en: PHRASES.en['host.answer.none']!.map(longest), ja: PHRASES.ja['host.answer.none']!.map(longest) }

export type Unanswered = { kind: string; ask: string }
/** The theme's question and situation left unanswered in rounds 1 and 2 (empty when all are answered). */
export function unanswered(lang: Lang, theme: string, turns: Said[]): { asked: string[]; missed: Unanswered[] } {
  const early = turns.filter((t) => t.round <= 2)
  const said = early.map((t) => t.text).join('\n')
  const asked: string[] = []
  const missed: Unanswered[] = []
  const miss = (kind: string, ask: string) => missed.push({ kind, ask })
  const question = /[?？]/.test(theme)
  if (question) asked.push('question')
  if (question && NONE[lang].some((p) => p && said.includes(p))) miss('question', theme)
  for (const k of KEEPING.questions)
    if ('keeping' in k && new RegExp(k.theme[lang], 'iu').test(theme)) {
      asked.push(k.id)
      if (!new RegExp(k.note![lang], 'iu').test(said)) miss(k.id, theme)
    }
  for (const a of GOALS.aims)
    if (new RegExp(a.theme[lang], 'iu').test(theme)) {
      asked.push(a.id)
      const own = [a.says[lang], a.none[lang]].flatMap(pieces)
      if (!own.some((p) => said.includes(p))) miss(a.id, theme)
    }
  for (const m of OCCASIONS.moments)
    if (new RegExp(m.words[lang], 'iu').test(theme)) {
      asked.push(m.id)
      if (!pieces(m.says[lang]).some((p) => said.includes(p))) miss(m.id, theme)
    }
  return { asked, missed }
}

if (import.meta.main) {
  const rows: Row[] = []
  for (const file of process.argv.slice(2))
    for (const l of (await Bun.file(file).text()).split('\n')) if (l.trim()) rows.push(JSON.parse(l))
  const show = Number(process.env.SHOW ?? 0)
  for (const lang of ['ja', 'en'] as const) {
    const mine = rows.filter((r) => r.lang === lang && r.transcript.length && r.recipe)
    const claims = mine.flatMap((r) => contradicted(lang, r.transcript, r.recipe!))
    const asks = mine.map((r) => unanswered(lang, r.theme, r.transcript))
    const by = Object.groupBy(claims, (c) => c.kind)
    const missed = asks.flatMap((a) => a.missed)
    const byMiss = Object.groupBy(missed, (m) => m.kind)
    const count = (g: Partial<Record<string, unknown[]>>) =>
      Object.entries(g)
        .map(([k, v]) => `${k} ${v!.length}`)
        .join(', ')
    console.log(
      `${lang}: ${mine.length} discussions; contradicted ${claims.length} (${count(by)}); ` +
        `asked ${asks.filter((a) => a.asked.length).length}, unanswered ${asks.filter((a) => a.missed.length).length} (${count(byMiss)})`,
    )
    for (const c of claims.slice(0, show)) console.log(`   [${c.kind} ${c.role}] ${c.sentence}`)
    for (const m of missed.slice(0, show)) console.log(`   [unanswered ${m.kind}] ${m.ask.slice(0, 100)}`)
  }
}
