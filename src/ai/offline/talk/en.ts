import { NAME_LIKE } from '../../food/theme-words'
import type { Brief, Trait } from '../../food/types'
import type { PanelRole } from '../../turn-context'
import { oneDecimal } from '../amounts'
import { Kit, starItems } from '../cook'
import { perServingText } from '../cook/common'
import { listEn } from '../cook/kit'
import type { Item } from '../plan'
import { lineEn } from '../recipe'
import type { Scene } from './scene'

/**
 * The English panel: what each member says in each round, phrased from the scene. Every sentence
 * carries something of this dish or this brief (a name, an amount, a figure), so no two themes
 * read alike.
 */

/** The lines a cook would name first: the dish's body, not its seasoning or garnish. */
const mainItems = (p: Scene['plan']) => {
  const body = p.items.filter((i) => !['seasoning', 'garnish', 'fat', 'ice', 'sweet'].includes(i.role))
  return (body.length ? body : p.items).slice(0, 4)
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const dish = (s: Scene) => s.plan.name.en
const Dish = (s: Scene) => cap(dish(s))
const amount = (i: Item) => lineEn(i.amount.en, i.ing)
const name = (i: Item) => i.ing.name.en
const names = (items: Item[]) => listEn(items.map(name))
const mins = (m: number) => Kit.minutes(m).en

const TRAIT: Record<Trait, string> = {
  meat: 'meat',
  fish: 'fish',
  shellfish: 'shellfish',
  egg: 'egg',
  milk: 'dairy',
  honey: 'honey',
  wheat: 'wheat',
  gluten: 'gluten',
  peanut: 'peanuts',
  tree_nut: 'tree nuts',
  soy: 'soy',
  sesame: 'sesame',
  buckwheat: 'buckwheat',
  alcohol: 'alcohol',
  hot_spice: 'chilli heat',
  nightshade: 'nightshades',
  mustard: 'mustard',
  celery: 'celery',
  pork: 'pork',
  beef: 'beef',
  poultry: 'poultry',
}

const SEASON = { spring: 'spring', summer: 'summer', autumn: 'autumn', winter: 'winter' } as const

/** The brief's constraints in plain words: "no peanuts or tree nuts (peanut allergy: a guest has a peanut allergy)". */
function constraints(s: Scene): string[] {
  const b = s.ctx.brief
  const out = b.exclusions.map((e) => `no ${listEn(e.excludes).replace(/, and /g, ' and ')} (${e.name}${e.reason ? `: ${e.reason}` : ''})`)
  if (b.audience === 'children') out.push('it is for children, so nothing hot or alcoholic')
  if (b.limits.minutes) out.push(`${b.limits.minutes} minutes at most`)
  if (b.limits.servings) out.push(`${b.limits.servings} servings`)
  if (b.limits.equipment) out.push(`only ${b.limits.equipment}`)
  if (b.temperature) out.push(`served ${b.temperature}`)
  return out
}

const excluded = (s: Scene) => listEn(s.ctx.brief.exclusions.flatMap((e) => e.excludes).slice(0, 4))
/** What the recipe has none of: "peanuts, tree nuts or almond milk". */
const excludedOr = (s: Scene) => {
  const words = s.ctx.brief.exclusions.flatMap((e) => e.excludes).slice(0, 4)
  const all = words.length ? words : s.plan.banned.map((t) => TRAIT[t])
  return all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} or ${all.at(-1)}`
}
const nutrient = (s: Scene) => (s.plan.dish.category === 'dessert' || s.plan.dish.category === 'drink' ? 'sugar' : 'salt')
const perServing = (s: Scene, value?: number) => perServingText(s.plan, value).en
const labelOf = (s: Scene, which: 'technique' | 'extra' | 'shortcut') => s.say(s.plan.cooking[which].label)
/** "Daniel's two-stage stir-fry", not "Daniel's a two-stage stir-fry". */
const their = (s: Scene, who: string, which: 'technique' | 'extra' | 'shortcut') => `${who}'s ${labelOf(s, which).replace(/^(a|an|the) /, '')}`
/** How much was cut, as a cook says it: "a fifth", "40%". */
const cutEn = (t: { before: number; after: number }) => {
  const share = Math.round((1 - t.after / t.before) * 100)
  return share === 20 ? 'a fifth' : share === 50 ? 'half' : `${share}%`
}
const swapped = (s: Scene) => s.swaps.filter((w) => w.to)
const dropped = (s: Scene) => s.swaps.filter((w) => !w.to)

/** Why the panel cooks this dish: the theme named it, named its ingredients, or named no food at all. */
function reading(s: Scene): string {
  const p = s.plan
  const b = s.ctx.brief
  if (b.notFood) {
    const plain = NAME_LIKE.test(s.theme.normalize('NFKC').trim())
      ? `Let me be plain: I do not know "${s.theme}" as a dish or a food, so there is no dish in it I can cook as named. Rather than guess at it,`
      : `Let me be plain: "${s.theme}" is not about food at all, so there is no dish in it to cook. Rather than pretend otherwise,`
    return `${plain} I propose we cook ${dish(s)} instead, ${p.dish.category === 'drink' ? 'a drink anyone can make' : 'a dish anyone can make'} in about ${mins(p.minutes.dish)}.`
  }
  if (p.declined) {
    const d = p.declined
    const without = listEn([...d.traits.map((t) => TRAIT[t]), ...d.ingredients.map((i) => i.name.en)])
    const lost = d.ingredients.length ? d.ingredients : s.swaps.filter((w) => d.dish.ingredients.some((part) => part.id === w.from.id)).map((w) => w.from)
    return `I have to be honest about one thing first: ${d.dish.name.en} cannot be made without ${without}, because the dish is built on ${listEn(lost.map((i) => i.name.en)) || TRAIT[d.traits[0]!]}. We will not put that name on something else; instead the panel will cook ${dish(s)}, which fits the brief.`
  }
  if (b.dishId) return `That names the dish outright, so we cook ${dish(s)} as ${dish(s)}, not something merely like it.`
  if (b.unknownDish) return `I have to be plain: I do not know "${b.unknownDish}" as a dish, and I will not put its name on something else. What I can cook honestly is ${dish(s)}, and I will say so on the recipe.`
  // 'No dish I know': a theme may name a dish the catalogue lacks (beef bourguignon); the host never claims it named none.
  if (s.keys.length) return `It names ${names(s.keys)} but no dish I know by name, so I propose ${dish(s)}, where ${names(s.keys)} ${s.keys.length > 1 ? 'are' : 'is'} cooked in a real step, not set beside it.`
  return `It names no dish I know, so I propose ${dish(s)}: ${p.dish.category === 'main' ? 'a main course' : `a ${p.dish.category}`} that suits ${b.notes[0] ? `what the theme asks for (${b.notes.slice(0, 2).join('; ').replace(/\.$/, '')})` : 'it'}.`
}

function timeWarning(s: Scene): string {
  const p = s.plan
  if (!p.overLimit || !p.minutes.limit) return ''
  const cold = p.dish.served === 'cold' && p.minutes.floor >= 60
  return ` One honest warning: ${dish(s)} needs at least ${mins(p.minutes.floor)}${cold ? ', most of it setting or chilling in the fridge' : ''}, which is more than the ${p.minutes.limit} minutes in the brief. I would rather say so now than promise what no kitchen can do; we will do the hands-on part within the limit and plan the rest ahead.`
}

const host = {
  1: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const open = s.r.pick([`Welcome, everyone: today's theme is "${s.theme}".`, `Our theme today is "${s.theme}".`, `Let's begin with the theme: "${s.theme}".`])
    const brief = constraints(s)
    const unchecked = s.ctx.brief.unchecked ?? []
    const briefLine = [
      brief.length ? `The brief says: ${brief.join('; ')}.` : unchecked.length ? '' : `The brief adds no allergies, diets or limits, so ${dish(s)} for ${p.servings} is the whole task.`,
      ...unchecked.map((u) => `I must be plain about one thing: ${u}`),
      ...(s.ctx.brief.hazards ?? []).map((h) => `For safety, about "${h.name}": ${h.instead}`),
    ].filter(Boolean).join(' ')
    const base = `My starting point for ${p.servings}: ${listEn(mainItems(p).map(amount))}, made in ${s.say(p.cooking.equipment)}, about ${mins(p.minutes.dish)} in all.`
    const check = p.banned.length ? `please check every ingredient against ${excluded(s) || listEn(p.banned.map((t) => TRAIT[t]))}` : 'please give us the numbers per serving'
    const invite = `${n.chef}, start us on the technique for ${dish(s)}; ${n.nutritionist}, ${check}; ${n.culture}, tell us where ${dish(s)} comes from; ${n.home_cook}, keep us honest about time and effort.`
    return `${open} ${reading(s)} ${briefLine} ${base}${timeWarning(s)} ${invite}`
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const trim = p.trim ? `${n.nutritionist} wants ${cutEn(p.trim)} less ${p.trim.nutrient}, from ${oneDecimal(p.trim.before)} g to ${oneDecimal(p.trim.after)} g per serving` : `${n.nutritionist} finds ${perServing(s)} per serving acceptable`
    const checked = p.banned.length ? ` and has checked every line against ${excluded(s) || 'the brief'}` : ''
    const extra = p.cooking.extra.minutes
    const pull = extra
      ? `${their(s, n.chef, 'extra')} adds ${extra} minutes, while ${their(s, n.home_cook, 'shortcut')} saves ${p.cooking.shortcut.minutes}${p.minutes.limit ? `, and the brief allows ${p.minutes.limit}` : ''}.`
      : `${their(s, n.chef, 'extra')} and ${their(s, n.home_cook, 'shortcut')} cannot both shape the same ${dish(s)}.`
    return `Round two, and ${dish(s)} is taking shape. ${n.chef} proposes ${labelOf(s, 'technique')}; ${trim}${checked}; ${n.culture} wants it served ${s.serving.label.en}; ${n.home_cook} wants ${labelOf(s, 'shortcut')}. Where they pull against each other on ${dish(s)}: ${pull} ${n.chef}, does ${dish(s)} keep its character ${p.trim ? `with ${p.trim.nutrient} cut to ${oneDecimal(p.trim.after)} g` : 'with the swaps we need'}? ${n.home_cook}, is ${labelOf(s, 'extra')} worth it for ${dish(s)}? ${n.culture}, does ${labelOf(s, 'shortcut')} still respect ${dish(s)}?`
  },
  3: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const kept = [`${their(s, n.chef, 'technique')}`]
    if (p.trim) kept.push(`${n.nutritionist}'s trim to ${oneDecimal(p.trim.after)} g of ${p.trim.nutrient} per serving`)
    kept.push(`serving it ${s.serving.label.en}, as ${n.culture} proposed`)
    if (p.extraKept) kept.push(`${their(s, n.chef, 'extra')}`)
    if (p.shortcutKept) kept.push(`${their(s, n.home_cook, 'shortcut')}`)
    const aside = [!p.extraKept && `${their(s, n.chef, 'extra')}`, !p.shortcutKept && `${their(s, n.home_cook, 'shortcut')}`].filter(Boolean) as string[]
    const swaps = swapped(s).length || dropped(s).length
      ? ` For the brief, ${[...swapped(s).map((w) => `${w.to!.name.en} replaces ${w.from.name.en}`), ...dropped(s).map((w) => `${w.from.name.en} is left out`)].join(', ')}.`
      : ''
    const free = p.banned.length ? ` Nothing in ${s.title.en} contains ${excludedOr(s)}.` : ''
    return `Here is what we decided for ${dish(s)}. We keep ${listEn(kept)}. We set aside ${aside.length ? listEn(aside) : 'nothing of substance'}${aside.length ? `, because ${p.extraKept ? `${dish(s)} can afford the time` : p.minutes.limit ? `the brief allows ${p.minutes.limit} minutes` : `${n.home_cook} made the better case for time`}` : ''}.${swaps}${free} The final recipe: ${s.title.en}, for ${p.servings}, about ${mins(p.minutes.final)} in all, with ${perServing(s)} per serving. Unless anyone objects, ${s.title.en} is what I will write up.`
  },
}

/** How the chef handles a replacement: what the new ingredient needs that the old one did not. */
function swapCraft(s: Scene): string {
  const w = swapped(s)[0]
  if (!w) return ''
  const to = w.to!
  const how =
    to.form === 'powder'
      ? `it has to be dissolved completely before it can do its job`
      : to.form === 'liquid'
        ? `it is measured and added where ${w.from.name.en} went, tasting as I go`
        : to.form === 'noodle'
          ? `it cooks faster and breaks if it is stirred too hard, so I time it to the packet and rinse it`
          : to.form === 'grain'
            ? `it needs rinsing and its own cooking time`
            : `it gets its own timing in the pan rather than ${w.from.name.en}'s`
  return ` With ${w.from.name.en} ruled out, ${to.name.en} takes its place, and ${how}.`
}

const chef = {
  1: (s: Scene) => {
    const p = s.plan
    const opener = s.r.pick([`Thanks, ${s.names.host}; ${dish(s)} is won or lost on one step.`, `${s.names.host}, technique first, because ${dish(s)} depends on it.`, `Let me start with the step that makes or breaks ${dish(s)}.`])
    const extra = p.cooking.extra.minutes ? ` ${s.r.pick(['That is', 'It costs', 'It adds'])} ${p.cooking.extra.minutes} more minutes on ${dish(s)}, but you taste the difference.` : ` It costs ${dish(s)} no extra time, only attention.`
    return `${opener} For ${dish(s)}, I propose ${labelOf(s, 'technique')}. ${s.say(p.cooking.technique.say)}${swapCraft(s)} I would also add ${labelOf(s, 'extra')} to ${dish(s)}. ${s.say(p.cooking.extra.say)}${extra}`
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const trim = p.trim
      ? `${n.nutritionist}, I agree with the trim to ${oneDecimal(p.trim.after)} g of ${p.trim.nutrient}: with ${labelOf(s, 'technique')} doing its job, ${dish(s)} will not taste thin, and I will taste before the last addition.`
      : `${n.nutritionist}, I agree that ${perServing(s)} per serving needs no cut; I would rather not touch a balanced ${dish(s)}.`
    const extra = p.extraKept
      ? `${n.home_cook}, I disagree that ${labelOf(s, 'extra')} is a luxury for ${dish(s)}. ${s.say(p.cooking.extra.say)}`
      : `${n.home_cook}, I agree to drop ${labelOf(s, 'extra')} if time is short; ${labelOf(s, 'technique')} carries ${dish(s)} on its own.`
    return `${trim} ${extra}`
  },
  3: (s: Scene) => `${s.names.host}, agreed on ${s.title.en}. ${s.say(s.plan.cooking.done)}`,
}

const nutritionist = {
  1: (s: Scene) => {
    const p = s.plan
    const parts: string[] = []
    if (s.ctx.brief.exclusions.length || p.banned.length) {
      parts.push(`I checked all ${p.dish.ingredients.length} ingredients of ${dish(s)} against ${excluded(s) || listEn(p.banned.map((t) => TRAIT[t]))}.`)
      for (const w of s.swaps.slice(0, 3)) {
        const why = w.why === 'named' ? 'the brief rules it out by name' : w.note ? `${w.note.en}, so it has ${TRAIT[w.why]}` : `it contains ${TRAIT[w.why]}`
        parts.push(`${cap(w.from.name.en)}: ${why}, so ${w.to ? `${w.to.name.en} replaces it` : 'it is left out'}.`)
      }
      for (const l of s.labels) parts.push(`${cap(name(l.item))}: ${l.note.en}.`)
      if (!s.swaps.length) parts.push(`None of them contains ${excludedOr(s)}, so ${dish(s)} needs no swap at all.`)
    } else parts.push(`There are no allergies or diets in the brief, so I went straight to the numbers for ${dish(s)}.`)
    const figures = perServing(s, p.trim?.before)
    parts.push(`Per serving it comes to about ${figures}.`)
    if (p.trim) {
      const trimmed = p.items.filter((i) => p.trim!.ids.includes(i.ing.id))
      parts.push(`I propose ${cutEn(p.trim)} less ${p.trim.nutrient}${s.ctx.brief.lower?.includes(p.trim.nutrient) ? ', as the theme asks' : ''}: ${listEn(trimmed.map(amount))} in all, which brings it to ${oneDecimal(p.trim.after)} g per serving.`)
    } else parts.push(`At ${oneDecimal(p.perServing[nutrient(s)])} g of ${nutrient(s)} per serving, ${dish(s)} is within what I aim for, so I propose no cut, only that we measure ${nutrient(s) === 'salt' ? 'the seasoning' : 'the sweetener'} rather than pour it.`)
    return parts.join(' ')
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const stance = p.shortcutKept
      ? `${n.home_cook}, I agree with ${labelOf(s, 'shortcut')}: it changes nothing I measure in ${dish(s)}.`
      : `${n.home_cook}, I disagree with ${labelOf(s, 'shortcut')} only mildly; it saves time on ${dish(s)} but nothing nutritional, so I leave that call to the host.`
    const check = s.swaps.length
      ? ` ${n.chef}, the swaps hold in your method for ${dish(s)} too: ${listEn(swapped(s).map((w) => w.to!.name.en).concat(dropped(s).map((w) => `no ${w.from.name.en}`)))}, and I have re-read every line.`
      : ` ${n.chef}, ${labelOf(s, 'technique')} adds nothing I need to count in ${dish(s)}, so it has my support.`
    return `${stance}${check}`
  },
  3: (s: Scene) => {
    const p = s.plan
    const free = p.banned.length ? `, and nothing in it contains ${excludedOr(s)}` : ''
    return `Confirmed, ${s.names.host}: ${s.title.en} comes to ${perServing(s)} per serving${free}.`
  },
}

const culture = {
  1: (s: Scene) => {
    const p = s.plan
    const seasonLine = s.season
      ? s.seasonal.length
        ? ` In ${SEASON[s.season]}, ${names(s.seasonal.slice(0, 2))} ${s.seasonal.length > 1 || /[^s]s$/.test(name(s.seasonal[0]!)) ? 'are at their' : 'is at its'} best, which suits ${dish(s)}.`
        : p.dish.season?.includes(s.season)
          ? ` ${cap(dish(s))} is a ${SEASON[s.season]} dish at heart.`
          : ` ${cap(dish(s))} is not a classic ${SEASON[s.season]} dish, but nothing in it is out of season.`
      : ''
    const core = starItems(new Kit(p))
    const garnish = p.items.filter((i) => i.added === 'garnish')
    const finish = garnish.length ? ` To finish ${dish(s)}, I propose ${listEn(garnish.map(amount))} on top; served bare, it would look unfinished at home too.` : ''
    return `${Dish(s)} is ${p.dish.origin.en}.${seasonLine}${finish} I propose serving it ${s.serving.label.en}, so that ${dish(s)} reaches the table the way it would at home. Whatever else we change, ${names(core)} ${core.length > 1 ? 'stay' : 'stays'}: without ${core.length > 1 ? 'them' : 'it'}, it would not be ${dish(s)}.`
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    return p.shortcutKept
      ? `${n.home_cook}, I agree: ${labelOf(s, 'shortcut')} does not change what ${dish(s)} is, and home cooks where it comes from take the same shortcut. ${n.chef}, ${labelOf(s, 'technique')} is faithful to the dish as well.`
      : `${n.home_cook}, I disagree with ${labelOf(s, 'shortcut')} for ${dish(s)}: the texture it is known for comes from doing that step properly. ${n.chef}, I back ${labelOf(s, 'technique')}; it is how ${dish(s)} is cooked at home where it comes from.`
  },
  3: (s: Scene) => `${s.names.host}, ${s.title.en} served ${s.serving.label.en} respects where it comes from.${s.season ? ` ${cap(dish(s))} is right for ${SEASON[s.season]} too.` : ''}`,
}

const home_cook = {
  1: (s: Scene) => {
    const p = s.plan
    const limit = p.minutes.limit
    const time = limit
      ? p.minutes.dish <= limit
        ? `${Dish(s)} takes about ${mins(p.minutes.dish)}, which fits the ${limit} minutes in the brief.`
        : `The brief gives us ${limit} minutes and ${dish(s)} usually takes about ${mins(p.minutes.dish)}, so something has to give.`
      : `${Dish(s)} takes about ${mins(p.minutes.dish)} from start to finish.`
    const scaled = p.servings !== 2 ? ` For ${p.servings} servings I scaled the amounts: ${listEn(mainItems(p).map(amount))}.` : ` For two, ${listEn(mainItems(p).map(amount))} is the right amount.`
    const kit = ` For ${dish(s)} you need ${s.say(p.cooking.equipment)}${s.ctx.brief.limits.equipment ? `, and the brief says ${s.ctx.brief.limits.equipment}` : ''}.`
    return `${time}${scaled}${kit} To save time on ${dish(s)}, I propose ${labelOf(s, 'shortcut')}. ${s.say(p.cooking.shortcut.say)}`
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    return p.extraKept
      ? `${n.chef}, I agree to ${labelOf(s, 'extra')}: ${p.cooking.extra.minutes ? `${p.cooking.extra.minutes} minutes` : 'the care'} ${p.minutes.limit ? `still fits inside ${p.minutes.limit} minutes` : 'is worth it for ' + dish(s)}, and ${p.shortcutKept ? `${labelOf(s, 'shortcut')} pays for it` : 'I can prepare the rest while it waits'}.`
      : `${n.chef}, I disagree with ${labelOf(s, 'extra')}${p.minutes.limit ? ` with only ${p.minutes.limit} minutes` : ' on a weeknight'}; ${labelOf(s, 'shortcut')} gets ${dish(s)} to the table sooner and tastes just as honest.`
  },
  3: (s: Scene) => {
    const p = s.plan
    const fits = p.minutes.limit ? (p.overLimit ? ` It will not fit in ${p.minutes.limit} minutes, and the recipe says so.` : ` About ${mins(p.minutes.final)}, inside the ${p.minutes.limit} minutes we were given.`) : ''
    return `${s.say(p.cooking.keeps)}${fits}`
  },
}

/** Sentences start with a capital even where a template begins with a dish name ("custard pudding has set…"). */
const sentences = (text: string) => text.replace(/(^|[.!?]\s+)([a-z])/g, (_m, pre: string, c: string) => pre + c.toUpperCase())

const table = { host, chef, nutritionist, culture, home_cook }
export const ENGLISH = Object.fromEntries(
  Object.entries(table).map(([role, rounds]) => [role, Object.fromEntries(Object.entries(rounds).map(([round, speak]) => [round, (s: Scene) => sentences(speak(s))]))]),
) as Record<PanelRole, Record<1 | 2 | 3, (s: Scene) => string>>

/** The host's only turn when the theme cannot be cooked: the words it could not read, or what is unsafe, and what to ask instead. */
export function refusalEn(theme: string, brief: Brief): string {
  const unresolved = brief.unresolved ?? []
  if (unresolved.length) {
    return `Our theme is "${theme}". I have to be plain before anything else: I cannot tell which foods ${unresolved.map((w) => `"${w}"`).join(', ')} rules out. Cooking on a guess could put something on the plate that someone cannot eat, so this panel will not write a recipe. Name the foods to leave out (for example "no tomatoes, potatoes or peppers") and start again.`
  }
  const refused = (brief.hazards ?? []).filter((h) => h.refused)
  return `Our theme is "${theme}". I have to be plain before anything else: ${refused.map((h) => h.instead).join(' ')} Nothing safe is left of the request, so this panel will not write a recipe.`
}
