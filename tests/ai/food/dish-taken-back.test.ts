import { expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'

test.each(['shahi paneer for guests', 'lacto vegetarian — shahi paneer for guests saturday'])(
  'a dish word right before a food still names a dish the kitchen lacks: %s',
  (theme) => {
    const brief = readBrief(theme, 'en')
    expect(brief.dishId).toBeNull()
    expect(brief.unknownDish).toBe('shahi paneer')
  },
)

test.each([
  [
    '肉じゃがにしようと思ってたけど気が変わった。牛こまで甘辛く煮るやつ、しぐれ煮だっけ',
    'ja',
    'gyu_shigureni',
    'nikujaga',
  ],
  ['ちゃんぽん…いや、やっぱ皿うどんにする', 'ja', 'sara_udon', 'champon'],
  ['カレーのつもりだったけど、やっぱりハヤシライスにします', 'ja', 'hayashi_rice', 'japanese_curry'],
  ['I was going to do lasagne but on second thought a moussaka', 'en', 'moussaka', 'lasagna'],
  ['carbonara. scratch that, cacio e pepe for two', 'en', 'cacio_e_pepe', 'spaghetti_carbonara'],
  ['thinking carbonara... changed my mind, make it cacio e pepe', 'en', 'cacio_e_pepe', 'spaghetti_carbonara'],
] as const)('the dish after a change of mind is asked, the one taken back turned away: %s', (theme, lang, id, away) => {
  const brief = readBrief(theme, lang)
  expect(brief.dishId).toBe(id)
  expect(brief.turnedAway).toContain(away)
})

test.each([
  ['唐揚げと、やっぱり味噌汁も欲しい', 'ja', 'karaage'],
  ['肉じゃがはやっぱり定番だよね', 'ja', 'nikujaga'],
  ['カレー…いや、やっぱカレーで', 'ja', 'japanese_curry'],
  ['moussaka, on second thought a bigger tray of moussaka', 'en', 'moussaka'],
] as const)('a dish added, or named again, after the cue changes no mind: %s', (theme, lang, id) => {
  const brief = readBrief(theme, lang)
  expect(brief.dishId).toBe(id)
  expect(brief.turnedAway ?? []).not.toContain(id)
})
