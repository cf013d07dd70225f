import { describe, expect, test } from 'bun:test'
import { RECIPES } from '../../../src/ai/cookbook/load'
import type { Lang } from '../../../src/ai/food/types'
import { factsOf } from '../../../src/ai/offline/talk/facts'
import { cooked, say } from './talk/panel-turns'

/**
 * The question asked beside the dish is answered from data in the host's first turn: a cook's authored answer of its
 * kind (what goes wrong, what to make the day before), the recipe's own amounts, step order and doneness cue, a pantry
 * stand-in with what it changes; never a line saying the recipe lacks what its own steps make.
 */
const answer = (theme: string, dishId: string, lang: Lang = 'en') =>
  factsOf(cooked(theme, dishId, lang), theme, lang).answer?.note ?? ''

describe('the question beside the dish', () => {
  test('what goes wrong and a ratio asked together are both answered, from the authored answer and the lines', () => {
    const note = answer(
      'キンパ巻いたらご飯べちゃべちゃ、切ると具が飛び出す…なにが悪い？ごま油と塩の割合も知りたい',
      'gimbap',
      'ja',
    )
    expect(note).toContain('人肌に冷ました')
    expect(note).toMatch(/ごま油 大さじ[\d/と]+/)
    expect(note).toMatch(/塩 小さじ[\d/]+/)
  })

  test('which goes first is the step the food named is cooked in, by its number', () => {
    const note = answer('tonjiru tonight. do I fry the pork first or just simmer it?', 'tonjiru')
    expect(note).toMatch(/step \d/)
    expect(note).toMatch(/fry the [a-z ]*pork/i)
  })

  test('how to tell it is done is the recipe check, its temperature kept', () => {
    expect(answer('roast chicken for sunday - how do I know it is done?', 'roast_chicken')).toContain('75 °C')
    expect(answer('唐揚げ、鶏肉の火の通りってどうやって見分けるの？', 'karaage', 'ja')).toContain('75℃')
  })

  test('the day before is answered by the dish own answer, not by a note that only shares a word', () => {
    const note = answer('gyoza for 4 - can I make them the day before?', 'gyoza')
    expect(note).toMatch(/day before/)
    expect(note).not.toMatch(/weeping/)
  })

  test('a food the cook lacks takes its pantry stand-in and what it changes', () => {
    expect(
      say('nasi lemak but no pandan leaves - how do I get the rice fragrant?', 'nasi_lemak', 'en', 'host', 1),
    ).toMatch(/lemongrass[^.]*rice/)
    const ja = say('ドロワットを作りたい。ベルベレがないけど家のスパイスで代用できる？', 'doro_wat', 'ja', 'host', 1)
    expect(ja).toContain('パプリカ')
    expect(ja).toContain('唐辛子')
  })

  test('a food the recipe own steps make is never said to be missing', () => {
    expect(say('nasi lemak tonight, is the sambal hard?', 'nasi_lemak', 'en', 'host', 1)).not.toMatch(/no sambal/i)
  })

  test('a question the recipe records nothing for is said to be open, not answered with a guess', () => {
    // No food named: no step is the answer to which goes first.
    const f = factsOf(cooked('tonjiru: in what order?', 'tonjiru', 'en'), 'tonjiru: in what order?', 'en')
    expect(f.answer?.note).toBeUndefined()
    expect(say('tonjiru: in what order?', 'tonjiru', 'en', 'host', 1)).toMatch(/tonjiru: in what order/i)
  })

  test('at least sixty dishes carry answers in both languages', () => {
    const answered = RECIPES.filter((r) => r.answers?.fails && r.answers.ahead)
    expect(answered.length).toBeGreaterThanOrEqual(60)
    for (const r of answered) for (const a of Object.values(r.answers!)) expect(a.ja && a.en).toBeTruthy()
  })
})
