import { expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
import { readBrief } from '../../../src/ai/food/brief'
import { checkRecipe as guard } from '../../../src/ai/food/guard'
import { withSafetySteps } from '../../../src/ai/food/hazards'

test.each([
  ['basil pesto pasta for three, my daughter is allergic to tree nuts', 'en'],
  ['ナッツアレルギーの夫にバジルのジェノベーゼを', 'ja'],
] as const)('%s: the nut-free pesto is cooked and passes the guard', (theme, lang) => {
  const brief = readBrief(theme, lang)
  expect(brief.dishId).toBe('pesto_genovese')
  const a = adapt(recipeFor('pesto_genovese')!, brief, { seed: 1 })
  expect(a.declined).toBeUndefined()
  expect(a.recipe.ingredients.map((i) => i.food)).toContain('sunflower_seeds')
  expect(guard(withSafetySteps(render(a), brief), brief)).toEqual([])
})

test('buta kakuni with only a microwave is the authored microwave version, no pot and no egg', () => {
  const brief = readBrief('電子レンジだけで豚の角煮を4人分', 'ja')
  expect(brief.limits.asks).toEqual(['microwave_only'])
  const a = adapt(recipeFor('buta_kakuni')!, brief, { seed: 1 })
  expect(a.decisions.find((d) => d.kind === 'variant')).toMatchObject({ variant: 'microwave' })
  expect(new Set(a.recipe.steps.filter((s) => s.heat !== 'none').map((s) => s.vessel))).toEqual(new Set(['microwave']))
  expect(a.recipe.ingredients.map((i) => i.food)).not.toContain('egg')
  expect(a.recipe.total_minutes).toBeLessThan(recipeFor('buta_kakuni')!.total_minutes / 2)
})

test.each([
  ['ささみフライを揚げずにトースターで作りたい', 'ja', 'sasami_fry', 'toaster_oven'],
  ['honey mustard chicken, my son is allergic to mustard', 'en', 'honey_mustard_chicken', 'no_mustard'],
  ['savarin for a kids party, no alcohol', 'en', 'savarin', 'no_alcohol'],
] as const)('%s: the version gaps6 authors for it is cooked and passes the guard', (theme, lang, dishId, variant) => {
  const brief = readBrief(theme, lang)
  expect(brief.dishId).toBe(dishId)
  const a = adapt(recipeFor(dishId)!, brief, { seed: 1 })
  expect(a.decisions.find((d) => d.kind === 'variant')).toMatchObject({ variant })
  expect(guard(withSafetySteps(render(a), brief), brief)).toEqual([])
})

test('a version named for the dish it is, not for what it leaves out, is titled with that left out once', () => {
  const brief = readBrief('honey mustard chicken, my son is allergic to mustard', 'en')
  const { title } = adapt(recipeFor('honey_mustard_chicken')!, brief, { seed: 1 }).recipe
  for (const said of [title.en.toLowerCase(), title.ja]) expect(said.match(/mustard|マスタード/g)?.length, said).toBe(1)
  expect(title.en).toMatch(/chicken$/i)
  expect(title.ja).toMatch(/チキン$/)
})
