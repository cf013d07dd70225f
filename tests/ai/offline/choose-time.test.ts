import { describe, expect, setDefaultTimeout, test } from 'bun:test'
import { limitsFit } from '../../../src/ai/cookbook/adapt'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'
import { chooseDish } from '../../../src/ai/offline/choose'
import { seedOf } from '../../../src/ai/offline/random'

// chooseDish weighs every authored recipe against the brief: slow on a busy 2-core runner.
setDefaultTimeout(60_000)

const minutesOf = (theme: string, lang: Lang) => {
  const brief = readBrief(theme, lang)
  const id = chooseDish(brief, seedOf(theme), theme)
  return { limit: brief.limits.minutes!, minutes: limitsFit(recipeFor(id)!, brief).minutes }
}

/** A time the theme states holds against the foods it has: no dish four times as long because it uses them all. */
describe('a stated time limit beside foods on hand', () => {
  test.each([
    ['only 5 minutes before school, I have eggs and bacon for a packed lunch', 'en'],
    ['dinner in 10 min flat, there are eggs, frozen peas and some ham', 'en'],
    ['7分で朝ごはん。卵とベーコンがある', 'ja'],
    ['10分しかない！冷蔵庫に卵とハムと冷凍のグリンピース', 'ja'],
  ] as Array<[string, Lang]>)('%s', (theme, lang) => {
    const { limit, minutes } = minutesOf(theme, lang)
    expect(minutes).toBeLessThanOrEqual(limit * 4)
  })
})

/** A version written for a device (a pressure cooker, a microwave) is not counted for a kitchen the theme does not name. */
test('the minutes a dish is weighed by are those of a version the theme can cook', () => {
  const recipe = recipeFor('pot_au_feu')!
  const brief = readBrief('pot-au-feu for four', 'en')
  expect(limitsFit(recipe, brief).minutes).toBe(recipe.steps.reduce((s, x) => s + x.minutes, 0))
  const pressure = readBrief('pot-au-feu for four in the pressure cooker', 'en')
  expect(limitsFit(recipe, pressure).minutes).toBeLessThan(limitsFit(recipe, brief).minutes)
})
