import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { checkRecipe } from '../../../src/ai/food/guard'
import type { Brief } from '../../../src/ai/food/types'

const refused = (brief: Brief, food: string) =>
  checkRecipe(
    { title_ja: '一品', title_en: 'A dish', ingredients_ja: [], ingredients_en: [food], steps_ja: [], steps_en: [] },
    brief,
  ).length > 0

/** "Pretend X", mock X, X風, なんちゃってX: X's flavour without X, and the dish kept. */
describe('a dish to imitate keeps its name and leaves out its animal base', () => {
  for (const [theme, lang, dishId, out] of [
    ['なんちゃってカツ丼', 'ja', 'katsudon', 'pork loin'],
    ['高野豆腐で唐揚げ風', 'ja', 'karaage', 'chicken thigh'],
    ['mock duck stir fry', 'en', null, 'duck breast'],
    ["cauliflower 'wings', buffalo style", 'en', null, 'chicken wings'],
  ] as const)
    test(theme, () => {
      const brief = readBrief(theme, lang)
      if (dishId) expect(brief.dishId).toBe(dishId)
      expect(refused(brief, out)).toBe(true)
      expect(brief.notes.some((n) => n.includes(lang === 'ja' ? 'なんちゃって' : 'A mock'))).toBe(true)
    })

  test('its kind of animal goes too, in any form, and another kind may be the base', () => {
    const brief = readBrief('鶏むね肉でなんちゃってローストビーフ', 'ja')
    expect(refused(brief, 'beef bone stock')).toBe(true)
    expect(refused(brief, 'chicken breast')).toBe(false)
  })

  test('a style of a cuisine mocks nothing: 和風, 中華風', () => {
    for (const theme of ['和風パスタ', '中華風スープ']) expect(readBrief(theme, 'ja').exclusions, theme).toEqual([])
  })

  test('a place before 風 is a regional style, not a food to imitate', () => {
    for (const theme of ['名古屋風の手羽先を', '博多風のもつ鍋が食べたい', '長崎風ちゃんぽん'])
      expect(readBrief(theme, 'ja').exclusions, theme).toEqual([])
  })
})

describe('an imitation made of a named food is the table dish of that food in that form', () => {
  test.each([
    ['mock steak made from tofu', 'en', 'tofu_steak'],
    ['豆腐でなんちゃってハンバーグ', 'ja', 'tofu_hamburg'],
    ['なんちゃってハンバーグ、豆腐で', 'ja', 'tofu_hamburg'],
  ] as const)('%s', (theme, lang, id) => {
    const brief = readBrief(theme, lang)
    expect(brief.dishId).toBe(id)
    // What is imitated is still left out, and is no key ingredient.
    expect(brief.exclusions.some((e) => e.ingredients.length > 0)).toBe(true)
  })

  test('the なん of なんちゃって is no naan', () => {
    expect(readBrief('鶏むね肉でなんちゃってローストビーフ', 'ja').keyIngredientIds).not.toContain('naan')
  })
})

/** A quoted or mock food is the flavour imitated, never a food of the dish. */
describe('the food a dish imitates is left out, not kept as its food', () => {
  test.each([
    ["vegan 'tuna' salad sandwiches", 'en'],
    ["vegan 'tuna' salad sandwiches from chickpeas", 'en'],
    ['chickpea tuna salad sandwiches', 'en'],
    ['ひよこ豆のツナサンド', 'ja'],
  ] as const)('%s', (theme, lang) => {
    const brief = readBrief(theme, lang)
    expect(brief.dishId).toBe('chickpea_tuna_sandwich')
    expect(brief.keyIngredientIds).not.toContain('tuna')
    expect(refused(brief, 'canned tuna')).toBe(true)
    expect(refused(brief, 'chickpeas')).toBe(false)
  })
})
