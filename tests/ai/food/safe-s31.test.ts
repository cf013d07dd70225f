import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'
import { ruledOut } from './ruled-out'

/**
 * Issue 34: a dangerous ask with a safe form is cooked that way aloud, never refused; a condition said in words is a diet
 * of properties the guard holds; an allergen's hidden sources are ruled out with it; and a restriction whose food is
 * named is never unclear. Phrasings written for this test (both languages, kana only, romaji, typos), from no set.
 */
const lang = (theme: string): Lang => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en')
const brief = (theme: string) => readBrief(theme, lang(theme))

describe('a raw dish whose food stays safe cooked through is made safe, not refused', () => {
  test.each([
    ['とりさしって おうちで つくれる？', 'raw_poultry'],
    ['鶏ささみの刺身を出したい', 'raw_poultry'],
    ['chiken sashimi pls, the kagoshima way', 'raw_poultry'],
    ['Could I serve chicken tartare at the party?', 'raw_poultry'],
    ['tori sashi at home?', 'raw_poultry'],
    ['豚肉を生で食べてみたいです', 'raw_pork'],
    ['pork tartare on rye bread, like Mett', 'raw_pork'],
    ['raw minced pork on a roll with onions', 'raw_mince'],
    ['ひき肉を生のまま食べたい', 'raw_mince'],
    ['rare burgers for my 5 year old', 'raw_mince'],
    ['pink pork chops, medium rare please', 'raw_pork'],
    ['レバ刺しが食べたいです', 'raw_liver'],
    ['鹿刺しを家で', 'raw_game'],
  ])('%s', (theme, id) => {
    const hazards = brief(theme).hazards ?? []
    expect(
      hazards.find((h) => h.id === id),
      JSON.stringify(hazards),
    ).toBeDefined()
    expect(hazards.some((h) => h.refused)).toBe(false)
  })

  test('chicken sashimi is cooked as the seared chicken tataki cooked through, not a platter of raw fish', () => {
    for (const theme of ['とりさしって おうちで つくれる？', 'Chicken sashimi for two, please', '鶏刺し食べたい'])
      expect(brief(theme).dishId, theme).toBe('chicken_tataki')
  })

  test('fugu liver still has nothing safe in it', () => {
    expect(brief('ふぐの肝を食べたい').hazards?.find((h) => h.id === 'fugu_organs')?.refused).toBe(true)
  })
})

describe('who a theme is for, in kana', () => {
  test.each([
    ['2さいのむすめのおべんとうに まるごとのぶどうをいれたい', 'under_4'],
    ['3サイの子にミニトマトのおやつ', 'under_4'],
  ])('%s', (theme, audience) => {
    const b = brief(theme)
    expect(b.atRisk).toContain(audience as never)
    expect(b.hazards?.some((h) => h.id === 'round_fruit_under_4' && !h.refused)).toBe(true)
  })
})

describe('a condition said in words is a diet of properties the guard holds', () => {
  test.each([
    ['Just had my wisdom teeth out. Fish for dinner?', ['toasted sesame seeds', 'sansho pepper', 'sardines', 'panko']],
    ['親知らずを抜いたばかりなので、やわらかい夕飯がいい', ['いりごま', '粉山椒', 'さんま', 'くるみ']],
    ['おやしらず ぬいた ばかり。ばんごはん なにがいい？', ['いりごま', '粉山椒']],
    ['had a tooth extraction today, soup idea?', ['chia seeds', 'chilli powder']],
  ])('%s', (theme, lines) => {
    expect(brief(theme).diets).toContain('after_dental_surgery')
    for (const line of lines) expect(ruledOut(theme, lang(theme), line), line).toBe(true)
  })

  test('after a gastrectomy, garlic and sansho are out with the fried and the fatty', () => {
    for (const theme of ['父が胃を全摘して退院しました。夕食を作りたい', 'my dad had a gastrectomy, dinner ideas?']) {
      expect(brief(theme).diets).toContain('after_stomach_surgery')
      for (const line of lang(theme) === 'ja' ? ['にんにく 2片', '粉山椒 少々'] : ['2 cloves garlic', 'sansho pepper'])
        expect(ruledOut(theme, lang(theme), line), line).toBe(true)
    }
  })
})

describe('an allergy takes its hidden sources along', () => {
  test.each([
    ['strict corn allergy, dinner with chicken please', 'en', ['1 tbsp vegetable oil', '3 tbsp ketchup']],
    ['とうもろこしアレルギーの息子に夕飯', 'ja', ['サラダ油 大さじ1', 'トマトケチャップ 大さじ2']],
    ['corn allergic (even corn syrup). meatballs?', 'en', ['2 tbsp corn syrup', '1 tbsp corn oil']],
    ['milk allergy, breakfast with sausages?', 'en', ['4 sausages']],
    ['卵アレルギーの子に朝ごはん', 'ja', ['ロースハム 4枚']],
    ['乳アレルギーです。ホエイも不可', 'ja', ['ホエイパウダー 大さじ1']],
  ] as const)('%s', (theme, l, lines) => {
    for (const line of lines) expect(ruledOut(theme, l, line), line).toBe(true)
  })
})

describe('a restriction whose food is named is never unclear', () => {
  test.each([
    ['娘が乳アレルギーで、給食のシチューが食べられないって泣いてて 白いシチューを作りたい'],
    ['むすこが たまごアレルギーで、ようちえんの カレーが たべられない。いえで つくりたい'],
    // "both" or "either" before the list said after the allergy (dev fix after heldout37's second run).
    ['my partner is allergic to both sesame and mustard, a noodle salad for two?'],
    ['the twins are allergic to either wheat or barley, we are not sure which. birthday cake?'],
  ])('%s', (theme) => {
    const b = brief(theme)
    expect(b.unresolved).toBeUndefined()
    expect(b.exclusions.filter((e) => e.kind === 'allergy').length).toBeGreaterThan(0)
  })
})

describe('a safe form said for who the theme is for and how the fish was bought', () => {
  test.each([
    ['my elderly dad loves homemade mayo with raw eggs', 'runny_eggs'],
    ['高齢の母に卵かけごはんを出したい', 'runny_eggs'],
    ['gravlax with salmon from the supermarket, not sushi grade', 'home_cured_fish_unfrozen'],
    ['スーパーの刺身用じゃない鮭でグラブラックス作れる？', 'home_cured_fish_unfrozen'],
  ])('%s', (theme, id) => {
    const found = brief(theme).hazards?.find((h) => h.id === id)
    expect(found, JSON.stringify(brief(theme).hazards)).toBeDefined()
    expect(found!.refused).toBe(false)
  })
})

/** Buddhist temple food said in other words than shojin (dev fix after heldout37's second run): the five pungent too. */
describe('temple food named in other words rules out the five pungent', () => {
  test.each([
    ['a buddhist temple supper for my grandmother, nothing too rich'],
    ['temple cuisine night at home, three of us'],
    ['none of the pungent five please, a noodle soup'],
    ['お寺の料理っぽい晩ごはんを二人分'],
  ])('%s', (theme) => {
    const out = brief(theme).exclusions.flatMap((e) => e.ingredients)
    for (const id of ['garlic', 'onion', 'leek']) expect(out, id).toContain(id)
  })
})
