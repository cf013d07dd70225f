import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'
import { chooseDish } from '../../../src/ai/offline/compose'

/** A theme adapted as the offline cookbook adapts it: what is published, and the scale decision. */
function cooked(lang: Lang, theme: string) {
  const brief = readBrief(theme, lang)
  const a = adapt(recipeFor(chooseDish(brief, 1, theme))!, brief, { seed: 1 })
  const draft = render(a, brief.limits.asks)
  const scale = a.decisions.find((d) => d.kind === 'scale')
  const steps = lang === 'ja' ? draft.steps_ja : draft.steps_en
  return { a, draft, steps: steps.join('\n'), batches: scale && 'batches' in scale ? scale.batches : 1 }
}

describe('the pots a theme states hold the crowd at once, named by their size', () => {
  test.each([
    ['en', 'chili for 25 people, I have one big pot', /one pot of at least \d+ litres/],
    ['en', 'feeding 18 after the match, one pot only, beef stew', /one pot of at least \d+ litres/],
    ['en', 'one pot, 20 hungry teenagers, tonjiru please', /one pot of at least \d+ litres/],
    ['en', 'minestrone for 24 at the fundraiser, we have one stockpot', /one pot of at least \d+ litres/],
    ['en', 'chilli for 30 ppl, only one pot in the hall kitchen', /one pot of at least \d+ litres/],
    ['ja', '大鍋ひとつで30人分の豚汁を作りたいです', /L以上の鍋ひとつで一度に/],
    ['ja', 'おでんを20人分、大きい鍋がひとつあります', /L以上の鍋ひとつで一度に/],
    ['ja', '子ども会で豚汁を25人分、鍋は1つだけです', /L以上の鍋ひとつで一度に/],
    ['en', 'miso soup for 35 at the community breakfast. only 2 pots', /Use your 2 pots, each of at least \d+ litres/],
    ['ja', '味噌汁を50人分、鍋は2個です', /L以上の鍋2つに約25人分ずつ/],
  ] as const)('%s "%s"', (lang, theme, said) => {
    const { steps, batches, a } = cooked(lang, theme)
    expect(steps).toMatch(said)
    expect(steps).not.toMatch(/batches of about|回に分けて（1回に/)
    expect(batches).toBeLessThanOrEqual(1)
    // The total is the steps' own minutes: nothing multiplied by batches that are not cooked.
    expect(a.recipe.total_minutes).toBe(a.recipe.steps.reduce((n, s) => n + s.minutes, 0))
  })

  test('a size stated too small for the crowd is cooked in rounds of it, the minutes added up', () => {
    const { steps, batches, a } = cooked('en', 'beef stew for 50 people, one 20 litre pot')
    expect(steps).toMatch(/In 2 batches of about 25 servings each/)
    expect(batches).toBe(2)
    expect(a.recipe.total_minutes).toBe(a.recipe.steps.reduce((n, s) => n + s.minutes, 0))
  })

  test('with no pot stated, a crowd overflowing one is divided between pots', () => {
    expect(cooked('en', 'tonjiru for 45 for the school festival').steps).toMatch(/Divided between 5 pots/)
  })
})
