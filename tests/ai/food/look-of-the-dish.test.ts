import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'

describe('a dish asked to look like itself is still the dish asked', () => {
  test.each([
    ["keto chocolate birthday cake for grandma, she's diabetic; it has to look like a proper cake", 'en'],
    ['sugar-free birthday cake for my diabetic uncle. chocolate, should look like a real cake', 'en'],
    ['low carb birthday cake, needs to look like an actual cake', 'en'],
    ['糖尿病の父の誕生日ケーキ。本物のケーキに見えるように', 'ja'],
    ['糖質オフのバースデーケーキ、ちゃんとしたケーキに見せたい', 'ja'],
    ['砂糖なしの誕生日ケーキを、お店のケーキみたいな見た目で', 'ja'],
  ] as const)('%s', (theme, lang) => {
    expect(readBrief(theme, lang as Lang).dishId).toBeTruthy()
  })

  test.each([
    ['cupcakes decorated to look like a hamburger', 'en', 'cupcakes'],
    ['sick of chicken curry. anything but curry tonight', 'en', null],
    ['カレーライスはもう飽きた。カレー以外で', 'ja', null],
  ] as const)('a look or a dish turned away stays out: %s', (theme, lang, dish) => {
    expect(readBrief(theme, lang as Lang).dishId ?? null).toBe(dish)
  })
})
