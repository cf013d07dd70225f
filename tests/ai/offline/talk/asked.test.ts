import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../../src/ai/food/brief'
import type { Lang } from '../../../../src/ai/food/types'
import { cookFor } from '../../../../src/ai/offline/cookbook'
import { factsOf } from '../../../../src/ai/offline/talk/facts'
import { namedIn } from '../../../../src/ai/offline/talk/panel'

/**
 * The question a theme asks is answered first, from data, as asked (issue 33): can it be frozen, is a bought product
 * fine under an allergy, do I need a food, what stands in for a food I cannot get, can it be made without the food an
 * allergy rules out, and is the budget met.
 */
const answer = (lang: Lang, dishId: string, theme: string) =>
  factsOf(cookFor({ brief: readBrief(theme, lang), dishId, seed: 3, theme }), theme, lang).answer?.note ?? ''

describe('a question the theme asks is answered as asked', () => {
  test('whether it can be frozen before it is cooked: by the note that says how', () => {
    expect(answer('en', 'pierogi', 'pierogi w potato + cheese filling. can they be frozen b4 boiling?')).toMatch(
      /freeze uncooked/,
    )
    expect(answer('en', 'gyoza', 'homemade gyoza: can they be frozen before cooking?')).toMatch(/freeze/i)
    expect(answer('ja', 'pierogi', 'ピエロギ、ゆでる前に冷凍できる？')).toContain('凍ったままゆで')
    expect(answer('ja', 'gyoza', '餃子、焼く前に冷凍しておける？')).toContain('凍ったまま焼き')
  })

  test('a budget a meal is a serving’s, so one met is said as met', () => {
    expect(answer('ja', 'tori_ham', '筋トレ中💪 高たんぱくで1食300円以内、週5で作り置きしたい')).toContain(
      '予算の300円に収まります',
    )
    expect(answer('ja', 'tori_ham', '高たんぱくで1食300円以内にしたい')).not.toContain('超えます')
    expect(answer('en', 'tori_ham', 'high protein for the week, $2 a meal max')).toContain('within the $2 you have')
    expect(answer('en', 'tori_ham', 'cheap high-protein lunches, $2 per meal')).not.toContain('over the')
  })

  test('a bought product asked about under an allergy is answered by its label', () => {
    const theme = '卵アレルギーの息子(5歳)の誕生日ケーキ🎂 市販のホットケーキミックスって使っていいの？'
    expect(answer('ja', 'hotcakes', theme)).toContain('アレルギー表示を確かめ')
    expect(answer('ja', 'japanese_curry', '乳アレルギーの娘。市販のカレールウは使える？')).toContain('原材料')
    expect(answer('en', 'hotcakes', 'egg allergy here. is store-bought pancake mix ok?')).toContain('label')
    expect(answer('en', 'japanese_curry', 'my son is allergic to milk. can i use a boxed curry roux?')).toContain(
      'allergen box',
    )
  })

  test('whether a food is needed: what it is to the dish, not a note on another food', () => {
    const en = answer('en', 'feijoada', 'feijoada, the brazilian black bean stew — do i really need all the pork bits')
    expect(en).toMatch(/pork/)
    expect(en).not.toMatch(/tinned|black beans/i)
    expect(answer('en', 'spaghetti_carbonara', 'carbonara: do i really need the guanciale?')).toContain('guanciale')
    expect(answer('ja', 'feijoada', 'フェイジョアーダ、ソーセージとか豚の部位って全部必要？')).toContain('ソーセージ')
    expect(answer('ja', 'spaghetti_carbonara', 'カルボナーラってグアンチャーレ必要？')).toContain('グアンチャーレ')
  })

  test('a food the cook cannot get that defines the dish takes its nearest stand-in, said first', () => {
    for (const [lang, theme, said] of [
      ['en', 'banh mi at home but no baguettes anywhere near me, what bread?', 'crusty roll'],
      ['en', "banh mi: can't find baguette anywhere. which bread instead?", 'ciabatta'],
      ['ja', 'バインミーを作りたいけど近所にバゲットが売ってない。パンは何がいい？', 'ロールパン'],
      ['ja', 'バインミー作りたい。バゲットがないけどどうする？', '食パン'],
    ] as const)
      expect(answer(lang, 'banh_mi', theme), theme).toContain(said)
  })

  test('made without what an allergy rules out, the dish stays itself with the stand-in said', () => {
    expect(answer('en', 'tantanmen', 'sesame allergy. tantanmen without sesame paste possible?')).toContain(
      'sunflower seed butter can take the place of the sesame paste',
    )
    expect(answer('ja', 'tantanmen', 'ごまアレルギー。練りごまなしで担々麺できる？')).toContain('ひまわり')
    // Hummus has an authored version without tahini: that version is the answer, no stand-in needed.
    expect(answer('en', 'hummus', 'sesame allergy. hummus w/o tahini possible?')).toMatch(/no tahini|tahini.*sesame/)
    expect(answer('en', 'hummus', 'allergic to sesame, can i still make hummus without tahini?')).toContain('chickpeas')
    expect(answer('ja', 'hummus', 'ごまアレルギーです。タヒニなしでフムスできる？')).toMatch(/タヒニ.*ひよこ豆/)
    expect(answer('ja', 'hummus', 'ごまアレルギーの夫。練りごまを使わないフムスってあり？')).toContain('ひよこ豆')
  })
  test('whether it is still safe: the hazard row’s own answer first, then what is done instead', () => {
    const yes = {
      en: 'Only if it stayed at or below 4 °C; if in doubt, throw it out.',
      ja: '4℃以下のままだった場合だけです。',
    }
    for (const [lang, dishId, theme] of [
      ['en', 'roast_turkey_breast', "left the turkey thawing on the porch overnight, it's cold out tho. still good?"],
      ['en', 'oyakodon', 'I left the chicken thawing on the counter overnight, is it still ok to cook?'],
      ['ja', 'oyakodon', '鶏肉を一晩常温で解凍しちゃった。まだ使える？'],
      ['ja', 'tonjiru', '豚肉を常温で一晩解凍したけど、まだ大丈夫？'],
    ] as const) {
      const brief = readBrief(theme, lang)
      // The row's `answer` is hazards.json data (read22); here it is given to the row that fired.
      const hazards = (brief.hazards ?? []).map((h) => ({ ...h, answer: yes[lang] }))
      const note = factsOf(cookFor({ brief: { ...brief, hazards }, dishId, seed: 3, theme }), theme, lang).answer?.note
      expect(hazards.length, theme).toBe(1)
      expect(note, theme).toStartWith(yes[lang].replace(/[。.]$/, ''))
      expect(note, theme).toContain(hazards[0]!.instead.slice(0, 20))
    }
  })
  test('how to get a part of the dish (a crisp rice crust) is answered with how, or said open without rice', () => {
    expect(answer('ja', 'bibimbap', 'ビビンバ、石焼じゃなくてフライパンでおこげつけたい')).toContain('混ぜずに中火')
    expect(answer('ja', 'bibimbap', 'ビビンバのおこげってフライパンでできる？')).toContain('縁がきつね色')
    expect(answer('en', 'bibimbap', 'bibimbap but no stone bowl - how do i get the crispy rice bottom?')).toContain(
      'without stirring',
    )
    expect(answer('en', 'paella', 'paella on a regular stove, how do I get the socarrat?')).toMatch(/crust/)
    expect(answer('en', 'japchae', 'japchae with a crispy bottom?')).toBe('')
  })

  test('a technique asked for a reason (potatoes boiled and drained for potassium) says how and why', () => {
    const kidney = '透析中の母に、カリウムと塩分を控えた肉じゃがを。じゃがいもって茹でこぼしたほうがいいの？'
    expect(answer('ja', 'nikujaga', kidney)).toMatch(/湯を捨てて.*カリウムは水に溶け出す/)
    const drained = 'potato salad for my dad, kidney disease. should the potatoes be boiled and drained first?'
    expect(answer('en', 'potato_salad', drained)).toMatch(/throw that water away.*dissolves into water/)
    // Asked with no reason of potassium, boiling and draining is no kidney question.
    expect(answer('en', 'potato_salad', 'potato salad: should the potatoes be boiled and drained first?')).not.toMatch(
      /potassium/,
    )
  })

  test('a part asked of the dish that its steps do not make (a gyoza skirt) is said how, where the recipe has it', () => {
    expect(answer('ja', 'gyoza', '焼き餃子で羽根つきにしたい')).toContain('薄力粉小さじ1')
    expect(answer('en', 'gyoza', 'gyoza with a crispy skirt like the restaurant ones?')).toMatch(/slurry/)
    // Only where the recipe has the part: a skirt asked of noodles is left open.
    expect(answer('en', 'japchae', 'japchae with a crispy skirt?')).not.toMatch(/slurry/)
  })
})

describe('what the guard found is said in the talk’s language', () => {
  test('a food, or a trait’s word, found in the other language’s lines', () => {
    expect(namedIn('en')('アルコール')).toBe('alcohol')
    expect(namedIn('ja')('alcohol')).toBe('アルコール')
    expect(namedIn('en')('alcohol')).toBe('alcohol')
  })
})
