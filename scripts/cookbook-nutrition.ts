/**
 * `bun scripts/cookbook-nutrition.ts [n] [salt g]`: energy, protein and salt per serving of every
 * authored recipe and variant (src/ai/cookbook/render.ts nutritionOf), as their spread by category
 * and the n highest of each (10 unless given), with the lines that give most: where a food's figure
 * or a recipe's amount is wrong, it shows first here. Also which recipes have no energy figure, and
 * why, and every version over a salt figure a serving (3.5 g unless given) with its saltiest lines.
 */
import { food } from '../src/ai/cookbook/foods'
import { RECIPES, versionOf } from '../src/ai/cookbook/load'
import { nutritionOf } from '../src/ai/cookbook/render'
import type { AuthoredIngredient } from '../src/ai/cookbook/types'

const top = Number(process.argv[2] ?? 10)
const saltAbove = Number(process.argv[3] ?? 3.5)
const FIGURES = ['kcal', 'protein_g', 'salt_g'] as const
type Figure = (typeof FIGURES)[number]

const versions = RECIPES.flatMap((recipe) =>
  [undefined, ...(recipe.variants ?? [])].map((variant) => {
    const { ingredients } = versionOf(recipe, variant)
    const nutrition = nutritionOf({ ingredients, servings: recipe.servings })!
    return { id: variant ? `${recipe.dish}/${variant.id}` : recipe.dish, recipe, ingredients, nutrition }
  }),
)

const at = (sorted: number[], p: number) => sorted[Math.floor(p * (sorted.length - 1))]
const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return `n ${sorted.length}, p5 ${at(sorted, 0.05)}, median ${at(sorted, 0.5)}, p95 ${at(sorted, 0.95)}, max ${sorted.at(-1)}`
}
const lineFigure = (ingredient: AuthoredIngredient, servings: number, figure: Figure) =>
  nutritionOf({ ingredients: [ingredient], servings })![figure] ?? 0

/** A version's figure with the three lines that give most of it. */
function described(v: (typeof versions)[number], figure: Figure): string {
  const most = [...v.ingredients]
    .map((i) => ({ i, value: lineFigure(i, v.recipe.servings, figure) }))
    .sort((a, b) => b.value - a.value)
    .slice(0, 3)
    .map(({ i, value }) => `${i.food} ${JSON.stringify(i.amount.qty ?? '')} ${i.amount.unit} = ${value}`)
  return `  ${v.id} (serves ${v.recipe.servings}): ${v.nutrition[figure]}  ← ${most.join('; ')}`
}

for (const figure of FIGURES) {
  const known = versions.filter((v) => v.nutrition[figure] !== null)
  console.log(`\n${figure} per serving: ${spread(known.map((v) => v.nutrition[figure]!))}`)
  for (const category of new Set(known.map((v) => v.recipe.category)))
    console.log(
      `  ${category}: ${spread(known.filter((v) => v.recipe.category === category).map((v) => v.nutrition[figure]!))}`,
    )
  for (const v of [...known].sort((a, b) => b.nutrition[figure]! - a.nutrition[figure]!).slice(0, top))
    console.log(described(v, figure))
}

const salty = versions
  .filter((v) => v.nutrition.salt_g > saltAbove)
  .sort((a, b) => b.nutrition.salt_g - a.nutrition.salt_g)
console.log(`\nsalt over ${saltAbove} g a serving: ${salty.length} of ${versions.length}`)
for (const v of salty) console.log(described(v, 'salt_g'))

const unknown = versions.filter((v) => v.nutrition.kcal === null)
console.log(`\nno energy figure (a food without figures): ${unknown.length} of ${versions.length}`)
for (const v of unknown)
  console.log(
    `  ${v.id}: ${[...new Set(v.ingredients.filter((i) => !food(i.food).item).map((i) => i.food))].join(', ')}`,
  )
