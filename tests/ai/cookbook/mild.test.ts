import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { briefForDish } from '../../../src/ai/cookbook/check'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
import type { Decision } from '../../../src/ai/cookbook/types'
import { readBrief } from '../../../src/ai/food/brief'
import { checkRecipe as guard } from '../../../src/ai/food/guard'

const lowered = (decisions: Decision[]) => decisions.filter((d) => d.kind === 'lower')

describe('less heat: the hot seasonings scaled down, the dish kept', () => {
  test('kung pao with less heat halves the chillies and the Sichuan pepper and nothing else', () => {
    const recipe = recipeFor('kung_pao_chicken')!
    const a = adapt(recipe, briefForDish('kung_pao_chicken', { lower: ['heat'] }), { seed: 1 })
    const amount = (ref: string) => a.recipe.ingredients.find((i) => i.ref === ref)!.amount.qty
    const authored = (ref: string) => recipe.ingredients.find((i) => i.ref === ref)!.amount.qty as number
    expect(amount('chili')).toBe(authored('chili') / 2)
    expect(amount('sichuan_pepper')).toBe(authored('sichuan_pepper') / 2)
    expect(amount('peanut')).toBe(authored('peanut'))
    expect(amount('soy_sauce')).toBe(authored('soy_sauce'))
    const [lower] = lowered(a.decisions)
    expect(lower).toMatchObject({ what: 'heat', refs: ['chili', 'sichuan_pepper'] })
  })

  test('a dish with no hot seasoning is left as written', () => {
    const a = adapt(recipeFor('nikujaga')!, briefForDish('nikujaga', { lower: ['heat'] }), { seed: 1 })
    expect(lowered(a.decisions)).toEqual([])
  })

  test.each([
    ['mapo tofu for two, go easy on the chilli', 'en'],
    ['麻婆豆腐を辛さ少なめで2人分', 'ja'],
  ] as const)('%s asks for less heat, not for none', (theme, lang) => {
    const brief = readBrief(theme, lang)
    expect(brief.lower).toContain('heat')
    expect(brief.exclusions.flatMap((e) => e.traits)).not.toContain('hot_spice')
    const a = adapt(recipeFor('mapo_tofu')!, brief, { seed: 1 })
    expect(lowered(a.decisions).map((d) => d.kind === 'lower' && d.what)).toEqual(['heat'])
    expect(a.recipe.ingredients.some((i) => i.food === 'doubanjiang')).toBe(true)
    expect(guard(render(a), brief)).toEqual([])
  })
})
