import { describe, expect, test } from 'bun:test'
import { equipmentBreaks, isVesselWord, prepsBreak, readEquipmentAsks } from '../../../src/ai/food/asks'
import { readBrief } from '../../../src/ai/food/brief'

describe('reading the kitchen a theme has', () => {
  test('an ellipsis does not part the device from "all we have"', () => {
    expect(readEquipmentAsks("a stew but in a microwave... it's all we have at the office")).toEqual(['microwave_only'])
    expect(readEquipmentAsks('a stew in a microwave. we have all the spices.')).toEqual([])
  })

  test('refusing to turn on any heat, or to use the hob and the microwave, is no heat at all', () => {
    expect(readEquipmentAsks('too hot to turn on any heat today')).toContain('no_heat')
    expect(readEquipmentAsks('暑いので火もレンジも使わないで')).toContain('no_heat')
    expect(readEquipmentAsks('a mild curry, the kids cannot take any heat')).not.toContain('no_heat')
  })

  test('a hob that cannot or will not be used, said as people say it, is no stove', () => {
    for (const theme of [
      '寮のコンロ使えません、お昼どうしよう',
      '暑すぎて火を使いたくない',
      '火気厳禁の事務所でランチ',
    ])
      expect(readEquipmentAsks(theme)).toContain('no_stove')
    expect(readEquipmentAsks('コンロが使えるなら煮込みたい')).not.toContain('no_stove')
  })

  test('a device named in romaji is the device', () => {
    expect(readEquipmentAsks('suihanki only, a dessert please')).toEqual(['rice_cooker_only'])
    expect(readEquipmentAsks('just a denshi renji in my dorm')).toEqual(['microwave_only'])
  })

  test('a count of one beside a vessel is one pan, in either language', () => {
    for (const theme of [
      '週末の登山でメスティン1個しか持っていけない、2人分の晩ごはん',
      'スキレットひとつで焼けるおつまみ',
      '１つの鍋で作れる具だくさんスープ',
      'hiking dinner for two, we carry a single mess tin',
      'all I have in the dorm is one small saucepan',
    ])
      expect(readEquipmentAsks(theme.normalize('NFKC').toLowerCase())).toContain('one_pan')
    expect(readEquipmentAsks('i have one egg left and two pans')).not.toContain('one_pan')
  })

  test('a vessel the theme names is no dish', () => {
    expect(isVesselWord('メスティン')).toBe(true)
    expect(isVesselWord('Mess tin')).toBe(true)
    expect(isVesselWord('ソロキャンプ')).toBe(false)
    expect(isVesselWord('Poutine')).toBe(false)
  })
})

describe('a kitchen said without a device, as people write it', () => {
  test.each([
    ['オーブンの無い部屋でチーズケーキ', 'no_oven'],
    ['コンロのない寮でできる夜食', 'no_stove'],
    ['台風で電気もガスも止まったときのごはん', 'no_heat'],
    ['no gas or power after the storm, what can we eat', 'no_heat'],
  ] as const)('%s', (theme, ask) => expect(readEquipmentAsks(theme)).toContain(ask))
})

test('「フライパンで」 alone, or beside a dish, is a kitchen ask about food', () => {
  for (const theme of ['フライパンで', '揚げない酢豚　フライパンで']) {
    const brief = readBrief(theme, 'ja')
    expect(brief.notFood).toBe(false)
    expect(brief.limits.equipment).toContain('フライパン')
  }
})

describe('asks about the cook’s tools and bases, in either language', () => {
  test('no knife or board, a base made from scratch and few dishes to wash are read as asks', () => {
    const cases: Array<[string, string]> = [
      ['引っ越したばっかで包丁もまな板もない。パスタ作りたい', 'no_knife'],
      ['包丁を使わないで作れる晩ごはん', 'no_knife'],
      ["just moved in, no knife yet, what's for dinner", 'no_knife'],
      ['something with no chopping, my hand is in a cast', 'no_knife'],
      ['グリーンカレーの本格レシピ。ペーストから作りたい', 'from_scratch'],
      ['市販のルーを使わずにカレーを作りたい', 'from_scratch'],
      ['thai red curry from scratch, no jarred paste', 'from_scratch'],
      ['japanese curry without roux, from whole spices', 'from_scratch'],
      ['ズボラ飯で親子丼。洗い物ふやしたくない', 'few_dishes'],
      ['10分で作れる朝ごはん、洗い物少なめで', 'few_dishes'],
      ['weeknight pasta with minimal washing up', 'few_dishes'],
      ['tacos for 4, easy cleanup please', 'few_dishes'],
    ]
    for (const [theme, ask] of cases) expect(readEquipmentAsks(theme.toLowerCase()), theme).toContain(ask)
    expect(readEquipmentAsks('chop the onions finely for a curry')).toEqual([])
  })
})

test('no knife rules out cutting, never kitchen scissors, tearing or a food bought cut', () => {
  const steps = (ja: string, en: string) => equipmentBreaks({ ja: [ja], en: [en] }, ['no_knife'])
  expect(steps('玉ねぎを薄切りにする。', 'Slice the onion thinly.')).toHaveLength(2)
  expect(
    steps('キッチンばさみで鶏肉をひと口大に切る。', 'Snip the chicken into pieces with kitchen scissors.'),
  ).toEqual([])
  expect(steps('鍋で豚バラ薄切り肉を炒める。', 'Add the canned chopped tomatoes.')).toEqual([])
  const prep = (ja: string, en: string) => prepsBreak([{ prep: { ja, en } }], ['no_knife'])
  expect(prep('2cm幅に切る', 'in 2 cm strips')).toBe(true)
  expect(prep('手でちぎる', 'torn by hand')).toBe(false)
  expect(prep('キッチンばさみで一口大に', 'snipped bite-size with kitchen scissors')).toBe(false)
})

test('draining without cutting or chopsticks is no knife ask', () => {
  expect(readEquipmentAsks('豆腐の水を切らずに使える麻婆豆腐')).not.toContain('no_knife')
  expect(readEquipmentAsks('no chopsticks at home, noodles with a fork?')).not.toContain('no_knife')
})
