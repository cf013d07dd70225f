import { describe, expect, test } from 'bun:test'
import diets from '../../../knowledge/diets.json'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { food } from '../../../src/ai/cookbook/foods'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
import { readBrief } from '../../../src/ai/food/brief'
import { checkRecipe as guard } from '../../../src/ai/food/guard'
import { withSafetySteps } from '../../../src/ai/food/hazards'
import type { AuthoredVariant } from '../../../src/ai/cookbook/types'
import { cooksEach, cooksVersionEach, expectAuthored } from './authored'

const version = (dish: string, id: string): AuthoredVariant => {
  const v = recipeFor(dish)?.variants?.find((x) => x.id === id)
  expect([dish, id, v !== undefined]).toEqual([dish, id, true])
  return v!
}
const foodsOf = (v: AuthoredVariant) => (v.ingredients ?? []).map((i) => i.food)
const LOW_CARB = [
  ['shoyu_ramen', 'low_carb'],
  ['yakisoba', 'low_carb'],
  ['chahan', 'cauliflower_rice'],
  ['okonomiyaki', 'flour_free'],
  ['sukiyaki', 'low_sugar'],
] as const

describe('versions people ask for (gaps11)', () => {
  test('each added dish has an authored recipe with notes for every role', () =>
    expectAuthored(['mix_sando', 'baby_yogurt_fruit', 'hasami_torimune_itame', 'shittori_sasami']))

  cooksEach([
    ['ja', 'ミックスサンドを作りたい', 'mix_sando'],
    ['en', 'kissaten style mixed sandwiches for lunch', 'mix_sando'],
    ['ja', '生後6か月の赤ちゃんにヨーグルトをあげたい', 'baby_yogurt_fruit'],
    ['en', 'yogurt with fruit puree for my 6 month old baby', 'baby_yogurt_fruit'],
    ['ja', '包丁がないので鶏むね肉をキッチンばさみで何か作りたい', 'hasami_torimune_itame'],
    ['ja', '鶏ささみの低温調理、50℃で1時間でいい？', 'shittori_sasami'],
  ])

  test('the gently poached tenderloins reach 75 °C at the centre by a thermometer and say why 50 °C is not safe', () => {
    const r = recipeFor('shittori_sasami')!
    expect(r.steps.map((s) => s.cue.temp_c).filter(Boolean)).toEqual([75])
    expect(r.steps.some((s) => /thermometer/.test(s.en))).toBe(true)
    expect(r.notes.nutritionist.some((n) => /63 °C/.test(n.en) && /50 °C/.test(n.en))).toBe(true)
    const brief = readBrief('鶏ささみの低温調理、50℃で1時間でいい？', 'ja')
    expect(guard(withSafetySteps(render(adapt(r, brief, { seed: 1 })), brief), brief)).toEqual([])
  })

  test('the baby yogurt is sweetened by fruit alone: no honey, no sugar, and the apple is cooked', () => {
    const r = recipeFor('baby_yogurt_fruit')!
    expect(r.suits).toEqual(['infant_6m'])
    expect(r.ingredients.map((i) => i.food).sort()).toEqual(['apple', 'banana', 'water', 'yogurt'])
    expect(r.steps[0]!.heat).toBe('microwave')
    expect(r.notes.nutritionist.some((n) => /honey/.test(n.en) && /botulism/.test(n.en))).toBe(true)
  })

  cooksVersionEach([
    ['ja', 'ごまアレルギーの家族がいます。冷しゃぶを作りたい', 'butashabu_salad', 'sesame_free'],
    ['ja', '大豆アレルギーの子に鶏の照り焼きを作りたい', 'chicken_teriyaki', 'soy_free'],
    ['ja', '卵アレルギーだけどチキン南蛮が食べたい', 'chicken_nanban', 'egg_free'],
    ['ja', 'えびアレルギーの娘にエビチリ作って', 'ebi_chili', 'chicken'],
    ['ja', '大豆アレルギーなので、ぶりの照り焼きをしょうゆなしで', 'buri_teriyaki', 'soy_free'],
    ['en', 'roast turkey for a coeliac guest, gluten-free gravy please', 'roast_turkey', 'gluten_free'],
    ['en', 'fish and chips without deep frying', 'fish_and_chips', 'oven'],
    ['en', 'fish and chips in the air fryer', 'fish_and_chips', 'air_fryer'],
    ['ja', 'グリーンカレーの本格レシピ。ペーストから作りたい', 'thai_green_curry', 'from_scratch'],
    ['ja', 'カレーライスをルウを使わずに作りたい', 'japanese_curry', 'from_scratch'],
    ['ja', '包丁がないけど鶏の照り焼きが食べたい', 'chicken_teriyaki', 'no_knife'],
    ['en', 'I have no knife. spaghetti with tomato sauce', 'pasta_pomodoro', 'no_knife'],
  ])

  test('the low-carb versions hold no food the keto diet rules out', () => {
    const keto = diets.diets.find((d) => d.id === 'keto')!
    const out = new Set(keto.ingredients)
    for (const [dish, id] of LOW_CARB) {
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

  test('the no-knife versions and the scissors stir-fry ask for no knife or board in any step or prep', () => {
    const knife = /切|刻|みじん|包丁|まな板|\b(?:cut|chop|slice|dice|mince)/i
    const cooked: Array<[string, Pick<AuthoredVariant, 'steps' | 'ingredients'>]> = [
      ['chicken_teriyaki', version('chicken_teriyaki', 'no_knife')],
      ['pasta_pomodoro', version('pasta_pomodoro', 'no_knife')],
      ['hasami_torimune_itame', recipeFor('hasami_torimune_itame')!],
    ]
    for (const [dish, v] of cooked) {
      const texts = [
        ...v.steps!.flatMap((s) => [s.ja, s.en, s.cue.ja, s.cue.en]),
        ...v.ingredients!.flatMap((i) => (i.prep ? [i.prep.ja, i.prep.en] : [])),
      ]
      // A food's ref is no word the cook reads ({cut_vegetable_mix} is said "bagged stir-fry vegetables").
      expect([dish, texts.filter((t) => knife.test(t.replace(/\{\w+\}/g, '')))]).toEqual([dish, []])
      expect([dish, v.steps!.some((s) => s.vessel === 'board')]).toEqual([dish, false])
    }
  })

  test('cooked as the recipe, each low-carb version passes the guard for a diabetic and a keto theme, its description whole', () => {
    for (const [dish, id] of LOW_CARB)
      for (const [lang, theme] of [
        ['ja', '糖尿病の父に作りたい。砂糖ひかえめで'],
        ['en', 'keto, no carbs please'],
      ] as const) {
        const brief = readBrief(theme, lang)
        const v = version(dish, id)
        const own = { ...recipeFor(dish)!, ...v, variants: [] }
        const a = adapt(own, brief, { seed: 1 })
        expect([dish, theme, guard(withSafetySteps(render(a), brief), brief)]).toEqual([dish, theme, []])
        // Its own description names no food the diet rules out, so it is kept whole.
        expect([dish, theme, a.recipe.description]).toEqual([dish, theme, v.description!])
      }
  })

  test('low-sugar sukiyaki sweetens its sauce with onion, not sugar or mirin', () => {
    const held = foodsOf(version('sukiyaki', 'low_sugar'))
    expect(held).not.toContain('sugar')
    expect(held).not.toContain('mirin')
    expect(held).toContain('onion')
  })

  test('each diet version is free of what it says by its own foods', () => {
    for (const [dish, id] of [
      ['butashabu_salad', 'sesame_free'],
      ['chicken_teriyaki', 'soy_free'],
      ['buri_teriyaki', 'soy_free'],
      ['chicken_nanban', 'egg_free'],
      ['ebi_chili', 'chicken'],
      ['roast_turkey', 'gluten_free'],
    ] as const) {
      const v = version(dish, id)
      const carried = (v.ingredients ?? []).filter((i) => food(i.food).traits.some((t) => v.free_of!.includes(t)))
      expect([dish, id, carried.map((i) => i.food)]).toEqual([dish, id, []])
    }
  })
})
