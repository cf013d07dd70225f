import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { briefForDish } from '../../../src/ai/cookbook/check'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { onHandMisfit } from '../../../src/ai/cookbook/on-hand'
import { render } from '../../../src/ai/cookbook/render'
import { readBrief } from '../../../src/ai/food/brief'
import { chooseDish } from '../../../src/ai/offline/choose'

// The reader gives `onlyFoods` (brief.onlyFoods) for 「…しかない」; these briefs are built by hand.
const only = (dishId: string, onlyFoods: string[]) => ({ ...briefForDish(dishId, { lang: 'ja' }), onlyFoods })

describe('a theme that has only some foods', () => {
  test('the extras it lacks are left out and said; the step that scattered them still ends as a sentence', () => {
    const a = adapt(recipeFor('microwave_egg_fried_rice')!, only('microwave_egg_fried_rice', ['rice', 'egg']), {
      seed: 1,
    })
    expect(a.recipe.ingredients.map((i) => i.food)).not.toContain('peas')
    expect(a.recipe.ingredients.map((i) => i.food)).not.toContain('green_onion')
    const said = a.decisions.flatMap((d) => (d.kind === 'condition' && d.what === 'answer' ? [d.note.ja] : []))
    expect(said).toEqual([expect.stringContaining('グリーンピース、長ねぎは入れずに作ります')])
    expect(render(a).steps_ja.at(-1)).toContain('味をととのえる。')
  })

  test('with no list of what there is, nothing is left out', () => {
    const a = adapt(recipeFor('microwave_egg_fried_rice')!, briefForDish('microwave_egg_fried_rice'), { seed: 1 })
    expect(a.recipe.ingredients.map((i) => i.food)).toContain('peas')
    expect(onHandMisfit(recipeFor('microwave_egg_fried_rice')!, { keyIngredientIds: [] })).toBe(0)
  })

  test('the chooser weighs a recipe by what it lacks of the list, not only by the foods it uses', () => {
    const theme = 'キャベツと豚肉しかない'
    const { onlyFoods, ...brief } = readBrief(theme, 'ja')
    const listed = { ...brief, onlyFoods: ['cabbage', 'pork'] }
    expect(onlyFoods).toEqual(listed.onlyFoods)
    const [free, held] = [chooseDish(brief, 1, theme), chooseDish(listed, 1, theme)].map((id) => recipeFor(id)!)
    expect(onHandMisfit(held, listed)).toBeLessThan(onHandMisfit(free, listed))
  })
})
