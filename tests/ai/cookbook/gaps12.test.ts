import { describe, expect, test } from 'bun:test'
import { food } from '../../../src/ai/cookbook/foods'
import { recipeFor } from '../../../src/ai/cookbook/load'
import type { AuthoredVariant } from '../../../src/ai/cookbook/types'
import { cooksEach, cooksVersionEach, expectAuthored } from './authored'

const version = (dish: string, id: string): AuthoredVariant => {
  const v = recipeFor(dish)?.variants?.find((x) => x.id === id)
  expect([dish, id, v !== undefined]).toEqual([dish, id, true])
  return v!
}
const foodsOf = (v: Pick<AuthoredVariant, 'ingredients'>) => (v.ingredients ?? []).map((i) => i.food)

describe('recipes and versions people ask for (gaps12)', () => {
  test('each added dish has an authored recipe with notes for every role', () =>
    expectAuthored(['frozen_green_beans', 'cupcakes']))

  cooksEach([
    ['en', 'how do I freeze green beans from the garden', 'frozen_green_beans'],
    ['ja', 'いんげんを冷凍保存したい', 'frozen_green_beans'],
    ['en', 'vanilla cupcakes for a birthday', 'cupcakes'],
    ['ja', 'カップケーキを作りたい', 'cupcakes'],
  ])

  cooksVersionEach([
    ['ja', '包丁がないけどカレーライスを作りたい', 'japanese_curry', 'no_knife'],
    ['en', 'no knife or cutting board, Japanese curry rice please', 'japanese_curry', 'no_knife'],
    ['en', "vegan 'tuna mayo' onigiri", 'onigiri', 'vegan_tuna_mayo'],
    ['ja', 'ヴィーガンのツナマヨおにぎり', 'onigiri', 'vegan_tuna_mayo'],
  ])

  test('the no-knife curry asks for no knife or board: frozen curry vegetables and the shop-cut pork', () => {
    const knife = /切[るりっ]|刻|みじん|包丁|まな板|\b(?:cut|chop|slice|dice|mince|bite-?sized?)/i
    const v = version('japanese_curry', 'no_knife')
    const texts = [
      ...v.steps!.flatMap((s) => [s.ja, s.en, s.cue.ja, s.cue.en]),
      ...v.ingredients!.flatMap((i) => (i.prep ? [i.prep.ja, i.prep.en] : [])),
    ]
    expect(texts.filter((t) => knife.test(t.replace(/\{\w+\}/g, '')))).toEqual([])
    expect(v.steps!.some((s) => s.vessel === 'board')).toBe(false)
    expect(foodsOf(v)).toEqual(expect.arrayContaining(['frozen_curry_vegetables', 'pork']))
    expect(foodsOf(v)).not.toContain('onion')
  })

  test('the one-pot pasta cooks in one pot with 120 g of pasta a person', () => {
    const r = recipeFor('one_pan_pasta')!
    const v = version('one_pan_pasta', 'one_pot')
    expect(new Set(v.steps!.map((s) => s.vessel))).toEqual(new Set(['pot']))
    const pasta = v.ingredients!.find((i) => i.food === 'spaghetti')!
    expect((pasta.amount.qty as number) / r.servings).toBe(120)
  })

  test('the vegan tuna-mayo onigiri crushes chickpeas into egg-free mayo, with nothing the diet rules out', () => {
    const v = version('onigiri', 'vegan_tuna_mayo')
    expect(foodsOf(v)).toEqual(expect.arrayContaining(['chickpeas', 'vegan_mayo', 'nori']))
    const vegan = ['meat', 'fish', 'shellfish', 'egg', 'milk', 'honey']
    expect(foodsOf(v).filter((f) => food(f).traits.some((t) => vegan.includes(t)))).toEqual([])
    expect(v.steps!.some((s) => s.cue.temp_c !== undefined)).toBe(false)
  })

  test('the frozen green beans are blanched, chilled in ice water and frozen, never canned', () => {
    const r = recipeFor('frozen_green_beans')!
    expect(r.ingredients.map((i) => i.food)).toEqual(['green_beans', 'water', 'salt', 'ice'])
    expect(r.notes.culture.some((n) => /pressure canner/.test(n.en) && /low-acid/.test(n.en))).toBe(true)
  })

  test('the cupcakes bake to a set crumb and their buttercream may take any look', () => {
    const r = recipeFor('cupcakes')!
    expect(r.steps.find((s) => s.heat === 'oven')!.cue.temp_c).toBe(95)
    expect(r.steps.at(-1)!.en).toMatch(/however you like/)
  })
})
