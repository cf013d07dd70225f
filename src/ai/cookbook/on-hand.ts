/**
 * A theme that says it has only some foods (「冷やご飯と卵1個しかない」: `brief.onlyFoods`, read by the brief reader):
 * a recipe's lines beyond them and the pantry (knowledge/cookbook.json `only_foods`: salt, oil, soy sauce…) are what
 * the cook lacks. The chooser weighs them against a recipe; the adapter leaves out those the dish does without, aloud,
 * and says those it cannot.
 */
import type { Brief } from '../food/types'
import { food, kin } from './foods'
import { RULES } from './rules'
import type { AuthoredIngredient, AuthoredRecipe } from './types'

const ONLY = RULES.only_foods
/** The brief as the reader gives the foods it says it has only (a field read26's reader adds). */
export type OnHand = Pick<Brief, 'keyIngredientIds'> & { onlyFoods?: string[] }

/** The lines a recipe takes that the theme says it does not have: none where it names no such list. */
export function notHad(lines: AuthoredIngredient[], brief: OnHand): AuthoredIngredient[] {
  const only = brief.onlyFoods ?? []
  if (!only.length) return []
  const pantry = (i: AuthoredIngredient) => ONLY.pantry_groups.includes(food(i.food).item?.group ?? '')
  return lines.filter((i) => !pantry(i) && !only.some((k) => kin(i.food, k) || kin(k, i.food)))
}

/** How far a recipe is from what there is: each body line lacked weighs most, an extra (a garnish, an optional) least. */
export const onHandMisfit = (recipe: AuthoredRecipe, brief: OnHand): number =>
  notHad(recipe.ingredients, brief).reduce(
    (n, i) =>
      n +
      (i.optional || i.does === 'garnish'
        ? ONLY.points.extra
        : i.does === 'body'
          ? ONLY.points.body
          : ONLY.points.other),
    0,
  )
