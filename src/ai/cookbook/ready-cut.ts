/**
 * A kitchen with no knife or board buys its vegetables and meat ready-cut, or snips them with kitchen scissors: a
 * line whose preparation the ask rules out says so in place of the cut (knowledge/cookbook.json `ready_cut`), so
 * no line is left that the cook cannot prepare.
 */
import { prepsBreak } from '../food/asks'
import type { Brief } from '../food/types'
import { food } from './foods'
import { RULES } from './rules'
import type { AuthoredRecipe } from './types'

export function readyCut(recipe: AuthoredRecipe, brief: Pick<Brief, 'limits'>): AuthoredRecipe {
  const asks = (brief.limits.asks ?? []).filter((a) => RULES.ready_cut.asks.includes(a))
  if (!asks.length) return recipe
  const bought = (id: string) => RULES.ready_cut.groups.includes(food(id).item?.group ?? '')
  const ingredients = recipe.ingredients.map((i) =>
    bought(i.food) && prepsBreak([i], asks) ? { ...i, prep: { ...RULES.ready_cut.prep } } : i,
  )
  return { ...recipe, ingredients }
}
