import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { cleanText } from '../../../src/ai/food/reader'
import type { Lang } from '../../../src/ai/food/types'

const langOf = (text: string): Lang => (/[\u3040-\u9fff]/.test(text) ? 'ja' : 'en')
const read = (text: string) => readBrief(text, langOf(text))

describe('how many a theme serves', () => {
  test.each([
    ['two adults and a toddler', 3],
    ['大人2人子ども3人', 5],
    ['夫婦と子ども2人', 4],
    ['3 couples coming over', 6],
    ['half a dozen guests', 6],
    ['me and my wife', 2],
    ['ひとりぶん', 1],
    ['4ppl', 4],
    ["kids' soccer team, 14 kids", 14],
    ['scale it x3, base recipe serves 2', 6],
    ['6人前を半分にして', 3],
  ])('%p serves %p', (text, n) => {
    expect(read(text).limits.servings).toBe(n)
  })

  test('a count said with its people is not scaled again, and a step that halves a food scales nothing', () => {
    expect(read('people x3').limits.servings).toBe(3)
    expect(read('x2 people').limits.servings).toBe(2)
    expect(read('4人分、玉ねぎを半分に切って').limits.servings).toBe(4)
    expect(read('double cream tart for 4').limits.servings).toBe(4)
  })
})

describe('misspellings the fold reaches', () => {
  test('two letters swapped are one slip, and a misspelled diet is still the diet', () => {
    expect(read('sesmae allergy').exclusions.flatMap((e) => e.traits)).toContain('sesame')
    expect(read('no shirmp').exclusions.flatMap((e) => e.ingredients)).toContain('shrimp')
    expect((read('veggan') as { diets?: string[] }).diets).toContain('vegan')
    expect((read('glutten free') as { diets?: string[] }).diets).toContain('gluten_free')
  })

  test('アレルギー cut short or misspelled after a food is an allergy; あれ as "that" is not', () => {
    for (const [text, trait] of [
      ['乳アレ', 'milk'],
      ['えびあれ', 'crustacean'],
      ['ソバアレあり', 'buckwheat'],
      ['ソバアレルギィ', 'buckwheat'],
      ['こむぎ　あれるぎ', 'wheat'],
    ])
      expect(
        read(text).exclusions.flatMap((e) => e.traits),
        text,
      ).toContain(trait as never)
    expect(cleanText('それはあれです')).toBe('それはあれです')
    expect(cleanText('これあれ、カレーのアレンジ')).toBe('これあれ、カレーのアレンジ')
  })
})

test('a count of people that is not who eats is still not servings', () => {
  expect(read('このレシピは5人に1人が失敗するらしい').limits.servings).toBeUndefined()
})

test('a class given back in part is still said, with its exception, where the host says what it leaves out', () => {
  const [en] = read('tree nut allergy but walnuts are fine').exclusions
  expect(en!.excludes).toContain('tree nuts other than walnuts')
  expect(en!.ingredients).toContain('almond')
  expect(en!.ingredients).not.toContain('walnut')
  const [ja] = read('ナッツアレルギー、でもくるみは大丈夫').exclusions
  expect(ja!.excludes.some((w) => w.startsWith('くるみ以外の'))).toBe(true)
  expect(read('tree nut allergy, almonds and walnuts are fine').exclusions[0]!.excludes[0]).toBe(
    'tree nuts other than almonds, walnuts',
  )
})

test('a list closed by ", &" keeps its last food in the list', () => {
  const [e] = read('allergies: peanut, sesame, & kiwi').exclusions
  expect(e!.ingredients).toContain('kiwi')
  expect(e!.traits).toEqual(expect.arrayContaining(['peanut', 'sesame']))
})

test('foods joined by "+" are one list: each side of it is ruled out', () => {
  for (const theme of ['fish + shellfish allergy, wants pad thai', 'shellfish + fish allergy, wants pad thai'])
    expect(read(theme).exclusions.flatMap((e) => e.traits)).toEqual(expect.arrayContaining(['fish', 'shellfish']))
  expect(read('egg+milk allergy pancakes').exclusions.flatMap((e) => e.traits)).toEqual(
    expect.arrayContaining(['egg', 'milk']),
  )
})

test('how bad or how many allergies there are does not hide which foods they are to', () => {
  for (const [theme, traits] of [
    ['卵と乳のダブルアレルギーの子のおやつ', ['egg', 'milk']],
    ['小麦の重度アレルギー', ['wheat']],
    ['egg and sesame double allergy, birthday cake', ['egg', 'sesame']],
  ] as const)
    expect(read(theme).exclusions.flatMap((e) => e.traits)).toEqual(expect.arrayContaining([...traits]))
  expect(read('double chocolate cookies').exclusions).toEqual([])
})
