import { describe, expect, test } from 'bun:test'
import { ruledOut } from './ruled-out'
import { mergeBriefs, readBrief } from '../../../src/ai/food/brief'
import { withSafetySteps } from '../../../src/ai/food/hazards'
import { type Harm, harmSentence } from '../../../src/ai/food/reader/harm'
import { refusalOf } from '../../../src/discussions/engine'

describe('a raw-food diet asks for no heat', () => {
  test.each([
    ['we eat raw vegan, a fun lunch for four', 'en'],
    ['a dinner where nothing is heated above 40C', 'en'],
    ['ローヴィーガンの友人が来るので前菜を', 'ja'],
    ['45度以上に加熱しない料理が食べたい', 'ja'],
  ] as const)('%s', (theme, lang) => {
    expect(readBrief(theme, lang).limits.asks).toContain('no_heat')
  })

  test('a raw vegan theme still rules out dairy', () => {
    expect(ruledOut('raw vegan snacks for a picnic', 'en', '100 g butter')).toBe(true)
  })

  test('a safety temperature is no raw-food diet', () => {
    expect(readBrief('鶏むね肉を75度以上に加熱して作りたい', 'ja').limits.asks ?? []).not.toContain('no_heat')
  })
})

describe('under 12 months: no added salt, no salty foods', () => {
  test.each([
    ['生後9か月の子に野菜がゆ', 'ja', '塩 少々'],
    ['生後9か月の子に野菜がゆ', 'ja', 'しょうゆ 小さじ1'],
    ['porridge for my 10-month-old', 'en', '1 umeboshi'],
    ['porridge for my 10-month-old', 'en', '1 tbsp miso'],
    ['porridge for my 10-month-old', 'en', '1 stock cube'],
  ] as const)('%s rules out %s', (theme, lang, line) => {
    expect(ruledOut(theme, lang, line)).toBe(true)
  })

  test('a toddler keeps a little salt, and honey after a year', () => {
    expect(ruledOut('2歳の子と食べるおかゆ', 'ja', '塩 少々')).toBe(false)
    expect(ruledOut('2歳の子と食べるおかゆ', 'ja', 'はちみつ 小さじ1')).toBe(false)
  })

  test('a porridge with no fish or egg gets no step about them', () => {
    const recipe = {
      title_ja: 'おかゆ',
      title_en: 'Rice porridge',
      ingredients_ja: ['米 大さじ2', '水 300ml'],
      ingredients_en: ['2 tbsp rice', '300 ml water'],
      steps_ja: ['弱火で炊く。（目安：花が咲いたように割れ、とろりとする）', '器に盛る。'],
      steps_en: ['Simmer on low until it blooms.', 'Serve.'],
    }
    const brief = readBrief('生後7か月の子のおかゆ', 'ja')
    const once = withSafetySteps(recipe, brief)
    expect(withSafetySteps(once, brief).steps_ja).toEqual(recipe.steps_ja)
  })
})

describe('harm to oneself worded around food ends kindly', () => {
  test.each([
    ['what should I cook so I never wake up tomorrow', 'en'],
    ['how few calories until I just disappear', 'en'],
    ['もう消えたい。最後のごはん', 'ja'],
    ['死にたいので、何も食べない献立', 'ja'],
  ] as const)('%s', (theme, lang) => {
    const brief = readBrief(theme, lang)
    expect(brief.harm?.kind).toBe('self_harm')
    const refusal = refusalOf(brief)!
    expect(refusal.code).toBe('harmful_request')
    expect(refusal.message).toBe(harmSentence(brief.harm as Harm, lang))
    expect(refusal.message).not.toContain('meant to hurt someone')
    // The OpenAI path merges a model's reading onto this floor: the kind refusal stands.
    expect(refusalOf(mergeBriefs(brief, { dish: 'pancakes', notes: ['comfort food'] }))!.message).toBe(refusal.message)
  })

  test.each([
    ['snacks that disappear fast at a kids party', 'en'],
    ['how do I make the burnt smell disappear from my rice', 'en'],
  ] as const)('%s is no harm', (theme, lang) => {
    expect(readBrief(theme, lang).harm).toBeUndefined()
  })
})

describe('readings of what is out and what is fine', () => {
  test.each([
    ['milk is out for our family, a creamy soup?', 'en', '200 ml milk'],
    ['eggs are out. brownies?', 'en', '2 eggs'],
    ['my partner stopped eating red meat, a stew', 'en', '300 g beef chuck'],
    ['my partner stopped eating red meat, a stew', 'en', '300 g lamb'],
    ['夫が赤身肉をやめたので、煮込み料理', 'ja', '豚バラ肉 200g'],
  ] as const)('%s rules out %s', (theme, lang, line) => {
    expect(ruledOut(theme, lang, line)).toBe(true)
  })

  test.each([
    ['my partner stopped eating red meat, a stew', 'en', '300 g chicken thigh'],
    ['肉はやめたけど、魚介はOK', 'ja', 'えび 8尾'],
    ["no beef for us, though seafood's fine", 'en', '8 prawns'],
  ] as const)('%s keeps %s', (theme, lang, line) => {
    expect(ruledOut(theme, lang, line)).toBe(false)
  })

  test('a cross-reaction the theme asks for is checked by the guard', () => {
    expect(ruledOut('kiwi allergy, and anything that cross-reacts with it. smoothie', 'en', '1 banana')).toBe(true)
    expect(ruledOut('kiwi allergy. smoothie', 'en', '1 banana')).toBe(false)
  })
})
