import type { Lang, Role } from '../prompts'
import { type LexiconEntry, lexiconEntry, type Text } from './lexicon'
import { andIn, nameIn, titles } from './names'
import type { Plan } from './plan'
import { nameOf, type Reading } from './prompt-reader'
import { rng, type Rng } from './random'
import { compose, type Decisions, decisionsFrom, fill, perServing, withAmount } from './recipe'

/** Everything a turn needs to speak: the plan, who is who, what was said, and the numbers. */
export type Scene = {
  plan: Plan
  lang: Lang
  reading: Reading
  r: Rng
  /** Panel names by role, as the prompt lists them. */
  n: Record<Role, string>
  /** A template filled for this language. */
  f: (text: Text) => string
  /** An ingredient's name in this language. */
  name: (entry: LexiconEntry) => string
  /** An ingredient with its amount: "2 tbsp soy sauce" / "しょうゆ大さじ2". */
  amount: (entry: LexiconEntry) => string
  theme: string
  season: string
  title: Text
  decisions: Decisions
  /** Per serving, for what the host and the chef proposed: as it stands, and with the nutritionist's cuts. */
  before: ReturnType<typeof perServing>
  planned: ReturnType<typeof perServing>
  after: ReturnType<typeof perServing>
  minutes: { proposed: number; final: number }
  yen: number
  /** The nutritionist's cuts in words: "the soy sauce from 2 tbsp to 1 tbsp" / "しょうゆを大さじ2から大さじ1に". */
  cutText: string
  /** The ingredients cut, joined: "soy sauce and miso" / "しょうゆとみそ". */
  cutNames: string
  /** Whether someone of this role has spoken earlier in the transcript. */
  spoke: (role: Role, round?: number) => boolean
}

const FALLBACK_NAMES: Record<Lang, Record<Role, string>> = {
  en: { host: 'our host', chef: 'the chef', nutritionist: 'the dietitian', culture: 'the historian', home_cook: 'the home cook' },
  ja: { host: '司会', chef: '料理長', nutritionist: '管理栄養士', culture: '食文化研究家', home_cook: '家庭料理担当' },
}

const SEASON_NAMES: Record<Lang, Record<Plan['season'], string>> = {
  en: { spring: 'spring', summer: 'summer', autumn: 'autumn', winter: 'winter' },
  ja: { spring: '春', summer: '夏', autumn: '秋', winter: '冬' },
}

/** The theme as it can be quoted in a sentence: one line, not too long. */
function quotable(theme: string): string {
  // Quoted as words only: markup in a theme is dropped, never repeated.
  const line = theme.replace(/<[^>]*>/g, ' ').replace(/[<>]/g, ' ').replace(/\s+/g, ' ').trim()
  return line.length > 60 ? `${line.slice(0, 57).trimEnd()}…` : line
}

export function sceneFor(plan: Plan, reading: Reading): Scene {
  const lang = reading.task.lang
  const roles: Role[] = ['host', 'chef', 'nutritionist', 'culture', 'home_cook']
  const n = Object.fromEntries(roles.map((role) => [role, nameOf(reading, role, FALLBACK_NAMES[lang][role])])) as Record<Role, string>
  // Round 3 and the recipe read what round 2 decided; earlier turns expect the plan's outcome.
  const decisions = decisionsFrom(plan, reading.transcript.filter((t) => t.round === 2 || (reading.task.kind === 'recipe' && t.round === 3)), lang)
  const name = (entry: LexiconEntry) => nameIn(entry, lang, plan)
  const proposed = [...plan.base, plan.touch, ...[...(plan.technique.needs ?? []), ...(plan.extra.needs ?? [])].map(lexiconEntry)]
  const yen = Math.round((plan.method.yen + (plan.leads.some((e) => e.kind === 'protein') ? 150 : 0)) / 10) * 10
  return {
    plan,
    lang,
    reading,
    r: rng(plan.seed, `${reading.task.kind}:${reading.task.round}:${reading.task.role}:${lang}`),
    n,
    f: (text) => fill(text, plan, lang, decisions.garnish),
    name,
    // In speech a counted amount takes "of": "4 spears of asparagus".
    amount: (entry) => withAmount(entry, plan, lang, '').replace(/^(\d[\d/ ]*\s(?:spears?|cloves?|stalks?|sheets?|slices?|leaves|bunch|heads?|packs?|bags?|pods?|cubes?|portions?|cans?|cups?|blocks?|pieces?|fillets?))\s(?!of\b)/, '$1 of '),
    theme: quotable(plan.theme) || (lang === 'ja' ? '（空のテーマ）' : '(an empty theme)'),
    season: SEASON_NAMES[lang][plan.season],
    title: titles(plan, plan.seasonal),
    decisions,
    before: perServing(proposed, plan, false),
    planned: perServing(proposed, plan),
    after: perServing(compose(plan, decisions).ingredients, plan),
    minutes: {
      proposed: plan.method.minutes + plan.extra.minutes,
      final: plan.method.minutes - plan.shortcut.saves + (decisions.extraKept ? plan.extra.minutes : 0),
    },
    yen,
    cutText:
      lang === 'ja'
        ? plan.cuts.map((c) => `${name(c.entry)}を${c.from.ja}から${c.to.ja}に`).join('、')
        : andIn(plan.cuts.map((c) => `the ${name(c.entry)} from ${c.from.en} to ${c.to.en}`), lang),
    cutNames: andIn(plan.cuts.map((c) => name(c.entry)), lang),
    spoke: (role, round) => reading.transcript.some((t) => t.role === role && (round === undefined || t.round === round)),
  }
}

export const dollars = (yen: number) => (Math.round((yen / 150) * 2) / 2).toFixed(2)

