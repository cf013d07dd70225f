import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { effectiveMentions } from '../../../src/ai/food/guard'
import { wholeWordEnd } from '../../../src/ai/food/match'
import { mealAsked } from '../../../src/ai/cookbook/meal'

/** Read in the language its script says. */
const read = (theme: string) => readBrief(theme, /[\u3040-\u30ff\u3400-\u9fff]/.test(theme) ? 'ja' : 'en')

/**
 * Heldout 31: which dish a theme names. A dish named only to compare is not asked; a Latin word is no plural of a
 * name unless English would add -es to it; a verb made a noun by の has no cooked food after it; a generic family
 * phrase with a food ("鶏の煮込み") is read as the family dish the table lacks, in either language.
 */
describe('the dish the theme asks for', () => {
  test.each([
    ["Gyoza tonight, pan-fried. what's the difference from shumai anyway?", 'gyoza'],
    ['tonkatsu for dinner, compared to a schnitzel is it thicker?', 'tonkatsu'],
    ['豚汁を作りたい。粕汁との違いって何？', 'tonjiru'],
  ])('a dish named to compare is not the dish asked: %s', (theme, id) => expect(read(theme).dishId).toBe(id))

  test('a name is no plural of a romanised dish name: "purines" is not purin', () => {
    expect(wholeWordEnd('go easy on purines', 11, 'purin')).toBe(0)
    expect(read('doc says go easy on purines. something warm for dinner?').dishId).toBeNull()
    // -es still follows a hiss, an o or an i.
    expect(wholeWordEnd('ripe tomatoes', 5, 'tomato')).toBe(13)
    expect(wholeWordEnd('dried chillies', 6, 'chilli')).toBe(14)
  })

  test('a verb made a noun by の names its food before it: the pot after 茹でたのと同じ is no leftover dish', () => {
    const brief = read('年越しはうどんにします。そばを茹でたのと同じ鍋を使ってもいい？')
    expect([brief.dishId, brief.cooked]).toEqual(['kitsune_udon', undefined])
    expect(read('茹でたじゃがいもが余ってる').cooked).toEqual(['potato'])
  })

  test('a verb after a dish and に is no dish of a meal (うどんにします)', () => {
    expect(mealAsked('年越しの麺はうどんにします。')).toBeNull()
  })

  test('a food and a family word the table has no dish for is its family dish in Japanese too', () => {
    expect(read('手土産に鶏の煮込みを持っていきたい').familyDish).toMatchObject({ family: 'stew', name: '鶏の煮込み' })
    expect(read('手土産にチキンシチューを持っていきたい').familyDish).toBeUndefined()
  })

  test('a clam or bean liquor is cooking liquid, no alcohol', () => {
    const traits = (line: string) => effectiveMentions(line).flatMap((m) => m.traits)
    expect(traits('Whisk in the liquor gradually.')).toEqual(['alcohol'])
    expect(traits('Whisk in the clam liquor gradually.')).not.toContain('alcohol')
    expect(traits('until the rice has soaked up the bean liquor')).not.toContain('alcohol')
  })
})
