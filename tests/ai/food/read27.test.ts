import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'
import cases from './read27.json'
import { ruledOut } from './ruled-out'

const langOf = (theme: string): Lang => (/[\u3040-\u30ff\u3400-\u9fff]/.test(theme) ? 'ja' : 'en')
const read = (theme: string) => readBrief(theme, langOf(theme))
/** Each reading and the themes that must (`yes`) and must not (`no`) be read so. */
const READINGS: Array<[string, { yes: string[]; no: string[] }, (theme: string) => boolean]> = [
  [
    'harm done to a person the verb holds, or a slighting word names',
    cases.intent,
    (t) => read(t).harm?.kind === 'intent',
  ],
  ['a toxic plant part dosed into someone’s food', cases.poison, (t) => read(t).harm?.kind === 'poison'],
  ['things made, not eaten, whose words look like food', cases.not_food, (t) => read(t).notFood],
  ['harm said by a word of the act or its effect', cases.harm_said, (t) => read(t).harm !== undefined],
]
for (const [name, { yes, no }, holds] of READINGS)
  describe(name, () => {
    for (const theme of yes) test(theme, () => expect(holds(theme)).toBe(true))
    for (const theme of no) test(`not: ${theme}`, () => expect(holds(theme)).toBe(false))
  })

/** A processed food declares what it is made of, so an allergy to that food by name reaches it. */
describe('foods made from a food named in an allergy', () => {
  for (const [theme, line] of [
    ['Allergic to tomatoes 🍅 but I want chili for game night', '3 tbsp ketchup'],
    ['Allergic to tomatoes 🍅 but I want chili for game night', '2 tbsp tonkatsu sauce'],
    ['トマトアレルギーです。オムライスを', 'トマトケチャップ 大さじ3'],
    ['no eggs please, a potato salad', '3 tbsp mayonnaise'],
    ['no sesame, a cold noodle dish', '1 tbsp toasted sesame oil'],
  ] as const)
    test(`${theme}: ${line}`, () => expect(ruledOut(theme, langOf(theme), line)).toBe(true))
  test('a tomato allergy leaves foods not made of tomato', () =>
    expect(ruledOut('Allergic to tomatoes, chili please', 'en', '1 tbsp soy sauce')).toBe(false))
})
