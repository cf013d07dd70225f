/**
 * Cooking for a crowd as a cook plans it (knowledge/cookbook.json `scaling`): the pots the theme says it has
 * (`vessels`), amounts as they are bought (`bought`), and the time that grows otherwise than the amounts
 * (`time`: the peeling and cutting, and a big pot coming to the boil).
 */
import type { Text } from '../food/types'
import { food } from './foods'
import { pieceGrams, qtyOf } from './render'
import { RULES, say } from './rules'
import type { AuthoredIngredient, AuthoredRecipe, AuthoredStep, Vessel } from './types'

const S = RULES.scaling

/**
 * The pots the theme's asks say it has: how many at once, how many servings one holds, and, where it states any for
 * more than a pot holds, the size each must be to hold the dish between them at once (`litres`): a cook who says
 * "one big pot" for 20 cooks in one pot for 20, not in batches; a size stated too small is cooked in rounds of it.
 */
export function statedPots(asks: string[] = [], to = 0) {
  const V = S.vessels
  const said = asks.map((id) => V.asks[id]).filter((v) => v !== undefined)
  const count = said.find((v) => v.count)?.count
  const [vessel, size, p] = [V.vessel as Vessel, said.find((v) => v.holds)?.holds, count ?? 1]
  const holds = Math.ceil(to / p)
  // A size stated that cannot hold it (one 20 litre pot for 50) is cooked in rounds of what it holds.
  if (!said.length || to <= S.holds[vessel] || (size && size < holds))
    return { vessel, ...(count && { count }), ...(size && { holds: size }) }
  const litres = V.sizes_l.find((l) => l >= holds * V.litres_per_serving) ?? V.sizes_l.at(-1)!
  return { vessel, count: p, holds, litres }
}

/** The first step in the stated pots, naming their size: all the servings at once in one, or about as many in each. */
export function inSizedPots(steps: AuthoredStep[], pots: ReturnType<typeof statedPots>, n: number): AuthoredStep[] {
  const at = steps.findIndex((st) => st.heat !== 'none' && st.vessel === pots.vessel)
  if (!pots.litres || at < 0) return steps
  const said = say(pots.count === 1 ? 'pot_size' : 'pot_size_each', { ...pots, n, p: pots.count, k: pots.holds })
  return steps.map((st, i) => (i === at ? { ...st, ja: st.ja + said.ja, en: st.en + said.en } : st))
}

/**
 * A counted amount scaled up as it is bought: parts of a food that make a whole one or more are counted whole,
 * to the half (30 leaves of cabbage are 1 1/2 cabbages), and many small pieces are weighed (14 knobs of ginger
 * are 140 g). Else the amount as it was.
 */
export function bought(item: AuthoredIngredient, amount: AuthoredIngredient['amount']): AuthoredIngredient['amount'] {
  if (!RULES.units[amount.unit].counted || typeof amount.qty !== 'number' || S.halves.includes(item.food)) return amount
  const f = food(item.food)
  const [each, whole] = [pieceGrams(f, amount.unit), pieceGrams(f)]
  if (!each) return amount
  if (whole && whole > each * 1.5 && amount.qty * each >= whole)
    return { qty: Math.max(1, Math.round((amount.qty * each * 2) / whole) / 2), unit: 'piece' }
  if (amount.qty < S.bought.from || each < S.bought.min_g || each > S.bought.under_g) return amount
  const grams = amount.qty * each
  return grams >= 1000
    ? { qty: Math.round(grams / 100) / 10, unit: 'kg' }
    : { qty: Math.round(grams / 10) * 10, unit: 'g' }
}

/** A first step for the peeling and cutting of a recipe scaled up far enough that it takes a while of its own. */
export function crowdPrep(recipe: AuthoredRecipe, to: number): AuthoredStep | null {
  const factor = to / recipe.servings
  const prepared = recipe.ingredients.filter((i) => i.prep).length
  if (factor < S.time.prep_from || !prepared) return null
  const minutes = Math.round((prepared * S.time.prep_minutes_per_line * factor ** S.time.prep_power) / 5) * 5
  const values = { n: to, minutes }
  return { ...say('crowd_prep', values), heat: 'none', vessel: 'board', minutes, cue: say('crowd_prep_cue', {}) }
}

/**
 * The step that first heats the liquid of a recipe scaled up, with the minutes a pot holding more than the
 * recipe's own takes to come to the boil, said where they matter.
 */
export function boiledUp(base: AuthoredRecipe, scaled: AuthoredRecipe, batches: number): AuthoredStep[] {
  const litres = (r: AuthoredRecipe) =>
    r.ingredients
      .filter((i) => i.does === 'liquid' && RULES.units[i.amount.unit].ml)
      .reduce((n, i) => n + (qtyOf(i.amount) * RULES.units[i.amount.unit].ml!) / 1000, 0)
  const perPot = litres(scaled) / Math.max(1, batches)
  const minutes = Math.round(S.time.boil_minutes_per_litre * (perPot - litres(base)))
  const liquids = scaled.ingredients.filter((i) => i.does === 'liquid').map((i) => `{${i.ref}}`)
  const at = scaled.steps.findIndex((st) => st.heat !== 'none' && liquids.some((ref) => st.en.includes(ref)))
  if (at < 0 || minutes < S.time.boil_said_from) return scaled.steps
  const said: Text = say('boil_up', { litres: Math.round(perPot * 2) / 2, minutes })
  return scaled.steps.map((st, i) =>
    i === at ? { ...st, ja: st.ja + said.ja, en: st.en + said.en, minutes: st.minutes + minutes } : st,
  )
}
