import type { RecipeText as RecipeLists } from './raw'
import type { Lang } from './types'

/** A recipe draft's text, as the guard and the hazard check read it. */
export type RecipeText = RecipeLists & { title_ja: string; title_en: string }

export type RecipeLine = { field: string; line: string; lang: Lang; listed: boolean }

/** Every line of a recipe with the field it came from ("steps_en[2]"); `listed` for the ingredient lines. */
export function recipeLines(draft: RecipeText): RecipeLine[] {
  const out: RecipeLine[] = [
    { field: 'title_ja', line: draft.title_ja, lang: 'ja', listed: false },
    { field: 'title_en', line: draft.title_en, lang: 'en', listed: false },
  ]
  for (const key of ['ingredients_ja', 'ingredients_en', 'steps_ja', 'steps_en'] as const) {
    for (const [i, line] of draft[key].entries())
      out.push({
        field: `${key}[${i}]`,
        line,
        lang: key.endsWith('_ja') ? 'ja' : 'en',
        listed: key.startsWith('ingredients'),
      })
  }
  return out
}
