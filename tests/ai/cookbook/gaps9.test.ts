import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
import { readBrief } from '../../../src/ai/food/brief'
import { dish } from '../../../src/ai/food/dishes'
import { checkRecipe as guard } from '../../../src/ai/food/guard'
import { withSafetySteps } from '../../../src/ai/food/hazards'
import { chooseDish } from '../../../src/ai/offline/compose'
import { expectAuthored } from './authored'

/** Dishes asked for that the cookbook lacked (author9): leftover remakes, meals for conditions, named dishes. */
const ADDED = ['oden_takikomi_gohan', 'oden_curry_udon', 'salad_udon', 'yawaraka_gyuniku_ni', 'rice_cooker_salmon_rice']

describe('recipes a cook keeps (gaps9)', () => {
  test('each added dish has an authored recipe with notes for every role', () => expectAuthored(ADDED))

  test.each([
    ['ja', '嚥下がむずかしくなった祖母（刻みでもむせる）に、やわらかい肉料理を', 'yawaraka_gyuniku_ni'],
    ['ja', '炊飯器ひとつで、ご飯とおかずを同時に作りたい！', 'rice_cooker_salmon_rice'],
  ] as const)('%s "%s" cooks %s', (lang, theme, id) => {
    expect(chooseDish(readBrief(theme, lang), 1, theme)).toBe(id)
  })

  test.each([
    ['ja', 'チキン南蛮 タルタル多めで！揚げないで作れたりする？', 'chicken_nanban', 'age_yaki'],
    ['en', 'sesame allergy. hummus w/o tahini possible?', 'hummus', 'no_tahini'],
    ['ja', '大豆アレルギーの家族に筑前煮', 'chikuzenni', 'shio'],
    ['ja', '卵アレルギーの子の誕生日にいちごのショートケーキを作りたい', 'strawberry_shortcake', 'egg_free'],
  ] as const)('%s "%s": %s is cooked in its %s version, which passes the guard', (lang, theme, id, variant) => {
    const brief = readBrief(theme, lang)
    expect(brief.dishId).toBe(id)
    const a = adapt(recipeFor(id)!, brief, { seed: 1 })
    expect(a.decisions.find((d) => d.kind === 'variant')).toMatchObject({ variant })
    expect(guard(withSafetySteps(render(a), brief), brief)).toEqual([])
  })

  test('the oden remakes are made from leftover oden, reheated, never cooked from scratch', () => {
    for (const id of ['oden_takikomi_gohan', 'oden_curry_udon']) {
      expect([id, dish(id).leftover]).toEqual([id, ['oden']])
      const foods = recipeFor(id)!.ingredients.map((i) => i.food)
      expect([id, foods.includes('leftover_oden') && foods.includes('oden_broth')]).toEqual([id, true])
      expect([id, recipeFor(id)!.steps.some((s) => s.cue.temp_c === 75)]).toEqual([id, true])
    }
  })

  test('the salad meal for pregnancy has no raw fish, cured ham or soft cheese, and its chicken and egg reach 75 °C', () => {
    const r = recipeFor('salad_udon')!
    const brief = readBrief('妊娠中です。生ハムやナチュラルチーズは避けています', 'ja')
    expect(guard(withSafetySteps(render(adapt(r, brief, { seed: 1 })), brief), brief)).toEqual([])
    const cooked = r.steps.find((s) => s.ja.includes('{chicken_breast}') && s.ja.includes('{egg}'))!
    expect(cooked.cue.temp_c).toBe(75)
  })

  test('the soft beef is blended, sieved and set for someone who swallows with difficulty', () => {
    const r = recipeFor('yawaraka_gyuniku_ni')!
    expect(r.suits).toEqual(expect.arrayContaining(['soft', 'minced']))
    expect(r.steps.some((s) => s.vessel === 'blender' && /sieve/.test(s.en))).toBe(true)
    expect(r.ingredients.some((i) => i.does === 'thickens')).toBe(true)
  })

  test('the rice-cooker dinner cooks rice and its main in the one rice cooker', () => {
    const r = recipeFor('rice_cooker_salmon_rice')!
    for (const steps of [r.steps, r.variants!.find((v) => v.id === 'chicken')!.steps!]) {
      const heated = steps.filter((s) => s.heat !== 'none')
      expect(heated.map((s) => s.vessel)).toEqual(['rice_cooker'])
      expect(heated[0]!.cue.temp_c).toBe(75)
    }
  })
})
