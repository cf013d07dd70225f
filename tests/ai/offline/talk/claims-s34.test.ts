import { describe, expect, test } from 'bun:test'
import { contradicted, unanswered } from '../../../../scripts/eval/claims'
import type { Lang } from '../../../../src/ai/food/types'
import { discussed } from './panel-turns'

/** A whole discussion and the recipe it published, as a reader has them side by side. */
const talk = (dish: string, theme: string, lang: Lang) => discussed(dish, theme, lang, 5)
const early = (t: ReturnType<typeof talk>) =>
  t.transcript
    .filter((x) => x.round <= 2)
    .map((x) => x.text)
    .join('\n')

// Issue 33 point 5, class (a): the talk never says of the recipe what the published recipe contradicts.
describe('the talk agrees with the published recipe', () => {
  const cases: Array<[string, Lang, string]> = [
    ['oyakodon', 'ja', '血糖値たかめの父に、野菜たっぷりで甘くない親子丼つくって'],
    ['oyakodon', 'ja', 'とうにょうびょうの母がいます。おやこどんを糖質ひかえめで'],
    ['oyakodon', 'en', 'my dad is diabetic, oyakodon w/ extra veg and no sugar pls'],
    ['okonomiyaki', 'ja', 'お好み焼き作りたいけどフライパン1つしかないです'],
    ['hiroshima_okonomiyaki', 'en', 'hiroshima okonomiyaki in one frying pan, i have no teppan or hot plate'],
    ['nikujaga', 'en', 'Nikujaga for four, please, nothing fancy'],
  ]
  for (const [dish, lang, theme] of cases)
    test(`${lang}: ${theme}`, () => {
      const t = talk(dish, theme, lang)
      const wrong = contradicted(lang, t.transcript, t.draft).filter((c) => c.kind !== 'food')
      expect(wrong).toEqual([])
    })
})

// Class (c): salt is called high only from 2.5 g a serving (a third of a day's), asked about or not; asked, it is
// weighed at once.
describe('salt is talked of when it matters for this person', () => {
  const salty = /\b(?:high|two thirds|a third less)\b|高め|3分の[12]|多すぎ/
  test.each([
    ['karaage', 'ja', 'からあげ食べたーい'],
    ['karaage', 'en', 'Karaage for the kids tonight? just the usual way'],
    ['tacos', 'en', 'beef tacos for four'],
  ] as Array<[string, Lang, string]>)('not asked: %s %s %s', (dish, lang, theme) => {
    const t = talk(dish, theme, lang)
    const nut = t.transcript.filter((x) => x.role === 'nutritionist' && x.round === 2)[0]!.text
    expect(nut).not.toMatch(salty)
  })
  test.each([
    ['pancit_canton', 'en', 'pancit canton for grandpa, his doctor says watch the sodium'],
    ['pancit_canton', 'en', 'pancit for my lola, not too salty pls'],
    ['gapao_rice', 'ja', 'ガパオライス、塩分ひかえめでお願いします'],
    ['pancit_canton', 'ja', 'じいちゃん けつあつ高いから しょっぱくないパンシットカントンがいい'],
    ['gapao_rice', 'en', 'gapao rice w a fried egg on top!!'],
  ] as Array<[string, Lang, string]>)('asked, or 2.5 g or more: %s %s %s', (dish, lang, theme) => {
    const t = talk(dish, theme, lang)
    expect(early(t)).toMatch(salty)
  })
})

// Class (b): the person's occasion and question are answered by round 2, from data.
describe('the situation and the question are answered by round 2', () => {
  test.each([
    ['nikujaga', 'ja', '来週むすこの誕生日なので肉じゃが作ってあげたい'],
    ['nikujaga', 'en', "it's my wife's bday tmrw, wanna surprise her with nikujaga"],
    ['oyakodon', 'ja', '夜勤明けでクタクタ…親子丼ならいけるかな'],
    ['oyakodon', 'en', 'Coming home after a double shift, so something easy like oyakodon.'],
    ['pancit_canton', 'en', 'pancit canton for new years eve with the fam'],
    ['nikujaga', 'ja', 'お正月に肉じゃが出したいです。'],
  ] as Array<[string, Lang, string]>)('%s %s %s', (dish, lang, theme) => {
    const t = talk(dish, theme, lang)
    expect(unanswered(lang, theme, t.transcript).missed).toEqual([])
  })
  test.each([
    ['carrot_cake', 'en', 'ran outta eggs for my carrot cake, is a flax egg ok??'],
    ['carrot_cake', 'en', 'Carrot cake with no eggs in the house. Would flaxseed work instead?'],
    ['carrot_cake', 'ja', '卵きらしてる！キャロットケーキ、アマニで代用できる？'],
  ] as Array<[string, Lang, string]>)('a swap asked about: %s %s %s', (dish, lang, theme) => {
    const t = talk(dish, theme, lang)
    const host = t.transcript[0]!.text
    expect(unanswered(lang, theme, t.transcript).missed).toEqual([])
    expect(host).toMatch(/flax|アマニ|亜麻/i)
  })
})
