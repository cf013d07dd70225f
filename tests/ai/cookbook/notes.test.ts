import { describe, expect, test } from 'bun:test'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { fits, foodsOf, saltiest, type ToolWords } from '../../../src/ai/cookbook/notes'
import type { Brief } from '../../../src/ai/food/types'
import { briefForDish } from '../../../src/ai/cookbook/check'

const open: Brief = briefForDish('gyudon')
const words: ToolWords = { heat: /\b(heat|boil|fry)\b/i, tools: [['oven', /\boven\b/i]] }
const gyudon = recipeFor('gyudon')!

describe('a note fits the recipe as cooked', () => {
  test('only when every food it names is one of the recipe’s, by id or by a word its names hold', () => {
    expect(fits('Stop once the broth clings and the beef stays tender.', gyudon, open, words)).toBe(true)
    expect(fits('Many crack a raw egg on top.', gyudon, open, words)).toBe(false)
    expect(fits('Gut the niboshi first.', gyudon, open, words)).toBe(false)
    // The broth of a dish simmered in water is its own, not a chicken stock it lacks.
    expect(fits('Stop once the broth clings.', gyudon, open, words)).toBe(true)
  })

  test('never when the brief rules out a word it says', () => {
    const noSake: Brief = {
      ...open,
      exclusions: [{ kind: 'ingredient', name: 'no sake', excludes: ['sake'], traits: [], ingredients: ['sake'] }],
    }
    expect(fits('A splash of sake rounds the broth.', gyudon, open, words)).toBe(true)
    expect(fits('A splash of sake rounds the broth.', gyudon, noSake, words)).toBe(false)
  })

  test('never naming heat where nothing is heated, nor a tool no step uses', () => {
    const salsa = recipeFor('pico_de_gallo')!
    expect(fits('Turn off the heat and rest it.', salsa, open, words)).toBe(false)
    expect(fits('Rest it before serving.', salsa, open, words)).toBe(true)
    expect(fits('Finish the beef in the oven.', gyudon, open, words)).toBe(false)
    expect(fits('Turn off the heat as the beef browns.', gyudon, open, words)).toBe(true)
  })
})

describe('what a recipe’s salt comes from, and what a step cooks', () => {
  test('the saltiest foods first, at most two', () => {
    expect(saltiest(gyudon)[0]).toBe('soy_sauce')
    expect(saltiest(gyudon).length).toBeLessThanOrEqual(2)
  })

  test('the foods a step names, by reference or in words', () => {
    expect(foodsOf(gyudon.steps[1]!, gyudon)).toContain('soy_sauce')
    const simmer = gyudon.steps.find((s) => s.heat === 'medium_low')!
    expect(foodsOf(simmer, gyudon)).toContain('beef')
  })
})
