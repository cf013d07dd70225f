import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
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
