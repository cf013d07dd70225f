import { readBrief } from '../../food/brief'
import type { PanelRole, TurnContext } from '../../turn-context'
import { food } from '../../cookbook/foods'
import { clipped, listed } from './facts'
import { LINES, line } from './phrases'
import type { AuthoredRecipe } from '../../cookbook/types'

/**
 * A specialist's answer to the host agent's own words this round (`host_turns: "self"`), which are data: an exclusion
 * stated is confirmed (the brief already has it), a food named taken up, a question answered, a rule dropped kept.
 */

/** The host's point as quoted back: its first sentence, at most about 90 characters, on one line. */
export function quotedPoint(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim()
  return clipped(plain.match(/^.*?(?:[.!?](?=\s|$)|[。！？])/u)?.[0] ?? plain, 90)
}

export function hostReply(ctx: TurnContext, recipe: AuthoredRecipe): string {
  const words = ctx.hostWords?.trim()
  if (!words || ctx.role === 'host') return ''
  const role = ctx.role as Exclude<PanelRole, 'host'>
  const host = ctx.names.host
  const quote = quotedPoint(words)
  const stated = readBrief(words, ctx.lang).exclusions.filter((e) => e.traits.length || e.ingredients.length)
  const excluded = [...new Set(stated.flatMap((e) => e.excludes))].slice(0, 3)
  const lower = words.toLowerCase()
  // A line the host names, in full ("cooked rice") or, in English, by its last word ("rice").
  const names = (name: string) => {
    const full = name.toLowerCase()
    const last = ctx.lang === 'en' ? (full.split(' ').at(-1) ?? '') : ''
    return [full, ...(last.length >= 4 && last !== full ? [last] : [])]
  }
  const mentions = (word: string) =>
    ctx.lang === 'en'
      ? new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\b`).test(lower)
      : lower.includes(word)
  const foods = [...new Set(recipe.ingredients.map((i) => food(i.food).name[ctx.lang]))]
  const named = foods.filter((name) => names(name).some(mentions)).slice(0, 2)
  const asks = /[?？]/.test(words)
  // Words that ask to drop a rule of the kitchen, in either language, are answered with the rule.
  const drops = (['ja', 'en'] as const).some((lang) => new RegExp(line(lang, 'drop_rule'), 'i').test(words))
  // The answer as the phrase data words it: the host quoted, then what the member takes from it.
  const said = (key: string, slots: Record<string, string> = {}) =>
    line(ctx.lang, `reply.${key}`, { host, quote, ...slots })
  const side = LINES[ctx.lang][`${ctx.lang}.reply.${role}`]!
  const parts = [said('quote')]
  if (excluded.length) parts.push(said('excluded', { foods: listed(ctx.lang, excluded) }))
  else if (named.length)
    parts.push(said(named.length > 1 ? 'named_many' : 'named', { side, foods: listed(ctx.lang, named) }))
  else if (asks) parts.push(said('asks', { side }))
  else if (!drops) parts.push(said('taken'))
  if (drops) parts.push(said('drops'))
  return parts.join(ctx.lang === 'ja' ? '' : ' ')
}
