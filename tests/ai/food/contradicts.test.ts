import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Brief } from '../../../src/ai/food/types'
import { contradictsBrief, withoutOffers } from '../../../src/ai/food/guard'

/** What the panel says around a recipe never names a food the brief rules out or makes unsafe. */
describe('a sentence of the talk against the brief', () => {
  test('a food the brief rules out is named, in either language', () => {
    const eggFree = readBrief('beef bowl for my son, he is allergic to eggs', 'en')
    expect(contradictsBrief('Many people like to crack a raw egg over the top.', eggFree).length).toBeGreaterThan(0)
    const vegan = readBrief('ヴィーガンの友人に味噌汁、だしも植物性で', 'ja')
    expect(contradictsBrief('煮干しは頭とはらわたを取ってから水に浸けます。', vegan).length).toBeGreaterThan(0)
  })

  test('a food made unsafe for whom it is for is named', () => {
    const pregnant = readBrief('ramen for my pregnant wife', 'en')
    expect(contradictsBrief('Finish each bowl with a soft-boiled egg, yolk runny.', pregnant).length).toBeGreaterThan(0)
  })

  test('a food the brief allows is no contradiction', () => {
    const eggFree = readBrief('beef bowl for my son, he is allergic to eggs', 'en')
    expect(contradictsBrief('Slice the beef thin and simmer it with the onion.', eggFree)).toEqual([])
    expect(contradictsBrief('牛肉は薄切りにして玉ねぎと煮ます。', eggFree)).toEqual([])
  })

  test('a food the sentence leaves out is no contradiction', () => {
    const eggFree = readBrief('oyakodon without egg, my daughter is allergic', 'en')
    expect(contradictsBrief('Without the egg, a little starch thickens the sauce instead.', eggFree)).toEqual([])
  })
})

const offersExcluded = (sentence: string, brief: Brief) => withoutOffers(sentence, brief) !== sentence

describe('a sentence of the talk that offers an excluded food', () => {
  const roe = readBrief('魚卵アレルギー（いくら・たらこ系）。パスタが食べたい', 'ja')
  const nuts = readBrief('peanut allergy, a stir fry for tonight', 'en')
  test('is caught in either language', () => {
    expect(offersExcluded('いくらは生たらの代わりに使えます', roe)).toBe(true)
    expect(offersExcluded('Peanuts can take the place of the cashews.', nuts)).toBe(true)
  })
  test('a sentence leaving it out, or offering what the brief allows, is not', () => {
    expect(offersExcluded('いくらの代わりに生たらを使います', roe)).toBe(false)
    expect(offersExcluded('Use sunflower seeds instead of peanuts.', nuts)).toBe(false)
    expect(offersExcluded('Slice the chicken thin.', nuts)).toBe(false)
  })
})

test('a message of the talk keeps every sentence but the one offering an excluded food', () => {
  const roe = readBrief('魚卵アレルギー（いくら・たらこ系）。パスタが食べたい', 'ja')
  expect(withoutOffers('生たらで作ります。いくらは生たらの代わりに使えます。バターで仕上げます。', roe)).toBe(
    '生たらで作ります。バターで仕上げます。',
  )
  const text = 'Sear the cod. Finish with butter.'
  expect(withoutOffers(text, roe)).toBe(text)
})

test('a sentence saying why an excluded food cannot be replaced is kept', () => {
  const eggFree = readBrief('Egg-free tamagoyaki', 'en')
  const text =
    'Tamagoyaki (rolled omelette) is built on its egg, and nothing under this brief can stand in for it. We cook Yellowtail teriyaki instead.'
  expect(withoutOffers(text, eggFree)).toBe(text)
})
