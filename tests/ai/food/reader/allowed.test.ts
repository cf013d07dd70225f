import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../../src/ai/food/brief'
import type { Lang, Trait } from '../../../../src/ai/food/types'

const lang = (theme: string): Lang => (/[ぁ-んァ-ン一-龯]/.test(theme) ? 'ja' : 'en')
const read = (theme: string) => readBrief(theme, lang(theme))

// An eater allowed only some foods: those and their kin in, the pantry basics in (water, salt, oil; water alone where the
// list names one of them), every other food ruled out (issue 34, class a).
const ALLOWED: Array<[string, string[], string[]]> = [
  [
    'My daughter can only eat rice, chicken and carrots right now. Dinner idea?',
    ['rice', 'chicken_thigh', 'carrot', 'salt', 'oil'],
    ['sugar', 'soy_sauce', 'pork'],
  ],
  [
    'he can only have plain rice, potatoes and salmon after the surgery',
    ['rice', 'potato', 'salmon'],
    ['butter', 'mirin'],
  ],
  ["nothing but fruit and yogurt for now, doctor's orders", ['banana', 'apple', 'yogurt'], ['sugar', 'flour', 'honey']],
  ['The only foods she tolerates are oats, banana and milk', ['oats', 'banana', 'milk'], ['sugar', 'soy_milk', 'egg']],
  [
    'allowed foods: rice, tofu, spinach, salt. make me something',
    ['rice', 'tofu', 'spinach', 'salt'],
    ['soy_sauce', 'miso'],
  ],
  [
    'i can eat ONLY chiken, rice, and zucchini (elimination diet)',
    ['chicken_breast', 'rice', 'zucchini', 'salt'],
    ['garlic', 'butter'],
  ],
  [
    "Elimination diet week 2 — I'm limited to turkey, rice, broccoli and olive oil.",
    ['turkey', 'broccoli', 'olive_oil'],
    ['sesame_oil', 'butter'],
  ],
  [
    '食べられるのは野菜と豆とご飯、塩と酢と油だけです。何か作れますか',
    ['carrot', 'tofu', 'chickpeas', 'rice', 'salt', 'rice_vinegar', 'oil'],
    ['sugar', 'mirin', 'soy_sauce', 'miso', 'dashi'],
  ],
  [
    '息子は今、米と鶏肉とにんじんしか食べられません',
    ['short_grain_rice', 'rice', 'chicken_thigh', 'carrot'],
    ['soy_sauce', 'sugar'],
  ],
  ['豆腐と白菜とうどんだけなら食べられる', ['tofu', 'napa_cabbage'], ['pork', 'soybeans', 'mirin']],
  ['たべられるのは おかゆと たまごと だいこん だけ', ['egg', 'daikon'], ['soy_sauce', 'sugar']],
  [
    '医者から、食べていいのはご飯と白身魚と野菜だけと言われています',
    ['rice', 'cod', 'carrot'],
    ['soy_sauce', 'mirin', 'pork'],
  ],
  ['kare wa gohan to ninjin shika taberaremasen', ['rice', 'carrot'], ['soy_sauce', 'sugar']],
  [
    '摂取可能な食材は米、鶏ささみ、キャベツ、塩に限られております。',
    ['short_grain_rice', 'chicken_tender', 'cabbage', 'salt'],
    ['mirin', 'oil'],
  ],
]

describe('an allow-list restriction rules out every food outside it', () => {
  for (const [theme, allowed, out] of ALLOWED.filter(([, a]) => a.length))
    test(theme, () => {
      const brief = read(theme)
      const ruled = new Set(brief.exclusions.flatMap((e) => e.ingredients))
      for (const id of allowed) expect(ruled.has(id), id).toBe(false)
      for (const id of out) expect(ruled.has(id), id).toBe(true)
      expect(ruled.has('water')).toBe(false)
      expect(brief.allowed).toEqual(expect.arrayContaining([...allowed, 'water']))
      expect(brief.onlyFoods).toBeUndefined()
    })
})

describe('no allow-list where none is said', () => {
  for (const theme of [
    'allergic to nuts, only almonds are safe to eat',
    'ナッツはアーモンドだけ食べられる',
    'I only have 20 minutes, chicken and rice please',
    '冷やご飯と卵1個しかない',
    'just want to eat something with chicken and rice',
    'only 2 of us eat meat, the rest are vegetarian',
    // だけ after a person narrows the people, not the foods
    '離乳食の子と大人が一緒に食べられるスープ、塩は大人だけ後で',
    '子どもだけ先に食べられるように、カレーを甘口で',
    'パパだけ辛いのが食べられるので、麻婆豆腐は別取りで',
  ])
    test(theme, () => expect(read(theme).allowed).toBeUndefined())
})

// Counts said over a list, added up, or across sentences (class d).
const COUNTS: Array<[string, number]> = [
  ['me, my husband and our three kids. something cozy for dinner', 5],
  ['Cooking for nine guests on saturday, any ideas?', 9],
  ["we're 2 adults and 4 kids tonight", 6],
  ['the two of us plus my parents, sunday roast', 4],
  ['大人4人と子ども2人で焼きそば', 6],
  ['大人3名、子供2名分の夕食をお願いします', 5],
  ['夫と私、それに義母の3人です', 3],
  ['週末に親戚が集まります。義父母と、兄夫婦と子ども3人。うちは私と妻の2人。', 9],
  ['Feeding about 30 people at the church hall', 30],
  ['40人分のカレーを作りたい', 40],
  ['1 in 3 people in my family hates onions, dinner for my wife and me', 2],
  ['a dinner for me and my three roommates', 4],
  ['my wife, me, and the twins', 4],
  ['夫と私と子供たちの4人家族です', 4],
  ['友達が5人来る。私も入れて6人', 6],
  ['six friends coming, including me that makes 7', 7],
  ['Hosting eight people tonight, one of them is vegan.', 8],
]
describe('servings counted over the theme', () => {
  for (const [theme, n] of COUNTS) test(theme, () => expect(read(theme).limits.servings).toBe(n))
})

// A restriction for one eater among several holds for the whole dish (class c).
const ONE_EATER: Array<[string, Trait]> = [
  ['my husband is vegetarian, the kids are not. pasta night for 4', 'meat'],
  ['Only my youngest is allergic to eggs; the rest of us eat anything. pancakes?', 'egg'],
  ['my wife went vegan last month, i still eat meat. one pot dinner we can share?', 'milk'],
  ['one guest is gluten free, the others eat everything. dinner for 6', 'gluten'],
  ['娘だけ卵アレルギーで、他の家族は何でも食べます。オムライス的なもの', 'egg'],
  ['夫はベジタリアンだけど子どもたちは違います。4人分の夕食', 'meat'],
  ['長男がヴィーガンになりました。他の家族は肉も食べますが、一緒に食べられるものを', 'meat'],
  ['お客様のお一人が甲殻類アレルギーをお持ちです。他の方は特に制限はございません。', 'crustacean'],
]
describe("one eater's restriction holds for the whole dish", () => {
  for (const [theme, trait] of ONE_EATER)
    test(theme, () => expect(read(theme).exclusions.flatMap((e) => e.traits)).toContain(trait))
})
