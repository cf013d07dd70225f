import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
import { readBrief } from '../../../src/ai/food/brief'
import { checkRecipe } from '../../../src/ai/food/guard'
import type { Lang } from '../../../src/ai/food/types'

const cooked = (dishId: string, theme: string, lang: Lang) => {
  const brief = { ...readBrief(theme, lang), dishId }
  const a = adapt(recipeFor(dishId)!, brief, { seed: 1 })
  return { a, brief, text: a.recipe.steps.map((s) => `${s[lang]} ${s.cue[lang]}`).join('\n') }
}

describe('a step stops saying the alcohol its swapped wine, sake or mirin no longer brings', () => {
  test.each([
    ['beef_stew', 'halal beef stew', 'en'],
    ['beef_stew', 'ハラールのビーフシチュー', 'ja'],
    ['beef_stew', 'gout flare. can i still have beef stew? low purine version pls', 'en'],
    ['spaghetti_bolognese', 'ハラールのボロネーゼ', 'ja'],
  ] as const)('%s, %s: no step or cue speaks of alcohol, and the guard finds none', (dishId, theme, lang) => {
    const { a, brief, text } = cooked(dishId, theme, lang)
    expect(text).not.toMatch(/alcohol|アルコール/i)
    expect(checkRecipe(render(a), brief)).toEqual([])
  })

  test('a Japanese step keeps its verb whole, and a cue all about the alcohol says the boil instead', () => {
    expect(cooked('spaghetti_bolognese', 'ハラールのボロネーゼ', 'ja').text).toContain('注いで煮立てる。')
    expect(cooked('beef_stew', 'halal beef stew', 'en').text).toContain('it has come to the boil')
  })

  test('with the wine kept, the steps say what they did', () => {
    expect(cooked('beef_stew', 'beef stew for four', 'en').text).toContain('the sharp smell of alcohol has gone')
  })
})
