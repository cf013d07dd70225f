import { describe, expect, test } from 'bun:test'
import { ruledOut } from '../../../src/ai/cookbook/adapt'
import { readBrief } from '../../../src/ai/food/brief'

describe('gout', () => {
  test.each([
    ['痛風もちの夫（尿酸値高め）に、プリン体少なめのおつまみ', 'ja'],
    ['low purine dinner, my dad has gout', 'en'],
  ] as const)('%s reads the gout diet: no organ meats, oily small fish, roe or beer', (theme, lang) => {
    const brief = readBrief(theme, lang)
    expect(brief.diets).toContain('gout')
    const out = ruledOut(brief)
    expect(['pork_liver', 'anchovy', 'ikura'].filter((id) => !out.ids.has(id))).toEqual([])
    expect(out.traits.has('alcohol')).toBe(true)
    expect(brief.unresolved ?? []).toEqual([])
  })

  test('the purine-rich foods a theme lists are read out, written ナシ in katakana too, and the diet holds them', () => {
    for (const theme of ['つまみ3品。レバーとか白子とかあん肝はナシ', 'つまみ3品。レバーとか白子とかあん肝はなし']) {
      const out = ruledOut(readBrief(theme, 'ja'))
      expect(['pork_liver', 'shirako', 'ankimo'].filter((id) => !out.ids.has(id))).toEqual([])
      expect(out.ids.has('pear')).toBe(false)
    }
    const diet = ruledOut(readBrief('痛風です。居酒屋のつまみ', 'ja'))
    expect(['shirako', 'ankimo'].filter((id) => !diet.ids.has(id))).toEqual([])
  })
})
