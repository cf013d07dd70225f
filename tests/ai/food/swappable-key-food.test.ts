import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'

describe('a food the kitchen knows a swap for stays the ask under the restriction', () => {
  test.each([
    ['tree nut allergy in the family. pesto for pasta night', 'en', 'pesto'],
    ["my son can't have tree nuts. something with pesto?", 'en', 'pesto'],
    ['dairy allergy here - pesto gnocchi for dinner', 'en', 'pesto'],
    ['木の実アレルギーです。バジルペーストで何か', 'ja', 'バジルペースト'],
    ['乳アレルギーの子がいます。バジルペーストを使った夕飯', 'ja', 'バジルペースト'],
    ['ナッツアレルギー（ピーナッツは平気）。バジルペーストでパスタ', 'ja', 'バジルペースト'],
  ] as const)('%s', (theme, lang, key) => {
    expect(readBrief(theme, lang as Lang).key_ingredients).toContain(key)
  })

  test.each([
    ['peanut allergy, but peanut butter cookies?', 'en', 'peanut butter'],
    ['卵アレルギー。卵焼きが食べたい', 'ja', '卵'],
    ['卵なしマヨネーズを手作りしたい', 'ja', 'マヨネーズ'],
  ] as const)('a food ruled out with no swap is no key: %s', (theme, lang, key) => {
    expect(readBrief(theme, lang as Lang).key_ingredients).not.toContain(key)
  })
})
