import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../../src/ai/food/brief'
import type { Lang } from '../../../../src/ai/food/types'
import { cookFor } from '../../../../src/ai/offline/cookbook'
import { factsOf } from '../../../../src/ai/offline/talk/facts'

/** The host's answer to "is this amount enough?": the adapted recipe's count of that food for its servings against it. */
const answer = (theme: string, dishId: string, lang: Lang) => {
  const c = cookFor({ brief: readBrief(theme, lang), dishId, seed: 3, theme })
  return factsOf(c, theme, lang).answer?.note ?? ''
}

describe('an amount asked to be enough is answered plainly', () => {
  test('three packs of noodles for five: short by two', () => {
    const note = answer('大人3人と子ども2人で焼きそば。麺が3玉しかないんだけど足りる？', 'yakisoba', 'ja')
    expect(note).toContain('足りません')
    expect(note).toContain('5人分')
  })
  test('two packs for two: enough', () =>
    expect(answer('yakisoba for me and my wife, is 2 packs of noodles enough?', 'yakisoba', 'en')).toMatch(/^Yes/))
  test('one block of tofu for four', () =>
    expect(answer('豆腐1丁で4人分の麻婆豆腐って足りますか', 'mapo_tofu', 'ja')).toMatch(/豆腐/))
  test('a weight asked as too much or too little is weighed against the recipe', () => {
    expect(answer('1 lb of spaghetti for 3 people — too much? making carbonara', 'spaghetti_carbonara', 'en')).toMatch(
      /over/,
    )
    expect(answer('is a pound of pasta too much for 3 of us? bolognese', 'spaghetti_bolognese', 'en')).toMatch(/over/)
    expect(answer('is 1 lb of spaghetti too little for 6 people? carbonara', 'spaghetti_carbonara', 'en')).toMatch(
      /short/,
    )
    expect(answer('スパゲッティ500gで3人分のカルボナーラ、多すぎかな', 'spaghetti_carbonara', 'ja')).toMatch(/余ります/)
    expect(answer('パスタ200gで4人分って少なすぎ？カルボナーラ', 'spaghetti_carbonara', 'ja')).toMatch(/足りません/)
    expect(answer('パスタ1キロで4人分のカルボナーラ、多すぎますか', 'spaghetti_carbonara', 'ja')).toMatch(/余ります/)
  })
  test('a weight said with no question, or a preference, asks nothing', () => {
    expect(readBrief('1 lb of spaghetti for 3 people, carbonara', 'en').enough).toBeUndefined()
    expect(readBrief('carbonara for 3 with 2 cloves of garlic, not too much', 'en').enough).toBeUndefined()
    expect(readBrief('にんにく2片、多すぎないようにカルボナーラ3人分', 'ja').enough).toBeUndefined()
  })
  test('the count of each is read', () => {
    expect(readBrief('Are 6 eggs enough for a frittata for 4?', 'en').enough).toMatchObject({ foods: ['egg'], qty: 6 })
    expect(readBrief('is 2 packs of ramen enough for 4 of us?', 'en').enough).toMatchObject({ qty: 2 })
    expect(readBrief('うどん2玉で3人分いける？足りる？', 'ja').enough).toMatchObject({ qty: 2 })
    expect(readBrief('ramen for 4 please', 'en').enough).toBeUndefined()
  })
})
