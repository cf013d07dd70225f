import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'

const servingsOf = (theme: string, lang: Lang) => readBrief(theme, lang).limits.servings

/** Counts said indirectly, each class in both languages: the servings the person means, not the recipe's own. */
const SAID: Record<string, Array<[string, Lang, number]>> = {
  'a mould or cup count is one serving each': [
    ['crème brûlée, I have 5 ramekins', 'en', 5],
    ['panna cotta for my eight little glass moulds, er, 8 dessert glasses', 'en', 8],
    ['chocolate pots: we own four cocottes', 'en', 4],
    ['ココットが4個あるのでチョコのポット', 'ja', 4],
    ['ゼリーを作りたい。グラスは8つ', 'ja', 8],
    ['5個のプリン型で蒸しプリン', 'ja', 5],
  ],
  'a cut count or a batch of pieces is its pieces': [
    ['a sheet pan of blondies cut into 36 squares for the fair', 'en', 36],
    ['shortbread, slice the slab into 20', 'en', 20],
    ['bake 30 oatmeal raisin cookies for the team', 'en', 30],
    ['天板でブラウニー、24個に切り分けたい', 'ja', 24],
    ['クッキーを40枚焼きたい', 'ja', 40],
    ['マフィン12個、朝ごはん用に', 'ja', 12],
  ],
  'a recipe that makes more, said smaller after it': [
    ['banana bread recipe serves 10 but it is only the 3 of us', 'en', 3],
    ['muffins: the recipe yields 18, and there are just 2 of us', 'en', 2],
    ['meatballs for 12 — actually, make it for 5', 'en', 5],
    ['6人分のレシピだけど、うちは2人なので', 'ja', 2],
    ['このカレーは8人前、でも食べるのは3人だけ', 'ja', 3],
    ['ハンバーグ10個…やっぱり4人分で', 'ja', 4],
  ],
  'people added up': [
    ['stew for my husband, his parents and me', 'en', 4],
    ['tacos: me, my partner and our 3 kids', 'en', 5],
    ['pizza night with her parents and me', 'en', 3],
    ['夫と子ども2人と私でカレー', 'ja', 4],
    ['学童の小学生15人分のおやつ', 'ja', 15],
    ['「食べる人」:「園の子ども9人」', 'ja', 9],
  ],
  'a count that multiplies': [
    ['half a dozen scones, then double it', 'en', 12],
    ['two dozen brownies, tripled for the fete', 'en', 72],
    ['24 cupcakes and double that', 'en', 48],
    ['クッキー12枚焼いて、それを倍に', 'ja', 24],
    ['マドレーヌ10個を3倍に', 'ja', 30],
    ['作り置き3日分を夫婦で', 'ja', 6],
  ],
  'a treat for one': [
    ['a lava cake to treat myself', 'en', 1],
    ['one big cookie all to myself tonight', 'en', 1],
    ['a sundae, a little treat for one', 'en', 1],
    ['自分へのご褒美にティラミス', 'ja', 1],
    ['自分用のパフェ', 'ja', 1],
    ['自分だけのホットケーキ', 'ja', 1],
  ],
  'a count at a gathering': [
    ['9 coming over for a birthday lunch', 'en', 9],
    ['11 at the family picnic, sandwiches', 'en', 11],
    ['lasagna, 6 for my sister’s party', 'en', 6],
    ['8人の誕生日会にケーキ', 'ja', 8],
    ['5人のお祝いにちらし寿司', 'ja', 5],
    ['12人の女子会でつまめるもの', 'ja', 12],
  ],
}

/** Numbers that are sizes, times or ingredients: no count of servings. */
const NOT_SERVINGS: Array<[string, Lang]> = [
  ['cheesecake in a 7-inch pan', 'en'],
  ['risotto in 25 minutes', 'en'],
  ['melt 2 chocolate bars into fudge', 'en'],
  ['double chocolate cookies', 'en'],
  ['leeks cut into 2 cm rounds, gratin', 'en'],
  ['with 3 slices of bacon, a breakfast hash', 'en'],
  ['じゃがいも3個を用意してポテサラ', 'ja'],
  ['卵2個でできるケーキ', 'ja'],
  ['牛乳1カップでプリン', 'ja'],
]

describe('servings said indirectly', () => {
  for (const [kind, themes] of Object.entries(SAID))
    test(kind, () => {
      for (const [theme, lang, n] of themes) expect([theme, servingsOf(theme, lang)]).toEqual([theme, n])
    })

  test('a size, a time or an ingredient count is no serving count', () => {
    for (const [theme, lang] of NOT_SERVINGS) expect([theme, servingsOf(theme, lang)]).toEqual([theme, undefined])
    expect(readBrief('3人で10分で作れるおつまみ', 'ja').limits).toEqual({ minutes: 10, servings: 3 })
  })

  test('a count past the kitchen’s limit is cooked at the limit and said', () => {
    for (const [theme, lang, asked] of [
      ['chili for 250 people at the fair', 'en', '250'],
      ['a school fete, feeding 150', 'en', '150'],
      ['400人分の豚汁', 'ja', '400'],
      ['炊き出しで120人分のカレー', 'ja', '120'],
    ] as const) {
      const brief = readBrief(theme, lang)
      expect([theme, brief.limits.servings]).toEqual([theme, 100])
      expect(brief.unchecked?.join()).toContain(asked)
    }
    expect(readBrief('curry for 60 people', 'en').unchecked).toBeUndefined()
  })
})
