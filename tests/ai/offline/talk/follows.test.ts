import { describe, expect, test } from 'bun:test'
import { factsOf } from '../../../../src/ai/offline/talk/facts'
import { cooked, say } from './panel-turns'

/**
 * What a blind reader of heldout28 caught the talk saying that the recipe published does not hold: a make-ahead tip
 * against a dish that marinates for days, someone unwell nobody named, "without mayonnaise" beside an egg-free one, a
 * story told twice, salt debated that nobody would cut (a third of a burdock root written 0.3: tests/ai/cookbook/render.test.ts).
 */
describe('the talk follows the recipe published', () => {
  test('a dish whose steps marinate for hours is not told to be dressed just before eating', () => {
    const theme = 'いかにんじん作ってみたい、福島の正月のやつ'
    const f = factsOf(cooked(theme, 'ika_ninjin', 'ja'), theme, 'ja')
    expect(f.minutes).toBeGreaterThan(240)
    expect(f.moment ?? '').not.toMatch(/直前/)
    expect(say(theme, 'ika_ninjin', 'ja', 'culture', 3)).not.toMatch(/直前/)
  })

  test('a cold night is no one unwell; a cold caught is', () => {
    const night = 'tonjiru for a cold night, lots of root veg'
    expect(factsOf(cooked(night, 'tonjiru', 'en'), night, 'en').moment ?? '').not.toMatch(/unwell/)
    const ill = 'tonjiru for my son, he has a cold'
    expect(factsOf(cooked(ill, 'tonjiru', 'en'), ill, 'en').moment).toMatch(/unwell/)
  })

  test('a rule the recipe holds a kind of (an egg-free mayonnaise) is not said as cooked without', () => {
    const theme = 'Egg allergy. Need a caesar dressing with no raw yolk and no mayo shortcut.'
    const c = cooked(theme, 'chicken_caesar_salad', 'en')
    const f = factsOf(c, theme, 'en')
    expect(c.draft.ingredients_en.join()).toMatch(/egg-free mayonnaise/)
    expect(f.rules.join()).not.toMatch(/mayonnaise/)
    expect(f.rules.join()).toMatch(/egg/)
    expect(say(theme, 'chicken_caesar_salad', 'en', 'culture', 1)).not.toMatch(/without mayonnaise/)
  })

  test("the culture expert's history is not told again where the first note named its founder", () => {
    const theme = 'Egg allergy. Need a caesar dressing with no raw yolk and no mayo shortcut.'
    const said = [1, 2, 3].map((r) => say(theme, 'chicken_caesar_salad', 'en', 'culture', r as 1 | 2 | 3))
    expect(said.filter((s) => /Cardini/.test(s)).length).toBeLessThanOrEqual(1)
  })

  test("salt under 2.5 g a serving is the nutritionist's to say, and not debated", () => {
    const theme = 'tonjiru for a cold night, lots of root veg'
    const f = factsOf(cooked(theme, 'tonjiru', 'en'), theme, 'en')
    expect(f.nutrition.salt_g).toBeLessThan(2.5)
    expect(say(theme, 'tonjiru', 'en', 'nutritionist', 1)).toMatch(/g of salt/)
    for (const [role, round] of [
      ['host', 2],
      ['culture', 2],
      ['host', 3],
    ] as const)
      expect(say(theme, 'tonjiru', 'en', role, round), `${role} ${round}`).not.toMatch(/salt|seasoning/i)
  })
})
