import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'

/**
 * Words that are no dish (a kitchen's tool, a span of weekdays, a recipe or use-up word, a wish) are never said back as
 * a dish the kitchen lacks; they are read for what they are, or left alone.
 */
const NOT_DISHES: Array<[string, Lang]> = [
  ['ガスが止まってて、カセットコンロ1台しかないんだけど何か作れる？', 'ja'],
  ['停電中。ガスコンロは無理で、アウトドア用のシングルバーナーしかないです', 'ja'],
  ['lunches for tue-thu, just me, something with rice', 'en'],
  ['meal prep for the work week (mon to fri) for myself, chicken and broccoli', 'en'],
  ['packed lunches mon thru fri for my husband pls', 'en'],
  ['ごぼうが大量にあるので消費レシピを', 'ja'],
  ['れんこんの使い切りアイデアを。', 'ja'],
  ['作り置きレシピを教えてください', 'ja'],
  ["something quick that won't need the oven, chicken", 'en'],
  ['hmm. dinner? got rice and eggs', 'en'],
]
describe('no unknown dish said for a word that is no dish', () => {
  for (const [theme, lang] of NOT_DISHES) test(theme, () => expect(readBrief(theme, lang).unknownDish).toBeUndefined())
  test('a dish the kitchen lacks is still said', () => {
    expect(readBrief('Kjotsupa for 4 please', 'en').unknownDish).toBe('Kjotsupa')
    expect(readBrief('ケシケキが食べたい', 'ja').unknownDish).toBe('ケシケキ')
  })
  test('a gas burner said to be all there is keeps the oven out', () =>
    expect(readBrief('カセットコンロしか使えません。卵とキャベツがあります', 'ja').limits.asks).toContain('no_oven'))
})

/** Loose counts: people summed across a list, days of meals times each day's servings, a group with or without a number. */
const COUNTS: Array<[string, Lang, number]> = [
  ['12 kids + 3 leaders at the scout hut, need a big pasta', 'en', 15],
  ['us + 4 kids this weekend, chili please', 'en', 6],
  ['Just me, my partner and our 2yo - small lasagna', 'en', 3],
  ['6 players plus 2 coaches after practice, burgers', 'en', 8],
  ['our cub scout troop of 15 is camping, what stew', 'en', 15],
  ['chili for the book club of 9', 'en', 9],
  ['a class potluck, bringing mac and cheese', 'en', 20],
  ['feeding the football team after the match, pasta bake', 'en', 12],
  ['部活の子たちに差し入れのおにぎり', 'ja', 12],
  ['lunches for tue-thu, just me, something with rice', 'en', 3],
  ['meal prep for the work week (mon to fri) for myself, chicken and broccoli', 'en', 5],
  ['a week of lunches for me, one pot, beans and rice', 'en', 5],
  ['月〜金のお昼ごはん、一人分ずつ作り置きしたい', 'ja', 5],
  ['平日5日分のお弁当のおかず、作り置きしたい', 'ja', 5],
  ['一週間分の夕飯を作り置き、ひとり暮らし', 'ja', 7],
  ['夫と私の2人分、月曜から水曜までの晩ごはんを作り置き', 'ja', 6],
  ['Sunday batch cook: 5 work lunches for the week', 'en', 5],
  // The count a recipe has is not the count asked: the one it is to be cooked for is.
  ['I have a lasagna recipe that serves 8. Can you make it for just the two of us?', 'en', 2],
  ['my chili recipe serves 10, could you cut it down for the 3 of us', 'en', 3],
  // A scale said outright counts the days once.
  ['作り置き、3日分×2人', 'ja', 6],
]
describe('servings from loose counts', () => {
  for (const [theme, lang, n] of COUNTS) test(theme, () => expect(readBrief(theme, lang).limits.servings).toBe(n))
  test('a count said with a group wins over its default', () =>
    expect(readBrief('need a snack for the class party, 24 kids', 'en').limits.servings).toBe(24))
  test('a weekday dinner is one dinner', () =>
    expect(readBrief('quick weekday dinner for 4, chicken', 'en').limits.servings).toBe(4))
})
