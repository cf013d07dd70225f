import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../../src/ai/food/brief'
import type { Lang } from '../../../../src/ai/food/types'
import { cookFor } from '../../../../src/ai/offline/cookbook'
import { factsOf } from '../../../../src/ai/offline/talk/facts'
import { turnOf } from '../../../../src/ai/offline/talk/panel'
import type { TurnContext } from '../../../../src/ai/turn-context'

/**
 * A swap the theme asks about a food the cook lacks is answered first in the host's opening, from the pantry row of
 * knowledge/substitutions.json: yes or yes-but, what it changes; the recipe's own stand-in, or that it has none of the
 * food, said where so; and the stand-in put in the recipe itself when the row applies.
 */
/** The foods cooked, the answer and the host's opening of one theme, cooked once. */
const run = (theme: string, dishId: string, lang: Lang) => {
  const c = cookFor({ brief: readBrief(theme, lang), dishId, seed: 3, theme })
  const names = { host: 'Alex', chef: 'Daniel', nutritionist: 'Priya', culture: 'Elena', home_cook: 'Sam' }
  const ctx = {
    kind: 'turn',
    lang,
    round: 1,
    role: 'host',
    theme,
    brief: c.brief,
    dishId,
    names,
    seed: 3,
    transcript: [],
  }
  return {
    foods: c.adaptation.recipe.ingredients.map((i) => i.food),
    steps: c.adaptation.recipe.steps.map((s) => s[lang]).join(' '),
    note: factsOf(c, theme, lang).answer?.note ?? '',
    opening: () => turnOf(ctx as unknown as TurnContext, c),
  }
}

describe('a food the cook lacks, and the stand-in they have', () => {
  test('mapo tofu with tianmianjiang for the doubanjiang: swapped, the heat to add said, said once', () => {
    const r = run('麻婆豆腐を四川風で本格的に🌶️ 花椒はある。豆板醤なくて甜麺醤だけなんだけどどうしよ', 'mapo_tofu', 'ja')
    expect(r.foods).not.toContain('doubanjiang')
    expect(r.foods).toContain('tianmianjiang')
    expect(r.note).toMatch(/甜麺醤で作れます.*ラー油/)
    expect(r.opening().split('甜麺醤で作れます').length).toBe(2)
  })

  test('mapo tofu out of doubanjiang, in English: the same swap and its words', () => {
    const r = run("mapo tofu tonight but I'm out of doubanjiang, only have tianmianjiang", 'mapo_tofu', 'en')
    expect(r.foods).not.toContain('doubanjiang')
    expect(r.note).toMatch(/sweet bean sauce works.*chilli/i)
  })

  test('soft noodles lacked, udon asked: the meat sauce is cooked on udon and the answer is a yes', () => {
    const r = run(
      '給食のソフト麺のミートソース懐かしい〜家で再現できる？ソフト麺なければうどんでもいい？',
      'spaghetti_bolognese',
      'ja',
    )
    expect(r.foods).toContain('udon_noodles')
    expect(r.foods).not.toContain('spaghetti')
    expect(r.note).toContain('ゆでうどんで大丈夫')
  })

  test('loroco the recipe lacks: the stand-ins said, not only that the recipe has none', () => {
    const { note } = run('pupusas de queso y loroco? can i sub something for loroco', 'pupusas', 'en')
    expect(note).toMatch(/jarred loroco/)
    expect(note).toMatch(/zucchini blossoms or spinach/)
  })

  test('injera without teff: the shortcut, not "there is no teff in this recipe" alone', () => {
    const { note } = run(
      'doro wat w/ injera. is there a shortcut for the injera if i cant find teff?',
      'doro_wat',
      'en',
    )
    expect(note).toMatch(/quick injera/)
    expect(note).toMatch(/sparkling water/)
  })

  test('cider vinegar for cane vinegar: a plain yes with what it changes', () => {
    const r = run('Can I make chicken adobo with apple cider vinegar instead of cane vinegar?', 'chicken_adobo', 'en')
    expect(r.note).toMatch(/^Yes, apple cider vinegar will do in place of cane vinegar/)
    expect(r.note).toMatch(/fruitier and a bit sharper/)
    expect(r.foods).toContain('cider_vinegar')
  })

  test('a stand-in the cook lacks is never offered back: no cod for the smoked salmon of a kedgeree', () => {
    const { note } = run(
      'ケジャリー？英国の朝ごはんのカレー風味のご飯と魚のやつ。燻製タラなければ鮭でいい？',
      'kedgeree',
      'ja',
    )
    expect(note).toContain('スモークサーモン')
    expect(note).not.toContain('タラ')
  })

  test('buttermilk lacked: milk soured with lemon, its step before the milk goes in', () => {
    const r = run("irish soda bread but i don't have buttermilk", 'irish_soda_bread', 'en')
    expect(r.foods).toContain('milk')
    expect(r.steps).toMatch(/lemon juice into each 200 ml/)
    expect(r.note).toMatch(/^Yes: milk soured with lemon juice/)
  })

  test("galangal that can't be found: ginger, a little less of it", () => {
    const r = run("tom kha gai tonight, can't find galangal anywhere", 'tom_kha_gai', 'en')
    expect(r.foods).toContain('ginger')
    expect(r.note).toMatch(/ginger can stand in.*a little less/i)
  })

  test('コチュジャンを切らしたトッポッキ: 辛みを残すみそ（唐辛子と砂糖を足す）', () => {
    const r = run('トッポッキ、コチュジャン切らしてるんだけど作れる？', 'tteokbokki', 'ja')
    expect(r.foods).toContain('miso')
    expect(r.note).toMatch(/粉唐辛子と砂糖/)
  })

  test('島豆腐が手に入らず木綿で: 木綿は外さず、もともと使うと答える', () => {
    const r = run('ゴーヤーチャンプルー、島豆腐が手に入らないんだけど普通の木綿でいける？', 'goya_champuru', 'ja')
    expect(r.foods).toContain('tofu')
    expect(r.note).toMatch(/^このレシピはもともと木綿豆腐を使います。.*水切り/)
  })

  test('ナンプラーがないガパオ: しょうゆで補う', () => {
    const r = run('ガパオライス作りたいけどナンプラーがなくて…', 'gapao_rice', 'ja')
    expect(r.foods).not.toContain('fish_sauce')
    expect(r.note).toMatch(/しょうゆで補います/)
  })
})
