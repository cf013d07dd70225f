import { describe, expect, test } from 'bun:test'
import {
  descriptionBreaks,
  emptiedSteps,
  gluedNames,
  nutsLeftWhole,
  textProblems,
} from '../../../src/ai/cookbook/check-text'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { briefForDish } from '../../../src/ai/cookbook/check'
import { renamed } from '../../../src/ai/cookbook/foods'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
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

describe('words twice, counts, forms, descriptions and cues', () => {
  const said = (r: AuthoredRecipe, what: string) => textProblems(r).filter((p) => p.includes(what))

  test('a word said twice in a step, and a name glossed by itself', () => {
    const r = nikujaga()
    first(r).en = `${first(r).en} Stir stir well.`
    first(r).ja = `${first(r).ja}春菊（春菊）を添える。`
    // The name glossed by itself is said once as published; the word twice is found.
    expect(said(r, 'a word twice')).toHaveLength(1)
    expect(render({ recipe: r, decisions: [] }).steps_ja[0]).toContain('春菊を添える')
    // Japanese doubles its sounds on purpose.
    const kana = nikujaga()
    first(kana).ja = `${first(kana).ja}カリカリに焼く。`
    expect(said(kana, 'a word twice')).toEqual([])
  })

  test('more than one counted under a name for one; a plural or a name the same for many reads right', () => {
    const r = nikujaga()
    r.ingredients.push({ ref: 'extra', food: 'lotus_root', amount: { qty: 3, unit: 'piece' }, does: 'body' })
    r.steps[1]!.en = `${r.steps[1]!.en} Add the {extra}.`
    r.steps[1]!.ja = `${r.steps[1]!.ja}{extra}を加える。`
    expect(said(r, 'names one')).toHaveLength(1)
    for (const id of ['turnip', 'okra']) {
      r.ingredients.at(-1)!.food = id
      expect(said(r, 'names one')).toEqual([])
    }
  })

  test('the description only the title, and a cue saying nothing seen', () => {
    const r = nikujaga()
    r.description = { ...r.title }
    expect(said(r, 'only the title')).toHaveLength(2)
    first(r).cue = { ja: '準備ができている', en: 'it is ready to use' }
    expect(said(r, 'says nothing a cook sees')).toHaveLength(1)
    first(r).cue = { ja: '型の準備ができている', en: 'the tin is lined' }
    expect(said(r, 'says nothing a cook sees')).toEqual([])
  })

  test('a katakana word of an adaptation holding a food name its author never wrote', () => {
    const r = nikujaga()
    r.ingredients.push({ ref: 'pita', food: 'pita', amount: { qty: 2, unit: 'piece' }, does: 'body' })
    const glued = structuredClone(r)
    first(glued).ja = `${first(glued).ja}フライ{pita}で焼く。`
    expect(gluedNames(glued, r)).toHaveLength(1)
    expect(gluedNames(glued, glued)).toEqual([])
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

  test('a description whose every sentence went is written from the version, never the title', () => {
    const r = nikujaga()
    r.description = { ja: '醤油で甘辛く煮た家庭の味。', en: 'A home stew simmered sweet with soy.' }
    const soy = briefForDish('nikujaga', {
      exclusions: [{ kind: 'allergy', name: 'soy', excludes: [], traits: ['soy'], ingredients: [] }],
    })
    const draft = render(adapt(r, soy, { seed: 1 }))
    expect(draft.description_en).not.toBe(draft.title_en)
    expect(draft.description_en).toMatch(/^Thinly sliced beef and potatoes simmered until a skewer slides/)
    expect(draft.description_ja).toMatch(/^牛薄切り肉とじゃがいもを鍋で煮て、/)
  })

  test('a food renamed twice is not renamed inside the name it was given', () => {
    const once = renamed({ ja: '牛乳を加える', en: 'whisk in the milk' }, 'milk', 'soy_milk')
    expect(renamed(once, 'milk', 'soy_milk').en).toBe('whisk in the unsweetened soy milk')
    // The bread of fattoush in words, become corn tortillas, is not renamed again by the tortilla's words.
    const coeliac = briefForDish('fattoush', {
      exclusions: [{ kind: 'diet', name: 'coeliac', excludes: [], traits: ['wheat', 'gluten'], ingredients: [] }],
    })
    const draft = render(adapt(recipeFor('fattoush')!, coeliac, { seed: 7 }))
    expect(draft.steps_en.join(' ')).toContain('fold in the corn tortillas')
    expect(draft.steps_en.join(' ')).not.toContain('corn corn')
  })

  test('whole nuts served where the occasion says no nut goes in whole', () => {
    const r = nikujaga()
    r.ingredients.push({ ref: 'walnut', food: 'walnut', amount: { qty: 20, unit: 'g' }, does: 'garnish' })
    const kids = briefForDish('nikujaga', { occasions: ['children'] })
    expect(nutsLeftWhole(r, kids)).toHaveLength(1)
    expect(nutsLeftWhole(r, briefForDish('nikujaga'))).toEqual([])
  })
})
