/**
 * What a dish costs and what it holds against the theme's goals (issue 33): a budget (knowledge/goals.json, read into
 * `brief.budget` by src/ai/food/asks.ts) and nutrition targets a serving (`brief.targets`). Prices are data
 * (knowledge/prices.json: per 100 g as bought, in yen and dollars); the chooser weighs a recipe by `goalMisfit`, the
 * adapter (adapt.ts) swaps for money by the budget rows of knowledge/substitutions.json and says the figures with
 * `goalWords`.
 */
import PRICES from '../../../knowledge/prices.json'
import { type Currency, GOALS_FILE } from '../food/goals'
import { type Brief, fillSlots, type Lang, type Text } from '../food/types'
import { food } from './foods'
import { eatenGrams, gramsOf, nutritionOf } from './render'
import { priceFileSchema } from './schema'
import type { AuthoredIngredient, AuthoredRecipe } from './types'
import { validated } from './validate'

type Priced = { jpy: number; usd: number; per?: 'line'; estimate?: true }
export const PRICE_TABLE = validated(priceFileSchema, PRICES, 'knowledge/prices.json') as {
  pantry: { groups: string[]; jpy: number; usd: number }
  foods: Record<string, Priced>
}
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
  // Its nutrition only where a target asks it: the chooser weighs every authored recipe for every brief.
  const targets = brief.targets ?? []
  const n = targets.length ? nutritionOf(recipe) : undefined
  const missed = targets.reduce((s, t) => s + targetMiss(n![t.nutrient] ?? 0, t), 0)
  return Math.min(perBudget * 2, perBudget * over) + target * missed
}

/** A sentence of knowledge/goals.json `says` with its {placeholders} filled, in both languages. */
export function goalWords(id: string, slots: Record<string, Text | string | number>): Text {
  const said = (GOALS_FILE.says as Record<string, Text>)[id]!
  const fill = (lang: Lang) =>
    fillSlots(said[lang], (k) => {
      const v = slots[k]
      return typeof v === 'object' ? v[lang] : String(v ?? '')
    })
  return { ja: fill('ja'), en: fill('en') }
}
