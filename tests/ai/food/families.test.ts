import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { ingredient } from '../../../src/ai/food/catalogue'
import { dish, hasDish } from '../../../src/ai/food/dishes'
import { CUISINE_STYLES, FAMILIES, familiesFrom } from '../../../src/ai/food/families'
import { METHODS, type Lang } from '../../../src/ai/food/types'
import FAMILY_FILE from '../../../knowledge/families.json'
import { offlineDiscussion } from '../../support/offline-discussion'

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/

describe('knowledge/families.json', () => {
  test('holds about thirty families, each with a unique id', () => {
    expect(FAMILIES.length).toBeGreaterThanOrEqual(30)
    expect(new Set(FAMILIES.map((f) => f.id)).size).toBe(FAMILIES.length)
  })

  test('every family resolves: its method exists, its templates exist and have the roles it requires, its words are in both languages', () => {
    for (const f of FAMILIES) {
      expect(Object.keys(METHODS)).toContain(f.method)
      expect(hasDish(f.template)).toBe(true)
      expect(dish(f.template).method).toBe(f.method)
      expect(f.label.ja).toMatch(JAPANESE)
      expect(f.label.en).not.toMatch(JAPANESE)
      expect(f.words.length).toBeGreaterThan(0)
      for (const w of f.words) {
        expect(w.en.length).toBeGreaterThan(0)
        expect(w.ja.length).toBeGreaterThan(0)
        for (const en of w.en) expect(en).not.toMatch(JAPANESE)
        for (const ja of w.ja) expect(ja).toMatch(JAPANESE)
        const template = dish(w.template ?? f.template)
        for (const role of f.requires) expect(template.ingredients.some((p) => p.role === role)).toBe(true)
      }
    }
  })

  test('every cuisine style names a style word in both languages and seasonings the catalogue has', () => {
    expect(CUISINE_STYLES.length).toBeGreaterThanOrEqual(30)
    for (const c of CUISINE_STYLES) {
      expect(c.words.en.length + c.words.ja.length).toBeGreaterThan(1)
      expect(c.style.ja).toMatch(JAPANESE)
      for (const id of c.seasonings) expect(() => ingredient(id)).not.toThrow()
    }
  })

  test('a bad entry stops the load, naming the file and the entry', () => {
    const bad = structuredClone(FAMILY_FILE) as { families: Array<Record<string, unknown>> }
    bad.families.find((f) => f.id === 'curry')!.template = 'no_such_dish'
    expect(() => familiesFrom('knowledge/families.json', bad)).toThrow(/knowledge\/families\.json.*curry/)
    const wrong = structuredClone(FAMILY_FILE) as { families: Array<Record<string, unknown>> }
    wrong.families[0]!.method = 'boil_in_a_bag'
    expect(() => familiesFrom('knowledge/families.json', wrong)).toThrow(
      /knowledge\/families\.json \(families\[0\]: \w+\)/,
    )
  })
})

/** Unknown dishes named by a family word, in both languages: the family and the dish's name as written. */
const PHRASINGS: Array<{ theme: string; family: string; name: string }> = [
  { theme: 'kroppkakor (Swedish potato dumplings)', family: 'dumplings', name: 'kroppkakor' },
  { theme: 'Peruvian chicken stew for a cold night', family: 'stew', name: 'Peruvian chicken stew' },
  { theme: 'a Burmese pork curry for four', family: 'curry', name: 'Burmese pork curry' },
  { theme: 'Make mamon, a Filipino chiffon cake', family: 'cake', name: 'mamon' },
  { theme: 'ogbono soup', family: 'soup', name: 'ogbono soup' },
  { theme: "I'd love a Moroccan lamb braise this weekend", family: 'braise', name: 'Moroccan lamb braise' },
  { theme: 'Kenyan beef stir-fry, quick please', family: 'stir_fry', name: 'Kenyan beef stir-fry' },
  { theme: 'Tibetan butter tea', family: 'hot_drink', name: 'Tibetan butter tea' },
  { theme: 'Mexican chocolate cookies for a bake sale', family: 'cookie', name: 'Mexican chocolate cookies' },
  { theme: 'Polish mushroom soup', family: 'soup', name: 'Polish mushroom soup' },
  { theme: 'Nigerian chicken skewers', family: 'grill', name: 'Nigerian chicken skewers' },
  { theme: 'a Danish apple cake', family: 'cake', name: 'Danish apple cake' },
  { theme: 'sheftalia, a kind of Cypriot grill', family: 'grill', name: 'sheftalia' },
  {
    theme: 'Can you make a dish called lohikiusaus? It is a Finnish salmon gratin.',
    family: 'gratin',
    name: 'lohikiusaus',
  },
  { theme: 'Uzbek carrot and lamb rice dish', family: 'rice_bowl', name: 'Uzbek carrot and lamb rice dish' },
  { theme: 'a Thai mango smoothie', family: 'smoothie', name: 'Thai mango smoothie' },
  { theme: 'ペルー風の鶏の煮込み', family: 'stew', name: 'ペルー風の鶏の煮込み' },
  { theme: 'オグボノスープ（ナイジェリアのスープ）', family: 'soup', name: 'オグボノスープ' },
  { theme: 'ハンガリーのきのこのスープを作りたい', family: 'soup', name: 'ハンガリーのきのこのスープ' },
  { theme: 'モロッコ風のラム肉の串焼き', family: 'grill', name: 'モロッコ風のラム肉の串焼き' },
  { theme: 'インドネシア風の鶏肉の炒め物', family: 'stir_fry', name: 'インドネシア風の鶏肉の炒め物' },
  { theme: 'ポーランド風のじゃがいも団子', family: 'dumplings', name: 'ポーランド風のじゃがいも団子' },
  { theme: 'フィリピンのココナッツプリン', family: 'custard', name: 'フィリピンのココナッツプリン' },
  { theme: 'クロップカーカ（スウェーデンのじゃがいも団子）が食べたい', family: 'dumplings', name: 'クロップカーカ' },
  { theme: 'ケニア風の牛肉のカレーを4人分', family: 'curry', name: 'ケニア風の牛肉のカレー' },
  { theme: 'ジョージア風のきのこのグラタン', family: 'gratin', name: 'ジョージア風のきのこのグラタン' },
]

const langOf = (theme: string): Lang => (JAPANESE.test(theme) ? 'ja' : 'en')
const run = (theme: string) => offlineDiscussion(theme, langOf(theme))

describe('reading an unknown dish by its family', () => {
  for (const { theme, family: id, name } of PHRASINGS) {
    test(theme, () => {
      const brief = readBrief(theme, langOf(theme))
      expect(brief.dishId).toBeNull()
      expect(brief.familyDish?.family).toBe(id)
      expect(brief.familyDish?.name).toBe(name)
      expect(brief.dish).toBe(name)
      expect(brief.unknownDish).toBeUndefined()
    })
  }

  test('a family word with nothing to name a dish by is no dish of its own', () => {
    for (const theme of [
      'a soup for a rainy day',
      'something with a curry flavour',
      '雨の日に体が温まるスープ',
      'ナッツアレルギーの子も食べられるクッキー',
    ]) {
      expect(readBrief(theme, langOf(theme)).familyDish).toBeUndefined()
    }
  })

  test('a dish the table knows stays that dish', () => {
    for (const theme of [
      'Georgian cheese bread',
      'a Filipino sour soup',
      'Thai green curry',
      'ジョージアのチーズパン',
    ]) {
      const brief = readBrief(theme, langOf(theme))
      expect(brief.dishId).not.toBeNull()
      expect(brief.familyDish).toBeUndefined()
    }
  })

  test('with no family word, the honest decline stays', () => {
    const brief = readBrief('kroppkakor please', 'en')
    expect(brief.familyDish).toBeUndefined()
    expect(brief.unknownDish).toBe('kroppkakor')
  })

  test('a sweet family never takes a named meat or fish ("fish cakes" are not a cake)', () => {
    expect(readBrief('Norwegian fish cakes', 'en').familyDish?.family).not.toBe('cake')
  })
})

describe('a dish named by its family, through the engine', () => {
  test('kroppkakor: the host says it has no recipe for it, and cooks an authored dish under that dish’s own name', async () => {
    const { brief, draft, opening } = await run('kroppkakor (Swedish potato dumplings)')
    expect(brief.familyDish?.name).toMatch(/kroppkakor/)
    expect(opening).toMatch(/kroppkakor/)
    expect(opening).toMatch(/do not know|no tested recipe|not in my cookbook|cannot vouch/)
    expect(draft.title_en.toLowerCase()).not.toContain('kroppkakor')
    expect(draft.title_ja).not.toContain('kroppkakor')
  })

  test('ペルー風の鶏の煮込み: said plainly, never its name on another dish', async () => {
    const { draft, opening } = await run('ペルー風の鶏の煮込み')
    expect(opening).toMatch(/知りません|知らない/)
    expect(draft.title_ja).not.toContain('ペルー風の鶏の煮込み')
  })
})
