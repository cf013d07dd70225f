import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'
import { cookFor } from '../../../src/ai/offline/cookbook'

const cooked = (theme: string, lang: Lang) => {
  const brief = readBrief(theme, lang)
  const c = cookFor({ brief, dishId: brief.dishId!, seed: 1, theme })
  const foods = c.adaptation.recipe.ingredients.map((i) => i.food)
  return { c, foods, steps: c.draft[`steps_${lang}`].join('\n') }
}

describe('a low-carb ask rules out the carbohydrate a sauce or a crust hides', () => {
  test.each([
    ['糖質制限中だけど麻婆豆腐が食べたい', 'ja'],
    ['ロカボで麻婆豆腐を作りたい', 'ja'],
    ['低糖質な麻婆豆腐にしたい', 'ja'],
    ['keto mapo tofu for two', 'en'],
    ["I'm low carb, can I still have mapo tofu?", 'en'],
    ['mapo tofu, but low-carb please', 'en'],
  ] as const)('%s: the starch slurry goes and the sauce is reduced instead', (theme, lang) => {
    const { c, foods, steps } = cooked(theme, lang)
    expect(c.found).toBeUndefined()
    expect(foods).not.toContain('potato_starch')
    expect(c.adaptation.decisions).toContainEqual(
      expect.objectContaining({ kind: 'substitute', from: 'potato_starch', to: null }),
    )
    expect(steps).toMatch(/煮詰めて|reduces/)
    // No fragment of the slurry step is left behind.
    expect(steps).not.toMatch(/片栗粉|potato starch|after each|そのつど/)
  })

  test.each([
    ['糖質制限中、カツカレーが食べたい', 'ja'],
    ['ケトジェニックでカツカレー', 'ja'],
    ['低糖質のカツカレーを作りたい', 'ja'],
    ['strict keto katsu curry', 'en'],
    ['low carb katsu curry tonight', 'en'],
    ['katsu curry on a keto diet?', 'en'],
  ] as const)('%s: no roux, no crumb of bread or fu, no starchy root', (theme, lang) => {
    const { c, foods } = cooked(theme, lang)
    expect(c.found).toBeUndefined()
    for (const carrier of ['curry_roux', 'panko', 'fu', 'potato', 'taro', 'rice']) expect(foods).not.toContain(carrier)
    expect(foods).toEqual(expect.arrayContaining(['curry_powder', 'almond_flour', 'cauliflower']))
  })

  test.each([
    ['麻婆豆腐が食べたい', 'ja'],
    ['mapo tofu for my diabetic dad', 'en'],
    ['糖尿病の父に麻婆豆腐', 'ja'],
  ] as const)('%s: no low-carb ask keeps the thickener (a diabetic diet is not keto)', (theme, lang) => {
    expect(cooked(theme, lang).foods).toContain('potato_starch')
  })
})

describe('asking what replaces a food leaves it out', () => {
  test.each([
    ['what replaces sake in teriyaki chicken?', 'en', 'sake'],
    ['buttermilk pancakes, but what replaces the buttermilk?', 'en', 'buttermilk'],
    ["what's a good alternative to butter in shortbread", 'en', 'butter'],
    ['teriyaki chicken: what can replace the mirin', 'en', 'mirin'],
    ['麻婆豆腐のとろみ、片栗粉以外で何かある？', 'ja', 'potato_starch'],
    ['照り焼きチキンの酒の代わりは何がいい？', 'ja', 'sake'],
    ['照り焼きチキンをみりん抜きで作るなら？', 'ja', 'mirin'],
  ] as const)('%s', (theme, lang, id) => {
    expect(readBrief(theme, lang).exclusions.flatMap((e) => e.ingredients)).toContain(id)
  })

  test.each([
    ['the sake is fine, how long do I reduce the teriyaki sauce?', 'en'],
    ['when does the sake go in for teriyaki chicken?', 'en'],
    ['照り焼きチキンの酒はいつ入れる？', 'ja'],
    ['エビ以外にもイカを入れた焼きそば', 'ja'],
  ] as const)('%s: a question about a step rules nothing out', (theme, lang) => {
    expect(readBrief(theme, lang).exclusions).toEqual([])
  })
})

describe('a dietitian quoted with the limit itself states the restriction', () => {
  test.each([
    ["my dad's dietitian said low potassium and low salt, chicken soup?", 'en'],
    ['Mum is on dialysis and her dietitian said limit potassium. Beef stew?', 'en'],
    ['the renal dietitian said watch phosphorus, any pasta idea?', 'en'],
    ['父は透析中で、栄養士さんにカリウムを控えるよう言われた。煮物を作りたい', 'ja'],
    ['腎臓病の母、先生にリンを控えるよう言われてる。肉じゃが作りたい', 'ja'],
    ['慢性腎臓病でカリウム制限あり、野菜スープが飲みたい', 'ja'],
  ] as const)('%s: read as kidney disease, nothing left unclear', (theme, lang) => {
    const brief = readBrief(theme, lang)
    expect(brief.diets).toContain('kidney')
    expect(brief.unresolved ?? []).toEqual([])
  })

  test.each([
    ['the dietitian gave us a list, cook something off it', 'en'],
    ['my doctor said no to the usual stuff, curry?', 'en'],
  ] as const)('%s: a list by reference is still unclear', (theme, lang) => {
    expect(readBrief(theme, lang).unresolved?.length).toBeGreaterThan(0)
  })
})

describe('a diabetic reading: no added sugar, noodles not the base', () => {
  test.each([
    ['my mum is type 2 diabetic, can I make her yakisoba?', 'en'],
    ['yakisoba for my diabetic grandad', 'en'],
    ['prediabetic here, craving yakisoba', 'en'],
    ['糖尿病の父に焼きそばを作りたい', 'ja'],
    ['2型糖尿病の母と焼きそばを食べたい', 'ja'],
    ['血糖値が高めの夫に焼きそば', 'ja'],
  ] as const)('%s: the noodles become konjac noodles', (theme, lang) => {
    const { c, foods } = cooked(theme, lang)
    expect(readBrief(theme, lang).diets).toContain('diabetic')
    expect(foods).not.toContain('yakisoba_noodles')
    expect(foods).toContain('shirataki')
    expect(c.found).toBeUndefined()
  })

  test.each([
    ['糖尿病の父に玄米ご飯で親子丼を作りたい', 'ja'],
    ['diabetic dad, oyakodon with brown rice please', 'en'],
    ['oyakodon for my diabetic mum', 'en'],
  ] as const)('%s: the rice stays, in its measured portion', (theme, lang) => {
    const { foods } = cooked(theme, lang)
    expect(foods.some((f) => f === 'rice' || f === 'brown_rice')).toBe(true)
  })

  test.each([
    ['糖尿病の父にすき焼きを', 'ja'],
    ['sukiyaki for my diabetic dad', 'en'],
    ['照り焼きチキンを糖尿病の母に', 'ja'],
  ] as const)('%s: the sugar goes; mirin is counted, not ruled out', (theme, lang) => {
    const { c, foods } = cooked(theme, lang)
    expect(c.found).toBeUndefined()
    expect(foods).not.toContain('sugar')
  })

  test('a sugar-free ask is not a diabetic one: noodles stay', () => {
    expect(cooked('sugar-free yakisoba', 'en').foods).toContain('yakisoba_noodles')
  })
})
