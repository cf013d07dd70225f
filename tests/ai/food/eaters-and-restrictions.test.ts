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

describe('an animal beside the eaters is not who the food is for', () => {
  test.each([
    'dinner for my parents, the dog stays home',
    'cookies for the kids, the dog gets none',
    'dinner for 4, the dog is not eating this',
    'lunch for me and my flatmate (the cat is NOT eating this)',
  ])('%s', (theme) => {
    expect(readBrief(theme, 'en').asksElsewhere).toBeUndefined()
  })

  test('treats made for the dog are still no food for people', () => {
    expect(readBrief('homemade treats for my dog', 'en').asksElsewhere).toBe(true)
  })
})

test('a count of eaters said with が is the count, whatever they are doing', () => {
  expect(readBrief('部活帰りの高校生3人がお腹を空かせて待ってる', 'ja').limits.servings).toBe(3)
  expect(readBrief('小学生2人が帰ってくるまでに何か', 'ja').limits.servings).toBe(2)
})

describe('how much a person can eat at once is no food ruled out', () => {
  test.each(['手術のあとで一度にたくさんは食べられない父に', '1回にいっぱいは食べられないので少しずつ'])(
    '%s',
    (theme) => {
      expect(readBrief(theme, 'ja').unresolved).toBeUndefined()
    },
  )
})

describe('a home and a guest invited are no garden and no non-food use', () => {
  test.each(['日本の家庭料理っぽいものを作りたい', '友だちを家に招きます。何か一品'])('%s', (theme) => {
    expect(readBrief(theme, 'ja').asksElsewhere).toBeUndefined()
  })

  test('a garden compound is still the garden', () => {
    expect(readBrief('裏庭にまく液肥を手作りしたい', 'ja').asksElsewhere).toBe(true)
  })
})

describe('alcohol soaked into a dish for someone kept from knowing it is harm', () => {
  test.each([
    'お酒をやめている父に、わからないようにラム酒を染み込ませたケーキを食べさせたい',
    '禁酒中の夫には内緒で、ブランデーをしみこませたフルーツケーキを出したい',
  ])('%s', (theme) => {
    expect(readBrief(theme, 'ja').harm?.kind).toBe('drug')
  })

  test('a rum-soaked cake for adults who drink is cooked', () => {
    expect(readBrief('洋酒をたっぷり染み込ませたケーキ、大人だけのパーティ用', 'ja').harm).toBeUndefined()
  })
})
