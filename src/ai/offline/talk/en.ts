import { NAME_LIKE } from '../../food/theme-words'
import { traitLabel } from '../../food/traits'
import { type Brief, type Trait, TRAITS } from '../../food/types'
import type { PanelRole } from '../../turn-context'
import { oneDecimal } from '../amounts'
import { asksAloud, kitchenDeclined } from '../asks'
import { Kit } from '../cook'
import { perServingText } from '../cook/common'
import { listEn } from '../cook/kit'
import type { Item } from '../plan'
import { lineEn } from '../recipe'
import { phrase } from './phrases'
import { ref, type Which } from './refer'
import { mainItems, poured, type Scene } from './scene'

/**
 * The English panel: what each member says in each round, phrased from the scene. Every sentence
 * carries something of this dish or this brief (a name, an amount, a figure), so no two themes
 * read alike.
 */

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
// Names, the dish and proposals are written as markers and said in reading order (see refer.ts):
// in full the first time, short after that.
const dish = (_s: Scene) => ref.dish()
const Dish = (_s: Scene) => ref.Dish()
const amount = (i: Item) => ref.amount(i)
const name = (i: Item) => ref.name(i)
const say = (s: Scene, key: string, slots: Record<string, string | number> = {}) => phrase('en', s.r, key, slots)
/** A line with the amount the panel started from: before the nutritionist's trim, what the dish measures. */
const before = (s: Scene) => (i: Item) => (s.trimmedFrom(i) ? lineEn(s.trimmedFrom(i)!.en, i.ing) : amount(i))
const names = (items: Item[]) => listEn(items.map(name))
const mins = (m: number) => Kit.minutes(m).en

const TRAIT: Record<Trait, string> = Object.fromEntries(TRAITS.map((t) => [t, traitLabel(t, 'en')])) as Record<
  Trait,
  string
>

const SEASON = { spring: 'spring', summer: 'summer', autumn: 'autumn', winter: 'winter' } as const

/** The brief's constraints in plain words: "no peanuts or tree nuts (peanut allergy: a guest has a peanut allergy)". */
function constraints(s: Scene): string[] {
  const b = s.ctx.brief
  const out = b.exclusions.map(
    (e) => `no ${listEn(e.excludes).replace(/, and /g, ' and ')} (${e.name}${e.reason ? `: ${e.reason}` : ''})`,
  )
  if (b.audience === 'children') out.push('it is for children, so nothing hot or alcoholic')
  if (b.limits.minutes) out.push(`${b.limits.minutes} minutes at most`)
  if (b.limits.servings) out.push(`${b.limits.servings} servings`)
  if (b.limits.equipment) out.push(kitchenLimit(b.limits.equipment))
  if (b.temperature) out.push(`served ${b.temperature}`)
  return out
}

/** A sentence as said: a template written without its full stop (a variant's `says`) gets one. */
const closed = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)
const excluded = (s: Scene) => listEn(s.excludedWords)
/** The kitchen the brief allows, as said: "only a rice cooker", or a tool ruled out ("no oven") as it stands. */
const kitchenLimit = (equipment: string) =>
  /^(?:no|without) | only$/.test(equipment) ? equipment : `only ${equipment}`
const nutrient = (s: Scene) =>
  s.plan.dish.category === 'dessert' || s.plan.dish.category === 'drink' ? 'sugar' : 'salt'
const perServing = (s: Scene, value?: number) => perServingText(s.plan, value).en
const labelOf = (_s: Scene, which: Which) => ref.proposal(which)
/** "Daniel's two-stage stir-fry", not "Daniel's a two-stage stir-fry" (refer.ts drops the article after a possessive). */
const their = (_s: Scene, who: string, which: Which) => `${who}'s ${ref.proposal(which)}`
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
    const lost = d.ingredients.length
      ? d.ingredients
      : s.swaps.filter((w) => d.dish.ingredients.some((part) => part.id === w.from.id)).map((w) => w.from)
    return `I have to be honest about one thing first: ${d.dish.name.en} cannot be made without ${without}, because the dish is built on ${listEn(lost.map((i) => i.name.en)) || TRAIT[d.traits[0]!]}. We will not put that name on something else; instead the panel will cook ${dish(s)}, which fits the brief, from ${names(mainItems(p).slice(0, 2))}.`
  }
  if (p.family) return familyReading(s)
  if (b.dishId) {
    const unnamed = mainItems(p)
      .slice(0, 2)
      .filter((i) => !p.name.en.toLowerCase().includes(i.ing.name.en.toLowerCase()))
    return say(s, 'host.named_kept', { dish: dish(s), built: unnamed.length ? `, built on ${names(unnamed)}` : '' })
  }
  if (b.unknownDish)
    return `I have to be plain: I do not know "${b.unknownDish}" as a dish, and I will not put its name on something else. What I can cook honestly is ${dish(s)}, from ${names(mainItems(p).slice(0, 2))}, and I will say so on the recipe.`
  // 'No dish I know': a theme may name a dish the catalogue lacks (beef bourguignon); the host never claims it named none.
  if (s.keys.length)
    return `It names ${names(s.keys)} but no dish I know by name, so I propose ${dish(s)}, where ${s.keys.length > 1 ? 'they are' : 'it is'} cooked in a real step, not set beside it.`
  return `It names no dish I know, so I propose ${dish(s)}, built on the ${names(s.star)}: ${p.dish.category === 'main' ? 'a main course' : `a ${p.dish.category}`} that suits ${b.notes[0] ? `what the theme asks for (${b.notes.slice(0, 2).join('; ').replace(/\.$/, '')})` : 'it'}.`
}

/** A dish the table does not know, cooked under the theme's name by its family: said plainly, with what it is built from. */
function familyReading(s: Scene): string {
  const f = s.plan.family!
  const kind = [f.style?.style.en, f.family.label.en].filter(Boolean).join(' ')
  const a = /s$|rice|fish|bread|custard/.test(f.family.label.en) ? '' : /^[aeiou]/i.test(kind) ? 'an ' : 'a '
  const seasoned = f.style ? s.plan.items.filter((i) => f.style!.seasonings.includes(i.ing.id)) : []
  const keys = s.keys.length ? `, with ${names(s.keys)} as the theme asks` : ''
  return `I have to be plain: I have no house recipe for "${s.ctx.brief.familyDish!.name}", so I will cook it as ${a}${kind} from what the theme says, on the pattern of ${f.template.name.en}${keys}${seasoned.length ? `, seasoned with ${names(seasoned)}` : ''}. The recipe will say so rather than pass it off as the canonical dish.`
}

function timeWarning(s: Scene): string {
  const p = s.plan
  if (!p.overLimit || !p.minutes.limit) return ''
  const cold = p.dish.served === 'cold' && p.minutes.floor >= 60
  return ` One honest warning: ${dish(s)} needs at least ${mins(p.minutes.floor)}${cold ? ', most of it setting or chilling in the fridge' : ''}, which is more than the ${p.minutes.limit} minutes in the brief: the recipe comes to ${mins(p.minutes.final)}, ${p.minutes.final - p.minutes.limit} minutes over. I would rather say so now than promise what no kitchen can do; we will do the hands-on part within the limit and plan the rest ahead.`
}

/** The ingredients the dish is known by (its star lines), and a verb that agrees with them. */
const core = (s: Scene) => s.star
/** "the chicken thigh", "the shrimp and clams": the star lines as a cook names them mid-sentence. */
const theStar = (s: Scene) => `the ${names(core(s))}`
const are = (items: Item[]) => (items.length > 1 || /[^s]s$/.test(items[0]!.ing.name.en) ? 'are' : 'is')
/**
 * A method's own sentence (shared by every dish cooked that way) said as the end of a sentence that
 * names this dish's lines, so the panel speaks of these ingredients rather than reciting the method.
 */
const after = (lead: string, text: string) =>
  `${lead}: ${text
    .replace(/^([A-Z])(?=[a-z])/, (c) => c.toLowerCase())
    .replace(/([.!?])\s+(?=\S)/g, '; ')
    .replace(/; ([A-Z])(?=[a-z])/g, (_m, c: string) => `; ${c.toLowerCase()}`)}`

/** A method's sentence as it is, when it already names this dish's lines; else led by a phrase that does. */
const lead = (s: Scene, named: string, text: string) =>
  s.namesALine(text.split(/[.:;]/)[0] ?? '') ? text : after(named, text)

/** The dish's origin as a clause: "Milan's saffron-gold risotto, often served beside osso buco". */
const origin = (s: Scene) => s.plan.dish.origin.en
/** The line that carries most of the salt (or the sugar, in a sweet), said with its amount. */
const carrierOf = (s: Scene) => s.carrier(nutrient(s))
const safetyItems = (s: Scene) => s.raw.filter((i) => !s.plan.dish.servedRaw?.includes(i.ing.id))

/**
 * The round-2 question, from the axis the scene chose: what the host asks the chef, phrased with
 * the lines and figures of this dish, so the debate turns on a point only this dish raises.
 */
function axisQuestion(s: Scene): string {
  const p = s.plan
  const n = s.names
  const star = theStar(s)
  switch (s.axis) {
    case 'time':
      return `The real disagreement is time: ${labelOf(s, 'extra')} adds ${p.cooking.extra.minutes || 'a few'} minutes to a dish built on ${star}${p.minutes.limit ? `, and the brief gives us ${p.minutes.limit}` : ''}, so, ${n.chef}, is that worth it for the ${name(core(s)[0]!)}?`
    case 'texture':
      return `What I want settled is texture: ${n.chef}, what should ${star} feel like when it reaches the table, and does ${labelOf(s, 'shortcut')} cost any of it?`
    case 'authenticity':
      return `What I want settled is faithfulness to ${origin(s).split(/[,;(]/)[0]!.trim()}: ${n.chef}, how far can we bend the method before ${star} stop${core(s).length > 1 ? '' : 's'} tasting of it?`
    case 'nutrition': {
      const pr = s.carrier('protein')
      return `The numbers deserve a proper look: ${pr ? `${amount(pr)} carries most of the protein` : `${star} carry the meal`}${carrierOf(s) ? `, and ${amount(carrierOf(s)!)} most of the ${nutrient(s)}` : ''}; ${n.chef}, can you cook ${star} so that seasoning goes further?`
    }
    case 'safety':
      return `Safety comes before speed with ${listEn(safetyItems(s).map(amount))} in the recipe. ${n.chef}, how do we know the ${names(safetyItems(s))} ${are(safetyItems(s))} cooked through, and does ${labelOf(s, 'shortcut')} change that?`
    case 'cost':
      return `Let us talk about cost: ${amount(s.costly!)} is most of the shopping, so, ${n.chef}, does your method make the most of it?`
    case 'equipment':
      return `Let us talk about kit: this needs ${s.say(p.cooking.equipment)}${s.ctx.brief.limits.equipment ? `, and the brief allows ${kitchenLimit(s.ctx.brief.limits.equipment)}` : ''}; ${n.chef}, ${core(s).length > 1 ? 'do' : 'does'} ${star} need anything a home kitchen lacks?`
  }
}

/** The chef's answer to the host's round-2 question, on the same axis, from the dish's method. */
function axisAnswer(s: Scene): string {
  const p = s.plan
  const n = s.names
  const star = core(s)
  switch (s.axis) {
    case 'time':
      return p.extraKept
        ? `${n.host}, yes: ${labelOf(s, 'extra')} is where the ${names(star)} get${star.length > 1 ? '' : 's'} their depth. ${lead(s, `For ${amount(star[0]!)}`, s.say(p.cooking.extra.say))}`
        : `${n.host}, not today: I will give up ${labelOf(s, 'extra')}, because ${labelOf(s, 'technique')} already does the work for the ${names(star)}.`
    case 'texture':
      return `${n.host}, the texture of the ${names(star)} comes from ${labelOf(s, 'technique')}, not from the clock. ${lead(s, `With ${listEn(star.map(amount))}`, closed(s.say(p.cooking.technique.say)))}`
    case 'authenticity':
      return `${n.host}, the ${names(star)} ${are(star)} not negotiable; what I can bend is the order of work around ${labelOf(s, 'technique')}, which is how it is done where it comes from.`
    case 'nutrition': {
      const c = carrierOf(s)
      return `${n.host}, ${c ? `${amount(c)} is where the ${nutrient(s)} is, so I measure that line and taste before the last of it goes in` : 'I season in stages and taste before the last addition'}; ${labelOf(s, 'technique')} carries the flavour so the seasoning does not have to.`
    }
    case 'safety': {
      const raw = safetyItems(s)
      return `${n.host}, ${names(raw)} ${are(raw)} the one thing I will not hurry: cooked through, with no pink or raw centre, before ${raw.length > 1 ? 'they go' : 'it goes'} to the table. ${after(`For ${listEn(raw.map(amount))}`, s.say(p.cooking.done))}`
    }
    case 'cost':
      return `${n.host}, ${after(`${labelOf(s, 'technique')} is exactly how not to waste ${amount(s.costly!)}`, closed(s.say(p.cooking.technique.say)))}`
    case 'equipment':
      return `${n.host}, ${s.say(p.cooking.equipment)} is all ${labelOf(s, 'technique')} needs; beyond that, a careful eye on the ${names(star)} is all it takes.`
  }
}

const host = {
  1: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const base = `${listEn(mainItems(p).map(before(s)))} for ${p.servings}, made in ${s.say(p.cooking.equipment)}, about ${mins(p.minutes.dish)} in all`
    const open = say(s, 'host.open', { theme: s.theme, base })
    const brief = constraints(s)
    const unchecked = s.ctx.brief.unchecked ?? []
    const briefLine = [
      brief.length
        ? `The brief says: ${brief.join('; ')}, and the ${names(mainItems(p).slice(0, 2))} are chosen to fit it.`
        : unchecked.length
          ? ''
          : `The brief adds no allergies, diets or limits, so the work is in getting ${theStar(s)} right${mainItems(p)[1] ? ` alongside the ${name(mainItems(p)[1]!)}` : ` in ${s.say(p.cooking.equipment)}`}.`,
      ...unchecked.map((u) => `I must be plain about one thing: ${u}`),
      ...(s.ctx.brief.hazards ?? []).map((h) => `For safety, about "${h.name}": ${h.instead}`),
    ]
      .filter(Boolean)
      .join(' ')
    const first = mainItems(p)[0]!
    const check = p.banned.length
      ? `please check every ingredient against that list`
      : `please tell us what ${before(s)(carrierOf(s) ?? first)} comes to per serving`
    const invite = `${n.chef}, tell us how you would treat the ${name(first)}; ${n.nutritionist}, ${check}; ${n.culture}, this is ${origin(s)}, so tell us what that asks of us; ${n.home_cook}, say if ${mins(p.minutes.dish)} with the ${name(first)} is realistic ${/weekend|saturday|sunday|party|birthday|holiday/i.test(s.theme) ? 'for a home cook' : 'on a weeknight'}.`
    // When the panel cooks something other than what was asked, it says so before sketching what it cooks.
    const kitchen = kitchenDeclined(p, 'en')
    const elsewhere = s.ctx.brief.notFood || p.declined || s.ctx.brief.unknownDish || p.family || kitchen
    const opening = elsewhere
      ? `Our theme today is "${s.theme}", and ${(kitchen || reading(s)).replace(/^(?!I )./, (c) => c.toLowerCase())} My starting point for it is ${base}.`
      : `${open} ${reading(s)}`
    return [opening, briefLine, timeWarning(s).trim(), asksAloud(p, 'en'), invite].filter(Boolean).join(' ')
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const trim = p.trim
      ? `${n.nutritionist} wants ${cutEn(p.trim)} less ${p.trim.nutrient}, ${oneDecimal(p.trim.before)} g down to ${oneDecimal(p.trim.after)} g per serving`
      : `${n.nutritionist} is content with ${perServing(s)} per serving`
    const heard = `On the table so far: ${their(s, n.chef, 'technique')} and ${labelOf(s, 'extra')}; ${their(s, n.home_cook, 'shortcut')} for the ${name(mainItems(p)[0]!)}; ${trim}; and ${n.culture} wants it served ${s.serving.label.en}.`
    return `${heard} ${axisQuestion(s)}`
  },
  3: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const kept = [`${their(s, n.chef, 'technique')}`]
    if (p.trim) kept.push(`${n.nutritionist}'s trim to ${oneDecimal(p.trim.after)} g of ${p.trim.nutrient} per serving`)
    kept.push(`serving it ${s.serving.label.en}, as ${n.culture} proposed`)
    if (p.extraKept) kept.push(`${their(s, n.chef, 'extra')}`)
    if (p.shortcutKept) kept.push(`${their(s, n.home_cook, 'shortcut')}`)
    const aside = [
      !p.extraKept && `${their(s, n.chef, 'extra')}`,
      !p.shortcutKept && `${their(s, n.home_cook, 'shortcut')}`,
    ].filter(Boolean) as string[]
    const why = p.extraKept
      ? `${theStar(s)} can afford the time`
      : p.minutes.limit
        ? `the brief allows ${p.minutes.limit} minutes`
        : `${n.home_cook} made the better case for the ${names(mainItems(p).slice(0, 2))}`
    const swaps =
      swapped(s).length || dropped(s).length
        ? ` For the brief, ${[...swapped(s).map((w) => `${w.to!.name.en} replaces ${w.from.name.en}`), ...dropped(s).map((w) => `${w.from.name.en} ${/[^s]s$/.test(w.from.name.en) ? 'are' : 'is'} left out`)].join(', ')}.`
        : p.banned.length
          ? ` Nothing in ${listEn(mainItems(p).map(name))} needed a swap for the brief.`
          : ''
    // Semicolons between the kept proposals: a serving label has commas of its own ("cold, as an Italian dolce is").
    const decided = `For the ${names(core(s))}, we keep ${kept.slice(0, -1).join('; ')}; and ${kept.at(-1)}${aside.length ? `. We set aside ${listEn(aside)}, because ${why}` : ''}.`
    return `${decided}${swaps} So the recipe is ${s.title.en} for ${p.servings}: ${listEn(mainItems(p).map(amount))}, about ${mins(p.minutes.final)} in all, ${perServing(s)} per serving; I will write it up that way.`
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
            : `it gets its own timing in the pan, not the timing of the ${w.from.name.en}`
  return ` With ${w.from.name.en} ruled out, ${to.name.en} takes its place, and ${how}.`
}

const chef = {
  1: (s: Scene) => {
    const p = s.plan
    // The chef speaks of the line the dish is known by: the salmon of a salmon bowl, not its rice.
    const first = core(s)[0] ?? mainItems(p)[0]!
    // A proposal that names its own lines is not led by them again ("the tofu: browning the tofu…").
    const opener = say(s, /\{\w+\}/.test(p.cooking.technique.label.en) ? 'chef.opener_named' : 'chef.opener', {
      host: s.names.host,
      first: `the ${name(first)}`,
      technique: labelOf(s, 'technique'),
    })
    // A proposal that names its own line is not followed by that line again.
    const extra = p.cooking.extra.minutes
      ? `I would also add ${labelOf(s, 'extra')}, ${p.cooking.extra.minutes} more minutes that ${/\{\w+\}/.test(p.cooking.extra.label.en) ? 'pay for themselves' : `the ${names(core(s))} ${core(s).length > 1 ? 'repay' : 'repays'}`}.`
      : `I would also add ${labelOf(s, 'extra')}, which costs the ${names(core(s))} no time, only attention.`
    return `${opener} ${lead(s, `For ${amount(first)} that means this`, closed(s.say(p.cooking.technique.say)))}${swapCraft(s)} ${extra}`
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const c = carrierOf(s)
    const trim = p.trim
      ? `${n.nutritionist}, I can live with ${oneDecimal(p.trim.after)} g of ${p.trim.nutrient} if the cut comes off the ${names(s.plan.items.filter((i) => p.trim!.ids.includes(i.ing.id) && !core(s).includes(i)))}, tasting the ${names(core(s))} before the last of the seasoning goes in.`
      : `${n.nutritionist}, ${c ? (c.ing.id === nutrient(s) ? `with no ${nutrient(s)} beyond what is measured in on its own` : `with the ${name(c)} the main source of ${nutrient(s)}`) : `at ${perServing(s)} per serving`}, I would not cut anything from ${c && core(s).includes(c) ? 'it' : theStar(s)}.`
    const extra =
      s.axis === 'time'
        ? ''
        : p.extraKept
          ? ` ${n.home_cook}, ${labelOf(s, 'extra')} is no luxury here: it is what ${theStar(s)} ${core(s).length > 1 ? 'need' : 'needs'}.`
          : ` ${n.home_cook}, drop ${labelOf(s, 'extra')} if the evening is short; I would rather spend the time on ${labelOf(s, 'technique')} for the ${names(core(s))}.`
    return `${axisAnswer(s)} ${trim}${extra}`
  },
  3: (s: Scene) =>
    say(s, 'chef.close', {
      host: s.names.host,
      star: theStar(s),
      done: s.say(s.plan.cooking.done).replace(/^\u0001d\u0002 (is|are) /, 'it is '),
    }),
}

const nutritionist = {
  1: (s: Scene) => {
    const p = s.plan
    const parts: string[] = []
    const c = carrierOf(s)
    const source = c
      ? `, the largest share of the ${nutrient(s)} from ${core(s).includes(c) ? `the ${amount(c)} itself` : `${amount(c)} rather than the ${names(core(s))}`}`
      : ''
    if (s.ctx.brief.exclusions.length || p.banned.length) {
      parts.push(
        `I checked all ${p.dish.ingredients.length} ingredients of ${dish(s)}, the ${names(mainItems(p).slice(0, 2))} included, against ${excluded(s) || listEn(p.banned.map((t) => TRAIT[t]))}.`,
      )
      for (const w of s.swaps.slice(0, 3)) {
        // "Egg: it contains egg" says nothing: an ingredient that is the trait itself is simply ruled out.
        const itself = w.why !== 'named' && w.from.name.en.toLowerCase().includes(TRAIT[w.why].replace(/s$/, ''))
        const why =
          w.why === 'named'
            ? 'the brief rules it out by name'
            : itself
              ? 'ruled out'
              : w.note
                ? w.note.en.includes(TRAIT[w.why])
                  ? w.note.en
                  : `${w.note.en}, so it has ${TRAIT[w.why]}`
                : `it contains ${TRAIT[w.why]}`
        parts.push(`${cap(w.from.name.en)}: ${why}, so ${w.to ? `${w.to.name.en} replaces it` : 'it is left out'}.`)
      }
      for (const l of s.labels) parts.push(`${cap(name(l.item))}: ${l.note.en}.`)
      if (!s.swaps.length)
        parts.push(`${cap(listEn(mainItems(p).map(name)))}: all clear, like the rest, so no swap is needed.`)
      parts.push(`Per serving it comes to about ${perServing(s, p.trim?.before)}${source}.`)
    } else
      parts.push(
        `With no allergies or diets in the brief, I went straight to the numbers for the ${names(core(s))}: about ${perServing(s, p.trim?.before)} per serving${source}.`,
      )
    if (p.trim) {
      const trimmed = p.items.filter((i) => p.trim!.ids.includes(i.ing.id))
      // Each line said from its old amount to its new one; a line whose printed amount did not change is only said to be used more lightly.
      const shown = trimmed.filter((i) => s.trimmedFrom(i))
      const lines = shown.length
        ? listEn(shown.map((i) => `the ${name(i)} from ${s.trimmedFrom(i)!.en} to ${i.amount.en}`))
        : listEn(trimmed.map((i) => `the ${name(i)}`))
      const asked = s.ctx.brief.lower?.includes(p.trim.nutrient)
        ? `The theme asks for less ${p.trim.nutrient}, and we can give it. `
        : ''
      parts.push(
        `${asked}${say(s, shown.length ? 'nutritionist.trim' : 'nutritionist.trim_plain', { star: theStar(s), lines, nutrient: p.trim.nutrient, before: oneDecimal(p.trim.before), after: oneDecimal(p.trim.after), share: cutEn(p.trim) })}`,
      )
    } else
      parts.push(
        `That is within what I aim for, so I propose no cut to ${theStar(s)}, ${c && !poured(c) ? `only that we keep to ${core(s).includes(c) ? 'the amount written' : `the ${amount(c)}`}` : `only that we measure ${c ? `the ${name(c)}` : nutrient(s) === 'salt' ? 'the seasoning' : 'the sweetener'} rather than pour it`}.`,
      )
    return parts.join(' ')
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const pr = s.carrier('protein')
    const said = pr
      ? `${n.chef}, ${labelOf(s, 'technique')} adds nothing I have to count, and ${amount(pr)} gives most of the protein, so the plate is balanced.`
      : `${n.chef}, ${labelOf(s, 'technique')} adds nothing I have to count in ${listEn(mainItems(p).map(name))}.`
    const stance = p.shortcutKept
      ? `${n.home_cook}, ${labelOf(s, 'shortcut')} changes none of my figures for the ${names(mainItems(p).slice(0, 2))}, so I support it.`
      : `${n.home_cook}, ${labelOf(s, 'shortcut')} saves effort on the ${names(mainItems(p).slice(0, 2))} but nothing nutritional, so I leave that call to ${n.host}.`
    const check = s.swaps.length
      ? ` The swaps still hold in the method: ${listEn(
          swapped(s)
            .map((w) => w.to!.name.en)
            .concat(dropped(s).map((w) => `no ${w.from.name.en}`)),
        )}.`
      : ''
    return `${said} ${stance}${check}`
  },
  3: (s: Scene) => {
    const c = carrierOf(s)
    return say(s, 'nutritionist.close', {
      host: s.names.host,
      star: names(core(s)),
      figures: perServing(s),
      measure: c
        ? `with ${core(s).includes(c) ? `its ${c.amount.en}` : `the ${amount(c)}`} ${poured(c) ? 'measured, not poured' : 'kept to'}`
        : `with ${listEn(mainItems(s.plan).map(amount))} as written`,
    })
  },
}

const culture = {
  1: (s: Scene) => {
    const p = s.plan
    const star = core(s)
    const seasonLine = s.season
      ? s.seasonal.length
        ? ` In ${SEASON[s.season]}, ${names(s.seasonal.slice(0, 2))} ${are(s.seasonal.slice(0, 2))} at ${s.seasonal.length > 1 ? 'their' : 'its'} best.`
        : p.dish.season?.includes(s.season)
          ? ` It belongs to ${SEASON[s.season]}, when the ${names(star)} ${are(star)} what people want.`
          : ` It is not a classic ${SEASON[s.season]} dish, but nothing in the ${names(star)} is out of season.`
      : ''
    const garnish = p.items.filter((i) => i.added === 'garnish')
    const finish = garnish.length
      ? ` To finish, I propose ${listEn(garnish.map(amount))} on top; served bare, it would look unfinished at home too.`
      : ''
    return `${Dish(s)} is ${origin(s)}.${seasonLine}${finish} Whatever else we change, the ${names(star)} ${star.length > 1 ? 'stay' : 'stays'}, served ${s.serving.label.en}; without ${star.length > 1 ? 'them' : 'it'}, it would be another dish.`
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const star = core(s)
    return p.shortcutKept
      ? `${n.nutritionist}, you back ${labelOf(s, 'shortcut')} on the numbers, and I back it on custom: it does not touch the ${names(star)}, and home cooks where it comes from take the same shortcut on a dish served ${s.serving.label.en}. ${n.chef}, ${labelOf(s, 'technique')} treats the ${names(star)} the way cooks there do as well.`
      : `${n.nutritionist}, you left ${labelOf(s, 'shortcut')} to ${n.host}; on custom I would keep it out: the ${names(star)} get${star.length > 1 ? '' : 's'} the texture people know from doing that step properly. ${n.chef}, I back ${labelOf(s, 'technique')}; it is how home cooks there treat the ${names(star)}.`
  },
  3: (s: Scene) =>
    say(s, 'culture.close', {
      host: s.names.host,
      star: theStar(s),
      serving: s.serving.label.en,
      kind: s.plan.dish.category === 'drink' ? 'drink' : s.plan.dish.category === 'dessert' ? 'sweet' : 'dish',
      season: s.season ? `, and right for ${SEASON[s.season]}` : '',
    }),
}

const home_cook = {
  1: (s: Scene) => {
    const p = s.plan
    const limit = p.minutes.limit
    const amounts = listEn(mainItems(p).map(amount))
    const time = limit
      ? p.minutes.dish <= limit
        ? `About ${mins(p.minutes.dish)} with ${amounts} fits the ${limit} minutes in the brief.`
        : `The brief gives us ${limit} minutes, and ${amounts} usually take about ${mins(p.minutes.dish)}, so something has to give.`
      : p.servings !== 2
        ? `For ${p.servings} I scaled it to ${amounts}, about ${mins(p.minutes.dish)} from start to finish.`
        : `For two, ${amounts} is the right amount, about ${mins(p.minutes.dish)} from start to finish.`
    const handled = /\{\w+\}/.test(p.cooking.shortcut.label.en)
      ? ''
      : ` and ${names(mainItems(p).slice(0, 2))} to handle`
    const kit = after(
      `With ${s.say(p.cooking.equipment)}${s.ctx.brief.limits.equipment ? ` (the brief says ${s.ctx.brief.limits.equipment})` : ''}${handled}, my time saver is ${labelOf(s, 'shortcut')}`,
      s.say(p.cooking.shortcut.say),
    )
    return `${time} ${kit}`
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const pay =
      s.axis === 'cost' && s.costly
        ? ` And since ${amount(s.costly)} is the expensive line, I would buy that well and save on the rest.`
        : s.axis === 'equipment'
          ? ` ${cap(s.say(p.cooking.equipment))} is in most kitchens, so nobody needs to buy anything.`
          : ''
    return p.extraKept
      ? `${n.culture}, I take your point about how it is done there, and ${n.chef}, I agree to ${labelOf(s, 'extra')}: ${p.cooking.extra.minutes ? `${p.cooking.extra.minutes} minutes` : 'the care'} ${p.minutes.limit ? `still fits inside ${p.minutes.limit} minutes` : `is worth it for ${theStar(s)}`}, and ${p.shortcutKept ? `${labelOf(s, 'shortcut')} pays for it` : 'I can prepare the rest while it waits'}.${pay}`
      : `${n.culture}, I respect how it is done there, but ${n.chef}, I would leave out ${labelOf(s, 'extra')}${p.minutes.limit ? ` with only ${p.minutes.limit} minutes` : /weekend|saturday|sunday|party|birthday|holiday/i.test(s.theme) ? ' with a family waiting' : ' on a weeknight'}; ${labelOf(s, 'shortcut')} gets ${names(mainItems(p).slice(0, 2))} to the table sooner and tastes just as good.${pay}`
  },
  3: (s: Scene) => {
    const p = s.plan
    const fits = p.minutes.limit
      ? p.overLimit
        ? ` It will not fit in ${p.minutes.limit} minutes, and the recipe says so.`
        : ` The ${names(core(s))} ${are(core(s))} done in about ${mins(p.minutes.final)}, inside the ${p.minutes.limit} minutes we were given.`
      : ''
    return say(s, 'home_cook.close', {
      host: s.names.host,
      star: names(core(s)),
      keeps: s.say(p.cooking.keeps).replace(/^\u0001d\u0002 /, 'it '),
      fits,
    })
  },
}

/** Sentences start with a capital even where a template begins with a dish name ("custard pudding has set…"). */
const sentences = (text: string) =>
  text.replace(/(^|[.!?]\s+)([a-z])/g, (_m, pre: string, c: string) => pre + c.toUpperCase())

const table = { host, chef, nutritionist, culture, home_cook }
export const ENGLISH = Object.fromEntries(
  Object.entries(table).map(([role, rounds]) => [
    role,
    Object.fromEntries(
      Object.entries(rounds).map(([round, speak]) => [round, (s: Scene) => sentences(s.render(speak(s)))]),
    ),
  ]),
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
