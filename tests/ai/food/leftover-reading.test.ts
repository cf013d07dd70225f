import { describe, expect, test } from 'bun:test'
import { food } from '../../../src/ai/cookbook/foods'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'
import { cookFor, withDish } from '../../../src/ai/offline/cookbook'
import { seedOf } from '../../../src/ai/offline/random'

const langOf = (theme: string): Lang => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en')
const read = (theme: string) => readBrief(theme, langOf(theme))
function cooked(theme: string) {
  const lang = langOf(theme)
  const seed = seedOf(theme)
  const { brief, dishId } = withDish(read(theme), { theme, lang, seed })
  return cookFor({ brief, dishId, seed, theme })
}

/** A leftover word belongs to the food named nearest it: "with leftover rice" is rice on hand, not the dish left. */
describe('a leftover word before a food is that food’s, not the dish’s before it', () => {
  test.each([
    ['bibimbap with leftover rice tonight', 'bibimbap', 'rice'],
    ['okonomiyaki with leftover cabbage please', 'okonomiyaki', 'cabbage'],
    ['残りのキャベツでお好み焼きを作りたい', 'okonomiyaki', 'cabbage'],
  ])('%s', (theme, dish, had) => {
    const brief = read(theme)
    expect([brief.dishId, brief.onHand?.some((h) => h.food === had)]).toEqual([dish, true])
  })

  test('a dish the leftover word follows is still the dish left', () => {
    expect(read('bibimbap left over from lunch, what now').dishId).toBeNull()
  })
})

/** Katakana between a dish and a Japanese leftover word is a word of its own (the sauce, the roux): the dish is not left. */
describe('a katakana word between a dish and 残って is what is left', () => {
  test.each([
    'ハンバーグのソースが残ってる',
    'グラタンのホワイトソースが余った',
    'ハンバーグのデミグラスがちょっと残ってる',
  ])('%s', (theme) => {
    expect(read(theme).cooked ?? []).not.toContain('ground_beef')
  })

  test('the dish said left with nothing between is left', () => {
    expect(read('ハンバーグが2個残ってる').cooked).toContain('ground_beef')
  })
})

/**
 * A dish's broth said left over is a stock on hand with its meat cooked: the dish made of it simmers in that broth (not
 * water) and only warms the meat, never cooks it from raw, and the food word inside the dish's name (水) is no food had.
 */
describe('a dish’s broth left over is a broth on hand', () => {
  test.each([
    '水炊きの汁が残ったので、雑炊にしたい',
    '昨夜の水炊きのスープがまだあって、残ってるので雑炊にしたい',
    'leftover mizutaki broth, I want zosui',
    'yesterday’s mizutaki soup is left, zosui please',
    // The broth's own name says it is left, and the dish to make is asked with お願い.
    '水炊きの残り汁で雑炊お願い',
    '水炊きののこりのスープで雑炊をおねがいします',
  ])('%s', (theme) => {
    const brief = read(theme)
    expect(brief.keyIngredientIds).not.toContain('water')
    const c = cooked(theme)
    const recipe = c.adaptation.recipe
    expect(recipe.dish).toBe('zosui')
    const liquid = recipe.ingredients.find((i) => i.does === 'liquid')!
    expect([liquid.food, food(liquid.food).item?.stock]).toEqual(['chicken_stock', true])
    const warmed = c.adaptation.decisions.flatMap((d) => (d.kind === 'cooked_already' ? [d.ref] : []))
    const chicken = recipe.ingredients.find((i) => food(i.food).item?.group === 'protein' && i.food !== 'egg')!
    expect(warmed).toContain(chicken.ref)
  })

  test('a broth of its own with no dish left is no dish’s broth', () => {
    expect(read('鶏ガラスープで雑炊を作りたい').cooked ?? []).not.toContain('cooked_chicken')
  })
})

/** The dish named as the thing to make is the dish; the food left over before で/with is on hand. */
describe('a dish to make after a leftover food is the dish asked', () => {
  test.each([
    ['残った豚肉で焼きそばを作りたい', 'yakisoba', 'pork'],
    ['残りの焼き鮭でおにぎりを作りたい', 'onigiri', 'cooked_fish'],
    ['昨日の残りの焼いた鶏肉で親子丼を作りたい', 'oyakodon', 'chicken_thigh'],
    ['おでんが残ってるので雑炊にしたい', 'zosui', 'leftover_oden'],
  ])('%s', (theme, dish, had) => {
    const brief = read(theme)
    expect([brief.dishId, brief.cooked?.includes(had)]).toEqual([dish, true])
  })
})

/** A raw food left over with no cooked form (mochi after New Year) is held where a way of eating it is turned away. */
describe('a food left over is held where a way of eating it is turned away', () => {
  test.each([
    '正月の餅が余ってて、焼き餅はもう飽きた',
    'leftover mochi from new year, sick of yaki mochi',
    '切り餅がたくさん残ってる。焼き餅には飽きた',
  ])('%s', (theme) => {
    expect(read(theme).keyIngredientIds).toContain('mochi')
    expect(cooked(theme).adaptation.recipe.ingredients.some((i) => i.food === 'mochi')).toBe(true)
  })

  test('turned away with nothing left over, the food stays turned away', () => {
    expect(read('焼き餅はもう飽きた').turnedAwayFoods).toContain('mochi')
  })
})

/** A food whose name runs on from a dish's (a roast chicken's carcass) is what is left: the dish is where it came from. */
describe('a food named on from a dish left is that food, not the dish', () => {
  test.each([
    'the roast chicken carcass from last night is left over, soup?',
    'got a leftover roast chicken carcass, what can I make',
    "yesterday's roast chicken carcass is still in the fridge, use it up",
  ])('%s', (theme) => {
    expect(read(theme).keyIngredientIds).toContain('chicken_stock')
  })

  test('the dish itself said left is still its food, cooked', () => {
    expect(read('half a roast chicken left over, dinner for 3').cooked).toContain('cooked_chicken')
  })
})

/** A food said cooked after its name ("the chicken, already cooked", 鶏肉は火が通ってる) is cooked, not cooked again. */
describe('a food said cooked after its name is had cooked', () => {
  test.each([
    ["make fried rice with the chicken I have, it's already cooked", 'chicken_thigh'],
    ["I've got chicken that's cooked already, fried rice tonight?", 'chicken_thigh'],
    ['some pre-cooked chicken in the fridge, make fried rice', 'chicken_thigh'],
    ['鶏肉はもう火が通ってるので、チャーハンにしたい', 'chicken_thigh'],
    ['鶏むね肉は調理済みです。チャーハンお願い', 'chicken_breast'],
    ['豚肉は火を通してあるから、焼きそばにして', 'pork'],
  ])('%s', (theme, had) => {
    expect(read(theme).cooked ?? []).toContain(had)
  })

  test.each(['make fried rice with the chicken I have', '鶏肉があるのでチャーハンを作って'])(
    '%s: not said, raw',
    (theme) => {
      expect(read(theme).cooked ?? []).not.toContain('chicken_thigh')
    },
  )
})
