import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'

const read = (theme: string, lang: Lang) => readBrief(theme, lang)
const found = (theme: string, lang: Lang) => (read(theme, lang).hazards ?? []).map((h) => h.id)
const leftOut = (theme: string, lang: Lang) => read(theme, lang).exclusions.flatMap((x) => x.ingredients)

/** A hazard row's katakana word read loosely is not found inside another food's longer name (the roe of a pregnancy row). */
describe('a katakana food word inside another food name', () => {
  test.each<[string, Lang]>([
    ['pregnant and craving cranberry muffins', 'en'],
    ['28 weeks pregnant, baked brie with cranberries tonight?', 'en'],
    ['expecting in May, want a turkey with cranberry sauce', 'en'],
    ['妊娠中だけどドライクランベリー入りのスコーンが食べたい', 'ja'],
    ['妊娠7か月、ドライクランベリーのパウンドケーキを焼きたい', 'ja'],
    ['妊娠中なのでクランベリーとくるみのパンを作りたい', 'ja'],
  ])('%s keeps its cranberries', (theme, lang) => {
    expect(leftOut(theme, lang)).not.toContain('dried_cranberries')
  })

  test('the roe itself is still what a pregnancy leaves out', () => {
    expect(found('妊娠中、いくら丼食べたい', 'ja')).toContain('raw_seafood_pregnancy')
    expect(found('pregnant, can I have salmon roe on rice?', 'en')).toContain('raw_seafood_pregnancy')
  })
})

/** Fresh cassava to be fried is the cassava hazard asked: it is peeled and boiled first, said aloud. */
describe('fresh cassava to fry', () => {
  test.each<[string, Lang]>([
    ['bought fresh cassava at the market, want to fry mogo, anything special?', 'en'],
    ['picked up cassava root from the asian shop, can i just fry it into chips?', 'en'],
    ['fresh yuca from my garden, thinking fries tonight', 'en'],
    ['新鮮なキャッサバを買ったので、そのまま揚げてチップスにしたい', 'ja'],
    ['キャッサバを揚げるだけでいい？', 'ja'],
    ['掘りたてのキャッサバでフライを作りたい', 'ja'],
  ])('%s', (theme, lang) => {
    expect(found(theme, lang)).toContain('raw_cassava')
  })

  test('cassava already boiled, or its flour, asks nothing unsafe', () => {
    expect(found('frozen peeled cassava, boiled then fried, recipe please', 'en')).not.toContain('raw_cassava')
    expect(found('cassava flour pancakes for breakfast', 'en')).not.toContain('raw_cassava')
  })
})

/** Red kidney beans named bare in Japanese are the dried beans whose hazard is boiling hard first, not green beans. */
describe('red kidney beans by their bare Japanese name', () => {
  test.each([
    '乾燥の赤いんげん豆をスロークッカーで煮込みたい、下ゆでなしでいける？',
    '赤いんげん豆を水に浸けてそのまま低温調理鍋でチリにしたい',
    '赤いんげん豆を下ゆでせずに炊飯器で煮てもいい？',
  ])('%s', (theme) => {
    const brief = read(theme, 'ja')
    expect(brief.keyIngredientIds).toContain('dried_kidney_beans')
    expect(brief.keyIngredientIds).not.toContain('green_beans')
    expect(found(theme, 'ja')).toContain('raw_kidney_beans')
  })

  test('green beans are still green beans', () => {
    expect(read('いんげんのごま和えを作りたい', 'ja').keyIngredientIds).toContain('green_beans')
  })
})
