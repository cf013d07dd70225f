import { describe, expect, test } from 'bun:test'
import equipment from '../../../knowledge/equipment.json'
import { adapt, stepBeyond } from '../../../src/ai/cookbook/adapt'
import { RECIPES, recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
import type { AuthoredStep } from '../../../src/ai/cookbook/types'
import { equipmentBreaks } from '../../../src/ai/food/asks'
import type { Brief } from '../../../src/ai/food/types'

const brief = (dishId: string, asks: string[]): Brief => ({
  lang: 'en',
  dishId,
  dish: dishId,
  keyIngredientIds: [],
  key_ingredients: [],
  exclusions: [],
  limits: { asks },
  notes: [],
  interpreted: false,
  notFood: false,
})
const step = (more: Partial<AuthoredStep>): AuthoredStep => ({
  ja: '{beef}を焼く。',
  en: 'Cook the {beef}.',
  heat: 'medium',
  vessel: 'pot',
  minutes: 1,
  cue: { ja: '焼ける', en: 'cooked' },
  ...more,
})

describe('every recipe under every kitchen ask', () => {
  test('a step whose words break the ask is beyond it whatever its tags allow', () => {
    const fried = step({
      ja: 'フライパンで{beef}を焼く。',
      en: 'Brown the {beef} in a frying pan.',
      vessel: 'frying_pan',
    })
    expect(stepBeyond([fried], ['pressure_cooker'])?.step).toBe(fried)
    const second = step({ ja: '別の鍋で湯を沸かす。', en: 'Boil water in a second pot.' })
    expect(stepBeyond([step({}), second], ['one_pan'])?.step).toBe(second)
    expect(stepBeyond([step({})], ['pressure_cooker'])).toBeNull()
  })

  test('a step tagged for a grill may say its heat without a stove', () => {
    const grilled = step({
      ja: '魚焼きグリルの中火で焼く。',
      en: 'Grill over medium heat.',
      heat: 'grill',
      vessel: 'grill',
    })
    expect(stepBeyond([grilled], ['no_stove'])).toBeNull()
    expect(stepBeyond([step({ ja: '中火で焼く。', en: 'Cook over medium heat.' })], ['no_stove'])).not.toBeNull()
  })

  test('a variant keeps to the ask, or the adapter says the step it cannot: never a silent break', () => {
    const asks = equipment.asks.map((a) => a.id)
    const silent: string[] = []
    for (const recipe of RECIPES)
      for (const ask of asks) {
        const a = adapt(recipe, brief(recipe.dish, [ask]), { seed: 1 })
        if (a.declined) continue
        const draft = render(a)
        const broken =
          stepBeyond(a.recipe.steps, [ask]) ?? equipmentBreaks({ ja: draft.steps_ja, en: draft.steps_en }, [ask])[0]
        if (broken && !a.decisions.some((d) => d.kind === 'cannot')) silent.push(`${recipe.dish} / ${ask}`)
      }
    expect(silent).toEqual([])
  }, 60_000)

  test('a pressure-cooker ask with no version for it is said with the pan step', () => {
    const r = recipeFor('refried_beans')!
    const a = adapt(r, brief(r.dish, ['pressure_cooker']), { seed: 1 })
    expect(a.decisions.find((d) => d.kind === 'cannot')?.note.en).toContain('pressure cooker')
  })
})
