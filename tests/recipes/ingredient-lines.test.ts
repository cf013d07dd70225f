import { describe, expect, test } from 'bun:test'
import {
  parseEnglishLine,
  parseJapaneseLine,
  scaleLine,
  structuredIngredients,
} from '../../src/recipes/ingredient-lines'

/**
 * Ingredient lines as cooks write them, read as quantity, unit and food, and scaled as a cook would
 * scale them. The lines here are the shapes of real cookbooks, not of the offline engine's output.
 */

describe('Japanese lines', () => {
  test.each([
    [
      '鶏もも肉 300g（一口大に切る）',
      { quantity: 300, unit: 'g', food: '鶏もも肉', food_id: 'chicken_thigh', note: '一口大に切る' },
    ],
    ['醤油 大さじ1と1/2', { quantity: 1.5, unit: 'tbsp', food_id: 'soy_sauce' }],
    ['砂糖 小さじ1〜2', { quantity: 1, quantity_max: 2, unit: 'tsp' }],
    ['水 カップ1', { quantity: 1, unit: 'cup' }],
    ['米 2合', { quantity: 2, unit: 'rice_cup' }],
    ['卵 2個', { quantity: 2, unit: 'piece', food_id: 'egg' }],
    ['にんじん ½本', { quantity: 0.5, unit: 'piece', food_id: 'carrot' }],
    ['にんにく １片', { quantity: 1, unit: 'clove', food_id: 'garlic' }],
    ['しょうが 1かけ', { quantity: 1, unit: 'knob' }],
    ['木綿豆腐 1丁', { quantity: 1, unit: 'block' }],
    ['塩 少々', { quantity: null, unit: 'pinch', food_id: 'salt' }],
    ['サラダ油 適量', { quantity: null, unit: 'to_taste' }],
    ['ひとつまみの塩', { unit: 'pinch', food: '塩' }],
    ['小麦粉…大さじ２', { quantity: 2, unit: 'tbsp', food: '小麦粉' }],
  ])('%s', (line, expected) => {
    expect(parseJapaneseLine(line)).toMatchObject(expected)
  })

  test('a line without an amount keeps its words, with quantity and unit null', () => {
    expect(parseJapaneseLine('お好みの野菜')).toMatchObject({ quantity: null, unit: null, food: 'お好みの野菜' })
  })
})

describe('English lines', () => {
  test.each([
    ['2 cups all-purpose flour', { quantity: 2, unit: 'cup', food: 'all-purpose flour' }],
    ['1½ tbsp soy sauce', { quantity: 1.5, unit: 'tbsp', food_id: 'soy_sauce' }],
    ['2–3 cloves garlic, minced', { quantity: 2, quantity_max: 3, unit: 'clove', food: 'garlic', note: 'minced' }],
    ['1/4 tsp black pepper', { quantity: 0.25, unit: 'tsp' }],
    ['3 eggs', { quantity: 3, unit: 'piece', food_id: 'egg' }],
    ['½ onion, thinly sliced', { quantity: 0.5, unit: 'piece', food_id: 'onion', note: 'thinly sliced' }],
    ['1 1/2 lb beef chuck', { quantity: 1.5, unit: 'lb' }],
    ['a pinch of salt', { quantity: null, unit: 'pinch', food: 'salt' }],
    ['salt to taste', { quantity: null, unit: 'to_taste', food: 'salt' }],
    ['2 large carrots', { quantity: 2, unit: 'piece', food_id: 'carrot' }],
  ])('%s', (line, expected) => {
    expect(parseEnglishLine(line)).toMatchObject(expected)
  })
})

describe('scaling a line', () => {
  test.each([
    ['醤油 大さじ2', 'ja', 6, '醤油 180ml'],
    ['醤油 大さじ2', 'ja', 4, '醤油 大さじ8'],
    ['醤油 大さじ1と1/2', 'ja', 2, '醤油 大さじ3'],
    ['砂糖 小さじ1', 'ja', 3, '砂糖 大さじ1'],
    ['鶏もも肉 300g', 'ja', 4, '鶏もも肉 1.2kg'],
    ['卵 3個', 'ja', 0.5, '卵 2個'],
    ['玉ねぎ 1/2個（薄切り）', 'ja', 3, '玉ねぎ 1と1/2個(薄切り)'],
    ['塩 少々', 'ja', 10, '塩 少々'],
    ['2 tbsp soy sauce', 'en', 4, '1/2 cup soy sauce'],
    ['1 tsp sugar', 'en', 3, '1 tbsp sugar'],
    ['2–3 cloves garlic, minced', 'en', 2, '4–6 cloves garlic, minced'],
    ['3 eggs', 'en', 0.5, '2 eggs'],
    ['2 eggs', 'en', 0.5, '1 egg'],
    ['1 large onion, sliced', 'en', 3, '3 large onions, sliced'],
    ['1 potato', 'en', 2, '2 potatoes'],
    ['1 cherry', 'en', 5, '5 cherries'],
    ['salt to taste', 'en', 8, 'salt to taste'],
  ] as const)('%s (%s) ×%d → %s', (line, lang, factor, expected) => {
    expect(scaleLine(line, lang, factor)).toBe(expected)
  })

  test('a line it cannot read is kept as it is', () => {
    expect(scaleLine('お好みの野菜', 'ja', 3)).toBe('お好みの野菜')
    expect(scaleLine('Fresh herbs for serving', 'en', 3)).toBe('Fresh herbs for serving')
  })
})

describe('both languages as one list', () => {
  test('pairs lines by position when both languages list as many', () => {
    const [first] = structuredIngredients(['醤油 大さじ2'], ['2 tbsp soy sauce'])
    expect(first).toEqual({
      quantity: 2,
      quantity_max: null,
      unit: 'tbsp',
      food: 'soy sauce',
      food_id: 'soy_sauce',
      note: null,
      line_ja: '醤油 大さじ2',
      line_en: '2 tbsp soy sauce',
    })
  })

  test('lists each language alone when the counts differ, losing no line', () => {
    const items = structuredIngredients(['醤油 大さじ2', '塩 少々'], ['2 tbsp soy sauce'])
    expect(items.map((item) => [item.line_ja, item.line_en])).toEqual([
      ['醤油 大さじ2', null],
      ['塩 少々', null],
      [null, '2 tbsp soy sauce'],
    ])
  })
})

describe('lines read before', () => {
  test('a line read again is the same reading, kept and shared read-only', () => {
    for (const [parse, line] of [
      [parseJapaneseLine, '醤油 大さじ2'],
      [parseEnglishLine, '2 tbsp soy sauce'],
    ] as const) {
      const first = parse(line)
      expect(parse(line)).toBe(first)
      expect(Object.isFrozen(first)).toBe(true)
      expect(parse(`${line} `)).not.toBe(first)
    }
  })
})
