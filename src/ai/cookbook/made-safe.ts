import { HAZARDS } from '../food/hazards'
import { normalise } from '../food/match'
import type { Brief } from '../food/types'
import { findMentions } from '../food/words'

/**
 * The brief a hazard made safe is cooked for: the theme's unsafe plan is what the hazard's `instead` overrides, so it
 * cannot also steer the dish away. A kitchen limit naming the hazard's unsafe method ("slow cooker only" for dried
 * kidney beans) and a rule naming no food whose words the safe way says ("no soak", "no boil": soaked, then boiled
 * hard) are lifted, and the dish asked is cooked the safe way rather than swapped for one that never meets the food.
 * A food already kept out for hours is thrown away and cooked fresh in the dish: the rice left out overnight is no
 * leftover to fry.
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
  // A food kept out too long (its row's refused words said, the dish still cooked) is cooked fresh, not used as left.
  const spoilt = found.filter((f) => rows.some((h) => h.id === f.id && h.refused?.[brief.lang] === f.instead))
  const gone = spoilt.flatMap((f) => findMentions(normalise(f.name)).flatMap((m) => m.ids))
  const cooked = brief.cooked?.filter((id) => !gone.includes(id))
  return { ...brief, exclusions, limits, ...(cooked && { cooked }) }
}
