import { describe, expect, test } from 'bun:test'
import data from '../../../knowledge/substitutions.json'
import { food } from '../../../src/ai/cookbook/foods'
import {
  loadSubstitutions,
  SUBSTITUTIONS,
  substitutionFor,
  substitutionsFor,
} from '../../../src/ai/cookbook/substitutions'
import type { Trait } from '../../../src/ai/food/types'

const ruled = (traits: Trait[], ids: string[] = []) => ({ traits: new Set(traits), ids: new Set(ids) })
const withRow = (row: Record<string, unknown>) => ({ ...data, substitutions: [...data.substitutions, row] })
const row = {
  id: 'test_row',
  food: 'butter',
  restriction: ['milk'],
  to: 'ghee',
  ratio: 1,
  changes: { ja: 'x', en: 'x' },
  reason: { ja: 'x', en: 'x' },
}

describe('the substitution table', () => {
  test('no replacement carries a trait its row restricts', () => {
    for (const r of SUBSTITUTIONS.substitutions) {
      if (!r.to) continue
      expect([r.id, food(r.to).traits.filter((t) => r.restriction.includes(t))]).toEqual([r.id, []])
    }
  })

  test('covers the common restrictions', () => {
    const covered = new Set(SUBSTITUTIONS.substitutions.flatMap((r) => r.restriction))
    for (const t of [
      'egg',
      'milk',
      'wheat',
      'gluten',
      'soy',
      'sesame',
      'peanut',
      'tree_nut',
      'fish',
      'shellfish',
    ] as const)
      expect([t, covered.has(t)]).toEqual([t, true])
    for (const t of ['meat', 'pork', 'beef', 'poultry', 'alcohol', 'honey', 'hot_spice'] as const)
      expect([t, covered.has(t)]).toEqual([t, true])
  })

  test('refuses a replacement that keeps the trait, an unknown food, a row that never applies, an id twice', () => {
    expect(() => loadSubstitutions(withRow(row))).toThrow(/\(test_row\): ghee still carries milk/)
    expect(() => loadSubstitutions(withRow({ ...row, to: 'moon_cheese' }))).toThrow(/"moon_cheese" is no food/)
    expect(() => loadSubstitutions(withRow({ ...row, food: 'onion', to: 'oil' }))).toThrow(/never applies/)
    expect(() => loadSubstitutions(withRow({ ...row, id: 'dashi_kombu', to: 'oil' }))).toThrow(/used twice/)
    expect(() => loadSubstitutions(withRow({ ...row, pantry: true }))).toThrow(/a pantry row names a food and no/)
  })

  test('a food ruled out by name takes the row first in file order that fits; a restriction never a pantry row', () => {
    // Gochujang the cook lacks keeps its heat (miso with chilli); for no heat, the mild row.
    expect(substitutionFor('gochujang', 'flavours', ruled([], ['gochujang']))?.id).toBe('pantry_gochujang')
    expect(substitutionFor('gochujang', 'flavours', ruled(['hot_spice']))?.id).toBe('gochujang_miso')
    expect(substitutionFor('gochujang', 'flavours', ruled(['hot_spice'], ['gochujang']))?.id).toBe('gochujang_miso')
    // Mirin ruled out by name is not made sake: the sugar row comes first.
    expect(substitutionFor('mirin', 'flavours', ruled([], ['mirin']))?.to).toBe('sugar')
    // Never a stand-in the brief rules out: no soy, no soy sauce for the fish sauce.
    expect(substitutionFor('fish_sauce', 'flavours', ruled(['soy'], ['fish_sauce']))?.to).not.toBe('soy_sauce')
  })

  test('the pantry rows cover the hard-to-find foods the cookbook uses', () => {
    const pantry = new Set(SUBSTITUTIONS.substitutions.flatMap((r) => (r.pantry ? [r.food] : [])))
    for (const id of [
      'doubanjiang',
      'gochujang',
      'fish_sauce',
      'mirin',
      'tahini',
      'buttermilk',
      'lemongrass',
      'galangal',
    ])
      expect([id, pantry.has(id)]).toEqual([id, true])
    expect(pantry.size).toBeGreaterThanOrEqual(40)
  })

  test('what the egg does decides its replacement', () => {
    const egg = ruled(['egg'])
    expect(substitutionFor('egg', 'binds', egg)?.to).toBe('flaxseed')
    expect(substitutionFor('egg', 'sets', egg)?.to).toBe('cornstarch')
    expect(substitutionFor('egg', 'glazes', egg)?.to).toBe('milk')
    expect(substitutionFor('egg', 'glazes', ruled(['egg', 'milk']))?.to).toBe('rice_milk')
    expect(substitutionFor('egg', 'leavens', egg)?.to).toBe('aquafaba')
    expect(substitutionFor('egg', 'garnish', egg)?.to).toBeNull()
    expect(substitutionFor('cream', 'whipped', ruled(['milk']))?.to).toBe('coconut_cream')
    expect(substitutionFor('cream', 'liquid', ruled(['milk']))?.to).toBe('soy_cream')
  })

  test('a row by food id comes first, and a replacement the brief also rules out is passed over', () => {
    expect(substitutionFor('soy_sauce', 'flavours', ruled(['wheat', 'gluten']))?.to).toBe('tamari')
    expect(substitutionFor('soy_sauce', 'flavours', ruled(['wheat', 'gluten', 'soy']))?.to).toBe('coconut_aminos')
    expect(substitutionFor('beef', 'body', ruled(['beef', 'pork']))?.to).toBe('chicken_thigh')
    expect(substitutionFor('beef', 'body', ruled(['meat']))?.to).toBe('atsuage')
    expect(substitutionFor('beef', 'body', ruled(['meat', 'soy']))?.to).toBe('king_oyster')
    expect(substitutionFor('dashi', 'liquid', ruled(['fish']))?.to).toBe('kombu_dashi')
    expect(substitutionFor('honey', 'sweetens', ruled(['honey']))?.to).toBe('maple_syrup')
    expect(substitutionFor('gelatin', 'sets', ruled(['meat']))?.to).toBe('kanten')
    expect(substitutionFor('mirin', 'sweetens', ruled(['alcohol']))?.to).toBe('sugar')
    // Ruled out by name: any row for that food, whatever its restriction.
    expect(substitutionFor('soy_sauce', 'flavours', ruled([], ['soy_sauce']))?.to).toBe('tamari')
    expect(substitutionFor('onion', 'body', ruled(['meat']))).toBeUndefined()
  })

  test('a generic row by trait never takes a seasoning: a roux or a stock cube has its own row or swap', () => {
    expect(substitutionsFor('curry_roux', 'flavours', ruled(['meat'])).map((r) => r.food)).toEqual(['curry_roux'])
    expect(substitutionFor('stock', 'flavours', ruled(['milk']))).toBeUndefined()
    expect(substitutionFor('cheese', 'flavours', ruled(['milk']))?.to).toBe('nutritional_yeast')
    expect(substitutionFor('cheese', 'body', ruled(['milk']))?.to).toBe('vegan_cheese')
  })
})

describe('rows written for a diet', () => {
  const fodmap = { ...ruled(['wheat'], ['onion', 'garlic', 'leek']), diets: new Set(['low_fodmap']) }
  test('low-FODMAP: garlic-infused oil for the garlic, green tops for the onion and the leek', () => {
    expect(substitutionFor('garlic', 'flavours', fodmap)?.to).toBe('garlic_oil')
    expect(substitutionFor('onion', 'body', fodmap)?.to).toBe('green_onion_tops')
    expect(substitutionFor('leek', 'body', fodmap)?.to).toBe('green_onion_tops')
  })
  test('garlic ruled out for its own sake (no garlic on the breath) is not made garlic oil', () => {
    expect(substitutionFor('garlic', 'flavours', ruled([], ['garlic']))?.to).not.toBe('garlic_oil')
  })
})
