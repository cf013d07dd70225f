/**
 * The cookbook as a hosted model's grounding (issue 33): on an OpenAI-compatible model, every turn's prompt and the
 * synthesis carry the dish's authored recipe adapted to the brief (src/ai/prompts.ts `<cookbook>`), not the offline
 * model's own cooking, so it lives with the cookbook.
 */
import { withSafetySteps } from '../food/hazards'
import type { Brief, Text } from '../food/types'
import type { CookbookReference } from '../prompts'
import { adapt } from './adapt'
import { recipeFor } from './load'
import { fillRefs, render } from './render'
import type { Decision } from './types'

/**
 * The grounding a hosted model gets when the dish has an authored recipe the brief allows: the
 * recipe adapted as it would be published, the adapter's decisions and the authored notes, in
 * the discussion's language. Null when the cookbook has no recipe for the dish or declines it.
 */
export function cookbookReference(input: { brief: Brief; dishId: string; seed: number }): CookbookReference | null {
  const recipe = recipeFor(input.dishId)
  if (!recipe || input.brief.familyDish || input.brief.unknownDish) return null
  const a = adapt(recipe, input.brief, { seed: input.seed })
  if (a.declined) return null
  const lang = input.brief.lang
  const said = (texts: Text[]) => texts.map((t) => fillRefs(t[lang], a.recipe.ingredients, lang))
  return {
    recipe: withSafetySteps(render(a, input.brief.limits.asks), input.brief),
    decisions: said(a.decisions.map(decisionText)),
    notes: Object.fromEntries(
      Object.entries(a.recipe.notes).map(([role, texts]) => [role, said(texts)]),
    ) as CookbookReference['notes'],
  }
}

/** A decision as one sentence: a substitution says what it changes and why; the others carry their note. */
const decisionText = (d: Decision): Text =>
  d.kind === 'substitute' ? { ja: `${d.reason.ja} ${d.changes.ja}`, en: `${d.reason.en} ${d.changes.en}` } : d.note
