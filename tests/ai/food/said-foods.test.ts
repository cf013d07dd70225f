import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { checkRecipe } from '../../../src/ai/food/guard'
import type { Brief } from '../../../src/ai/food/types'
import { findSaidFoods } from '../../../src/ai/food/words'

const refused = (brief: Brief, food: string) =>
  checkRecipe(
    { title_ja: '一品', title_en: 'A dish', ingredients_ja: [food], ingredients_en: [], steps_ja: [], steps_en: [] },
    brief,
  ).length > 0

describe('a short kana food word is read as the parse reads it', () => {
  test('だし after a noun before a clause is the copula and the conjunctive し, not dashi', () => {
    const brief = readBrief('揚げ油を1L使う。IHだし目を離しても平気？', 'ja')
    expect(brief.keyIngredientIds).not.toContain('dashi')
    expect(brief.permitted).toBeUndefined()
    expect(findSaidFoods('雨だし家で鍋にしたい').map((m) => m.surface)).toEqual([])
  })

  test('dashi stays dashi after a food, before a particle, or after a mark', () => {
    expect(readBrief('鶏だしで雑炊', 'ja').keyIngredientIds).toEqual(['chicken_stock'])
    expect(findSaidFoods('暇だし、だしを取って味噌汁').map((m) => m.surface)).toEqual(['だし', '味噌'])
    expect(findSaidFoods('煮物は昆布とかつおのだしで').map((m) => m.surface)).toContain('だし')
  })

  test('a food the parse reads as a whole noun is found where a word runs on after it (ねぎなし)', () => {
    expect(refused(readBrief('ねぎなしで親子丼', 'ja'), '長ねぎ')).toBe(true)
    const brief = readBrief('ごまなし、のりなしのおにぎり', 'ja')
    expect(refused(brief, 'いりごま')).toBe(true)
    expect(refused(brief, '焼きのり')).toBe(true)
  })
})

describe('a wing is the chicken wing, unless said as an idiom', () => {
  test('a wing challenge, a wing recipe: chicken wings are the key food', () => {
    for (const theme of ['ghost pepper wing challenge, as hot as possible', 'spicy wing recipe for game day'])
      expect(readBrief(theme, 'en').keyIngredientIds).toContain('chicken_wings')
  })

  test('winging it, under her wing: no chicken wings', () => {
    for (const theme of ["I'll just wing it tonight, something with tofu", 'she took me under her wing, pasta night'])
      expect(readBrief(theme, 'en').keyIngredientIds).not.toContain('chicken_wings')
  })
})

describe('a leftover said in kana is already cooked', () => {
  test('あまったカレー is curry left over, not the curry to cook', () => {
    const brief = readBrief('あまったカレーでなにか作れる？', 'ja')
    expect(brief.dishId).toBeNull()
    expect(brief.cooked?.length).toBeGreaterThan(0)
    expect(readBrief('冷蔵庫に残った鶏肉で一品', 'ja').cooked).toEqual(['chicken_thigh'])
  })
})

describe('a superhot chilli and "as hot as" are heat, not black pepper or a warm dish', () => {
  test('ghost pepper is a fierce chilli; "as hot as humanly possible" is the most heat, no temperature', () => {
    const brief = readBrief('ghost pepper wing challenge, make it as hot as humanly possible', 'en')
    expect(brief.keyIngredientIds).toEqual(['scotch_bonnet', 'chicken_wings'])
    expect(brief.heat).toBe('most')
    expect(brief.temperature).toBeUndefined()
    expect(readBrief('really hot curry please', 'en').temperature).toBeUndefined()
    expect(readBrief('something hot, it is freezing out', 'en').temperature).toBe('hot')
  })
})
