import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { checkRecipe } from '../../../src/ai/food/guard'
import type { Lang } from '../../../src/ai/food/types'
import { recipe } from '../../support/recipes'

/** The guard's objections to a recipe holding this one line beside a plain vegetable. */
const broken = (theme: string, lang: Lang, en: string, ja: string) =>
  checkRecipe(
    recipe({ ingredients_en: [en, '2 carrots'], ingredients_ja: [ja, 'にんじん 2本'] }),
    readBrief(theme, lang),
  )
const breaks = (theme: string, lang: Lang, en: string, ja: string) => broken(theme, lang, en, ja).length > 0

describe('an observance names what it rules out, and the host says how it read it', () => {
  test.each([
    ['supper on a Friday in Lent, something warming for four', 'en'],
    ['Lenten soup for the parish lunch, about 20 bowls', 'en'],
    ['Ash Wednesday dinner that still feels like a treat', 'en'],
    ['四旬節なので金曜日の夕飯に何か温かいものを', 'ja'],
    ['聖金曜日に家族で食べる一品をお願いします', 'ja'],
  ] as const)('%s: no meat, fish is fine', (theme, lang) => {
    const brief = readBrief(theme, lang)
    expect(brief.diets).toContain('lent')
    expect(brief.notes.some((n) => /Lent|四旬節/.test(n))).toBe(true)
    expect(breaks(theme, lang, '300 g chicken thighs', '鶏もも肉 300g')).toBe(true)
    expect(breaks(theme, lang, '400 g pork belly', '豚バラ肉 400g')).toBe(true)
    expect(breaks(theme, lang, '2 salmon fillets', '鮭 2切れ')).toBe(false)
  })

  test.each([
    ['navratri vrat dinner for my parents, they are fasting all nine days', 'en'],
    ['something for upvas day, kuttu atta is fine', 'en'],
    ['ナヴラトリの断食中の母に、軽い夕食を作りたい', 'ja'],
  ] as const)('%s: no grains, onion, garlic, meat or eggs; buckwheat flour stays', (theme, lang) => {
    expect(readBrief(theme, lang).diets).toContain('navratri')
    for (const [en, ja] of [
      ['200 g basmati rice', 'バスマティライス 200g'],
      ['100 g wheat flour', '小麦粉 100g'],
      ['1 onion', '玉ねぎ 1個'],
      ['2 cloves garlic', 'にんにく 2片'],
      ['2 eggs', '卵 2個'],
      ['200 g chicken', '鶏肉 200g'],
    ])
      expect(breaks(theme, lang, en, ja)).toBe(true)
    expect(breaks(theme, lang, '100 g buckwheat flour', 'そば粉 100g')).toBe(false)
    expect(breaks(theme, lang, '3 potatoes', 'じゃがいも 3個')).toBe(false)
  })

  test.each([
    ['what should I make to break the fast after Yom Kippur? about 12 of us', 'en'],
    ['ヨム・キプールの断食が終わったあとに家族で食べる料理', 'ja'],
  ] as const)('%s: a kosher-style break-fast', (theme, lang) => {
    expect(readBrief(theme, lang).diets).toEqual(['yom_kippur'])
    expect(breaks(theme, lang, '200 g shrimp', 'えび 200g')).toBe(true)
    expect(breaks(theme, lang, '4 slices bacon', 'ベーコン 4枚')).toBe(true)
  })

  test.each([
    ['seder night main course, a brisket would be lovely', 'en'],
    ['we keep Pesach, dessert ideas for the last night?', 'en'],
    ['過越祭の食事に合うデザートを教えて', 'ja'],
  ] as const)('%s: no chametz (leavened grain)', (theme, lang) => {
    expect(readBrief(theme, lang).diets).toContain('passover')
    expect(breaks(theme, lang, '100 g plain flour', '薄力粉 100g')).toBe(true)
    expect(breaks(theme, lang, '2 tbsp soy sauce', 'しょうゆ 大さじ2')).toBe(true)
    expect(breaks(theme, lang, '1 tsp dry yeast', 'ドライイースト 小さじ1')).toBe(true)
    expect(breaks(theme, lang, '3 potatoes', 'じゃがいも 3個')).toBe(false)
  })

  test('Shabbat stays kosher-style and keeps its bread', () => {
    expect(readBrief('Shabbat dinner for friends, a roast chicken', 'en').diets).toEqual(['shabbat'])
    expect(breaks('Shabbat dinner for friends, a roast chicken', 'en', '1 loaf bread', 'パン 1斤')).toBe(false)
  })

  test.each([
    ['ラマダン中の友人に、日没後に食べるやさしい煮込み', 'ja'],
    ['iftar for the neighbours tonight, a lentil soup to start', 'en'],
  ] as const)('%s: halal, mirin and cooking sake included', (theme, lang) => {
    expect(breaks(theme, lang, '2 tbsp mirin', 'みりん 大さじ2')).toBe(true)
    expect(breaks(theme, lang, '2 tbsp cooking sake', '料理酒 大さじ2')).toBe(true)
  })

  test.each([
    ['my neighbour lent us a tagine, lamb for six', 'en'],
    ['a juice cleanse ended today, 断食明けの回復食 is what I want', 'en'],
    ['good with friday night curry', 'en'],
    // Meat out and fish fine is how pescatarian is said, not Lent.
    ['no meat for me but fish is fine, dinner for three', 'en'],
  ] as const)('%s reads no observance', (theme, lang) => {
    expect((readBrief(theme, lang).diets ?? []).filter((d) => d !== 'pescatarian')).toEqual([])
  })
})

describe('sulfites rule out what is treated with them, not fresh fruit', () => {
  test.each([
    ['sulphites make me wheeze, a fruity salad please', 'en'],
    ['亜硫酸塩はだめなので、果物を使ったデザートを', 'ja'],
  ] as const)('%s', (theme, lang) => {
    expect(breaks(theme, lang, '60 g dried apricots, chopped', 'ドライアプリコット 60g')).toBe(true)
    expect(breaks(theme, lang, '4 fresh apricots, halved', 'あんず 4個')).toBe(false)
  })
})

describe('breastfeeding is a condition the kitchen holds, not one it cannot check', () => {
  test.each([
    ["dinner to drop off for my sister, she's breastfeeding twins", 'en'],
    ['nursing mum at home, a warming stew that reheats well', 'en'],
    ['授乳中の友だちに差し入れするおかず', 'ja'],
    ['母乳で育てているので、夜ごはんを作ってほしい', 'ja'],
  ] as const)('%s: no alcohol, mirin or cooking sake, and nothing promised it cannot keep', (theme, lang) => {
    const brief = readBrief(theme, lang)
    expect(brief.diets).toContain('breastfeeding')
    expect(brief.unchecked ?? []).toEqual([])
    expect(breaks(theme, lang, '2 tbsp mirin', 'みりん 大さじ2')).toBe(true)
    expect(breaks(theme, lang, '50 ml white wine', '白ワイン 50ml')).toBe(true)
    expect(breaks(theme, lang, '300 g chicken thighs', '鶏もも肉 300g')).toBe(false)
  })

  test('a nursing home is not breastfeeding', () => {
    expect(readBrief('soft lunch for the nursing home residents', 'en').diets ?? []).not.toContain('breastfeeding')
  })
})
