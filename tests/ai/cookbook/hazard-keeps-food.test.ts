import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { cookFor, withDish } from '../../../src/ai/offline/cookbook'

/** The dish the engine cooks for a theme: its brief made safe and its dish named or chosen, as a discussion does. */
const cooked = (theme: string, lang: 'en' | 'ja') => {
  const { brief: safe, dishId } = withDish(readBrief(theme, lang), { theme, lang, seed: 1 })
  return { safe, draft: cookFor({ brief: safe, dishId, seed: 1, theme }).draft }
}

/**
 * A river fish asked raw is cooked through, and the fish cooked is the one the person caught: the hazard's dish (a
 * salt-grilled whole fish) takes it by the catalogue's kin swap rather than serving a sea fish they do not have.
 */
describe('a river fish asked raw is the same fish cooked through', () => {
  test.each([
    ['caught a couple of trout in the creek this morning, thinking trout sashimi tonight', 'en', /trout/i],
    ['fresh iwana from a mountain stream, can we eat it raw as sushi?', 'en', /iwana/i],
    ['yamame from the river, I want to try it raw as a carpaccio', 'en', /yamame/i],
    ['川で釣ったイワナを刺身で食べたい', 'ja', /イワナ/],
    ['渓流で釣れたヤマメ、生で食べても大丈夫？', 'ja', /ヤマメ/],
    ['湖で釣ったニジマスをカルパッチョにしたい', 'ja', /ニジマス/],
  ] as const)('%s', (theme, lang, fish) => {
    const { safe, draft } = cooked(theme, lang)
    expect(safe.hazards?.some((h) => h.id.startsWith('raw_f'))).toBe(true)
    expect(draft[`title_${lang}`]).toMatch(fish)
  })

  test.each([
    ['salt-grilled trout for two', 'en', /trout/i],
    ['ヤマメの塩焼きを作りたい', 'ja', /ヤマメ/],
  ] as const)('a river fish asked cooked is no hazard and keeps its fish: %s', (theme, lang, fish) => {
    const { safe, draft } = cooked(theme, lang)
    expect(safe.hazards ?? []).toEqual([])
    expect(draft[`title_${lang}`]).toMatch(fish)
  })
})

/**
 * A dish asked of a hazardous food keeps its name where the safe way still makes it: mushrooms picked wild give way to
 * shop-bought ones in the creamy pasta asked, and a baby's teething biscuits are baked without the honey, each said by
 * the hazard's words rather than an unrelated dish cooked in silence.
 */
describe('the dish asked is cooked the safe way, not another', () => {
  test.each([
    [
      'picked a basket of wild mushrooms on our hike, creamy mushroom pasta for dinner?',
      'en',
      'wild_mushrooms',
      /mushroom pasta/i,
    ],
    [
      'found some chanterelles in the woods behind the house, thinking mushroom pasta',
      'en',
      'wild_mushrooms',
      /mushroom pasta/i,
    ],
    [
      'mushrooms growing in my yard, pretty sure they are porcini. mushroom spaghetti tonight',
      'en',
      'wild_mushrooms',
      /mushroom pasta/i,
    ],
    ['散歩中に見つけたきのこでクリームパスタを作りたい', 'ja', 'wild_mushrooms', /きのこのクリームパスタ/],
    ['山で採ってきたキノコ、きのこのパスタにしようかな', 'ja', 'wild_mushrooms', /きのこのクリームパスタ/],
    ['庭に生えてたしめじっぽいきのこをクリームパスタに入れたい', 'ja', 'wild_mushrooms', /きのこのクリームパスタ/],
    [
      'my 10 month old is cutting teeth, can I bake teething biscuits with a little honey?',
      'en',
      'honey_baby',
      /teething biscuits/i,
    ],
    ['homemade baby rusks for my 7-month-old, sweetened with honey', 'en', 'honey_baby', /teething biscuits/i],
    [
      'teething cookies for our 11 month old daughter, a drizzle of manuka in the dough ok?',
      'en',
      'honey_baby',
      /teething biscuits/i,
    ],
    [
      '生後8ヶ月の子に歯固めビスケットを手作りしたい。はちみつで甘くしてもいい？',
      'ja',
      'honey_baby',
      /歯固めビスケット/,
    ],
    ['10ヶ月の息子に、はちみつ入りの赤ちゃん用ビスケットを焼いてあげたい', 'ja', 'honey_baby', /歯固めビスケット/],
    ['赤ちゃん（生後9か月）の歯がためビスケット、蜂蜜で甘みをつけたい', 'ja', 'honey_baby', /歯固めビスケット/],
  ] as const)('%s', (theme, lang, hazard, dish) => {
    const { safe, draft } = cooked(theme, lang)
    expect(safe.hazards?.some((h) => h.id === hazard && !h.refused)).toBe(true)
    expect(draft[`title_${lang}`]).toMatch(dish)
    expect([...draft[`ingredients_${lang}`], draft[`title_${lang}`]].join('\n')).not.toMatch(
      /honey|はちみつ|蜂蜜|foraged|wild|野生/i,
    )
  })

  test.each([
    ['creamy mushroom pasta with mushrooms from the supermarket', 'en', /mushroom pasta/i],
    ['スーパーで買ったしめじできのこのクリームパスタ', 'ja', /きのこのクリームパスタ/],
    ['teething biscuits for my 9 month old, no honey', 'en', /teething biscuits/i],
  ] as const)('a safe ask of the same dish is no hazard and the same dish: %s', (theme, lang, dish) => {
    const { safe, draft } = cooked(theme, lang)
    expect(safe.hazards?.filter((h) => h.id === 'wild_mushrooms' || h.id === 'honey_baby') ?? []).toEqual([])
    expect(draft[`title_${lang}`]).toMatch(dish)
  })
})
