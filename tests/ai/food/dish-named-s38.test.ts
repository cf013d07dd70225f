import { expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'

const dishIdOf = (theme: string, lang: 'ja' | 'en') => readBrief(theme, lang).dishId

test.each([
  ['ぶふぶるぎにょんを週末に作りたい', 'boeuf_bourguignon'],
  ['ぶっふ・ぶるぎにょんの作り方', 'boeuf_bourguignon'],
  ['あの、ぶっふ ぶるぎにょん？を家で', 'boeuf_bourguignon'],
  ['ぱらくぱにーるが食べたい', 'palak_paneer'],
] as const)('a katakana dish name spelt in hiragana, with or without its dots, meets the dish: %s', (theme, id) => {
  expect(dishIdOf(theme, 'ja')).toBe(id)
})

test('a hiragana run that is no dish name stays what it says', () => {
  expect(dishIdOf('ぶるぎにょじゃなくて肉じゃがにする', 'ja')).toBe('nikujaga')
})

test.each([
  ['what is it called, the raw fish and lime thing from Peru', 'en'],
  ['that Latin American thing with raw fish marinated in lime', 'en'],
  ['forgot the name: Peruvian, raw fish cooked by lime juice, no heat', 'en'],
  ['ライムで生の魚を締めるペルーのあの料理', 'ja'],
  ['生の魚をライムでマリネする南米のやつ', 'ja'],
  ['火を使わずにレモンの酸で魚を締めるペルーの料理、名前忘れた', 'ja'],
] as const)('a dish described by its method and main food, a class word for the food, is found: %s', (theme, lang) => {
  expect(dishIdOf(theme, lang)).toBe('ceviche')
})

test('a near description of a cooked Peruvian fish dish is not read as the raw one', () => {
  expect(dishIdOf('that Peruvian dish with fish steamed over onions and tomatoes', 'en')).toBe('sudado_de_pescado')
})

test.each([
  ['Jamaican sorrel drink with lots of ginger', 'en', 'sorrel_drink'],
  ['a jug of sorrel drink for the holidays', 'en', 'sorrel_drink'],
  ['ジャマイカのソレルドリンクを作りたい', 'ja', 'sorrel_drink'],
  ['hibiscus drink for a hot afternoon', 'en', 'bissap'],
  ['ハイビスカスジュースを冷やして', 'ja', 'bissap'],
] as const)('the Caribbean sorrel drink is its own dish, apart from bissap: %s', (theme, lang, id) => {
  expect(dishIdOf(theme, lang)).toBe(id)
})
