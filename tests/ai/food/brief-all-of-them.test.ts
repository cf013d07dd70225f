import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'

describe('a word for all of them, ruled out after the foods it means, points back to them', () => {
  test.each([
    ['卵と乳と小麦のアレルギーがあるので全部抜きで誕生日ケーキを', 'ja', ['egg', 'milk', 'wheat']],
    ['えびとかにのアレルギーがあるので、それ全部なしで炒飯', 'ja', ['crustacean']],
    ['大豆と卵のアレルギーの子がいて、全部なしでクッキーを', 'ja', ['soy', 'egg']],
    ['egg and milk allergies so leave out everything like that, birthday cake please', 'en', ['egg', 'milk']],
    ['wheat and dairy allergies, please leave out everything like that. chocolate cake', 'en', ['wheat', 'milk']],
    ['peanut and sesame allergies at our table, so no anything of that sort: noodle salad', 'en', ['peanut', 'sesame']],
  ] as const)('%s', (theme, lang, traits) => {
    const brief = readBrief(theme, lang)
    expect(brief.unresolved).toBeUndefined()
    expect(brief.exclusions.flatMap((e) => e.traits)).toEqual(expect.arrayContaining([...traits]))
  })

  test.each([
    ['I am allergic to everything, make me a cake', 'en'],
    ['全部アレルギーなのでケーキを', 'ja'],
  ] as const)('with no food before it, it names nothing and stays unclear: %s', (theme, lang) => {
    expect(readBrief(theme, lang).unresolved).toHaveLength(1)
  })
})
