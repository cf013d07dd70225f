import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { hasIngredient, ingredient } from '../../../src/ai/food/catalogue'
import { DIETS } from '../../../src/ai/food/diets'
import { effectiveMentions } from '../../../src/ai/food/guard'
import type { Lang } from '../../../src/ai/food/types'
import { offlineDiscussion } from '../../support/offline-discussion'
import { ruledOut } from './ruled-out'

/**
 * Issue 34: a medical diet is kept by what its foods are like (knowledge/kinds.json `properties`, tagged on the
 * ingredients and ruled out by a diet's `avoid`), a numeric limit in the theme is a per-serving ceiling, and a rule
 * about a combination (meat with dairy) is no exclusion of either. Phrasings written for this test, not from any set.
 */
const dietOf = (key: string) => DIETS.find((d) => d.key === key)!
const salt = (theme: string, lang: Lang) => readBrief(theme, lang).targets?.find((t) => t.nutrient === 'salt_g')?.max

describe('a diet ruled by what its foods are like', () => {
  test.each([
    ['kidney', ['avocado', 'banana', 'milk', 'cheese', 'chickpeas', 'walnut', 'raisins', 'tomato_paste']],
    ['low_residue', ['brown_rice', 'chickpeas', 'corn', 'walnut', 'oats', 'burdock', 'broccoli']],
    ['dysphagia', ['sausage', 'buns', 'bread', 'panko', 'kamaboko', 'mochi', 'corn', 'edamame', 'walnut']],
  ] as const)('%s rules out every food of its properties', (key, foods) => {
    expect(foods.filter((id) => !dietOf(key).ids?.includes(id))).toEqual([])
  })

  test('and keeps the foods of none of them: potatoes are leached for the kidneys, rice is soft', () => {
    expect(dietOf('kidney').ids).not.toContain('potato')
    expect(dietOf('low_residue').ids).not.toContain('rice')
    expect(dietOf('dysphagia').ids).not.toContain('silken_tofu')
  })

  test('the guard reads a sausage in a bun as a break of a swallowing diet, an avocado as one of a kidney diet', () => {
    for (const line of ['2 sausages', '2 hot-dog buns', '30 g panko'])
      expect(ruledOut('my grandpa has dysphagia', 'en', line), line).toBe(true)
    expect(ruledOut('dad is on dialysis', 'en', '1 avocado')).toBe(true)
    expect(ruledOut('父は透析中です', 'ja', '牛乳 200ml')).toBe(true)
    expect(ruledOut('大腸カメラの前日なので低繊維で', 'ja', '玄米 1合')).toBe(true)
  })
})

describe('a limit stated with a number is a serving’s ceiling', () => {
  // Sodium in mg is salt at 2.54 g a gram; a day's figure is shared over three meals.
  const ceilings: Record<string, number> = {
    'sodium under 1,500 mg a day for my dad (heart). make a stir fry for 2': 1.3,
    'keep sodium under 1200mg/day pls': 1,
    'My doctor says no more than 2,300 mg of sodium daily.': 1.9,
    '塩分は1日6g以内と言われています。夕飯のおかずを2人分': 2,
    塩分は一日5グラムまでにしたいです: 1.7,
    えんぶんは1日6gいないで: 2,
    'ナトリウム1日1500mgまでの父に、煮物を': 1.3,
    'salt under 2 g per serving please': 2,
  }
  test.each(Object.entries(ceilings))('%s', (theme, max) => {
    expect(salt(theme, /^[\x20-\x7e]+$/.test(theme) ? 'en' : 'ja')).toBe(max)
  })

  test('a number with its thousands is one number: "under 1,500 mg" is no baby under one', () => {
    const brief = readBrief('sodium under 1,500 mg a day for my dad', 'en')
    expect(brief.diets).not.toContain('infant')
    expect(brief.diets).toContain('salt_restricted')
  })
})

describe('conditions named as people say them', () => {
  test.each([
    ['dad just started hemodialysis', 'en', 'kidney'],
    ['透析中の父に、あったかいスープ', 'ja', 'kidney'],
    ['とうせきちゅうのははに、よるごはん', 'ja', 'kidney'],
    ['chichi ga jinzoubyou de toseki shiteimasu', 'ja', 'kidney'],
    ['colonoscopy tomorrow so low fibre only today', 'en', 'low_residue'],
    ['大腸カメラの前日なので低繊維の夕食を', 'ja', 'low_residue'],
    ['my mum had a stroke and has dysphagia now', 'en', 'dysphagia'],
    ['My father has difficulty swallowing; could you recommend a lunch?', 'en', 'dysphagia'],
    ['祖母が飲み込みにくくなってきました', 'ja', 'dysphagia'],
    ['sofu ga engeshougai desu', 'ja', 'dysphagia'],
    ['we do not mix meat and dairy, beef stew', 'en', 'meat_dairy_apart'],
    ['肉と乳製品は分けています。牛肉の煮込みを', 'ja', 'meat_dairy_apart'],
  ] as const)('%s', (theme, lang, diet) => {
    expect(readBrief(theme, lang).diets).toContain(diet)
  })

  test('chewing is not swallowing, and meat with dairy rules out neither alone', () => {
    expect(readBrief('おばあちゃん、入れ歯なのでやわらかいものを', 'ja').diets).not.toContain('dysphagia')
    // Old age alone keeps mochi, cut small (a hazard made safe), where swallowing trouble rules it out.
    expect(dietOf('elderly').ids).not.toContain('mochi')
    const apart = readBrief('no meat with dairy please, beef stew', 'en')
    expect(apart.exclusions.flatMap((e) => e.traits)).toEqual([])
  })
})

/** The catalogue foods the published ingredient lines put in the dish. */
const foodsOf = (lines: string[]) =>
  lines.flatMap((l) => effectiveMentions(l).flatMap((m) => m.ids)).filter((id) => hasIngredient(id))
const propertiesOf = (lines: string[]) => new Set(foodsOf(lines).flatMap((id) => ingredient(id).properties ?? []))
const traitsOf = (lines: string[]) => new Set(foodsOf(lines).flatMap((id) => ingredient(id).contains))

type Need = { not?: string[]; salt?: number; servings?: number; apart?: true }
describe('the published recipe keeps every eater’s need', () => {
  test.each([
    [
      'Dinner for my husband, he is on dialysis three times a week',
      'en',
      { not: ['high_potassium', 'high_phosphorus'] },
    ],
    [
      '透析中の父に、あったかいスープを作りたいです。カリウムとリンが心配',
      'ja',
      { not: ['high_potassium', 'high_phosphorus'] },
    ],
    [
      '腎臓病の母のために、カリウムとリンを控えた夕食をお願いいたします',
      'ja',
      { not: ['high_potassium', 'high_phosphorus'] },
    ],
    ['sodium under 1,500 mg a day for my dad (heart). make a stir fry for 2', 'en', { salt: 1.3, servings: 2 }],
    ['keep sodium under 1200mg/day pls, my wife has heart failure. pasta for 2', 'en', { salt: 1, servings: 2 }],
    ['塩分は1日6g以内と言われています。夕飯のおかずを2人分', 'ja', { salt: 2, servings: 2 }],
    ['ナトリウム1日1500mgまでの父に、煮物を作りたい', 'ja', { salt: 1.3 }],
    [
      'my mum has heart failure, doctor says under 1500mg of sodium. stir-fry for 2',
      'en',
      { not: ['high_sodium'], salt: 1.3, servings: 2 },
    ],
    ['塩分は1日6gまでの父に、中華の炒め物を2人分', 'ja', { not: ['high_sodium'], salt: 2, servings: 2 }],
    ['colonoscopy tomorrow so low fibre only today, dinner idea?', 'en', { not: ['high_fibre'] }],
    ['低残渣食を指示されています。お昼に食べられるものを教えてください', 'ja', { not: ['high_fibre'] }],
    [
      'my mum had a stroke and has dysphagia now. a soft dinner, 2 portions',
      'en',
      { not: ['casing', 'hard_dry', 'chewy', 'tough_skin'], servings: 2 },
    ],
    [
      'grandpa has trouble swallowing but he wants sausages and bread',
      'en',
      { not: ['casing', 'hard_dry', 'chewy', 'tough_skin'] },
    ],
    ['my grandma has dysphagia, she loves hot dogs', 'en', { not: ['casing', 'hard_dry', 'chewy', 'tough_skin'] }],
    [
      '祖母が飲み込みにくくなってきました。お昼ごはんを2人分',
      'ja',
      { not: ['casing', 'hard_dry', 'chewy', 'tough_skin'], servings: 2 },
    ],
    ['we keep kosher - beef stew for 6 please', 'en', { apart: true, servings: 6 }],
    ['beef stew for 6, we do not mix meat and dairy', 'en', { apart: true, servings: 6 }],
    ['コーシャ対応のビーフシチューを6人分お願いします', 'ja', { apart: true, servings: 6 }],
    [
      'family dinner for 5: my dad is on dialysis, my daughter is vegetarian, my son is allergic to eggs',
      'en',
      { not: ['high_potassium', 'high_phosphorus'], servings: 5 },
    ],
    [
      '2人分の晩ごはん。父は透析中、母は嚥下障害があります',
      'ja',
      { not: ['high_potassium', 'high_phosphorus', 'casing', 'hard_dry', 'chewy', 'tough_skin'], servings: 2 },
    ],
    [
      'Dinner for three: grandma has dysphagia, my husband has celiac disease',
      'en',
      { not: ['casing', 'hard_dry', 'chewy', 'tough_skin'], servings: 3 },
    ],
    ['今夜は4人分。夫は心不全で塩分1日6gまで、娘は卵アレルギーです', 'ja', { salt: 2, servings: 4 }],
  ] as [string, Lang, Need][])(
    '%s',
    async (theme, lang, need) => {
      const { draft } = await offlineDiscussion(theme, lang)
      const lines = lang === 'ja' ? draft.ingredients_ja : draft.ingredients_en
      const found = propertiesOf(lines)
      expect((need.not ?? []).filter((p) => found.has(p as never))).toEqual([])
      if (need.salt !== undefined) expect(draft.nutrition!.salt_g).toBeLessThanOrEqual(need.salt)
      if (need.servings) expect(draft.servings).toBe(need.servings)
      if (need.apart) expect(['meat', 'milk'].every((t) => traitsOf(lines).has(t as never))).toBe(false)
    },
    60_000,
  )
})
