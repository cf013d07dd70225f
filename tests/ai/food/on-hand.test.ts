import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'

const had = (theme: string, lang: 'en' | 'ja') =>
  Object.fromEntries((readBrief(theme, lang).onHand ?? []).map((h) => [h.food, h.qty ?? null]))

describe('the reader: foods on hand, with the amounts said', () => {
  test.each([
    [
      "company coming in an hour! i've got a sheet of puff pastry, three apples and butter. something sweet?",
      'en',
      { puff_pastry: null, apple: 3, butter: null },
    ],
    [
      'I have half a cabbage and 200g ground pork in the fridge, what can I make for dinner?',
      'en',
      { cabbage: 0.5, ground_pork: 200 },
    ],
    ['need to use up 3 eggs and some leftover rice tonight', 'en', { egg: 3, rice: null }],
    [
      'we have 2 leeks and some leftover cooked chicken to use up, dinner for 2?',
      'en',
      { leek: 2, cooked_chicken: null },
    ],
    ['冷蔵庫にじゃがいも3個と玉ねぎがあります。何か作れますか？', 'ja', { potato: 3, onion: null }],
    ['キャベツが半分余ってるんだけど、なんか作れる？', 'ja', { cabbage: 0.5 }],
    ['reizouko ni tamago 2ko to negi ga aru kedo nani tsukureru?', 'ja', { egg: 2, green_onion: null }],
    [
      'パイシートとりんご2個、バターがあります。1時間以内でおやつを作りたいです',
      'ja',
      { puff_pastry: null, apple: 2, butter: null },
    ],
  ] as const)('%s has what it says', (theme, lang, foods) => {
    expect(had(theme, lang)).toMatchObject(foods)
  })

  test('a food wanted, not said to be had, is not on hand', () => {
    expect(readBrief('chicken curry for four tonight', 'en').onHand).toBeUndefined()
  })
})

describe('the reader: an appliance owned, and the microwave wattage', () => {
  test.each([
    ['炊飯器があるのでそれを使って何か一品作ってほしいです', 'ja', 'rice_cooker_only'],
    ['I have an Instant Pot — please use it, beef curry for four', 'en', 'pressure_cooker'],
    ['got an air fryer, use it for dinner tonight pls', 'en', 'air_fryer'],
  ] as const)('%s wants %s used', (theme, lang, ask) => {
    expect(readBrief(theme, lang).uses).toContain(ask)
  })

  test.each([
    ['うちの電子レンジは500Wです。レンジだけで作れるおかずを教えてください', 'ja', 500],
    ['my microwave is 700W, quick mug cake?', 'en', 700],
    ['my microwave only does 500 watts. can you give me a microwave-only side dish?', 'en', 500],
    ['でんしれんじ 1000ワット でも だいじょうぶな レンジむしどり', 'ja', 1000],
  ] as const)('%s is a %d W microwave', (theme, lang, watts) => {
    expect(readBrief(theme, lang).watts).toBe(watts)
  })
})
