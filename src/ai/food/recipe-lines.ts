import type { Lang } from './types'

/** A recipe's four lists, each language's ingredients and steps. */
export type RecipeLists = { ingredients_ja: string[]; ingredients_en: string[]; steps_ja: string[]; steps_en: string[] }

/** A recipe draft's text, as the guard and the hazard check read it. */
export type RecipeText = RecipeLists & { title_ja: string; title_en: string }

export type RecipeLine = { field: string; line: string; lang: Lang; listed: boolean }

const langOf = (field: string): Lang => (field.endsWith('_ja') ? 'ja' : 'en')

/** Every line of a recipe with the field it came from ("steps_en[2]"); `listed` for the ingredient lines. */
export function recipeLines(draft: RecipeText): RecipeLine[] {
  const titles = (['title_ja', 'title_en'] as const).map((field) => ({ field, line: draft[field], listed: false }))
  const lists = (['ingredients_ja', 'ingredients_en', 'steps_ja', 'steps_en'] as const).flatMap((key) =>
    draft[key].map((line, i) => ({ field: `${key}[${i}]`, line, listed: key.startsWith('ingredients') })),
  )
  return [...titles, ...lists].map((l) => ({ ...l, lang: langOf(l.field.replace(/\[\d+\]$/, '')) }))
}
