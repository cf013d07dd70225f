import { expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { briefForDish } from '../../../src/ai/cookbook/check'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { readBrief } from '../../../src/ai/food/brief'

test('of versions free of shellfish, a shellfish allergy gets the one made with fish over the chicken one', () => {
  const recipe = structuredClone(recipeFor('tom_yum_goong')!)
  const chicken = recipe.variants!.find((v) => v.id === 'gai')!
  const fish = {
    ...structuredClone(chicken),
    id: 'pla',
    ingredients: chicken.ingredients!.map((i) => (i.food === 'chicken_thigh' ? { ...i, food: 'cod' } : i)),
  }
  // Listed after the chicken version: the order of the file does not decide.
  recipe.variants!.push(fish)
  const { exclusions } = readBrief('shellfish allergy', 'en')
  const chosen = adapt(recipe, briefForDish('tom_yum_goong', { exclusions }), { seed: 1 }).decisions.flatMap((d) =>
    d.kind === 'variant' ? [d.variant] : [],
  )
  expect(chosen).toEqual(['pla'])
})
