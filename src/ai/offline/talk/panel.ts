import { NAME_LIKE } from '../../food/theme-words'
import { traitLabel } from '../../food/traits'
import type { Brief, Exclusion, Ingredient, Lang, Text, Trait } from '../../food/types'
import type { PanelRole } from '../../turn-context'
import { oneDecimal } from '../amounts'
import { asksAloud, kitchenDeclined } from '../asks'
import type { FamilyCooking } from '../family'
import { perServingText } from '../cook/common'
import type { Item, Swap } from '../plan'
import { LINES, line, phrase, type Slot } from './phrases'
import { ref, type Which } from './refer'
import { mainItems, poured, type Scene } from './scene'

/**
 * The panel: what each member says in each round, phrased from the scene. Every sentence carries
 * something of this dish or this brief (a name, an amount, a figure), so no two themes read alike.
 * The words are in knowledge/phrases/{ja,en}.json; this module chooses the line and fills its
 * slots, once for both languages, each line given every slot either language's wording may use.
 * What differs by language beyond the words (joining sentences, agreement, how a method's own
 * sentence is led, particles) is the language's `Voice`, in talk/en.ts and talk/ja.ts.
 */

type Slots = Record<string, Slot>
/** A varied phrase's slots: worked out before the wording is picked. */
type Filled = Record<string, string | number>

/** What a language does beyond its words: how it lists, joins, agrees and leads a sentence. */
export type Voice = {
  lang: Lang
  /** "a, b and c", 「aとb」. */
  list: (words: string[]) => string
  /** A turn's sentences (and the parts that make one up) as the language joins them; empty parts are dropped. */
  join: (parts: Array<string | false | undefined>) => string
  /** The brief's constraints one after another: "a; b", 「a、b」. */
  series: (items: string[]) => string
  /** The theme's notes quoted back, without their last full stop. */
  notes: (notes: string[]) => string
  /** A clause of a sentence after another: ", seasoned with…" follows as it is, 「…使い、…つけ」 takes a comma. */
  clauses: (parts: string[]) => string
  /** The kept proposals of round 3: "a; b; and c", 「a、b、c」. */
  kept: (items: string[]) => string
  mins: (minutes: number) => string
  /** How much a trim cut: "a fifth", 「2割」. */
  cut: (t: { before: number; after: number }) => string
  /** An ingredient's line with another amount than its own: "2 tbsp soy sauce", 「しょうゆ大さじ2」. */
  amountLine: (item: Item, amount: string) => string
  /** The foods an exclusion names, listed. */
  foods: (words: string[]) => string
  /** Whether an exclusion's reason is said alone, as it already names the exclusion. */
  reasonAlone: (e: Exclusion) => boolean
  /** The kitchen the brief allows: said as it stands (`whole`, "no oven"), or a tool said alone. */
  kitchen: (equipment: string) => { whole: boolean; tool: string }
  /** Whether the theme is for a day off or an occasion (a cook then has time), and whether a family is waiting. */
  festive: (theme: string) => boolean
  weekend: (theme: string) => boolean
  /** The kind of dish a family dish is cooked as: "a Peruvian-style stew", 「ペルー風の煮込み」. */
  familyKind: (f: FamilyCooking) => string
  /** The dish's origin as the culture expert says it; `kind`: what kind of food it is (「料理」), for a language that ends on it. */
  origin: (s: Scene, kind: string) => string
  /** Slots a sentence about these foods needs to agree with them (English is, are, stays; none in Japanese). */
  agree: (things: Ingredient[]) => Slots
  /** A sentence's first letter as its start needs it (English capitals). */
  capital: (text: string) => string
  /** The dish's name where it starts a sentence. */
  dishAtStart: () => string
  /** A sentence said inside another ("and I have to be honest…"). */
  midSentence: (text: string) => string
  /**
   * A method's own sentence, led by a phrase that names this dish's lines. `always`: led even when
   * it names them; `close`: given a full stop. Japanese always leads where needed and closes.
   */
  method: (s: Scene, lead: string, template: Text, how: { always?: boolean; close?: boolean }) => string
  /** A method's done-check and keeping note with the dish's name at their head said as "it". */
  done: (text: string) => string
  keeps: (text: string) => string
  /** Round 3's swaps, said as the language strings them: a list, or clauses the last of which ends the sentence. */
  swapsMade: (swaps: Swap[]) => string
  /** Round 2's check that the swaps hold: what is used instead, what is left out. */
  swapsHeld: (uses: string[], leaves: string[]) => string
  /** The host's write-up: one line in English, one of several wordings in Japanese. */
  writeUp: (s: Scene, slots: Filled) => string
  /** Words the theme used that the host could not read, quoted. */
  quoted: (words: string[]) => string
  /** The turn as it is said (English sentences start with a capital). */
  finish: (text: string) => string
}

/** One turn: the scene, the voice, and the lines as this language says them. */
type Turn = {
  s: Scene
  v: Voice
  said: (key: string, slots?: Slots) => string
  say: (key: string, slots?: Filled) => string
  names: (items: Item[]) => string
}

const turnOf = (s: Scene, v: Voice): Turn => ({
  s,
  v,
  said: (key, slots = {}) => line(v.lang, key, slots),
  say: (key, slots = {}) => phrase(v.lang, s.r, key, slots),
  names: (items) => v.list(items.map(name)),
})

// Names, the dish and proposals are written as markers and said in reading order (see refer.ts):
// in full the first time, short after that.
const dish = () => ref.dish()
const amount = (i: Item) => ref.amount(i)
const name = (i: Item) => ref.name(i)
const label = (which: Which) => ref.proposal(which)
const ings = (items: Item[]) => items.map((i) => i.ing)
/** Whether a proposal's label names its own lines ({main}…): then it is not led by them again. */
const namesItsLines = (t: Turn, which: Which) => /\{\w+\}/.test(t.s.plan.cooking[which].label[t.v.lang])

const trait = (t: Turn, tr: Trait) => traitLabel(tr, t.v.lang)
const sweet = (s: Scene) => s.plan.dish.category === 'dessert' || s.plan.dish.category === 'drink'
const nutrientOf = (s: Scene): 'salt' | 'sugar' => (sweet(s) ? 'sugar' : 'salt')
const nutrient = (t: Turn) => t.said(`nutrient.${nutrientOf(t.s)}`)
const perServing = (t: Turn, value?: number) => perServingText(t.s.plan, value)[t.v.lang]
/** A line with the amount the panel started from: before the nutritionist's trim, what the dish measures. */
const before = (t: Turn, i: Item) => {
  const from = t.s.trimmedFrom(i)
  return from ? t.v.amountLine(i, from[t.v.lang]) : amount(i)
}
const seasonOf = (t: Turn) => t.said(`season.${t.s.season}`)
/** What kind of food the dish is: a drink, a sweet, a dish. */
const kind = (t: Turn) => {
  const category = t.s.plan.dish.category
  return t.said(category === 'drink' || category === 'dessert' ? `kind.${category}` : 'kind.dish')
}
/** The cooking the dish belongs to, as a cook says it ("Korean cooking", 「韓国料理」); a dish of no one cuisine, where it is from. */
const cuisine = (t: Turn) => {
  const key = `cuisine.${t.s.plan.dish.cuisine}`
  return t.said(key in LINES[t.v.lang] ? key : 'cuisine.other')
}
const proposalOf = (t: Turn, who: string, which: Which) => t.said('proposal.of', { who, proposal: label(which) })
const swapped = (s: Scene) => s.swaps.filter((w) => w.to)
const dropped = (s: Scene) => s.swaps.filter((w) => !w.to)
/** The ingredients the dish is known by (its star lines). */
const core = (s: Scene) => s.star
const star = (t: Turn) => t.names(core(t.s))
const main2 = (t: Turn) => t.names(mainItems(t.s.plan).slice(0, 2))
const allMain = (t: Turn) => t.names(mainItems(t.s.plan))
/** The line that carries most of the salt (or the sugar, in a sweet). */
const carrierOf = (s: Scene) => s.carrier(nutrientOf(s))
const safetyItems = (s: Scene) => s.raw.filter((i) => !s.plan.dish.servedRaw?.includes(i.ing.id))

/** The brief's constraints in plain words: "no peanuts or tree nuts (peanut allergy: a guest has a peanut allergy)". */
function constraints(t: Turn): string[] {
  const b = t.s.ctx.brief
  const out = b.exclusions.map((e) =>
    t.said('brief.exclusion', {
      foods: t.v.foods(e.excludes),
      why: !e.reason
        ? e.name
        : t.v.reasonAlone(e)
          ? e.reason
          : t.said('brief.exclusion.why', { name: e.name, reason: e.reason }),
    }),
  )
  if (b.audience === 'children') out.push(t.said('brief.children'))
  if (b.limits.minutes) out.push(t.said('brief.minutes', { minutes: b.limits.minutes }))
  if (b.limits.servings) out.push(t.said('brief.servings', { servings: b.limits.servings }))
  if (b.limits.equipment) out.push(kitchenLimit(t, b.limits.equipment))
  if (b.temperature) out.push(t.said(`brief.served.${b.temperature}`))
  return out
}

/** The kitchen the brief allows, as said: "only a rice cooker", or a tool ruled out ("no oven") as it stands. */
const kitchenLimit = (t: Turn, equipment: string) => {
  const { whole, tool } = t.v.kitchen(equipment)
  return t.said(whole ? 'brief.kitchen' : 'brief.kitchen.only', { equipment: tool })
}

/** Why the panel cooks this dish: the theme named it, named its ingredients, or named no food at all. */
function reading(t: Turn): string {
  const { s, v } = t
  const p = s.plan
  const b = s.ctx.brief
  if (b.notFood) {
    const nameLike = NAME_LIKE.test(s.theme.normalize('NFKC').trim())
    return t.said(p.dish.category === 'drink' ? 'host.not_food.drink' : 'host.not_food.dish', {
      plain: t.said(nameLike ? 'host.not_food.name_like' : 'host.not_food.no_food', { theme: s.theme }),
      dish: dish(),
      minutes: v.mins(p.minutes.dish),
    })
  }
  if (p.declined) {
    const d = p.declined
    const lost = d.ingredients.length
      ? d.ingredients
      : s.swaps.filter((w) => d.dish.ingredients.some((part) => part.id === w.from.id)).map((w) => w.from)
    return t.said('host.declined', {
      named: d.dish.name[v.lang],
      without: v.list([...d.traits.map((tr) => trait(t, tr)), ...d.ingredients.map((i) => i.name[v.lang])]),
      built: v.list(lost.map((i) => i.name[v.lang])) || trait(t, d.traits[0]!),
      dish: dish(),
      main: main2(t),
    })
  }
  if (p.family) return familyReading(t)
  if (b.dishId) {
    // 「かぼちゃを軸にしたかぼちゃコロッケ」 says the pumpkin twice: a line the dish's name already says is not named again.
    const unnamed = mainItems(p)
      .slice(0, 2)
      .filter((i) => !p.name[v.lang].toLowerCase().includes(i.ing.name[v.lang].toLowerCase()))
    return t.say('host.named_kept', {
      dish: dish(),
      built: unnamed.length ? t.said('host.named_kept.built', { main: t.names(unnamed) }) : '',
    })
  }
  if (b.unknownDish) return t.said('host.unknown_dish', { asked: b.unknownDish, dish: dish(), main: main2(t) })
  // 'No dish I know': a theme may name a dish the catalogue lacks (beef bourguignon); the host never claims it named none.
  if (s.keys.length)
    return t.said(s.keys.length > 1 ? 'host.keys.many' : 'host.keys.one', { keys: t.names(s.keys), dish: dish() })
  return t.said('host.chosen', {
    dish: dish(),
    star: t.names(s.star),
    course: t.said(`course.${p.dish.category}`),
    suits: b.notes[0]
      ? t.said('host.chosen.notes', { notes: v.notes(b.notes.slice(0, 2)) })
      : t.said('host.chosen.theme'),
  })
}

/** A dish the table does not know, cooked under the theme's name by its family: said plainly, with what it is built from. */
function familyReading(t: Turn): string {
  const f = t.s.plan.family!
  const seasoned = f.style ? t.s.plan.items.filter((i) => f.style!.seasonings.includes(i.ing.id)) : []
  const uses = t.v.clauses(
    [
      t.s.keys.length && t.said('host.family.keys', { keys: t.names(t.s.keys) }),
      seasoned.length && t.said('host.family.seasoned', { seasoned: t.names(seasoned) }),
    ].filter((c): c is string => Boolean(c)),
  )
  return t.said('host.family', {
    asked: t.s.ctx.brief.familyDish!.name,
    kind: t.v.familyKind(f),
    template: f.template.name[t.v.lang],
    uses: uses ? t.said('host.family.uses', { uses }) : '',
  })
}

function timeWarning(t: Turn): string {
  const p = t.s.plan
  if (!p.overLimit || !p.minutes.limit) return ''
  const cold = p.dish.served === 'cold' && p.minutes.floor >= 60
  return t.said('host.over_time', {
    dish: dish(),
    floor: t.v.mins(p.minutes.floor),
    cold: cold ? t.said('host.over_time.cold') : '',
    limit: p.minutes.limit,
    total: t.v.mins(p.minutes.final),
    over: p.minutes.final - p.minutes.limit,
  })
}

/**
 * The round-2 question, from the axis the scene chose: what the host asks the chef, phrased with
 * the lines and figures of this dish, so the debate turns on a point only this dish raises.
 */
function axisQuestion(t: Turn): string {
  const { s, v } = t
  const p = s.plan
  const slots = { chef: s.names.chef, star: star(t), ...v.agree(ings(core(s))) }
  switch (s.axis) {
    case 'time':
      return t.said('host.ask.time', {
        ...slots,
        extra: label('extra'),
        minutes: p.cooking.extra.minutes || t.said('host.ask.time.few'),
        limit: p.minutes.limit ? t.said('host.ask.time.limit', { limit: p.minutes.limit }) : '',
        first: name(core(s)[0]!),
      })
    case 'texture':
      return t.said('host.ask.texture', { ...slots, shortcut: label('shortcut') })
    case 'authenticity': {
      const origin = v.origin(s, kind(t))
      return t.said('host.ask.authenticity', { ...slots, origin, where: origin.split(/[,;(]/)[0]!.trim() })
    }
    case 'nutrition': {
      const pr = s.carrier('protein')
      const c = carrierOf(s)
      return t.said('host.ask.nutrition', {
        ...slots,
        protein: pr
          ? t.said('host.ask.nutrition.protein', { protein: amount(pr) })
          : t.said('host.ask.nutrition.no_protein', { star: slots.star }),
        carrier: c
          ? t.said('host.ask.nutrition.carrier', { carrier: amount(c), nutrient: nutrient(t) })
          : t.said('host.ask.nutrition.no_carrier', { star: slots.star }),
      })
    }
    case 'safety': {
      const raw = safetyItems(s)
      return t.said('host.ask.safety', {
        ...slots,
        ...v.agree(ings(raw)),
        amounts: v.list(raw.map(amount)),
        items: t.names(raw),
        all: raw.length > 1 ? t.said('host.ask.safety.all') : '',
        shortcut: label('shortcut'),
      })
    }
    case 'cost':
      return t.said('host.ask.cost', { ...slots, amount: amount(s.costly!), item: name(s.costly!) })
    case 'equipment': {
      const equipment = s.ctx.brief.limits.equipment
      return t.said('host.ask.equipment', {
        ...slots,
        equipment: s.say(p.cooking.equipment),
        allowed: equipment
          ? t.said('host.ask.equipment.allowed', { allowed: kitchenLimit(t, equipment), equipment })
          : '',
      })
    }
  }
}

/** The chef's answer to the host's round-2 question, on the same axis, from the dish's method. */
function axisAnswer(t: Turn): string {
  const { s, v } = t
  const p = s.plan
  const lines = core(s)
  const slots = { host: s.names.host, star: star(t), technique: label('technique'), ...v.agree(ings(lines)) }
  switch (s.axis) {
    case 'time':
      return p.extraKept
        ? t.said('chef.answer.time', {
            ...slots,
            extra: label('extra'),
            method: v.method(s, t.said('chef.answer.time.lead', { items: amount(lines[0]!) }), p.cooking.extra.say, {}),
          })
        : t.said('chef.answer.time.no', { ...slots, extra: label('extra') })
    case 'texture':
      return t.said('chef.answer.texture', {
        ...slots,
        method: v.method(
          s,
          t.said('chef.answer.texture.lead', { items: v.list(lines.map(amount)) }),
          p.cooking.technique.say,
          { close: true },
        ),
      })
    case 'authenticity':
      return t.said('chef.answer.authenticity', slots)
    case 'nutrition': {
      const c = carrierOf(s)
      return t.said('chef.answer.nutrition', {
        ...slots,
        seasoning: c
          ? t.said('chef.answer.nutrition.carrier', { carrier: amount(c), nutrient: nutrient(t) })
          : t.said('chef.answer.nutrition.stages'),
      })
    }
    case 'safety': {
      const raw = safetyItems(s)
      return t.said('chef.answer.safety', {
        ...slots,
        ...v.agree(ings(raw)),
        items: t.names(raw),
        method: v.method(s, t.said('chef.answer.safety.lead', { items: v.list(raw.map(amount)) }), p.cooking.done, {
          always: true,
        }),
      })
    }
    case 'cost': {
      const costly = { amount: amount(s.costly!), item: name(s.costly!) }
      return t.said('chef.answer.cost', {
        ...slots,
        ...costly,
        method: v.method(
          s,
          t.said('chef.answer.cost.lead', { ...costly, technique: slots.technique }),
          p.cooking.technique.say,
          { always: true, close: true },
        ),
      })
    }
    case 'equipment':
      return t.said('chef.answer.equipment', { ...slots, equipment: s.say(p.cooking.equipment) })
  }
}

const host = {
  1: (t: Turn) => {
    const { s, v } = t
    const p = s.plan
    const n = s.names
    const base = t.said('host.base', {
      items: v.list(mainItems(p).map((i) => before(t, i))),
      servings: p.servings,
      equipment: s.say(p.cooking.equipment),
      minutes: v.mins(p.minutes.dish),
    })
    const open = t.say('host.open', { theme: s.theme, base })
    const brief = constraints(t)
    const unchecked = s.ctx.brief.unchecked ?? []
    const second = mainItems(p)[1]
    const briefLine = v.join([
      brief.length
        ? t.said('host.brief', { brief: v.series(brief), main: main2(t) })
        : !unchecked.length &&
          t.said('host.brief.none', {
            star: star(t),
            lines: t.names(
              [...core(s), ...mainItems(p).filter((i) => !core(s).includes(i))].slice(0, core(s).length + 1),
            ),
            beside: second
              ? t.said('host.brief.none.beside', { item: name(second) })
              : t.said('host.brief.none.in', { equipment: s.say(p.cooking.equipment) }),
          }),
      ...unchecked.map((u) => t.said('host.unchecked', { note: u })),
      ...(s.ctx.brief.hazards ?? []).map((h) => t.said('host.hazard', { hazard: h.name, instead: h.instead })),
    ])
    const first = mainItems(p)[0]!
    const carrier = carrierOf(s)
    const check = p.banned.length
      ? t.said('host.invite.check_list')
      : t.said(carrier && carrier !== first ? 'host.invite.check_line' : 'host.invite.check_figures', {
          line: before(t, carrier ?? first),
          nutrient: nutrient(t),
        })
    const invite = t.said('host.invite', {
      chef: n.chef,
      first: name(first),
      nutritionist: n.nutritionist,
      check,
      culture: n.culture,
      origin: v.origin(s, kind(t)),
      cuisine: cuisine(t),
      home_cook: n.home_cook,
      minutes: v.mins(p.minutes.dish),
      when: t.said(v.festive(s.theme) ? 'host.invite.festive' : 'host.invite.weeknight'),
    })
    // When the panel cooks something other than what was asked, it says so before sketching what it cooks.
    const kitchen = kitchenDeclined(p, v.lang)
    const elsewhere = s.ctx.brief.notFood || p.declined || s.ctx.brief.unknownDish || p.family || kitchen
    const opening = elsewhere
      ? t.said('host.open.elsewhere', { theme: s.theme, reading: v.midSentence(kitchen || reading(t)), base })
      : v.join([open, reading(t)])
    return v.join([opening, briefLine, timeWarning(t), asksAloud(p, v.lang), invite])
  },
  2: (t: Turn) => {
    const { s, v } = t
    const p = s.plan
    const n = s.names
    const trim = p.trim
      ? t.said('host.heard.trim', {
          nutritionist: n.nutritionist,
          share: v.cut(p.trim),
          nutrient: t.said(`nutrient.${p.trim.nutrient}`),
          before: oneDecimal(p.trim.before),
          after: oneDecimal(p.trim.after),
        })
      : t.said('host.heard.no_trim', { nutritionist: n.nutritionist, figures: perServing(t) })
    const heard = t.said('host.heard', {
      star: star(t),
      chef: n.chef,
      technique: label('technique'),
      extra: label('extra'),
      home_cook: n.home_cook,
      shortcut: label('shortcut'),
      first: name(mainItems(p)[0]!),
      trim,
      culture: n.culture,
      serving: s.serving.label[v.lang],
    })
    return v.join([heard, axisQuestion(t)])
  },
  3: (t: Turn) => {
    const { s, v } = t
    const p = s.plan
    const n = s.names
    const kept = [proposalOf(t, n.chef, 'technique')]
    if (p.trim)
      kept.push(
        t.said('host.kept.trim', {
          nutritionist: n.nutritionist,
          after: oneDecimal(p.trim.after),
          nutrient: t.said(`nutrient.${p.trim.nutrient}`),
        }),
      )
    kept.push(t.said('host.kept.serving', { serving: s.serving.label[v.lang], culture: n.culture }))
    if (p.extraKept) kept.push(proposalOf(t, n.chef, 'extra'))
    if (p.shortcutKept) kept.push(proposalOf(t, n.home_cook, 'shortcut'))
    const aside = [
      !p.extraKept && proposalOf(t, n.chef, 'extra'),
      !p.shortcutKept && proposalOf(t, n.home_cook, 'shortcut'),
    ].filter((a): a is string => Boolean(a))
    const why = p.extraKept
      ? t.said('host.aside.worth', { star: star(t), minutes: v.mins(p.cooking.extra.minutes || 1) })
      : p.minutes.limit
        ? t.said('host.aside.limit', { limit: p.minutes.limit })
        : t.said('host.aside.home_cook', {
            home_cook: n.home_cook,
            main: main2(t),
            star: star(t),
            chef: n.chef,
            technique: label('technique'),
          })
    const swaps = s.swaps.length
      ? t.said('host.swaps', { changes: v.swapsMade([...swapped(s), ...dropped(s)]) })
      : p.banned.length
        ? t.said('host.swaps.none', { main: main2(t), all: allMain(t) })
        : ''
    const decided = t.said('host.decided', {
      star: star(t),
      kept: v.kept(kept),
      aside: aside.length ? t.said('host.decided.aside', { aside: v.list(aside), why }) : '',
    })
    const write = v.writeUp(s, {
      title: s.title[v.lang],
      servings: p.servings,
      items: v.list(mainItems(p).map(amount)),
      minutes: v.mins(p.minutes.final),
      figures: perServing(t),
    })
    return v.join([decided, swaps, write])
  },
}

/** How the chef handles a replacement: what the new ingredient needs that the old one did not. */
function swapCraft(t: Turn): string {
  const w = swapped(t.s)[0]
  if (!w) return ''
  const lang = t.v.lang
  const from = w.from.name[lang]
  const to = w.to!
  const how = ['powder', 'liquid', 'noodle', 'grain'].includes(to.form)
    ? `chef.swap.${to.form}`
    : to.name[lang].includes(from)
      ? 'chef.swap.same_kind'
      : 'chef.swap.other'
  return t.said('chef.swap', { from, to: to.name[lang], how: t.said(how, { from }) })
}

const chef = {
  1: (t: Turn) => {
    const { s, v } = t
    const p = s.plan
    // The chef speaks of the line the dish is known by: the salmon of a salmon bowl, not its rice.
    const first = core(s)[0] ?? mainItems(p)[0]!
    // A proposal that names its own lines is not led by them again ("the tofu: browning the tofu…").
    const opener = t.say(namesItsLines(t, 'technique') ? 'chef.opener_named' : 'chef.opener', {
      host: s.names.host,
      first: name(first),
      technique: label('technique'),
    })
    const extra = p.cooking.extra.minutes
      ? t.said('chef.extra', {
          extra: label('extra'),
          minutes: p.cooking.extra.minutes,
          worth: namesItsLines(t, 'extra')
            ? t.said('chef.extra.pays')
            : t.said('chef.extra.for_star', { star: star(t), main: main2(t), ...v.agree(ings(core(s))) }),
        })
      : t.said('chef.extra.no_minutes', { extra: label('extra'), star: star(t) })
    const method = v.method(
      s,
      t.said('chef.method.lead', { amount: amount(first), item: name(first) }),
      p.cooking.technique.say,
      { close: true },
    )
    return v.join([opener, method, swapCraft(t), extra])
  },
  2: (t: Turn) => {
    const { s, v } = t
    const p = s.plan
    const n = s.names
    const c = carrierOf(s)
    const trimmed = p.items.filter((i) => p.trim?.ids.includes(i.ing.id))
    const trim = p.trim
      ? t.said('chef.trim', {
          nutritionist: n.nutritionist,
          after: oneDecimal(p.trim.after),
          nutrient: t.said(`nutrient.${p.trim.nutrient}`),
          lines: t.names(trimmed.filter((i) => !core(s).includes(i))),
          star: star(t),
          whose: trimmed.some((i) => core(s).includes(i)) ? '' : t.said('chef.trim.whose', { star: star(t) }),
        })
      : t.said('chef.no_trim', {
          nutritionist: n.nutritionist,
          because: c
            ? t.said(c.ing.id === nutrientOf(s) ? 'chef.no_trim.measured' : 'chef.no_trim.carrier', {
                nutrient: nutrient(t),
                carrier: name(c),
              })
            : t.said('chef.no_trim.figures', { figures: perServing(t) }),
          what: c && core(s).includes(c) ? t.said('chef.no_trim.it') : t.said('chef.no_trim.star', { star: star(t) }),
          taste: t.said(`taste.${nutrientOf(s)}`),
        })
    const extra =
      s.axis !== 'time' &&
      t.said(p.extraKept ? 'chef.extra_kept' : 'chef.extra_dropped', {
        home_cook: n.home_cook,
        extra: label('extra'),
        star: star(t),
        technique: label('technique'),
        ...v.agree(ings(core(s))),
      })
    return v.join([axisAnswer(t), trim, extra])
  },
  3: (t: Turn) =>
    t.say('chef.close', { host: t.s.names.host, star: star(t), done: t.v.done(t.s.say(t.s.plan.cooking.done)) }),
}

/** Why an ingredient is swapped out, as the nutritionist says it, and a note said beside it. */
function swapWhy(t: Turn, w: Scene['swaps'][number]): { why: string; note: string } {
  if (w.why === 'named') return { why: t.said('nutritionist.why.named'), note: '' }
  const tr = trait(t, w.why)
  // "Egg: it contains egg" says nothing: an ingredient that is the trait itself is simply ruled out.
  if (w.from.name[t.v.lang].toLowerCase().includes(tr.replace(/s$/, '')))
    return { why: t.said('nutritionist.why.itself'), note: '' }
  if (!w.note) return { why: t.said('nutritionist.why.contains', { trait: tr }), note: '' }
  const note = w.note[t.v.lang]
  // A note that says the trait itself stands for the reason; one that does not is said beside it.
  return note.includes(tr)
    ? { why: t.said('nutritionist.why.note_names_it', { note, trait: tr }), note: '' }
    : {
        why: t.said('nutritionist.why.note', { note, trait: tr }),
        note: t.said('nutritionist.why.note.aside', { note }),
      }
}

const nutritionist = {
  1: (t: Turn) => {
    const { s, v } = t
    const p = s.plan
    const parts: string[] = []
    const c = carrierOf(s)
    const source = c
      ? t.said('nutritionist.source', {
          nutrient: nutrient(t),
          carrier: t.said(core(s).includes(c) ? 'nutritionist.source.star' : 'nutritionist.source.other', {
            amount: amount(c),
            line: before(t, c),
            star: star(t),
          }),
        })
      : ''
    if (s.ctx.brief.exclusions.length || p.banned.length) {
      parts.push(
        t.said('nutritionist.checked', {
          count: p.dish.ingredients.length,
          dish: dish(),
          main: main2(t),
          against: v.list(s.excludedWords) || v.list(p.banned.map((tr) => trait(t, tr))),
        }),
      )
      for (const w of s.swaps.slice(0, 3)) {
        const from = v.capital(w.from.name[v.lang])
        const { why, note } = swapWhy(t, w)
        parts.push(
          w.to
            ? t.said('nutritionist.swap', { from, why, to: w.to.name[v.lang], note })
            : t.said('nutritionist.swap.dropped', { from, why, note }),
        )
      }
      for (const l of s.labels)
        parts.push(t.said('nutritionist.label', { item: v.capital(name(l.item)), note: l.note[v.lang] }))
      if (!s.swaps.length) parts.push(t.said('nutritionist.all_clear', { main: main2(t), all: v.capital(allMain(t)) }))
      parts.push(t.said('nutritionist.per_serving', { figures: perServing(t, p.trim?.before), source }))
    } else parts.push(t.said('nutritionist.no_diet', { star: star(t), figures: perServing(t, p.trim?.before), source }))
    if (p.trim) {
      const trimmed = p.items.filter((i) => p.trim!.ids.includes(i.ing.id))
      // Each line said from its old amount to its new one; a line whose printed amount did not change is only said to be used more lightly.
      const shown = trimmed.filter((i) => s.trimmedFrom(i))
      const lines = v.list(
        shown.length
          ? shown.map((i) =>
              t.said('nutritionist.trim.line', {
                item: name(i),
                from: s.trimmedFrom(i)![v.lang],
                to: i.amount[v.lang],
              }),
            )
          : trimmed.map((i) => t.said('nutritionist.trim.item', { item: name(i) })),
      )
      const trimNutrient = t.said(`nutrient.${p.trim.nutrient}`)
      parts.push(
        v.join([
          s.ctx.brief.lower?.includes(p.trim.nutrient) && t.said('nutritionist.trim.asked', { nutrient: trimNutrient }),
          t.say(shown.length ? 'nutritionist.trim' : 'nutritionist.trim_plain', {
            star: star(t),
            lines,
            nutrient: trimNutrient,
            before: oneDecimal(p.trim.before),
            after: oneDecimal(p.trim.after),
            share: v.cut(p.trim),
          }),
        ]),
      )
    } else
      parts.push(
        t.said('nutritionist.no_cut', {
          nutrient: nutrient(t),
          star: star(t),
          taste: t.said(`taste.${nutrientOf(s)}`),
          ask:
            c && !poured(c)
              ? t.said('nutritionist.no_cut.keep', {
                  line: core(s).includes(c)
                    ? t.said('nutritionist.no_cut.written')
                    : t.said('nutritionist.no_cut.line', { amount: amount(c) }),
                })
              : t.said('nutritionist.no_cut.measure', {
                  line: c
                    ? t.said('nutritionist.no_cut.item', { item: name(c) })
                    : t.said(sweet(s) ? 'nutritionist.no_cut.sweetener' : 'nutritionist.no_cut.seasoning'),
                }),
        }),
      )
    return v.join(parts)
  },
  2: (t: Turn) => {
    const { s, v } = t
    const p = s.plan
    const n = s.names
    const pr = s.carrier('protein')
    const technique = pr
      ? t.said('nutritionist.technique.protein', { chef: n.chef, technique: label('technique'), protein: amount(pr) })
      : t.said('nutritionist.technique', {
          chef: n.chef,
          technique: label('technique'),
          main: main2(t),
          all: allMain(t),
        })
    const stance = t.said(p.shortcutKept ? 'nutritionist.shortcut_kept' : 'nutritionist.shortcut_left', {
      home_cook: n.home_cook,
      shortcut: label('shortcut'),
      main: main2(t),
      host: n.host,
    })
    const check =
      s.swaps.length > 0 &&
      t.said('nutritionist.swaps_hold', {
        changes: v.swapsHeld(
          swapped(s).map((w) => w.to!.name[v.lang]),
          dropped(s).map((w) => w.from.name[v.lang]),
        ),
      })
    return v.join([technique, stance, check])
  },
  3: (t: Turn) => {
    const { s, v } = t
    const c = carrierOf(s)
    return t.say('nutritionist.close', {
      host: s.names.host,
      star: star(t),
      figures: perServing(t),
      measure: c
        ? t.said(poured(c) ? 'nutritionist.measure.poured' : 'nutritionist.measure.kept', {
            line: core(s).includes(c)
              ? t.said('nutritionist.measure.own', { amount: c.amount[v.lang] })
              : t.said('nutritionist.measure.line', { amount: amount(c) }),
          })
        : t.said('nutritionist.measure.written', { items: v.list(mainItems(s.plan).map(amount)) }),
    })
  },
}

const culture = {
  1: (t: Turn) => {
    const { s, v } = t
    const p = s.plan
    const lines = core(s)
    const seasonal = s.seasonal.slice(0, 2)
    const seasonLine =
      s.season &&
      (seasonal.length
        ? t.said('culture.season.best', { season: seasonOf(t), items: t.names(seasonal), ...v.agree(ings(seasonal)) })
        : t.said(p.dish.season?.includes(s.season) ? 'culture.season.belongs' : 'culture.season.not_classic', {
            season: seasonOf(t),
            star: star(t),
            ...v.agree(ings(lines)),
          }))
    const garnish = p.items.filter((i) => i.added === 'garnish')
    return v.join([
      t.said('culture.origin', { dish: v.dishAtStart(), origin: v.origin(s, kind(t)) }),
      seasonLine,
      garnish.length > 0 && t.said('culture.garnish', { garnish: v.list(garnish.map(amount)) }),
      t.said('culture.keep', {
        star: star(t),
        serving: s.serving.label[v.lang],
        kind: kind(t),
        ...v.agree(ings(lines)),
      }),
    ])
  },
  2: (t: Turn) => {
    const { s, v } = t
    const n = s.names
    return t.said(s.plan.shortcutKept ? 'culture.shortcut_kept' : 'culture.shortcut_left', {
      nutritionist: n.nutritionist,
      home_cook: n.home_cook,
      shortcut: label('shortcut'),
      star: star(t),
      serving: s.serving.label[v.lang],
      chef: n.chef,
      technique: label('technique'),
      host: n.host,
      cuisine: cuisine(t),
      ...v.agree(ings(core(s))),
    })
  },
  3: (t: Turn) =>
    t.say('culture.close', {
      host: t.s.names.host,
      star: star(t),
      serving: t.s.serving.label[t.v.lang],
      kind: kind(t),
      season: t.s.season ? t.said('culture.close.season', { season: seasonOf(t) }) : '',
    }),
}

const home_cook = {
  1: (t: Turn) => {
    const { s, v } = t
    const p = s.plan
    const limit = p.minutes.limit
    const slots = { amounts: v.list(mainItems(p).map(amount)), minutes: v.mins(p.minutes.dish) }
    const time = limit
      ? t.said(p.minutes.dish <= limit ? 'home_cook.time.fits' : 'home_cook.time.over', { ...slots, limit })
      : p.servings !== 2
        ? t.said('home_cook.time.scaled', { ...slots, servings: p.servings })
        : t.said('home_cook.time.two', slots)
    const equipment = s.ctx.brief.limits.equipment
    const kit = {
      limit: equipment ? t.said('home_cook.kit.limit', { equipment }) : '',
      handled: namesItsLines(t, 'shortcut') ? '' : t.said('home_cook.kit.handled', { main: main2(t), star: star(t) }),
      shortcut: label('shortcut'),
    }
    const lead = t.said('home_cook.kit.lead', {
      ...kit,
      equipment: s.say(p.cooking.equipment),
      item: name(mainItems(p)[0]!),
    })
    const method = v.method(s, lead, p.cooking.shortcut.say, { always: true })
    return v.join([time, t.said('home_cook.kit', { ...kit, method })])
  },
  2: (t: Turn) => {
    const { s, v } = t
    const p = s.plan
    const n = s.names
    const limit = p.minutes.limit
    const pay =
      s.axis === 'cost' && s.costly
        ? t.said('home_cook.pay.costly', { amount: amount(s.costly) })
        : s.axis === 'equipment'
          ? t.said('home_cook.pay.equipment', { equipment: v.capital(s.say(p.cooking.equipment)), star: star(t) })
          : ''
    const slots = { culture: n.culture, chef: n.chef, extra: label('extra'), shortcut: label('shortcut'), pay }
    return p.extraKept
      ? t.said('home_cook.extra_kept', {
          ...slots,
          star: star(t),
          cost: p.cooking.extra.minutes
            ? t.said('home_cook.extra_kept.minutes', { minutes: p.cooking.extra.minutes })
            : t.said('home_cook.extra_kept.care'),
          worth: limit
            ? t.said('home_cook.extra_kept.limit', { limit })
            : t.said('home_cook.extra_kept.worth', { star: star(t) }),
          repaid: p.shortcutKept
            ? t.said('home_cook.extra_kept.shortcut', { shortcut: slots.shortcut })
            : t.said('home_cook.extra_kept.waits'),
        })
      : t.said('home_cook.extra_dropped', {
          ...slots,
          main: main2(t),
          when: limit
            ? t.said('home_cook.extra_dropped.limit', { limit })
            : t.said(v.weekend(s.theme) ? 'home_cook.extra_dropped.family' : 'home_cook.extra_dropped.weeknight'),
        })
  },
  3: (t: Turn) => {
    const { s, v } = t
    const p = s.plan
    const fits = p.minutes.limit
      ? t.said(p.overLimit ? 'home_cook.fits.over' : 'home_cook.fits', {
          limit: p.minutes.limit,
          star: star(t),
          main: main2(t),
          minutes: v.mins(p.minutes.final),
          ...v.agree(ings(core(s))),
        })
      : ''
    return t.say('home_cook.close', { host: s.names.host, star: star(t), keeps: v.keeps(s.say(p.cooking.keeps)), fits })
  },
}

const ROLES = { host, chef, nutritionist, culture, home_cook }

/** The panel in a voice: each role's turn in each round, rendered as the language says it. */
export function panelIn(v: Voice): Record<PanelRole, Record<1 | 2 | 3, (s: Scene) => string>> {
  return Object.fromEntries(
    Object.entries(ROLES).map(([role, rounds]) => [
      role,
      Object.fromEntries(
        Object.entries(rounds).map(([round, speak]) => [round, (s: Scene) => v.finish(s.render(speak(turnOf(s, v))))]),
      ),
    ]),
  ) as Record<PanelRole, Record<1 | 2 | 3, (s: Scene) => string>>
}

/** The host's only turn when the theme cannot be cooked: the words it could not read, or what is unsafe, and what to ask instead. */
export function refusalIn(v: Voice, theme: string, brief: Brief): string {
  const unresolved = brief.unresolved ?? []
  if (unresolved.length) return line(v.lang, 'host.refusal.unclear', { theme, words: v.quoted(unresolved) })
  const refused = (brief.hazards ?? []).filter((h) => h.refused)
  return line(v.lang, 'host.refusal.unsafe', { theme, instead: v.join(refused.map((h) => h.instead)) })
}
