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
})
