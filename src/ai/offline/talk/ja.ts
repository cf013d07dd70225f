import { NAME_LIKE } from '../../food/theme-words'
import { traitLabel } from '../../food/traits'
import type { Brief, Text, Trait } from '../../food/types'
import type { PanelRole } from '../../turn-context'
import { oneDecimal } from '../amounts'
import { asksAloud, kitchenDeclined } from '../asks'
import { Kit } from '../cook'
import { perServingText } from '../cook/common'
import { listJa } from '../cook/kit'
import type { Item } from '../plan'
import { LINES, line, phrase } from './phrases'
import { ref, type Which } from './refer'
import { mainItems, poured, type Scene } from './scene'

/**
 * 日本語のパネル: 役割とラウンドごとに、場面（plan）から言い回しを組み立てる。どの文にもこの料理・
 * この条件の中身（名前、分量、数字）が入るので、テーマが違えば文も違う。言い回しは
 * knowledge/phrases/ja.json にあり、ここでは文を選んで slot を埋め、助詞や活用、文のつなぎ方だけを持つ。
 */

type Slots = Record<string, string | number>
// Names, the dish and proposals are written as markers and said in reading order (see refer.ts):
// in full the first time, short after that.
const dish = (_s: Scene) => ref.dish()
const amount = (i: Item) => ref.amount(i)
const name = (i: Item) => ref.name(i)
const names = (items: Item[]) => listJa(items.map(name))
const mins = (m: number) => Kit.minutes(m).ja
const label = (_s: Scene, which: Which) => ref.proposal(which)
const say = (s: Scene, key: string, slots: Slots = {}) => phrase('ja', s.r, key, slots)
const said = (key: string, slots: Slots = {}) => line('ja', key, slots)
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A line with the amount the panel started from: before the nutritionist's trim, what the dish measures. */
const before = (s: Scene) => (i: Item) => (s.trimmedFrom(i) ? `${name(i)}${s.trimmedFrom(i)!.ja}` : amount(i))
/** The cooking the dish belongs to, as a cook says it: 「和食」「韓国料理」; 「本場」 for a dish of no one cuisine. */
const originShort = (s: Scene) =>
  LINES.ja[`ja.cuisine.${s.plan.dish.cuisine}`] === undefined
    ? said('ja.cuisine.other')
    : said(`ja.cuisine.${s.plan.dish.cuisine}`)
const trait = (t: Trait) => traitLabel(t, 'ja')
const seasonOf = (s: Scene) => said(`season.${s.season}`)
const proposalOf = (who: string, which: Which) => said('proposal.of', { who, proposal: ref.proposal(which) })

function constraints(s: Scene): string[] {
  const b = s.ctx.brief
  // 「卵アレルギー：卵アレルギーの息子」 says it twice: a reason that already names the exclusion stands alone.
  const out = b.exclusions.map((e) =>
    said('brief.exclusion', {
      foods: listJa(e.excludes),
      why: e.reason?.includes(e.name)
        ? e.reason
        : e.reason
          ? said('brief.exclusion.why', { name: e.name, reason: e.reason })
          : e.name,
    }),
  )
  if (b.audience === 'children') out.push(said('brief.children'))
  if (b.limits.minutes) out.push(said('brief.minutes', { minutes: b.limits.minutes }))
  if (b.limits.servings) out.push(said('brief.servings', { servings: b.limits.servings }))
  if (b.limits.equipment)
    out.push(
      b.limits.equipment.endsWith('なし')
        ? said('brief.kitchen', { equipment: b.limits.equipment })
        : said('brief.kitchen.only', { equipment: b.limits.equipment.replace(/のみ$/, '') }),
    )
  if (b.temperature) out.push(said(`brief.served.${b.temperature}`))
  return out
}

const excluded = (s: Scene) => listJa(s.excludedWords) || listJa(s.plan.banned.map(trait))
const sweet = (s: Scene) => s.plan.dish.category === 'dessert' || s.plan.dish.category === 'drink'
const nutrient = (s: Scene) => said(sweet(s) ? 'nutrient.sugar' : 'nutrient.salt')
/** What a cut of salt or sugar takes from the dish: its seasoning, its sweetness. */
const taste = (s: Scene) => said(sweet(s) ? 'ja.taste.sugar' : 'ja.taste.salt')
const perServing = (s: Scene, value?: number) => perServingText(s.plan, value).ja
/** How much was cut, as a cook says it: 「2割」「4割」 (number words, like the minutes, are formatted in code). */
const cutJa = (t: { before: number; after: number }) => `${Math.max(1, Math.round((1 - t.after / t.before) * 10))}割`
const swapped = (s: Scene) => s.swaps.filter((w) => w.to)
const dropped = (s: Scene) => s.swaps.filter((w) => !w.to)

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
      named: d.dish.name.ja,
      without: listJa([...d.traits.map(trait), ...d.ingredients.map((i) => i.name.ja)]),
      built: listJa(lost.map((i) => i.name.ja)) || trait(d.traits[0]!),
      dish: dish(s),
      main: names(mainItems(p).slice(0, 2)),
    })
  }
  if (p.family) return familyReading(s)
  if (b.dishId) {
    // 「かぼちゃを軸にしたかぼちゃコロッケ」 says the pumpkin twice: a line the dish's name already says is not named again.
    const unnamed = mainItems(p)
      .slice(0, 2)
      .filter((i) => !p.name.ja.includes(i.ing.name.ja))
    return say(s, 'host.named_kept', {
      dish: dish(s),
      built: unnamed.length ? said('host.named_kept.built', { main: names(unnamed) }) : '',
    })
  }
  if (b.unknownDish)
    return said('host.unknown_dish', {
      asked: b.unknownDish,
      dish: dish(s),
      main: names(mainItems(s.plan).slice(0, 2)),
    })
  if (s.keys.length)
    return said(s.keys.length > 1 ? 'host.keys.many' : 'host.keys.one', { keys: names(s.keys), dish: dish(s) })
  return said('host.chosen', {
    suits: b.notes[0]
      ? said('host.chosen.notes', { notes: b.notes.slice(0, 2).join('、').replace(/。$/, '') })
      : said('host.chosen.theme'),
    star: names(s.star),
    dish: dish(s),
  })
}

/** A dish the table does not know, cooked under the theme's name by its family: said plainly, with what it is built from. */
function familyReading(s: Scene): string {
  const f = s.plan.family!
  const asked = s.ctx.brief.familyDish!.name
  const seasoned = f.style ? s.plan.items.filter((i) => f.style!.seasonings.includes(i.ing.id)) : []
  const uses = [
    s.keys.length && said('host.family.keys', { keys: names(s.keys) }),
    seasoned.length && said('host.family.seasoned', { seasoned: names(seasoned) }),
  ]
    .filter(Boolean)
    .join('、')
  return said('host.family', {
    asked,
    kind: `${f.style?.style.ja ?? ''}${f.family.label.ja}`,
    template: f.template.name.ja,
    uses: uses ? said('ja.family_uses', { uses }) : '',
  })
}

function timeWarning(s: Scene): string {
  const p = s.plan
  if (!p.overLimit || !p.minutes.limit) return ''
  const cold = p.dish.served === 'cold' && p.minutes.floor >= 60
  return said('host.over_time', {
    dish: dish(s),
    cold: cold ? said('host.over_time.cold') : '',
    floor: mins(p.minutes.floor),
    limit: p.minutes.limit,
    total: mins(p.minutes.final),
    over: p.minutes.final - p.minutes.limit,
  })
}

/** The lines the nutritionist's trim takes down: what the cut comes off, never the line that merely carries the most. */
const trimmedItems = (s: Scene) => s.plan.items.filter((i) => s.plan.trim?.ids.includes(i.ing.id))
/** The ingredients the dish is known by (its star lines). */
const core = (s: Scene) => s.star
const coreNames = (s: Scene) => names(core(s))
const main2 = (s: Scene) => names(mainItems(s.plan).slice(0, 2))
const carrierOf = (s: Scene) => s.carrier(sweet(s) ? 'sugar' : 'salt')
const safetyItems = (s: Scene) => s.raw.filter((i) => !s.plan.dish.servedRaw?.includes(i.ing.id))
/** 「…を焼く料理です」: the origin clause ends in a plain verb, so it reads as what kind of food the dish is. */
const kind = (s: Scene) =>
  said(
    s.plan.dish.category === 'drink' || s.plan.dish.category === 'dessert'
      ? `kind.${s.plan.dish.category}`
      : 'kind.dish',
  )
/** 「…を焼く料理」: an origin ending in a verb or adjective says what kind of food it is; one ending in a noun (「…東京ラーメン」) already does. */
const originLine = (s: Scene) =>
  `${s.plan.dish.origin.ja}${/[うくぐすつぬぶむるいた]$/.test(s.plan.dish.origin.ja) ? kind(s) : ''}`

/**
 * A method's own sentences (shared by every dish cooked that way), led by a phrase that names this
 * dish's lines. A following sentence that names none of them is filler every dish of the method
 * would say, so it is left out; the dish's name at the head is dropped, as the lead already says
 * what is being talked about.
 */
function method(s: Scene, lead: string, template: Text): string {
  const [first = '', ...rest] = s
    .say(template)
    .split(/(?<=。)/)
    .filter(Boolean)
  const head = first.replace(new RegExp(`^${dish(s).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(は|を)`), '')
  return `${lead}、${head}${rest.filter(s.namesALine).join('')}`
}

/** The lead a method sentence needs: none when it already names this dish's lines, else one that does. */
const leadFor = (s: Scene, template: Text, named: string, plain = '') =>
  s.namesALine(s.say(template).split('。')[0] ?? '') ? plain : named
/** A sentence as said: a template written without its full stop (a variant's `says`) gets one. */
const closed = (text: string) => (/[。！？]$/.test(text) ? text : `${text}。`)

const spoken = (s: Scene, template: Text, named: string) => closed(spokenText(s, template, named))
const spokenText = (s: Scene, template: Text, named: string) => {
  const lead = leadFor(s, template, named)
  return lead
    ? method(s, lead, template)
    : s
        .say(template)
        .split(/(?<=。)/)
        .filter((t, i) => i === 0 || s.namesALine(t))
        .join('')
}

/** The round-2 question the host puts to the chef, on the axis the scene chose, with this dish's lines and figures. */
function axisQuestion(s: Scene): string {
  const p = s.plan
  const chef = s.names.chef
  const star = coreNames(s)
  switch (s.axis) {
    case 'time':
      return said('host.ask.time', {
        chef,
        extra: label(s, 'extra'),
        minutes: p.cooking.extra.minutes || said('host.ask.time.few'),
        limit: p.minutes.limit ? said('host.ask.time.limit', { limit: p.minutes.limit }) : '',
        star,
      })
    case 'texture':
      return said('host.ask.texture', { chef, shortcut: label(s, 'shortcut'), star })
    case 'authenticity':
      return said('host.ask.authenticity', { chef, origin: originLine(s), star })
    case 'nutrition': {
      const pr = s.carrier('protein')
      const c = carrierOf(s)
      return said('host.ask.nutrition', {
        protein: pr ? said('host.ask.nutrition.protein', { protein: amount(pr) }) : '',
        carrier: c
          ? said('host.ask.nutrition.carrier', { nutrient: nutrient(s), carrier: amount(c) })
          : said('ja.ask_nutrition.no_carrier', { star }),
        chef,
        star,
      })
    }
    case 'safety':
      return said('host.ask.safety', {
        chef,
        amounts: listJa(safetyItems(s).map(amount)),
        all: safetyItems(s).length > 1 ? 'どれも' : '',
      })
    case 'cost':
      return said('host.ask.cost', { chef, amount: amount(s.costly!), item: name(s.costly!) })
    case 'equipment':
      return said('host.ask.equipment', {
        chef,
        equipment: s.say(p.cooking.equipment),
        allowed: s.ctx.brief.limits.equipment
          ? said('host.ask.equipment.allowed', { allowed: s.ctx.brief.limits.equipment })
          : '',
        star,
      })
  }
}

/** The chef's answer to that question, from the dish's method and lines. */
function axisAnswer(s: Scene): string {
  const p = s.plan
  const host = s.names.host
  const star = core(s)
  const technique = label(s, 'technique')
  switch (s.axis) {
    case 'time':
      return p.extraKept
        ? said('chef.answer.time', {
            host,
            star: coreNames(s),
            extra: label(s, 'extra'),
            method: spoken(s, p.cooking.extra.say, said('chef.answer.time.lead', { items: amount(star[0]!) })),
          })
        : said('chef.answer.time.no', { host, extra: label(s, 'extra'), technique, star: coreNames(s) })
    case 'texture':
      return said('chef.answer.texture', {
        host,
        star: coreNames(s),
        technique,
        method: spoken(
          s,
          p.cooking.technique.say,
          said('chef.answer.texture.lead', { items: listJa(star.map(amount)) }),
        ),
      })
    case 'authenticity':
      return said('chef.answer.authenticity', { host, star: coreNames(s), technique })
    case 'nutrition': {
      const c = carrierOf(s)
      return said('chef.answer.nutrition', {
        host,
        seasoning: c
          ? said('chef.answer.nutrition.carrier', { nutrient: nutrient(s), carrier: amount(c) })
          : said('chef.answer.nutrition.stages'),
        star: coreNames(s),
        technique,
      })
    }
    case 'safety': {
      const raw = safetyItems(s)
      return said('chef.answer.safety', {
        host,
        items: names(raw),
        method: spoken(s, p.cooking.done, said('chef.answer.safety.lead', { items: listJa(raw.map(amount)) })),
      })
    }
    case 'cost':
      return said('chef.answer.cost', {
        host,
        technique,
        amount: amount(s.costly!),
        method: spoken(s, p.cooking.technique.say, said('chef.answer.cost.lead', { item: name(s.costly!) })),
      })
    case 'equipment':
      return said('chef.answer.equipment', {
        host,
        technique,
        equipment: s.say(p.cooking.equipment),
        star: coreNames(s),
      })
  }
}

const host = {
  1: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const base = said('host.base', {
      servings: p.servings,
      items: listJa(mainItems(p).map(before(s))),
      equipment: s.say(p.cooking.equipment),
      minutes: mins(p.minutes.dish),
    })
    const open = say(s, 'host.open', { theme: s.theme, base })
    const brief = constraints(s)
    const unchecked = s.ctx.brief.unchecked ?? []
    const briefLine = [
      brief.length
        ? said('host.brief', { brief: brief.join('、'), main: main2(s) })
        : unchecked.length
          ? ''
          : said('host.brief.none', {
              star: listJa(
                [
                  ...core(s),
                  ...mainItems(p)
                    .filter((i) => !core(s).includes(i))
                    .slice(0, 1),
                ].map(name),
              ),
            }),
      ...unchecked.map((u) => said('host.unchecked', { note: u })),
      ...(s.ctx.brief.hazards ?? []).map((h) => said('host.hazard', { hazard: h.name, instead: h.instead })),
    ].join('')
    const first = mainItems(p)[0]!
    const carrier = carrierOf(s)
    const check = p.banned.length
      ? said('host.invite.check_list')
      : said(carrier && carrier !== first ? 'host.invite.check_line' : 'host.invite.check_figures', {
          line: before(s)(carrier ?? first),
          nutrient: nutrient(s),
        })
    const weekend = /週末|休日|土曜|日曜|お祝い|誕生日|パーティー|正月/.test(s.theme)
    const invite = said('host.invite', {
      chef: n.chef,
      first: name(first),
      nutritionist: n.nutritionist,
      check,
      culture: n.culture,
      origin: originShort(s),
      home_cook: n.home_cook,
      minutes: mins(p.minutes.dish),
      when: said(weekend ? 'host.invite.weekend' : 'host.invite.weeknight'),
    })
    // When the panel cooks something other than what was asked, it says so before sketching what it cooks.
    const kitchen = kitchenDeclined(p, 'ja')
    const elsewhere = s.ctx.brief.notFood || p.declined || s.ctx.brief.unknownDish || p.family || kitchen
    const opening = elsewhere
      ? said('host.open.elsewhere', { theme: s.theme, reading: kitchen || reading(s), base })
      : `${open}${reading(s)}`
    return `${opening}${briefLine}${timeWarning(s)}${asksAloud(p, 'ja')}${invite}`
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const trim = p.trim
      ? said('host.heard.trim', {
          nutritionist: n.nutritionist,
          nutrient: said(`nutrient.${p.trim.nutrient}`),
          before: oneDecimal(p.trim.before),
          after: oneDecimal(p.trim.after),
        })
      : said('host.heard.no_trim', { figures: perServing(s), nutritionist: n.nutritionist })
    const heard = said('host.heard', {
      star: coreNames(s),
      chef: n.chef,
      technique: label(s, 'technique'),
      extra: label(s, 'extra'),
      trim,
      culture: n.culture,
      serving: s.serving.label.ja,
      home_cook: n.home_cook,
      shortcut: label(s, 'shortcut'),
    })
    return `${heard}${axisQuestion(s)}`
  },
  3: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const kept = [proposalOf(n.chef, 'technique')]
    if (p.trim)
      kept.push(
        said('host.kept.trim', {
          nutritionist: n.nutritionist,
          nutrient: said(`nutrient.${p.trim.nutrient}`),
          after: oneDecimal(p.trim.after),
        }),
      )
    kept.push(said('host.kept.serving', { culture: n.culture, serving: s.serving.label.ja }))
    if (p.extraKept) kept.push(proposalOf(n.chef, 'extra'))
    if (p.shortcutKept) kept.push(proposalOf(n.home_cook, 'shortcut'))
    const aside = [
      !p.extraKept && proposalOf(n.chef, 'extra'),
      !p.shortcutKept && proposalOf(n.home_cook, 'shortcut'),
    ].filter(Boolean) as string[]
    const why = p.extraKept
      ? said('host.aside.worth', { star: coreNames(s), minutes: mins(p.cooking.extra.minutes || 1) })
      : p.minutes.limit
        ? said('host.aside.limit', { limit: p.minutes.limit })
        : said('host.aside.home_cook', { star: coreNames(s), chef: n.chef, technique: label(s, 'technique') })
    const decided = said('host.decided', {
      kept: kept.join('、'),
      aside: aside.length ? said('host.decided.aside', { aside: aside.join('と'), why }) : '',
    })
    // Each change a clause; the last one ends the sentence, so a dropped line reads 「…は入れません」, never 「入れずます」.
    const clauses = [
      ...swapped(s).map((w) => {
        const slots = { from: w.from.name.ja, to: w.to!.name.ja }
        return [said('host.swaps.replaced', slots), said('ja.swaps.replaced_last', slots)]
      }),
      ...dropped(s).map((w) => {
        const slots = { from: w.from.name.ja }
        return [said('host.swaps.dropped', slots), said('ja.swaps.dropped_last', slots)]
      }),
    ]
    const swaps = clauses.length
      ? said('host.swaps', { changes: [...clauses.slice(0, -1).map((c) => c[0]), clauses.at(-1)![1]].join('、') })
      : p.banned.length
        ? said('host.swaps.none', { main: main2(s) })
        : ''
    return `${decided}${swaps}${say(s, 'host.write', { title: s.title.ja, servings: p.servings, items: listJa(mainItems(p).map(amount)), minutes: mins(p.minutes.final), figures: perServing(s) })}`
  },
}

function swapCraft(s: Scene): string {
  const w = swapped(s)[0]
  if (!w) return ''
  const to = w.to!
  const how = ['powder', 'liquid', 'noodle', 'grain'].includes(to.form)
    ? `chef.swap.${to.form}`
    : to.name.ja.includes(w.from.name.ja)
      ? 'ja.swap.same_kind'
      : 'chef.swap.other'
  return said('chef.swap', { from: w.from.name.ja, to: to.name.ja, how: said(how, { from: w.from.name.ja }) })
}

const chef = {
  1: (s: Scene) => {
    const p = s.plan
    // The chef speaks of the line the dish is known by: the salmon of a salmon bowl, not its rice.
    const first = core(s)[0] ?? mainItems(p)[0]!
    // A proposal that names its own lines is not led by them again (「豆腐には「豆腐と…」」).
    const named = (which: Which) => /\{\w+\}/.test(p.cooking[which].label.ja)
    const opener = say(s, named('technique') ? 'chef.opener_named' : 'chef.opener', {
      host: s.names.host,
      first: name(first),
      technique: label(s, 'technique'),
    })
    const extra = p.cooking.extra.minutes
      ? said('chef.extra', {
          minutes: p.cooking.extra.minutes,
          worth: named('extra') ? '' : said('chef.extra.for_star', { main: main2(s) }),
          extra: label(s, 'extra'),
        })
      : said('chef.extra.no_minutes', { extra: label(s, 'extra'), star: coreNames(s) })
    return `${opener}${spoken(s, p.cooking.technique.say, said('chef.method.lead', { item: name(first) }))}${swapCraft(s)}${extra}`
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const c = carrierOf(s)
    const trim = p.trim
      ? said('chef.trim', {
          nutritionist: n.nutritionist,
          lines: listJa(
            trimmedItems(s)
              .filter((i) => !core(s).includes(i))
              .map(name),
          ),
          nutrient: said(`nutrient.${p.trim.nutrient}`),
          after: oneDecimal(p.trim.after),
          whose: trimmedItems(s).some((i) => core(s).includes(i)) ? '' : `${coreNames(s)}の`,
        })
      : said('chef.no_trim', {
          nutritionist: n.nutritionist,
          because: c
            ? said('chef.no_trim.carrier', { nutrient: nutrient(s), carrier: name(c) })
            : said('chef.no_trim.figures', { figures: perServing(s) }),
          whose: c && core(s).includes(c) ? '' : `${coreNames(s)}の`,
          taste: taste(s),
        })
    const extra =
      s.axis === 'time'
        ? ''
        : said(p.extraKept ? 'chef.extra_kept' : 'chef.extra_dropped', {
            home_cook: n.home_cook,
            extra: label(s, 'extra'),
            star: coreNames(s),
            technique: label(s, 'technique'),
          })
    return `${axisAnswer(s)}${trim}${extra}`
  },
  3: (s: Scene) =>
    say(s, 'chef.close', {
      host: s.names.host,
      star: coreNames(s),
      done: s.say(s.plan.cooking.done).replace(new RegExp(`^${escapeRegExp(dish(s))}は`), ''),
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
            ? said('nutritionist.source.star', { carrier: before(s)(c) })
            : said('nutritionist.source.other', { star: coreNames(s), carrier: before(s)(c) }),
        })
      : ''
    if (s.ctx.brief.exclusions.length || p.banned.length) {
      parts.push(
        said('nutritionist.checked', {
          dish: dish(s),
          count: p.dish.ingredients.length,
          main: main2(s),
          against: excluded(s),
        }),
      )
      for (const w of s.swaps.slice(0, 3)) {
        // 「卵は卵を含むので」 says nothing: an ingredient that is the trait itself is simply ruled out.
        const itself = w.why !== 'named' && w.from.name.ja.includes(trait(w.why))
        const why =
          w.why === 'named'
            ? said('nutritionist.why.named')
            : itself
              ? ''
              : said('nutritionist.why.contains', { trait: trait(w.why) })
        // A note that only says the trait again (「乳製品です」 after 「乳製品を含むので」) is left unsaid.
        const note =
          w.note && !itself && w.why !== 'named' && !w.note.ja.includes(trait(w.why)) ? `（${w.note.ja}）` : ''
        parts.push(
          w.to
            ? said('nutritionist.swap', { from: w.from.name.ja, why, to: w.to.name.ja, note })
            : said('nutritionist.swap.dropped', { from: w.from.name.ja, why, note }),
        )
      }
      for (const l of s.labels) parts.push(said('nutritionist.label', { item: name(l.item), note: l.note.ja }))
      if (!s.swaps.length) parts.push(said('nutritionist.all_clear', { main: main2(s) }))
      parts.push(said('nutritionist.per_serving', { figures: perServing(s, p.trim?.before), source }))
    } else parts.push(said('nutritionist.no_diet', { figures: perServing(s, p.trim?.before), source }))
    if (p.trim) {
      const trimmed = p.items.filter((i) => p.trim!.ids.includes(i.ing.id))
      // Each line said from its old amount to its new one; a line whose printed amount did not change is only said to be used more lightly.
      const shown = trimmed.filter((i) => s.trimmedFrom(i))
      const lines = shown.length
        ? listJa(
            shown.map((i) =>
              said('nutritionist.trim.line', { item: name(i), from: s.trimmedFrom(i)!.ja, to: i.amount.ja }),
            ),
          )
        : listJa(trimmed.map(name))
      const trimNutrient = said(`nutrient.${p.trim.nutrient}`)
      const asked = s.ctx.brief.lower?.includes(p.trim.nutrient)
        ? said('nutritionist.trim.asked', { nutrient: trimNutrient })
        : ''
      parts.push(
        `${asked}${say(s, shown.length ? 'nutritionist.trim' : 'nutritionist.trim_plain', { star: coreNames(s), lines, nutrient: trimNutrient, before: oneDecimal(p.trim.before), after: oneDecimal(p.trim.after), share: cutJa(p.trim) })}`,
      )
    } else
      parts.push(
        said('nutritionist.no_cut', {
          nutrient: nutrient(s),
          star: coreNames(s),
          taste: taste(s),
          ask:
            c && !poured(c)
              ? said('nutritionist.no_cut.keep', { line: core(s).includes(c) ? '' : `${amount(c)}は` })
              : said('nutritionist.no_cut.measure', {
                  line: c
                    ? name(c)
                    : said(sweet(s) ? 'nutritionist.no_cut.sweetener' : 'nutritionist.no_cut.seasoning'),
                }),
        }),
      )
    return parts.join('')
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const pr = s.carrier('protein')
    const technique = pr
      ? said('nutritionist.technique.protein', { chef: n.chef, technique: label(s, 'technique'), protein: amount(pr) })
      : said('nutritionist.technique', { chef: n.chef, technique: label(s, 'technique'), main: main2(s) })
    const stance = said(p.shortcutKept ? 'nutritionist.shortcut_kept' : 'nutritionist.shortcut_left', {
      home_cook: n.home_cook,
      shortcut: label(s, 'shortcut'),
      main: main2(s),
      host: n.host,
    })
    const uses = swapped(s).map((w) => w.to!.name.ja)
    const leaves = dropped(s).map((w) => w.from.name.ja)
    const changes = [
      uses.length && said('ja.swaps_hold.uses', { items: listJa(uses) }),
      leaves.length && said('ja.swaps_hold.leaves', { items: listJa(leaves) }),
    ]
      .filter(Boolean)
      .join('、')
    // A clause that ends the sentence on 「使い」 takes its ending: 「…を使います」.
    const check = s.swaps.length
      ? said('nutritionist.swaps_hold', { changes: `${changes}${leaves.length ? '' : 'ます'}` })
      : ''
    return `${technique}${stance}${check}`
  },
  3: (s: Scene) => {
    const c = carrierOf(s)
    return say(s, 'nutritionist.close', {
      host: s.names.host,
      star: coreNames(s),
      figures: perServing(s),
      measure: c
        ? said(poured(c) ? 'nutritionist.measure.poured' : 'nutritionist.measure.kept', {
            line: core(s).includes(c) ? `その${c.amount.ja}` : amount(c),
          })
        : said('nutritionist.measure.written', { items: listJa(mainItems(s.plan).map(amount)) }),
    })
  },
}

const culture = {
  1: (s: Scene) => {
    const p = s.plan
    const star = coreNames(s)
    const seasonLine = !s.season
      ? ''
      : s.seasonal.length
        ? said('culture.season.best', { season: seasonOf(s), items: names(s.seasonal.slice(0, 2)) })
        : said(p.dish.season?.includes(s.season) ? 'culture.season.belongs' : 'culture.season.not_classic', {
            season: seasonOf(s),
            star,
          })
    const garnish = p.items.filter((i) => i.added === 'garnish')
    const finish = garnish.length ? said('culture.garnish', { garnish: listJa(garnish.map(amount)) }) : ''
    const keep = said('culture.keep', { star, kind: kind(s), serving: s.serving.label.ja })
    return `${said('culture.origin', { dish: dish(s), origin: originLine(s) })}${seasonLine}${finish}${keep}`
  },
  2: (s: Scene) => {
    const n = s.names
    return said(s.plan.shortcutKept ? 'culture.shortcut_kept' : 'culture.shortcut_left', {
      nutritionist: n.nutritionist,
      home_cook: n.home_cook,
      shortcut: label(s, 'shortcut'),
      host: n.host,
      star: coreNames(s),
      cuisine: originShort(s),
      chef: n.chef,
      technique: label(s, 'technique'),
    })
  },
  3: (s: Scene) =>
    say(s, 'culture.close', {
      host: s.names.host,
      star: coreNames(s),
      serving: s.serving.label.ja,
      kind: kind(s),
      season: s.season ? said('culture.close.season', { season: seasonOf(s) }) : '',
    }),
}

const home_cook = {
  1: (s: Scene) => {
    const p = s.plan
    const limit = p.minutes.limit
    const slots = { amounts: listJa(mainItems(p).map(amount)), minutes: mins(p.minutes.dish) }
    const time = limit
      ? said(p.minutes.dish <= limit ? 'home_cook.time.fits' : 'home_cook.time.over', { ...slots, limit })
      : p.servings !== 2
        ? said('home_cook.time.scaled', { ...slots, servings: p.servings })
        : said('home_cook.time.two', slots)
    const kit = said('home_cook.kit', {
      limit: s.ctx.brief.limits.equipment
        ? said('home_cook.kit.limit', { equipment: s.ctx.brief.limits.equipment })
        : '',
      handled: /\{\w+\}/.test(p.cooking.shortcut.label.ja) ? '' : said('home_cook.kit.handled', { star: coreNames(s) }),
      shortcut: label(s, 'shortcut'),
    })
    return `${time}${kit}${spoken(s, p.cooking.shortcut.say, said('ja.home_cook.lead', { item: name(mainItems(p)[0]!) }))}`
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const limit = p.minutes.limit
    const pay =
      s.axis === 'cost' && s.costly
        ? said('home_cook.pay.costly', { amount: amount(s.costly) })
        : s.axis === 'equipment'
          ? said('home_cook.pay.equipment', { star: coreNames(s), equipment: s.say(p.cooking.equipment) })
          : ''
    return p.extraKept
      ? said('home_cook.extra_kept', {
          culture: n.culture,
          chef: n.chef,
          extra: label(s, 'extra'),
          star: coreNames(s),
          worth: limit ? said('home_cook.extra_kept.limit', { limit }) : '',
          repaid: p.shortcutKept
            ? said('home_cook.extra_kept.shortcut', { shortcut: label(s, 'shortcut') })
            : said('home_cook.extra_kept.waits'),
          pay,
        })
      : said('home_cook.extra_dropped', {
          culture: n.culture,
          when: limit
            ? said('home_cook.extra_dropped.limit', { limit })
            : said(
                /週末|休日|土曜|日曜/.test(s.theme)
                  ? 'home_cook.extra_dropped.family'
                  : 'home_cook.extra_dropped.weeknight',
              ),
          chef: n.chef,
          extra: label(s, 'extra'),
          shortcut: label(s, 'shortcut'),
          main: main2(s),
          pay,
        })
  },
  3: (s: Scene) => {
    const p = s.plan
    const fits = p.minutes.limit
      ? said(p.overLimit ? 'home_cook.fits.over' : 'home_cook.fits', {
          limit: p.minutes.limit,
          star: coreNames(s),
          main: main2(s),
          minutes: mins(p.minutes.final),
        })
      : ''
    return say(s, 'home_cook.close', { host: s.names.host, star: coreNames(s), keeps: s.say(p.cooking.keeps), fits })
  },
}

const table = { host, chef, nutritionist, culture, home_cook }
export const JAPANESE = Object.fromEntries(
  Object.entries(table).map(([role, rounds]) => [
    role,
    Object.fromEntries(Object.entries(rounds).map(([round, speak]) => [round, (s: Scene) => s.render(speak(s))])),
  ]),
) as Record<PanelRole, Record<1 | 2 | 3, (s: Scene) => string>>

/** The host's only turn when the theme cannot be cooked: the words it could not read, or what is unsafe, and what to ask instead. */
export function refusalJa(theme: string, brief: Brief): string {
  const unresolved = brief.unresolved ?? []
  if (unresolved.length)
    return said('host.refusal.unclear', { theme, words: unresolved.map((w) => `「${w}」`).join('、') })
  const refused = (brief.hazards ?? []).filter((h) => h.refused)
  return said('host.refusal.unsafe', { theme, instead: refused.map((h) => h.instead).join('') })
}
