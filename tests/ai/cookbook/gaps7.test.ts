import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { briefForDish } from '../../../src/ai/cookbook/check'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { readBrief } from '../../../src/ai/food/brief'
import { dish } from '../../../src/ai/food/dishes'
import { chooseDish } from '../../../src/ai/offline/compose'
import { expectAuthored } from './authored'

/** The accompaniments a menu merges into one meal, and the dishes themes asked for by name (author7). */
const ADDED = [
  'white_rice',
  'consomme_soup',
  'green_salad',
  'garlic_bread',
  'coconut_chutney',
  'aloo_masala',
  'masala_dosa',
  'eomuk_guk',
  'roast_beef',
]

describe('recipes a cook keeps (gaps7)', () => {
  test('each added dish has an authored recipe with notes for every role', () => expectAuthored(ADDED))

  test('plain rice cooks in a pot, or in the rice cooker alone; the consommé soup takes 10 minutes', () => {
    expect(recipeFor('white_rice')!.variants!.map((v) => v.asks)).toEqual([['rice_cooker_only']])
    expect(recipeFor('consomme_soup')!.total_minutes).toBeLessThanOrEqual(10)
  })

  test('roast beef is its own dish, with a frying-pan version taken to the whole-muscle 63 °C', () => {
    expect(dish('sunday_roast').aliases).not.toContain('roast beef')
    expect(dish('roast_beef').aliases).toContain('ローストビーフ')
    const pan = recipeFor('roast_beef')!.variants!.find((v) => v.id === 'no_oven')!
    expect(pan.asks).toEqual(['no_oven'])
    expect(pan.steps!.every((s) => s.heat !== 'oven' && s.vessel !== 'oven')).toBe(true)
    expect(pan.steps!.map((s) => s.cue.temp_c).filter(Boolean)).toEqual([63])
  })

  test('masala dosa wraps its potato masala and comes with coconut chutney; dosa batters soak raw rice', () => {
    const r = recipeFor('masala_dosa')!
    expect(r.ingredients.map((i) => i.food)).toEqual(expect.arrayContaining(['potato', 'desiccated_coconut']))
    for (const id of ['dosa', 'idli', 'uttapam', 'masala_dosa'])
      expect([id, recipeFor(id)!.ingredients.some((i) => i.food === 'rice')]).toEqual([id, false])
  })

  test('arepas: masarepa takes about twice its weight in warm water', () => {
    const lines = recipeFor('arepas')!.ingredients
    const flour = lines.find((i) => i.food === 'cornmeal')!.amount.qty as number
    const water = lines.find((i) => i.food === 'water')!.amount.qty as number
    expect(water / flour).toBeGreaterThanOrEqual(2)
  })

  test("bibimbap's namul are seasoned by lines of their own, not only the blanching salt", () => {
    const r = recipeFor('bibimbap')!
    const namul = r.steps.find((s) => s.en.startsWith('Dress the sprouts'))!
    expect(namul.en).toContain('{salt_2}')
    expect(namul.en).toContain('{soy_sauce_2}')
    expect(r.steps.some((s) => /the rest of the \{sugar\}/.test(s.en))).toBe(false)
  })
})

test('Sichuan mapo tofu: douchi and plenty of ground Sichuan pepper, no sweet bean sauce', () => {
  const v = recipeFor('mapo_tofu')!.variants!.find((x) => x.id === 'sichuan')!
  const foods = v.ingredients!.map((i) => i.food)
  expect(foods).toEqual(expect.arrayContaining(['douchi', 'doubanjiang', 'sichuan_pepper']))
  expect(foods).not.toContain('tianmianjiang')
  expect(v.ingredients!.find((i) => i.food === 'sichuan_pepper')!.amount).toEqual({ qty: 1, unit: 'tsp' })
})

test('the home mapo tofu itself has douchi and measured Sichuan pepper, not a pinch', () => {
  const r = recipeFor('mapo_tofu')!
  expect(r.ingredients.map((i) => i.food)).toContain('douchi')
  expect(r.ingredients.find((i) => i.food === 'sichuan_pepper')!.amount).toEqual({ qty: 0.5, unit: 'tsp' })
})

test('Venezuelan arepas are filled with a white stretched cheese, not a grated one', () => {
  expect(recipeFor('arepas')!.ingredients.find((i) => i.ref === 'cheese')!.food).toBe('mozzarella')
})

test('seafood paella, pasta and chowder each have a fish-only version free of shellfish', () => {
  for (const id of ['paella', 'seafood_linguine', 'clam_chowder']) {
    const v = recipeFor(id)!.variants!.find((x) => x.id === 'fish_only')!
    expect([id, v.free_of]).toEqual([id, ['shellfish', 'crustacean', 'mollusc']])
    expect([id, v.ingredients!.some((i) => i.food === 'cod')]).toEqual([id, true])
  }
})

test('an egg scales whole or by half: the hambāgu for 3 takes 1 egg, not 3/4', () => {
  const a = adapt(recipeFor('hamburg_steak')!, briefForDish('hamburg_steak', { limits: { servings: 3 } }), { seed: 7 })
  expect(a.declined).toBeUndefined()
  expect(a.recipe.ingredients.find((i) => i.food === 'egg')!.amount).toEqual({ qty: 1, unit: 'piece' })
})

test('a street-food theme weighs the dishes whose origin is a street stall (knowledge/choosing.json)', () => {
  const theme = '韓国の屋台っぽいやつ、家で。2人'
  const chosen = chooseDish(readBrief(theme, 'ja'), 1, theme)
  expect(dish(chosen).origin.ja).toMatch(/屋台/)
})

test('plain rice is named only by asking how to cook it, never by a dish said to go with rice', () => {
  expect(readBrief('10分で！朝ごはん、パンとスープ', 'ja').dishId).not.toBe('white_rice')
  expect(readBrief('白ごはんに合うおかず', 'ja').dishId).not.toBe('white_rice')
  expect(readBrief('something to go with plain rice', 'en').dishId).not.toBe('white_rice')
  expect(readBrief('how to cook rice in a pot', 'en').dishId).toBe('white_rice')
})

test('the Sunday roast is a joint, not stewing cubes tied whole', () => {
  expect(recipeFor('sunday_roast')!.ingredients[0]!.food).toBe('beef_brisket')
})

test('a cue says what the cook sees, never an order that reads "until stop…"', () => {
  const orders = /^(?:stop|turn|do not|don't)\b/i
  for (const id of ['banana_bread', 'dorayaki'])
    for (const s of recipeFor(id)!.steps) expect([id, orders.test(s.cue.en)]).toEqual([id, false])
})
