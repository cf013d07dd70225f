import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../../src/ai/food/brief'

/** Issue 34 (harm-s38): what a food is made from (庭の梅でシロップ) is food, even where the garden is named and the plant is a
 * name the kitchen lacks; a garden's thing that makes no food is still not eaten. */
describe('a garden’s fruit made into a food is food', () => {
  test.each([
    '庭のびわでジャムを作りたい',
    '庭の梅でシロップを作りたいです',
    '庭のヤマモモの実でジャムにしたい',
    '畑のサンザシの実でシロップを作れますか',
  ])('%s', (theme) => expect(readBrief(theme, 'ja').notFood).toBe(false))

  test.each(['庭の土を作りたい', '庭の雑草で堆肥を作りたい'])('not food: %s', (theme) =>
    expect(readBrief(theme, 'ja').notFood).toBe(true),
  )
})
