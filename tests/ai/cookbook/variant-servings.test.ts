import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { briefForDish } from '../../../src/ai/cookbook/check'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'

describe('a version whose own lines make fewer servings', () => {
  test('publishes the servings its lines make: two thirds of a 12-serving cheesecake serve 8', () => {
    const a = adapt(
      recipeFor('baked_cheesecake')!,
      briefForDish('baked_cheesecake', { limits: { asks: ['rice_cooker_only'] } }),
      { seed: 1 },
    )
    expect(a.decisions.find((d) => d.kind === 'variant')).toMatchObject({ variant: 'rice_cooker' })
    expect(render(a).servings).toBe(8)
    expect(a.recipe.ingredients.find((i) => i.ref === 'cream_cheese')!.amount).toEqual({ qty: 400, unit: 'g' })
  })

  test('a version giving its lines again at the same amounts keeps the recipe’s servings', () => {
    const base = recipeFor('baked_cheesecake')!
    const a = adapt(base, briefForDish('baked_cheesecake', {}), { seed: 1 })
    expect(a.recipe.servings).toBe(base.servings)
    const asked = adapt(
      base,
      briefForDish('baked_cheesecake', { limits: { asks: ['rice_cooker_only'], servings: 4 } }),
      {
        seed: 1,
      },
    )
    expect(asked.recipe.servings).toBe(4)
  })
})
