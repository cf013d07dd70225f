import { describe, expect, test } from 'bun:test'
import { blanked, createMatcher, escapeRegExp, wholeWordEnd } from '../../../src/ai/food/match'
import { allNames } from '../../../src/ai/food/types'

describe('names looked up by their first two characters (issue 35)', () => {
  const match = createMatcher([
    { names: ['粉'], value: 'flour' },
    { names: ['米'], value: 'rice' },
    { names: ['米粉', 'rice flour'], value: 'rice-flour' },
    { names: ['米粉パン'], value: 'rice-bread' },
    { names: ['r'], value: 'letter' },
  ])
  const found = (text: string) => match(text).map((hit) => [hit.value, hit.surface])

  test('the longest name still wins, and a one-character name is found where no longer one starts', () => {
    expect(found('米粉パンと米粉と米と粉')).toEqual([
      ['rice-bread', '米粉パン'],
      ['rice-flour', '米粉'],
      ['rice', '米'],
      ['flour', '粉'],
    ])
    expect(found('Rice Flour, r')).toEqual([
      ['rice-flour', 'rice flour'],
      ['letter', 'r'],
    ])
    expect(found('米')).toEqual([['rice', '米']])
  })
})

describe('a name a noun after it makes another thing is not that name', () => {
  const match = createMatcher([
    { names: ['ラーメン', 'ramen'], value: 'ramen' },
    { names: ['ケーキ', 'cake'], value: 'cake' },
    { names: ['寿司'], value: 'sushi' },
  ])
  const found = (text: string) => match(text).map((hit) => hit.value)

  test('a shop, an oven, a tin or a compound is no dish', () => {
    expect(found('駅前のラーメン屋さんに行った')).toEqual([])
    expect(found('寿司店で修行した友達')).toEqual([])
    expect(found('the ramen shop near work closed')).toEqual([])
    expect(found('my cake tin is too small')).toEqual([])
    expect(found('ケーキ型がない')).toEqual([])
  })

  test('the same names standing as themselves are found', () => {
    expect(found('ラーメンを作りたい、寿司も')).toEqual(['ramen', 'sushi'])
    expect(found('a cake for the ramen shop crew')).toEqual(['cake'])
  })
})

describe('the helpers the reader, the hazard table and the matcher share (issue 33)', () => {
  test('a Latin word is found whole, with its English plural, never inside another word', () => {
    expect(wholeWordEnd('two eggs, please', 4, 'egg')).toBe(8)
    expect(wholeWordEnd('fresh peaches', 6, 'peach')).toBe(13)
    expect(wholeWordEnd('eggplant', 0, 'egg')).toBe(0)
    expect(wholeWordEnd('nutmeg', 3, 'meg')).toBe(0)
    // A word that ends in a mark takes no plural along: "2%" is whole before a space.
    expect(wholeWordEnd('salt at 2% by weight', 8, '2%')).toBe(10)
  })

  test('blanking keeps every position, escaping makes a word match itself only', () => {
    expect(
      blanked('no eggs or milk', [
        { at: 3, end: 7 },
        { at: 11, end: 15 },
      ]),
    ).toBe('no      or     ')
    expect(new RegExp(escapeRegExp('a.b (c)')).test('a.b (c)')).toBe(true)
    expect(new RegExp(escapeRegExp('a.b')).test('axb')).toBe(false)
  })

  test('an entry goes by its Japanese name, its English name and its aliases, in that order', () => {
    expect(allNames({ name: { ja: '卵', en: 'egg' }, aliases: ['eggs'] })).toEqual(['卵', 'egg', 'eggs'])
    expect(allNames({ name: { ja: '塩', en: 'salt' } })).toEqual(['塩', 'salt'])
  })
})

describe('a number is whole, and a loose matcher finds cue words as written', () => {
  test('0歳 is not in 90歳, nor 2時間 in 12時間', () => {
    const match = createMatcher([{ names: ['0歳', '2時間'], value: true }])
    expect(match('90歳の祖母と12時間')).toEqual([])
    expect(match('0歳の子と2時間').map((h) => h.surface)).toEqual(['0歳', '2時間'])
  })
  test('loose: hiragana inside a word, three-letter katakana before more, and no noun after making it another', () => {
    const words = ['ふぐ', 'チキン', '生のまま', 'アメ']
    const surfaces = (loose: boolean, text: string) =>
      createMatcher([{ names: words, value: true }], [], [], [], loose)(text).map((h) => h.surface)
    expect(surfaces(true, '釣ったふぐ、チキンソテー、生のまま器に、アメリカ')).toEqual(['ふぐ', 'チキン', '生のまま'])
    expect(surfaces(false, '釣ったふぐ、チキンソテー、生のまま器に、アメリカ')).toEqual([])
  })
})
