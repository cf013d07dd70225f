import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'

describe('servings counted from the people a theme names', () => {
  test('a household is the sum of its people, and a total said after them is the count', () => {
    const cases: Array<[string, Lang, number]> = [
      ['私と妻と息子2人の夕飯を作りたい', 'ja', 4],
      ['娘2人と主人と私、合わせて4人です', 'ja', 4],
      ['息子と娘と私の3人で食べます。30分で', 'ja', 3],
      ['大人3人と子ども1人', 'ja', 4],
      ['両親と私で何か作りたい', 'ja', 3],
      ['tea for me, my partner and our 2 toddlers', 'en', 4],
      ['my parents and me this weekend', 'en', 3],
      ['cooking tonight for my sister, my brother and me', 'en', 3],
      ['me and 3 flatmates, something cheap', 'en', 4],
      ['my wife, our son and me - the 3 of us love spicy food', 'en', 3],
    ]
    for (const [theme, lang, servings] of cases) expect(readBrief(theme, lang).limits.servings, theme).toBe(servings)
  })

  test('a child by age, a school year, a word about one of them and a full-width aside still count', () => {
    const cases: Array<[string, Lang, number]> = [
      ['2歳の子（まだ少食）とパパとママでハンバーグ', 'ja', 3],
      ['大人2人と、よく食べる高校生女子1人、あと小学生2人でカレー', 'ja', 5],
      ['8か月の娘と私と夫、取り分けできる献立', 'ja', 3],
      ['{"diners": 4, "dish": "tacos", "max_minutes": 30}', 'en', 4],
      ['eaters: 5, something with chicken', 'en', 5],
    ]
    for (const [theme, lang, servings] of cases) expect(readBrief(theme, lang).limits.servings, theme).toBe(servings)
    // One child by age alone is who the dish is for, not a count.
    expect(readBrief('3歳の子が食べられるカレー', 'ja').limits.servings).toBeUndefined()
  })
})

describe('the cooking window inside a meal window', () => {
  test('of two times, the one said of cooking is the limit; one time alone stays as it is', () => {
    const cases: Array<[string, Lang, number]> = [
      ['I get an hour for lunch but can only spend 15 minutes cooking', 'en', 15],
      ['dinner has to be on the table within 90 minutes, hands-on prep 30 mins max', 'en', 30],
      ['we eat in 45 min; 25 min at the stove is all I can do', 'en', 25],
      ['休憩は1時間、そのうち料理は20分まで', 'ja', 20],
      ['2時間後に来客。調理に使えるのは40分', 'ja', 40],
      ['30分で作れるおかず', 'ja', 30],
      ['something in 20 minutes, it can chill for 2 hours after', 'en', 20],
    ]
    for (const [theme, lang, minutes] of cases) expect(readBrief(theme, lang).limits.minutes, theme).toBe(minutes)
  })
})

describe('a time window said as clock times', () => {
  test('two times of day are the minutes between them, 24 h or am/pm, 時/時半/分, in either order', () => {
    const cases: Array<[string, Lang, number]> = [
      ['帰宅19:40で20時には夕飯出したい。3人分', 'ja', 20],
      ['7時15分のバスまでに朝ごはん。今6時50分', 'ja', 25],
      ['午後6時に帰って6時半には食べたい', 'ja', 30],
      ['home at 6:30pm and dinner has to be out by 7', 'en', 30],
      ['up at 6:45, need breakfast before the 7:15 bus', 'en', 30],
      ['back at 11:50am, lunch at 12:30 pm sharp', 'en', 40],
    ]
    for (const [theme, lang, minutes] of cases) expect(readBrief(theme, lang).limits.minutes, theme).toBe(minutes)
  })
  test('one clock time alone is no limit, and its minutes are not an amount of time', () => {
    expect(readBrief('7時15分のバスに乗る前の朝ごはん', 'ja').limits.minutes).toBeUndefined()
    expect(readBrief('breakfast before the 7:15 bus', 'en').limits.minutes).toBeUndefined()
    expect(readBrief('guests in 45 minutes, something quick', 'en').limits.minutes).toBe(45)
    expect(readBrief('あと30分で夕飯', 'ja').limits.minutes).toBe(30)
  })
})

describe('a kitchen said to be all there is', () => {
  const asksOf = (theme: string, lang: Lang) => readBrief(theme, lang).limits.asks ?? []
  test('tools named as all there is leave out the oven (or the stove) they do not name', () => {
    const cases: Array<[string, Lang, string]> = [
      ['want a roast chicken but all I have is a hob and a crock pot', 'en', 'no_oven'],
      ["my flat has just two burners and a kettle, what's for dinner", 'en', 'no_oven'],
      ['IHコンロとフライパンしかないけど、ローストポークはできる?', 'ja', 'no_oven'],
      ['寮には電子レンジと炊飯器しかありません', 'ja', 'no_stove'],
    ]
    for (const [theme, lang, ask] of cases) expect(asksOf(theme, lang), theme).toContain(ask)
  })
  test('a tool beside the one device keeps the kitchen from being that device only; a count of pans is no kitchen', () => {
    expect(asksOf('I only have a hob and a microwave, something warm', 'en')).not.toContain('microwave_only')
    expect(asksOf('I only have a microwave', 'en')).toEqual(['microwave_only'])
    expect(asksOf('only one pot to wash tonight please', 'en')).not.toContain('no_oven')
    expect(asksOf('フライパンしかないけど何か作れる?', 'ja')).toContain('no_oven')
  })
})
