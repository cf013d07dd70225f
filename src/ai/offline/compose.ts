import { withSafetySteps } from '../food/hazards'
import type { Brief, Exclusion } from '../food/types'
import type { TurnContext } from '../turn-context'
import { chooseDish, emojiDishes } from './choose'
import { dish, findIngredients } from './food'
import { declinedFor, dishToCook, planDish } from './plan'
import { recipeOf } from './recipe'
import { ENGLISH, refusalEn } from './talk/en'
import { JAPANESE, refusalJa } from './talk/ja'
import { hostReply } from './talk/host-reply'
import { sceneOf } from './talk/scene'

/**
 * The offline panel, as a pure function of the structured turn: a member's prose for a turn, or
 * the agreed recipe as JSON for `recipe` and `revise`. Everything is derived from the brief, the
 * dish and the seed, so it runs as well in a worker as on the main thread, and the same turn
 * always reads the same.
 */
export function composeOffline(ctx: TurnContext): string {
  if (ctx.kind === 'turn' && (ctx.brief.unresolved?.length || ctx.brief.hazards?.some((h) => h.refused))) {
    return ctx.lang === 'ja' ? refusalJa(ctx.theme, ctx.brief) : refusalEn(ctx.theme, ctx.brief)
  }
  const read = withEmoji(ctx)
  const brief = ctx.kind === 'revise' && ctx.violations?.length ? withViolations(read, ctx.violations) : read
  const plan = planDish(brief, dishFor(ctx, brief), ctx.seed)
  if (ctx.kind !== 'turn') return JSON.stringify(withSafetySteps(recipeOf(plan), brief))
  const scene = sceneOf({ ...ctx, brief: read }, plan)
  const said = (ctx.lang === 'ja' ? JAPANESE : ENGLISH)[ctx.role][ctx.round](scene)
  // After the host agent's own words, a member answers them first.
  const reply = hostReply(ctx, plan)
  return reply ? `${reply}${ctx.lang === 'ja' ? '' : ' '}${said}` : said
}

/**
 * The dish of the turn: the caller's, unless the brief takes away what it is (an egg-free tamagoyaki
 * is not cooked by quietly leaving the egg out); then the dish the brief would choose instead.
 */
function dishFor(ctx: TurnContext, brief: Brief): string {
  const emoji = ctx.brief.notFood ? emojiDishes(ctx.theme) : []
  const fits = !declinedFor(dishToCook(brief, ctx.dishId).dish, brief) && (!emoji.length || emoji.some((d) => d.id === ctx.dishId))
  return fits ? ctx.dishId : chooseDish(brief, ctx.seed, ctx.theme)
}

/** A theme of only an emoji (🍣) names a dish even when the brief reader saw no food in it. */
function withEmoji(ctx: TurnContext): Brief {
  if (!ctx.brief.notFood || !emojiDishes(ctx.theme).length) return ctx.brief
  return { ...ctx.brief, notFood: false, interpreted: true }
}

/**
 * A revision request: what the guard found is ruled out by name as well, so the next recipe
 * leaves those lines out (or swaps them) even where the offline catalogue had not seen the risk.
 */
function withViolations(brief: Brief, violations: NonNullable<TurnContext['violations']>): Brief {
  const ids = [...new Set(violations.flatMap((v) => findIngredients(`${v.ingredient} ${v.line}`).map((f) => f.ingredient.id)))]
  const terms = violations.map((v) => v.ingredient).filter((word) => word && !findIngredients(word).length)
  const extra: Exclusion = { kind: 'ingredient', name: violations.map((v) => v.exclusion).join(', '), excludes: violations.map((v) => v.ingredient), traits: [], ingredients: ids, terms }
  return { ...brief, exclusions: [...brief.exclusions, extra] }
}

export { chooseDish }
