import { readBrief } from '../../food/brief'
import type { TurnContext } from '../../turn-context'
import { findMentions } from '../../food/words'
import { bodyOf, clipped, listed } from '../../cookbook/notes'
import { LINES, line } from './phrases'
import type { AuthoredIngredient, AuthoredRecipe, Unit } from '../../cookbook/types'
import { food, kin } from '../../cookbook/foods'
import { amountText } from '../../cookbook/render'
import { ASK_ANSWERS } from '../../food/theme-words'
import { type Brief, fillSlots, type Lang } from '../../food/types'

/**
 * A specialist's answer to the host agent's own words this round (`host_turns: "self"`), which are data: an exclusion
 * stated is confirmed (the brief already has it), a food named taken up, a question answered, a rule dropped kept.
 */
export function hostReply(ctx: TurnContext, recipe: AuthoredRecipe): string {
  const words = ctx.hostWords?.trim()
  if (!words || ctx.role === 'host') return ''
  // The host's point as quoted back: its first sentence, at most about 90 characters, on one line.
  const plain = words.replace(/\s+/g, ' ')
  const quote = clipped(plain.match(/^.*?(?:[.!?](?=\s|$)|[。！？])/u)?.[0] ?? plain, 90)
  const stated = readBrief(words, ctx.lang).exclusions.filter((e) => e.traits.length || e.ingredients.length)
  const excluded = [...new Set(stated.flatMap((e) => e.excludes))].slice(0, 3)
  // A food of the recipe the host names, by the lexicon (an alias, either language), not by a word match of its own.
  const ids = new Set(findMentions(words).flatMap((m) => m.ids))
  const named = recipe.ingredients.filter((i) => ids.has(i.food))
  // Words that ask to drop a rule of the kitchen, in either language, are answered with the rule.
  const drops = (['ja', 'en'] as const).some((lang) => new RegExp(line(lang, 'drop_rule'), 'i').test(words))
  // The answer as the phrase data words it: the host quoted, then what the member takes from it.
  const side = LINES[ctx.lang][`${ctx.lang}.reply.${ctx.role}`]!
  const foods = excluded.length ? listed(ctx.lang, excluded) : named.length ? bodyOf(recipe, ctx.lang, named) : ''
  const said = (key: string) => line(ctx.lang, `reply.${key}`, { host: ctx.names.host, quote, side, foods })
  const many = named.length > 1 ? 'named_many' : 'named'
  const key = excluded.length ? 'excluded' : named.length ? many : /[?？]/.test(words) ? 'asks' : drops ? '' : 'taken'
  return [said('quote'), key && said(key), drops && said('drops')].filter(Boolean).join(ctx.lang === 'ja' ? '' : ' ')
}

const COUNTED: Unit[] = ['piece', 'pack', 'block', 'can', 'bunch', 'sheet', 'stick', 'slice', 'clove']
/** More than the recipe uses by this share is more than a cook's margin: said as left over, not just enough. */
const PLENTY = 1.25
/** The host's plain answer to whether an amount the theme has is enough: the adapted recipe's count or weight of it against it. */
export function enoughAnswer(brief: Brief, recipe: AuthoredRecipe, lang: Lang): string | undefined {
  const asked = brief.enough
  if (!asked) return undefined
  const counted = (i: AuthoredIngredient) =>
    typeof i.amount.qty === 'number' && (asked.unit ? i.amount.unit === asked.unit : COUNTED.includes(i.amount.unit))
  // A count said with no food is of the dish's own counted body (its noodles, its tofu).
  const of = (i: AuthoredIngredient) => (asked.foods.length ? asked.foods.includes(i.food) : i.does === 'body')
  // The food's own line, else one of its kind ("pasta", read as spaghetti, is the recipe's short pasta).
  const lines = recipe.ingredients.filter(counted)
  const item = lines.find(of) ?? lines.find((i) => asked.foods.some((id) => kin(id, i.food)))
  if (!item) return undefined
  const used = item.amount.qty as number
  // A count falls short by whole ones, a weight by tens of grams.
  const short = asked.unit ? Math.round((used - asked.qty) / 10) * 10 : Math.ceil(used - asked.qty)
  const answer = short > 0 ? 'short' : asked.qty >= used * PLENTY ? 'over' : 'enough'
  const gap = amountText({ amount: { ...item.amount, qty: Math.abs(short) } }, lang)
  const [need, name] = [amountText(item, lang), food(item.food).name[lang]]
  const said = { had: asked.said, need, food: name, servings: `${recipe.servings}`, gap }
  return fillSlots(ASK_ANSWERS[answer][lang], (k) => said[k as keyof typeof said])
}
