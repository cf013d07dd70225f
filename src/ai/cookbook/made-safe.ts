import { findDishes } from '../food/brief'
import { ingredient } from '../food/catalogue'
import { HAZARDS, rawSeafoodOf } from '../food/hazards'
import { normalise } from '../food/match'
import { allNames, type Brief } from '../food/types'
import { recipeFor } from './load'

/**
 * The brief a hazard made safe is cooked for: the theme's unsafe plan is what the hazard's `instead` overrides, so it
 * cannot also steer the dish away. A kitchen limit naming the hazard's unsafe method ("slow cooker only" for dried
 * kidney beans) and a rule naming no food whose words the safe way says ("no soak", "no boil": soaked, then boiled
 * hard) are lifted, and the dish asked is cooked the safe way rather than swapped for one that never meets the food.
 */
export function madeSafe(brief: Brief): Brief {
  const found = (brief.hazards ?? []).filter((f) => !f.refused)
  if (!found.length) return brief
  const rows = HAZARDS.filter((h) => found.some((f) => f.id === h.id))
  const equipment = brief.limits.equipment?.toLowerCase() ?? ''
  const plan = rows.some((h) => [...h.recipe.unsafe.en, ...h.recipe.unsafe.ja].some((w) => equipment.includes(w)))
  const instead = found.map((f) => f.instead.toLowerCase()).join(' ')
  const exclusions = brief.exclusions.filter(
    (x) => x.traits.length || x.ingredients.length || !x.excludes.every((w) => instead.includes(w.toLowerCase())),
  )
  const { minutes, servings } = brief.limits
  const limits = plan ? { ...(minutes && { minutes }), ...(servings && { servings }) } : brief.limits
  // A food only the unsafe act names ("the oil's hot" of a frozen turkey for the fryer) is that plan, not a food to cook.
  const acts = rows.flatMap((h) => [...(h.needs?.en ?? []), ...(h.needs?.ja ?? [])]).join('\n')
  // Food thrown away (yesterday's curry, left out overnight) is the dish its name names, cooked fresh: not a food to
  // cook with, nor a dish built on it, nor one the theme's other words name (its pot read as a hot pot).
  const thrown = found.filter((f) => f.discard).map((f) => normalise(f.name))
  const fresh = thrown.flatMap((name) => findDishes(name).map((d) => ({ dishId: d.dish.id, dish: name })))[0]
  const keys = brief.keyIngredientIds.filter(
    (id) => !allNames(ingredient(id)).some((n) => acts.includes(n.toLowerCase()) || thrown.some((t) => n.includes(t))),
  )
  // A dish raw by definition (sashimi) stays itself where its authors wrote it with the fish cooked through; else the
  // chooser cooks the nearest that cooks its fish.
  const cookable = !!brief.dishId && !!recipeFor(brief.dishId)?.variants?.some((v) => v.cooked_through)
  const raw = cookable ? [] : rawSeafoodOf(brief.dishId, brief)
  const named = raw.some((id) => keys.includes(id))
  const keyIngredientIds = [...keys, ...(named ? [] : raw)]
  return { ...brief, exclusions, limits, keyIngredientIds, ...(raw.length && { dishId: null }), ...fresh }
}
