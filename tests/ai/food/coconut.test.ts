import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'

const excluded = (theme: string, lang: 'en' | 'ja') => readBrief(theme, lang).exclusions.flatMap((e) => e.ingredients)

describe('coconut is one food however it is sold', () => {
  test.each([
    [
      'Anaphylactic to tree nuts and coconut (her allergist lumps them together). Thai green curry for 4, is it doable?',
      'en',
    ],
    ['ココナッツアレルギーの友達にグリーンカレーを作りたい', 'ja'],
  ] as const)('an allergy to coconut rules out its milk, cream and oil: %s', (theme, lang) => {
    expect(excluded(theme, lang)).toEqual(expect.arrayContaining(['coconut_milk', 'coconut_cream', 'coconut_oil']))
  })
  test('coconut asked for is no exclusion', () => {
    expect(excluded('I love coconut! thai green curry for 4', 'en')).toEqual([])
  })
})
