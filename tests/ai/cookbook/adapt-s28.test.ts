import { describe, expect, test } from 'bun:test'
import { madeSafe } from '../../../src/ai/cookbook/made-safe'
import { readBrief } from '../../../src/ai/food/brief'
import { chooseDish } from '../../../src/ai/offline/choose'
import { cookFor } from '../../../src/ai/offline/cookbook'

/** Cooking a theme reads the whole cookbook: slow on a busy machine. */
const SLOW = 60_000

/** A theme cooked as the offline path cooks it. */
function cooked(theme: string, lang: 'en' | 'ja') {
  const brief = madeSafe(readBrief(theme, lang))
  return cookFor({ brief, dishId: brief.dishId ?? chooseDish(brief, 1, theme), seed: 1, theme })
}

/**
 * Scaled amounts read as a cook writes them (heldout33: "39 ml wine, 3/4 clove garlic, 17 g butter"): grams and
 * millilitres to 5 under 100 and 10 above, a small piece (a clove of garlic) whole or half, in both languages.
 */
describe('scaled amounts are rounded as a cook measures', () => {
  test.each([
    ["my nonna's lasagne feeds 12 but it's just me and my partner now. can you scale it down to 2?", 'en'],
    ['beef stew for just me tonight, 1 serving', 'en'],
    ['ラザニアを2人分だけ作りたい', 'ja'],
    ['肉じゃがを1人分だけ作りたい', 'ja'],
  ] as const)(
    '%s',
    (theme, lang) => {
      const c = cooked(theme, lang)
      expect(c.adaptation.decisions.some((d) => d.kind === 'scale')).toBe(true)
      const lines = c.draft[`ingredients_${lang}`]
      const metric = lines.flatMap((l) => [...l.matchAll(/(?<![\d./])(\d+(?:\.\d+)?) ?(g|ml)(?![a-z])/g)])
      expect(metric.length).toBeGreaterThan(0)
      for (const [, n] of metric) {
        const x = Number(n)
        // 75 g, 230 ml, 8 g: to the gram under 10, to 5 under 100, to 10 from 100 (5 allowed where a count gave it).
        expect(x < 10 || x % 5 === 0).toBe(true)
      }
      // No three quarters of a clove of garlic, in either language.
      expect(lines.join('\n')).not.toMatch(/3\/4 cloves?|にんにく 3\/4片/)
    },
    SLOW,
  )
})
