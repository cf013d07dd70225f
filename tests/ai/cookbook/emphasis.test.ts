import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { briefForDish } from '../../../src/ai/cookbook/check'
import { carriesHeat, useUpGrams } from '../../../src/ai/cookbook/emphasis'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { gramsOf } from '../../../src/ai/cookbook/render'
import type { Adaptation, AuthoredRecipe } from '../../../src/ai/cookbook/types'
import { readBrief } from '../../../src/ai/food/brief'
import type { Brief } from '../../../src/ai/food/types'
import { chooseDish } from '../../../src/ai/offline/choose'

const said = (a: Adaptation) => a.decisions.flatMap((d) => (d.kind === 'condition' ? [d.note.en, d.note.ja] : []))
const qty = (a: Adaptation, food: string) => a.recipe.ingredients.find((i) => i.food === food)?.amount.qty

describe('heat asked: read, weighed and raised', () => {
  test.each([
    ['challenge-level sichuan for my hot sauce club, all adults, everyone opted in — numbing AND fiery', 'en'],
    ['激辛で痺れる四川料理が食べたい', 'ja'],
    ['something fiery and numbing for the spice lovers', 'en'],
  ] as const)('%s is cooked as a dish hot by its own foods, not a dash of hot sauce', (theme, lang) => {
    const id = chooseDish(readBrief(theme, lang), 1, theme)
    const own = recipeFor(id)!.ingredients.filter((i) => i.does !== 'garnish' && carriesHeat(i.food))
    expect(new Set(own.map((i) => i.food)).size).toBeGreaterThanOrEqual(2)
  })

  test('a hot wing challenge is wings', () => {
    const theme = "me + 3 friends agreed on a hot wing challenge this weekend, everyone's in. want REALLY hot lol"
    expect(chooseDish(readBrief(theme, 'en'), 1, theme)).toBe('buffalo_wings')
  })

  test('a challenge keeps the dish named and raises its own heat by the data factor, said with the gloves', () => {
    const brief = readBrief('激辛麻婆豆腐チャレンジ、4人分', 'ja')
    expect(brief.dishId).toBe('mapo_tofu')
    const base = recipeFor('mapo_tofu')!
    const mild = adapt(base, { ...brief, heat: undefined }, { seed: 1 })
    const hot = adapt(base, brief, { seed: 1 })
    const grams = (a: Adaptation, f: string) => gramsOf(a.recipe.ingredients.find((i) => i.food === f)!)
    for (const f of ['doubanjiang', 'sichuan_pepper', 'chili_oil'])
      expect(grams(hot, f) / grams(mild, f)).toBeCloseTo(2, 0)
    expect(qty(hot, 'tofu')).toBe(qty(mild, 'tofu'))
    expect(said(hot).join(' ')).toContain('手袋')
    expect(said(hot).join(' ')).toContain('gloves')
  })

  test('heat for the adults beside children keeps the pot mild and says the heat added at the table', () => {
    const brief = readBrief('mapo tofu, mild for the kids, hot for me', 'en')
    const a = adapt(recipeFor('mapo_tofu')!, brief, { seed: 1 })
    expect(a.recipe.ingredients.some((i) => carriesHeat(i.food))).toBe(false)
    expect(said(a).join(' ')).toContain('at the table')
  })
})

describe('a food to use up: how much, the dish whose body it is, the rest said', () => {
  test.each([
    ['大根1本まるごと使い切りたい', 'ja'],
    ['I have 2 kg of potatoes to use up', 'en'],
    ['キャベツ1玉を使い切りたい', 'ja'],
  ] as const)('%s is cooked with most of it', (theme, lang) => {
    const brief = readBrief(theme, lang)
    const a = adapt(recipeFor(chooseDish(brief, 1, theme))!, brief, { seed: 1 })
    const grams = (r: AuthoredRecipe) =>
      r.ingredients.filter((i) => i.food === brief.useUp!.food).reduce((g, i) => g + gramsOf(i), 0)
    // The body of the dish: a quarter of it or more as written, and more again as adapted (at most 8 servings)
    // unless the dish as written already takes it all: by weight, or every one of a counted food (a cabbage's 1 of 1).
    const { food, qty, unit } = brief.useUp!
    const counted = (r: AuthoredRecipe) =>
      unit === 'whole' &&
      r.ingredients.some((i) => i.food === food && i.amount.unit === 'piece' && i.amount.qty === qty)
    expect(grams(a.base)).toBeGreaterThanOrEqual(useUpGrams(brief) / 4)
    if (counted(a.base)) expect(counted(a.recipe)).toBe(true)
    else if (grams(a.base) < useUpGrams(brief)) expect(grams(a.recipe)).toBeGreaterThan(grams(a.base))
    expect(said(a).join(' ')).toMatch(/use up|使い切る/)
  })

  const daikon = (extra: Partial<Brief>) => ({ ...briefForDish('buri_daikon', {}), ...extra })
  test('with no servings named, the servings rise to take it, and a whole one says what to do with its leaves', () => {
    const a = adapt(recipeFor('buri_daikon')!, daikon({ useUp: { food: 'daikon', qty: 1, unit: 'whole' } }), {
      seed: 1,
    })
    expect(a.recipe.servings).toBeGreaterThan(recipeFor('buri_daikon')!.servings)
    expect(said(a).join(' ')).toContain('leaves')
    expect(said(a).join(' ')).toContain('葉')
  })

  test('with the servings named, the food itself rises, at most by the data factor, and the rest is said', () => {
    const brief = daikon({ useUp: { food: 'daikon', qty: 2000, unit: 'g' }, limits: { servings: 3 } })
    const a = adapt(recipeFor('buri_daikon')!, brief, { seed: 1 })
    expect(a.recipe.servings).toBe(3)
    expect(qty(a, 'daikon')).toBe(800)
    expect(qty(a, 'yellowtail')).toBe(300)
    expect(said(a).join(' ')).toContain('For the rest')
  })

  test('a food on hand, not a lot of it (one onion), is left to the chooser', () => {
    expect(useUpGrams({ useUp: { food: 'onion', qty: 1, unit: 'whole' } })).toBe(0)
    expect(useUpGrams({ useUp: { food: 'onion', qty: 3, unit: 'whole' } })).toBe(600)
  })

  test('a food the data does not know is left as written', () => {
    const a = adapt(recipeFor('buri_daikon')!, daikon({ useUp: { food: 'yellowtail', qty: 2, unit: 'whole' } }), {
      seed: 1,
    })
    expect(a.recipe.servings).toBe(recipeFor('buri_daikon')!.servings)
    expect(said(a)).toEqual([])
  })
})
