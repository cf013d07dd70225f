import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { checkRecipe } from '../../../src/ai/food/guard'

describe('only these foods', () => {
  for (const [theme, lang, ids] of [
    ['all I have is tofu and scallions', 'en', ['tofu', 'green_onion']],
    ['nothing in the fridge but eggs and bread', 'en', ['egg', 'bread']],
    ['冷蔵庫に豆腐とねぎしかない', 'ja', ['tofu', 'green_onion']],
    ['家にあるのはじゃがいもと玉ねぎだけ', 'ja', ['potato', 'onion']],
    ['肉じゃが作りたいけど、じゃがいもと玉ねぎしかない', 'ja', ['potato', 'onion']],
  ] as const)
    test(theme, () => expect(readBrief(theme, lang).onlyFoods?.toSorted()).toEqual([...ids].toSorted()))
  test('a food asked for is not all there is', () =>
    expect(readBrief('chicken and rice please', 'en').onlyFoods).toBeUndefined())
  test('beside a named dish, one food said to be all there is is a swap for one it lacks', () =>
    expect(
      readBrief("mapo tofu tonight but I'm out of doubanjiang, only have tianmianjiang", 'en').onlyFoods,
    ).toBeUndefined())
})

describe('a region or an occasion with no dish', () => {
  for (const [theme, lang, style] of [
    ['something Okinawan tonight', 'en', 'okinawan'],
    ['琉球っぽいごはん', 'ja', 'okinawan'],
    ['a Cajun-ish supper', 'en', 'cajun'],
  ] as const)
    test(theme, () => {
      const brief = readBrief(theme, lang)
      expect(brief.styles).toContain(style)
      expect(brief.unknownDish).toBeUndefined()
    })
  for (const [theme, lang, occasion] of [
    ['テスト終わった！パーっと祝いたい', 'ja', 'celebration'],
    ['just got promoted, want to celebrate', 'en', 'celebration'],
    ['brunch for 6 on sunday', 'en', 'brunch'],
    ['日曜のブランチ', 'ja', 'brunch'],
  ] as const)
    test(theme, () => {
      const brief = readBrief(theme, lang)
      expect(brief.occasions).toContain(occasion)
      expect(brief.unknownDish).toBeUndefined()
      expect(brief.notFood).toBe(false)
    })
})

describe('a batch is servings where no count is said', () => {
  for (const [theme, lang, n] of [
    ['a big pot of chili', 'en', 8],
    ['大鍋でカレー', 'ja', 8],
    ['a big pot of chili for 3', 'en', 3],
  ] as const)
    test(theme, () => expect(readBrief(theme, lang).limits.servings).toBe(n))
})

describe('low salt and low carb are diets held', () => {
  for (const [theme, lang] of [
    ['ramen, my doctor told me to cut down on salt', 'en'],
    ['noodle soup, I have to watch my sodium', 'en'],
    ['健診で塩を減らすように言われた。うどん', 'ja'],
  ] as const)
    test(theme, () => expect(readBrief(theme, lang).lower).toContain('salt'))
  for (const [theme, lang] of [
    ['low carb fried rice', 'en'],
    ['糖質制限中のチャーハン', 'ja'],
  ] as const)
    test(`${theme}: said as kept, not as unchecked`, () => {
      const brief = readBrief(theme, lang)
      expect(brief.diets).toContain('keto')
      expect(brief.unchecked ?? []).toEqual([])
    })
})

describe('a food toxic in quantity or for a small child is a hazard made safe', () => {
  for (const [theme, lang, id] of [
    ['my toddler loves ginkgo nuts, can he have a big bowl?', 'en', 'ginkgo_nuts_many'],
    ['銀杏、子どもにたくさん食べさせたい', 'ja', 'ginkgo_nuts_many'],
    ['a whole grated nutmeg in the eggnog', 'en', 'nutmeg_large_amount'],
  ] as const)
    test(theme, () => {
      const brief = readBrief(theme, lang)
      expect(brief.hazards?.find((h) => h.id === id)?.refused).toBe(false)
      expect(brief.harm).toBeUndefined()
      expect(brief.notFood).toBe(false)
      // 銀杏 holds 杏 (apricot) and ginkgo nuts are no mixed nuts: neither is a key food.
      expect(brief.keyIngredientIds).not.toContain('apricot')
      expect(brief.keyIngredientIds).not.toContain('mixed_nuts')
    })
  test('a pinch of nutmeg is no hazard', () =>
    expect(readBrief('eggnog with a pinch of nutmeg', 'en').hazards ?? []).toEqual([]))
})

describe("a soy allergy rules out soy's hidden sources", () => {
  const line = (theme: string, lang: 'ja' | 'en', food: string) =>
    checkRecipe(
      {
        title_ja: '一品',
        title_en: 'A dish',
        ingredients_ja: lang === 'ja' ? [food] : [],
        ingredients_en: lang === 'en' ? [food] : [],
        steps_ja: [],
        steps_en: [],
      },
      readBrief(theme, lang),
    ).length
  for (const food of ['100 g ham or char siu', '2 sausages', '1 tsp soy lecithin'])
    test(food, () => expect(line('soy allergy, all soy not just soy sauce', 'en', food)).toBeGreaterThan(0))
  for (const food of ['チャーシュー 100g', 'ハム 2枚'])
    test(food, () => expect(line('大豆アレルギーです', 'ja', food)).toBeGreaterThan(0))
  test('only an allergy: no soy sauce is no ban on ham', () =>
    expect(line('no soy sauce please', 'en', '2 slices ham')).toBe(0))
  // A family word names its hidden members too: chicken is no stock powder to rule out.
  test('chicken stays', () => {
    expect(line('soy allergy', 'en', 'chicken')).toBe(0)
    expect(line('大豆アレルギーです', 'ja', '鶏肉')).toBe(0)
  })
})

describe('a dish name that starts in kana is that dish', () => {
  for (const theme of ['かき揚げのレシピ', '天ぷら油に火がついたら？ついでにかき揚げのレシピも'])
    test(theme, () => {
      const brief = readBrief(theme, 'ja')
      expect(brief.dishId).toBe('kakiage')
      expect(brief.keyIngredientIds).not.toContain('oysters')
    })
  test('a table dish inside a longer name is still not the dish asked', () =>
    expect(readBrief('せんべい汁の作り方', 'ja').dishId).not.toBe('senbei'))
})

describe("a recipe of another domain's things is not food", () => {
  for (const [theme, lang] of [
    ['SQLで売上を集計するレシピ', 'ja'],
    ['セメントと砂の配合レシピ', 'ja'],
    ['concrete mix recipe for a garden path', 'en'],
  ] as const)
    test(theme, () => expect(readBrief(theme, lang).notFood).toBe(true))
  for (const [theme, lang] of [
    ['give me a concrete recipe for chicken curry', 'en'],
    ['mortar and pestle guacamole', 'en'],
  ] as const)
    test(`${theme}: still food`, () => expect(readBrief(theme, lang).notFood).toBe(false))
})
