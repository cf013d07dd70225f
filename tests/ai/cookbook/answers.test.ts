import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { briefForDish } from '../../../src/ai/cookbook/check'
import { recipeFor } from '../../../src/ai/cookbook/load'
import type { Decision } from '../../../src/ai/cookbook/types'
import { readBrief } from '../../../src/ai/food/brief'

const answers = (decisions: Decision[]) =>
  decisions.flatMap((d) => (d.kind === 'condition' && d.what === 'answer' ? [d.note] : []))

describe('a trouble the theme names, answered by the recipe’s own note', () => {
  test('a sauce that clumped: the note on why cheese clumps is said', () => {
    const a = adapt(recipeFor('cacio_e_pepe')!, briefForDish('cacio_e_pepe', { styles: ['smooth_sauce'] }), { seed: 1 })
    expect(answers(a.decisions).map((n) => n.en)).toEqual([expect.stringMatching(/clumps .* too hot/)])
  })

  test('two words for one trouble find one note, said once, by the host alone', () => {
    const brief = briefForDish('karaage', { styles: ['crispy', 'not_soggy'] })
    const a = adapt(recipeFor('karaage')!, brief, { seed: 1 })
    const said = answers(a.decisions)
    expect(said).toHaveLength(1)
    expect(Object.values(a.recipe.notes).flat()).not.toContainEqual(said[0])
  })

  test('no note on the trouble: nothing is said for it', () => {
    const brief = briefForDish('tonkatsu', { styles: ['holds_together'] })
    expect(answers(adapt(recipeFor('tonkatsu')!, brief, { seed: 1 }).decisions)).toEqual([])
  })

  test('a note naming a food the brief rules out is not said', () => {
    const brief = briefForDish('cacio_e_pepe', {
      styles: ['smooth_sauce'],
      exclusions: [{ kind: 'allergy', name: 'dairy', excludes: ['cheese'], traits: ['milk'], ingredients: [] }],
    })
    expect(answers(adapt(recipeFor('cacio_e_pepe')!, brief, { seed: 1 }).decisions)).toEqual([])
  })

  test('the reader finds the trouble in either language, and not in a dry rub', () => {
    expect(readBrief('why does my cheese sauce go grainy and split?', 'en').styles).toContain('smooth_sauce')
    expect(readBrief('鶏ハムがいつもパサパサになる', 'ja').styles).toContain('juicy')
    expect(readBrief('ribs with a dry rub and a dry white wine', 'en').styles ?? []).not.toContain('juicy')
  })
})
