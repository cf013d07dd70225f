import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { cookFor } from '../../../src/ai/offline/cookbook'
import { leftoverDishes } from '../../../src/ai/offline/choose'
import { refusalOf } from '../../../src/discussions/engine'

const found = (theme: string, lang: 'en' | 'ja') => (readBrief(theme, lang).hazards ?? []).map((h) => h.id)

/**
 * A question about food already unsafe is answered aloud, not refused: no, throw it out and why (reheating does not
 * destroy the toxin), then the dish asked is cooked from fresh food, its first step the fresh rice cooled fast.
 */
describe('food already left out is thrown away and the dish cooked fresh', () => {
  test.each([
    [
      'rice from yesterday sat out overnight, can i make fried rice with it for lunch',
      'en',
      /throw it away and cook fresh \(rice cooked fresh.*reheating does not destroy/,
    ],
    // A cooler bag whose ice melted keeps nothing cold; a car since a day named is days out.
    [
      'leftover takeout rice from sunday, been in a cooler bag in the car since (ice melted ages ago). fried rice tonight?',
      'en',
      /throw it away and cook fresh \(rice cooked fresh.*reheating does not destroy/,
    ],
    [
      '昨日の夜作ったカレー、鍋のまま常温で置いといた。朝あっためれば食べても大丈夫？',
      'ja',
      /捨てて新しく作って.*再加熱でも壊れない/,
    ],
  ] as const)('%s', (theme, lang, said) => {
    const brief = readBrief(theme, lang)
    expect(refusalOf(brief)).toBeNull()
    const [finding] = brief.hazards ?? []
    expect(finding).toMatchObject({ id: 'cooked_food_left_out', refused: false, discard: true })
    expect(finding!.instead).toMatch(said)
    expect(finding!.answer).toMatch(lang === 'ja' ? /食べません/ : /^No/)
  })

  test('the fried rice is cooked from fresh rice, the fresh step first and no keep-for-tomorrow step', () => {
    const theme = 'rice from yesterday sat out overnight, can i make fried rice with it for lunch'
    const brief = readBrief(theme, 'en')
    const cooked = cookFor({ brief, dishId: brief.dishId!, seed: 1, theme })
    expect(cooked.adaptation.recipe.dish).toBe('chahan')
    expect(cooked.draft.steps_en[0]).toMatch(/^Use nothing that sat out for hours.*cooked fresh and spread out/)
    expect(cooked.draft.steps_ja[0]).toMatch(/^常温に何時間も置いたものは使わずに捨て/)
    expect(cooked.draft.steps_en.join(' ')).not.toMatch(/for the next day/)
  })

  test('a stew left out overnight is no leftover to build on: the stew asked is cooked fresh', () => {
    const theme = 'beef stew from yesterday, I left it on the counter overnight. can I just reboil it?'
    const brief = readBrief(theme, 'en')
    expect(leftoverDishes(brief, theme)).toEqual([])
    const without = { ...brief, hazards: [] }
    expect(leftoverDishes(without, theme)).toEqual(['beef_stew'])
    expect(cookFor({ brief, dishId: brief.dishId!, seed: 1, theme }).adaptation.recipe.dish).toBe('beef_stew')
  })
})

/** Honey at about one: the age line is said (from the first birthday, none under 12 months), and the drink is made. */
describe('honey for a child about one', () => {
  test.each([
    ['1歳の子にはちみつレモンのホットドリンク作りたい', 'ja'],
    ['hot honey lemon drink for my 1-year-old, heard it helps a sore throat', 'en'],
  ] as const)('%s', (theme, lang) => {
    const brief = readBrief(theme, lang)
    expect(found(theme, lang)).toEqual(['honey_first_birthday'])
    expect(brief.hazards![0]!.instead).toMatch(
      lang === 'ja' ? /1歳の誕生日.*1歳未満/ : /first birthday.*under 12 months/,
    )
    expect(brief.exclusions.flatMap((e) => e.traits)).not.toContain('honey')
  })

  test('a two-year-old with honey is told nothing of it', () => {
    expect(found('2歳の子にはちみつトースト', 'ja')).toEqual([])
  })
})

/** Tomatoes canned in a water bath need acid: said, and "without lemon juice" is the unsafe ask, not a restriction. */
describe('tomatoes canned without acid', () => {
  test.each([
    ["can i can my grandma's tomato sauce in a water bath without adding lemon juice? she never did", 'en'],
    ['自家製トマトソースを煮沸して瓶詰めにしたい。レモン汁なしで', 'ja'],
  ] as const)('%s', (theme, lang) => {
    const brief = readBrief(theme, lang)
    expect(found(theme, lang)).toContain('tomatoes_canned_without_acid')
    expect(brief.exclusions.flatMap((e) => e.excludes).join()).not.toMatch(/lemon|レモン/)
  })

  test('a lemon left out of a tomato salad stays left out', () => {
    const brief = readBrief('tomato salad, no lemon juice please', 'en')
    expect(brief.hazards ?? []).toEqual([])
    expect(brief.exclusions.flatMap((e) => e.excludes).join()).toMatch(/lemon/)
  })
})
