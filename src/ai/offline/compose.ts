import { withSafetySteps } from '../food/hazards'
import type { Brief, Exclusion } from '../food/types'
import type { TurnContext } from '../turn-context'
import { fitAsks } from './asks'
import { chooseDish, emojiDishes } from './choose'
import { findIngredients } from './food'
import { declinedFor, dishToCook, planDish } from './plan'
import { recipeOf } from './recipe'
import { composeRemix } from './remix'
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
  // A remix changes the parent recipe it was given; it never chooses a dish of its own.
  if (ctx.parent) return composeRemix({ ...ctx, parent: ctx.parent })
  const read = withEmoji(ctx)
  const brief = ctx.kind === 'revise' && ctx.violations?.length ? withViolations(read, ctx.violations) : read
  const plan = fitAsks(planDish(brief, dishFor(ctx, brief), ctx.seed))
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
  const fits =
    !declinedFor(dishToCook(brief, ctx.dishId).dish, brief) && (!emoji.length || emoji.some((d) => d.id === ctx.dishId))
  // A dish the theme named is kept when its kitchen allows it, however long it takes (the host says so);
  // a dish the panel chose must also fit the time.
  if (fits && holds(brief, ctx.dishId, ctx.seed, brief.dishId === ctx.dishId) === true) return ctx.dishId
  return askedChoice(brief, ctx, fits ? [ctx.dishId] : [])
}

/** Whether a dish's steps keep to the theme's kitchen and, unless it was named, to its time. */
function holds(brief: Brief, dishId: string, seed: number, named: boolean): 'kitchen' | boolean {
  const asks = brief.limits.asks ?? []
  const limit = brief.limits.minutes
  if (!asks.length && (named || !limit)) return true
  const plan = fitAsks(planDish(brief, dishId, seed))
  if (plan.asks?.unfit) return false
  return named || !limit || plan.minutes.final <= limit ? true : 'kitchen'
}

/**
 * The dish the brief would choose whose steps keep to the theme's kitchen (a rice cooker only, no
 * oven) and fit its time: the choice goes by what the methods and dishes declare, and the planned
 * steps are checked here. When none of the first few fits the time, the first that fits the
 * kitchen is cooked and the host says how far over it runs.
 */
function askedChoice(brief: Brief, ctx: TurnContext, avoid: string[]): string {
  const tried = [...avoid]
  let first: string | undefined
  let kitchen: string | undefined
  for (let i = 0; i < 6; i++) {
    const id = chooseDish(brief, ctx.seed, ctx.theme, tried)
    first ??= id
    const held = holds(brief, id, ctx.seed, false)
    if (held === true) return id
    if (held === 'kitchen') kitchen ??= id
    tried.push(id)
  }
  return kitchen ?? first!
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
  const ids = [
    ...new Set(violations.flatMap((v) => findIngredients(`${v.ingredient} ${v.line}`).map((f) => f.ingredient.id))),
  ]
  const terms = violations.map((v) => v.ingredient).filter((word) => word && !findIngredients(word).length)
  const extra: Exclusion = {
    kind: 'ingredient',
    name: violations.map((v) => v.exclusion).join(', '),
    excludes: violations.map((v) => v.ingredient),
    traits: [],
    ingredients: ids,
    terms,
  }
  return { ...brief, exclusions: [...brief.exclusions, extra] }
}

export { chooseDish }
