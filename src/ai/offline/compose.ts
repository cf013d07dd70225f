import type { Brief, Exclusion } from '../food/types'
import type { TurnContext } from '../turn-context'
import { chooseDish, emojiDishes } from './choose'
import { type Cooked, cookFor } from './cookbook'
import { findIngredients } from '../food/catalogue'
import { composeRemix } from './remix'
import { hostReply } from './talk/host-reply'
import { refusal, turnOf } from './talk/panel'

/**
 * The offline panel, as a pure function of the structured turn: a member's prose for a turn, or
 * the agreed recipe as JSON for `recipe` and `revise`. The recipe is an authored one from the
 * cookbook, adapted to the brief (see cookbook.ts); the talk is made of that adaptation. Everything
 * is derived from the brief, the dish and the seed, so it runs as well in a worker as on the main
 * thread, and the same turn always reads the same.
 */
export function composeOffline(ctx: TurnContext): string {
  if (ctx.kind === 'turn' && (ctx.brief.unresolved?.length || ctx.brief.hazards?.some((h) => h.refused)))
    return refusal(ctx.brief, ctx.lang, ctx.seed)
  // A remix changes the parent recipe it was given; it never chooses a dish of its own.
  if (ctx.parent) return composeRemix({ ...ctx, parent: ctx.parent })
  // A theme of only an emoji (🍣) names a dish even when the brief reader saw no food in it.
  const read =
    ctx.brief.notFood && emojiDishes(ctx.theme).length ? { ...ctx.brief, notFood: false, interpreted: true } : ctx.brief
  const brief = ctx.kind === 'revise' && ctx.violations?.length ? withViolations(read, ctx.violations) : read
  const cooked = cooking(brief, ctx)
  if (ctx.kind !== 'turn') return JSON.stringify(cooked.draft)
  const said = turnOf(ctx, cooked)
  // After the host agent's own words, a member answers them first.
  const reply = hostReply(ctx, cooked.adaptation.recipe)
  return reply ? `${reply}${ctx.lang === 'ja' ? '' : ' '}${said}` : said
}

/**
 * Every turn of a discussion cooks the same adaptation: the last few are kept rather than adapted again per turn.
 * Room for more discussions than run at once: turns of 20 interleave, and a keep of 16 missed every one of them.
 */
const recent = new Map<string, Cooked>()
function cooking(brief: Brief, ctx: TurnContext): Cooked {
  const key = JSON.stringify([brief, ctx.dishId, ctx.seed, ctx.theme])
  const hit = recent.get(key)
  if (hit) return hit
  const cooked = cookFor({ brief, dishId: ctx.dishId, seed: ctx.seed, theme: ctx.theme })
  if (recent.size >= 256) recent.delete(recent.keys().next().value!)
  recent.set(key, cooked)
  return cooked
}

/**
 * A revision request: what the guard found is ruled out by name as well, so the adapter
 * substitutes those lines (or leaves them out) even where the offline catalogue had not seen the risk.
 */
function withViolations(brief: Brief, violations: NonNullable<TurnContext['violations']>): Brief {
  const ids = [
    ...new Set(violations.flatMap((v) => findIngredients(`${v.ingredient} ${v.line}`).map((f) => f.ingredient.id))),
  ]
  const extra: Exclusion = {
    kind: 'ingredient',
    name: violations.map((v) => v.exclusion).join(', '),
    excludes: violations.map((v) => v.ingredient),
    traits: [],
    ingredients: ids,
    terms: violations.map((v) => v.ingredient).filter((word) => word && !findIngredients(word).length),
  }
  return { ...brief, exclusions: [...brief.exclusions, extra] }
}

export { chooseDish }
