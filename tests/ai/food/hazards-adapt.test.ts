import { describe, expect, test } from 'bun:test'
import { madeSafe } from '../../../src/ai/cookbook/made-safe'
import { ingredientLine, fillRefs } from '../../../src/ai/cookbook/render'
import type { AuthoredIngredient } from '../../../src/ai/cookbook/types'
import { readBrief } from '../../../src/ai/food/brief'

// Dangerous asks adapted aloud rather than refused or swapped (issue 34, item 3).
describe('a weakened immune system', () => {
  test('chemotherapy is an audience, not a dish, and runny eggs are made safe for it', () => {
    const brief = readBrief("Grandma's on chemo and she loves runny soft-boiled eggs with soldiers.", 'en')
    expect(brief.atRisk).toContain('immunocompromised')
    expect(brief.unknownDish).toBeUndefined()
    expect(brief.hazards?.map((h) => [h.id, h.refused])).toEqual([['runny_eggs', false]])
  })
  test('抗がん剤 reads the audience in Japanese', () => {
    expect(readBrief('抗がん剤治療中の母に温泉卵', 'ja').atRisk).toContain('immunocompromised')
  })
})

describe('a food kept out too long', () => {
  const theme = '昨日の夜炊いたご飯、炊飯器から出して一晩キッチンに置きっぱなしだった。これでチャーハン作る！'
  test('the dish asked is cooked from fresh, said with why, not refused', () => {
    const brief = readBrief(theme, 'ja')
    const found = brief.hazards?.find((h) => h.id === 'cooked_food_left_out')
    expect(found?.refused).toBe(false)
    expect(found?.instead).toContain('セレウス菌')
    expect(madeSafe(brief).cooked ?? []).not.toContain('rice')
  })
  test('with no dish asked it is still refused', () => {
    const brief = readBrief('炊いたご飯を一晩キッチンに置きっぱなしだった。食べても大丈夫？', 'ja')
    expect(brief.hazards?.find((h) => h.id === 'cooked_food_left_out')?.refused).toBe(true)
  })
})

describe('servings held', () => {
  test('six friends and the cook are seven; a crowd of about 25 is 25', () => {
    const seven = "six friends are coming over saturday and I'm cooking for all of us incl. me, fajitas?"
    expect(readBrief(seven, 'en').limits.servings).toBe(7)
    expect(readBrief('church potluck, feeding a crowd of about 25, mac salad', 'en').limits.servings).toBe(25)
  })
})

describe('ingredient lines', () => {
  const beans: AuthoredIngredient = {
    ref: 'beans',
    food: 'white_beans',
    amount: { qty: 3, unit: 'tbsp' },
    does: 'body',
    prep: { ja: 'ベイクドビーンズ', en: 'baked beans' },
  }
  test('a preparation naming the food is its name, in the line and the steps', () => {
    expect(ingredientLine(beans, 'en')).toBe('3 tbsp baked beans')
    expect(fillRefs('Add the {beans}.', [beans], 'en')).toBe('Add the baked beans.')
  })
  test('a preparation that only mentions the food stays beside it', () => {
    const soy = { ...beans, food: 'soy_sauce', prep: { ja: '薄口があれば', en: 'light soy sauce if you have it' } }
    expect(ingredientLine(soy, 'en')).toContain(', light soy sauce if you have it')
  })
  test('one egg listed is one egg in the steps', () => {
    const egg: AuthoredIngredient = { ref: 'egg', food: 'egg', amount: { qty: 1, unit: 'piece' }, does: 'binds' }
    expect(ingredientLine(egg, 'en')).toBe('1 egg')
    expect(fillRefs('Beat the {egg}.', [egg], 'en')).toBe('Beat the egg.')
  })
})
