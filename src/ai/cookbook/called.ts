/**
 * A dish published under the name the theme called it by (issue 33): a regional name of the dish's own (gołąbki, of the
 * cabbage rolls the cookbook glosses holubtsi) is the same dish, and a cook who asked for it by that name reads that name.
 */
import { bare, findDishes } from '../food/brief'
import { ENGLISH_WORDS } from '../food/fold'
import { KATAKANA, LATIN, normalise, sliceOf } from '../food/match'
import type { RecipeDraft } from '../prompts'

const GLOSS = /\s*[(（]([^()（）]*)[)）]\s*$/u
/** Words that are all a name: none of common English (gulyás, sarma; not "stuffed cabbage"), or all katakana. */
const aName = (words: string) =>
  words
    .split(/[\s,、・-]+/)
    .every((w) => (LATIN.test(w) ? w.length >= 3 && !ENGLISH_WORDS.has(bare(w)) : KATAKANA.test(w)))

/**
 * The draft whose title in the name's script holds the name the theme called `dishId` by, where that is a name of its
 * own (no plain words: "stuffed cabbage" is a description) the title lacks: a gloss that is a name gives way to it, a
 * title with none takes it in brackets, and a gloss that describes the dish is kept.
 */
export function calledAs(draft: RecipeDraft, theme: string, dishId: string): RecipeDraft {
  const text = normalise(theme)
  const hit = findDishes(text).find((h) => h.dish.id === dishId)
  const name = hit && sliceOf(theme, text, hit)
  // The dish's own name is what its title was written from: a title without it was renamed (ポークシチュー of ビーフシチュー).
  if (!name || !aName(name) || [hit.dish.name.en, hit.dish.name.ja].some((n) => bare(n) === bare(name))) return draft
  const key = LATIN.test(name) ? 'title_en' : 'title_ja'
  const title = draft[key]
  const gloss = GLOSS.exec(title)?.[1]
  if (bare(title).includes(bare(name)) || (gloss && !aName(gloss))) return draft
  const [open, close] = key === 'title_en' ? [' (', ')'] : ['（', '）']
  return { ...draft, [key]: `${title.replace(GLOSS, '')}${open}${name}${close}` }
}
