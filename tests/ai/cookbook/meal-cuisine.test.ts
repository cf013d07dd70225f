import { describe, expect, test } from 'bun:test'
import { mealDishes } from '../../../src/ai/cookbook/meal'
import { readBrief } from '../../../src/ai/food/brief'
import { dish } from '../../../src/ai/food/dishes'
import type { Lang } from '../../../src/ai/food/types'
import { chooseDish, leftoverDishes, versionOf } from '../../../src/ai/offline/choose'
import { seedOf } from '../../../src/ai/offline/random'

const langOf = (theme: string): Lang => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en')

describe('a cuisine or place asked holds for every course of a meal', () => {
  test.each([
    ['台湾の夜市っぽい軽食セットを4品、家族4人で', 'chinese'],
    ['台湾風の屋台おやつを3品', 'chinese'],
    ['韓国の屋台っぽいおやつを3品', 'korean'],
    ['3 taiwanese snacks for movie night', 'chinese'],
    ['korean street food snack set, 3 dishes', 'korean'],
  ])('%s', (theme, cuisine) => {
    const brief = readBrief(theme, langOf(theme))
    const meal = mealDishes(
      { brief, seed: seedOf(theme), theme },
      { versionOf, leftoverDishes, chooseDish, kept: () => true },
    )
    expect(meal!.ids.length).toBeGreaterThanOrEqual(3)
    expect(meal!.ids.filter((id) => dish(id).cuisine !== cuisine)).toEqual([])
  })
})
