import { adapt } from '../cookbook/adapt'
import { calledAs } from '../cookbook/called'
import { recipeFor } from '../cookbook/load'
import { mealBrief, mealCooked, mealDishes, renderMeal } from '../cookbook/meal'
import { madeSafe } from '../cookbook/made-safe'
import { render } from '../cookbook/render'
import type { Adaptation } from '../cookbook/types'
import { dish as dishById } from '../food/dishes'
import { equipmentBreaks, isVesselWord } from '../food/asks'
import { checkRecipe } from '../food/guard'
import { checkHazards, withSafetySteps } from '../food/hazards'
import type { Brief, Text } from '../food/types'
import type { RecipeDraft } from '../prompts'
import { allowedFit, chooseDish, leftoverDishes, remadeFoods, versionOf } from './choose'
import { noneAllowed } from '../food/reader/permissions'

export { cookbookReference } from '../cookbook/reference'

/**
 * What the panel cooks, from the cookbook: an authored recipe adapted to the brief. A dish is published under its own
 * name only when it has an authored recipe; a dish the theme named that has none, or that the brief takes away what
 * defines (an egg-free tamagoyaki), is said aloud and the nearest authored dish is cooked under its own name instead.
 */
export type Cooked = {
  brief: Brief
  adaptation: Adaptation
  /** The recipe as published: the adaptation rendered, with each made-safe hazard's step. */
  draft: RecipeDraft
  /** The dish the theme asked for, when it is not what is cooked: no authored recipe, or declined and why. */
  asked?:
    | { name: string; why: 'no_recipe' | 'unknown' | 'kitchen' | 'too_slight' | 'version' }
    | { name: string; why: 'declined'; reason: Text }
    | { name: string; why: 'guard'; found: string[] }
  /** The theme's kitchen asks the published steps still break, when no authored dish keeps them (said aloud). */
  kitchen?: string[]
  /** What the guard finds in the published recipe that the brief rules out, when no dish tried is free of it. */
  found?: string[]
  /** Several dishes cooked as one meal (src/ai/cookbook/meal.ts). */
  meal?: true
}

/** How many authored dishes are tried, best first, for one that holds everything the theme asked. */
const TRIES = 6
/** How many are tried in all for one the guard passes, whatever else it cannot hold (said aloud). */
const GUARD_TRIES = 24

/** A published recipe lists at least four ingredients, as one created directly (the draft schema's floor). */
const publishable = (draft: RecipeDraft) => draft.ingredients_ja.length >= 4 && draft.ingredients_en.length >= 4

/**
 * The recipe as published and what it still breaks (the kitchen asks its steps break, "rice cooker only" and a frying
 * pan in a step; the guard's finds), said with the dish asked.
 */
function cookedOf(brief: Brief, a: Adaptation, note?: Cooked['asked'], made = render(a, brief.limits.asks)): Cooked {
  const draft = withSafetySteps(made, brief)
  const steps = { ja: draft.steps_ja, en: draft.steps_en }
  const kitchen = (brief.limits.asks ?? []).filter((ask) => equipmentBreaks(steps, [ask]).length)
  // What the guard would send back (a word of a step the substitution did not reach): known before it is said.
  const found = [...new Set([...checkRecipe(draft, brief), ...checkHazards(draft, brief)].map((v) => v.ingredient))]
  const said = { ...(note && { asked: note }), ...(kitchen.length && { kitchen }), ...(found.length && { found }) }
  return { brief, adaptation: a, draft, ...said }
}

/** Whether a cooked dish holds what the theme asked: the kitchen always; the time too unless the theme named it. */
const holds = (c: Cooked, named: boolean) =>
  !c.kitchen &&
  !c.found &&
  publishable(c.draft) &&
  (named || !c.adaptation.decisions.some((d) => d.kind === 'cannot' || (d.kind === 'time' && !d.held)))

type CookInput = { brief: Brief; dishId: string; seed: number; theme: string }

/** Several dishes asked as one meal are one recipe (src/ai/cookbook/meal.ts): the main cooked as one dish is, the rest kept where they hold it all. */
export function cookFor(input: CookInput): Cooked {
  const kept = (a: Adaptation) => holds(cookedOf(input.brief, a), true)
  const meal = mealDishes(input, { versionOf, leftoverDishes, chooseDish, kept })
  if (!meal) return cookOne(input)
  const brief = mealBrief(input.brief, meal)
  const main = cookOne({ ...input, brief, dishId: meal.ids[0] ?? input.dishId })
  const { merged, left } = mealCooked(meal, main.adaptation, brief, input.seed, kept)
  const told = { ...main.brief, unchecked: [...(main.brief.unchecked ?? []), ...left] }
  return merged ? { ...cookedOf(told, merged, main.asked, renderMeal(merged)), meal: true } : { ...main, brief: told }
}

function cookOne(input: CookInput): Cooked {
  const { seed, theme } = input
  // A vessel named ("one mess tin") is the kitchen, no dish; a dish left over is its foods cooked, not again from raw.
  const { unknownDish, ...rest } = input.brief
  const read: Brief = unknownDish && isVesselWord(unknownDish) ? rest : input.brief
  const leftovers = leftoverDishes(read, theme)
  // Of a dish left over, the foods the theme names are what is left (the turkey, not the onions roasted under it).
  const remade = remadeFoods(leftovers)
  const left = remade.filter((id) => read.keyIngredientIds.includes(id))
  const brief: Brief = { ...read, cooked: [...new Set([...(read.cooked ?? []), ...(left.length ? left : remade)])] }
  // The dish named is cooked in the version the theme's occasion asks for (a seder's brisket), unless its own recipe has
  // a variant written for the theme's kitchen (spring rolls baked in the toaster oven, not fresh rolls); one left over, never.
  const forKitchen = recipeFor(input.dishId)?.variants?.some((v) => v.asks?.some((a) => brief.limits.asks?.includes(a)))
  const version = input.dishId === brief.dishId && !forKitchen ? versionOf(read, theme) : input.dishId
  // The dish the theme named, as it named it: one named by its family, one the table does not know, the table's.
  const named = brief.dishId && (brief.dish ?? dishById(brief.dishId).name[brief.lang])
  const asked = leftovers.includes(version) ? null : (brief.familyDish?.name ?? brief.unknownDish ?? named)
  const own = !brief.familyDish && !brief.unknownDish && !leftovers.includes(version) ? recipeFor(version) : undefined
  let declined: Cooked['asked'] | undefined
  let first: Cooked | undefined
  // Without its own recipe, input.dishId is the chooser's first pick for this brief: tried, not skipped.
  const avoid: string[] = own ? [version] : []
  if (own) {
    const a = adapt(own, brief, { seed })
    const name = asked ?? own.title[brief.lang]
    if (!a.declined) {
      const cooked = cookedOf(brief, a)
      // A named dish whose steps the kitchen cannot keep gives way to the nearest that it can, said aloud.
      if (holds(cooked, true)) {
        const unheld = brief.versionAsked && { asked: { name: brief.versionAsked, why: 'version' as const } }
        return { ...cooked, draft: calledAs(cooked.draft, theme, version), ...unheld }
      }
      first = cooked
      const why = publishable(cooked.draft) ? 'kitchen' : 'too_slight'
      declined = cooked.found ? { name, why: 'guard', found: cooked.found } : { name, why }
    } else {
      declined = { name, why: 'declined', reason: a.declined.reason }
      const nearest = a.declined.nearest && recipeFor(a.declined.nearest)
      if (nearest) {
        const b = adapt(nearest, brief, { seed })
        const cooked = !b.declined && cookedOf(brief, b, declined)
        if (cooked && holds(cooked, false)) return cooked
        avoid.push(nearest.dish)
      }
    }
  }
  // A name the table does not know at all is not "a dish without a recipe": the host says it does not know it.
  const missing = brief.unknownDish && !brief.familyDish ? 'unknown' : 'no_recipe'
  const note: Cooked['asked'] | undefined = declined ?? (asked ? { name: asked, why: missing } : undefined)
  // The guard's word is never overruled: past the first few dishes, only one it passes is looked for.
  let clean: Cooked | undefined = first && !first.found && publishable(first.draft) ? first : undefined
  for (let i = 0; i < GUARD_TRIES && !clean; i++) {
    const id = chooseDish(read, seed, theme, avoid, leftovers)
    const recipe = recipeFor(id)
    if (!recipe) break
    const a = adapt(recipe, brief, { seed })
    avoid.push(id)
    if (a.declined) continue
    const cooked = cookedOf(brief, a, note)
    if (i < TRIES && holds(cooked, false)) return cooked
    first ??= cooked
    if (!cooked.found && publishable(cooked.draft)) clean = cooked
  }
  const cooked = clean ?? first
  if (!cooked) throw new Error('no authored recipe can be cooked for this brief')
  // Nothing tried holds it all: the first the guard passes is cooked, and the host says what it cannot keep.
  return cooked.adaptation.recipe.dish === own?.dish ? cooked : { ...cooked, ...(note && { asked: note }) }
}

/** The dish a read brief cooks, named as the cookbook titles it (as the host presents it) when the reading interpreted it. */
export function withDish(read: Brief, input: { theme: string; lang: 'ja' | 'en'; seed: number }) {
  const safe = madeSafe(read, input.theme)
  const fit = allowedFit(safe)
  // An allow-list no authored dish keeps with its main foods is said aloud in round 1, no dish changed into another.
  const brief = fit?.size === 0 ? { ...safe, hazards: [...(safe.hazards ?? []), noneAllowed(safe)] } : safe
  const named = brief.dishId && (!fit?.size || fit.has(brief.dishId)) ? brief.dishId : undefined
  const dishId = named ?? chooseDish(brief, input.seed, input.theme)
  const dish = recipeFor(dishId)?.title[input.lang] ?? dishById(dishId).name[input.lang]
  return { brief: brief.dish || !brief.interpreted ? brief : { ...brief, dish }, dishId }
}
