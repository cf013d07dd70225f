import type { Brief, Lang } from '../../food/types'
import type { PanelRole, TurnContext } from '../../turn-context'
import type { Cooked } from '../cookbook'
import { type Rng, rng } from '../random'
import { type Facts, factsOf } from './facts'
import { line, PHRASES, phrase } from './phrases'

/** Salt as said aloud: a drink's few hundredths of a gram are "about 0.1 g", never a zero that reads as a mistake. */
const saltSaid = (f: { nutrition: { salt_g: number } }) => Math.max(0.1, f.nutrition.salt_g)

/**
 * The offline panel's turns. Each turn carries this discussion's content: the brief and the
 * authored base (host, round 1), each specialist's authored notes of this dish and the adapter's
 * decisions (round 1), a dispute on an axis the notes and decisions give (round 2: the home
 * cook's shortcut against the chef's technique, the nutritionist's point against the culture
 * expert's), and in round 3 the host's decision with its reasons and each member's last check
 * (a doneness cue, a safe temperature, the authored finish). Every member answers the one who
 * spoke before. The wordings that join it are glue (knowledge/phrases), picked by the seed.
 */
type Specialist = Exclude<PanelRole, 'host'>
type Turn = { f: Facts; r: Rng; names: Record<PanelRole, string>; prev: string }

const SPEAKING_ORDER: PanelRole[] = ['host', 'chef', 'nutritionist', 'culture', 'home_cook']

/**
 * One wording of an intent. A sentence that is glue alone (the figures, the close) has a lead
 * picked apart (`<key>.lead`), so its frames multiply rather than recur from one discussion to the next.
 */
function glue(t: Turn, key: string, slots: Record<string, string | number> = {}): string {
  const said = phrase(t.f.lang, t.r, key, { prev: t.prev, ...slots })
  if (!PHRASES[t.f.lang][`${key}.lead`]) return said
  const lead = phrase(t.f.lang, t.r, `${key}.lead`)
  // After an English lead, the wording's own first word goes lower case; a name or a title that opens it does not.
  const ownWord = PHRASES.en[key]!.some((w) => !w.startsWith('{') && said.startsWith(w.split(/[\s,]/)[0]!))
  return (
    lead + (t.f.lang === 'en' && ownWord && !/^I\b/.test(said) ? said.charAt(0).toLowerCase() + said.slice(1) : said)
  )
}

/** A turn's sentences in order; in English each starts with a capital, whatever slot opened it. */
const joined = (lang: Lang, parts: Array<string | false | undefined>) =>
  parts
    .filter((p): p is string => !!p)
    .map((p) => sentence(lang, p))
    .join(lang === 'ja' ? '' : ' ')

/** A list as said: "a, b and c" / 「a、b、c」. */
function listed(lang: Lang, items: string[]): string {
  if (lang === 'ja') return items.join('、')
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '')
}

/** A sentence starts with a capital in English, whatever slot opened it. */
const sentence = (lang: Lang, text: string) => (lang === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text)

/**
 * The i-th authored note of a role, or its first when it has fewer; when every note of the role
 * was about a food the adaptation took out, what the swap changes, else the technique's cue.
 */
const note = (f: Facts, role: Specialist, i: number) =>
  f.notes[role][i] ?? f.notes[role][0] ?? f.swaps[0]?.changes ?? f.technique.cue

/** The brief's limits said as the start of the sentence that presents the authored base, so they are never a sentence of glue alone. */
function withBrief(lang: Lang, limits: string[], base: string): string {
  if (lang === 'ja') return `${limits.join('、')}、${base}`
  return sentence(lang, `${limits.join(', and ')}; ${base.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())}`)
}

function hostOpening(t: Turn): string {
  const { f } = t
  const slots = { theme: f.theme, title: f.title, description: f.description }
  const limits = [
    f.rules.length ? glue(t, 'host.rules', { rules: listed(f.lang, f.rules) }) : '',
    glue(t, 'host.servings', { servings: f.servings }),
  ].filter(Boolean)
  const asked = f.asked && askedSaid(t, f.asked)
  return joined(f.lang, [
    glue(t, f.notFood ? 'host.not_food' : 'host.open', slots),
    asked,
    f.kitchenBroken && glue(t, 'host.kitchen_over', { title: f.title, kitchen: f.kitchen }),
    ...f.hazards.map((h) => glue(t, 'host.hazard', { hazard: h.name, instead: h.instead })),
    ...f.unchecked,
    withBrief(
      f.lang,
      limits,
      glue(t, 'host.base', { servings: f.base.servings, minutes: f.base.minutes, first: f.base.first }),
    ),
    ...f.swaps.map((s) =>
      s.to
        ? glue(t, 'host.swap', { from: s.from, to: s.to, reason: s.reason })
        : glue(t, 'host.drop', { from: s.from, reason: s.reason }),
    ),
    f.variant && glue(t, 'host.variant', { note: f.variant }),
    f.scale &&
      glue(t, 'host.scale', {
        from: f.scale.from,
        to: f.scale.to,
        batches: f.scale.batches > 1 ? glue(t, 'host.batches', { batches: f.scale.batches }) : '',
      }),
    f.time &&
      glue(t, f.time.held ? 'host.time_held' : 'host.time_over', { limit: f.time.limit, minutes: f.time.minutes }),
    ...f.others,
  ])
}

/**
 * Why the dish the theme asked for is not what is cooked: no recipe, its defining food ruled out, a
 * kitchen it cannot keep, too few ingredients left, or a ruled-out word its steps keep.
 */
function askedSaid(t: Turn, asked: NonNullable<Facts['asked']>): string {
  const { f } = t
  if (asked.why === 'declined')
    return glue(t, 'host.declined', {
      asked: asked.name,
      reason: asked.reason[f.lang].replace(/[。.]$/, ''),
      title: f.title,
    })
  if (asked.why === 'kitchen')
    return glue(t, 'host.kitchen_swap', { asked: asked.name, kitchen: f.kitchen, title: f.title })
  if (asked.why === 'too_slight') return glue(t, 'host.too_slight', { asked: asked.name, title: f.title })
  if (asked.why === 'guard')
    return glue(t, 'host.guard', { asked: asked.name, found: listed(f.lang, asked.found), title: f.title })
  if (asked.why === 'unknown') return glue(t, 'host.unknown', { asked: asked.name, title: f.title })
  return glue(t, 'host.no_recipe', { asked: asked.name, title: f.title })
}

/** Round 2's disputes, from round 1's proposals: the shortcut against the technique, nutrition against tradition, the swap's cost where there is one. */
function hostDisputes(t: Turn): string {
  const { f, names } = t
  const swap = f.swaps.find((s) => s.to)
  return joined(f.lang, [
    glue(t, 'host.r2.shortcut', { home: names.home_cook, chef: names.chef, note: note(f, 'home_cook', 0) }),
    glue(t, 'host.r2.salt', { nut: names.nutritionist, cul: names.culture, note: note(f, 'nutritionist', 0) }),
    swap && glue(t, 'host.r2.swap', { changes: swap.changes }),
  ])
}

/** Round 3 opens with what was decided and why. */
function hostDecision(t: Turn): string {
  const { f, names } = t
  return joined(f.lang, [
    glue(t, 'host.r3.technique', { chef: names.chef, step: f.technique.text }),
    glue(t, 'host.r3.shortcut', { home: names.home_cook, note: note(f, 'home_cook', 1) }),
    ...f.swaps.filter((s) => s.to).map((s) => glue(t, 'host.r3.swaps', { from: s.from, to: s.to!, reason: s.reason })),
    glue(t, 'host.r3.salt', { salt: saltSaid(f) }),
    glue(t, 'host.r3.close', { title: f.title, servings: f.servings, minutes: f.minutes }),
  ])
}

const TURNS: Record<PanelRole, Record<1 | 2 | 3, (t: Turn) => string>> = {
  host: { 1: hostOpening, 2: hostDisputes, 3: hostDecision },
  chef: {
    1: (t) => {
      const swap = t.f.swaps.find((s) => s.to)
      const { technique } = t.f
      return joined(t.f.lang, [
        glue(t, 'chef.r1', { note: note(t.f, 'chef', 0) }),
        glue(t, 'chef.step', { minutes: technique.minutes, step: technique.text, cue: technique.cue }),
        swap && glue(t, 'chef.swap', { from: swap.from, to: swap.to!, changes: swap.changes }),
      ])
    },
    2: (t) =>
      joined(t.f.lang, [
        glue(t, 'chef.r2', { note: note(t.f, 'chef', 1) }),
        t.f.variant && glue(t, 'chef.r2.variant', { note: t.f.variant }),
      ]),
    3: (t) => glue(t, 'chef.r3', { cue: t.f.technique.cue }),
  },
  nutritionist: {
    1: (t) => {
      const { f } = t
      const done = f.doneness[0]
      const swap = f.swaps[0]
      return joined(f.lang, [
        // A protein figure of 0 is a food the catalogue has no figure for, not a plate with no protein: it is not said.
        f.nutrition.protein_g > 0
          ? glue(t, 'nut.r1', {
              protein: f.nutrition.protein_g,
              salt: saltSaid(f),
              note: note(f, 'nutritionist', 0),
            })
          : glue(t, 'nut.r1.salt', { salt: saltSaid(f), note: note(f, 'nutritionist', 0) }),
        f.rules.length > 0 && glue(t, 'nut.rules', { rules: listed(f.lang, f.rules) }),
        done && glue(t, 'nut.temp', { temp: done.temp!, cue: done.cue }),
        swap?.to ? glue(t, 'nut.swap', { to: swap.to, reason: swap.reason }) : '',
      ])
    },
    2: (t) => glue(t, 'nut.r2', { note: note(t.f, 'nutritionist', 1) }),
    3: (t) => {
      const { f } = t
      const done = f.doneness[0]
      const slots = { salt: saltSaid(f), protein: f.nutrition.protein_g }
      if (done) return glue(t, 'nut.r3', { ...slots, temp: done.temp! })
      return f.nutrition.protein_g > 0 ? glue(t, 'nut.r3.plain', slots) : glue(t, 'nut.r3.salt', slots)
    },
  },
  culture: {
    1: (t) => {
      const swap = t.f.swaps.find((s) => s.to)
      return joined(t.f.lang, [
        glue(t, 'cul.r1', { note: note(t.f, 'culture', 0) }),
        swap && glue(t, 'cul.swap', { from: swap.from, to: swap.to! }),
      ])
    },
    2: (t) => glue(t, 'cul.r2', { note: note(t.f, 'culture', 1) }),
    3: (t) => glue(t, 'cul.r3', { serve: t.f.serve.text }),
  },
  home_cook: {
    1: (t) =>
      joined(t.f.lang, [
        glue(t, 'home.r1', { note: note(t.f, 'home_cook', 0) }),
        glue(t, 'home.total', { minutes: t.f.minutes, servings: t.f.servings }),
      ]),
    2: (t) => glue(t, 'home.r2', { note: note(t.f, 'home_cook', 1) }),
    3: (t) => glue(t, 'home.r3', { first: t.f.base.first }),
  },
}

/** Whom a member answers: the one who spoke just before, this round. */
function previous(role: PanelRole, names: Record<PanelRole, string>): string {
  const at = SPEAKING_ORDER.indexOf(role)
  return names[SPEAKING_ORDER[Math.max(0, at - 1)]!]
}

export function turnOf(ctx: TurnContext, cooked: Cooked): string {
  const f = factsOf(cooked, ctx.theme, ctx.lang)
  const t: Turn = {
    f,
    r: rng(ctx.seed, `${ctx.role}:${ctx.round}`),
    names: ctx.names,
    prev: previous(ctx.role, ctx.names),
  }
  return TURNS[ctx.role][ctx.round](t)
}

/** The host's first turn when the theme cannot be cooked: why, plainly, and nothing is published. */
export function refusal(theme: string, brief: Brief, lang: Lang): string {
  const unresolved = brief.unresolved ?? []
  const quoted = (words: string[]) =>
    words.map((w) => (lang === 'ja' ? `「${w}」` : `"${w}"`)).join(lang === 'ja' ? '、' : ', ')
  if (unresolved.length) return line(lang, 'host.refusal.unclear', { theme, words: quoted(unresolved) })
  const refused = (brief.hazards ?? []).filter((h) => h.refused)
  return line(lang, 'host.refusal.unsafe', {
    theme,
    instead: joined(
      lang,
      refused.map((h) => h.instead),
    ),
  })
}
