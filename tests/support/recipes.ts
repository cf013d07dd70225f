/** Recipes and briefs for the guard's tests: a blank recipe to fill, and a brief ruling out given traits. */
import { readBrief } from '../../src/ai/food/brief'
import type { RecipeText } from '../../src/ai/food/recipe-lines'
import type { Brief, Exclusion, Lang, Trait } from '../../src/ai/food/types'

export const recipe = (over: Partial<RecipeText>): RecipeText => ({
  title_ja: 'きょうの一品',
  title_en: "Today's dish",
  ingredients_ja: [],
  ingredients_en: [],
  steps_ja: [],
  steps_en: [],
  ...over,
})

/** A brief that rules out exactly these traits (and ids), as the brief reader would build it. */
export function briefExcluding(traits: Trait[], ingredients: string[] = [], lang: Lang = 'en'): Brief {
  const exclusion: Exclusion = { kind: 'diet', name: `no ${traits.join(', ')}`, excludes: traits, traits, ingredients }
  return { ...readBrief('dinner', lang), exclusions: [exclusion] }
}
