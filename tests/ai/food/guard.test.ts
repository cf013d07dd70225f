import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { readBrief } from '../../../src/ai/food/brief'
import { DISHES } from '../../../src/ai/food/dishes'
import { findIngredients, ingredient, INGREDIENTS } from '../../../src/ai/food/catalogue'
import { checkRecipe } from '../../../src/ai/food/guard'
import type { RecipeText } from '../../../src/ai/food/recipe-lines'
import { type Brief, TRAITS, type Trait } from '../../../src/ai/food/types'
import { briefExcluding, recipe } from '../../support/recipes'

describe('the issue’s broken recipes are caught', () => {
  test('an egg-free pudding with 卵 2個', () => {
    const v = checkRecipe(
      recipe({
        title_ja: '卵プリン',
        ingredients_ja: ['卵 2個', '牛乳 300ml'],
        ingredients_en: ['2 eggs', '300 ml milk'],
      }),
      readBrief('Egg-free pudding', 'en'),
    )
    expect(v.map((x) => x.field)).toEqual(
      expect.arrayContaining(['title_ja', 'ingredients_ja[0]', 'ingredients_en[0]']),
    )
    expect(v.every((x) => x.exclusion === 'Egg-free')).toBe(true)
    expect(v.some((x) => x.field.includes('[1]'))).toBe(false)
  })

  test('a vegan ramen with eggs and dashi', () => {
    const v = checkRecipe(
      recipe({
        ingredients_ja: ['中華麺 2玉', 'ゆで卵 2個', 'だし汁 400ml', 'しょうゆ 大さじ2'],
        ingredients_en: ['2 portions ramen noodles', '2 boiled eggs', '400 ml dashi', '2 tbsp soy sauce'],
      }),
      readBrief('ヴィーガンのラーメン', 'ja'),
    )
    expect(new Set(v.map((x) => x.field))).toEqual(
      new Set(['ingredients_ja[1]', 'ingredients_ja[2]', 'ingredients_en[1]', 'ingredients_en[2]']),
    )
  })

  test('a gluten-free cake with 薄力粉', () => {
    const v = checkRecipe(
      recipe({ ingredients_ja: ['薄力粉 120g', '砂糖 60g'], ingredients_en: ['120 g cake flour', '60 g sugar'] }),
      readBrief('グルテンフリーの誕生日ケーキ', 'ja'),
    )
    expect(v.map((x) => x.field)).toEqual(['ingredients_ja[0]', 'ingredients_en[0]'])
  })

  test('a peanut allergy with ピーナッツ and ナッツ, and a model that puts peanuts in the curry', () => {
    const brief = readBrief('A Thai curry for 4 — a guest has a peanut allergy', 'en')
    const v = checkRecipe(
      recipe({ ingredients_ja: ['ピーナッツ 30g', 'ナッツ 30g'], ingredients_en: ['30 g peanuts', '30 g nuts'] }),
      brief,
    )
    expect(v).toHaveLength(4)
    const model = checkRecipe(
      recipe({
        title_en: 'Peanut chicken curry',
        steps_en: ['Stir in 2 tbsp peanut butter.', 'Scatter crushed cashews on top.'],
      }),
      brief,
    )
    expect(model.map((x) => x.field)).toEqual(['title_en', 'steps_en[0]', 'steps_en[1]'])
  })

  test('wasabi in a sandwich for children', () => {
    const v = checkRecipe(
      recipe({ steps_en: ['Spread a little wasabi on the bread.'], steps_ja: ['パンにわさびを薄く塗る。'] }),
      readBrief('A sandwich for the kids', 'en'),
    )
    expect(v.map((x) => x.field)).toEqual(['steps_ja[0]', 'steps_en[0]'])
  })

  test('curry roux for a peanut, milk or wheat allergy', () => {
    for (const theme of ['peanut allergy curry', 'dairy-free curry', 'gluten-free curry', 'ヴィーガンカレー']) {
      expect(
        checkRecipe(
          recipe({ ingredients_ja: ['カレールウ 2かけ'] }),
          readBrief(theme, /[a-z]/.test(theme) ? 'en' : 'ja'),
        ),
        theme,
      ).not.toEqual([])
    }
  })

  test('a word the catalogue does not know is matched as a word', () => {
    const brief = readBrief('no durian smoothie', 'en')
    expect(checkRecipe(recipe({ ingredients_en: ['1 durian'] }), brief)).toHaveLength(1)
    expect(
      checkRecipe(recipe({ ingredients_en: ['1 banana'], steps_en: ['Blend, with no durian at all.'] }), brief),
    ).toEqual([])
  })
})

describe('look-alikes and negations pass', () => {
  test('rice flour, soy milk, coconut cream, buckwheat, eggplant, nutmeg, ginger beer, butternut squash', () => {
    const brief = readBrief('gluten-free, dairy-free, egg-free, nut-free, alcohol-free', 'en')
    expect(brief.exclusions.length).toBeGreaterThanOrEqual(5)
    const lines = [
      '20 g cocoa butter',
      'butter lettuce',
      '50 g coconut flour',
      '100 g rice flour',
      '200 ml soy milk',
      '100 ml coconut cream',
      '50 g buckwheat flour',
      '1 eggplant',
      'a pinch of nutmeg',
      '300 ml ginger beer',
      '200 g butternut squash',
      '80 g water chestnuts',
      '1/4 tsp cream of tartar',
      '200 g butter beans',
      '200 ml coconut milk',
    ]
    const ja = [
      '米粉 100g',
      '豆乳 200ml',
      'ココナッツクリーム 100ml',
      'そば粉 50g',
      'なす 1本',
      'ナツメグ 少々',
      'ジンジャービア 300ml',
      'バターナッツかぼちゃ 200g',
      'くわい 80g',
      'ココナッツミルク 200ml',
    ]
    expect(checkRecipe(recipe({ ingredients_en: lines, ingredients_ja: ja }), brief)).toEqual([])
  })

  test('a food the line rules out is not in the dish', () => {
    const vegan = readBrief('vegan', 'en')
    const lines = {
      steps_en: [
        'Use agar instead of gelatin.',
        'No eggs here: the starch sets it.',
        'Make it without butter, honey or milk.',
        'An egg-free custard.',
        'Rather than fish sauce, season with soy sauce.',
        'Replace the butter with oil.',
      ],
      steps_ja: [
        'ゼラチンの代わりに寒天を使う。',
        '卵は使いません。',
        'はちみつは加えません。',
        '卵を使わずに作る。',
        'バターの代わりに植物性バターを使う。',
        '卵不使用のプリン。',
        '卵なしでも固まる。',
        'はちみつではなくメープルシロップで甘みをつける。',
      ],
    }
    expect(checkRecipe(recipe(lines), vegan)).toEqual([])
    const nuts = readBrief('ナッツアレルギー', 'ja')
    expect(
      checkRecipe(
        recipe({
          steps_ja: ['ナッツ抜きで仕上げる。'],
          steps_en: ['Finish it without peanuts or walnuts.', 'A peanut-free topping.'],
        }),
        nuts,
      ),
    ).toEqual([])
  })

  test('a "free" claim on a food takes that trait away from it', () => {
    const gf = readBrief('gluten-free', 'en')
    expect(
      checkRecipe(
        recipe({
          ingredients_en: ['2 tbsp gluten-free soy sauce', '100 g gluten-free pasta', '40 g gluten-free panko'],
          ingredients_ja: ['グルテンフリーのパン粉 40g'],
        }),
        gf,
      ),
    ).toEqual([])
    expect(
      checkRecipe(recipe({ ingredients_en: ['4 slices gluten-free bread', '2 tbsp soy sauce'] }), gf).map(
        (v) => v.field,
      ),
    ).toEqual(['ingredients_en[1]'])
    const plantBased = readBrief('vegan, alcohol-free', 'en')
    const swapsMade = [
      '200 g coconut yogurt',
      'a splash of non-dairy creamer',
      '100 ml non-alcoholic wine',
      '100 ml soy whipping cream',
      '2 flax eggs',
      '2 tbsp egg-free mayonnaise',
      '1 tbsp vegan butter',
    ]
    expect(
      checkRecipe(
        recipe({ ingredients_en: swapsMade, ingredients_ja: ['豆乳ホイップ 100ml', 'ココナッツヨーグルト 200g'] }),
        plantBased,
      ),
    ).toEqual([])
  })

  test('a broth made from kombu and shiitake is a plant broth, whatever it is called', () => {
    const vegan = readBrief('vegan', 'en')
    expect(
      checkRecipe(
        recipe({
          steps_ja: ['昆布と干ししいたけでだしをとる。'],
          steps_en: ['Make a dashi with kombu and dried shiitake.'],
          ingredients_ja: ['だし汁（昆布）400ml'],
        }),
        vegan,
      ),
    ).toEqual([])
    expect(checkRecipe(recipe({ steps_ja: ['昆布とかつお節でだしをとる。'] }), vegan).map((v) => v.ingredient)).toEqual(
      expect.arrayContaining(['かつお節']),
    )
    expect(checkRecipe(recipe({ ingredients_ja: ['だし汁 400ml'] }), vegan)).toHaveLength(1)
  })

  test('a negation that does not touch the food keeps it in', () => {
    expect(
      checkRecipe(recipe({ steps_en: ['Add no more than 1 tbsp soy sauce.'] }), readBrief('gluten-free', 'en')),
    ).toHaveLength(1)
    expect(checkRecipe(recipe({ steps_en: ['Do not skip the eggs.'] }), readBrief('egg-free', 'en'))).toHaveLength(1)
    expect(
      checkRecipe(
        recipe({ steps_en: ['Heat the oil without stirring, then add the butter.'] }),
        readBrief('dairy-free', 'en'),
      ),
    ).toHaveLength(1)
  })

  test('allergen names keep their meaning inside compounds, other short katakana names do not', () => {
    const brief = readBrief('vegan, shellfish allergy', 'en')
    const flagged = (line: string) => checkRecipe(recipe({ ingredients_ja: [line] }), brief).length > 0
    for (const line of ['ミルクティーを注ぐ', 'エビフライを添える', 'チーズケーキ', 'バターロール', 'ハムエッグ'])
      expect(flagged(line), line).toBe(true)
    for (const line of [
      'タコスの皮',
      'ラムネで割る',
      'エネルギー補給',
      'フライパンを熱する',
      'ゆで汁で乳化させる',
      'バターナイフで塗る',
    ])
      expect(flagged(line), line).toBe(false)
  })

  test('a food word inside a longer dish name names the dish in a title or step, and a food in the ingredient list', () => {
    const vegetarian = readBrief('vegetarian', 'en')
    expect(checkRecipe(recipe({ title_en: 'Tofu steak', steps_en: ['Plate the tofu steak.'] }), vegetarian)).toEqual([])
    expect(checkRecipe(recipe({ ingredients_en: ['2 steaks'] }), vegetarian)).toHaveLength(1)
    // The egg pudding: 卵 in a title that is not a catalogue dish name is read as egg.
    expect(checkRecipe(recipe({ title_ja: '卵プリン' }), readBrief('卵を使わないプリン', 'ja'))).toHaveLength(1)
  })

  test('a title that is a dish name names the dish even when an ingredient has the same name; a line or step with it is that ingredient', () => {
    const vegan = readBrief('vegan sponge cake', 'en')
    expect(
      checkRecipe(recipe({ title_en: 'Vegan sponge cake', title_ja: 'ヴィーガンのスポンジケーキ' }), vegan),
    ).toEqual([])
    expect(checkRecipe(recipe({ ingredients_en: ['1 sponge cake'] }), vegan)).not.toEqual([])
    expect(checkRecipe(recipe({ steps_en: ['Layer the sponge cake with the cream.'] }), vegan)).not.toEqual([])
  })

  test('words that contain a food name are not that food', () => {
    const brief = briefExcluding([...TRAITS])
    const lines = [
      'Cook until nut-brown.',
      'Heat a frying pan.',
      'じっくり煮る。ただし火は弱く。',
      'フライパンを熱する。',
      'エネルギー補給に。',
      'マンゴーの果肉を切る。',
      'ごまかさずに計る。',
      'Stir slowly.',
      'ゆっくり混ぜる。',
      'Preheat the oven.',
      'Set an egg timer for 5 minutes.',
    ]
    expect(checkRecipe(recipe({ steps_en: lines }), brief)).toEqual([])
  })

  test('"mince" the verb is no beef; minced beef and beef mince still are', () => {
    const vegetarian = readBrief('vegetarian', 'en')
    const verbs = [
      'Mince the garlic.',
      'Finely mince the ginger and add it to the pan.',
      'Mince garlic and ginger.',
      'Mince 2 cloves of garlic.',
      'Peel the garlic and mince it finely.',
      'Add the minced garlic.',
    ]
    expect(
      checkRecipe(
        recipe({ steps_en: verbs, ingredients_en: ['2 cloves garlic, minced', '1 shallot, mince finely'] }),
        vegetarian,
      ),
    ).toEqual([])
    const meat = checkRecipe(
      recipe({ ingredients_en: ['250 g minced beef', '250 g beef mince', '200 g minced meat'] }),
      vegetarian,
    )
    expect(meat.map((v) => v.field)).toEqual(['ingredients_en[0]', 'ingredients_en[1]', 'ingredients_en[2]'])
  })

  test('"mince" the noun is ground meat, in the ingredient list and in the steps', () => {
    const vegetarian = readBrief('vegetarian', 'en')
    const lines = ['250 g mince', 'mince 300g', 'lamb mince 400 g', '500 g pork mince', 'a pack of mince']
    const steps = [
      'Brown the mince in a dry pan.',
      'Add the mince and stir.',
      'Cook mince for 5 minutes, breaking it up.',
      'Fry 300 g mince until no pink is left.',
      'Brown mince 5 minutes.',
    ]
    const v = checkRecipe(recipe({ ingredients_en: lines, steps_en: steps }), vegetarian)
    expect([...new Set(v.map((x) => x.field))]).toEqual([
      ...lines.map((_, i) => `ingredients_en[${i}]`),
      ...steps.map((_, i) => `steps_en[${i}]`),
    ])
    expect(v.find((x) => x.field === 'ingredients_en[0]')?.ingredient).toBe('ground beef')
    // Mince made from soy is the meat-free kind.
    expect(
      checkRecipe(
        recipe({
          ingredients_en: ['200 g soy mince', '200 g vegan mince', 'veggie mince 200g'],
          steps_en: ['Brown the vegan mince.'],
        }),
        vegetarian,
      ),
    ).toEqual([])
    const noMince = readBrief('A cottage pie without mince', 'en')
    expect(noMince.exclusions.flatMap((e) => e.ingredients)).toContain('ground_beef')
  })

  test('そば that means "beside" the pot or stove is no soba for a buckwheat allergy; soba itself still is', () => {
    for (const [theme, lang] of [
      ['そばアレルギー', 'ja'],
      ['buckwheat allergy', 'en'],
    ] as const) {
      const brief = readBrief(theme, lang)
      expect(
        checkRecipe(
          recipe({
            steps_ja: [
              '鍋のそばに置いておく。',
              '焦げないようにコンロのそばを離れずに混ぜる。',
              '火のそばで5分休ませる。',
            ],
          }),
          brief,
        ),
        theme,
      ).toEqual([])
      const soba = checkRecipe(
        recipe({
          steps_ja: ['そばをゆでる。', 'ゆでたてのそばにねぎをのせる。', '鍋のそばを器に盛る。'],
          ingredients_ja: ['そば 2束'],
        }),
        brief,
      )
      expect(
        soba.map((v) => v.field),
        theme,
      ).toEqual(['ingredients_ja[0]', 'steps_ja[0]', 'steps_ja[1]', 'steps_ja[2]'])
    }
  })
})

describe('a buckwheat allergy', () => {
  test('keeps out every buckwheat food and no wheat, in either language', () => {
    for (const [theme, lang] of [
      ['そばアレルギーの子どものための年越しの一品', 'ja'],
      ['My guest has a buckwheat allergy', 'en'],
      ['蕎麦アレルギー', 'ja'],
      ['soba allergy', 'en'],
    ] as const) {
      const brief = readBrief(theme, lang)
      const buckwheat = [
        '100 g buckwheat flour',
        '160 g 100% buckwheat soba',
        '160 g dried soba noodles',
        '2 portions naengmyeon noodles',
        '50 g buckwheat groats',
      ]
      expect(
        checkRecipe(recipe({ ingredients_en: buckwheat }), brief).map((v) => v.field),
        theme,
      ).toEqual(buckwheat.map((_, i) => `ingredients_en[${i}]`))
      const wheat = ['2 portions frozen udon', '100 g plain flour', '2 tbsp soy sauce', '4 slices bread']
      expect(
        checkRecipe(recipe({ ingredients_en: wheat, ingredients_ja: ['冷凍うどん 2玉', '小麦粉 100g'] }), brief),
        theme,
      ).toEqual([])
    }
  })
})

test('a class word that is also one food’s name holds what that food holds (お酒 is cooking sake)', () => {
  const fermentFree = briefExcluding(['fermented'])
  expect(checkRecipe(recipe({ steps_ja: ['お酒を加えて混ぜる。'] }), fermentFree)).not.toEqual([])
  expect(checkRecipe(recipe({ ingredients_ja: ['お酒 大さじ2'] }), fermentFree)).not.toEqual([])
  expect(checkRecipe(recipe({ steps_en: ['Add the お酒 and stir.'] }), fermentFree)).not.toEqual([])
  // Read as a theme, お酒 rules out alcohol, not every fermented food.
  expect(readBrief('お酒なしで味噌汁', 'ja').exclusions.flatMap((e) => e.traits)).not.toContain('fermented')
})

describe('properties', () => {
  const traitSet = fc.subarray([...TRAITS], { minLength: 1, maxLength: 4 })
  const safeFor = (traits: Trait[]) => INGREDIENTS.filter((i) => !i.contains.some((t) => traits.includes(t)))
  const namesOf = (id: string) => {
    const i = ingredient(id)
    return [i.name.ja, i.name.en, ...(i.aliases ?? [])].filter((n) => findIngredients(n).length === 1)
  }

  test('a line made only of foods safe for the exclusion is never flagged', () => {
    fc.assert(
      fc.property(
        traitSet.chain((traits) =>
          fc.record({
            traits: fc.constant(traits),
            picks: fc.array(
              fc.constantFrom(...safeFor(traits).map((i) => i.id)).chain((id) => fc.constantFrom(...namesOf(id))),
              { minLength: 1, maxLength: 5 },
            ),
            ja: fc.boolean(),
          }),
        ),
        ({ traits, picks, ja }) => {
          const line = picks.join(ja ? '、' : ', ')
          expect(
            checkRecipe(recipe(ja ? { ingredients_ja: [line] } : { ingredients_en: [line] }), briefExcluding(traits)),
          ).toEqual([])
        },
      ),
      { numRuns: 400 },
    )
  })

  test('any food carrying an excluded trait, named in a step in either language, is flagged', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TRAITS).chain((trait) =>
          fc.record({
            trait: fc.constant(trait),
            name: fc.constantFrom(
              ...INGREDIENTS.filter((i) => i.contains.includes(trait)).flatMap((i) => namesOf(i.id)),
            ),
            ja: fc.boolean(),
          }),
        ),
        ({ trait, name, ja }) => {
          const step = ja ? `${name}を加えて混ぜる。` : `Add the ${name} and stir.`
          const v = checkRecipe(recipe(ja ? { steps_ja: [step] } : { steps_en: [step] }), briefExcluding([trait]))
          expect(v.length).toBeGreaterThan(0)
        },
      ),
      { numRuns: 400 },
    )
  })

  test('an ingredient excluded by id is flagged by any of its names', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INGREDIENTS.map((i) => i.id)), (id) => {
        for (const name of namesOf(id).slice(0, 4)) {
          expect(
            checkRecipe(recipe({ ingredients_en: [`1 ${name}`] }), briefExcluding([], [id])).length,
            name,
          ).toBeGreaterThan(0)
        }
      }),
      { numRuns: 200 },
    )
  })
})

describe('the dish catalogue, read by the guard', () => {
  const base = readBrief('dinner', 'en')
  const excluding = (trait: Trait): Brief => ({
    ...base,
    exclusions: [{ kind: 'diet', name: trait, excludes: [trait], traits: [trait], ingredients: [] }],
  })
  const draftOf = (d: (typeof DISHES)[number]): RecipeText => ({
    title_ja: d.name.ja,
    title_en: d.name.en,
    ingredients_ja: d.ingredients.map((p) => `${ingredient(p.id).name.ja} ${p.amount.ja}`),
    ingredients_en: d.ingredients.map((p) => `${p.amount.en} ${ingredient(p.id).name.en}`),
    steps_ja: [],
    steps_en: [],
  })

  test('a dish is flagged for exactly the traits its ingredients carry', () => {
    const wrong: string[] = []
    for (const d of DISHES) {
      const carried = new Set(d.ingredients.flatMap((p) => ingredient(p.id).contains))
      const draft = draftOf(d)
      for (const trait of TRAITS) {
        const flagged = checkRecipe(draft, excluding(trait)).length > 0
        if (flagged !== carried.has(trait)) wrong.push(`${d.id} ${trait}: ${flagged ? 'flagged' : 'missed'}`)
      }
    }
    expect(wrong).toEqual([])
    // The whole catalogue, every trait: seconds, not milliseconds.
  }, 60_000)
})

describe('a step that takes a food out names none', () => {
  test('"leave it in boiling water to draw out the salt" adds no salt for a baby', () => {
    const brief = readBrief('rice porridge for my 9 month old', 'en')
    const step = (s: string): RecipeText => ({
      title_ja: 'しらすがゆ',
      title_en: 'Whitebait porridge',
      ingredients_ja: ['しらす 小さじ2'],
      ingredients_en: ['2 tsp whitebait'],
      steps_ja: ['しらすを熱湯に2分つけて塩抜きする。'],
      steps_en: [s],
    })
    expect(checkRecipe(step('Leave it in fresh boiling water 2 minutes to draw out the salt.'), brief)).toEqual([])
    expect(checkRecipe(step('Season it with the salt.'), brief).length).toBeGreaterThan(0)
  })
})

describe('a step’s word for a kind of food is the food the recipe lists', () => {
  const halal = () => readBrief('ハラールで', 'ja')
  const steps = ['肉の色が変わったら水を加える。', '肉がやわらかくなるまで煮る。']

  test('「肉」 in a step of a lamb recipe is the lamb, not a pork it might have been', () => {
    const lamb = recipe({ ingredients_ja: ['ラム肉 300g', '玉ねぎ 1個'], steps_ja: steps })
    expect(checkRecipe(lamb, halal())).toEqual([])
  })

  test('with no meat listed, the same step still names a meat the brief may rule out', () => {
    const none = recipe({ ingredients_ja: ['玉ねぎ 1個'], steps_ja: steps })
    expect(checkRecipe(none, halal()).map((v) => v.ingredient)).toContain('肉')
  })

  test('a listed pork is still caught, whatever the step calls it', () => {
    const pork = recipe({ ingredients_ja: ['豚肉 300g'], steps_ja: steps })
    expect(checkRecipe(pork, halal()).length).toBeGreaterThan(0)
  })
})

describe('a diet that keeps two kinds apart', () => {
  const brief = readBrief('keeping kosher — beef stroganoff without mixing dairy and meat', 'en')
  const stroganoff = (ja: string[], en: string[]): RecipeText => ({
    title_ja: 'ストロガノフ',
    title_en: 'Stroganoff',
    ingredients_ja: ja,
    ingredients_en: en,
    steps_ja: ['材料を順に炒め、煮る。'],
    steps_en: ['Fry and simmer everything in turn.'],
  })

  test('rules out the dairy of a recipe that lists meat, on any model path', () => {
    const served = stroganoff(
      ['牛肉 300g', 'サワークリーム 150g', 'バター 30g'],
      ['300 g beef', '150 g sour cream', '30 g butter'],
    )
    expect(checkRecipe(served, brief).map((v) => v.ingredient)).toEqual([
      'サワークリーム',
      'バター',
      'sour cream',
      'butter',
    ])
  })

  test('names the break by the diet the theme said, not by another diet beside it', () => {
    const both = readBrief('halal guests and a kosher aunt: beef stroganoff, no meat with dairy', 'en')
    const served = stroganoff(['牛肉 300g', 'サワークリーム 150g'], ['300 g beef', '150 g sour cream'])
    const broken = checkRecipe(served, both).filter((v) => v.ingredient === 'sour cream')
    expect(broken.map((v) => v.exclusion)).toEqual(['kosher'])
  })

  test('leaves dairy without meat, and meat without dairy', () => {
    expect(
      checkRecipe(
        stroganoff(['マッシュルーム 300g', 'サワークリーム 150g'], ['300 g mushrooms', '150 g sour cream']),
        brief,
      ),
    ).toEqual([])
    expect(
      checkRecipe(stroganoff(['牛肉 300g', 'オリーブ油 大さじ1'], ['300 g beef', '1 tbsp olive oil']), brief),
    ).toEqual([])
  })
})
