import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { briefForDish } from '../../../src/ai/cookbook/check'
import { recipeFor } from '../../../src/ai/cookbook/load'

/** A line's preparation note once the recipe is made for `servings`. */
const prepFor = (dish: string, ref: string, servings: number) => {
  const a = adapt(recipeFor(dish)!, briefForDish(dish, { limits: { servings } }), { seed: 1 })
  return a.recipe.ingredients.find((i) => i.ref === ref)!.prep
}

describe('amounts in a preparation note scale with their line', () => {
  test('a share of the line doubles with it, in both languages', () => {
    const base = recipeFor('shuizhu_niurou')!.servings
    expect(prepFor('shuizhu_niurou', 'oil', base * 2)).toEqual({
      ja: 'うち大さじ6は仕上げ用',
      en: '6 tbsp of it for the final sizzle',
    })
  })

  test('a unit written out follows its count into the plural', () => {
    const base = recipeFor('egg_drop_soup')!.servings
    expect(prepFor('egg_drop_soup', 'cornstarch', base * 2)?.en).toBe('mixed with 2 tablespoons of water')
  })

  test('sizes, times, fractions and the weight of each piece stay', () => {
    const fish = recipeFor('steamed_fish')!
    const line = fish.ingredients.find((i) => /each/.test(i.prep?.en ?? ''))!
    expect(prepFor('steamed_fish', line.ref, fish.servings * 2)).toEqual(line.prep)
    const gyoza = recipeFor('gyoza')!
    const salted = gyoza.ingredients.find((i) => /1\/4 tsp/.test(i.prep?.en ?? ''))!
    expect(prepFor('gyoza', salted.ref, gyoza.servings * 2)).toEqual(salted.prep)
    expect(prepFor('kung_pao_chicken', 'chicken_thigh', 8)).toEqual(recipeFor('kung_pao_chicken')!.ingredients[0]!.prep)
  })
})
