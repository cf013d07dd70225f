import { describe, expect, test } from 'bun:test'
import type { Brief } from '../../../../src/ai/food/types'
import { cookFor } from '../../../../src/ai/offline/cookbook'
import { factsOf } from '../../../../src/ai/offline/talk/facts'

const brief: Brief = {
  lang: 'en',
  dishId: 'glazed_carrots',
  dish: 'glazed carrots',
  keyIngredientIds: [],
  key_ingredients: [],
  exclusions: [{ kind: 'diet', name: 'no honey', excludes: ['honey'], traits: ['honey'], ingredients: [] }],
  limits: {},
  notes: [],
  interpreted: false,
  notFood: false,
}

describe('the facts of a discussion', () => {
  test('the authored first step is said with the authored foods, even when a variant left one out', () => {
    const cooked = cookFor({ brief, dishId: 'glazed_carrots', seed: 1, theme: 'glazed carrots, no honey' })
    expect(cooked.adaptation.recipe.ingredients.some((i) => i.food === 'honey')).toBe(false)
    const first = factsOf(cooked, 'glazed carrots, no honey', 'en').base.first
    expect(first).not.toContain('{')
    expect(first).toContain('honey')
  })
})
