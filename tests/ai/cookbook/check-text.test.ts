import { describe, expect, test } from 'bun:test'
import { descriptionBreaks, emptiedSteps, nutsLeftWhole, textProblems } from '../../../src/ai/cookbook/check-text'
import { briefForDish } from '../../../src/ai/cookbook/check'
import { recipeFor } from '../../../src/ai/cookbook/load'
import type { AuthoredRecipe } from '../../../src/ai/cookbook/types'

const nikujaga = (): AuthoredRecipe => structuredClone(recipeFor('nikujaga')!)
const first = (r: AuthoredRecipe) => r.steps[0]!

describe('what a cook reads wrong in a published version', () => {
  test('nikujaga as authored reads clean', () => {
    expect(textProblems(nikujaga())).toEqual([])
  })

  test('a word left with nothing after it, in a step or its cue', () => {
    const r = nikujaga()
    first(r).cue = { ...first(r).cue, en: 'the surface is glossy with', ja: 'つやが出る' }
    expect(textProblems(r).join('\n')).toContain('leaves "with)" with nothing said')
    const ja = nikujaga()
    first(ja).cue = { ...first(ja).cue, ja: '、まで' }
    expect(textProblems(ja).join('\n')).toContain('(ja) leaves')
  })

  test('two lines of one food joined in a list name it twice; two foods of one word do not', () => {
    const r = nikujaga()
    const soy = r.ingredients.find((i) => i.food === 'soy_sauce')!
    r.ingredients.push({ ...soy, ref: 'soy_twin' })
    r.steps[1]!.en = `${r.steps[1]!.en} Add the {${soy.ref}} and {soy_twin}.`
    r.steps[1]!.ja = `${r.steps[1]!.ja}{${soy.ref}}と{soy_twin}を加える。`
    const twice = textProblems(r).filter((p) => p.includes('twice in one list'))
    expect(twice).toHaveLength(2)
  })

  test('a count with no counter for a food not counted by the piece', () => {
    const r = nikujaga()
    r.ingredients.push({ ref: 'cumin', food: 'cumin', amount: { qty: 3, unit: 'piece' }, does: 'flavours' })
    r.steps[1]!.en = `${r.steps[1]!.en} Scatter the {cumin}.`
    r.steps[1]!.ja = `${r.steps[1]!.ja}{cumin}を散らす。`
    expect(textProblems(r).join('\n')).toContain('counted bare')
  })

  test('a prep that shares out its pieces in words does not scale; halves do', () => {
    const r = nikujaga()
    const onion = r.ingredients.find((i) => i.food === 'onion')!
    onion.prep = { ja: '2個はくし形、1個は薄切り', en: 'two in wedges, one sliced' }
    expect(textProblems(r).join('\n')).toContain('counts out the line in words')
    onion.prep = { ja: '半量はくし形、半量は薄切り', en: 'half in wedges, half sliced' }
    expect(textProblems(r).join('\n')).not.toContain('counts out the line')
  })

  test('meat said to stay pink and taken past the whole-muscle figure', () => {
    const r = nikujaga()
    const beef = r.ingredients.find((i) => i.food.includes('beef'))!
    const at = r.steps.findIndex((s) => s.en.includes(`{${beef.ref}}`))
    r.steps[at]!.cue = { ...r.steps[at]!.cue, en: `the {${beef.ref}} is still pink` }
    r.steps[r.steps.length - 1]!.en += ` Return the {${beef.ref}}.`
    r.steps[r.steps.length - 1]!.ja += `{${beef.ref}}を戻す。`
    r.steps[r.steps.length - 1]!.cue = { ja: '中心が75℃', en: 'the centre reads 75 °C', temp_c: 75 }
    expect(textProblems(r).join('\n')).toContain('stays pink')
    // Prawns turn pink cooked: a clause naming another food is about that food.
    r.steps[at]!.cue = { ...r.steps[at]!.cue, en: `the prawns are pink and the {${beef.ref}} browned` }
    expect(textProblems(r).join('\n')).not.toContain('stays pink')
  })
})

describe('what only an adaptation can get wrong', () => {
  test('a heated step left naming only its fat, which no authored step was', () => {
    const r = nikujaga()
    const oil = r.ingredients.find((i) => i.does === 'fries')!
    const emptied = { ...first(r), heat: 'low' as const, en: `Warm the {${oil.ref}}.`, ja: `{${oil.ref}}を温める。` }
    // With a cue of its own it still shows the cook something; with none, it does nothing.
    expect(emptiedSteps({ ...r, steps: [emptied, ...r.steps] }, r.steps)).toEqual([])
    emptied.cue = { ja: '', en: '' }
    expect(emptiedSteps({ ...r, steps: [emptied, ...r.steps] }, r.steps)).toHaveLength(1)
    expect(emptiedSteps({ ...r, steps: [emptied, ...r.steps] }, [emptied, ...r.steps])).toEqual([])
  })

  test('a description naming in words a food the brief rules out', () => {
    const r = nikujaga()
    r.description = { ja: '醤油で甘辛く煮た家庭の味。', en: 'A home stew simmered sweet with soy.' }
    const soy = briefForDish('nikujaga', {
      exclusions: [{ kind: 'allergy', name: 'soy', excludes: [], traits: ['soy'], ingredients: [] }],
    })
    expect(descriptionBreaks(r, soy).length).toBeGreaterThan(0)
    expect(descriptionBreaks(r, briefForDish('nikujaga'))).toEqual([])
  })

  test('whole nuts served where the occasion says no nut goes in whole', () => {
    const r = nikujaga()
    r.ingredients.push({ ref: 'walnut', food: 'walnut', amount: { qty: 20, unit: 'g' }, does: 'garnish' })
    const kids = briefForDish('nikujaga', { occasions: ['children'] })
    expect(nutsLeftWhole(r, kids)).toHaveLength(1)
    expect(nutsLeftWhole(r, briefForDish('nikujaga'))).toEqual([])
  })
})
