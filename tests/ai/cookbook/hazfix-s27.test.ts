import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { findDiets } from '../../../src/ai/food/diets'
import { chooseDish } from '../../../src/ai/offline/choose'
import { cookFor } from '../../../src/ai/offline/cookbook'
import { refusalOf } from '../../../src/discussions/engine'

/**
 * Restrictions said by a name the diets did not know (the five pungents, a low-fibre diet after an operation,
 * Hindu vegetarian guests) now rule their foods out, so the recipe cooked holds none of them.
 */
describe('a diet named in words of its own', () => {
  test.each([
    [
      'buddhist vegan, no five pungent (no onion garlic leek chives scallion). mapo tofu??',
      'en',
      'shojin',
      ['garlic', 'green_onion', 'leek'],
    ],
    [
      '手術明けで、繊維が多いものはまだダメって言われた。鶏雑炊でいい？',
      'ja',
      'low_residue',
      ['shiitake', 'mushroom', 'burdock'],
    ],
    [
      'Hindu vegetarian guests — moussaka for a dinner party of 6?',
      'en',
      'hindu_vegetarian',
      ['parmesan', 'beef', 'lamb'],
    ],
  ] as const)('%s', (theme, lang, diet, out) => {
    expect(findDiets(theme.toLowerCase()).map((h) => h.value.key)).toContain(diet)
    const brief = readBrief(theme, lang)
    const cooked = cookFor({ brief, dishId: chooseDish(brief, 1, theme), seed: 1, theme })
    const foods = cooked.adaptation.recipe.ingredients.map((i) => i.food)
    for (const food of out) expect(foods).not.toContain(food)
  })
})

/** A dangerous way of cooking said in passing is read, said aloud, and the dish is still cooked, not refused. */
describe('a dangerous ask made safe', () => {
  test.each([
    [
      '鶏ハム作り置きしたい。炊飯器の保温で60℃くらいに1時間浸けておくつもり。食べるのは高齢の父です',
      'ja',
      'poultry_on_keep_warm',
      /75℃/,
    ],
    [
      "slow cooker bone broth — can I just keep it on 'warm' with the lid off for 3 days?",
      'en',
      'broth_kept_warm_for_days',
      /full boil/,
    ],
    ["my 7-month-old's first taste of risotto, salted and with stock cubes", 'en', 'salty_broth_baby', /stock cube/],
    ['スーパーの生サバでしめ鯖を自分で作ってみる。冷凍はしなくていいよね？', 'ja', 'home_cured_fish_unfrozen', /-20℃/],
    ["Steak tartare for date night! he's on immunosuppressants", 'en', 'raw_mince', /seared through/],
  ] as const)('%s', (theme, lang, id, said) => {
    const brief = readBrief(theme, lang)
    expect(refusalOf(brief)).toBeNull()
    const finding = brief.hazards?.find((h) => h.id === id)
    expect(finding?.refused).toBe(false)
    expect(finding?.instead).toMatch(said)
  })

  test('yukhoe is cooked as its cooked version, said aloud (tests/ai/cookbook/dish-s29.test.ts), not refused', () => {
    expect(refusalOf(readBrief('yukhoe for two tonight', 'en'))).toBeNull()
  })
})
