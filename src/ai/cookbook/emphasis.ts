/**
 * What the adapter does for a theme that asks more of one thing (knowledge/emphasis.json): a challenge's heat raised
 * in the recipe's own hot lines, or heat served on the side where children eat from the pot; a food to use up taken
 * by more servings or more of it in its lines, and what to do with the rest said.
 */
import { Type } from '@sinclair/typebox'
import data from '../../../knowledge/emphasis.json'
import { type Brief, fillSlots, type Text } from '../food/types'
import { food, kin } from './foods'
import { gramsOf } from './render'
import type { AuthoredIngredient, AuthoredRecipe, Decision } from './types'
import { validated } from './validate'

const text = Type.Object({ ja: Type.String({ minLength: 1 }), en: Type.String({ minLength: 1 }) })
const ids = Type.Array(Type.String({ pattern: '^[a-z][a-z0-9_]*$' }))
const EMPHASIS = validated(
  Type.Object({
    about: Type.String(),
    heat: Type.Object({
      factor: Type.Number({ minimum: 1 }),
      kept: ids,
      handle: ids,
      raised: text,
      handle_says: text,
      side: text,
    }),
    use_up: Type.Object({
      least_g: Type.Number({ minimum: 0 }),
      most_servings: Type.Integer({ minimum: 1 }),
      most_factor: Type.Number({ minimum: 1 }),
      enough: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
      used: text,
      short: text,
      foods: Type.Record(Type.String(), Type.Object({ whole_g: Type.Number({ exclusiveMinimum: 0 }), rest: text })),
    }),
  }),
  data,
  'knowledge/emphasis.json',
)
for (const id of [...EMPHASIS.heat.kept, ...EMPHASIS.heat.handle, ...Object.keys(EMPHASIS.use_up.foods)]) food(id)

const fill = (template: Text, values: Record<string, Text>): Text => ({
  ja: fillSlots(template.ja, (k) => values[k]!.ja),
  en: fillSlots(template.en, (k) => values[k]!.en),
})
const namesOf = (lines: AuthoredIngredient[]): Text => {
  const names = [...new Set(lines.map((i) => i.food))].map((id) => food(id).name.en)
  const ja = [...new Set(lines.map((i) => food(i.food).name.ja))].join('・')
  return { ja, en: names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]! }
}
const weight = (g: number): Text => {
  const [n, unit] = g >= 1000 ? [Math.round(g / 100) / 10, 'kg'] : [Math.round(g / 10) * 10, 'g']
  return { ja: `${n}${unit}`, en: `${n} ${unit}` }
}

/** A food that carries chilli heat: chilli, Sichuan pepper, gochujang, not a mustard's bite. */
export const carriesHeat = (id: string) => food(id).traits.includes('hot_spice') && !EMPHASIS.heat.kept.includes(id)
/** A recipe's own heat: its lines of foods that carry it, not its body. */
export const hotLines = (lines: AuthoredIngredient[]) => lines.filter((i) => i.does !== 'body' && carriesHeat(i.food))

/** The grams of a food to use up the brief names, where knowledge/emphasis.json knows the food and it is a lot; else 0. */
export function useUpGrams(brief: Pick<Brief, 'useUp'>): number {
  const asked = brief.useUp
  const known = asked && EMPHASIS.use_up.foods[asked.food]
  const grams = known ? (asked.unit === 'g' ? asked.qty : asked.qty * known.whole_g) : 0
  return grams >= EMPHASIS.use_up.least_g ? grams : 0
}

/** The share of the food to use up the recipe takes as written (1 at most), for the chooser: the dish whose body it is. */
export function useUpShare(recipe: AuthoredRecipe, brief: Pick<Brief, 'useUp'>): number {
  const want = useUpGrams(brief)
  return want ? Math.min(1, taken(recipe, brief.useUp!.food) / want) : 0
}
const taken = (recipe: AuthoredRecipe, id: string) =>
  recipe.ingredients.filter((i) => kin(i.food, id)).reduce((g, i) => g + gramsOf(i), 0)

/**
 * The heat and the food to use up the brief asks, applied before the recipe is scaled: the recipe with its hot lines
 * or the food's lines raised, the servings to scale to (the food to use up, where the theme names none), what is said.
 */
export function emphasised(
  recipe: AuthoredRecipe,
  base: AuthoredRecipe,
  brief: Brief,
): { recipe: AuthoredRecipe; servings?: number; decisions: Decision[] } {
  const decisions: Decision[] = []
  const said = (note: Text) => decisions.push({ kind: 'condition', what: 'occasion', note })
  const { heat, use_up } = EMPHASIS
  const hot = hotLines(recipe.ingredients)
  if (brief.heat === 'most' && hot.length) {
    recipe = raised(recipe, hot, heat.factor)
    const handled = hot.some((i) => heat.handle.includes(i.food))
    const note = fill(heat.raised, {
      names: namesOf(hot),
      factor: { ja: String(heat.factor), en: String(heat.factor) },
    })
    said(handled ? { ja: note.ja + heat.handle_says.ja, en: `${note.en} ${heat.handle_says.en}` } : note)
  }
  // The children's pot lost its heat to their exclusion: what it lost goes on the table for the adults.
  const gone = hotLines(base.ingredients).filter((i) => !recipe.ingredients.some((x) => x.food === i.food))
  if (brief.heat === 'side' && gone.length) said(fill(heat.side, { names: namesOf(gone) }))

  const want = useUpGrams(brief)
  const has = want && taken(recipe, brief.useUp!.food)
  if (!want || !has) return { recipe, decisions }
  // A dish that already takes (nearly) all of it is cooked as written, and says so.
  const short = has < want * use_up.enough
  const asked = brief.limits.servings
  const servings =
    short && !asked ? Math.min(use_up.most_servings, Math.ceil((recipe.servings * want) / has)) : undefined
  const factor = short && asked ? Math.min(use_up.most_factor, want / has) : 1
  const lines = recipe.ingredients.filter((i) => kin(i.food, brief.useUp!.food))
  if (factor > 1) recipe = raised(recipe, lines, factor)
  const used = (has * factor * (servings ?? asked ?? recipe.servings)) / recipe.servings
  const { name } = food(brief.useUp!.food)
  const note = fill(use_up.used, { name, amount: weight(want), used: weight(Math.min(used, want)) })
  const rest = fill(use_up.short, { rest: use_up.foods[brief.useUp!.food]!.rest })
  // A whole one has more than the dish takes (the leaves, the peel, the core): what to do with it is said too.
  said(
    used < want * use_up.enough || brief.useUp!.unit === 'whole'
      ? { ja: note.ja + rest.ja, en: `${note.en} ${rest.en}` }
      : note,
  )
  return { recipe, ...(servings && { servings }), decisions }
}

/** The lines given, their amounts times the factor (a quarter head counts as a quarter, 40 g as 40 g). */
const raised = (recipe: AuthoredRecipe, lines: AuthoredIngredient[], factor: number): AuthoredRecipe => ({
  ...recipe,
  ingredients: recipe.ingredients.map((i) =>
    lines.includes(i) && typeof i.amount.qty === 'number'
      ? { ...i, amount: { ...i.amount, qty: Math.round(i.amount.qty * factor * 4) / 4 } }
      : i,
  ),
})
