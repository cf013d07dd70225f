import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'
import { chooseDish, versionOf } from '../../../src/ai/offline/choose'
import { cookFor } from '../../../src/ai/offline/cookbook'
import { seedOf } from '../../../src/ai/offline/random'

const langOf = (theme: string): Lang => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en')

/** The recipe the panel cooks for a theme: the named dish's version, else the chooser's, as the cookbook adapts it. */
function cooked(theme: string) {
  const brief = readBrief(theme, langOf(theme))
  const dishId = brief.dishId ? versionOf(brief, theme) : chooseDish(brief, seedOf(theme), theme)
  return { brief, recipe: cookFor({ brief, dishId, seed: seedOf(theme), theme }).adaptation.recipe }
}

/** heldout32's named dishes the engine lost: each is cooked as named. */
describe('the dish a theme names is the dish cooked', () => {
  test('gameni asked beside chikuzen-ni is gameni, the compared name turned away alone', () => {
    const { brief, recipe } = cooked('がめ煮つくりたい。筑前煮と何が違うの？鶏肉は皮つきのままでいい？')
    expect(brief.dishId).toBe('gameni')
    expect(brief.turnedAway).toEqual(['chikuzenni'])
    expect(recipe.title.ja).toContain('がめ煮')
  })

  test('ceviche for a transplant patient stays ceviche, its seafood cooked through', () => {
    const { brief, recipe } = cooked(
      "ceviche for the party! my MIL is coming - she had a kidney transplant, on immunosuppressants. the lime 'cooks' the fish so it's fine?",
    )
    expect(brief.dishId).toBe('ceviche')
    expect(recipe.title.en).toMatch(/ceviche/i)
    expect(recipe.title.en).toMatch(/cooked through/)
  })

  test('a spanish tortilla with no oven is the Spanish omelette', () => {
    expect(
      cooked('no oven in our rental, just two burners. want a spanish tortilla - how do i flip it').brief.dishId,
    ).toBe('spanish_omelette')
  })

  test('a dish said to be boring is turned away for the one asked', () => {
    const { brief } = cooked('microwave-only dorm. mug cakes are boring — can I do risotto in the microwave?')
    expect(brief.turnedAway).toContain('chocolate_mug_cake')
    expect(brief.dishId).toBe('mushroom_risotto')
  })

  test('大みそか names no miso, and a soba allergy on that night gets udon', () => {
    const { brief, recipe } = cooked('そばアレルギーの子がいる大みそか。年越しそばの代わりに、年越しっぽい麺ってある？')
    expect(brief.keyIngredientIds).not.toContain('miso')
    expect(recipe.title.ja).toContain('うどん')
  })

  test('yaki-imo and nanaimo bars are cooked by name', () => {
    expect(cooked('焼き芋をオーブンで。ねっとり甘くするには何度で何分？').recipe.title.ja).toContain('焼き芋')
    expect(cooked('bake sale needs a dozen-ish portions of nanaimo bars').recipe.title.en).toMatch(/nanaimo/i)
  })
})
