import { describe, expect, test } from 'bun:test'
import type { Lang } from '../../../../src/ai/food/types'
import { factsOf } from '../../../../src/ai/offline/talk/facts'
import { cooked, say } from './panel-turns'

/**
 * The question asked beside the dish is answered plainly or said to be open (issue 33 point 5): a food named in an open
 * question (how much, which first) is not "answered" by the recipe's using it, an order is said by what the step does
 * and only where it does the act asked.
 */
const answer = (theme: string, dishId: string, lang: Lang = 'en') =>
  factsOf(cooked(theme, dishId, lang), theme, lang).answer

describe('the question answered plainly', () => {
  test('an open question naming a food the recipe uses is said to be open, not answered with the food', () => {
    const theme = 'ガパオライスと目玉焼き、どっちから作ればいい？'
    const a = answer(theme, 'gapao_rice', 'ja')
    expect(a?.note ?? '').not.toMatch(/卵(?:で|なら)/)
    expect(say(theme, 'gapao_rice', 'ja', 'host', 1)).toContain('どっちから作ればいい')
    // Asked whether it will do, the same food is a yes.
    expect(answer('ガパオライス、卵は入れていい？', 'gapao_rice', 'ja')?.note).toMatch(/卵/)
  }, 60_000)

  test('how much of a food is not answered by the foods the recipe uses', () => {
    const theme = '大人3人と子ども2人で手巻き寿司。酢飯って何合炊けばいい？'
    expect(answer(theme, 'temaki_sushi', 'ja')?.note ?? '').not.toMatch(/もともと|このレシピも|レシピの材料/)
  }, 60_000)

  test('an order is said by the clause of the step that does the act asked', () => {
    const note = answer('tonjiru tonight. do I fry the pork first or just simmer it?', 'tonjiru')?.note ?? ''
    expect(note).toMatch(/step 1/)
    expect(note).toMatch(/fry the [a-z ]*pork/i)
    // The first step of the pork seasons and simmers it: it does not answer whether to brown it first.
    const carnitas = 'slow cooker carnitas - do i have to brown the pork first or is dump and go fine?'
    expect(answer(carnitas, 'carnitas')?.note ?? '').not.toMatch(/step \d/)
  }, 60_000)
})
