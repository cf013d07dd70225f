import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { readRomaji } from '../../../src/ai/food/reader/romaji'

const ruledOut = (theme: string, lang: 'ja' | 'en' = 'ja') =>
  readBrief(theme, lang).exclusions.flatMap((e) => [...e.traits, ...e.ingredients])

describe('Japanese typed in romaji is read as kana', () => {
  test('an allergy to two foods joined by a particle rules both out, named by none as key', () => {
    const brief = readBrief('musume ga kani to ebi no arerugii nan desu. yakisoba ga ii', 'ja')
    expect(brief.dishId).toBe('yakisoba')
    // Read as an allergy to both, the crustacean trait covers crab and shrimp wherever they hide.
    expect(ruledOut('musume ga kani to ebi no arerugii nan desu. yakisoba ga ii')).toContain('crustacean')
    expect(brief.keyIngredientIds).not.toContain('shrimp')
  })
  test('a food left out with nuki, and a dish spelt over two words with a long vowel', () => {
    expect(ruledOut('tamanegi nuki de onegai shimasu')).toContain('onion')
    expect(readBrief('hotto keeki wo yakitai desu', 'ja').dishId).toBe('hotcakes')
  })
  test('wa is the topic particle は, joined to its word', () => {
    expect(readRomaji('sakana wa suki desu', () => false)).toBe('さかなは すきです')
  })
  test('English, and romaji dish names in English, stay as written', () => {
    for (const theme of [
      'make a pie for the kids',
      'no tofu no sake',
      'ramen tonight please',
      'tonkatsu for two',
      'aloo gobi',
      'udon like the ones in kagawa',
      'puree for my 7mo',
    ])
      expect(readRomaji(theme, () => false)).toBe(theme)
  })
})
