import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { dish } from '../../../src/ai/food/dishes'
import type { Lang } from '../../../src/ai/food/types'
import { chooseDish, versionOf } from '../../../src/ai/offline/choose'
import { cookFor } from '../../../src/ai/offline/cookbook'
import { seedOf } from '../../../src/ai/offline/random'

const langOf = (theme: string): Lang => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en')

/** What the panel publishes for a theme: the named dish's version, else the chooser's, as the cookbook cooks it. */
function cooked(theme: string) {
  const brief = readBrief(theme, langOf(theme))
  const dishId = brief.dishId ? versionOf(brief, theme) : chooseDish(brief, seedOf(theme), theme)
  return { dishId, ...cookFor({ brief, dishId, seed: seedOf(theme), theme }) }
}
const foods = (c: ReturnType<typeof cooked>) => c.adaptation.recipe.ingredients.map((i) => i.food)

describe('what the cook has drives the choice, and a food is never read as an unknown dish', () => {
  test('andouille is a food the cook has: a Cajun dish cooks it, and the host never calls it a dish', () => {
    const c = cooked('Cajun vibes pls. fridge has andouille, rice, a bell pepper and half an onion')
    expect(c.brief.keyIngredientIds).toContain('andouille')
    expect(c.brief.unknownDish).toBeUndefined()
    expect(foods(c)).toContain('andouille')
    expect(dish(c.dishId).cuisine).toBe('american')
  })

  test('an ital stew is cooked from the pumpkin, yams and coconut the uncle has, with no salt', () => {
    const c = cooked(
      "cooking ital for my uncle - no salt, no pork, nothing processed. ital stew from what's in the fridge? (pumpkin, callaloo, yams, coconut)",
    )
    expect(c.dishId).toBe('ital_stew')
    expect(foods(c)).toEqual(expect.arrayContaining(['pumpkin', 'sweet_potato', 'desiccated_coconut', 'spinach']))
    expect(foods(c)).not.toContain('salt')
    expect(c.found).toBeUndefined()
  })
})

describe('named dishes the cookbook could not give', () => {
  test('risotto in a microwave-only dorm is risotto, cooked in the microwave', () => {
    const c = cooked('microwave-only dorm. mug cakes are boring — can I do risotto in the microwave?')
    expect(c.draft.title_en).toMatch(/risotto/i)
    expect(c.kitchen).toBeUndefined()
    expect(c.adaptation.recipe.steps.filter((s) => s.heat !== 'none').every((s) => s.vessel === 'microwave')).toBe(true)
  })

  test("a 'poisoned' blue mocktail beside the cake is a butterfly pea mocktail, cooked with it for the party", () => {
    const c = cooked(
      "murder mystery dinner party!! need a 'poisoned' blue mocktail (it's just butterfly pea tea lol) and a 'to die for' chocolate cake for 8 guests",
    )
    expect(c.meal).toBe(true)
    expect(c.draft.title_en).toMatch(/butterfly pea mocktail/i)
    expect(c.draft.title_en).toMatch(/chocolat/i)
  })
})

describe('a dish inside the named one, said again, is its part', () => {
  test('焼きカレーパン is the baked curry bread, not the curry its filling is', () => {
    const c = cooked(
      '焼きカレーパン作りたい！揚げないやつ。中のカレーが水っぽいと破裂するって聞いたけどどのくらい煮詰める？',
    )
    expect(c.dishId).toBe('yaki_curry_pan')
    expect(c.adaptation.recipe.steps.some((s) => s.heat === 'oven')).toBe(true)
    expect(c.kitchen).toBeUndefined()
  })
})

describe('a dish left over is made into the one the theme names', () => {
  test('leftover kinpira becomes rice burgers for the lunch box', () => {
    const c = cooked('きんぴらごぼうが結構残ってる。お弁当用にライスバーガーとかにできる？')
    expect(c.draft.title_ja).toContain('ライスバーガー')
    expect(foods(c)).toContain('leftover_kinpira')
  })
})

describe("a meal's heading names a dish of the meal, not a bought food", () => {
  test('shojin ganmodoki made at home with no egg is not refused for the word in its heading', () => {
    const c = cooked(
      'お盆にお寺のお手伝い。精進料理でがんもどきを作ります。五葷（ねぎ・にんにく・にら・らっきょう・玉ねぎ）も抜きで、つなぎに卵も使わない方向で',
    )
    expect(c.draft.title_ja).toContain('がんもどき')
    expect(c.found).toBeUndefined()
  })
})

describe('a place asked is read as whole words, in every form a dish origin says it', () => {
  test.each([
    ['a danish supper for friends', /denmark|danish/i],
    ['something okinawan for sunday', /okinawa|沖縄/i],
  ])('%s', (theme, place) => {
    const d = dish(cooked(theme).dishId)
    expect(`${d.origin.en} ${d.origin.ja} ${(d.aliases ?? []).join(' ')}`).toMatch(place)
  })
})
