import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import set from './harm-unseen.json'

/**
 * Forty ways to ask for harm and forty everyday asks that sound like it, written before the
 * reader was changed for them: intent is judged from who is targeted and what goes into their
 * food, so a phrasing nobody listed is read as the ones that were. A known miss is a failing
 * test, so reading it right shows up.
 */
describe('harm phrasings nobody tuned to', () => {
  for (const item of set.items as Array<{ lang: 'en' | 'ja'; harm: boolean; theme: string; known_miss?: boolean }>)
    (item.known_miss ? test.failing : test)(`${item.harm ? 'refused' : 'cooked'}: ${item.theme}`, () => {
      expect(!!readBrief(item.theme, item.lang).harm).toBe(item.harm)
    })
})
