import { describe, expect, test } from 'bun:test'
import { RECIPES, recipeFor } from '../../../src/ai/cookbook/load'

describe('recipes a cook asks for (gaps10)', () => {
  test('champon has wood ear mushrooms among its vegetables', () => {
    const r = recipeFor('champon')!
    expect(r.ingredients.some((i) => i.food === 'wood_ear')).toBe(true)
    expect(r.steps.some((s) => s.en.includes('{wood_ear}'))).toBe(true)
  })

  test('a red onion standing in for small shallots is weighed, never counted as whole red onions', () => {
    const lines = RECIPES.flatMap((r) => [
      ...r.ingredients,
      ...(r.variants ?? []).flatMap((v) => v.ingredients ?? []),
    ]).filter((i) => i.food === 'red_onion' && /shallot/.test(i.prep?.en ?? ''))
    expect(lines.length).toBeGreaterThan(10)
    for (const i of lines) expect([i.prep!.en, i.amount.unit]).toEqual([i.prep!.en, 'g'])
  })
})
