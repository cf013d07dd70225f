import { describe, expect, test } from 'bun:test'
import { food } from '../../../src/ai/cookbook/foods'
import { madeSafe } from '../../../src/ai/cookbook/made-safe'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'
import { cookFor, withDish } from '../../../src/ai/offline/cookbook'
import { seedOf } from '../../../src/ai/offline/random'

function cooked(theme: string, lang: Lang) {
  const seed = seedOf(theme)
  const { brief, dishId } = withDish(madeSafe(readBrief(theme, lang)), { theme, lang, seed })
  const c = cookFor({ brief, dishId, seed, theme })
  const notes = c.adaptation.decisions.map((d) => ('note' in d ? d.note[lang] : '')).join('\n')
  return { foods: c.adaptation.recipe.ingredients.map((i) => i.food), notes }
}

describe('a protein the theme names with its dish is in it, or its absence is said aloud', () => {
  test.each([
    ['en', 'paella with chorizo and chicken please, no seafood', 'chorizo'],
    ['en', 'shellfish allergy here, can I do paella with chorizo', 'chorizo'],
    ['en', 'no shrimp (allergic) - paella w/ chorizo?', 'chorizo'],
    ['ja', 'エビアレルギーなので、チョリソーと鶏肉でパエリアを作りたい', 'chorizo'],
    ['ja', 'えびがだめなので、ちょりそーいりのぱえりあ', 'chorizo'],
    ['en', 'pad thai with chicken and bacon', 'bacon'],
  ] as const)('%s "%s"', (lang, theme, id) => {
    const { foods, notes } = cooked(theme, lang)
    const named = food(id).name[lang]
    expect(foods.includes(id) || notes.includes(named), `${foods} / ${notes}`).toBe(true)
  })
})
