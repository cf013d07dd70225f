import { describe, expect, test } from 'bun:test'
import { offlineDiscussion } from '../../../support/offline-discussion'

describe('a theme that points at a dish it does not name', () => {
  test.each([
    ['you know the one, that thing from before', 'en', /cannot (?:see|look back)|no record/],
    ['ほら、例のやつ', 'ja', /見えない|わからない|見えず/],
  ] as const)('%s: the host says what it read and that it chose', async (theme, lang, said) => {
    const { brief, opening } = await offlineDiscussion(theme, lang)
    expect(brief.notFood).toBe(true)
    expect(opening).toMatch(said)
  })
  test('a theme with no dish and nothing pointed at is opened as before', async () => {
    const { opening } = await offlineDiscussion('surprise me, whatever works', 'en')
    expect(opening).not.toMatch(/cannot (?:see|look back)|no record/)
  })
})
