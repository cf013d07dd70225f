import { describe, expect, test } from 'bun:test'
import { madeSafe } from '../../../src/ai/cookbook/made-safe'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'

const safe = (theme: string, lang: Lang) => madeSafe(readBrief(theme, lang), theme)

/**
 * A raw dish asked about beside another dish the theme names is the question, the other dish the meal: a sushi night
 * for someone pregnant is sushi with nothing raw (omelette, cucumber, crab sticks), not a platter of poached sashimi.
 */
describe('a raw dish asked about beside the meal', () => {
  test.each<[string, Lang]>([
    ['first trimester and we are doing a sushi night. is tuna sashimi fine for me or what else?', 'en'],
    ['20 weeks pregnant, we’re having a sushi dinner, is salmon sashimi ok for me?', 'en'],
    ["sushi party at home this weekend, I'm expecting - can I eat the sashimi?", 'en'],
    ['妊娠中だけど、友達と寿司パーティー。お刺身は食べられる？', 'ja'],
  ])('%s', (theme, lang) => {
    const brief = safe(theme, lang)
    expect(brief.dishId).toBe('maki_sushi')
    expect(brief.keyIngredientIds).not.toContain('tuna')
    expect(brief.keyIngredientIds).not.toContain('salmon')
  })

  test('the raw dish alone, or asked by no one at risk, stays itself', () => {
    expect(safe('pregnant and craving sashimi', 'en').dishId).toBe('sashimi')
    expect(safe('sushi night this weekend, can I have tuna sashimi?', 'en').dishId).toBe('sashimi')
  })
})
