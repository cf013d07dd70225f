import { describe, expect, test } from 'bun:test'
import { madeSafe } from '../../../src/ai/cookbook/made-safe'
import { readBrief } from '../../../src/ai/food/brief'
import { CHOOSING } from '../../../src/ai/food/choosing'
import { dish } from '../../../src/ai/food/dishes'
import { ingredient } from '../../../src/ai/food/catalogue'
import type { Lang } from '../../../src/ai/food/types'
import { cookFor, withDish } from '../../../src/ai/offline/cookbook'
import { seedOf } from '../../../src/ai/offline/random'

function cooked(theme: string, lang: Lang) {
  const seed = seedOf(theme)
  const { brief, dishId } = withDish(madeSafe(readBrief(theme, lang)), { theme, lang, seed })
  return dish(cookFor({ brief, dishId, seed, theme }).adaptation.recipe.dish)
}

describe('a mood or a vague ask gets a familiar everyday dish of the theme’s language, not a hot one', () => {
  test.each([
    ['en', 'long day at work, want something comforting'],
    ['en', 'rough week, need comfort food'],
    ['en', 'feeling down, cook me something'],
    ['en', 'completly wiped out tonite, somethin warm?'],
    ['en', 'exhausted. just want something cosy'],
    ['ja', '疲れた…なんかほっとするもの食べたい'],
    ['ja', '今日しんどかった。なにか温かいもの'],
    ['ja', 'つかれた なにか ほっとする ものが たべたい'],
    ['ja', '仕事でミスして落ち込んでます。晩ごはん何にしよう'],
    ['ja', 'おまかせで'],
  ] as const)('%s "%s"', (lang, theme) => {
    const d = cooked(theme, lang)
    expect(CHOOSING.familiar.cuisines[lang], `${d.id} (${d.cuisine})`).toContain(d.cuisine)
    const hot = d.ingredients.some((p) => CHOOSING.child_heat.roles.includes(p.role) && ingredient(p.id).heat === 'hot')
    expect(hot, d.id).toBe(false)
  })
})
