import { describe, expect, test } from 'bun:test'
import { createMatcher } from '../../../src/ai/food/match'

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
