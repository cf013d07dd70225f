import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { checkRecipe } from '../../../src/ai/food/guard'
import type { Brief } from '../../../src/ai/food/types'

const refused = (brief: Brief, food: string) =>
  checkRecipe(
    { title_ja: '一品', title_en: 'A dish', ingredients_ja: [], ingredients_en: [food], steps_ja: [], steps_en: [] },
    brief,
  ).length > 0

/** Japan and the EU label crustaceans and molluscs apart: an allergy to one is no allergy to the other. */
describe('crustaceans and molluscs', () => {
  test('a shrimp allergy rules out crustaceans and whatever says shellfish, not clams', () => {
    for (const [theme, lang] of [
      ['shrimp allergy', 'en'],
      ['えびアレルギー', 'ja'],
      ['甲殻類アレルギー', 'ja'],
    ] as const) {
      const brief = readBrief(theme, lang)
      for (const food of ['shrimp', 'crab', 'shrimp paste', 'lobster', 'mixed shellfish', 'seafood'])
        expect(refused(brief, food), `${theme}: ${food}`).toBe(true)
      expect(refused(brief, 'clams'), theme).toBe(false)
    }
  })

  test('a mollusc allergy rules out clams, squid and oyster sauce, not shrimp', () => {
    const brief = readBrief('mollusc allergy', 'en')
    for (const food of ['clams', 'squid', 'oyster sauce', 'abalone']) expect(refused(brief, food), food).toBe(true)
    expect(refused(brief, 'shrimp')).toBe(false)
  })

  test('shellfish, kosher and the US top 9 still rule out both', () => {
    for (const theme of ['shellfish allergy', 'kosher dinner', 'top 9 allergen free'])
      for (const food of ['shrimp', 'clams', 'crustaceans'])
        expect(refused(readBrief(theme, 'en'), food), `${theme}: ${food}`).toBe(true)
  })
})
