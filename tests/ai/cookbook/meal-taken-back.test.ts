import { expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { cookFor } from '../../../src/ai/offline/cookbook'

test.each([
  ['肉じゃがにしようと思ってたけど気が変わった。牛こまで甘辛く煮るやつ、しぐれ煮だっけ', 'ja', 'Gyu shigureni'],
  ['I was going to do nikujaga but on second thought gyu shigureni', 'en', 'Gyu shigureni'],
] as const)('a dish taken back is no leftover to build a second dish on: %s', (theme, lang, title) => {
  const brief = readBrief(theme, lang)
  const cooked = cookFor({ brief, dishId: brief.dishId!, seed: 1, theme })
  expect(cooked.draft.title_en).toStartWith(title)
  expect(cooked.draft.title_en).not.toMatch(/nikujaga/i)
})
