import { describe, expect, test } from 'bun:test'
import { checkFresh, type FreshRun, type FreshTheme } from '../../scripts/eval/fresh'
import type { RecipeDraft } from '../../src/ai/prompts'

/** A run of `theme` whose recipe has these ingredient lines (the same in both languages), to read its breaks. */
function breaks(expect: FreshTheme['expect'], lines: string[]): string[] {
  const recipe = { ingredients_ja: [], ingredients_en: lines, steps_ja: [], steps_en: [] } as unknown as RecipeDraft
  const run: FreshRun = {
    theme: { lang: 'en', theme: 't', kind: 'diet', expect },
    transcript: [],
    recipe,
    ending: null,
    dish: null,
  }
  return checkFresh(run).breaks
}

describe('the held-out eval reads a forbidden word as the food it names', () => {
  test('a food the set permits, or one without what the word’s own food holds, is no break', () => {
    // Low FODMAP with the green tops allowed: the tops are not onion.
    expect(
      breaks({ forbidden: ['onion'], permitted: ['ニラ', 'ねぎの青い部分', 'green part of spring onion'] }, [
        '80 g green onion tops',
      ]),
    ).toEqual([])
    // A soy allergy: chickpea miso holds no soy.
    expect(breaks({ forbidden: ['miso'] }, ['4 tbsp chickpea miso'])).toEqual([])
    expect(breaks({ forbidden: ['butter'] }, ['2 tbsp peanut butter'])).toEqual([])
  })

  test('the food itself, or another holding what it holds, still breaks', () => {
    expect(breaks({ forbidden: ['onion'] }, ['1 onion, sliced'])).toHaveLength(1)
    expect(breaks({ forbidden: ['onion'] }, ['80 g green onion tops'])).toHaveLength(1)
    expect(breaks({ forbidden: ['miso'] }, ['2 tbsp white miso'])).toHaveLength(1)
    expect(breaks({ forbidden: ['butter'] }, ['1 tbsp butter'])).toHaveLength(1)
  })
})
