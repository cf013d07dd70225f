import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { food } from '../../../src/ai/cookbook/foods'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'
import { cookFor } from '../../../src/ai/offline/cookbook'

const cooked = (theme: string, lang: Lang, dishId?: string) => {
  const brief = readBrief(theme, lang)
  const c = cookFor({ brief, dishId: dishId ?? brief.dishId!, seed: 1, theme })
  const foods = c.adaptation.recipe.ingredients.map((i) => i.food)
  return { c, foods, steps: c.draft[`steps_${lang}`].join('\n') }
}

describe('a low-carb ask on a noodle or rice dish swaps the staple by data', () => {
  test.each([
    // Ramens with no low-carb version written for them (shoyu ramen has one: the test below).
    ['低糖質ダイエット中だけど、塩ラーメン食べたい！！', 'ja', 'ramen_noodles', 'shirataki', /しらたき/],
    ['keto tonkotsu ramen for two', 'en', 'ramen_noodles', 'shirataki', /shirataki/],
    ['糖質制限中。親子丼が食べたい', 'ja', 'rice', 'cauliflower', /カリフラワー/],
    ['low carb oyakodon please', 'en', 'rice', 'cauliflower', /cauliflower/],
  ] as const)('%s', (theme, lang, from, to, said) => {
    const { c, foods, steps } = cooked(theme, lang)
    expect(c.found).toBeUndefined()
    expect(foods).toContain(to)
    expect(foods).not.toContain(from)
    expect(c.adaptation.decisions).toContainEqual(expect.objectContaining({ kind: 'substitute', from, to }))
    // The staple is cooked as itself: no packet time or bite of the noodles it replaced.
    expect(steps).toMatch(said)
    expect(steps).not.toMatch(/表示時間|packet time|こしが残る|have bite|still has bite/)
  })

  test('糖質オフ reads as the low-carb diet', () => {
    expect(readBrief('糖質オフの焼きそば', 'ja').diets).toContain('keto')
  })

  test('the rice swapped renames a title by the dish the cook knows: cauliflower rice', () => {
    const { c } = cooked('keto chicken rice', 'en', 'chicken_rice')
    expect(c.draft.title_en).toMatch(/cauliflower rice/i)
  })
})

describe('a fish the theme names for the recipe’s fish swaps by its cut and cook', () => {
  test.each([
    ['salmon teriyaki but with tuna instead of salmon', 'en', 'salmon', 'tuna', /^Tuna teriyaki/],
    ['鮭の照り焼きをまぐろで', 'ja', 'salmon', 'tuna', /^まぐろの照り焼き/],
    ['さんまの塩焼き、さばでもできる？', 'ja', 'saury', 'mackerel', /^さばの塩焼き/],
    ['sanma shioyaki but with mackerel instead', 'en', 'saury', 'mackerel', /mackerel/i],
    ['鯛めしをタラで作りたい', 'ja', 'sea_bream', 'cod', /^たらめし/],
  ] as const)('%s', (theme, lang, from, to, title) => {
    const { c, foods, steps } = cooked(theme, lang)
    expect(foods).toContain(to)
    expect(foods).not.toContain(from)
    expect(c.adaptation.decisions).toContainEqual(expect.objectContaining({ kind: 'substitute', from, to }))
    expect(c.draft[`title_${lang}`]).toMatch(title)
    expect(c.draft[`description_${lang}`]).toContain(lang === 'ja' ? food(to).name.ja : food(to).name.en)
    // Fillets are no whole fish plated head to the left.
    expect(`${steps}${c.draft[`description_${lang}`]}`).not.toMatch(/丸ごと|頭を左|[Ww]hole |head to the left/)
  })

  test('tuna, leaner, cooks for less time than the salmon it replaces', () => {
    const salmon = cooked('salmon teriyaki for two', 'en').c.adaptation.recipe.total_minutes
    const tuna = cooked('salmon teriyaki but with tuna instead of salmon', 'en').c.adaptation.recipe.total_minutes
    expect(tuna).toBeLessThan(salmon)
  })
})

describe('a version written without the staple a diet rules out is taken before swapping line by line', () => {
  test.each([
    ['低糖質ダイエット中だけど、ラーメン食べたい！！', 'ja'],
    ['keto shoyu ramen for two', 'en'],
  ] as const)('%s: the konjac-noodle shoyu ramen its authors wrote', (theme, lang) => {
    const { c, foods } = cooked(theme, lang)
    expect(c.adaptation.decisions).toContainEqual(expect.objectContaining({ kind: 'variant', variant: 'low_carb' }))
    expect(foods).not.toContain('ramen_noodles')
  })

  test('keto ramen takes the konjac-noodle version its authors wrote, with no free_of to find it by', () => {
    const base = recipeFor('shoyu_ramen')!
    const lines = base.ingredients.map((i) =>
      i.food === 'ramen_noodles' ? { ...i, food: 'shirataki', amount: { qty: 400, unit: 'g' as const } } : i,
    )
    const own = { id: 'low_carb', ingredients: lines.filter((i) => i.food !== 'mirin'), note: base.description }
    const recipe = { ...base, variants: [...(base.variants ?? []), own] }
    const a = adapt(recipe, readBrief('低糖質ダイエット中だけど、ラーメン食べたい', 'ja'), { seed: 1 })
    expect(a.decisions).toContainEqual(expect.objectContaining({ kind: 'variant', variant: 'low_carb' }))
    expect(a.recipe.ingredients.find((i) => i.food === 'shirataki')!.amount.qty).toBe(400)
    // Not for a theme that rules nothing of its body out.
    const plain = adapt(recipe, readBrief('ラーメン食べたい', 'ja'), { seed: 1 })
    expect(plain.decisions.some((d) => d.kind === 'variant')).toBe(false)
  })
})

// A diabetic or no-added-sugar ask only lowers sugar: its own authored versions keep a little mirin (adapt-asked.test.ts).
describe('a low-carb ask swaps the seasonings sweetened with sugar, aloud', () => {
  const sugarSaid = /砂糖小さじ|\d tsp sugar|add .*sugar/i
  test.each([
    ['keto chicken teriyaki for two', 'en', 'mirin', 'sake'],
    ['ロカボで鶏の照り焼き', 'ja', 'mirin', 'sake'],
    ['keto napolitan spaghetti', 'en', 'ketchup', 'tomato_paste'],
    ['糖質制限中なのでナポリタンを', 'ja', 'ketchup', 'tomato_paste'],
  ] as const)('%s', (theme, lang, from, to) => {
    const { c, foods } = cooked(theme, lang)
    expect(foods).not.toContain(from)
    expect(foods).toContain(to)
    const swap = c.adaptation.decisions.find((d) => d.kind === 'substitute' && d.from === from)
    expect(swap).toMatchObject({ to })
    // The stand-in's words add no sugar back (the pantry row for a cook out of mirin does).
    expect(JSON.stringify(swap)).not.toMatch(sugarSaid)
  })

  test.each([
    ['less sweet chicken teriyaki', 'en'],
    ['甘さ控えめの鶏の照り焼き', 'ja'],
  ] as const)('less sweet only lowers the sugar: %s keeps its mirin', (theme, lang) => {
    expect(cooked(theme, lang).foods).toContain('mirin')
  })
})
