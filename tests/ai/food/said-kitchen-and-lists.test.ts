import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { normalise } from '../../../src/ai/food/match'
import type { Lang } from '../../../src/ai/food/types'
import { findSaidFoods } from '../../../src/ai/food/words'

describe('a kitchen tool said lacking or used is equipment, never a restriction to refuse on', () => {
  test.each([
    ['No food processor here, only a mortar and a sharp knife. Pad thai for two', 'en'],
    ["I don't own a food processor: can hummus still work?", 'en'],
    ['just a mortar and pestle and a board - thai green curry tonight', 'en'],
    ['No stand mixer, just a balloon whisk: pancakes for breakfast', 'en'],
    ['フードプロセッサーは持ってないので、すり鉢でジェノベーゼを作りたい', 'ja'],
    ['フープロなし、すりこぎだけでグリーンカレー', 'ja'],
    ['ハンドミキサーなしでホットケーキ', 'ja'],
  ] as const)('%s', (theme, lang) => {
    const brief = readBrief(theme, lang as Lang)
    expect(brief.unresolved).toBeUndefined()
    expect(brief.exclusions).toEqual([])
    expect(brief.limits.equipment).toBeDefined()
  })

  test('a food allergy beside the tool is still read', () => {
    const brief = readBrief('no food processor, and my son is allergic to sesame', 'en')
    expect(brief.exclusions.flatMap((e) => e.excludes)).toContain('sesame seeds')
  })
})

describe('a katakana food after a middle dot is read as one of the list', () => {
  test.each([
    ['卵・バター・チーズは使えません', ['卵', 'バター', 'チーズ']],
    ['えび・カニ・イカが苦手', ['えび', 'カニ', 'イカ']],
    ['トマト・ナス・ピーマン抜きで', ['トマト', 'ナス', 'ピーマン']],
  ] as const)('%s', (theme, said) => {
    expect(findSaidFoods(normalise(theme)).map((m) => m.surface)).toEqual([...said])
  })

  test.each([
    ['アレルギー：乳（牛乳・バター・チーズ全部NG）。ドリアを作りたい', 'ja'],
    ['卵・マヨネーズ・バター全部NGでハンバーグ', 'ja'],
    ['乳製品はダメ、牛乳・チーズ全部NG', 'ja'],
  ] as const)('a list ending in a katakana food and 全部NG is ruled out, not left unclear: %s', (theme, lang) => {
    const brief = readBrief(theme, lang as Lang)
    expect(brief.unresolved).toBeUndefined()
    expect(brief.exclusions.flatMap((e) => e.excludes)).toContain('バター')
  })

  test('a dotted katakana word that is one name stays whole', () => {
    expect(readBrief('チリ・コン・カルネを作りたい', 'ja').exclusions).toEqual([])
  })
})
