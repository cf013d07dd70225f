import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import Ajv from 'ajv'
import { adapt, ruledOut } from '../../../src/ai/cookbook/adapt'
import { briefForDish } from '../../../src/ai/cookbook/check'
import { costOf, goalMisfit, lineCost, PRICE_TABLE, pantry } from '../../../src/ai/cookbook/cost'
import { readGoals } from '../../../src/ai/food/goals'
import { RECIPES, recipeFor } from '../../../src/ai/cookbook/load'
import { nutritionOf } from '../../../src/ai/cookbook/render'
import { substitutionsFor } from '../../../src/ai/cookbook/substitutions'
import type { Decision } from '../../../src/ai/cookbook/types'
import { readBrief } from '../../../src/ai/food/brief'
import type { Brief } from '../../../src/ai/food/types'
import { chooseDish } from '../../../src/ai/offline/choose'

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'))
const said = (decisions: Decision[], what: string) =>
  decisions.flatMap((d) => (d.kind === 'condition' && d.what === what ? [d.note] : []))
const swaps = (decisions: Decision[]) =>
  decisions.flatMap((d) => (d.kind === 'substitute' && d.because === 'budget' ? [[d.from, d.to]] : []))

describe('prices and goals as data', () => {
  test('every food an authored recipe or variant uses has a price, or is a pantry seasoning with the flat figure', () => {
    const unpriced = RECIPES.flatMap((r) => [r, ...(r.variants ?? [])])
      .flatMap((r) => r.ingredients ?? [])
      .filter((i) => !PRICE_TABLE.foods[i.food] && !pantry(i.food))
      .map((i) => i.food)
    expect([...new Set(unpriced)]).toEqual([])
  })

  test('their published JSON Schemas accept the files and name a broken one', () => {
    const ajv = new Ajv({ strict: false })
    for (const name of ['prices', 'goals']) {
      const data = json(`knowledge/${name}.json`)
      expect(data.$schema).toBe(`./schemas/${name}.schema.json`)
      const check = ajv.compile(json(`knowledge/schemas/${name}.schema.json`))
      expect(check(data), name).toBe(true)
      expect(check({ ...data, unknown: 1 }), name).toBe(false)
    }
  })

  test('a line costs its weight at the price of 100 g, a pinch of saffron its own figure, a spoon of soy sauce a little', () => {
    const beef = { ref: 'beef', food: 'ground_beef', amount: { qty: 300, unit: 'g' as const }, does: 'body' as const }
    expect(lineCost(beef, 'JPY')).toBeCloseTo(3 * PRICE_TABLE.foods.ground_beef!.jpy)
    const saffron = { ref: 's', food: 'saffron', amount: { unit: 'pinch' as const }, does: 'flavours' as const }
    expect(lineCost(saffron, 'USD')).toBe(PRICE_TABLE.foods.saffron!.usd)
    const oil = { ref: 'o', food: 'oil', amount: { qty: 1, unit: 'l' as const }, does: 'fries' as const }
    expect(lineCost(oil, 'JPY')!).toBeLessThan(10 * PRICE_TABLE.foods.oil!.jpy)
  })
})

describe('reading a budget and a nutrition target from the theme', () => {
  test.each([
    ['ハンバーグ、3人で予算1000円', 'ja', { budget: { currency: 'JPY', amount: 1000 } }],
    ['mujaddara - cheap dinner under $10', 'en', { budget: { currency: 'USD', amount: 10 } }],
    ['tacos at $3 a serving', 'en', { budget: { currency: 'USD', amount: 3, per: 'serving' } }],
    ['節約したいから海鮮なしで', 'ja', { budget: { currency: 'JPY' } }],
    ['chana masala, budget week', 'en', { budget: { currency: 'USD' } }],
    ['high protein, 40g+ per serving', 'en', { targets: [{ nutrient: 'protein_g', min: 40 }] }],
    [
      'たんぱく質30g以上、塩分2g以下の夕飯',
      'ja',
      {
        targets: [
          { nutrient: 'protein_g', min: 30 },
          { nutrient: 'salt_g', max: 2 },
        ],
      },
    ],
    ['a pasta dinner under 500 kcal', 'en', { targets: [{ nutrient: 'kcal', max: 500 }] }],
    // A comma ends the clause before a target too: "under" is the energy's, not the protein's.
    [
      'under 500 kcal, 35g protein, breakfast at my desk',
      'en',
      {
        targets: [
          { nutrient: 'protein_g', min: 35 },
          { nutrient: 'kcal', max: 500 },
        ],
      },
    ],
    ['beef stew for four', 'en', {}],
  ] as const)('%s', (theme, lang, goals) => {
    expect(readGoals(theme.toLowerCase(), lang)).toEqual(goals as Pick<Brief, 'budget' | 'targets'>)
  })

  test('the brief carries them', () => {
    expect(readBrief('ハンバーグとポテサラ、3人で予算1000円', 'ja').budget).toEqual({ currency: 'JPY', amount: 1000 })
  })
})

describe('a budget kept by the adapter', () => {
  const hamburg = recipeFor('hamburg_steak')!
  const forThree = (more: Partial<Brief>) => briefForDish('hamburg_steak', { limits: { servings: 3 }, ...more })

  test('beef mince over ¥1000 for three becomes mixed mince, and the total and serving are said against it', () => {
    const a = adapt(hamburg, forThree({ budget: { currency: 'JPY', amount: 1000 } }), { seed: 1 })
    expect(swaps(a.decisions)).toEqual([['ground_beef', 'mixed_ground_meat']])
    expect(costOf(a.recipe, 'JPY').total).toBeLessThanOrEqual(1000)
    const [note] = said(a.decisions, 'budget')
    expect(note?.ja).toMatch(/全部で約[\d,]+円、1人分約[\d,]+円で、予算の1,000円に収まります/)
    expect(note?.ja).toContain('合いびき肉')
    expect(note?.en).toMatch(/about ¥[\d,]+ in all, ¥[\d,]+ a serving, within the ¥1,000/)
  })

  test('no budget, no swap and no figure; a budget already kept, no swap', () => {
    const none = adapt(hamburg, forThree({}), { seed: 1 })
    expect(swaps(none.decisions)).toEqual([])
    expect(said(none.decisions, 'budget')).toEqual([])
    const rich = adapt(hamburg, forThree({ budget: { currency: 'JPY', amount: 5000 } }), { seed: 1 })
    expect(swaps(rich.decisions)).toEqual([])
    expect(said(rich.decisions, 'budget')[0]?.en).toContain('within')
  })

  test('never a swap for money to a food the brief rules out: with no pork, the beef stays and the cost is said over', () => {
    const brief = briefForDish('hamburg_steak', {
      limits: { servings: 3 },
      budget: { currency: 'JPY', amount: 600 },
      exclusions: [
        { kind: 'diet', name: 'no pork', excludes: ['pork'], traits: ['pork'], ingredients: [] },
      ] as unknown as Brief['exclusions'],
    })
    const a = adapt(hamburg, brief, { seed: 1 })
    expect(swaps(a.decisions)).toEqual([])
    expect(a.recipe.ingredients.some((i) => i.food === 'ground_beef')).toBe(true)
    expect(said(a.decisions, 'budget')[0]?.en).toMatch(/over the ¥600/)
  })

  test('mixed mince is a food of its own, not beef mince: 合挽き肉 names it', () => {
    expect(readBrief('合挽き肉でハンバーグ', 'ja').keyIngredientIds).toContain('mixed_ground_meat')
    expect(readBrief('牛ひき肉でハンバーグ', 'ja').keyIngredientIds).toContain('ground_beef')
  })

  test('a row for money is never a stand-in for a restriction', () => {
    const ruled = ruledOut({ exclusions: [], diets: [] })
    const byName = { ...ruled, ids: new Set(['ground_beef']) }
    expect(substitutionsFor('ground_beef', 'body', byName).some((r) => r.budget)).toBe(false)
  })

  test('under a $10 budget the chooser weighs a dear dish below a cheap one', () => {
    const brief = briefForDish('mujaddara', {
      lang: 'en',
      limits: { servings: 4 },
      budget: { currency: 'USD', amount: 6 },
    })
    expect(goalMisfit(recipeFor('beef_wellington') ?? recipeFor('sukiyaki')!, brief)).toBeGreaterThan(
      goalMisfit(recipeFor('mujaddara')!, brief),
    )
    expect(goalMisfit(recipeFor('mujaddara')!, { ...brief, budget: undefined })).toBe(0)
  })
})

describe('a nutrition target kept by the adapter, and a crowd', () => {
  test('40 g of protein a serving raises the main protein food within reason, and says the figure against it', () => {
    const recipe = recipeFor('lomo_saltado')!
    const before = nutritionOf(recipe).protein_g
    const brief = briefForDish('lomo_saltado', { lang: 'en', targets: [{ nutrient: 'protein_g', min: 40 }] })
    const a = adapt(recipe, brief, { seed: 1 })
    expect(before).toBeLessThan(40)
    expect(nutritionOf(a.recipe).protein_g).toBeGreaterThanOrEqual(40)
    const [raised, figure] = said(a.decisions, 'goal')
    expect(raised?.en).toMatch(/the thinly sliced beef goes up to \d+ g/)
    expect(figure?.en).toMatch(/about 4\d(\.\d)? g of protein, which meets the 40 g or more/)
  })

  test('a salt ceiling cuts the salty seasonings; an energy ceiling is said against the figure', () => {
    const recipe = recipeFor('hamburg_steak')!
    const salt = adapt(recipe, briefForDish('hamburg_steak', { targets: [{ nutrient: 'salt_g', max: 2 }] }), {
      seed: 1,
    })
    expect(nutritionOf(salt.recipe).salt_g).toBeLessThanOrEqual(2)
    const kcal = adapt(recipe, briefForDish('hamburg_steak', { targets: [{ nutrient: 'kcal', max: 100 }] }), {
      seed: 1,
    })
    expect(said(kcal.decisions, 'goal')[0]?.ja).toMatch(
      /1人分のエネルギーは約\d+kcalで、目標の100kcal以下には届きません/,
    )
  })

  test('fifty servings are cooked in batches, held hot above 60 °C or cooled fast, and served within two hours', () => {
    const a = adapt(recipeFor('yakisoba')!, briefForDish('yakisoba', { limits: { servings: 50 } }), { seed: 1 })
    const [note] = said(a.decisions, 'goal')
    expect(note?.ja).toContain('60℃以上')
    expect(note?.en).toMatch(/batches.*60 °C.*two hours/)
    expect(said(adapt(recipeFor('yakisoba')!, briefForDish('yakisoba'), { seed: 1 }).decisions, 'goal')).toEqual([])
  })
})

describe('the chooser weighs the goals', () => {
  const chosen = (theme: string) => recipeFor(chooseDish(readBrief(theme, 'en'), 1, theme))!
  test('a budget picks a cheaper dish of the food asked', () => {
    const each = (theme: string) => costOf(chosen(theme), 'USD').each
    expect(each('a beef dinner for two, under $4 total')).toBeLessThanOrEqual(2)
    expect(each('a beef dinner for two')).toBeGreaterThan(2)
  })

  test('a protein floor picks a richer one', () => {
    expect(nutritionOf(chosen('a chicken dinner, 50g protein per serving')).protein_g).toBeGreaterThanOrEqual(50)
    expect(nutritionOf(chosen('a chicken dinner')).protein_g).toBeLessThan(50)
  })
})
