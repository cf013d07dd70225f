import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { cookFor } from '../../../src/ai/offline/cookbook'

describe('a roast asked for with no oven', () => {
  test('is cooked in the recipe version written for the hob, whose steps keep to the kitchen', () => {
    for (const [theme, lang] of [
      ['roast beef for six on Sunday, but we only have a hob and a couple of pots', 'en'],
      ['オーブンが壊れてるけど、日曜にローストビーフを出したい', 'ja'],
    ] as const) {
      const brief = readBrief(theme, lang)
      expect(brief.limits.asks, theme).toContain('no_oven')
      const cooked = cookFor({ brief, dishId: brief.dishId!, seed: 1, theme })
      expect(cooked.kitchen, theme).toBeUndefined()
      expect(cooked.draft.steps_en.join(' '), theme).not.toMatch(/\boven\b/i)
    }
  })
})

describe('a camp kitchen of one vessel', () => {
  test('is one pan, and the vessel is not a dish the host says it does not know', () => {
    for (const [theme, lang] of [
      ['週末の登山、メスティン1個で作れる親子丼を2人分', 'ja'],
      ['oyakodon for 2 on a hike, we only carry a single mess tin', 'en'],
      ['山でメスティンひとつで作れる晩ごはん、3人分', 'ja'],
    ] as const) {
      const brief = readBrief(theme, lang)
      expect(brief.limits.asks, theme).toContain('one_pan')
      const cooked = cookFor({ brief, dishId: brief.dishId ?? 'oyakodon', seed: 1, theme })
      expect(cooked.asked?.why, theme).not.toBe('unknown')
      expect(cooked.brief.unknownDish, theme).toBeUndefined()
      expect(cooked.kitchen, theme).toBeUndefined()
    }
  }, 60_000)
})
