import { NAME_LIKE } from '../../food/theme-words'
import { traitLabel } from '../../food/traits'
import type { Brief, Trait } from '../../food/types'
import type { PanelRole } from '../../turn-context'
import { oneDecimal } from '../amounts'
import { asksAloud, kitchenDeclined } from '../asks'
import { Kit } from '../cook'
import { perServingText } from '../cook/common'
import { listEn } from '../cook/kit'
import type { Item } from '../plan'
import { lineEn } from '../recipe'
import { line, phrase } from './phrases'
import { ref, type Which } from './refer'
import { mainItems, poured, type Scene } from './scene'

/**
 * The English panel: what each member says in each round, phrased from the scene. Every sentence
 * carries something of this dish or this brief (a name, an amount, a figure), so no two themes
 * read alike. The words are in knowledge/phrases/en.json: this file chooses the line, fills its
 * slots and keeps what is English grammar (articles, agreement, how a method's sentence is led).
 */

type Slots = Record<string, string | number>
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
// Names, the dish and proposals are written as markers and said in reading order (see refer.ts):
// in full the first time, short after that.
const dish = (_s: Scene) => ref.dish()
const Dish = (_s: Scene) => ref.Dish()
const amount = (i: Item) => ref.amount(i)
const name = (i: Item) => ref.name(i)
const say = (s: Scene, key: string, slots: Slots = {}) => phrase('en', s.r, key, slots)
const said = (key: string, slots: Slots = {}) => line('en', key, slots)
/** A line with the amount the panel started from: before the nutritionist's trim, what the dish measures. */
const before = (s: Scene) => (i: Item) => (s.trimmedFrom(i) ? lineEn(s.trimmedFrom(i)!.en, i.ing) : amount(i))
const names = (items: Item[]) => listEn(items.map(name))
const mins = (m: number) => Kit.minutes(m).en
const trait = (t: Trait) => traitLabel(t, 'en')
const seasonOf = (s: Scene) => said(`season.${s.season}`)
const weekend = (s: Scene) => /weekend|saturday|sunday|party|birthday|holiday/i.test(s.theme)

/** The brief's constraints in plain words: "no peanuts or tree nuts (peanut allergy: a guest has a peanut allergy)". */
function constraints(s: Scene): string[] {
  const b = s.ctx.brief
  const out = b.exclusions.map((e) =>
    said('brief.exclusion', {
      foods: listEn(e.excludes).replace(/, and /g, ' and '),
      why: e.reason ? said('brief.exclusion.why', { name: e.name, reason: e.reason }) : e.name,
    }),
  )
  if (b.audience === 'children') out.push(said('brief.children'))
  if (b.limits.minutes) out.push(said('brief.minutes', { minutes: b.limits.minutes }))
  if (b.limits.servings) out.push(said('brief.servings', { servings: b.limits.servings }))
  if (b.limits.equipment) out.push(kitchenLimit(b.limits.equipment))
  if (b.temperature) out.push(said(`brief.served.${b.temperature}`))
  return out
}

/** A sentence as said: a template written without its full stop (a variant's `says`) gets one. */
const closed = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)
const excluded = (s: Scene) => listEn(s.excludedWords)
/** The kitchen the brief allows, as said: "only a rice cooker", or a tool ruled out ("no oven") as it stands. */
const kitchenLimit = (equipment: string) =>
  said(/^(?:no|without) | only$/.test(equipment) ? 'brief.kitchen' : 'brief.kitchen.only', { equipment })
const sweet = (s: Scene) => s.plan.dish.category === 'dessert' || s.plan.dish.category === 'drink'
const nutrient = (s: Scene) => said(sweet(s) ? 'nutrient.sugar' : 'nutrient.salt')
const perServing = (s: Scene, value?: number) => perServingText(s.plan, value).en
const labelOf = (_s: Scene, which: Which) => ref.proposal(which)
/** "Daniel's two-stage stir-fry", not "Daniel's a two-stage stir-fry" (refer.ts drops the article after a possessive). */
const their = (_s: Scene, who: string, which: Which) => said('proposal.of', { who, proposal: ref.proposal(which) })
/** How much was cut, as a cook says it: "a fifth", "40%" (number words, like the minutes, are formatted in code). */
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
    const nameLike = NAME_LIKE.test(s.theme.normalize('NFKC').trim())
    return said(p.dish.category === 'drink' ? 'host.not_food.drink' : 'host.not_food.dish', {
      plain: said(nameLike ? 'host.not_food.name_like' : 'host.not_food.no_food', { theme: s.theme }),
      dish: dish(s),
      minutes: mins(p.minutes.dish),
    })
  }
  if (p.declined) {
    const d = p.declined
    const lost = d.ingredients.length
      ? d.ingredients
      : s.swaps.filter((w) => d.dish.ingredients.some((part) => part.id === w.from.id)).map((w) => w.from)
    return said('host.declined', {
      named: d.dish.name.en,
      without: listEn([...d.traits.map(trait), ...d.ingredients.map((i) => i.name.en)]),
      built: listEn(lost.map((i) => i.name.en)) || trait(d.traits[0]!),
      dish: dish(s),
      main: names(mainItems(p).slice(0, 2)),
    })
  }
  if (p.family) return familyReading(s)
  if (b.dishId) {
    const unnamed = mainItems(p)
      .slice(0, 2)
      .filter((i) => !p.name.en.toLowerCase().includes(i.ing.name.en.toLowerCase()))
    return say(s, 'host.named_kept', {
      dish: dish(s),
      built: unnamed.length ? said('host.named_kept.built', { main: names(unnamed) }) : '',
    })
  }
  if (b.unknownDish)
    return said('host.unknown_dish', { asked: b.unknownDish, dish: dish(s), main: names(mainItems(p).slice(0, 2)) })
  // 'No dish I know': a theme may name a dish the catalogue lacks (beef bourguignon); the host never claims it named none.
  if (s.keys.length)
    return said(s.keys.length > 1 ? 'host.keys.many' : 'host.keys.one', { keys: names(s.keys), dish: dish(s) })
  return said('host.chosen', {
    dish: dish(s),
    star: names(s.star),
    course: said(`en.course.${p.dish.category}`),
    suits: b.notes[0]
      ? said('host.chosen.notes', { notes: b.notes.slice(0, 2).join('; ').replace(/\.$/, '') })
      : said('host.chosen.theme'),
  })
}

/** A dish the table does not know, cooked under the theme's name by its family: said plainly, with what it is built from. */
function familyReading(s: Scene): string {
  const f = s.plan.family!
  const kind = [f.style?.style.en, f.family.label.en].filter(Boolean).join(' ')
  const a = /s$|rice|fish|bread|custard/.test(f.family.label.en) ? '' : /^[aeiou]/i.test(kind) ? 'an ' : 'a '
  const seasoned = f.style ? s.plan.items.filter((i) => f.style!.seasonings.includes(i.ing.id)) : []
  return said('host.family', {
    asked: s.ctx.brief.familyDish!.name,
    kind: `${a}${kind}`,
    template: f.template.name.en,
    uses: [
      s.keys.length && said('host.family.keys', { keys: names(s.keys) }),
      seasoned.length && said('host.family.seasoned', { seasoned: names(seasoned) }),
    ]
      .filter(Boolean)
      .join(''),
  })
}

function timeWarning(s: Scene): string {
  const p = s.plan
  if (!p.overLimit || !p.minutes.limit) return ''
  const cold = p.dish.served === 'cold' && p.minutes.floor >= 60
  return said('host.over_time', {
    dish: dish(s),
    floor: mins(p.minutes.floor),
    cold: cold ? said('host.over_time.cold') : '',
    limit: p.minutes.limit,
    total: mins(p.minutes.final),
    over: p.minutes.final - p.minutes.limit,
  })
}

/** The ingredients the dish is known by (its star lines), and a verb that agrees with them. */
const core = (s: Scene) => s.star
/** "the chicken thigh", "the shrimp and clams": the star lines as a cook names them mid-sentence. */
const theStar = (s: Scene) => `the ${names(core(s))}`
const are = (items: Item[]) => (items.length > 1 || /[^s]s$/.test(items[0]!.ing.name.en) ? 'are' : 'is')
/** The -s a verb takes after one line and not after several: "the rice stays", "the beans stay". */
const verbS = (items: Item[]) => (items.length > 1 ? '' : 's')
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
const carrierOf = (s: Scene) => s.carrier(sweet(s) ? 'sugar' : 'salt')
const safetyItems = (s: Scene) => s.raw.filter((i) => !s.plan.dish.servedRaw?.includes(i.ing.id))
/** What kind of food the dish is: a drink, a sweet, a dish. */
const kind = (s: Scene) =>
  said(
    s.plan.dish.category === 'drink' || s.plan.dish.category === 'dessert'
      ? `kind.${s.plan.dish.category}`
      : 'kind.dish',
  )

/**
 * The round-2 question, from the axis the scene chose: what the host asks the chef, phrased with
 * the lines and figures of this dish, so the debate turns on a point only this dish raises.
 */
function axisQuestion(s: Scene): string {
  const p = s.plan
  const chef = s.names.chef
  const star = names(core(s))
  switch (s.axis) {
    case 'time':
      return said('host.ask.time', {
        extra: labelOf(s, 'extra'),
        minutes: p.cooking.extra.minutes || said('host.ask.time.few'),
        star,
        limit: p.minutes.limit ? said('host.ask.time.limit', { limit: p.minutes.limit }) : '',
        chef,
        first: name(core(s)[0]!),
      })
    case 'texture':
      return said('host.ask.texture', { chef, star, shortcut: labelOf(s, 'shortcut') })
    case 'authenticity':
      return said('host.ask.authenticity', {
        origin: origin(s).split(/[,;(]/)[0]!.trim(),
        chef,
        star,
        s: verbS(core(s)),
      })
    case 'nutrition': {
      const pr = s.carrier('protein')
      const c = carrierOf(s)
      return said('host.ask.nutrition', {
        protein: pr
          ? said('host.ask.nutrition.protein', { protein: amount(pr) })
          : said('en.ask_nutrition.no_protein', { star }),
        carrier: c ? said('host.ask.nutrition.carrier', { carrier: amount(c), nutrient: nutrient(s) }) : '',
        chef,
        star,
      })
    }
    case 'safety': {
      const raw = safetyItems(s)
      return said('host.ask.safety', {
        amounts: listEn(raw.map(amount)),
        chef,
        items: names(raw),
        are: are(raw),
        shortcut: labelOf(s, 'shortcut'),
      })
    }
    case 'cost':
      return said('host.ask.cost', { amount: amount(s.costly!), chef })
    case 'equipment':
      return said('host.ask.equipment', {
        equipment: s.say(p.cooking.equipment),
        allowed: s.ctx.brief.limits.equipment
          ? said('host.ask.equipment.allowed', { allowed: kitchenLimit(s.ctx.brief.limits.equipment) })
          : '',
        chef,
        do: core(s).length > 1 ? 'do' : 'does',
        star,
      })
  }
}

/** The chef's answer to the host's round-2 question, on the same axis, from the dish's method. */
function axisAnswer(s: Scene): string {
  const p = s.plan
  const host = s.names.host
  const star = core(s)
  const technique = labelOf(s, 'technique')
  switch (s.axis) {
    case 'time':
      return p.extraKept
        ? said('chef.answer.time', {
            host,
            extra: labelOf(s, 'extra'),
            star: names(star),
            s: verbS(star),
            method: lead(s, said('chef.answer.time.lead', { items: amount(star[0]!) }), s.say(p.cooking.extra.say)),
          })
        : said('chef.answer.time.no', { host, extra: labelOf(s, 'extra'), technique, star: names(star) })
    case 'texture':
      return said('chef.answer.texture', {
        host,
        star: names(star),
        technique,
        method: lead(
          s,
          said('chef.answer.texture.lead', { items: listEn(star.map(amount)) }),
          closed(s.say(p.cooking.technique.say)),
        ),
      })
    case 'authenticity':
      return said('chef.answer.authenticity', { host, star: names(star), are: are(star), technique })
    case 'nutrition': {
      const c = carrierOf(s)
      return said('chef.answer.nutrition', {
        host,
        seasoning: c
          ? said('chef.answer.nutrition.carrier', { carrier: amount(c), nutrient: nutrient(s) })
          : said('chef.answer.nutrition.stages'),
        technique,
      })
    }
    case 'safety': {
      const raw = safetyItems(s)
      return said('chef.answer.safety', {
        host,
        items: names(raw),
        are: are(raw),
        goes: raw.length > 1 ? 'they go' : 'it goes',
        method: after(said('chef.answer.safety.lead', { items: listEn(raw.map(amount)) }), s.say(p.cooking.done)),
      })
    }
    case 'cost':
      return said('chef.answer.cost', {
        host,
        method: after(
          said('chef.answer.cost.lead', { technique, amount: amount(s.costly!) }),
          closed(s.say(p.cooking.technique.say)),
        ),
      })
    case 'equipment':
      return said('chef.answer.equipment', {
        host,
        equipment: s.say(p.cooking.equipment),
        technique,
        star: names(star),
      })
  }
}

const host = {
  1: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const base = said('host.base', {
      items: listEn(mainItems(p).map(before(s))),
      servings: p.servings,
      equipment: s.say(p.cooking.equipment),
      minutes: mins(p.minutes.dish),
    })
    const open = say(s, 'host.open', { theme: s.theme, base })
    const brief = constraints(s)
    const unchecked = s.ctx.brief.unchecked ?? []
    const second = mainItems(p)[1]
    const briefLine = [
      brief.length
        ? said('host.brief', { brief: brief.join('; '), main: names(mainItems(p).slice(0, 2)) })
        : unchecked.length
          ? ''
          : said('host.brief.none', {
              star: names(core(s)),
              beside: second
                ? said('en.brief_none.beside', { item: name(second) })
                : said('en.brief_none.in', { equipment: s.say(p.cooking.equipment) }),
            }),
      ...unchecked.map((u) => said('host.unchecked', { note: u })),
      ...(s.ctx.brief.hazards ?? []).map((h) => said('host.hazard', { hazard: h.name, instead: h.instead })),
    ]
      .filter(Boolean)
      .join(' ')
    const first = mainItems(p)[0]!
    const carrier = carrierOf(s)
    const check = p.banned.length
      ? said('host.invite.check_list')
      : said(carrier && carrier !== first ? 'host.invite.check_line' : 'host.invite.check_figures', {
          line: before(s)(carrier ?? first),
          nutrient: nutrient(s),
        })
    const invite = said('host.invite', {
      chef: n.chef,
      first: name(first),
      nutritionist: n.nutritionist,
      check,
      culture: n.culture,
      origin: origin(s),
      home_cook: n.home_cook,
      minutes: mins(p.minutes.dish),
      when: said(weekend(s) ? 'host.invite.weekend' : 'host.invite.weeknight'),
    })
    // When the panel cooks something other than what was asked, it says so before sketching what it cooks.
    const kitchen = kitchenDeclined(p, 'en')
    const elsewhere = s.ctx.brief.notFood || p.declined || s.ctx.brief.unknownDish || p.family || kitchen
    const opening = elsewhere
      ? said('host.open.elsewhere', {
          theme: s.theme,
          reading: (kitchen || reading(s)).replace(/^(?!I )./, (c) => c.toLowerCase()),
          base,
        })
      : `${open} ${reading(s)}`
    return [opening, briefLine, timeWarning(s), asksAloud(p, 'en'), invite].filter(Boolean).join(' ')
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const trim = p.trim
      ? said('host.heard.trim', {
          nutritionist: n.nutritionist,
          share: cutEn(p.trim),
          nutrient: said(`nutrient.${p.trim.nutrient}`),
          before: oneDecimal(p.trim.before),
          after: oneDecimal(p.trim.after),
        })
      : said('host.heard.no_trim', { nutritionist: n.nutritionist, figures: perServing(s) })
    const heard = said('host.heard', {
      chef: n.chef,
      technique: labelOf(s, 'technique'),
      extra: labelOf(s, 'extra'),
      home_cook: n.home_cook,
      shortcut: labelOf(s, 'shortcut'),
      first: name(mainItems(p)[0]!),
      trim,
      culture: n.culture,
      serving: s.serving.label.en,
    })
    return `${heard} ${axisQuestion(s)}`
  },
  3: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const kept = [their(s, n.chef, 'technique')]
    if (p.trim)
      kept.push(
        said('host.kept.trim', {
          nutritionist: n.nutritionist,
          after: oneDecimal(p.trim.after),
          nutrient: said(`nutrient.${p.trim.nutrient}`),
        }),
      )
    kept.push(said('host.kept.serving', { serving: s.serving.label.en, culture: n.culture }))
    if (p.extraKept) kept.push(their(s, n.chef, 'extra'))
    if (p.shortcutKept) kept.push(their(s, n.home_cook, 'shortcut'))
    const aside = [
      !p.extraKept && their(s, n.chef, 'extra'),
      !p.shortcutKept && their(s, n.home_cook, 'shortcut'),
    ].filter(Boolean) as string[]
    const why = p.extraKept
      ? said('host.aside.worth', { star: names(core(s)) })
      : p.minutes.limit
        ? said('host.aside.limit', { limit: p.minutes.limit })
        : said('host.aside.home_cook', { home_cook: n.home_cook, main: names(mainItems(p).slice(0, 2)) })
    const changes = [
      ...swapped(s).map((w) => said('host.swaps.replaced', { from: w.from.name.en, to: w.to!.name.en })),
      ...dropped(s).map((w) =>
        said('host.swaps.dropped', { from: w.from.name.en, are: /[^s]s$/.test(w.from.name.en) ? 'are' : 'is' }),
      ),
    ]
    const swaps = changes.length
      ? said('host.swaps', { changes: changes.join(', ') })
      : p.banned.length
        ? said('host.swaps.none', { main: listEn(mainItems(p).map(name)) })
        : ''
    // Semicolons between the kept proposals: a serving label has commas of its own ("cold, as an Italian dolce is").
    const decided = said('host.decided', {
      star: names(core(s)),
      kept: `${kept.slice(0, -1).join('; ')}; and ${kept.at(-1)}`,
      aside: aside.length ? said('host.decided.aside', { aside: listEn(aside), why }) : '',
    })
    // The English host writes up in one wording, not host.write's several (a choice the transcripts hold).
    const write = said('en.write', {
      title: s.title.en,
      servings: p.servings,
      items: listEn(mainItems(p).map(amount)),
      minutes: mins(p.minutes.final),
      figures: perServing(s),
    })
    return [decided, swaps, write].filter(Boolean).join(' ')
  },
}

/** How the chef handles a replacement: what the new ingredient needs that the old one did not. */
function swapCraft(s: Scene): string {
  const w = swapped(s)[0]
  if (!w) return ''
  const form = ['powder', 'liquid', 'noodle', 'grain'].includes(w.to!.form) ? w.to!.form : 'other'
  return said('chef.swap', {
    from: w.from.name.en,
    to: w.to!.name.en,
    how: said(`chef.swap.${form}`, { from: w.from.name.en }),
  })
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
      ? said('chef.extra', {
          extra: labelOf(s, 'extra'),
          minutes: p.cooking.extra.minutes,
          worth: /\{\w+\}/.test(p.cooking.extra.label.en)
            ? said('en.extra.pays')
            : said('chef.extra.for_star', { star: names(core(s)), s: core(s).length > 1 ? '' : 's' }),
        })
      : said('chef.extra.no_minutes', { extra: labelOf(s, 'extra'), star: names(core(s)) })
    const method = lead(s, said('chef.method.lead', { amount: amount(first) }), closed(s.say(p.cooking.technique.say)))
    return [opener, method, swapCraft(s), extra].filter(Boolean).join(' ')
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const c = carrierOf(s)
    const trim = p.trim
      ? said('chef.trim', {
          nutritionist: n.nutritionist,
          after: oneDecimal(p.trim.after),
          nutrient: said(`nutrient.${p.trim.nutrient}`),
          lines: names(s.plan.items.filter((i) => p.trim!.ids.includes(i.ing.id) && !core(s).includes(i))),
          star: names(core(s)),
        })
      : said('chef.no_trim', {
          nutritionist: n.nutritionist,
          because: c
            ? said(c.ing.id === (sweet(s) ? 'sugar' : 'salt') ? 'en.no_trim.measured' : 'chef.no_trim.carrier', {
                nutrient: nutrient(s),
                carrier: name(c),
              })
            : said('chef.no_trim.figures', { figures: perServing(s) }),
          what: c && core(s).includes(c) ? 'it' : theStar(s),
        })
    const extra =
      s.axis === 'time'
        ? ''
        : said(p.extraKept ? 'chef.extra_kept' : 'chef.extra_dropped', {
            home_cook: n.home_cook,
            extra: labelOf(s, 'extra'),
            star: names(core(s)),
            s: verbS(core(s)),
            technique: labelOf(s, 'technique'),
          })
    return [axisAnswer(s), trim, extra].filter(Boolean).join(' ')
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
      ? said('nutritionist.source', {
          nutrient: nutrient(s),
          carrier: core(s).includes(c)
            ? said('nutritionist.source.star', { carrier: amount(c) })
            : said('nutritionist.source.other', { carrier: amount(c), star: names(core(s)) }),
        })
      : ''
    if (s.ctx.brief.exclusions.length || p.banned.length) {
      parts.push(
        said('nutritionist.checked', {
          count: p.dish.ingredients.length,
          dish: dish(s),
          main: names(mainItems(p).slice(0, 2)),
          against: excluded(s) || listEn(p.banned.map(trait)),
        }),
      )
      for (const w of s.swaps.slice(0, 3)) {
        // "Egg: it contains egg" says nothing: an ingredient that is the trait itself is simply ruled out.
        const itself = w.why !== 'named' && w.from.name.en.toLowerCase().includes(trait(w.why).replace(/s$/, ''))
        const why =
          w.why === 'named'
            ? said('nutritionist.why.named')
            : itself
              ? said('en.why.itself')
              : w.note
                ? w.note.en.includes(trait(w.why))
                  ? w.note.en
                  : said('en.why.note', { note: w.note.en, trait: trait(w.why) })
                : said('nutritionist.why.contains', { trait: trait(w.why) })
        parts.push(
          w.to
            ? said('nutritionist.swap', { from: cap(w.from.name.en), why, to: w.to.name.en })
            : said('nutritionist.swap.dropped', { from: cap(w.from.name.en), why }),
        )
      }
      for (const l of s.labels) parts.push(said('nutritionist.label', { item: cap(name(l.item)), note: l.note.en }))
      if (!s.swaps.length) parts.push(said('nutritionist.all_clear', { main: cap(listEn(mainItems(p).map(name))) }))
      parts.push(said('nutritionist.per_serving', { figures: perServing(s, p.trim?.before), source }))
    } else
      parts.push(said('nutritionist.no_diet', { star: names(core(s)), figures: perServing(s, p.trim?.before), source }))
    if (p.trim) {
      const trimmed = p.items.filter((i) => p.trim!.ids.includes(i.ing.id))
      // Each line said from its old amount to its new one; a line whose printed amount did not change is only said to be used more lightly.
      const shown = trimmed.filter((i) => s.trimmedFrom(i))
      const lines = shown.length
        ? listEn(
            shown.map((i) =>
              said('nutritionist.trim.line', { item: name(i), from: s.trimmedFrom(i)!.en, to: i.amount.en }),
            ),
          )
        : listEn(trimmed.map((i) => `the ${name(i)}`))
      const trimNutrient = said(`nutrient.${p.trim.nutrient}`)
      const asked = s.ctx.brief.lower?.includes(p.trim.nutrient)
        ? `${said('nutritionist.trim.asked', { nutrient: trimNutrient })} `
        : ''
      parts.push(
        `${asked}${say(s, shown.length ? 'nutritionist.trim' : 'nutritionist.trim_plain', { star: theStar(s), lines, nutrient: trimNutrient, before: oneDecimal(p.trim.before), after: oneDecimal(p.trim.after), share: cutEn(p.trim) })}`,
      )
    } else
      parts.push(
        said('nutritionist.no_cut', {
          star: names(core(s)),
          ask:
            c && !poured(c)
              ? said('nutritionist.no_cut.keep', {
                  line: core(s).includes(c) ? said('en.no_cut.amount_written') : `the ${amount(c)}`,
                })
              : said('nutritionist.no_cut.measure', {
                  line: c
                    ? `the ${name(c)}`
                    : said(sweet(s) ? 'nutritionist.no_cut.sweetener' : 'nutritionist.no_cut.seasoning'),
                }),
        }),
      )
    return parts.join(' ')
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const pr = s.carrier('protein')
    const technique = pr
      ? said('nutritionist.technique.protein', {
          chef: n.chef,
          technique: labelOf(s, 'technique'),
          protein: amount(pr),
        })
      : said('nutritionist.technique', {
          chef: n.chef,
          technique: labelOf(s, 'technique'),
          main: listEn(mainItems(p).map(name)),
        })
    const stance = said(p.shortcutKept ? 'nutritionist.shortcut_kept' : 'nutritionist.shortcut_left', {
      home_cook: n.home_cook,
      shortcut: labelOf(s, 'shortcut'),
      main: names(mainItems(p).slice(0, 2)),
      host: n.host,
    })
    const check = s.swaps.length
      ? said('nutritionist.swaps_hold', {
          changes: listEn(
            swapped(s)
              .map((w) => w.to!.name.en)
              .concat(dropped(s).map((w) => said('en.swaps_hold.dropped', { item: w.from.name.en }))),
          ),
        })
      : ''
    return [technique, stance, check].filter(Boolean).join(' ')
  },
  3: (s: Scene) => {
    const c = carrierOf(s)
    return say(s, 'nutritionist.close', {
      host: s.names.host,
      star: names(core(s)),
      figures: perServing(s),
      measure: c
        ? said(poured(c) ? 'nutritionist.measure.poured' : 'nutritionist.measure.kept', {
            line: core(s).includes(c) ? `its ${c.amount.en}` : `the ${amount(c)}`,
          })
        : said('nutritionist.measure.written', { items: listEn(mainItems(s.plan).map(amount)) }),
    })
  },
}

const culture = {
  1: (s: Scene) => {
    const p = s.plan
    const star = core(s)
    const seasonal = s.seasonal.slice(0, 2)
    const seasonLine = !s.season
      ? ''
      : s.seasonal.length
        ? said('culture.season.best', {
            season: seasonOf(s),
            items: names(seasonal),
            are: are(seasonal),
            their: s.seasonal.length > 1 ? 'their' : 'its',
          })
        : said(p.dish.season?.includes(s.season) ? 'culture.season.belongs' : 'culture.season.not_classic', {
            season: seasonOf(s),
            star: names(star),
            are: are(star),
          })
    const garnish = p.items.filter((i) => i.added === 'garnish')
    const finish = garnish.length ? said('culture.garnish', { garnish: listEn(garnish.map(amount)) }) : ''
    const keep = said('culture.keep', {
      star: names(star),
      s: verbS(star),
      serving: s.serving.label.en,
      them: star.length > 1 ? 'them' : 'it',
      kind: kind(s),
    })
    return [said('culture.origin', { dish: Dish(s), origin: origin(s) }), seasonLine, finish, keep]
      .filter(Boolean)
      .join(' ')
  },
  2: (s: Scene) => {
    const n = s.names
    return said(s.plan.shortcutKept ? 'culture.shortcut_kept' : 'culture.shortcut_left', {
      nutritionist: n.nutritionist,
      home_cook: n.home_cook,
      shortcut: labelOf(s, 'shortcut'),
      star: names(core(s)),
      s: verbS(core(s)),
      serving: s.serving.label.en,
      chef: n.chef,
      technique: labelOf(s, 'technique'),
      host: n.host,
    })
  },
  3: (s: Scene) =>
    say(s, 'culture.close', {
      host: s.names.host,
      star: theStar(s),
      serving: s.serving.label.en,
      kind: kind(s),
      season: s.season ? said('culture.close.season', { season: seasonOf(s) }) : '',
    }),
}

const home_cook = {
  1: (s: Scene) => {
    const p = s.plan
    const limit = p.minutes.limit
    const slots = { amounts: listEn(mainItems(p).map(amount)), minutes: mins(p.minutes.dish) }
    const time = limit
      ? said(p.minutes.dish <= limit ? 'home_cook.time.fits' : 'home_cook.time.over', { ...slots, limit })
      : p.servings !== 2
        ? said('home_cook.time.scaled', { ...slots, servings: p.servings })
        : said('home_cook.time.two', slots)
    const kit = said('home_cook.kit', {
      equipment: s.say(p.cooking.equipment),
      limit: s.ctx.brief.limits.equipment
        ? said('home_cook.kit.limit', { equipment: s.ctx.brief.limits.equipment })
        : '',
      handled: /\{\w+\}/.test(p.cooking.shortcut.label.en)
        ? ''
        : said('home_cook.kit.handled', { main: names(mainItems(p).slice(0, 2)) }),
      shortcut: labelOf(s, 'shortcut'),
    })
    return `${time} ${after(kit, s.say(p.cooking.shortcut.say))}`
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const limit = p.minutes.limit
    const pay =
      s.axis === 'cost' && s.costly
        ? ` ${said('home_cook.pay.costly', { amount: amount(s.costly) })}`
        : s.axis === 'equipment'
          ? ` ${said('home_cook.pay.equipment', { equipment: cap(s.say(p.cooking.equipment)) })}`
          : ''
    return p.extraKept
      ? said('home_cook.extra_kept', {
          culture: n.culture,
          chef: n.chef,
          extra: labelOf(s, 'extra'),
          cost: p.cooking.extra.minutes
            ? said('en.extra_kept.minutes', { minutes: p.cooking.extra.minutes })
            : said('en.extra_kept.care'),
          worth: limit
            ? said('home_cook.extra_kept.limit', { limit })
            : said('en.extra_kept.worth', { star: names(core(s)) }),
          repaid: p.shortcutKept
            ? said('home_cook.extra_kept.shortcut', { shortcut: labelOf(s, 'shortcut') })
            : said('home_cook.extra_kept.waits'),
          pay,
        })
      : said('home_cook.extra_dropped', {
          culture: n.culture,
          chef: n.chef,
          extra: labelOf(s, 'extra'),
          when: limit
            ? said('home_cook.extra_dropped.limit', { limit })
            : said(weekend(s) ? 'home_cook.extra_dropped.family' : 'home_cook.extra_dropped.weeknight'),
          shortcut: labelOf(s, 'shortcut'),
          main: names(mainItems(p).slice(0, 2)),
          pay,
        })
  },
  3: (s: Scene) => {
    const p = s.plan
    const fits = p.minutes.limit
      ? ` ${said(p.overLimit ? 'home_cook.fits.over' : 'home_cook.fits', {
          limit: p.minutes.limit,
          star: names(core(s)),
          are: are(core(s)),
          minutes: mins(p.minutes.final),
        })}`
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
  if (unresolved.length)
    return said('host.refusal.unclear', { theme, words: unresolved.map((w) => `"${w}"`).join(', ') })
  const refused = (brief.hazards ?? []).filter((h) => h.refused)
  return said('host.refusal.unsafe', { theme, instead: refused.map((h) => h.instead).join(' ') })
}
