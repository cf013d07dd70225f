import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import data from '../../../knowledge/food-words.json'
import { ingredient } from '../../../src/ai/food/catalogue'
import { CLASS_WORDS, FAMILY_WORDS, loadFoodWords, MADE_FROM } from '../../../src/ai/food/words'
import { ruledOut } from './ruled-out'

describe('knowledge/food-words.json', () => {
  test('loads the class and family words the reader and the guard use', () => {
    expect(CLASS_WORDS.find((c) => c.names.includes('dairy'))?.traits).toContain('milk')
    expect(FAMILY_WORDS.find((f) => f.names.includes('chicken'))?.ids).toContain('chicken_thigh')
  })

  test('is checked when it loads: an unknown trait or ingredient id stops the start', () => {
    const [cls] = data.classes
    const [family] = data.families
    expect(() => loadFoodWords({ ...data, classes: [{ ...cls, traits: ['unicorn'] }] })).toThrow(/classes/)
    expect(() => loadFoodWords({ ...data, families: [{ ...family, ids: ['chicken_thigh', 'no_such_food'] }] })).toThrow(
      /no_such_food/,
    )
  })
})

/** A food made from another carries what its source carries, and a theme that rules the source out by name rules it out. */
describe('foods made from a food', () => {
  test('carry every trait of their source, so a trait ruled out catches them', () => {
    expect(MADE_FROM.get('kombu')).toContain('kombu_dashi')
    const missing = [...MADE_FROM].flatMap(([from, foods]) =>
      foods.flatMap((id) =>
        ingredient(from)
          .contains.filter((t) => !ingredient(id).contains.includes(t))
          .map((t) => `${id} is made from ${from} but lacks ${t}`),
      ),
    )
    expect(missing).toEqual([])
    for (const [from, child] of [
      ['kombu', 'kombu_dashi'],
      ['katsuobushi', 'dashi'],
      ['anchovy', 'fish_sauce'],
      ['butter', 'ghee'],
      ['pork', 'gelatin'],
      ['soybeans', 'miso'],
      ['barley', 'beer'],
    ])
      expect(MADE_FROM.get(from), from).toContain(child)
  })

  test('are ruled out with their source named, and seaweed said as a class takes the dashi', () => {
    expect(ruledOut('no kombu in it please, a tofu hot pot', 'en', '400 ml kombu dashi')).toBe(true)
    expect(ruledOut('出汁に使う昆布はNGです。お吸い物を', 'ja', '昆布だし 400ml')).toBe(true)
    expect(ruledOut('海藻類は控えています。豚汁を', 'ja', '昆布だし 400ml')).toBe(true)
    expect(ruledOut('seaweed-free lunch, sea vegetables are out', 'en', '1 sheet nori')).toBe(true)
    expect(ruledOut('on a low iodine diet this month, a noodle soup', 'en', '2 tsp agar powder')).toBe(true)
    expect(ruledOut('no anchovies on the pizza, a salad', 'en', '1 tbsp fish sauce')).toBe(true)
    expect(ruledOut('no kombu in it please, a tofu hot pot', 'en', '400 ml bonito dashi')).toBe(false)
  })
})

/** Classes people avoid by what they are like: greasy, fermented, sour, hot. */
describe('class words for what food is like', () => {
  test('rule out the foods that are so, and nothing else', () => {
    for (const [theme, lang, out, fine] of [
      [
        'my stomach is touchy, so nothing greasy or fatty food-wise: fatty foods are out. dinner',
        'en',
        '2 slices bacon',
        '200 g chicken breast',
      ],
      ['胃の調子が悪く、油っこいものは避けています。夕飯', 'ja', '油揚げ 1枚', '木綿豆腐 1丁'],
      ['avoiding anything fermented or aged — a stir fry', 'en', '1 tbsp oyster sauce', '1 tbsp sesame oil'],
      ['avoiding anything fermented or aged — a stir fry', 'en', '2 tbsp coconut aminos', '1 tsp salt'],
      ['発酵食品はやめています。和食の副菜', 'ja', 'しょうゆ 大さじ1', '塩 小さじ1/2'],
      ['喉が荒れているので酸っぱいものはNG。鶏のおかず', 'ja', '酢 大さじ1', 'しょうが 1かけ'],
      ['no sour foods for me, heartburn. fish dinner', 'en', '1 tbsp lemon', '1 tsp salt'],
    ] as const) {
      expect(ruledOut(theme, lang, out), `${theme}: ${out}`).toBe(true)
      expect(ruledOut(theme, lang, fine), `${theme}: ${fine}`).toBe(false)
    }
  })

  test('heat held back is not heat asked for', () => {
    const brief = readBrief('辛いもの・酸っぱいものはなるべく控えています。おかず', 'ja')
    expect(brief.exclusions.flatMap((e) => e.traits)).toEqual(expect.arrayContaining(['hot_spice', 'acidic']))
    expect(brief.notes.join()).not.toContain('辛め')
  })

  test('natural cheese in pregnancy is every unprocessed cheese, and the check says which cheese is fine', () => {
    const brief = readBrief('妊娠中なので、サラミとかナチュラルチーズとかは避けたい。グラタン', 'ja')
    expect(brief.exclusions.flatMap((e) => e.ingredients)).toEqual(expect.arrayContaining(['parmesan', 'mozzarella']))
    expect(brief.notes.join()).toContain('パルメザン')
  })
})

/** Caffeine is a family: avoided (breastfeeding, sleep), it rules out coffee and the teas, beside another food too. */
describe('caffeine ruled out', () => {
  test.each([
    ['授乳中でカフェインとお酒控えてる。ティラミスが食べたい', 'ja'],
    ['no caffeine after noon, a matcha latte cake for tonight', 'en'],
  ] as const)('%s', (theme, lang) => {
    const out = readBrief(theme, lang).exclusions.flatMap((e) => e.ingredients)
    expect(out).toEqual(expect.arrayContaining(['coffee', 'matcha', 'green_tea']))
  })
})
