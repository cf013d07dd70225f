import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { briefForDish } from '../../../src/ai/cookbook/check'
import { descriptionBreaks, emptiedSteps, textProblems } from '../../../src/ai/cookbook/check-text'
import { food } from '../../../src/ai/cookbook/foods'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
import type { AuthoredRecipe } from '../../../src/ai/cookbook/types'
import type { Brief, Trait } from '../../../src/ai/food/types'

const without = (name: string, ...traits: Trait[]): Partial<Brief> => ({
  exclusions: [{ kind: 'diet', name, excludes: [], traits, ingredients: [] }],
})
const adapted = (dish: string, more: Parameters<typeof briefForDish>[1]) =>
  adapt(recipeFor(dish)!, briefForDish(dish, more), { seed: 3 })
const authoredSteps = (r: AuthoredRecipe) => [r.steps, ...(r.variants ?? []).map((v) => v.steps ?? [])].flat()

describe('the slips an adaptation used to leave in the text', () => {
  test('a step that only scented its fat for a food taken out heats the fat plainly, and keeps it', () => {
    for (const dish of ['kung_pao_chicken']) {
      const a = adapted(dish, without('no chilli', 'hot_spice'))
      expect(emptiedSteps(a.recipe, authoredSteps(recipeFor(dish)!))).toEqual([])
      const oil = a.recipe.ingredients.find((i) => i.does === 'fries')!
      expect(a.recipe.steps.some((s) => s.en === `Heat the {${oil.ref}}.`)).toBe(true)
      expect(textProblems(a.recipe)).toEqual([])
    }
  })

  test('a description naming a ruled-out food in plain words loses that sentence; one by {ref} follows the swap', () => {
    // The swap itself, not the soy-free version written for the dish (gaps11), which would be chosen instead.
    const teriyaki = { ...recipeFor('chicken_teriyaki')!, variants: [] }
    const r = structuredClone(teriyaki)
    r.description = { ja: '鶏を焼き、醤油で照りよく仕上げる。', en: 'Seared chicken finished in a glossy soy glaze.' }
    const brief = briefForDish('chicken_teriyaki', without('soy allergy', 'soy'))
    const a = adapt(r, brief, { seed: 3 })
    expect(descriptionBreaks(a.recipe, brief)).toEqual([])
    expect(a.recipe.description.en).not.toContain('soy glaze')
    // The authored description names the soy sauce by {ref}: it names the stand-in instead.
    const authored = adapt(teriyaki, brief, { seed: 3 })
    const standIn = food(authored.recipe.ingredients.find((i) => i.ref === 'soy_sauce')!.food)
    expect(standIn.traits).not.toContain('soy')
    expect(render(authored).description_en).toContain(standIn.name.en)
  })

  test('two foods swapped for the same stand-in are one line, named once', () => {
    const a = adapted('sara_udon', without('plant-based', 'meat', 'fish', 'shellfish', 'egg', 'milk', 'honey'))
    const foods = a.recipe.ingredients.map((i) => i.food)
    expect(new Set(foods).size).toBe(foods.length)
    expect(textProblems(a.recipe).filter((p) => p.includes('twice'))).toEqual([])
  })

  test('for children, the whole nuts are chopped first, as the talk says they are', () => {
    const a = adapted('kung_pao_chicken', { occasions: ['children'] })
    const nut = a.recipe.ingredients.find((i) => i.food === 'peanut')!
    expect(a.recipe.steps[0]!.en).toContain(`{${nut.ref}}`)
    expect(a.recipe.steps[0]!.heat).toBe('none')
    // A recipe with no whole nut gets no such step.
    expect(adapted('nikujaga', { occasions: ['children'] }).recipe.steps).toEqual(recipeFor('nikujaga')!.steps)
  })
})
