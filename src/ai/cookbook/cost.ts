/**
 * What a dish costs and what it holds against the theme's goals (issue 33): a budget (knowledge/goals.json, read into
 * `brief.budget` by src/ai/food/asks.ts) and nutrition targets a serving (`brief.targets`). Prices are data
 * (knowledge/prices.json: per 100 g as bought, in yen and dollars); the chooser weighs a recipe by `goalMisfit`, the
 * adapter (adapt.ts) swaps for money by the budget rows of knowledge/substitutions.json and says the figures with
 * `goalWords`.
 */
import GOALS from '../../../knowledge/goals.json'
import PRICES from '../../../knowledge/prices.json'
import type { Brief, Lang, Text } from '../food/types'
import { food } from './foods'
import { eatenGrams, gramsOf, nutritionOf } from './render'
import { goalsFileSchema, priceFileSchema } from './schema'
import type { AuthoredIngredient, AuthoredRecipe } from './types'
import { validated } from './validate'

export type Currency = 'JPY' | 'USD'
type Priced = { jpy: number; usd: number; per?: 'line'; estimate?: true }
export const PRICE_TABLE = validated(priceFileSchema, PRICES, 'knowledge/prices.json') as {
  pantry: { groups: string[]; jpy: number; usd: number }
  foods: Record<string, Priced>
}
export const GOALS_FILE = validated(goalsFileSchema, GOALS, 'knowledge/goals.json') as typeof GOALS
const key = (c: Currency) => (c === 'JPY' ? 'jpy' : 'usd')

/** Whether a food is bought by the jar and used by the spoon (a seasoning, a spice, a herb): its line costs the flat pantry figure. */
export const pantry = (id: string) => PRICE_TABLE.pantry.groups.includes(food(id).item?.group ?? '')

/** What a line costs as bought (frying oil only what the food takes up); null when its food has no price. */
export function lineCost(item: AuthoredIngredient, currency: Currency): number | null {
  const row = PRICE_TABLE.foods[item.food]
  if (!row) return pantry(item.food) ? PRICE_TABLE.pantry[key(currency)] : null
  return row.per === 'line'
    ? row[key(currency)]
    : ((item.does === 'fries' ? eatenGrams(item) : gramsOf(item)) / 100) * row[key(currency)]
}

/** A recipe's cost in all and a serving, in a currency; unpriced lines count nothing. */
export function costOf(recipe: Pick<AuthoredRecipe, 'ingredients' | 'servings'>, currency: Currency) {
  const total = recipe.ingredients.reduce((n, i) => n + (lineCost(i, currency) ?? 0), 0)
  return { total, each: total / recipe.servings }
}

export const currencyOf = (brief: Pick<Brief, 'budget' | 'lang'>): Currency =>
  brief.budget?.currency ?? (GOALS_FILE.budget.currency_of[brief.lang] as Currency)

/** A sum as the theme's language writes it: 「870円」, "¥870", "$8.40". */
export function money(n: number, currency: Currency, lang: Lang): string {
  const cents = Number.isInteger(n) ? String(n) : n.toFixed(2)
  if (currency === 'USD') return lang === 'ja' ? `${cents}ドル` : `$${cents}`
  const yen = Math.round(n / 10) * 10
  return lang === 'ja' ? `${yen.toLocaleString('en')}円` : `¥${yen.toLocaleString('en')}`
}

/** The most a serving may cost under the brief: its sum a serving, its whole sum shared, or a cheap serving's cost. */
export function budgetEach(brief: Pick<Brief, 'budget' | 'lang'>, servings: number): number | null {
  const b = brief.budget
  if (!b) return null
  if (b.amount === undefined) return GOALS_FILE.budget.soft_per_serving[b.currency]
  return b.per === 'serving' ? b.amount : b.amount / servings
}

/** How far a serving's figure is off a target: 0 inside, else the share of the target it misses by. */
export const targetMiss = (value: number, t: NonNullable<Brief['targets']>[number]) =>
  t.min !== undefined ? Math.max(0, t.min - value) / t.min : Math.max(0, value - t.max!) / t.max!

/**
 * How far a recipe (at the theme's servings) is from the brief's goals, in the chooser's points: each share over the
 * budget a serving, each share a target missed, weighted as `goals_points` of knowledge/goals.json.
 */
export function goalMisfit(recipe: AuthoredRecipe, brief: Brief): number {
  const { budget: perBudget, target } = GOALS_FILE.points
  const each = budgetEach(brief, brief.limits.servings ?? recipe.servings)
  const over = each ? Math.max(0, costOf(recipe, currencyOf(brief)).each / each - 1) : 0
  const n = nutritionOf(recipe)
  const missed = (brief.targets ?? []).reduce((s, t) => s + targetMiss(n[t.nutrient] ?? 0, t), 0)
  return Math.min(perBudget * 2, perBudget * over) + target * missed
}

/** A sentence of knowledge/goals.json `says` with its {placeholders} filled, in both languages. */
export function goalWords(id: string, slots: Record<string, Text | string | number>): Text {
  const said = (GOALS_FILE.says as Record<string, Text>)[id]!
  const fill = (lang: Lang) =>
    said[lang].replace(/\{(\w+)\}/g, (_, k: string) => {
      const v = slots[k]
      return typeof v === 'object' ? v[lang] : String(v ?? '')
    })
  return { ja: fill('ja'), en: fill('en') }
}

type Bilingual = Record<Lang, string>
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
  const targets = GOALS_FILE.targets.flatMap(({ nutrient, pattern, default: way }) => {
    const m = first(pattern)
    if (!m) return []
    // Its own clause beside it ("high protein, 40 g+"; 「塩分2g以下」), not the clause before.
    const before = text
      .slice(0, m.index)
      .split(/[、。;]/)
      .at(-1)!
      .slice(-20)
    const near = `${before}${m[0]}${text
      .slice(m.index + m[0].length)
      .split(/[、。,;]/)[0]!
      .slice(0, 12)}`
    const side = has(GOALS_FILE.min, near) ? 'min' : has(GOALS_FILE.max, near) ? 'max' : way
    return [{ nutrient: nutrient as Nutrient, [side]: number(m) }]
  })
  return { ...(budget && { budget }), ...(targets.length && { targets }) }
}
type Nutrient = NonNullable<Brief['targets']>[number]['nutrient']
