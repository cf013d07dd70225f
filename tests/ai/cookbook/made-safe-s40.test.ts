import { describe, expect, test } from 'bun:test'
import { madeSafe } from '../../../src/ai/cookbook/made-safe'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'
import { withDish } from '../../../src/ai/offline/cookbook'

const safe = (theme: string, lang: Lang) => madeSafe(readBrief(theme, lang), theme)

/**
 * A raw dish asked about beside another dish the theme names is the question, the other dish the meal: a sushi night
 * for someone pregnant is sushi with nothing raw (omelette, cucumber, crab sticks), not a platter of poached sashimi.
 */
describe('a raw dish asked about beside the meal', () => {
  test.each<[string, Lang]>([
    ['first trimester and we are doing a sushi night. is tuna sashimi fine for me or what else?', 'en'],
    ['20 weeks pregnant, we’re having a sushi dinner, is salmon sashimi ok for me?', 'en'],
    ["sushi party at home this weekend, I'm expecting - can I eat the sashimi?", 'en'],
    ['妊娠中だけど、友達と寿司パーティー。お刺身は食べられる？', 'ja'],
  ])('%s', (theme, lang) => {
    const brief = safe(theme, lang)
    expect(brief.dishId).toBe('maki_sushi')
    expect(brief.keyIngredientIds).not.toContain('tuna')
    expect(brief.keyIngredientIds).not.toContain('salmon')
  })

  test('the raw dish alone, or asked by no one at risk, stays itself', () => {
    expect(safe('pregnant and craving sashimi', 'en').dishId).toBe('sashimi')
    expect(safe('sushi night this weekend, can I have tuna sashimi?', 'en').dishId).toBe('sashimi')
  })
})

/**
 * A soft cheese asked baked in pregnancy keeps its dish: pasteurised and baked until steaming hot right through, which the
 * host answers first (knowledge/hazards.json `answer`), the cheese's fruit kept as the theme's food.
 */
describe('a soft cheese baked in pregnancy', () => {
  test.each<[string, Lang]>([
    ['28 weeks pregnant, baked brie with cranberries tonight?', 'en'],
    ['pregnant, is a warm baked camembert okay to eat?', 'en'],
    ['I am pregnant and want oven-baked brie for the party', 'en'],
    ['妊娠中だけど焼きカマンベールって食べても大丈夫？', 'ja'],
    ['妊娠6か月、ベイクドブリーが食べたい', 'ja'],
    ['妊娠中でもブリーのオーブン焼きなら平気？', 'ja'],
  ])('%s', (theme, lang) => {
    const { brief, dishId } = withDish(readBrief(theme, lang), { theme, lang, seed: 1 })
    expect(dishId).toBe('baked_brie')
    expect((brief.hazards ?? []).find((h) => h.id === 'unpasteurised_cheese_pregnancy')?.answer).toContain('74')
  })

  test('baked for friends, it is the same dish with no hazard said', () => {
    const theme = 'baked camembert for a cheese night with friends'
    const { brief, dishId } = withDish(readBrief(theme, 'en'), { theme, lang: 'en', seed: 1 })
    expect(dishId).toBe('baked_brie')
    expect(brief.hazards ?? []).toEqual([])
  })
})

/** Mushrooms picked wild for a mushroom hot pot keep the pot, cooked with bought mushrooms, the hazard said. */
describe('a mushroom hot pot of mushrooms picked wild', () => {
  test.each<[string, Lang]>([
    ['山で採ったキノコでキノコ鍋したい！たぶんシイタケだと思う', 'ja'],
    ['裏山で見つけたきのこできのこ鍋をしたい、しめじっぽい', 'ja'],
    ['picked some mushrooms on a hike, want a mushroom hot pot tonight, they look like shiitake', 'en'],
    ['foraged mushrooms from the woods, thinking kinoko nabe for dinner', 'en'],
  ])('%s', (theme, lang) => {
    const { brief, dishId } = withDish(readBrief(theme, lang), { theme, lang, seed: 1 })
    expect(dishId).toBe('kinoko_nabe')
    expect((brief.hazards ?? []).map((h) => h.id)).toContain('wild_mushrooms')
  })

  test('bought mushrooms are the same pot with no hazard said', () => {
    const theme = 'スーパーで買ったきのこできのこ鍋'
    const { brief, dishId } = withDish(readBrief(theme, 'ja'), { theme, lang: 'ja', seed: 1 })
    expect(dishId).toBe('kinoko_nabe')
    expect(brief.hazards ?? []).toEqual([])
  })
})
