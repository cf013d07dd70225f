import { describe, expect, test } from 'bun:test'
import diets from '../../../knowledge/diets.json'
import { food } from '../../../src/ai/cookbook/foods'
import { recipeFor } from '../../../src/ai/cookbook/load'
import type { AuthoredVariant } from '../../../src/ai/cookbook/types'
import { cooksVersionEach } from './authored'

const version = (dish: string, id: string): AuthoredVariant => {
  const v = recipeFor(dish)?.variants?.find((x) => x.id === id)
  expect([dish, id, v !== undefined]).toEqual([dish, id, true])
  return v!
}
const foodsOf = (v: AuthoredVariant) => (v.ingredients ?? []).map((i) => i.food)

describe('versions people ask for (gaps11)', () => {
  cooksVersionEach([
    ['ja', 'ごまアレルギーの家族がいます。冷しゃぶを作りたい', 'butashabu_salad', 'sesame_free'],
    ['ja', '大豆アレルギーの子に鶏の照り焼きを作りたい', 'chicken_teriyaki', 'soy_free'],
    ['ja', '卵アレルギーだけどチキン南蛮が食べたい', 'chicken_nanban', 'egg_free'],
    ['en', 'roast turkey for a coeliac guest, gluten-free gravy please', 'roast_turkey', 'gluten_free'],
    ['en', 'fish and chips without deep frying', 'fish_and_chips', 'oven'],
    ['en', 'fish and chips in the air fryer', 'fish_and_chips', 'air_fryer'],
  ])

  test('the low-carb versions hold no food the keto diet rules out', () => {
    const keto = diets.diets.find((d) => d.id === 'keto')!
    const out = new Set(keto.ingredients)
    for (const [dish, id] of [
      ['shoyu_ramen', 'low_carb'],
      ['yakisoba', 'low_carb'],
      ['chahan', 'cauliflower_rice'],
      ['okonomiyaki', 'flour_free'],
      ['sukiyaki', 'low_sugar'],
    ] as const) {
      const held = foodsOf(version(dish, id)).filter((f) => out.has(f))
      expect([dish, id, held]).toEqual([dish, id, []])
    }
  })

  test('the low-carb versions keep the dish: noodles of konjac, rice of cauliflower, okonomiyaki bound by tofu and yam', () => {
    expect(foodsOf(version('shoyu_ramen', 'low_carb'))).toContain('shirataki')
    expect(foodsOf(version('yakisoba', 'low_carb'))).toContain('shirataki')
    expect(foodsOf(version('chahan', 'cauliflower_rice'))).toContain('cauliflower')
    expect(foodsOf(version('okonomiyaki', 'flour_free'))).toEqual(expect.arrayContaining(['tofu', 'nagaimo', 'egg']))
  })

  test('the from-scratch curries make their own paste or roux', () => {
    const green = foodsOf(version('thai_green_curry', 'from_scratch'))
    expect(green).not.toContain('green_curry_paste')
    expect(green).toEqual(expect.arrayContaining(['green_chili', 'lemongrass', 'galangal']))
    const curry = foodsOf(version('japanese_curry', 'from_scratch'))
    expect(curry).not.toContain('curry_roux')
    expect(curry).toEqual(expect.arrayContaining(['curry_powder', 'flour', 'butter']))
  })

  test('the no-knife versions ask for no knife or board in any step or prep', () => {
    const knife = /切|刻|みじん|包丁|まな板|\b(?:cut|chop|slice|dice|mince)/i
    for (const dish of ['chicken_teriyaki', 'pasta_pomodoro']) {
      const v = version(dish, 'no_knife')
      const texts = [
        ...v.steps!.flatMap((s) => [s.ja, s.en, s.cue.ja, s.cue.en]),
        ...v.ingredients!.flatMap((i) => (i.prep ? [i.prep.ja, i.prep.en] : [])),
      ]
      expect([dish, texts.filter((t) => knife.test(t))]).toEqual([dish, []])
      expect([dish, v.steps!.some((s) => s.vessel === 'board')]).toEqual([dish, false])
    }
  })

  test('low-sugar sukiyaki sweetens its warishita with onion, not sugar or mirin', () => {
    const held = foodsOf(version('sukiyaki', 'low_sugar'))
    expect(held).not.toContain('sugar')
    expect(held).not.toContain('mirin')
    expect(held).toContain('onion')
  })

  test('each diet version is free of what it says by its own foods', () => {
    for (const [dish, id] of [
      ['butashabu_salad', 'sesame_free'],
      ['chicken_teriyaki', 'soy_free'],
      ['chicken_nanban', 'egg_free'],
      ['roast_turkey', 'gluten_free'],
    ] as const) {
      const v = version(dish, id)
      const carried = (v.ingredients ?? []).filter((i) => food(i.food).traits.some((t) => v.free_of!.includes(t)))
      expect([dish, id, carried.map((i) => i.food)]).toEqual([dish, id, []])
    }
  })
})
