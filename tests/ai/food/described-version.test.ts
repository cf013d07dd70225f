import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'

const read = (theme: string, lang: Lang) => readBrief(theme, lang)

describe('a dish described rather than named is the one its description reads (`known_by` of knowledge/dishes)', () => {
  const described: Array<[Lang, string, string]> = [
    [
      'en',
      'forgot the name: little dumplings with hot soup inside that you eat on a spoon, had them in chinatown',
      'xiao_long_bao',
    ],
    [
      'en',
      "that thing from osaka like a cabbage pancake, with brown sauce, mayo and bonito flakes on top, what's it called",
      'okonomiyaki',
    ],
    [
      'en',
      'you know the little round balls with octopus inside, turned with picks at street stalls? what is it called',
      'takoyaki',
    ],
    ['ja', '名前忘れた、皮の中にスープが入ってて、レンゲにのせて食べる小さい餃子みたいなやつ', 'xiao_long_bao'],
    [
      'ja',
      '名前わからないんだけど、キャベツたっぷりの生地を鉄板で焼いて、ソースとマヨをかけて鰹節が踊るやつ',
      'okonomiyaki',
    ],
    ['ja', 'あの丸くてタコが入ってて、ピックでくるくる回して焼くやつ、屋台で食べた', 'takoyaki'],
  ]
  test.each(described)('%s: %s', (lang, theme, id) => {
    const brief = read(theme, lang)
    expect(brief.dishId).toBe(id)
    expect(brief.described).toBe(true)
  })

  // A dish named plainly, or likened with nothing pointing at a forgotten name, stays the reading.
  const kept: Array<[Lang, string, string]> = [
    ['en', 'a savory pancake for lunch', 'hotcakes'],
    ['en', 'dumplings for dinner tonight', 'gyoza'],
    ['en', 'that carbonara from last time, for two', 'spaghetti_carbonara'],
    ['ja', 'お好み焼きみたいなおやつが食べたい', 'okonomiyaki'],
    ['ja', 'いつもの肉じゃがを作りたい', 'nikujaga'],
    ['ja', '餃子を作りたい', 'gyoza'],
    // アレルギー is no pointing word (アレ, "that one"): the dish named beside an allergy stays.
    ['ja', '息子がえびアレルギーです。焼きそばがいい', 'yakisoba'],
    ['ja', 'かにとえびのあれるぎーなので、カレーライスで', 'japanese_curry'],
  ]
  test.each(kept)('%s: %s stays', (lang, theme, id) => {
    const brief = read(theme, lang)
    expect(brief.dishId).toBe(id)
    expect(brief.described).toBeUndefined()
  })
})

describe('a version of a named dish the catalogue does not know is kept as what was asked', () => {
  const versions: Array<[Lang, string, string, string]> = [
    ['en', 'jinju naengmyeon pls', 'naengmyeon', 'jinju'],
    ['en', 'How do I make Roman-style pizza at home?', 'margherita_pizza', 'Roman-style'],
    ['en', 'tuscan lasagna for six', 'lasagna', 'tuscan'],
    ['ja', 'トスカーナ風のラザニアが食べたい', 'lasagna', 'トスカーナ風'],
    ['ja', 'シチリア風のラザニアを作りたい', 'lasagna', 'シチリア風'],
    ['ja', 'ローマ風のラザニアを4人分', 'lasagna', 'ローマ風'],
  ]
  test.each(versions)('%s: %s', (lang, theme, id, version) => {
    const brief = read(theme, lang)
    expect(brief.dishId).toBe(id)
    expect(brief.versionAsked).toBe(version)
  })

  // A place the dish's own words hold (its origin, its names) is the dish itself.
  const known: Array<[Lang, string, string]> = [
    ['en', 'pyongyang naengmyeon for 2', 'naengmyeon'],
    ['en', 'korean naengmyeon tonight', 'naengmyeon'],
    ['en', 'sichuan mapo tofu', 'mapo_tofu'],
    ['en', 'homemade pizza with the kids', 'margherita_pizza'],
    ['ja', '平壌冷麺を作りたい', 'naengmyeon'],
    ['ja', '沖縄のタコライス', 'taco_rice'],
    ['ja', 'ナポリ風ピザ', 'margherita_pizza'],
  ]
  test.each(known)('%s: %s is the dish itself', (lang, theme, id) => {
    const brief = read(theme, lang)
    expect(brief.dishId).toBe(id)
    expect(brief.versionAsked).toBeUndefined()
  })
})
