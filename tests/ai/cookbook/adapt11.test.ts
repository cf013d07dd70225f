import { describe, expect, test } from 'bun:test'
import { checkRecipe } from '../../../src/ai/cookbook/check'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { madeSafe } from '../../../src/ai/cookbook/made-safe'
import { readBrief } from '../../../src/ai/food/brief'
import { chooseDish } from '../../../src/ai/offline/choose'
import { cookFor } from '../../../src/ai/offline/cookbook'

/** The recipe a theme is cooked with, as the offline path cooks it: the brief made safe, the dish chosen, adapted. */
function cooked(theme: string, lang: 'en' | 'ja') {
  const brief = madeSafe(readBrief(theme, lang))
  return cookFor({ brief, dishId: chooseDish(brief, 1, theme), seed: 1, theme })
}

/**
 * A dish raw by definition, asked for someone raw fish is not served to, keeps the dish where its authors wrote it with
 * the fish cooked through (issue 33, heldout31: a poke bowl for a grandad on chemo was swapped for tuna teriyaki).
 */
describe('a raw-fish dish with a cooked version keeps the dish, its fish cooked through', () => {
  test.each([
    ["Grandad's been having chemo since spring. He keeps begging for a salmon poke bowl", 'en', 'poke'],
    ['pregnant and craving a poke bowl', 'en', 'poke'],
    ['sashimi platter for my wife, she is 5 months pregnant', 'en', 'sashimi'],
    ['妊娠中ですが刺身の盛り合わせが食べたい', 'ja', 'sashimi'],
    ['sashimi platter for my dad, he is on chemo', 'en', 'sashimi'],
  ] as const)('%s', (theme, lang, dishId) => {
    const c = cooked(theme, lang)
    expect(c.brief.dishId).toBe(dishId)
    expect(c.adaptation.recipe.dish).toBe(dishId)
    expect(c.found).toBeUndefined()
    // Every fish line reaches 63 °C in a heated step, said in the steps of both languages.
    expect(c.draft.steps_en.join(' ')).toMatch(/63 °C at the centre/)
    expect(c.draft.steps_ja.join(' ')).toMatch(/中心が63℃/)
    expect(c.draft.title_en).toMatch(/cooked through/)
    // Not swapped: the host says the fish is cooked in the dish itself.
    expect(c.brief.hazards!.find((h) => h.id.startsWith('raw_seafood'))!.instead).toMatch(/cooked through|火を通/)
  })

  test('the same dish for anyone else is still served raw', () => {
    const c = cooked('ahi poke bowl for two', 'en')
    expect(c.adaptation.recipe.dish).toBe('poke')
    expect(c.draft.steps_en.join(' ')).not.toMatch(/63 °C/)
  })

  test('a cooked version that does not reach the fish’s figure is a checker problem', () => {
    const poke = recipeFor('poke')!
    const variant = poke.variants!.find((v) => v.cooked_through)!
    const raw = { ...variant, steps: variant.steps!.map((s) => ({ ...s, cue: { ja: s.cue.ja, en: s.cue.en } })) }
    expect(checkRecipe({ ...poke, variants: [variant] })).toEqual([])
    expect(checkRecipe({ ...poke, variants: [raw] }).map((p) => p.message)).toContain(
      'tuna (tuna) reaches no heated step with cue.temp_c of 63 °C or more',
    )
  })
})

/**
 * A diet that rules out what a dish's defining part is usually made with is cooked in its authors' version, not declined
 * (heldout31: kuri kinton "cannot be made without gum syrup" for a diabetic; pakora swapped for fried bananas for Jain guests).
 */
describe('a diet that changes a dish’s defining part keeps the dish', () => {
  test('kuri kinton for a diabetic: no sugar, sweet potato and chestnut, a small serving', () => {
    const c = cooked('糖尿病の母が、お正月だから栗きんとん食べたいって言ってます。あれ砂糖すごいですよね。', 'ja')
    expect(c.adaptation.recipe.dish).toBe('kuri_kinton')
    expect(c.adaptation.declined).toBeUndefined()
    const foods = c.adaptation.recipe.ingredients.map((i) => i.food)
    expect(foods).toEqual(expect.arrayContaining(['sweet_potato', 'chestnut']))
    expect(foods.filter((f) => ['sugar', 'mirin', 'mizuame', 'simple_syrup'].includes(f))).toEqual([])
    expect(c.draft.steps_ja.join('')).toMatch(/1人分は栗1〜2個/)
  })

  test('pakora for Jain guests: no onion, potato, garlic or ginger', () => {
    const c = cooked(
      'ジャイナ教のお客様がいらっしゃいます。根のものは召し上がらないと伺いました。おもてなしにパコラを作りたいのですが、可能でしょうか',
      'ja',
    )
    expect(c.adaptation.recipe.dish).toBe('pakora')
    expect(c.found).toBeUndefined()
    const foods = c.adaptation.recipe.ingredients.map((i) => i.food)
    expect(foods).toEqual(expect.arrayContaining(['spinach', 'cauliflower', 'paneer', 'besan']))
    for (const root of ['onion', 'potato', 'garlic', 'ginger']) expect(foods).not.toContain(root)
  })

  test('pakora for anyone else keeps its onion and potato', () => {
    const foods = cooked('onion pakora for a rainy evening', 'en').adaptation.recipe.ingredients.map((i) => i.food)
    expect(foods).toEqual(expect.arrayContaining(['onion', 'potato']))
  })
})

/**
 * Food left out that must be thrown away is the dish asked, cooked fresh (heldout31: yesterday's curry left in its pot
 * overnight became a hot pot, its pot read as the dish).
 */
describe('food thrown away is cooked fresh as the dish it was', () => {
  test('yesterday’s curry left out overnight: thrown out said first, the curry cooked fresh', () => {
    const c = cooked('昨日のカレー、鍋のまま常温で一晩置いといたやつ。温め直して子どものお弁当に入れたい', 'ja')
    expect(c.brief.dishId).toBe('japanese_curry')
    expect(c.brief.keyIngredientIds).not.toContain('leftover_japanese_curry')
    expect(c.adaptation.recipe.dish).toBe('japanese_curry')
    expect(c.adaptation.recipe.ingredients.map((i) => i.food)).not.toContain('leftover_japanese_curry')
    expect(c.draft.steps_ja[0]).toMatch(/捨て、すべて新しく作る/)
  })

  test('curry kept in the fridge is still warmed as a leftover', () => {
    const c = cooked('昨日のカレー、冷蔵庫に入れておいたやつでカレーうどんにしたい', 'ja')
    expect(c.adaptation.recipe.ingredients.map((i) => i.food)).toContain('leftover_japanese_curry')
  })
})
