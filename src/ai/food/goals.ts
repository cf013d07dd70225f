/**
 * The goals a theme states beside its dish: a budget and nutrition targets, read with the words of knowledge/goals.json
 * (the cookbook's cost.ts prices a recipe against them).
 */
import GOALS from '../../../knowledge/goals.json'
import { goalsFileSchema } from '../cookbook/schema'
import { validated } from '../cookbook/validate'
import type { Brief, Lang } from './types'

export type Currency = 'JPY' | 'USD'
export const GOALS_FILE = validated(goalsFileSchema, GOALS, 'knowledge/goals.json') as typeof GOALS

type Bilingual = Record<Lang, string>
const clauses = (text: string) => text.split(/[、。,;]/)
/**
 * The budget and the nutrition targets a theme states (knowledge/goals.json), read into the brief beside its other
 * asks: a sum of money, the whole dish's or a serving's, or only words asking for a cheap dish; a nutrient a serving
 * with its number, at least or at most by the words of its own clause.
 */
export function readGoals(text: string, lang: Lang): Pick<Brief, 'budget' | 'targets'> {
  const either = (p: Bilingual) => [new RegExp(p.en, 'i'), new RegExp(p.ja, 'i')]
  const first = (p: Bilingual) => either(p).reduce<RegExpExecArray | null>((m, re) => m ?? re.exec(text), null)
  const has = (p: Bilingual, within = text) => either(p).some((re) => re.test(within))
  const number = (m: RegExpExecArray) => Number(m.slice(1).find(Boolean)!.replaceAll(',', ''))
  const { budget: asked } = GOALS_FILE
  const sum = asked.amounts.map((a) => ({ currency: a.currency as Currency, m: first(a.pattern) })).find((a) => a.m)
  const per = has(asked.per_serving) ? { per: 'serving' as const } : {}
  const cheap = has(asked.soft) ? { currency: asked.currency_of[lang] as Currency } : undefined
  const budget = sum ? { currency: sum.currency, amount: number(sum.m!), ...per } : cheap
  const targets = GOALS_FILE.targets.flatMap(({ nutrient, pattern, default: way, scale = 1 }) => {
    const m = first(pattern)
    if (!m) return []
    // Its own clause beside it ("high protein, 40 g+"; 「塩分2g以下」), not the clause before.
    const [before, after] = [text.slice(0, m.index), text.slice(m.index + m[0].length)].map(clauses)
    const near = `${before!.at(-1)!.slice(-20)}${m[0]}${after![0]!.slice(0, 12)}`
    const side = has(GOALS_FILE.min, near) ? 'min' : has(GOALS_FILE.max, near) ? 'max' : way
    // A day's figure ("1,500 mg of sodium a day", 「1日6g」) is a serving's share of the day's meals.
    const day = has(GOALS_FILE.per_day.pattern, near) ? GOALS_FILE.per_day.meals : 1
    return [{ nutrient: nutrient as Nutrient, [side]: Math.round((number(m) * scale * 10) / day) / 10 }]
  })
  return { ...(budget && { budget }), ...(targets.length && { targets }) }
}
type Nutrient = NonNullable<Brief['targets']>[number]['nutrient']
