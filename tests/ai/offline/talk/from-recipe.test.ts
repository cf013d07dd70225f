import { describe, expect, test } from 'bun:test'
import { themes } from '../../../../scripts/eval/evaluate'
import { readBrief } from '../../../../src/ai/food/brief'
import type { Lang } from '../../../../src/ai/food/types'
import { chooseDish } from '../../../../src/ai/offline/compose'
import { cookFor } from '../../../../src/ai/offline/cookbook'
import { seedOf } from '../../../../src/ai/offline/random'
import { factsOf, ownLine } from '../../../../src/ai/offline/talk/facts'

/**
 * What the talk says of the dish is the published recipe's own: over a sample of the development themes, in both
 * languages, no note, origin or description sentence said names a food, a tool or a kind of heat the recipe as
 * cooked does not have (a chef frying the rice of a rice-cooker jambalaya, a toaster gratin "simmered in a pot").
 */
const SAMPLE = themes().filter((_, i) => i % 4 === 0)

describe('the talk says only what the published recipe holds', () => {
  const runs = SAMPLE.map((t) => {
    const lang = t.lang as Lang
    const brief = readBrief(t.theme, lang)
    const seed = seedOf(t.theme)
    const cooked = cookFor({ brief, dishId: brief.dishId ?? chooseDish(brief, seed, t.theme), seed, theme: t.theme })
    return { theme: t.theme, lang, cooked, facts: factsOf(cooked, t.theme, lang) }
  })

  test('the sample has both languages', () => {
    expect(runs.filter((r) => r.lang === 'ja').length).toBeGreaterThanOrEqual(5)
    expect(runs.filter((r) => r.lang === 'en').length).toBeGreaterThanOrEqual(5)
  })

  test('every note, origin and description said is of the recipe as cooked', () => {
    for (const r of runs) {
      const { recipe } = r.cooked.adaptation
      const said = [...Object.values(r.facts.notes).flat(), r.facts.origin ?? '', r.facts.description].filter(Boolean)
      for (const line of said) expect(ownLine(line, recipe, r.cooked.brief, r.lang), `${r.theme}: ${line}`).toBe(true)
    }
  }, 60_000)

  test('a main food the theme named is the dish, not a swap said of the food it replaced', () => {
    const theme = 'teriyaki salmon for two'
    const cooked = cookFor({ brief: readBrief(theme, 'en'), dishId: 'chicken_teriyaki', seed: 1, theme })
    expect(cooked.adaptation.decisions.some((d) => d.kind === 'substitute' && d.because === d.to)).toBe(true)
    expect(factsOf(cooked, theme, 'en').swaps.map((s) => s.from)).not.toContain('chicken thigh')
  })

  test('a line naming a kind of heat or a food the recipe lacks is not its own, in either language', () => {
    const theme = 'rice cooker only, jambalaya for three'
    const cooked = cookFor({ brief: readBrief(theme, 'en'), dishId: 'jambalaya', seed: 1, theme })
    const { recipe } = cooked.adaptation
    expect(ownLine('Frying the rice in the fat first keeps each grain apart', recipe, cooked.brief, 'en')).toBe(false)
    expect(ownLine('Do not lift the lid while the cycle runs', recipe, cooked.brief, 'en')).toBe(true)
    expect(ownLine('ご飯を先に油で炒めると粒が立ちます', recipe, cooked.brief, 'ja')).toBe(false)
    const f = factsOf(cooked, theme, 'en')
    expect(Object.values(f.notes).flat().join(' ')).not.toMatch(/\bfr(y|ying|ied)\b/i)
  })
})
