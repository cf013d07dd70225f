import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'

type Lang = 'ja' | 'en'
const out = (theme: string, lang: Lang) => {
  const brief = readBrief(theme, lang)
  return new Set(brief.exclusions.flatMap((e) => [...e.traits, ...e.ingredients]))
}
const diets = (theme: string, lang: Lang) => readBrief(theme, lang).diets ?? []

/** A restriction word is one word in kanji, kana, spaced kana and romaji: its kanji name's reading and one fold read them all. */
describe('a restriction in any script', () => {
  test.each([
    ['こむぎ と たまご の あれるぎー です。 おやつ を おしえて', 'ja', ['wheat', 'egg']],
    ['だいず と ごま が だめ です。 ばんごはん', 'ja', ['soy', 'sesame']],
    ['にゅうせいひん アレルギー の むすこ に グラタン', 'ja', ['milk']],
    ['こうかくるい の アレルギー が あります。パスタ', 'ja', ['crustacean']],
    ['ぶた と ぎゅうにく は たべません。 カレー', 'ja', ['pork', 'beef']],
    ['小麦 卵 乳製品 の アレルギー です', 'ja', ['wheat', 'egg', 'milk']],
    ['daizu to komugi no arerugii desu. kukkii tsukuritai', 'ja', ['soy', 'wheat']],
    ['nyuuseihin arerugii no musume ni guratan', 'ja', ['milk']],
    ['kosher nanode buta to ebi wa dame desu. hanbaagu tsukuritai', 'ja', ['pork', 'shrimp']],
  ] as const)('%s', (theme, lang, traits) => {
    expect([...out(theme, lang)]).toEqual(expect.arrayContaining([...traits]))
  })

  test('a diet or condition typed in romaji or kana is named', () => {
    expect(diets('kosher desu. niku to nyuuseihin wa issho ni tabemasen. hanbaagu', 'ja')).toContain('kosher')
    expect(diets('とうにょうびょう の ちち に ゆうはん', 'ja')).toContain('diabetic')
  })
})

/** Lists as people write them: slashed before "-free", in brackets before the allergy word, "both X and Y are a no". */
describe('a restriction written as a list', () => {
  test.each([
    ['egg/dairy-free brownies for a bake sale', 'en', ['egg', 'milk']],
    ['dairy + nut free cupcakes', 'en', ['milk', 'tree_nut']],
    ['both wheat and soy are a no for my son. cookies', 'en', ['wheat', 'soy']],
    ['（えび・かに）アレルギーと豚NGの夕飯', 'ja', ['crustacean', 'pork']],
    ['[卵・乳] アレルギー、[そば] もNGです', 'ja', ['egg', 'milk', 'soba_noodles']],
  ] as const)('%s', (theme, lang, traits) => {
    expect([...out(theme, lang)]).toEqual(expect.arrayContaining([...traits]))
  })
})

/** Whole30 is a diet of data: no grains, legumes (soy and peanuts too), dairy, added sugar or alcohol. */
describe('a diet read as its whole rule', () => {
  test.each([
    ['whole30 week 2, dinner ideas', 'en'],
    ['Whole 30 compliant stir fry please', 'en'],
    ['ホールサーティ中なので朝ごはん', 'ja'],
  ] as const)('%s', (theme, lang) => {
    expect(diets(theme, lang)).toContain('whole30')
    const ruled = out(theme, lang)
    for (const id of ['soy', 'milk', 'wheat', 'alcohol', 'peanut', 'lentils', 'chickpeas', 'sugar', 'rice'])
      expect(ruled).toContain(id)
  })

  test.each([
    ['paleo dinner with chicken thighs', 'en'],
    ['going paleo this month, something with salmon', 'en'],
    ['caveman diet friendly beef stew', 'en'],
    ['パレオダイエット中の夕飯', 'ja'],
    ['パレオ食で鶏肉料理を', 'ja'],
    ['夫が原始人食を始めたので晩ごはん', 'ja'],
  ] as const)('paleo is a diet the kitchen checks, not an unchecked ask: %s', (theme, lang) => {
    expect(diets(theme, lang)).toContain('paleo')
    expect(readBrief(theme, lang).unchecked ?? []).toEqual([])
    const ruled = out(theme, lang)
    for (const id of ['soy', 'milk', 'wheat', 'peanut', 'lentils', 'sugar', 'rice', 'mirin', 'ketchup'])
      expect(ruled).toContain(id)
    // Honey and maple syrup are the paleo cook's sweeteners.
    expect(ruled).not.toContain('honey')
  })

  test.each([
    ['父が低カリウム食なので煮物を', 'ja'],
    ['低カリウムの献立で魚料理', 'ja'],
    ['my mum needs low potassium meals, chicken stew?', 'en'],
  ] as const)('low potassium is the kidney diet: %s', (theme, lang) => {
    expect(diets(theme, lang)).toContain('kidney')
  })

  // Grains are not a class: one holding rice turned a keto chicken rice's cauliflower rice into another dish.
  test('legumes named as a class rule out their foods', () => {
    for (const [theme, lang] of [
      ['strictly no legumes, a hearty soup', 'en'],
      ['豆類はNGです。スープを', 'ja'],
    ] as const) {
      const ruled = out(theme, lang)
      for (const id of ['lentils', 'chickpeas', 'soy']) expect(ruled).toContain(id)
    }
  })
})

/** A soy allergy rules out bought vegetable oil, most often soybean oil: a hidden source as data. */
describe('a hidden source of an allergen', () => {
  test.each([
    ['soy allergy here, a quick stir fry', 'en'],
    ['大豆アレルギーです。炒め物を', 'ja'],
    ['だいず アレルギー です。 いためもの', 'ja'],
  ] as const)('%s', (theme, lang) => {
    expect(out(theme, lang)).toContain('oil')
  })
})

/** An appliance is no unknown dish, and a grandmother named is no chewing trouble unless the theme says so. */
describe('no false readings', () => {
  test('a dish and a food apart by a space are no list of foods', () => {
    for (const [theme, food] of [
      ['すきやき しらたき抜きで', 'shirataki'],
      ['親子丼　ねぎなしで', 'green_onion'],
    ]) {
      const brief = readBrief(theme!, 'ja')
      expect(brief.dishId).not.toBeNull()
      expect(brief.exclusions.flatMap((e) => e.ingredients)).toContain(food!)
    }
  })

  test('an appliance named beside the ask', () => {
    expect(readBrief('IHコンロと電気ケトルしかない。夜食になにか', 'ja').unknownDish).toBeUndefined()
    expect(readBrief('ケトルとレンジだけです。何か作れる？', 'ja').unknownDish).toBeUndefined()
  })

  test('an old person named is no soft-food diet unless the theme says it of them', () => {
    expect(diets('my grandma taught me this soup, making it for my kids tonight', 'en')).not.toContain('elderly')
    expect(diets('祖母直伝の肉じゃがを作りたい。85歳の祖母も来ます', 'ja')).not.toContain('elderly')
    expect(diets('90歳の祖母は柔らかくないと食べられません。夕飯を', 'ja')).toContain('elderly')
  })
})
