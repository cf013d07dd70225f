import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { contradictsBrief } from '../../../src/ai/food/guard'
import type { RecipeText } from '../../../src/ai/food/recipe-lines'

const recipe = (ingredients_en: string[], ingredients_ja: string[]): RecipeText => ({
  title_ja: '',
  title_en: '',
  ingredients_ja,
  ingredients_en,
  steps_ja: [],
  steps_en: [],
})

/** What the panel says around a recipe never names a food the brief rules out or the recipe does not hold. */
describe('a sentence of the talk against the brief', () => {
  test('a food the brief rules out is named, in either language', () => {
    const eggFree = readBrief('beef bowl for my son, he is allergic to eggs', 'en')
    expect(contradictsBrief('Many people like to crack a raw egg over the top.', eggFree).length).toBeGreaterThan(0)
    const vegan = readBrief('ヴィーガンの友人に味噌汁、だしも植物性で', 'ja')
    expect(contradictsBrief('煮干しは頭とはらわたを取ってから水に浸けます。', vegan).length).toBeGreaterThan(0)
  })

  test('a food made unsafe for whom it is for is named', () => {
    const pregnant = readBrief('ramen for my pregnant wife', 'en')
    expect(contradictsBrief('Finish each bowl with a soft-boiled egg, yolk runny.', pregnant).length).toBeGreaterThan(0)
  })

  test('a food the recipe does not hold is named; one it holds is not', () => {
    const brief = readBrief('a soft fish dinner', 'en')
    const cod = recipe(['2 cod fillets', '1 tbsp potato starch'], ['生たら 2切れ', '片栗粉 大さじ1'])
    expect(contradictsBrief('Score the chicken skin so it crisps.', brief, cod)).toContain('chicken')
    expect(contradictsBrief('Pat the cod dry before it goes in.', brief, cod)).toEqual([])
    expect(contradictsBrief('鱈は水気をふいてから入れます。', brief, cod)).toEqual([])
  })

  test('a food the sentence leaves out is no contradiction', () => {
    const eggFree = readBrief('oyakodon without egg, my daughter is allergic', 'en')
    expect(contradictsBrief('Without the egg, a little starch thickens the sauce instead.', eggFree)).toEqual([])
  })
})
