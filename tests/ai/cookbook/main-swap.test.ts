import { describe, expect, test } from 'bun:test'
import { mealAsked } from '../../../src/ai/cookbook/meal'
import { readBrief } from '../../../src/ai/food/brief'
import { cookFor } from '../../../src/ai/offline/cookbook'
import { factsOf } from '../../../src/ai/offline/talk/facts'

const cooked = (theme: string, lang: 'ja' | 'en') => {
  const brief = readBrief(theme, lang)
  return cookFor({ brief, dishId: brief.dishId!, seed: 1, theme })
}
const swapOf = (c: ReturnType<typeof cooked>) => c.adaptation.decisions.find((d) => d.kind === 'substitute')

describe('a main swapped for cost or what the cook has', () => {
  test('hitsumabushi with chicken: the eel gives way, the chicken is cooked through at 75 °C and the title says it', () => {
    for (const [theme, lang] of [
      ['ひつまぶしっぽいのを鶏で作りたい（うなぎ高すぎ）', 'ja'],
      ['hitsumabushi but with chicken, eel is too pricey', 'en'],
    ] as const) {
      const c = cooked(theme, lang)
      const foods = c.adaptation.recipe.ingredients.map((i) => i.food)
      expect(foods, theme).toContain('chicken_thigh')
      expect(foods, theme).not.toContain('eel')
      const step = c.adaptation.recipe.steps.find((s) => s.ja.includes('{eel}'))!
      expect(step.cue.temp_c, theme).toBe(75)
      expect(step.minutes, theme).toBeGreaterThanOrEqual(15)
      // Bought kabayaki was only warmed; raw chicken is cooked.
      expect(step.ja, theme).not.toContain('温めて')
      expect(c.draft.title_ja, theme).toMatch(/^鶏ひつまぶし/)
      expect(c.draft.title_en, theme).toMatch(/chicken/i)
      expect(c.draft.description_ja, theme).not.toContain('うなぎ')
      expect(swapOf(c), theme).toMatchObject({ from: 'eel', to: 'chicken_thigh' })
    }
  }, 20_000)

  test('a stew swapped to pork takes the cut stewed as the beef was, and nothing is left unchecked', () => {
    for (const [theme, lang] of [
      ['beef stew but with pork, beef is too expensive', 'en'],
      ['ビーフシチューを豚肉で作りたい', 'ja'],
    ] as const) {
      const c = cooked(theme, lang)
      expect(swapOf(c), theme).toMatchObject({ to: 'pork_shoulder' })
      expect(c.brief.unchecked ?? [], theme).toEqual([])
    }
  }, 20_000)

  test('the stew swapped to pork is named pork stew and its pork cut into chunks as the beef was', () => {
    for (const [theme, lang, title] of [
      ['ビーフシチューって豚肉でもいける？牛が高くて', 'ja', 'ポークシチュー'],
      ['beef stew but with pork, beef is too expensive', 'en', 'Pork stew'],
    ] as const) {
      const c = cooked(theme, lang)
      expect(c.draft[`title_${lang}`], theme).toBe(title)
      expect(c.draft[`description_${lang}`], theme).not.toMatch(/ビーフ|beef/i)
      expect(c.adaptation.recipe.ingredients.find((i) => i.food === 'pork_shoulder')!.prep?.en, theme).toMatch(/chunks/)
    }
  }, 20_000)

  test('a protein said with a dish, or "just" one, is its main, not a dish of a meal', () => {
    expect(mealAsked('beef bourguignon with pork')).toBeNull()
    expect(mealAsked('paella with just chicken')).toBeNull()
  })

  test('lamb mince too dear: beef mince in its place, named by the theme', () => {
    const c = cooked('shepherds pie but with beef, lamb is too expensive', 'en')
    expect(swapOf(c)).toMatchObject({ from: 'ground_lamb', to: 'ground_beef' })
    expect(c.draft.title_en).toMatch(/^Beef/)
  })

  test('the reason names the food as the theme called it, the change the cut put in', () => {
    const swap = swapOf(cooked('beef bourguignon with pork', 'en'))!
    expect(swap.kind === 'substitute' && swap.reason.en).toContain('names pork,')
    expect(swap.kind === 'substitute' && swap.changes.en).toContain('pork shoulder')
  })

  test('a named main put in for the food of the dish named is said, with its reason', () => {
    const theme = 'ひつまぶしっぽいのを鶏で作りたい（うなぎ高すぎ）'
    const c = cooked(theme, 'ja')
    expect(c.adaptation.decisions.some((d) => d.kind === 'substitute' && d.because === d.to)).toBe(true)
    const swap = factsOf(c, theme, 'ja').swaps[0]!
    expect(swap.to).toContain('鶏')
    expect(swap.reason).toContain('鶏')
  })
})
