import { describe, expect, test } from 'bun:test'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
import { readBrief } from '../../../src/ai/food/brief'
import { planRemix } from '../../../src/ai/offline/remix'
import type { RemixParent } from '../../../src/ai/turn-context'

/** A published cookbook recipe as a remix's parent. */
function parentOf(dish: string): { parent: RemixParent; kcal: number } {
  const draft = render({ recipe: recipeFor(dish)!, decisions: [] })
  const parent: RemixParent = {
    id: dish,
    title_ja: draft.title_ja,
    title_en: draft.title_en,
    category: draft.category,
    servings: draft.servings,
    total_minutes: draft.total_minutes,
    source: 'discussion',
    ingredients_ja: draft.ingredients_ja,
    ingredients_en: draft.ingredients_en,
    steps_ja: draft.steps_ja,
    steps_en: draft.steps_en,
  }
  return { parent, kcal: draft.nutrition!.kcal! }
}

describe('the nutrition an offline remix publishes', () => {
  test('is counted from its lines as the cookbook counts its own, per serving of the servings asked', () => {
    const { parent, kcal } = parentOf('nikujaga')
    const same = planRemix(parent, readBrief('nikujaga', 'en'), 'nikujaga').draft.nutrition!
    expect(same.kcal).toBeGreaterThan(kcal * 0.8)
    expect(same.kcal).toBeLessThan(kcal * 1.2)
    expect(same.protein_g).toBeGreaterThan(5)
    // For four instead of two: the amounts double, so a serving stays about the same.
    const four = planRemix(parent, readBrief('nikujaga for 4 people', 'en'), 'nikujaga').draft
    expect(four.servings).toBe(4)
    expect(Math.abs(four.nutrition!.kcal! - same.kcal!)).toBeLessThan(same.kcal! * 0.15)
  })

  test('is unknown when a line names a food the lexicon does not know, rather than a total without it', () => {
    const { parent } = parentOf('nikujaga')
    const odd = {
      ...parent,
      ingredients_ja: [...parent.ingredients_ja, 'ムムムのペースト 200g'],
      ingredients_en: [],
    }
    expect(planRemix(odd, readBrief('nikujaga', 'en'), 'nikujaga').draft.nutrition).toBeNull()
  })
})
