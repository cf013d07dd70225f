/**
 * What of an authored recipe's notes still holds once it is adapted: a note speaks of the recipe
 * as cooked only when every food it names is one of its ingredients (or water, ice, salt), the brief rules none of them
 * out nor makes unsafe (`contradictsBrief`), and it names no heat where nothing is heated nor a tool no step uses. The talk (src/ai/offline/talk)
 * says only such notes, so the chef of a gratin of bought white sauce gives no roux advice.
 */
import { contradictsBrief, effectiveMentions } from '../food/guard'
import { normalise } from '../food/match'
import type { Brief } from '../food/types'
import { food, leftoverOf } from './foods'
import { nutritionOf } from './render'
import type { AuthoredRecipe, AuthoredStep, Vessel } from './types'

/** The words of a note, in its language, that name heat, and each tool by the vessel it is. */
export type ToolWords = { heat: RegExp; tools: Array<[Vessel, RegExp]> }

/**
 * Whether a food a text names is one of these, or a word their names hold for a food of its kind: "beef" of "thinly
 * sliced beef", where the "rice" of "trim the rice" is not the rice vinegar's.
 */
export function among(ids: string[]): (m: ReturnType<typeof effectiveMentions>[number]) => boolean {
  const foods = ids.map(food)
  const kind = (f: (typeof foods)[number], m: ReturnType<typeof effectiveMentions>[number]) =>
    !m.ids.length || m.ids.some((id) => food(id).item?.group === f.item?.group)
  return (m) =>
    // A food's cooked form is that food ("rotisserie chicken" in a note of a dish cooking chicken thighs).
    m.ids.some((id) => ids.some((x) => leftoverOf(id, x))) ||
    (!!m.composite && ids.includes(m.composite.id)) ||
    foods.some(
      (f) =>
        kind(f, m) && [f.name.ja, f.name.en, ...f.aliases].some((n) => normalise(n).includes(normalise(m.surface))),
    ) ||
    // Water, ice or salt carry nothing to be missing: "water and dashi granules will do" is still this dish's note.
    (m.ids.length > 0 && m.ids.every((id) => !food(id).traits.length && food(id).item?.kcal === 0)) ||
    // "The broth" of a dish simmered in water or stock is its own liquid, not a stock it lacks.
    (!!m.item?.stock && foods.some((f) => f.item?.stock || f.item?.group === 'liquid')) ||
    (!m.ids.length &&
      !m.composite &&
      (!m.traits.length || foods.some((f) => f.traits.some((t) => m.traits.includes(t)))))
}

export function fits(note: string, recipe: AuthoredRecipe, brief: Brief, words: ToolWords): boolean {
  const vessels = new Set(recipe.steps.map((s) => s.vessel))
  return (
    effectiveMentions(note).every(among(recipe.ingredients.map((i) => i.food))) &&
    !contradictsBrief(note, brief).length &&
    (recipe.steps.some((s) => s.heat !== 'none') || !words.heat.test(note)) &&
    words.tools.every(([vessel, named]) => vessels.has(vessel) || !named.test(note))
  )
}

/** The words of a language's phrase lines (knowledge/phrases) that name heat (`note_heat`) and each tool (`note_tool.<vessel>`). */
export const toolWords = (lines: Record<string, string>): ToolWords => ({
  heat: new RegExp(lines.note_heat!, 'i'),
  tools: Object.entries(lines).flatMap(([k, v]) =>
    k.startsWith('note_tool.') ? [[k.slice(10) as Vessel, new RegExp(v, 'i')] as [Vessel, RegExp]] : [],
  ),
})

/**
 * Whether a home cook's note is a shortcut beside the chef's step: its words say it saves time or
 * work, and it does not buy what that step cooks (a rotisserie chicken for the poaching replaces it).
 */
export const sideShortcut = (note: string, step: AuthoredStep, recipe: AuthoredRecipe, saves: string) =>
  new RegExp(saves, 'i').test(note) && !effectiveMentions(note).some(among(foodsOf(step, recipe)))

/** The foods a step names, by `{ref}` or in words ("simmer until the broth coats the beef"). */
export const foodsOf = (s: AuthoredStep, recipe: AuthoredRecipe) =>
  recipe.ingredients
    .filter((i) => s.en.includes(`{${i.ref}}`) || effectiveMentions(s.en).some(among([i.food])))
    .map((i) => i.food)

/**
 * Staples whose salt is baked in: "use less baguette" is no advice on salt, so they are never named as where it is; a
 * dish holding one is no plate that wants rice or bread beside it.
 */
const STAPLES = new Set(['bread', 'noodle', 'grain', 'baking'])
export const hasStaple = (recipe: AuthoredRecipe) =>
  recipe.ingredients.some((i) => STAPLES.has(food(i.food).item?.group ?? ''))

/** The foods that carry most of a serving's salt and a cook can use less of, the saltiest first (at most two). */
export const saltiest = (recipe: AuthoredRecipe): string[] =>
  recipe.ingredients
    .map((i) => ({ id: i.food, salt: nutritionOf({ ingredients: [i], servings: 1 })!.salt_g }))
    .filter((i) => i.salt > 0 && !STAPLES.has(food(i.id).item?.group ?? ''))
    .sort((a, b) => b.salt - a.salt)
    .slice(0, 2)
    .map((i) => i.id)
