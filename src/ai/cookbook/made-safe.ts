import { findDishes } from '../food/brief'
import { ingredient } from '../food/catalogue'
import { HAZARDS, rawSeafoodOf } from '../food/hazards'
import { normalise } from '../food/match'
import { allNames, type Brief, type Text } from '../food/types'
import { DIETS } from '../food/words'
import { food } from './foods'
import { recipeFor, refsIn, stepTexts } from './load'
import type { AuthoredRecipe } from './types'

// A portion taken out names diets of the table's (knowledge/hazards.json `portion_diets`): a misspelt id stops the start.
for (const h of HAZARDS)
  for (const id of h.portion_diets ?? [])
    if (!DIETS.some((d) => d.key === id)) throw new Error(`knowledge/hazards.json: ${h.id}: no diet ${id}`)

/**
 * The brief a hazard made safe is cooked for: the theme's unsafe plan is what the hazard's `instead` overrides, so it
 * cannot also steer the dish away. A kitchen limit naming the hazard's unsafe method ("slow cooker only" for dried
 * kidney beans) and a rule naming no food whose words the safe way says ("no soak", "no boil": soaked, then boiled
 * hard) are lifted, and the dish asked is cooked the safe way rather than swapped for one that never meets the food.
 */
export function madeSafe(brief: Brief, theme = ''): Brief {
  const found = (brief.hazards ?? []).filter((f) => !f.refused)
  if (!found.length) return brief
  const rows = HAZARDS.filter((h) => found.some((f) => f.id === h.id))
  const equipment = brief.limits.equipment?.toLowerCase() ?? ''
  const plan = rows.some((h) => [...h.recipe.unsafe.en, ...h.recipe.unsafe.ja].some((w) => equipment.includes(w)))
  const instead = found.map((f) => f.instead.toLowerCase()).join(' ')
  // The little one's portion taken out before the seasoning (the baby's broth) keeps its diet: the family's pot is the
  // dish asked, cooked as it is, rather than a dish for the baby's age or one that lost its miso.
  const portion = DIETS.filter((d) => rows.some((h) => h.portion_diets?.includes(d.key)))
  const ofPortion = (x: Brief['exclusions'][number]) =>
    portion.some((d) => d.ids?.length && d.ids.every((id) => x.ingredients.includes(id)))
  const exclusions = brief.exclusions.filter(
    (x) =>
      !ofPortion(x) &&
      (x.traits.length || x.ingredients.length || !x.excludes.every((w) => instead.includes(w.toLowerCase()))),
  )
  const checks = portion.flatMap((d) => (d.check ? [d.check[brief.lang]] : []))
  const kept = {
    notes: brief.notes.filter((n) => !checks.includes(n)),
    ...(brief.diets && { diets: brief.diets.filter((id) => !portion.some((d) => d.key === id)) }),
  }
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
  // A raw dish asked about beside another dish the theme names (a sushi night: "can I have the sashimi?") is the question
  // and the other the meal, cooked as it is where it serves this audience nothing raw, without the raw dish's fish.
  const rawFish = rawSeafoodOf(brief.dishId, brief)
  const meal = rawFish.length
    ? findDishes(normalise(theme)).find((d) => d.dish.id !== brief.dishId && !rawSeafoodOf(d.dish.id, brief).length)
    : undefined
  if (meal) {
    const keyIngredientIds = keys.filter((id) => !rawFish.includes(id))
    const dish = { dishId: meal.dish.id, dish: meal.dish.name[brief.lang] }
    return { ...brief, ...kept, exclusions, limits, keyIngredientIds, ...dish }
  }
  // A dish raw by definition (sashimi) stays itself where its authors wrote it with the fish cooked through; else the
  // chooser cooks the nearest that cooks its fish.
  const cookable = !!brief.dishId && !!recipeFor(brief.dishId)?.variants?.some((v) => v.cooked_through)
  const raw = cookable ? [] : rawFish
  const named = raw.some((id) => keys.includes(id))
  const keyIngredientIds = [...keys, ...(named ? [] : raw)]
  return { ...brief, ...kept, exclusions, limits, keyIngredientIds, ...(raw.length && { dishId: null }), ...fresh }
}

/**
 * Where a portion's step goes (the baby's broth taken out): before the first step that puts in a food its diets rule
 * out, so the portion is taken unseasoned; undefined for any other step, which goes before the serving.
 */
export function portionAt(recipe: AuthoredRecipe, note: Text): number | undefined {
  const row = HAZARDS.find((h) => h.portion_diets && h.step?.en === note.en)
  const diets = DIETS.filter((d) => row?.portion_diets?.includes(d.key))
  const out = (id: string) =>
    diets.some((d) => d.ids?.includes(id) || d.traits.some((t) => food(id).traits.includes(t)))
  const refs = recipe.ingredients.filter((i) => out(i.food)).map((i) => i.ref)
  const at = recipe.steps.findIndex((s) => stepTexts(s).some((t) => refsIn(t).some((r) => refs.includes(r))))
  return at < 0 ? undefined : at
}
