import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'

describe('a person said where the food stood: the food said before them is what is ruled out', () => {
  test.each([
    ['セロリはうちの子が苦手なので入れないで', 'celery'],
    ['レバーはうちの家族全員が苦手', 'pork_liver'],
    ['みょうがは家族全員苦手なんです', 'myoga'],
    ['しいたけは夫がどうしても食べられません', 'shiitake'],
    ['えびは娘がアレルギーです。夕飯お願いします', 'crustacean'],
    ['ピーマンは子どもたちみんな苦手で…', 'bell_pepper'],
  ])('%s rules out %s', (theme, food) => {
    const brief = readBrief(theme, 'ja')
    expect(brief.unresolved).toBeUndefined()
    expect(brief.exclusions.flatMap((e) => [...e.ingredients, ...e.traits])).toContain(food)
  })

  test('a person with no food said before them is still not cooked for on a guess', () => {
    expect(readBrief('夫が食べられないものがあるので', 'ja').unresolved?.length).toBe(1)
  })
})

test('homemade toothpaste in any spelling is no food', () => {
  for (const theme of ['はみがき粉を手作りしたい', '重曹で歯みがき粉をつくる方法'])
    expect(readBrief(theme, 'ja').asksElsewhere).toBe(true)
})
