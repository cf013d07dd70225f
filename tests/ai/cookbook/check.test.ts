import { describe, expect, test } from 'bun:test'
import { checkCookbook, checkRecipe, claimsIn, problemLine } from '../../../src/ai/cookbook/check'
import { RECIPES, recipeFor } from '../../../src/ai/cookbook/load'

const nikujaga = () => structuredClone(recipeFor('nikujaga')!)
const messages = (r: ReturnType<typeof nikujaga>) => checkRecipe(r).map(problemLine)

/** Walking the whole cookbook (1,000+ recipes, each variant rendered) takes seconds of CPU, not one test's default. */
const WHOLE_COOKBOOK_MS = 30_000

describe('the recipe checker', () => {
  test(
    'every authored recipe and variant passes',
    () => {
      expect(RECIPES.length).toBeGreaterThan(0)
      expect(checkCookbook().map(problemLine)).toEqual([])
    },
    WHOLE_COOKBOOK_MS,
  )

  test(
    'npm run cookbook:check prints the count and passes',
    () => {
      const run = Bun.spawnSync([process.execPath, 'scripts/cookbook-check.ts'])
      expect(run.stdout.toString()).toMatch(/^\d+ recipes and \d+ variants checked: 0 problems$/m)
      expect(run.exitCode).toBe(0)
    },
    WHOLE_COOKBOOK_MS,
  )

  test('an ingredient no step names, and a ref no ingredient has', () => {
    const r = nikujaga()
    r.steps[0]!.ja = 'しらたきを沸騰した湯で3分ゆで、ざるに上げる。'
    r.steps[0]!.en = 'Boil it for 3 minutes.'
    r.steps[2]!.ja = r.steps[2]!.ja.replace('{shirataki}', 'しらたき')
    r.steps[2]!.en = r.steps[2]!.en.replace('{shirataki}', 'the {konnyaku}')
    expect(messages(r)).toContain('nikujaga: shirataki is never named in a step')
    expect(messages(r)).toContain('nikujaga: {konnyaku} names no ingredient')
  })

  test('a line counted in pieces of a food whose one piece weighs nothing known (its protein would count 0)', () => {
    const r = nikujaga()
    const beef = r.ingredients.find((i) => i.food === 'beef')!
    beef.amount = { qty: 2, unit: 'piece' }
    expect(checkCookbook([r]).map(problemLine)).toContain(
      'nikujaga: beef is counted, but no weight of one is known (knowledge/cookbook.json piece_grams)',
    )
  })

  test('minutes that do not add up', () => {
    const r = nikujaga()
    r.steps[4]!.minutes = 5
    expect(messages(r)).toContain("nikujaga: total_minutes 40 is not the steps' sum, 30")
  })

  test('beef that reaches no safe temperature, in the recipe or a variant', () => {
    const r = nikujaga()
    delete r.steps[4]!.cue.temp_c
    expect(messages(r)).toContain('nikujaga: beef (beef) reaches no heated step with cue.temp_c of 75 °C or more')
    const v = nikujaga()
    v.variants![0]!.steps![2]!.cue.temp_c = 60
    expect(messages(v)).toContain(
      'nikujaga (rice_cooker): beef (beef) reaches no heated step with cue.temp_c of 75 °C or more',
    )
    const cold = nikujaga()
    cold.steps[4]!.heat = 'none'
    expect(messages(cold).some((m) => m.includes('reaches no heated step'))).toBe(true)
  })

  test('a safe temperature before the food goes in does not count', () => {
    const r = nikujaga()
    r.steps[0]!.cue.temp_c = 75
    delete r.steps[4]!.cue.temp_c
    expect(messages(r).some((m) => m.includes('beef (beef) reaches no heated step'))).toBe(true)
  })

  test('a title or description that claims what the ingredients break', () => {
    const r = nikujaga()
    r.title.en = 'Vegetarian nikujaga'
    r.description.ja = `大豆不使用。${r.description.ja}`
    const found = messages(r)
    expect(found).toContain('nikujaga: claims "vegetarian", but beef (beef) has meat')
    expect(found).toContain('nikujaga: claims "大豆不使用", but soy_sauce (soy_sauce) has soy')
    expect(claimsIn('a mildly spiced stew').map((c) => c.word)).toEqual([])
    expect(claimsIn('A gluten-free bake').flatMap((c) => c.traits)).toContain('gluten')
  })

  test('a food’s own name is no claim', () => {
    const r = nikujaga()
    r.ingredients[5] = { ...r.ingredients[5]!, food: 'vegan_butter' }
    r.description.en = 'Simmered after a start in plant-based butter.'
    expect(messages(r).filter((m) => m.includes('claims'))).toEqual([])
    // …but a claim that contains a food's name is still one.
    const egg = nikujaga()
    egg.ingredients.push({
      ref: 'egg',
      food: 'egg',
      amount: { qty: 1, unit: 'piece' },
      does: 'garnish',
      optional: true,
    })
    egg.steps[6]!.ja = '火を止めて10分おき、{egg}を添えて器に盛る。'
    egg.steps[6]!.en = 'Turn off the heat, leave for 10 minutes and serve with the {egg}.'
    egg.title.ja = '卵不使用の肉じゃが'
    expect(messages(egg)).toContain('nikujaga: claims "卵不使用", but egg (egg) has egg')
  })

  test('a variant free of a trait its ingredients have', () => {
    const r = nikujaga()
    r.variants![0]!.free_of = ['beef']
    expect(messages(r)).toContain('nikujaga (rice_cooker): free of beef, but beef (beef) has it')
  })

  test('a recipe the discussion engine would refuse as rendered: fewer than four ingredients', () => {
    // Short step lists are published as written (two steps at least); four ingredients are the floor nothing adds.
    const r = nikujaga()
    r.steps = r.steps.slice(0, 3)
    r.total_minutes = 7
    r.ingredients = r.ingredients.filter((i) => r.steps.some((s) => s.en.includes(`{${i.ref}}`))).slice(0, 3)
    r.variants = []
    expect(messages(r)).toContain(
      'nikujaga: renders to a draft the engine refuses: ingredients_ja: Too small: expected array to have >=4 items',
    )
  })

  test('steps whose languages name different refs, and too few notes', () => {
    const r = nikujaga()
    r.steps[3]!.en = 'Pour in the {dashi}, {sake} and {sugar}, bring to the boil and skim.'
    r.notes.culture = r.notes.culture.slice(0, 1)
    expect(messages(r)).toContain(
      'nikujaga: step 4: ja names {dashi}{sake}{sugar}{mirin}, en names {dashi}{sake}{sugar}',
    )
    expect(messages(r)).toContain('nikujaga: notes.culture: 1, at least two')
  })
})
