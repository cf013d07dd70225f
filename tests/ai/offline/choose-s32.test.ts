import { describe, expect, test } from 'bun:test'
import { food } from '../../../src/ai/cookbook/foods'
import { madeSafe } from '../../../src/ai/cookbook/made-safe'
import { readBrief } from '../../../src/ai/food/brief'
import { dish } from '../../../src/ai/food/dishes'
import type { Lang } from '../../../src/ai/food/types'
import { cookFor, withDish } from '../../../src/ai/offline/cookbook'
import { seedOf } from '../../../src/ai/offline/random'

const langOf = (theme: string): Lang => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en')
/** What the offline panel cooks for a theme: the dishes (the main first) and the foods of their lines. */
function cooked(theme: string) {
  const lang = langOf(theme)
  const seed = seedOf(theme)
  const { brief, dishId } = withDish(madeSafe(readBrief(theme, lang)), { theme, lang, seed })
  const c = cookFor({ brief, dishId, seed, theme })
  // A meal's dishes each head their lines (「【キーマカレー】」, "For the egg curry:"); the main is its recipe's dish.
  const heads = [...c.draft.ingredients_ja, ...c.draft.ingredients_en].filter((x) => /^【.*】$|^For the .*:$/.test(x))
  const ids = [c.adaptation.recipe.dish]
  return { c, ids, dishes: c.meal ? heads.length / 2 : 1, foods: c.adaptation.recipe.ingredients.map((i) => i.food) }
}

describe('a dish listed among the leftovers is what there is, not what is cooked', () => {
  test.each([
    'I have leftover roast chicken, some gravy I already made and mashed potatoes. What can I make?',
    'got leftover roast beef, gravy and mashed potatoes in the fridge',
    'leftover pot roast, mashed potatoes and a little gravy, any ideas',
    'leftover roast chicken + mashed potatoes + some gravy i made yesterday. ideas??',
    'got leftovr roast beef n mash from sunday, what can i do w it',
  ])('%s', (theme) => {
    const { ids, foods } = cooked(theme)
    expect(ids).not.toContain('mashed_potatoes')
    expect(ids).not.toContain('pot_roast')
    // The leftover meat is in the dish (warmed, as the adapter says: src/ai/cookbook/adapt.ts).
    expect(
      foods.some((f) => food(f).item?.group === 'protein'),
      `${ids}: ${foods}`,
    ).toBe(true)
  })
  test('a dish asked after the leftover is still the dish asked', () => {
    expect(cooked('leftover rice, can you make fried rice').ids[0]).toBe('chahan')
  })
})

describe('a protein the cook has is in the dish itself', () => {
  test.each([
    ['30分後にお客さん来る、何か一品。冷蔵庫には鶏むねとキャベツ', 'chicken_breast'],
    ['guests in 20 min!! fridge has chicken breast and cabbage, one dish pls', 'chicken_breast'],
    ['お客さんが来ます。冷蔵庫に鶏むね肉とキャベツがあります。一品お願いします', 'chicken_breast'],
    ['Leftover turkey (about a kilo), some cranberry sauce and mashed potatoes, no shopping today', 'cooked_chicken'],
    ['i have leftovr rice, half a carrot and some bacon', 'bacon'],
    ['got leftover roast beef, gravy and mashed potatoes in the fridge', 'cooked_roast_beef'],
  ])('%s', (theme, id) => {
    const { ids, foods } = cooked(theme)
    expect(foods, `${ids}`).toContain(id)
  })
})

describe("a spread or set meal is that cuisine's table, its main said with its rice", () => {
  test.each([
    'Sri Lankan rice and curry spread',
    'スリランカのライス&カレーを作りたい',
    'rice & curry night, sri lankan style',
    'スリランカ風のライスアンドカレーを家族に',
  ])('%s', (theme) => {
    const { c, ids, dishes } = cooked(theme)
    expect(dishes, c.draft.title_en).toBeGreaterThanOrEqual(3)
    expect(dish(ids[0]!).origin.en, ids[0]).toMatch(/Sri Lanka/)
    expect(c.brief.unchecked?.join(' '), ids[0]).toMatch(/rice|ご飯/)
  })
  test.each([
    'Japanese teishoku set meal tonight',
    'a japanese set meal for two',
    'teishoku for one tonight',
    'ていしょくを作りたい',
    'Japanese set meal, please',
  ])('%s', (theme) => {
    const { c, ids, dishes } = cooked(theme)
    expect(dishes, c.draft.title_en).toBe(3)
    expect(dish(ids[0]!).cuisine).toBe('japanese')
    expect(dish(ids[0]!).category).toBe('main')
  })
})

describe('a vague wish for something good is a cooking theme with an everyday main', () => {
  test.each([
    'make me something nice',
    'なんかいい感じのもの作って',
    'cook me something good',
    'なにかうまいもの作って',
    'something yummy pls',
    'something lovely for supper',
    'somethin tasty plz',
  ])('%s', (theme) => {
    expect(readBrief(theme, langOf(theme)).notFood).toBe(false)
    const { ids } = cooked(theme)
    expect(dish(ids[0]!).category, ids[0]).toBe('main')
  })
  test('a kana ending names no soup: おいしいもの is not お吸いもの', () => {
    const { ids } = cooked('なにかおいしいものをつくって')
    expect(dish(ids[0]!).category, ids[0]).toBe('main')
  })
})
