import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { cookFor, withDish } from '../../../src/ai/offline/cookbook'

/** The recipe the offline cookbook publishes for a theme. */
const cooked = (theme: string, lang: 'en' | 'ja') => {
  const { brief, dishId } = withDish(readBrief(theme, lang), { theme, lang, seed: 1 })
  return cookFor({ brief, dishId, seed: 1, theme }).adaptation.recipe
}

// A ready-made food the cook has is cooked as such, in the version written for it, and the time it saves is kept.
describe('a ready-made food on hand, with a time limit', () => {
  test.each([
    ['spanakopita in 45 minutes? I only have store-bought puff pastry, no filo. frozen spinach ok', 'en', 45],
    ['パイシートでスパナコピタを作りたい。45分しかないです', 'ja', 45],
    ['quiche for 4 with a ready-made pastry sheet, under an hour', 'en', 60],
    ['冷凍パイシートでキッシュ、1時間以内で', 'ja', 60],
    ['sausage rolls with puff pastry, 40 minutes', 'en', 40],
    ['冷凍のパイシートがあるので40分以内で何かおやつを', 'ja', 40],
  ] as const)('%s uses the pastry and keeps the time', (theme, lang, limit) => {
    const recipe = cooked(theme, lang)
    const foods = recipe.ingredients.map((i) => i.food)
    expect(foods).toContain('puff_pastry')
    expect(foods).not.toContain('filo_pastry')
    expect(recipe.total_minutes).toBeLessThanOrEqual(limit)
  })

  test.each([
    ['no filo, just puff pastry', 'en', 'filo_pastry'],
    ['フィロは使わずにパイシートで', 'ja', 'filo_pastry'],
  ] as const)('%s rules out filo, not the puff pastry had', (theme, lang, out) => {
    const brief = readBrief(theme, lang)
    expect(brief.exclusions.flatMap((e) => e.ingredients)).toEqual([out])
  })

  test.each([
    ['冷凍うどんと豚こまがあります。15分以内でお願いします', 'ja', 'udon_noodles', 15],
    ['15 min only! frozen udon + some pork in the fridge', 'en', 'udon_noodles', 15],
    ['20分で夕飯。冷凍うどんが2玉と卵があります', 'ja', 'udon_noodles', 20],
    ['I have leftover cooked rice and 15 minutes before my shift', 'en', 'rice', 15],
    ['ごはんが残ってます。15分でチャーハンできますか？', 'ja', 'rice', 15],
    ['I have canned black beans and tortillas, 20 minutes tops', 'en', 'black_beans', 20],
  ] as const)('%s cooks the food had, in time', (theme, lang, had, limit) => {
    const recipe = cooked(theme, lang)
    expect(recipe.ingredients.map((i) => i.food)).toContain(had)
    expect(recipe.total_minutes).toBeLessThanOrEqual(limit)
  })
})
