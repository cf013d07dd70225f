import { describe, expect, test } from 'bun:test'
import { adapt, stepBeyond } from '../../../src/ai/cookbook/adapt'
import { briefForDish, checkRecipe, problemLine } from '../../../src/ai/cookbook/check'
import { recipeFor } from '../../../src/ai/cookbook/load'
import type { AuthoredStep } from '../../../src/ai/cookbook/types'
import { equipmentBreaks, readEquipmentAsks } from '../../../src/ai/food/asks'
import type { Brief } from '../../../src/ai/food/types'

const brief = (dishId: string, asks: string[]): Brief => briefForDish(dishId, { limits: { asks } })
const step = (more: Partial<AuthoredStep>): AuthoredStep => ({
  ja: '{beef}を焼く。',
  en: 'Cook the {beef}.',
  heat: 'none',
  vessel: 'board',
  minutes: 1,
  cue: { ja: '焼ける', en: 'cooked' },
  ...more,
})

describe('equipment variants', () => {
  test('the checker holds a variant to its ask: a step beyond it, and a word that breaks it', () => {
    const r = structuredClone(recipeFor('nikujaga')!)
    const variant = r.variants!.find((v) => v.asks?.includes('rice_cooker_only'))!
    variant.steps![0] = { ...variant.steps![0]!, heat: 'medium', vessel: 'pot' }
    expect(checkRecipe(r).map(problemLine)).toContainEqual(
      expect.stringContaining('asks rice_cooker_only, but a step needs more'),
    )
    const worded = structuredClone(recipeFor('nikujaga')!)
    const v2 = worded.variants!.find((v) => v.asks?.includes('rice_cooker_only'))!
    v2.steps![1] = { ...v2.steps![1]!, en: `${v2.steps![1]!.en} Or use a frying pan.` }
    expect(checkRecipe(worded).map(problemLine)).toContainEqual(
      expect.stringContaining('breaks its ask, rice_cooker_only: "frying pan"'),
    )
  })

  test('a device vessel is the step’s need: a toaster oven grilling holds "toaster oven only"', () => {
    const toasted = step({ heat: 'grill', vessel: 'toaster_oven', cue: { ja: '', en: '', temp_c: 75 } })
    expect(stepBeyond([toasted], ['toaster_oven_only'])).toBeNull()
    expect(stepBeyond([step({ heat: 'grill', vessel: 'grill' })], ['toaster_oven_only'])?.ask.id).toBe(
      'toaster_oven_only',
    )
    expect(stepBeyond([toasted], ['microwave_only'])?.ask.id).toBe('microwave_only')
  })

  test('another kitchen’s version that keeps to the ask is taken: a microwave one holds "no stove"', () => {
    const r = recipeFor('chawanmushi')!
    const microwave = r.variants!.find((v) => v.asks?.includes('microwave_only'))!
    expect(microwave.asks).not.toContain('no_stove')
    const a = adapt(r, brief('chawanmushi', ['no_stove']), { seed: 1 })
    expect(a.decisions.filter((d) => d.kind === 'variant').map((d) => d.kind === 'variant' && d.variant)).toEqual([
      microwave.id,
    ])
    expect(a.decisions.some((d) => d.kind === 'cannot')).toBe(false)
    // An air fryer's version is not taken for "no stove": the theme did not say it has one.
    const fried = adapt(recipeFor('tonkatsu')!, brief('tonkatsu', ['no_stove']), { seed: 1 })
    expect(fried.decisions.flatMap((d) => (d.kind === 'variant' ? [d.variant] : []))).toEqual(['toaster_oven'])
    // A recipe its own steps already keep to the ask is not swapped for a version.
    const held = adapt(r, brief('chawanmushi', ['no_oven']), { seed: 1 })
    expect(held.decisions.some((d) => d.kind === 'variant')).toBe(false)
  })

  test('a recipe that keeps to a kitchen without a device stays itself, though a version names that ask', () => {
    const variants = (id: string, asks: string[]) =>
      adapt(recipeFor(id)!, brief(id, asks), { seed: 1 }).decisions.flatMap((d) =>
        d.kind === 'variant' ? [d.variant] : [],
      )
    // The kettle's tea holds "no stove"; with no heat at all, the cold brew written for both is taken.
    expect(variants('iced_lemon_tea', ['no_stove'])).toEqual([])
    expect(variants('iced_lemon_tea', ['no_heat', 'no_stove'])).toEqual(['cold_brew'])
    // The oven roast basted with its pan juices is no stove's: not the toaster oven's version.
    expect(stepBeyond(recipeFor('roast_chicken')!.steps, ['no_stove'])).toBeNull()
    expect(variants('roast_chicken', ['no_stove'])).toEqual([])
  })

  test('an orange is no microwave, and a lid no second pan', () => {
    const steps = (ja: string) => ({ ja: [ja], en: ['Blend.'] })
    expect(equipmentBreaks(steps('淡いオレンジ色になるまで攪拌する。'), ['no_heat'])).toEqual([])
    expect(equipmentBreaks(steps('電子レンジで温める。'), ['no_heat']).length).toBe(1)
    expect(equipmentBreaks(steps('フライパンで焼き、鍋蓋で押さえる。'), ['one_pan'])).toEqual([])
  })

  test('the pressure cooker and the air fryer are asks a theme makes', () => {
    expect(readEquipmentAsks('chana masala in the instant pot')).toEqual(['pressure_cooker'])
    expect(readEquipmentAsks('圧力鍋で豚の角煮')).toEqual(['pressure_cooker'])
    expect(readEquipmentAsks('tonkatsu, air fryer ok?')).toEqual(['air_fryer'])
    expect(readEquipmentAsks('ノンフライヤーで唐揚げ')).toEqual(['air_fryer'])
    // How people say the oven is gone.
    expect(readEquipmentAsks('our oven died last week, what can i bake')).toEqual(['no_oven'])
    expect(readEquipmentAsks('オーブンないけどケーキが食べたい')).toEqual(['no_oven'])
    expect(readEquipmentAsks('うちのオーブン故障中、ケーキ焼けないよね')).toEqual(['no_oven'])
    expect(readEquipmentAsks('オーブン壊れてるけどドリア食べたい')).toEqual(['no_oven'])
  })
})

describe('a variant’s own description', () => {
  test('an air-fried cutlet is not described as deep-fried', () => {
    const a = adapt(recipeFor('tonkatsu')!, brief('tonkatsu', ['air_fryer']), { seed: 1 })
    expect(a.recipe.description.en).toContain('air fryer')
    expect(a.recipe.description.en).not.toContain('fried until')
  })

  test('a rice-cooker biryani is not described as layered over half-cooked rice', () => {
    const a = adapt(recipeFor('chicken_biryani')!, brief('chicken_biryani', ['rice_cooker_only']), { seed: 1 })
    expect(a.recipe.description.en).toContain('rice cooker')
    expect(a.recipe.description.en).not.toMatch(/half-cooked|parboil|layered/)
  })

  test('the version chosen publishes its own description, in both languages', () => {
    const r = structuredClone(recipeFor('gyudon')!)
    const own = r.variants!.find((v) => v.id === 'microwave')!
    own.description = { ja: '電子レンジの{beef}丼。', en: 'A {beef} bowl from the microwave alone.' }
    const a = adapt(r, brief('gyudon', ['microwave_only']), { seed: 1 })
    expect(a.recipe.description).toEqual(own.description)
    delete own.description
    const base = adapt(r, brief('gyudon', ['microwave_only']), { seed: 1 })
    expect(base.recipe.description).toEqual(r.description)
  })
})
