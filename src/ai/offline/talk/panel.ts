import { food } from '../../cookbook/foods'
import { effectiveMentions } from '../../food/guard'
import { pattern } from '../../food/theme-words'
import { TRAIT_WORDS } from '../../food/traits'
import type { Brief, Lang } from '../../food/types'
import type { PanelRole, TurnContext } from '../../turn-context'
import type { Cooked } from '../cookbook'
import { type Rng, rng } from '../random'
import { clipped, listed, retold, wordsOf } from '../../cookbook/notes'
import { type Facts, factsOf } from './facts'
import { line, PHRASES, phrase, type Slots } from './phrases'

/** The offline panel's turns, each one or two things of this discussion in short sentences: the brief, notes and
 * decisions (round 1), a dispute the notes give (round 2), the decision and each member's last word on it (round 3). */
type Specialist = Exclude<PanelRole, 'host'>
type Turn = { f: Facts; r: Rng; called: Slots }

/** One wording of an intent, with a lead picked apart (`<key>.lead`), so glue alone multiplies rather than recurs. */
function glue(t: Turn, key: string, slots: Slots = {}): string {
  const filled = { ...t.called, ...slots }
  const said = phrase(t.f.lang, t.r, key, filled)
  if (!PHRASES[t.f.lang][`${key}.lead`]) return said
  const lead = phrase(t.f.lang, t.r, `${key}.lead`, filled)
  // After an English lead that runs on, a wording's own first word goes lower case; a slot (a name, a title) does not.
  const runsOn = t.f.lang === 'en' && !/[.:!?]\s*$/.test(lead) && /^[A-Z][a-z]/.test(said)
  const own = runsOn && PHRASES.en[key]!.some((w) => !w.startsWith('{') && said.startsWith(w.split(/[\s,]/)[0]!))
  return lead + (own && !/^I\b/.test(said) ? said.charAt(0).toLowerCase() + said.slice(1) : said)
}

/** A turn's sentences in order, each a sentence of its own. */
const joined = (lang: Lang, parts: Array<string | false | undefined>) =>
  parts.flatMap((p) => (p ? [sentence(lang, p)] : [])).join(lang === 'ja' ? '' : ' ')
const from = (s: Facts['swaps'][number]) => s.from
const to = (s: Facts['swaps'][number]) => s.to!

/** A sentence starts with a capital in English and ends with its full stop, whatever slot opened or closed it. */
function sentence(lang: Lang, text: string): string {
  // A slot opens a sentence after a wording's own full stop; a figure of one before a plural ("1 minutes") is singular.
  const capital = text.replace(/(^|[.!?] )(\p{Ll})/gu, (_m, stop: string, c: string) => stop + c.toUpperCase())
  const s = lang === 'en' ? capital.replace(new RegExp(line(lang, 'en.one'), 'g'), '$1') : text
  return /[。.!?！？]$/.test(s) ? s : `${s}${lang === 'ja' ? '。' : '.'}`
}

/** The i-th authored note of a role, when it has one (the host's answer is not); said once, never as a fallback twice. */
const note = (f: Facts, role: Specialist, i: number) => f.notes[role].filter((n) => n !== f.answer?.note)[i]

/** An answer said as the lead-in of the note it brings, one sentence; run on, an English note's first word is lower case but for a name. */
const withNote = (t: Turn, key: string, said: string | undefined, alone: string, slots: Slots = {}) =>
  said ? glue(t, key, { ...slots, note: runOn(t.f, said) }) : glue(t, alone, slots)
const runOn = (f: Facts, said: string, all = [f.description, f.origin, ...Object.values(f.notes).flat()].join('. ')) =>
  said.replace(/^[A-Z][a-z]+\b/, (w) => (new RegExp(`[\\w,;] ${w}\\b`).test(all) ? w : w.toLowerCase()))

/** Salt as the recipe's figure says it: its own number, or "under 0.1 g" where the recipe rounds it to none. */
const saltSaid = (t: Turn, salt = t.f.nutrition.salt_g) => line(t.f.lang, salt >= 0.1 ? 'salt' : 'salt.trace', { salt })

// Salt is high from the phrase data's first `salt_bands` figure (a third of a day's 7.5 g, half of WHO's 5 g), asked
// about or not; light below its second.
const band = (t: Turn, g = t.f.nutrition.salt_g, [high, low] = line(t.f.lang, 'salt_bands').split(' ').map(Number)) =>
  g >= high! ? 'high' : g < low! ? 'light' : 'mid'
const tooSalty = (t: Turn) => band(t) === 'high' && t.f.salty.length > 0
const saltyFoods = (t: Turn) => ({ salt: saltSaid(t), salty: listed(t.f.lang, t.f.salty) })

const calm = (t: Turn) => glue(t, `nut.r2.${band(t) === 'light' ? 'light' : 'mid'}`, saltyFoods(t))
/** A serving's energy; a light main (under 350 kcal) wants a staple beside it, unless it holds one already. */
function energy(t: Turn, kcal = Math.round(t.f.nutrition.kcal ?? 0)): string | undefined {
  const light = t.f.category === 'main' && kcal < 350 && !t.f.staple ? '.light' : ''
  return kcal ? glue(t, `nut.r3.kcal${light}`, { kcal }) : undefined
}

/** Whether the chef's step is ten minutes or more of the time, not all of it: the home cook plans the rest around it. */
const planned = (f: Facts) => f.technique.minutes >= 10 && f.technique.minutes < f.minutes

/** The home cook's shortcut quoted in the decision, its first sentence whole: cut at "but", a warning reads as praise. */
const shortcut = (f: Facts) =>
  f.shortcut && f.notes.home_cook[0] !== f.answer?.note
    ? clipped(f.notes.home_cook[0]!.split(/(?<=。)|[:;]|\. /)[0]!.replace(/。$/, ''), 140)
    : undefined

/** The dish's history, unless the culture expert's first note told it. */
const history = (f: Facts, first = note(f, 'culture', 0) ?? '') =>
  f.origin && !retold(f.origin, first, f.title, f.lang, line(f.lang, 'story_marks')) ? f.origin : undefined

function hostOpening(t: Turn, { f } = t): string {
  const drops = f.swaps.filter((s) => !s.to)
  // The amount and the time ride on the opening; of the theme, the host says at most the dish it names, never the theme.
  const opening = { dish: f.named ?? '', title: f.title, plan: glue(t, 'host.plan') }
  const open = f.notFood ? (pattern('points_back', 'i').test(f.theme) ? 'host.vague' : 'host.not_food') : 'host.open'
  const opened = f.named && open === 'host.open' ? 'host.open.named' : open
  const batches = f.scale && f.scale.batches > 1 ? glue(t, 'host.batches', { batches: f.scale.batches }) : ''
  // A question is answered first, then what is cooked, changed, dropped or refused and why; a wish met is not answered.
  const told = !!f.answer?.note?.includes(f.title)
  const asks = new RegExp(`[?？]|${line(f.lang, 'answer_why')}`, 'iu')
  const a = f.answer && (f.answer.note || asks.test(f.answer.ask + f.theme)) ? f.answer : undefined
  const key = !a?.note ? 'host.answer.none' : asks.test(a.ask + f.theme) ? 'host.answer' : 'host.answer.wish'
  const answer = a && (told ? runOn(f, a.note!) : glue(t, key, { ask: a.ask, note: runOn(f, a.note ?? '') }))
  return joined(f.lang, [
    answer,
    told ? opening.plan : glue(t, opened, opening),
    f.asked && (told ? f.asked.why === 'declined' && f.asked.reason[f.lang] : askedSaid(t, f.asked)),
    ...f.hazards.map((h) => glue(t, 'host.hazard', { hazard: h.name, instead: h.instead })),
    // A swap the answer gave (the doubanjiang the cook lacks) is not said twice.
    ...f.swaps.flatMap((s) =>
      s.to && !f.answer?.note?.toLowerCase().includes(s.reason.toLowerCase())
        ? [glue(t, 'host.swap', { from: s.from, to: s.to, reason: s.reason })]
        : [],
    ),
    // Foods left out with nothing in their place are said together: one reason each would say the same thing again.
    drops.length === 1 && glue(t, 'host.drop', { from: drops[0]!.from, reason: drops[0]!.reason }),
    drops.length > 1 && glue(t, 'host.drop_all', { from: listed(f.lang, drops.map(from)) }),
    f.kitchenBroken && glue(t, 'host.kitchen_over', { kitchen: f.kitchen }),
    f.variant && f.variant !== f.answer?.note && glue(t, 'host.variant', { note: f.variant }),
    f.scale && glue(t, 'host.scale', { from: f.scale.from, to: f.scale.to, batches }),
    f.time &&
      glue(t, f.time.held ? 'host.time_held' : 'host.time_over', { limit: f.time.limit, minutes: f.time.minutes }),
    f.safety && !f.hazards.length && glue(t, 'host.safety'),
    ...f.unchecked,
    // The rules are said once: by the nutritionist who checked every line, or here when she reads labels instead.
    f.labels && f.rules.length > 0 && glue(t, 'host.rules', { rules: listed(f.lang, f.rules) }),
    f.explain && glue(t, 'host.explain'),
    ...f.others,
    // A description that only repeats the title ("Mac and cheese.") is not said twice.
    !f.title.toLowerCase().includes(f.description.replace(/[。.]$/, '').toLowerCase()) && f.description,
  ])
}

/** A food or a trait's word (アルコール) the guard found in the other language's lines, named in the talk's own. */
export const namedIn = (lang: Lang) => (word: string) =>
  /[\p{sc=Han}\p{sc=Hira}\p{sc=Kana}]/u.test(word) === (lang === 'ja')
    ? word
    : (effectiveMentions(word).flatMap((m) => m.ids.map((id) => food(id).name[lang]))[0] ??
      Object.values(TRAIT_WORDS).find((t) => t.label.ja === word || t.label.en === word)?.label[lang] ??
      word)

/** Why the dish the theme asked for is not what is cooked: no recipe, its defining food ruled out, a kitchen it cannot
 * keep, too few ingredients left, or a ruled-out word its steps keep. */
function askedSaid(t: Turn, asked: NonNullable<Facts['asked']>, { f } = t): string {
  const slots = { asked: asked.name, kitchen: f.kitchen }
  if (asked.why === 'declined')
    return glue(t, 'host.declined', { ...slots, reason: asked.reason[f.lang].replace(/[。.]$/, '') })
  const found = [...new Set(asked.why === 'guard' ? asked.found.map(namedIn(f.lang)) : [])]
  // A dish cooked under the name asked (豆腐ハンバーグ for ハンバーグ) is it without the food: never "cannot be made".
  const guard = f.title.toLowerCase().includes(asked.name.toLowerCase()) ? 'host.guard.kin' : 'host.guard'
  if (asked.why === 'guard') return glue(t, guard, { ...slots, found: listed(f.lang, found) })
  const keys = { kitchen: 'host.kitchen_swap', too_slight: 'host.too_slight', unknown: 'host.unknown' } as const
  return glue(t, asked.why === 'no_recipe' ? 'host.no_recipe' : keys[asked.why], slots)
}

/** Round 3 opens with what was decided and why, once: the dish, each substitution and its cost, the kitchen it keeps,
 * the home cook's shortcut in her own words beside the chef's step; the opening's answer is not said again. */
function hostDecision(t: Turn, { f } = t): string {
  const swaps = f.swaps.filter((s) => s.to)
  return joined(f.lang, [
    // The salt the nutritionist weighed is decided as the recipe has it: a cut it does not make is the cook's, said so.
    glue(t, 'host.r3.close', { seasoning: tooSalty(t) ? glue(t, 'host.r3.salt', saltyFoods(t)) : '' }),
    // What each substitution costs is the why of an adapted dish; otherwise it is the shortcut against the chef's step.
    ...(swaps.length
      ? swaps.slice(0, 2).map((s) => glue(t, 'host.r3.swap', { from: s.from, to: s.to!, changes: s.changes }))
      : [shortcut(f) && glue(t, 'host.r3.why', { where: f.technique.where, shortcut: shortcut(f)! })]),
    // Past two, the swaps the opening listed are named, not costed again: the synthesis stays a few sentences.
    swaps.length > 2 && glue(t, 'host.r3.swaps_rest', { to: listed(f.lang, swaps.slice(2).map(to)) }),
    f.variant && f.kitchen && glue(t, 'host.r3.variant', { kitchen: f.kitchen }),
  ])
}

/** What the home cook plans: the chef's step in the time (round 2), a step no one else names done ahead, else the split (round 3). */
function homePlans(t: Turn, round: 2 | 3, { f } = t): string | undefined {
  // "Mostly" and "the longest stretch" only of a step that takes more than half the time.
  const most = f.technique.minutes * 2 > f.minutes ? '.most' : ''
  if (round === 2) return planned(f) ? glue(t, `home.r2.plan${most}`, { ...f.technique, total: f.minutes }) : undefined
  const key = f.prep ? 'prep' : f.split && f.next?.clause ? 'split' : undefined
  return key && glue(t, `home.r3.${key}`, { ...f.prep, ...f.split })
}

const TURNS: Record<PanelRole, Record<1 | 2 | 3, (t: Turn) => string>> = {
  host: {
    1: hostOpening,
    // One question to each: the shortcut against the chef's step, else what goes wrong; then the salt, or the plate.
    2: (t) =>
      glue(t, t.f.shortcut ? 'host.r2.shortcut' : `host.r2.mistake${note(t.f, 'chef', 1) ? '.dish' : ''}`, {
        where: t.f.technique.where,
      }).replace(/[?？]?$/, line(t.f.lang, 'host.r2.and')) +
      glue(t, tooSalty(t) ? 'host.r2.salt' : 'host.r2.plate', { salt: saltSaid(t) }),
    3: hostDecision,
  },
  chef: {
    1: (t) =>
      joined(t.f.lang, [
        note(t.f, 'chef', 0),
        (!note(t.f, 'chef', 0) || note(t.f, 'chef', 1)) &&
          glue(t, `chef.step${t.f.technique.clause ? '' : '.plain'}`, t.f.technique),
      ]),
    // His step's cue is said once: in round 1 where a second note answers the host here, else here as the answer.
    2: (t) => {
      const cue = t.f.technique.clause && !!note(t.f, 'chef', 0)
      const [key, alone] = t.f.shortcut
        ? ['chef.r2', cue ? 'chef.r2.cue' : 'chef.r2.step']
        : ['chef.r2.why', `chef.r2.why.${cue ? 'cue' : 'plain'}`]
      return withNote(t, key, note(t.f, 'chef', 1), alone, t.f.technique)
    },
    // Not his round-1 step again: a second step by its cue, else the minutes' split, else a step's minutes; never agreement alone.
    3: (t, { f } = t) => {
      const key = f.next?.clause ? 'chef.r3' : f.split ? 'chef.r3.split' : f.next ? 'chef.r3.next' : 'chef.r3.plain'
      return glue(t, key, { ...f.technique, ...f.next, ...f.split })
    },
  },
  nutritionist: {
    1: (t, { f } = t) => {
      const done = f.doneness[0]
      // A temperature the chef's cue gave for his step is not said again.
      const told = done?.where === f.technique.where && f.technique.cue.includes(String(done.temp))
      const checked = { ...f.labels, ...f.carried, rules: listed(f.lang, f.rules) }
      const figures = { protein: f.nutrition.protein_g, salt: saltSaid(t) }
      return joined(f.lang, [
        // A protein figure of 0 is a food the catalogue has no figure for, not a plate with no protein: it is not said.
        glue(t, f.nutrition.protein_g > 0 ? 'nut.figures' : 'nut.salt_only', figures),
        f.aim,
        note(f, 'nutritionist', 0),
        (f.labels || f.rules.length > 0) &&
          glue(t, f.labels ? 'nut.labels' : f.carried ? 'nut.rules.carried' : 'nut.rules', checked),
        ...f.contact,
        done && !told && glue(t, 'nut.temp', { temp: done.temp!, where: done.where }),
      ])
    },
    // Asked how it sits as a meal (salt not high): her second note, else a serving's energy and what to put beside it
    // where round 3 is the reheat's, else the salt's band (round 3 carries the energy: a cake's, never a no-salt line).
    2: (t) =>
      tooSalty(t)
        ? joined(t.f.lang, [glue(t, 'nut.r2.high', saltyFoods(t)), note(t.f, 'nutritionist', 1)])
        : (note(t.f, 'nutritionist', 1) ?? ((t.f.reheat && energy(t)) || calm(t))),
    // Leftovers eaten hot are reheated to the hottest check (the pork's, not the egg's); else the cut, else the energy.
    3: (t) => {
      if (t.f.reheat) return glue(t, 'nut.r3.keep', { check: t.f.reheat })
      if (tooSalty(t)) return glue(t, 'nut.r3.salt', saltyFoods(t))
      return energy(t) ?? glue(t, 'nut.r3.plain', saltyFoods(t))
    },
  },
  culture: {
    1: (t) => {
      // A stand-in of the same food (egg-free mayonnaise) makes no other version; nor is it the dish made without it.
      const swap = t.f.swaps.find((s) => s.to && !s.bare && !s.to.toLowerCase().endsWith(s.from.toLowerCase()))
      return joined(t.f.lang, [
        // With no note, no origin and no description of the recipe as cooked, what the dish is made of.
        note(t.f, 'culture', 0) ?? (t.f.origin || glue(t, 'cul.r1.body')),
        swap && glue(t, 'cul.swap', { from: swap.from, to: swap.to! }),
      ])
    },
    // The occasion or person the theme names first (the person is answered by round 2), never run on as a note; else a
    // second note, else the history the first turn left; a cut agreed only to high salt; else an assent, no claim.
    2: (t, { moment } = t.f) => {
      const second = moment ?? note(t.f, 'culture', 1) ?? (note(t.f, 'culture', 0) ? history(t.f) : undefined)
      const cut =
        tooSalty(t) && withNote(t, 'cul.r2.less', moment ? undefined : second, 'cul.r2.less.plain', saltyFoods(t))
      return cut ? joined(t.f.lang, [moment, cut]) : (second ?? glue(t, 'cul.r2.plain'))
    },
    // The second note the moment left, else the history both notes left; else an assent, never an empty claim.
    3: (t, { f } = t) =>
      (f.moment && note(f, 'culture', 1)) || (note(f, 'culture', 1) && history(f)) || glue(t, 'cul.r3.plain'),
  },
  home_cook: {
    1: (t) => joined(t.f.lang, [note(t.f, 'home_cook', 0) ?? glue(t, 'home.r1.plain')]),
    // Without a second note, what the home cook plans around (the chef's step, a step done ahead), never agreement.
    2: (t) => {
      const second = note(t.f, 'home_cook', 1)
      if (second) return glue(t, t.f.shortcut ? 'home.r2' : 'home.r2.tip', { note: runOn(t.f, second) })
      return homePlans(t, 2) ?? homePlans(t, 3) ?? glue(t, `home.r2${t.f.shortcut ? '' : '.tip'}.plain`, t.f.technique)
    },
    // The occasion's point (packing, cooking ahead) is the home cook's; else her next plan, else how the dish keeps.
    3: (t) =>
      t.f.occasion ??
      homePlans(t, 3) ??
      glue(t, t.f.keeps ? 'home.r3.keeps' : 'home.r3.plain', { keeps: runOn(t.f, t.f.keeps ?? '') }),
  },
}

export function turnOf(ctx: TurnContext, cooked: Cooked): string {
  const f = factsOf(cooked, ctx.theme, ctx.lang)
  // Each member as named in the talk: by name to be answered, by role and name when the host hands them the floor.
  const called = Object.fromEntries(
    (Object.keys(ctx.names) as PanelRole[]).flatMap((role) => [
      [role, ctx.names[role]],
      [`${role}_role`, line(ctx.lang, 'named', { name: ctx.names[role], role: line(ctx.lang, `role.${role}`) })],
    ]),
  )
  const r = rng(ctx.seed, `${ctx.role}:${ctx.round}`)
  // What the dish is, as any wording may say it: a turn with nothing else left still speaks of this dish.
  const dish = { title: f.title, body: f.body, tools: f.tools, servings: f.servings, minutes: f.minutes, ...f.spent }
  // A step an earlier turn named by its clause is named by its number: the clause in every turn reads as a template.
  const turn = { f, r, called: { ...called, ...dish } }
  let text = TURNS[ctx.role][ctx.round](turn)
  for (const s of [f.technique, f.next, f.prep, ...f.doneness].filter((s) => s !== undefined)) {
    const named = new RegExp(`${RegExp.escape(s.where)}${line(ctx.lang, 'step.named_by_clause')}`, 'gi')
    const again = phrase(ctx.lang, rng(ctx.seed, `step${s.n}`), 'step.numbered', { n: s.n })
    if (ctx.transcript.some((x) => x.text.search(named) >= 0)) text = text.replace(named, again)
  }
  const said = sentence(ctx.lang, text)
  // A member's sentence passes the one filter (`holds`); the host's are the brief's, never filtered. Of a sentence another
  // turn said (the host's: two thirds of its words in one earlier sentence; others' both ways), the new goes.
  const split = (text: string) => text.split(ctx.lang === 'ja' ? /(?<=。)/ : /(?<=[.!?])\s+/)
  // The host's question this round is answered, not said again: its words are the answer's.
  const before = ctx.transcript.flatMap((x) => (x.role === 'host' && x.round === ctx.round ? [] : split(x.text)))
  const host = ctx.role === 'host'
  const terms = (s: string) => new Set(wordsOf(s.replaceAll(f.title, '')))
  const within = (a: Set<string>, b: Set<string>) =>
    a.size > 2 && [...a].filter((w) => b.has(w)).length * 3 >= a.size * 2
  const earlier = before.map(terms)
  const again = (s: string, mine = terms(s)) => earlier.some((b) => within(mine, b) && (host || within(b, mine)))
  const sentences = split(said).filter((s) => host || f.holds(s))
  const fresh = sentences.filter((s) => !again(s))
  // A turn the filter emptied, or a closing that only repeats, says its member's plain last word: never nothing.
  const plain = `${PREFIX[ctx.role] ?? ctx.role}.r3.plain`
  if (!fresh.length && (!sentences.length || (host && ctx.round === 3)))
    return sentence(ctx.lang, glue(turn, plain, { ...f.technique, salt: saltSaid(turn) }))
  // A lead ("Still, ") joins a sentence to the one before it: with that one gone, the turn opens without it.
  const lead = fresh[0] && !said.startsWith(fresh[0]) && leadsOf(ctx.lang).find((l) => fresh[0]!.startsWith(l))
  if (lead) fresh[0] = sentence(ctx.lang, fresh[0]!.slice(lead.length))
  return (fresh.length ? fresh : sentences).join(ctx.lang === 'ja' ? '' : ' ')
}

/** The phrase keys of each member's plain last word (the host's and the chef's are their roles'). */
const PREFIX: Partial<Record<PanelRole, string>> = { nutritionist: 'nut', culture: 'cul', home_cook: 'home' }

const leadsOf = (lang: Lang) =>
  Object.entries(PHRASES[lang]).flatMap(([k, w]) => (k.endsWith('.lead') ? w.filter((x) => !x.includes('{')) : []))

/** The host's first turn when the theme cannot be cooked: why, plainly, and nothing is published, said once. */
export function refusal(brief: Brief, lang: Lang, seed: number): string {
  const words = (brief.unresolved ?? [])
    .map((w) => (lang === 'ja' ? `「${w}」` : `"${w}"`))
    .join(lang === 'ja' ? '、' : ', ')
  if (words) return line(lang, 'host.refusal.unclear', { words })
  const refused = (brief.hazards ?? []).flatMap((h) => (h.refused ? [h.instead] : []))
  const instead = joined(lang, refused)
  const r = rng(seed, 'refusal')
  const close = !new RegExp(line(lang, 'refusal_closed')).test(instead) && phrase(lang, r, 'host.refusal.close')
  return joined(lang, [phrase(lang, r, 'host.refusal.unsafe', { instead }), close])
}
