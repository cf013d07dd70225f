import { describe, expect, test } from 'bun:test'
import { limitsFit } from '../../../src/ai/cookbook/adapt'
import { hotLines } from '../../../src/ai/cookbook/emphasis'
import { asItself } from '../../../src/ai/cookbook/foods'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { madeSafe } from '../../../src/ai/cookbook/made-safe'
import { nutritionOf } from '../../../src/ai/cookbook/render'
import { readBrief } from '../../../src/ai/food/brief'
import { dish } from '../../../src/ai/food/dishes'
import type { Lang } from '../../../src/ai/food/types'
import { chooseDish, versionOf } from '../../../src/ai/offline/choose'
import { seedOf } from '../../../src/ai/offline/random'

const langOf = (theme: string): Lang => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en')
/** The dish the chooser cooks for a theme (the named one in its version), for a seed. */
function chosen(theme: string, seed = seedOf(theme)) {
  const brief = madeSafe(readBrief(theme, langOf(theme)))
  const d = dish(brief.dishId ? versionOf(brief, theme) : chooseDish(brief, seed, theme))
  return { brief, d, recipe: recipeFor(d.id)! }
}
const SEEDS = [1, 2, 3, 4, 5]

describe('a cuisine asked with less heat is that cuisine, and mild', () => {
  test.each([
    ['something Korean, not too spicy', 'korean'],
    ['韓国っぽい晩ごはんで、辛くないのがいい', 'korean'],
    ['かんこくりょうりで、辛くないのがいい', 'korean'],
    ['タイ料理、でも辛さ控えめで', 'thai'],
    ['タイ料理が食べたい、辛いのは苦手', 'thai'],
    ['インド料理で辛くないもの', 'indian'],
    ['somethin thai but mild pls', 'thai'],
  ])('%s', (theme, cuisine) => {
    for (const seed of SEEDS) {
      const { d, recipe } = chosen(theme, seed)
      expect(`${theme} ${seed}: ${d.cuisine}`).toBe(`${theme} ${seed}: ${cuisine}`)
      // At most one hot seasoning, which the mild ask then halves; never a hot curry.
      const hot = hotLines(recipe.ingredients.filter((i) => i.does !== 'garnish'))
      expect(new Set(hot.map((i) => i.food)).size, `${theme} ${d.id}`).toBeLessThanOrEqual(1)
    }
  })
})

describe("a crowd's main course is a filling one", () => {
  test.each([
    'potluck main for 35 people',
    'cooking dinner for 30 at the club',
    '40人分の夕飯をつくります',
    'feeding 25 at the youth group tonight',
  ])(
    '%s',
    (theme) => {
      for (const seed of SEEDS) {
        const { d, recipe } = chosen(theme, seed)
        expect(nutritionOf(recipe).protein_g, `${theme}: ${d.id}`).toBeGreaterThanOrEqual(15)
      }
    },
    30_000,
  )
})

describe('a food the cook has only is in the dish itself, not a kin of it', () => {
  test.each([
    ["I've only got ground turkey, what can I make for dinner?", 'turkey'],
    ['turkey is all i have in the fridge', 'turkey'],
    ['冷蔵庫に七面鳥しかない', 'turkey'],
  ])('%s', (theme, food) => {
    const { d, recipe } = chosen(theme)
    expect(
      recipe.ingredients.some((i) => asItself(i.food, food)),
      d.id,
    ).toBe(true)
  })
})

describe('a theme that asks nothing gets a safe, short, everyday dish', () => {
  test.each(['that thing', 'idk, something', 'あれ', 'hmm'])('%s', (theme) => {
    for (const seed of SEEDS) {
      const { brief, d, recipe } = chosen(theme, seed)
      expect(d.method, d.id).not.toBe('deep_fry')
      expect(d.servedRaw ?? [], d.id).toEqual([])
      expect(limitsFit(recipe, brief).minutes, d.id).toBeLessThanOrEqual(45)
    }
  })
})

describe('a mood asking effort is not met by a quick bowl', () => {
  test.each([
    'something a bit fancy for dinner',
    'ちょっと手間かけたい週末の夕飯',
    'I want to put in some effort tonight',
  ])('%s', (theme) => {
    for (const seed of SEEDS) {
      const { brief, d, recipe } = chosen(theme, seed)
      expect(limitsFit(recipe, brief).minutes, d.id).toBeGreaterThanOrEqual(30)
    }
  })
})

describe('a kind said bare, or a dish by its plain name, is that kind', () => {
  test.each([
    ["I'd like to bake a simple homemade loaf.", /bread|loaf|パン/i],
    ['lupin + soy allergic, a homemade loaf please', /bread|loaf|パン/i],
    ['フライパンで焼くチャパティ作りたい', /chapati/i],
    ['chapati in a skillet tonight', /chapati/i],
    ['ごまアレルギーです。ほうれん草の和え物みたいな副菜をごま抜きで', /spinach/i],
  ])('%s', (theme, name) => {
    const { d } = chosen(theme)
    expect([d.name.en, d.name.ja, ...(d.aliases ?? [])].join(' / ')).toMatch(name)
  })
})
