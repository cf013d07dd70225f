import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { asksForNoFood } from '../../../src/discussions/engine'

/**
 * A thing people make that is not eaten (knowledge/reader.json `not_eaten`): soap, a bath bomb,
 * polymer clay, cat litter, cosmetics. Made, and nothing said of eating it, the theme asks for
 * something other than food (`theme_not_food` before the stream), even beside a dish's name.
 */
describe('a non-food product to make', () => {
  for (const [theme, lang] of [
    ['bath bomb recipe with a strawberry cheesecake scent', 'en'],
    ['at what temperature should I bake polymer clay beads', 'en'],
    ['homemade kitty litter from newspaper', 'en'],
    ['diy lip balm with beeswax and honey', 'en'],
    ['紙粘土で小物を手作りしたい', 'ja'],
    ['手作り化粧水の作り方', 'ja'],
    ['バスボムをレモンの香りで作りたい', 'ja'],
  ] as const)
    test(theme, () => {
      const brief = readBrief(theme, lang)
      expect(brief.notFood).toBe(true)
      expect(brief.harm).toBeUndefined()
      expect(asksForNoFood(readBrief(theme, lang))).toBe(true)
    })
})

describe('food beside such a word is still food', () => {
  for (const [theme, lang] of [
    ['candles and a chocolate cake for her birthday', 'en'],
    ['edible slime the kids can eat', 'en'],
    ['clay pot chicken rice', 'en'],
    ['キャンドルの灯りで食べるビーフシチュー', 'ja'],
    // A course word beside a word of software: a soup, not a script.
    ['a soup for my script-writing team', 'en'],
    ['Soup <script>alert(1)</script>', 'en'],
  ] as const)
    test(theme, () => {
      expect(readBrief(theme, lang).notFood).toBe(false)
      expect(asksForNoFood(readBrief(theme, lang))).toBe(false)
    })
})
