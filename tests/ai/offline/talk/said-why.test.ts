import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../../src/ai/food/brief'
import type { Lang } from '../../../../src/ai/food/types'
import { cookFor } from '../../../../src/ai/offline/cookbook'
import { factsOf } from '../../../../src/ai/offline/talk/facts'

/** The facts of a theme cooked as the offline path cooks it, for the dish given. */
function factsFor(theme: string, lang: Lang, dishId: string) {
  const brief = readBrief(theme, lang)
  return factsOf(cookFor({ brief, dishId, seed: 1, theme }), theme, lang)
}
const talked = (f: ReturnType<typeof factsFor>) =>
  JSON.stringify([f.technique, f.next, f.prep, f.doneness, f.answer, f.others])

describe('a centre temperature is said only where the food calls for it', () => {
  test('an omelette sheet, thin-sliced beef and a sponge are judged by their look, not a core figure', () => {
    for (const [theme, lang, dish] of [
      ['hiyashi chuka please', 'en', 'hiyashi_chuka'],
      ['すき焼きを作りたい', 'ja', 'sukiyaki'],
      ['山形風の芋煮を作りたい', 'ja', 'imoni'],
    ] as const) {
      const f = factsFor(theme, lang, dish)
      expect(f.doneness).toEqual([])
      expect(talked(f)).not.toMatch(/[0-9] ?(°C|℃)/)
    }
  })

  test('poultry and minced meat keep theirs', () => {
    expect(factsFor('照り焼きチキンを作りたい', 'ja', 'chicken_teriyaki').doneness.map((d) => d.temp)).toContain(75)
    expect(factsFor('beef tacos tonight', 'en', 'tacos').doneness.map((d) => d.temp)).toContain(75)
  })
})

describe('what the theme asks is answered from the decision', () => {
  test('a food asked about that the brief rules out is answered with what in it rules it out', () => {
    const f = factsFor(
      '小麦アレルギーの息子に照り焼きチキン作りたい。醤油ってダメなんでしたっけ？',
      'ja',
      'chicken_teriyaki',
    )
    expect(f.answer?.note).toMatch(/醤油[はに].*小麦/)
  })

  test('a family word before the food asked is that food, not a second answer that contradicts it', () => {
    const f = factsFor('炊飯器でサムゲタン作りたい！鶏手羽元でもいい？', 'ja', 'samgyetang')
    expect(f.answer?.note).toContain('手羽元')
    expect(f.answer?.note).not.toContain('問題ありません')
  })

  test('a diet the recipe changed for, or a question names, is said with its rule: halal meat, Jain roots', () => {
    const f = factsFor('ハラールの同僚を家に呼んですき焼き！みりんとお酒ってアウト？', 'ja', 'sukiyaki')
    expect(f.others.join('')).toMatch(/ハラール:.*肉はハラール処理/)
    const plain = factsFor('すき焼きを作りたい', 'ja', 'sukiyaki')
    expect(plain.others.join('')).not.toContain('ハラール')
    const jain = factsFor(
      'ジャイナ教のお客様をおもてなしします。カレーを作りたいのですが、気をつけることは？',
      'ja',
      'curry_rice',
    )
    expect(jain.others.join('')).toMatch(/ジャイナ教:.*地下で育つもの/)
  })
})
