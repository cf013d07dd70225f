import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'
import { cookFor } from '../../../src/ai/offline/cookbook'

describe('pareve is read as neither meat nor dairy', () => {
  test.each([
    ['parve brownies for after the roast', 'en'],
    ["a flourless chocolate cake for seder; it must be pareve, we're having brisket", 'en'],
    ['pareve cookies for the kiddush', 'en'],
    ['肉料理のあとに出すので、パレベのブラウニーにしたい', 'ja'],
    ['パレベのクッキーを焼きたい', 'ja'],
    ['過越祭の食事のあとに、パルヴェのチョコケーキ', 'ja'],
  ] as const)('%s', (theme, lang) => {
    const brief = readBrief(theme, lang as Lang)
    expect(brief.diets).toContain('pareve')
    const cooked = cookFor({ brief, dishId: brief.dishId!, seed: 1, theme }).adaptation.recipe
    expect(cooked.ingredients.map((i) => i.food)).not.toContain('butter')
  })

  test('kosher alone still allows butter in a dessert', () => {
    expect(readBrief('kosher brownies', 'en').diets).not.toContain('pareve')
  })
})
