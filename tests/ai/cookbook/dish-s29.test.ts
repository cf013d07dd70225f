import { describe, expect, test } from 'bun:test'
import { madeSafe } from '../../../src/ai/cookbook/made-safe'
import { findDishes, readBrief } from '../../../src/ai/food/brief'
import { chooseDish } from '../../../src/ai/offline/choose'
import { cookFor } from '../../../src/ai/offline/cookbook'
import { refusalOf } from '../../../src/discussions/engine'

const cooked = (theme: string, lang: 'en' | 'ja') => {
  const brief = madeSafe(readBrief(theme, lang))
  return { brief, cooked: cookFor({ brief, dishId: chooseDish(brief, 1, theme), seed: 1, theme }) }
}

/**
 * A dish raw by custom asked by its name is cooked under that name the safe way, said aloud, not refused nor swapped
 * for another: yukhoe and steak tartare are written with the beef cooked through and the yolk set; aji no tataki,
 * katsuo no tataki and namero, for someone raw fish is not served to, take their versions cooked through.
 */
describe('a dangerous ask made safe, keeping the dish', () => {
  test.each([
    [
      '妊娠中の妻がユッケ食べたいって。なんとか作れない？',
      'ja',
      'yukhoe',
      'raw_mince',
      /ユッケは細切りの牛肉を中まで炒め/,
    ],
    ['yukhoe for two tonight', 'en', 'yukhoe', 'raw_mince', /yukhoe has its beef strips stir-fried through/],
    ['ninshinchuu dakedo yukke tabetai', 'en', 'yukhoe', 'raw_mince', /75 °C/],
    ['ユッケを家で作りたいです。卵黄ものせたいのですが', 'ja', 'yukhoe', 'raw_mince', /卵黄は固ゆで/],
    ['steak tartare at home', 'en', 'steak_tartare', 'raw_mince', /steak tartare is seasoned as usual/],
    ["my mum's on chemo and craving beef tartare, can I make it for her?", 'en', 'steak_tartare', 'raw_mince', /75 °C/],
    ['タルタルステーキを作りたいんだけど、夫が免疫抑制剤を飲んでる', 'ja', 'steak_tartare', 'raw_mince', /75℃/],
    [
      '祖父が抗がん剤治療中でして、アジのたたきが食べたいと申しております',
      'ja',
      'aji_tataki',
      'raw_seafood',
      /生では出しません/,
    ],
    ['aji no tataki for my dad, he just started chemotherapy', 'en', 'aji_tataki', 'raw_seafood', /not served raw/],
    ['抗がん剤治療中の母に鰹のたたきを作ってあげたいのですが', 'ja', 'katsuo_tataki', 'raw_seafood', /63℃/],
    ['katsuo tataki for my pregnant wife pls', 'en', 'katsuo_tataki', 'raw_seafood', /pregnancy/],
    ['なめろう作りたい、妊婦の友達も来る', 'ja', 'namero', 'raw_seafood', /妊娠中/],
    ['lamb koftas, rare in the middle please, my husband is on chemo', 'en', 'kofta_kebab', 'raw_mince', /75 °C/],
    ['コフタをレアで焼きたい。父が抗がん剤治療中', 'ja', 'kofta_kebab', 'raw_mince', /75℃/],
  ] as const)('%s', (theme, lang, dishId, row, said) => {
    const brief = readBrief(theme, lang)
    expect(refusalOf(brief)).toBeNull()
    const finding = brief.hazards?.find((h) => h.id.startsWith(row))
    expect(finding?.refused).toBe(false)
    expect(finding?.instead).toMatch(said)
    const { cooked: made } = cooked(theme, lang)
    expect(made.adaptation.recipe.dish).toBe(dishId)
    expect(made.found).toBeUndefined()
  })

  test('the raw fish dishes asked for the at-risk take the version cooked through, with its centre temperature', () => {
    for (const [theme, lang] of [
      ['aji no tataki for my dad, he just started chemotherapy', 'en'],
      ['katsuo tataki for my pregnant wife pls', 'en'],
    ] as const) {
      const steps = cooked(theme, lang).cooked.adaptation.recipe.steps
      expect(steps.some((s) => (s.cue.temp_c ?? 0) >= 63)).toBe(true)
    }
  })

  // safe-s31: a dangerous ask is made safe aloud, refused only when nothing safe of it remains; mince cooked through is.
  test('raw mince asked with nothing else is cooked through, said aloud, not refused', () => {
    const brief = readBrief('ひき肉を生で食べたい', 'ja')
    expect(refusalOf(brief)).toBeNull()
    const finding = brief.hazards?.find((h) => h.id === 'raw_mince')
    expect(finding?.refused).toBe(false)
    expect(finding?.instead).toMatch(/75℃/)
  })
})

/** A katakana dish name is found with or without the dots between its words, where it stands in the theme. */
describe('a dish named with or without dots', () => {
  const named = new Map([
    ['友達4人とパラク・パニールを作りたい', 'palak_paneer'],
    ['ヒンドゥー教の菜食の友人（卵NG）が来るので全員同じパラク・パニールにしたい。パニールは手作り', 'palak_paneer'],
    ['チキン・ティッカ・マサラが食べたい', 'chicken_tikka_masala'],
    ['ビーフ・ストロガノフ食べたい', 'beef_stroganoff'],
    ['ムスティッカピーラッカ焼きたい', 'mustikkapiirakka'],
  ])
  test('the dish is read whichever way it is written, and its hit stays where it was written', () => {
    for (const [theme, dishId] of named) expect([theme, readBrief(theme, 'ja').dishId]).toEqual([theme, dishId])
    const text = '友達とパラク・パニール'
    const [hit] = findDishes(text)
    expect(text.slice(hit!.at, hit!.end)).toBe('パラク・パニール')
  })
})

/**
 * A theme that leaves the dish open ("surprise me", 「おまかせで」) or points at a usual nobody here knows is cooked, not
 * refused as an unreadable restriction, and the host says in the first turn why the dish was picked.
 */
describe('a vague ask gets a dish and the reason for it', () => {
  const asks = new Map<string, 'en' | 'ja'>([
    ['the usual thing please', 'en'],
    ['surprise me', 'en'],
    ['dinner for 2, anything goes', 'en'],
    ["honestly it's up to you, dinner for three", 'en'],
    ['いつものやつでお願いします', 'ja'],
    ['おまかせで', 'ja'],
    ['今日の晩ごはん何にしよう', 'ja'],
    ['晩ごはんなにつくろう、何でもいいよ', 'ja'],
  ])
  test('each is cooked as a quick main, with its reason said by the host', async () => {
    const { runOffline } = await import('../../../scripts/eval/run')
    for (const [theme, lang] of asks) {
      const brief = readBrief(theme, lang)
      expect([theme, refusalOf(brief), brief.notFood]).toEqual([theme, null, false])
      const run = await runOffline(theme, lang)
      const host = run.transcript.find((t) => t.role === 'host')!.text
      expect([theme, /choice to us|your usual|おまかせ|「いつもの」/.test(host)]).toEqual([theme, true])
      expect([theme, run.recipe?.category]).toEqual([theme, 'main'])
    }
  }, 60_000)
})

/** 冷麺 names one dish (naengmyeon, and Morioka's), not cold noodles in general: a region named does not make it ramen. */
describe('a dish whose name is not its family', () => {
  test.each([
    ['盛岡冷麺を家で作りたい。スープの作り方も知りたい', 'ja'],
    ['冷麺が食べたい、キムチは市販でいい？', 'ja'],
    ['naengmyeon for two, it is a hot day', 'en'],
  ] as const)('%s', (theme, lang) => {
    expect(cooked(theme, lang).cooked.adaptation.recipe.dish).toBe('naengmyeon')
  })
})
