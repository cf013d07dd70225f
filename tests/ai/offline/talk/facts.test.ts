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
  test('a step is referred to by its vessel, heat and minutes, never by its text', () => {
    const cooked = cookFor({ brief, dishId: 'glazed_carrots', seed: 1, theme: 'glazed carrots, no honey' })
    const f = factsOf(cooked, 'glazed carrots, no honey', 'en')
    const step = cooked.adaptation.recipe.steps.find((s) => s.heat !== 'none' && s.vessel !== 'none')!
    expect(f.technique.where).toMatch(/^\d+ minutes (?:in|on|under) the /)
    expect(f.technique.where).not.toContain(step.en.slice(0, 12))
    expect(f.technique.where).not.toContain('{')
  })
})

describe("a condition the adapter holds is the host's to say", () => {
  test('a salt cap for a low-salt diet is among what the host says, with its figure', () => {
    const lowSalt: Brief = { ...brief, dishId: 'miso_soup', dish: 'miso soup', exclusions: [], diets: ['low_salt'] }
    const cooked = cookFor({ brief: lowSalt, dishId: 'miso_soup', seed: 1, theme: 'low-salt miso soup' })
    const said = factsOf(cooked, 'low-salt miso soup', 'en').others.join(' ')
    expect(said).toMatch(/1\.3 ?g/)
  })
})

describe('who eats it', () => {
  test('the age the theme gives is said as it was read, without promising no salt the recipe has', () => {
    const cooked = cookFor({ brief, dishId: 'glazed_carrots', seed: 1, theme: 'glazed carrots for my 8 month old' })
    const said = factsOf(cooked, 'glazed carrots for my 8 month old', 'en').others.join(' ')
    expect(said).toContain('a baby of about 7-8 months')
    expect(said).not.toMatch(/\bno salt\b/)
  })
})
