import { describe, expect, test } from 'bun:test'
import { food, kin } from '../../../src/ai/cookbook/foods'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { RULES } from '../../../src/ai/cookbook/rules'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'
import { cookFor, withDish } from '../../../src/ai/offline/cookbook'
import { seedOf } from '../../../src/ai/offline/random'

function cooked(theme: string, lang: Lang) {
  const read = readBrief(theme, lang)
  const seed = seedOf(theme)
  const { brief, dishId } = withDish(read, { theme, lang, seed })
  return { read, ...cookFor({ brief, dishId, seed, theme }) }
}
const REHEAT = RULES.only_foods.cooked.reheat

/**
 * A dish named and said to be left over is that dish's food, cooked, on hand (with the amount said): the recipe
 * published uses it as cooked (no long step on it, a reheat said once where it is heated, a short time), is not the
 * dish left over nor one turned away, and is the dish the theme turns the leftover into where it names one.
 */
describe('a dish left over is its food, cooked, on hand', () => {
  test.each([
    // [theme, lang, the food on hand, grams said, the dish it must be (or null), dishes it must not be]
    [
      'ローストビーフが250gくらい余ってしまいました。二人分の晩ごはんに使えますか',
      'ja',
      'cooked_roast_beef',
      250,
      null,
      ['roast_beef'],
    ],
    [
      'Sunday roast beef left over, roughly 350 g. something quick for 2?',
      'en',
      'cooked_roast_beef',
      350,
      null,
      ['roast_beef', 'sunday_roast'],
    ],
    ['ろーすとびーふ あまってる 300g なにかつくって', 'ja', 'cooked_roast_beef', 300, null, ['roast_beef']],
    [
      'My in-laws came on Saturday and there is so much roast beef left over. Any idea for tonight, for three of us?',
      'en',
      'cooked_roast_beef',
      0,
      null,
      ['roast_beef', 'sunday_roast'],
    ],
    ['すき焼きが余ったので、明日のお昼に何か作っていただけますか', 'ja', 'leftover_sukiyaki', 0, null, ['sukiyaki']],
    ['すきやきのあまり、どうしよう', 'ja', 'leftover_sukiyaki', 0, null, ['sukiyaki']],
    ['sukiyaki left over from the party, lunch for 2 please', 'en', 'leftover_sukiyaki', 0, null, ['sukiyaki']],
    ['肉じゃがが作りすぎて残ってます、リメイクできる？', 'ja', 'leftover_nikujaga', 0, null, ['nikujaga']],
    ['nikujaga left over from yesterday, make it into something new', 'en', 'leftover_nikujaga', 0, null, ['nikujaga']],
    [
      '昨日のカレーが残ってるからカレーうどんにしたい',
      'ja',
      'leftover_japanese_curry',
      0,
      'curry_udon',
      ['japanese_curry'],
    ],
    [
      '残ったカレーでカレーうどんを作りたいです、2人前お願いします',
      'ja',
      'leftover_japanese_curry',
      0,
      'curry_udon',
      ['japanese_curry'],
    ],
    ['yesterdays curry -> curry udon pls, 2 ppl', 'en', 'leftover_japanese_curry', 0, 'curry_udon', ['japanese_curry']],
    [
      'got leftover curry from last nite. not curry rice again!! something else',
      'en',
      'leftover_japanese_curry',
      0,
      null,
      ['japanese_curry'],
    ],
    [
      'カレーが余っています。ただ、カレーライスはもう飽きたので別の料理でお願いします',
      'ja',
      'leftover_japanese_curry',
      0,
      null,
      ['japanese_curry'],
    ],
    ['カレー余った。カレーライス以外で', 'ja', 'leftover_japanese_curry', 0, null, ['japanese_curry']],
    [
      'half a roast chicken left from sunday, dinner for 3 but no sandwiches',
      'en',
      'cooked_chicken',
      0,
      null,
      ['roast_chicken'],
    ],
    ['ローストチキンが半分残ってます。サンドイッチ以外で夕飯に', 'ja', 'cooked_chicken', 0, null, ['roast_chicken']],
    ['leftover rotisserie chicken, feed 2 tonite', 'en', 'cooked_chicken', 0, null, []],
    ['焼き鮭が余ってるので、お昼ごはんに使いたいです', 'ja', 'cooked_fish', 0, null, ['salmon_shioyaki']],
    [
      'we grilled too much salmon and have salmon shioyaki left over, lunch for one?',
      'en',
      'cooked_fish',
      0,
      null,
      ['salmon_shioyaki'],
    ],
    // Foods cooked the cook has, with no dish named: boiled eggs and roast lamb have their cooked forms.
    ['ゆでたまごが3こあまってる。なにかつくって', 'ja', 'boiled_egg', 0, null, []],
    ['I have 4 hard boiled eggs left over, lunch ideas?', 'en', 'boiled_egg', 0, null, []],
    ['half a leg of roast lamb left from easter, dinner for 4', 'en', 'cooked_lamb', 0, null, []],
    ['ラムのローストが残ってる、300gくらい', 'ja', 'cooked_lamb', 0, null, []],
  ] as const)('%s', (theme, lang, had, grams, dish, not) => {
    const c = cooked(theme, lang)
    const cookedFoods = c.brief.cooked ?? []
    expect(cookedFoods.some((id) => kin(id, had) || food(id).item?.leftover_of?.includes(had))).toBe(true)
    if (grams) expect(c.read.onHand?.find((h) => h.food === had)).toEqual({ food: had, qty: grams, unit: 'g' })
    const recipe = c.adaptation.recipe
    if (dish) expect(recipe.dish).toBe(dish)
    expect([...not, ...(c.brief.turnedAway ?? [])]).not.toContain(recipe.dish)
    const ofIt = (id: string) => cookedFoods.some((h) => id === h || !!food(id).item?.leftover_of?.includes(h))
    const lines = recipe.ingredients.filter((i) => ofIt(i.food))
    expect({ dish: recipe.dish, uses: lines.length > 0 }).toEqual({ dish: recipe.dish, uses: true })
    // Used as cooked: no line of it raw, no long step on it, a reheat said at most once, and a short recipe.
    const warmed = c.adaptation.decisions.flatMap((d) => (d.kind === 'cooked_already' ? [d.ref] : []))
    for (const i of lines) {
      const asCooked = food(i.food).raw !== 'cook' || warmed.includes(i.ref)
      expect({ line: i.food, asCooked }).toEqual({ line: i.food, asCooked: true })
    }
    const heats = recipe.steps.filter((s) => s.heat !== 'none' && lines.some((i) => s.en.includes(`{${i.ref}}`)))
    for (const s of heats) expect({ step: s.en, short: s.minutes <= 10 }).toEqual({ step: s.en, short: true })
    const notes = c.adaptation.decisions.flatMap((d) => ('note' in d && d.note ? [d.note[lang]] : []))
    const reheat = REHEAT[lang].slice(REHEAT[lang].indexOf('}') + 1, REHEAT[lang].indexOf('}') + 12)
    expect(notes.filter((n) => n.includes(reheat)).length).toBeLessThanOrEqual(1)
    // Shorter than the dish from raw: the steps that cooked the leftover are gone.
    const own = recipeFor(recipe.dish)!.total_minutes
    expect({ dish: recipe.dish, quick: recipe.total_minutes <= 40 || recipe.total_minutes < own }).toEqual({
      dish: recipe.dish,
      quick: true,
    })
  })
})
