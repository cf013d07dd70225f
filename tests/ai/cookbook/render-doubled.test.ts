import { expect, test } from 'bun:test'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { fillRefs } from '../../../src/ai/cookbook/render'
import { DISHES } from '../../../src/ai/food/dishes'
import type { Lang } from '../../../src/ai/food/types'

/** A word said twice beside a food's name: the name already holds it ("red {lentils}", 「{eel}の蒲焼き」 of うなぎの蒲焼き). */
const TWICE: Record<Lang, RegExp> = { en: /\b([a-z]{3,})\s+\1\b/i, ja: /([\u3040-\u9fff\u30a0-\u30ff]{2,})の\1/ }

test('no description or step of any recipe or variant says a word of a food name twice', () => {
  const doubled: string[] = []
  for (const d of DISHES) {
    const recipe = recipeFor(d.id)
    if (!recipe) continue
    for (const version of [recipe, ...(recipe.variants ?? [])]) {
      const lines = version.ingredients ?? recipe.ingredients
      for (const text of [version.description, ...(version.steps ?? [])]) {
        for (const lang of ['ja', 'en'] as const) {
          const filled = text?.[lang] ? fillRefs(text[lang], lines, lang) : ''
          const twice = TWICE[lang].exec(filled)?.[0]
          if (twice) doubled.push(`${d.id} ${lang}: ${twice}`)
        }
      }
    }
  }
  expect(doubled).toEqual([])
})
