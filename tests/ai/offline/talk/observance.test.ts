import { describe, expect, test } from 'bun:test'
import { offlineDiscussion } from '../../../support/offline-discussion'

describe('the host says how it read an observance', () => {
  test.each([
    ['ラマダンの夜、イフタールに家族で囲むやさしい味のスープ', 'ja', /ハラール/],
    ['an iftar soup to break the fast gently', 'en', /halal/],
    ['a Shabbat dinner main for six', 'en', /kosher/],
  ] as const)('%s', async (theme, lang, said) => {
    const { opening, draft } = await offlineDiscussion(theme, lang)
    expect(opening).toMatch(said)
    expect(draft.ingredients_en.join('\n')).not.toMatch(/\b(?:pork|bacon|ham|lard|wine|mirin|sake|shrimp|prawn)\b/i)
  })

  test('a halal theme says no observance it did not name', async () => {
    expect((await offlineDiscussion('halal soup for my family tonight', 'en')).opening).not.toMatch(/Ramadan/)
  })
})
