import { readBrief } from '../../../src/ai/food/brief'
import { checkRecipe } from '../../../src/ai/food/guard'
import type { Lang } from '../../../src/ai/food/types'

/** Whether a draft whose one ingredient line is `line` breaks what `theme` asks. */
export function ruledOut(theme: string, lang: Lang, line: string): boolean {
  const ja = lang === 'ja'
  const draft = {
    title_ja: '一品',
    title_en: 'A dish',
    ingredients_ja: ja ? [line] : [],
    ingredients_en: ja ? [] : [line],
    steps_ja: [],
    steps_en: [],
  }
  return checkRecipe(draft, readBrief(theme, lang)).length > 0
}
