import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { ingredient } from '../../../src/ai/food/catalogue'
import type { Lang } from '../../../src/ai/food/types'
import { chooseDish } from '../../../src/ai/offline/choose'
import { cookFor } from '../../../src/ai/offline/cookbook'
import { seedOf } from '../../../src/ai/offline/random'

const ruledOutIds = (theme: string, lang: Lang) => readBrief(theme, lang).exclusions.flatMap((e) => e.ingredients)

describe('noodles ruled out as a kind of food rule out every noodle, konjac noodles too', () => {
  const cases = [
    ['糖質オフ中。ご飯・パン・麺なしでお腹いっぱい食べたい。豚バラ200g、ピーマン、玉ねぎあり', 'ja'],
    ['ロカボ中で、麺もご飯もパンも抜いてます。鶏もも肉とキャベツともやしがあるので、がっつり夕飯を', 'ja'],
    ['糖質制限してて麺類なし。豚こまと白菜と卵で何か', 'ja'],
    ['Doing low carb, so no rice, no bread and no noodles please. I have pork belly, cabbage and bean sprouts', 'en'],
    ['keto week: no noodles, rice or bread. got chicken thighs, broccoli and mushrooms. hearty dinner?', 'en'],
    ['cutting carbs, no noodles and no rice. ground beef, zucchini and eggs on hand', 'en'],
  ] as const

  test.each(cases)('%s', (theme, lang) => {
    const out = ruledOutIds(theme, lang)
    expect(out).toEqual(expect.arrayContaining(['shirataki', 'udon_noodles', 'rice_noodles', 'spaghetti']))
    // The foods listed before the last one are ruled out too, not read as foods to cook with.
    expect(readBrief(theme, lang).keyIngredientIds).not.toContain('rice')
  })

  test.each(cases)('the dish cooked holds no noodle: %s', (theme, lang) => {
    const brief = readBrief(theme, lang)
    const dishId = chooseDish(brief, seedOf(theme), theme)
    const c = cookFor({ brief, dishId, seed: seedOf(theme), theme })
    const groups = c.adaptation.recipe.ingredients.map((i) => ingredient(i.food)?.group)
    expect(groups).not.toContain('noodle')
  })

  test('"no noodles" turns away no stir-fry: a stir-fry is more than its noodles', () => {
    expect(readBrief('no noodles tonight, pork and cabbage please', 'en').turnedAwayMethods ?? []).not.toContain(
      'stir_fry',
    )
  })

  test.each([
    ['noodles with chicken tonight', 'en'],
    ['麺が食べたい、鶏肉で', 'ja'],
    ['ラーメンが食べたい、麺は細めで', 'ja'],
  ] as const)('noodles asked are no exclusion and still name a main: %s', (theme, lang) => {
    const brief = readBrief(theme, lang)
    expect(brief.exclusions).toEqual([])
    expect(brief.category).toBe('main')
  })
})
