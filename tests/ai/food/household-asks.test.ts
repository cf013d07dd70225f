import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'

describe('servings counted from the people a theme names', () => {
  test('a household is the sum of its people, and a total said after them is the count', () => {
    const cases: Array<[string, Lang, number]> = [
      ['私と妻と息子2人の夕飯を作りたい', 'ja', 4],
      ['娘2人と主人と私、合わせて4人です', 'ja', 4],
      ['息子と娘と私の3人で食べます。30分で', 'ja', 3],
      ['大人3人と子ども1人', 'ja', 4],
      ['両親と私で何か作りたい', 'ja', 3],
      ['tea for me, my partner and our 2 toddlers', 'en', 4],
      ['my parents and me this weekend', 'en', 3],
      ['cooking tonight for my sister, my brother and me', 'en', 3],
      ['me and 3 flatmates, something cheap', 'en', 4],
      ['my wife, our son and me - the 3 of us love spicy food', 'en', 3],
    ]
    for (const [theme, lang, servings] of cases) expect(readBrief(theme, lang).limits.servings, theme).toBe(servings)
  })
})
