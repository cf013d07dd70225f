import { describe, expect, test } from 'bun:test'
import { adapt, ruledOut } from '../../../src/ai/cookbook/adapt'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { nutritionOf, render } from '../../../src/ai/cookbook/render'
import { readBrief } from '../../../src/ai/food/brief'
import { checkRecipe as guard } from '../../../src/ai/food/guard'
import { withSafetySteps } from '../../../src/ai/food/hazards'
import { chooseDish } from '../../../src/ai/offline/compose'
import { cooksEach, cooksVersionEach, expectAuthored } from './authored'

/** Dishes themes asked for, safe versions of hazardous asks, feast tables and meals for conditions (author8). */
const ADDED = [
  'mtsvadi',
  'shorbat_adas',
  'jallab',
  'lobiani',
  'crowd_beef_bean_stew',
  'soft_men_meat_sauce',
  'hyuga_don',
  'garlic_confit',
  'edible_cookie_dough',
  'elderberry_syrup',
  'egg_white_bites',
  'greek_yogurt_overnight_oats',
  'chicken_egg_wrap',
  'tofu_tamagotoji',
  'low_sodium_vegetable_soup',
  'elderberry_smoothie',
  'chicken_meal_prep_bento',
  'kinoko_itame',
  'beef_and_broccoli',
  'tomato_sauce',
  'pirozhki',
  'salmon_teriyaki',
  'rice_flour_bread',
  'smoothie_bowl',
  'low_sodium_ginger_chicken_soup',
  'tofu_gratin',
  'beef_jerky',
  'dilly_beans',
  'crowd_chicken_bean_stew',
]

const said = (id: string) => {
  const r = recipeFor(id)!
  return [r.description, ...r.steps, ...r.steps.map((s) => s.cue)].flatMap((t) => [t.ja, t.en]).join('\n')
}

describe('recipes a cook keeps (gaps8)', () => {
  test('each added dish has an authored recipe with notes for every role', () => expectAuthored(ADDED))

  cooksEach([
    [
      'ja',
      '給食のソフト麺のミートソース懐かしい〜家で再現できる？ソフト麺なければうどんでもいい？',
      'soft_men_meat_sauce',
    ],
    ['ja', 'ひゅうが丼って知ってる？愛媛の鯛の。刺身用の鯛買ってきた', 'hyuga_don'],
    ['ja', 'ジョージアのスプラ、ムツヴァディを焼きたい', 'mtsvadi'],
    ['en', 'making garlic in olive oil to keep in the pantry for months', 'garlic_confit'],
    ['en', 'raw cookie dough for my kids to eat with spoons', 'edible_cookie_dough'],
    ['en', 'church supper for 40: beef and bean stew we can make the day before', 'crowd_beef_bean_stew'],
    ['en', 'elderberries from the backyard - raw elderberry smoothie', 'elderberry_smoothie'],
    ['ja', 'ピロシキ揚げないで焼くタイプ、オーブンあり', 'pirozhki'],
    ['en', 'making beef jerky in the oven at like 150F overnight for a hiking trip', 'beef_jerky'],
    ['en', 'under 500 kcal, 35g protein, breakfast i can eat at my desk', 'chicken_egg_wrap'],
    ['en', 'tofu tamagotoji for my dad, he has gout', 'tofu_tamagotoji'],
    ['en', 'homemade tomato sauce to freeze in portions', 'tomato_sauce'],
    ['ja', 'ジム通い中で1食タンパク質40g、脂質15g以下の作り置き弁当、5日分', 'chicken_meal_prep_bento'],
  ])

  test('garlic confit says fridge and 4 days, and never the cupboard', () => {
    const text = said('garlic_confit')
    expect(text).toContain('冷蔵庫')
    expect(text).toMatch(/fridge/)
    expect(text).toMatch(/4 days/)
    expect(text).not.toMatch(/pantry|room temperature|常温/)
  })

  test('edible cookie dough: the flour reaches 74 °C before anything else, and there is no egg', () => {
    const r = recipeFor('edible_cookie_dough')!
    expect(r.steps[0]!.ja).toContain('{flour}')
    expect(r.steps[0]!.cue.temp_c).toBe(74)
    expect(r.ingredients.some((i) => i.food.startsWith('egg'))).toBe(false)
  })

  test('elderberry syrup and smoothie simmer the berries at least 15 minutes before they are strained or blended', () => {
    for (const [id, next] of [
      ['elderberry_syrup', /strain/i],
      ['elderberry_smoothie', /blend/i],
    ] as const) {
      const steps = recipeFor(id)!.steps
      const before = steps.slice(
        0,
        steps.findIndex((s) => next.test(s.en)),
      )
      expect([id, before.filter((s) => s.heat === 'low').reduce((n, s) => n + s.minutes, 0) >= 15]).toEqual([id, true])
    }
  })

  test('the stew for a crowd serves 20, cools in shallow trays within 2 hours and is reheated to 75 °C', () => {
    const r = recipeFor('crowd_beef_bean_stew')!
    expect(r.servings).toBeGreaterThanOrEqual(20)
    expect(said('crowd_beef_bean_stew')).toMatch(/shallow[^\n]*within 2 hours/)
    expect(r.steps.at(-1)!.cue.temp_c).toBe(75)
  })

  test('the low-purine dinners hold to the gout diet, and the low-sodium soups carry at most 0.6 g of salt', () => {
    const out = ruledOut(readBrief('low purine dinner, my dad has gout', 'en'))
    for (const id of ['tofu_tamagotoji', 'tofu_gratin'])
      expect([id, recipeFor(id)!.ingredients.filter((i) => out.ids.has(i.food))]).toEqual([id, []])
    for (const id of ['low_sodium_vegetable_soup', 'low_sodium_ginger_chicken_soup']) {
      const soup = recipeFor(id)!
      expect([id, soup.ingredients.map((i) => i.food).includes('unsalted_chicken_stock')]).toEqual([id, true])
      expect([id, nutritionOf(soup).salt_g <= 0.6]).toEqual([id, true])
    }
  })

  test('the desk breakfasts each give about 30 g of protein or more in under 500 kcal, without protein powder', () => {
    for (const id of ['egg_white_bites', 'greek_yogurt_overnight_oats', 'chicken_egg_wrap']) {
      const n = nutritionOf(recipeFor(id)!)
      expect([id, n.protein_g >= 29, (n.kcal ?? 999) < 500]).toEqual([id, true, true])
    }
  })
})

test.each([
  ['ja', 'ラマダンのイフタールにハリラを作りたい、ハラールで', 'harira'],
  ['en', 'iftar for 12: harira, halal please', 'harira'],
  ['en', 'iftar soup for ramadan: shorbat adas', 'shorbat_adas'],
  ['en', 'iftar table for the church hall: beef and bean stew for a crowd, halal', 'crowd_beef_bean_stew'],
] as const)('%s "%s": %s names its lamb or beef, never a bare 肉, and passes the guard', (lang, theme, id) => {
  const brief = readBrief(theme, lang)
  const a = adapt(recipeFor(id)!, brief, { seed: 1 })
  expect(a.declined).toBeUndefined()
  expect(guard(withSafetySteps(render(a), brief), brief)).toEqual([])
})

test('hiyashi chuka for a sesame allergy and a dairy-free eater keeps its soy-vinegar tare and passes the guard', () => {
  const theme = '娘がごまアレルギーで、夫は乳製品ダメ。3人で食べられる冷やし中華ある？'
  const brief = readBrief(theme, 'ja')
  expect(chooseDish(brief, 1, theme)).toBe('hiyashi_chuka')
  const a = adapt(recipeFor('hiyashi_chuka')!, brief, { seed: 1 })
  expect(a.recipe.ingredients.map((i) => i.food)).toEqual(expect.arrayContaining(['soy_sauce', 'rice_vinegar']))
  expect(a.recipe.ingredients.map((i) => i.food)).not.toContain('sesame_oil')
  expect(guard(withSafetySteps(render(a), brief), brief)).toEqual([])
})

test.each([
  [
    'en',
    'allergic to soy and wheat. teriyaki salmon? coconut aminos are fine for me',
    'salmon_teriyaki',
    'coconut_aminos',
  ],
  [
    'en',
    'lupin + peanut allergy. want gluten free bread, the GF flour mixes have lupin',
    'rice_flour_bread',
    'rice_flour',
  ],
  ['ja', 'キウイとバナナとアボカドで口がかゆくなる。朝のスムージーボウル', 'smoothie_bowl', 'strawberry'],
] as const)('%s "%s" cooks %s with %s and passes the guard', (lang, theme, id, held) => {
  const brief = readBrief(theme, lang)
  expect(chooseDish(brief, 1, theme)).toBe(id)
  const a = adapt(recipeFor(id)!, brief, { seed: 1 })
  expect(a.declined).toBeUndefined()
  expect(a.recipe.ingredients.map((i) => i.food)).toContain(held)
  expect(guard(withSafetySteps(render(a), brief), brief)).toEqual([])
})

test('jerky reaches 71 °C before it dries, and the dilly beans are pickled in the fridge, never canned', () => {
  const steps = recipeFor('beef_jerky')!.steps
  const heated = steps.findIndex((s) => s.cue.temp_c === 71)
  const dried = steps.findIndex((s) => /\bdry\b/i.test(s.en) && s.heat === 'oven')
  expect(heated).toBeGreaterThanOrEqual(0)
  expect(heated).toBeLessThan(dried)
  const beans = said('dilly_beans')
  expect(beans).toMatch(/fridge/)
  expect(beans).not.toMatch(/water bath|pantry|shelf|room temperature|常温/)
})

cooksVersionEach([
  ['en', 'egg white bites for the week, i only have a microwave', 'egg_white_bites', 'microwave'],
  ['ja', '炊飯器だけで米粉の食パンを焼きたい', 'rice_flour_bread', 'rice_cooker'],
  ['ja', 'オーブンがないけどロビアニを作りたい', 'lobiani', 'pan'],
  ['en', 'pirozhki but we have no oven', 'pirozhki', 'fried'],
])
