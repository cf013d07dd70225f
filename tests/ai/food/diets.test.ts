import { describe, expect, test } from 'bun:test'
import data from '../../../knowledge/diets.json'
import { readBrief } from '../../../src/ai/food/brief'
import { checkRecipe } from '../../../src/ai/food/guard'
import { checkHazards } from '../../../src/ai/food/hazards'
import { hasIngredient } from '../../../src/ai/food/catalogue'
import { DIETS, loadDiets } from '../../../src/ai/food/diets'
import { type Brief, TRAITS } from '../../../src/ai/food/types'
import { cookFor } from '../../../src/ai/offline/cookbook'
import { turnOf } from '../../../src/ai/offline/talk/panel'
import type { TurnContext } from '../../../src/ai/turn-context'

/** Whether a recipe listing `food` (in English) is turned back for this brief. */
const refused = (brief: Brief, food: string) => {
  const draft = {
    title_ja: '一品',
    title_en: 'A dish',
    ingredients_ja: [],
    ingredients_en: [food],
    steps_ja: [],
    steps_en: [],
  }
  return checkRecipe(draft, brief).length + checkHazards(draft, brief).length > 0
}

describe('diets and conditions are data, and a theme that names one is cooked for it', () => {
  for (const [theme, lang, id, out, fine] of [
    ['low FODMAP pasta night', 'en', 'low_fodmap', ['onion', 'garlic', 'honey'], ['chicken thigh']],
    // Soybeans and most beans are high in FODMAPs; firm tofu and rinsed canned lentils are the usual stand-ins.
    [
      'IBSで低FODMAPを試しています。具だくさんのスープ',
      'ja',
      'low_fodmap',
      ['cooked soybeans', 'black beans', 'shiitake mushrooms', 'ketchup'],
      ['firm tofu', 'red lentils'],
    ],
    ['alpha-gal friendly dinner', 'en', 'alpha_gal', ['beef', 'bacon', 'lamb', 'gelatin'], ['chicken thigh', 'salmon']],
    ['ケトジェニックな夕食', 'ja', 'keto', ['sugar', 'rice', 'spaghetti'], ['pork belly']],
    // Breadcrumbs and the gluten-free stand-ins for flour and crumbs are starch too.
    [
      'keto hamburg steak',
      'en',
      'keto',
      ['panko breadcrumbs', 'gluten-free panko', 'rice flour', 'corn tortillas'],
      ['egg'],
    ],
    // Every noodle, bread and grain by its group, named in the diet or not; shirataki is the keto noodle.
    [
      'keto lasagna, low carb',
      'en',
      'keto',
      ['lasagne sheets', 'egg noodles', 'quinoa', 'puff pastry'],
      ['shirataki noodles'],
    ],
    ['halal curry', 'en', 'halal', ['mirin', 'pork belly'], ['chicken thigh']],
    ['coeliac-safe stir fry', 'en', 'gluten_free', ['soy sauce', 'beer'], ['tamari']],
    ['a sugar free flapjack for my uncle', 'en', 'no_added_sugar', ['honey', 'golden syrup', 'sugar'], ['oats']],
    ['no added sugar in the banana bread', 'en', 'no_added_sugar', ['maple syrup', 'condensed milk'], ['banana']],
    ['砂糖なしの杏仁豆腐', 'ja', 'no_added_sugar', ['sugar', 'condensed milk'], ['milk']],
    ['kung pao, not very spicy', 'en', 'mild', [], ['chili']],
    ['甘口のカレー', 'ja', 'mild', [], ['chili']],
  ] as const)
    test(`${theme}: ${id}, and the host's first turn has its check to say`, () => {
      const brief = readBrief(theme, lang)
      expect(brief.diets).toContain(id)
      const diet = DIETS.find((d) => d.key === id)!
      expect(brief.notes).toContain(diet.check![lang])
      for (const food of out) expect(refused(brief, food), food).toBe(true)
      for (const food of fine) expect(refused(brief, food), food).toBe(false)
      expect(brief.unresolved).toBeUndefined()
    })

  test('a condition with no food of its own is an audience or a limit: pregnancy, the elderly, low-salt', () => {
    expect(readBrief('dinner for my pregnant wife', 'en').diets).toContain('pregnancy')
    const elderly = readBrief('嚥下障害のある母に', 'ja')
    // The soft texture is the swallowing diet's; the elderly diet is never heard from an old person alone.
    expect(elderly.diets).toContain('dysphagia')
    expect(elderly.atRisk).toContain('elderly')
    const salt = readBrief('low sodium soup', 'en')
    expect(salt.diets).toContain('low_salt')
    expect(salt.lower).toContain('salt')
    expect(salt.exclusions).toEqual([])
  })

  test('heart failure and kidney disease cap the salt; chewing trouble asks for a soft texture', () => {
    expect(readBrief('my dad has heart failure, something for dinner', 'en').diets).toContain('salt_restricted')
    // Kidney disease keeps potassium and phosphorus low beside salt: a diet of its own, capped as low salt is.
    expect(readBrief('慢性腎臓病の母に夕食', 'ja').diets).toContain('kidney')
    expect(readBrief('grandma has trouble chewing, a soft dinner', 'en').diets).toContain('elderly')
    // Swallowing trouble is its own diet (dysphagia: no casings, dry bread, skins or rubbery pieces), not only old age.
    expect(readBrief('父が飲み込みにくいので、やわらかい夕食', 'ja').diets).toContain('dysphagia')
  })

  test('a fat restriction (the gallbladder, the pancreas) asks for nothing deep-fried and no fatty cuts', () => {
    for (const [theme, lang] of [
      ['胆のう悪くして脂質制限中の母が、唐揚げ食べたいって言ってる', 'ja'],
      ['low-fat dinner for my dad after his gallbladder surgery', 'en'],
    ] as const) {
      const brief = readBrief(theme, lang)
      expect(brief.diets, theme).toContain('low_fat')
      expect(brief.limits.asks, theme).toContain('no_deep_fry')
      expect(refused(brief, '200 g pork belly'), theme).toBe(true)
    }
    // Karaage is still the dish, cooked in the version that is not deep-fried.
    const theme = '胆のう悪くして脂質制限中の母が、唐揚げ食べたいって言ってる'
    const { draft } = cookFor({ brief: readBrief(theme, 'ja'), dishId: 'karaage', seed: 1, theme })
    expect(draft.title_en).toMatch(/karaage/i)
    expect(draft.steps_en.join(' ')).not.toMatch(/deep-fr|fry the chicken|oil to 1[4-9]\d/i)
    // Skin-on thigh is a fatty cut: the lean breast takes its place.
    expect(draft.ingredients_en.join(' ')).toMatch(/chicken breast/)
    expect(draft.ingredients_en.join(' ')).not.toMatch(/thigh/)
  })

  test('a condition read as a diet is checked, not said to be beyond the kitchen', () => {
    const brief = readBrief('胆のう悪くして脂質制限中の母が、唐揚げ食べたいって言ってる', 'ja')
    expect(brief.unchecked ?? []).toEqual([])
    // A plain "low-fat" names no condition: the kitchen still cannot count fat.
    expect(readBrief('low-fat dinner please', 'en').unchecked).toHaveLength(1)
  })

  test('warfarin rules out natto, and the host says why on either path', () => {
    const brief = readBrief('ワーファリン飲んでる母に、納豆と青汁とほうれん草たっぷりの健康ごはん作ってあげたい', 'ja')
    expect(brief.diets).toContain('warfarin')
    expect(brief.hazards?.map((h) => h.id)).toEqual(['warfarin_vitamin_k'])
    expect(refused(brief, '納豆 1パック')).toBe(true)
    expect(brief.keyIngredientIds).not.toContain('natto')
  })

  test('what a diet rules out is checked aloud with the foods the theme names first', () => {
    const brief = readBrief('ベジタリアン（卵と乳製品はOK、魚だしはNG）で茶碗蒸し', 'ja')
    expect(brief.exclusions.find((e) => e.kind === 'diet')?.excludes.slice(0, 2)).toEqual(['魚', '肉'])
    expect(readBrief('vegetarian moussaka', 'en').exclusions[0]?.excludes[0]).toBe('meat')
  })

  test('a diet named by two of its names is one diet of the brief', () => {
    expect(readBrief('my dad has high blood pressure, low sodium please', 'en').diets).toEqual(['low_salt'])
  })

  test('a salt restriction for the heart or the kidneys rules out cured meats and swaps ordinary stock', () => {
    const brief = readBrief('dinner for my mum, she has heart failure', 'en')
    expect(refused(brief, '4 slices of ham')).toBe(true)
    expect(refused(brief, '2 rashers of bacon')).toBe(true)
    expect(refused(brief, '1 l chicken stock')).toBe(true)
    expect(refused(brief, '1 l unsalted chicken stock')).toBe(false)
    const theme = 'wonton soup for my dad, he has heart failure'
    const { draft } = cookFor({ brief: readBrief(theme, 'en'), dishId: 'wonton_soup', seed: 1, theme })
    expect(draft.ingredients_en.join(' ')).toContain('unsalted chicken stock')
    expect(readBrief('腎臓病で、塩分も控えめに', 'ja').diets).toEqual(['kidney', 'low_salt'])
    // "Low sodium" alone lowers the salt and rules nothing out.
    expect(readBrief('low sodium chicken soup', 'en').exclusions).toEqual([])
  })

  test('a baby read by age is the infant diet: no honey', () => {
    const brief = readBrief('生後6ヶ月の赤ちゃん向け', 'ja')
    expect(brief.diets).toContain('infant')
    expect(refused(brief, 'honey')).toBe(true)
  })
})

describe('knowledge/diets.json', () => {
  test('is checked when it loads: unknown traits, ingredients or duplicate ids stop the start', () => {
    const first = data.diets[0]!
    expect(() => loadDiets({ ...data, diets: [{ ...first, traits: ['unicorn'] }] })).toThrow(/traits/)
    expect(() => loadDiets({ ...data, diets: [{ ...first, ingredients: ['no_such_food'] }] })).toThrow(/no_such_food/)
    expect(() => loadDiets({ ...data, diets: [first, first] })).toThrow(/twice/)
    expect(() => loadDiets({ ...data, diets: [{ id: 'empty', names: ['empty'], traits: [] }] })).toThrow(/nothing/)
  })
})

describe('foods that cross-react with an allergy are said aloud, not left unsaid', () => {
  test('a kiwi allergy names banana and avocado to check, in either language; a dislike names nothing', () => {
    expect(readBrief('my son is allergic to kiwifruit, fruit salad for his class', 'en').notes.join()).toMatch(/banana/)
    expect(readBrief('キウイのアレルギーがある娘に朝のスムージー', 'ja').notes.join()).toMatch(/バナナ/)
    expect(readBrief('avocado allergy here, taco night', 'en').notes.join()).toMatch(/kiwi/)
    expect(readBrief("skip the kiwi, he just doesn't like it", 'en').notes.join()).not.toMatch(/banana/)
  })
  test('a pollen or latex allergy is cooked, its cross-reacting foods said or left out, not refused as unclear', () => {
    for (const [theme, lang] of [
      ['she has a birch pollen allergy, something with pears?', 'en'],
      ['latex allergy in the house, a weeknight curry', 'en'],
      ['白樺の花粉症がある夫に焼きりんご', 'ja'],
    ] as const) {
      const brief = readBrief(theme, lang)
      expect(brief.unresolved).toBeUndefined()
      expect(brief.unknownDish).toBeUndefined()
      expect([...brief.notes, ...brief.exclusions.map((e) => e.name)].join()).toMatch(/pollen|latex|花粉/)
    }
  })
  test('a syndrome named, or two of its foods told with a reaction, rules out the whole group: no mango', () => {
    const ruled = (theme: string, lang: 'ja' | 'en') =>
      readBrief(theme, lang).exclusions.flatMap((e) => (e.kind === 'allergy' ? e.ingredients : []))
    for (const [theme, lang] of [
      ['キウイとバナナとアボカドで口がかゆくなる。ラテックスのやつかも', 'ja'],
      ['キウイとバナナで口がかゆくなる。朝ごはんに何か', 'ja'],
      ['latex allergy in the house, a weeknight curry', 'en'],
    ] as const)
      expect(ruled(theme, lang)).toEqual(expect.arrayContaining(['mango', 'papaya', 'passion_fruit', 'tomato']))
    // One food alone is that allergy, its group said aloud; raw fruit with birch pollen is said to be cooked, not ruled out.
    expect(ruled('キウイのアレルギーがある娘に朝のスムージー', 'ja')).not.toContain('mango')
    expect(ruled('she has a birch pollen allergy, baked apples?', 'en')).not.toContain('apple')
  })
  test('every food of a cross-reacting group is a catalogue food', () => {
    for (const c of data.cross) for (const id of c.foods) expect(hasIngredient(id)).toBe(true)
  })
})

describe('an allergy whose usual risk is contact is said by the nutritionist', () => {
  const NAMES = { host: 'Alex', chef: 'Daniel', nutritionist: 'Priya', culture: 'Elena', home_cook: 'Sam' }
  const nutritionist = (theme: string, dishId: string, lang: 'ja' | 'en') => {
    const cooked = cookFor({ brief: readBrief(theme, lang), dishId, seed: 3, theme })
    const ctx = { kind: 'turn', lang, round: 1, role: 'nutritionist', theme, brief: cooked.brief, dishId, names: NAMES }
    return turnOf({ ...ctx, seed: 3, transcript: [] } as unknown as TurnContext, cooked)
  }

  test('buckwheat: udon boiled in soba water; sesame: shared fryers; coeliac: crumbs', () => {
    expect(nutritionist('そばアレルギーあり。年越しそばの代わりになる、あったかい麺', 'kitsune_udon', 'ja')).toMatch(
      /ゆで湯/,
    )
    expect(readBrief('sesame allergy. hummus?? is that even possible', 'en').contact?.join()).toMatch(/shared fryers/)
    expect(readBrief('coeliac, pão de queijo for a party', 'en').contact?.join()).toMatch(/crumbs/)
    expect(readBrief('低FODMAP中。カレーライス食べたい', 'ja').contact?.join()).toMatch(/カレー粉/)
  })

  test('a dislike, or a food left out for no stated allergy, says nothing of contact', () => {
    expect(readBrief('no sesame please, he hates it', 'en').contact).toBeUndefined()
    expect(readBrief('shellfish is fine, thai green curry with prawns', 'en').contact).toBeUndefined()
  })

  test('every contact row is for a known trait or diet', () => {
    for (const c of data.contact)
      for (const key of c.for)
        expect((TRAITS as readonly string[]).includes(key) || DIETS.some((d) => d.key === key)).toBe(true)
  })
})

describe('a medical diet rules out the foods that carry what it limits', () => {
  test.each([
    ['6 weeks after gallbladder removal, told to keep fat low: a comforting dinner', 'en', 'butter'],
    ['胆のうを取ったばかりで脂質制限中。バター風味のものが恋しい', 'ja', 'butter'],
    ['pancreatitis last year, fat-restricted: a creamy pasta?', 'en', 'cream_cheese'],
    ['dad is on a 1500 mg sodium limit after heart failure and misses ramen', 'en', 'menma'],
    ['心不全で塩分は1日6gまでの父に、ラーメン風の一杯', 'ja', 'menma'],
  ] as const)('%s', (theme, lang, id) => {
    expect(readBrief(theme, lang).exclusions.some((e) => e.ingredients.includes(id))).toBe(true)
  })
})
