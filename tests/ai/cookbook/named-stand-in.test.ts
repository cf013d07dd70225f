import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { briefForDish } from '../../../src/ai/cookbook/check'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
import { readBrief } from '../../../src/ai/food/brief'
import { checkRecipe } from '../../../src/ai/food/guard'
import type { Lang } from '../../../src/ai/food/types'

const cooked = (dish: string, theme: string, lang: Lang) => {
  const brief = readBrief(theme, lang)
  const a = adapt(recipeFor(dish)!, brief, { seed: 1 })
  return { brief, a, foods: a.recipe.ingredients.map((i) => i.food), draft: render(a) }
}

describe('a stand-in the theme names takes the place of the recipe food it asks about', () => {
  for (const [theme, lang] of [
    ['nikujaga tonight, we ran out of potatoes. would satoimo do the job?', 'en'],
    ['肉じゃがにしたいけど、じゃがいもが無い…里芋でもいける？', 'ja'],
    ['making nikujaga - can I use taro root for it?', 'en'],
  ] as const)
    test(`${theme}: taro, not the potato or the table's stand-in`, () => {
      const { foods, a } = cooked('nikujaga', theme, lang)
      expect(foods).toContain('taro')
      expect(foods).not.toContain('potato')
      expect(foods).not.toContain('sweet_potato')
      expect(a.decisions).toContainEqual(expect.objectContaining({ kind: 'substitute', from: 'potato', to: 'taro' }))
    })

  for (const [theme, lang] of [
    ['sukiyaki with pork, since beef is pricey this week - would that work?', 'en'],
    ['牛肉が高いので、すき焼きを豚肉でやってもOK？', 'ja'],
  ] as const)
    test(`${theme}: pork for the beef, and no aside still naming beef`, () => {
      const { brief, foods, draft } = cooked('sukiyaki', theme, lang)
      expect(foods).toContain('pork')
      expect(foods).not.toContain('beef')
      expect(draft.ingredients_en.join(' ')).not.toMatch(/beef/i)
      expect(checkRecipe(draft, brief)).toEqual([])
    })

  test('a second meat named with no word of swapping keeps the dish its own meat', () => {
    expect(cooked('sukiyaki', 'sukiyaki with beef and some pork too, for six', 'en').foods).toContain('beef')
  })

  test('chicken adobo where all the cook has is cider vinegar: that vinegar, the rice vinegar gone', () => {
    const { foods } = cooked(
      'chicken_adobo',
      "chicken adobo - all I've got is apple cider vinegar, will it work?",
      'en',
    )
    expect(foods).toContain('cider_vinegar')
    expect(foods).not.toContain('rice_vinegar')
  })
})

describe('a counted food replaced by another keeps its weight, not its count', () => {
  test('crab sticks ruled out of a sushi roll become grams of their stand-in, not as many blocks', () => {
    const brief = briefForDish('maki_sushi', {
      exclusions: [{ kind: 'diet', name: 'no fish', excludes: [], traits: ['fish'], ingredients: [] }],
    })
    const a = adapt(recipeFor('maki_sushi')!, brief, { seed: 1 })
    const line = a.recipe.ingredients.find((i) => i.ref === 'imitation_crab')!
    expect(line.food).not.toBe('imitation_crab')
    expect(line.amount.unit).toBe('g')
  })
})

describe('a taste ask changes the amounts', () => {
  for (const [theme, lang] of [
    ['rolled omelette for a bento, not sweet, please', 'en'],
    ['卵焼きは甘くしないでね、お弁当用', 'ja'],
  ] as const)
    test(`${theme}: no sugar in the tamagoyaki`, () => {
      expect(cooked('tamagoyaki', theme, lang).foods).not.toContain('sugar')
    })

  test('less sweet keeps the sugar, less of it', () => {
    const amount = (theme: string) =>
      cooked('nikujaga', theme, 'ja').a.recipe.ingredients.find((i) => i.food === 'sugar')!.amount.qty as number
    expect(amount('肉じゃが、甘さひかえめで')).toBeLessThan(amount('肉じゃが'))
  })
})

describe('a version that keeps the named dish', () => {
  test('shakshuka free of nightshades keeps a sauce of greens rather than losing it', () => {
    const { a, foods } = cooked('shakshuka', 'shakshuka, but my husband cannot have nightshades', 'en')
    expect(a.decisions).toContainEqual(expect.objectContaining({ kind: 'variant', variant: 'green' }))
    expect(foods).toContain('spinach')
    expect(foods).not.toContain('canned_tomato')
  })
})

describe('a milk or fat the theme names in place of the recipe own is the one used', () => {
  for (const [theme, lang, to] of [
    ['american pancakes, but with oat milk rather than milk please', 'en', 'oat_milk'],
    ['パンケーキを牛乳じゃなくてオーツミルクで焼きたい', 'ja', 'oat_milk'],
    ['pancakes, our kid is off dairy so rice milk instead of milk', 'en', 'rice_milk'],
  ] as const)
    test(`${theme}: ${to}, no milk left in any step`, () => {
      const { brief, foods, draft } = cooked('hotcakes', theme, lang)
      expect(foods).toContain(to)
      expect(foods).not.toContain('milk')
      expect(checkRecipe(draft, brief)).toEqual([])
    })

  for (const [theme, lang] of [
    ['mac and cheese but olive oil in place of the butter', 'en'],
    ['マカロニチーズ、バターのかわりにオリーブオイルで', 'ja'],
  ] as const)
    test(`${theme}: the cheese stays, the butter becomes olive oil`, () => {
      const { foods } = cooked('mac_and_cheese', theme, lang)
      expect(foods).toContain('cheese')
      expect(foods).toContain('olive_oil')
      expect(foods).not.toContain('nutritional_yeast')
    })
})
