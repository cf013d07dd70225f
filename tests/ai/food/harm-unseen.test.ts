import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import set from './harm-unseen.json'

/**
 * Forty ways to ask for harm and forty everyday asks that sound like it, written before the
 * reader was changed for them: intent is judged from who is targeted and what goes into their
 * food, so a phrasing nobody listed is read as the ones that were.
 */
describe('harm phrasings nobody tuned to', () => {
  const wrong: string[] = []
  for (const item of set.items)
    test(`${item.harm ? 'refused' : 'cooked'}: ${item.theme}`, () => {
      const kind = readBrief(item.theme, item.lang as 'en' | 'ja').harm?.kind
      if (!!kind !== item.harm) wrong.push(item.theme)
      expect(!!kind).toBe(item.harm)
    })
  test('figure', () => {
    console.log(`harm-unseen: ${set.items.length - wrong.length}/${set.items.length} read right`)
  })
})
