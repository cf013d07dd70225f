import { food } from '../../cookbook/foods'
import { effectiveMentions } from '../../food/guard'
import { pattern } from '../../food/theme-words'
import { TRAIT_WORDS } from '../../food/traits'
import { type Brief, fillSlots, type Lang } from '../../food/types'
import type { PanelRole, TurnContext } from '../../turn-context'
import type { Cooked } from '../cookbook'
import { hashText, mulberry32, type Rng, rng } from '../random'
import { clipped, listed, retold, wordsOf } from '../../cookbook/notes'
import { type Facts, factsOf } from './facts'
import { line, PHRASES, phrase, type Slots } from './phrases'

/** The offline panel's turns, each one or two things of this discussion in short sentences: the brief, notes and
 * decisions (round 1), a dispute the notes give (round 2), the decision and each member's last word on it (round 3). */
type Specialist = Exclude<PanelRole, 'host'>
type Turn = { f: Facts; r: Rng; called: Slots; heard: string }

/** One wording of an intent, with a lead picked apart (`<key>.lead`), so glue alone multiplies rather than recurs. */
function glue(t: Turn, key: string, slots: Slots = {}, at?: number): string {
  const filled = { ...t.called, ...slots }
  const said = phrase(t.f.lang, t.r, key, filled, at)
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
const notesOf = (f: Facts, role: Specialist) => f.notes[role].filter((n) => n !== f.answer?.note)
const note = (f: Facts, role: Specialist, i: number) => notesOf(f, role)[i]
/** A fact said as it is written, heard by its own words. */
const fact = (x: string) => [x, () => [x]] as const
/** Every wording of an intent, each once, in an order the turn's draw shuffles: the first a check lets through is any
 * of those it lets through alike, where a fixed order would hand a run of turned-down wordings to the one after it. */
function everyWording(t: Turn, key: string, slots: Slots = {}): string[] {
  const left = [...PHRASES[t.f.lang][key]!.keys()]
  return Array.from(PHRASES[t.f.lang][key]!, () => glue(t, key, slots, left.splice(left.indexOf(t.r.pick(left)), 1)[0]))
}

/** An answer said as the lead-in of the note it brings, one sentence; run on, an English note's first word is lower case but for a name. */
const withNote = (t: Turn, key: string, said: string | undefined, alone: string, slots: Slots = {}) =>
  said ? glue(t, key, { ...slots, note: runOn(t.f, said) }) : glue(t, alone, slots)
const runOn = (f: Facts, said: string, all = [f.description, f.origin, ...Object.values(f.notes).flat()].join('. ')) =>
  said.replace(/^[A-Z][a-z]+\b/, (w) => (new RegExp(`[\\w,;] ${w}\\b`).test(all) ? w : w.toLowerCase()))

/** Salt as the recipe's figure says it: its own number, or "under 0.1 g" where the recipe rounds it to none. */
const saltSaid = (t: Turn, salt = t.f.nutrition.salt_g) => line(t.f.lang, salt >= 0.1 ? 'salt' : 'salt.trace', { salt })

// Salt is high from the phrase data's first `salt_bands` figure (a third of a day's 7.5 g, half of WHO's 5 g), asked
// about or not, where foods carry it.
const tooSalty = (t: Turn) =>
  t.f.nutrition.salt_g >= Number(line(t.f.lang, 'salt_bands').split(' ')[0]) && t.f.salty.length > 0
const saltCut = (t: Turn) => tooSalty(t) && t.f.parts.find((p) => p.name === t.f.salty[0])
// A job nearly every salty seasoning has (`salt_cut_plain_jobs`: "part of the seasoning") weighs no cut of this dish: the
// culture expert sets the cut beside her second note instead, which round 3 then leaves.
const plainCut = (t: Turn, cut = saltCut(t)) =>
  !!cut && line(t.f.lang, 'salt_cut_plain_jobs').split(' ').includes(cut.job)
const cutNote = (t: Turn) => (plainCut(t) ? note(t.f, 'culture', 1) : undefined)
const saltCutSaid = (t: Turn, cut: Facts['parts'][number]) =>
  plainCut(t, cut)
    ? withNote(t, 'cul.r2.less.note', cutNote(t), 'cul.r2.less.plain', { salty: cut.name })
    : glue(t, 'cul.r2.less', { salty: cut.name, does: cut.does })
const saltyFoods = (t: Turn) => ({ salt: saltSaid(t), salty: listed(t.f.lang, t.f.salty) })

/** A serving's energy; a light main (under 350 kcal) wants a staple beside it, unless it holds one already. */
function energy(t: Turn, kcal = Math.round(t.f.nutrition.kcal ?? 0)): string | undefined {
  const light = t.f.category === 'main' && kcal < 350 && !t.f.staple ? '.light' : ''
  return kcal ? glue(t, `nut.r3.kcal${light}`, { kcal }) : undefined
}

/** The home cook's shortcut quoted in the decision, its first sentence whole: cut at "but", a warning reads as praise. */
const shortcut = (f: Facts) =>
  f.shortcut && f.notes.home_cook[0] !== f.answer?.note
    ? clipped(f.notes.home_cook[0]!.split(/(?<=。)|[:;]|\. /)[0]!.replace(/。$/, ''), 140)
    : undefined

/** The dish's history, unless the culture expert's first note told it. */
const history = (f: Facts, first = note(f, 'culture', 0) ?? '') =>
  f.origin && !retold(f.origin, first, f.title, f.lang, line(f.lang, 'story_marks')) ? f.origin : undefined

/** What this recipe or brief has left unsaid, in the order a member reaches for it: their own notes, their kind of fact
 * (the chef's steps by their cues, the nutritionist's checks and energy, the culture expert's history), then anyone's
 * notes and steps. Each is said once: a fact the talk has heard is passed, and of one in several wordings each is tried
 * once; the sentence `ok` lets through is the one said. */
function unsaid(t: Turn, role: PanelRole, ok = (_: string) => true, { f } = t): string {
  const notes = (r: Specialist) => notesOf(f, r).slice(2).map(fact)
  const steps = f.steps.flatMap((s) => (s.clause ? [[s.cue, () => everyWording(t, 'chef.r3', s)] as const] : []))
  const temps = f.doneness.map(
    (d) => [`${d.temp}`, () => everyWording(t, 'nut.temp', { temp: d.temp!, where: d.where })] as const,
  )
  // Each ingredient in a wording its own name picks, passing a frame the talk has said: none runs through the talk. The
  // walk starts at an ingredient the discussion picks, so no one food's line opens every talk of its recipe. A job is a
  // cook's to say: the culture expert tells what the dish is made of instead, the nutritionist none (stray lines to cooks).
  const from = hashText(f.theme + f.title) % Math.max(1, f.parts.length)
  const cooks = role === 'chef' || role === 'home_cook' ? f.parts : []
  const parts = [...cooks.slice(from), ...cooks.slice(0, from)].flatMap((p) => {
    const keys = p.prep ? ['part.prep', 'part.does'] : ['part.does']
    const all = keys.flatMap((k) => PHRASES[f.lang][k]!)
    const at = Math.floor(mulberry32(hashText(f.theme + f.title + p.name + p.prep))() * all.length)
    const turned = all.map((_, i) => all[(at + i) % all.length]!)
    const frame = turned.find((w) =>
      w.split(/\{\w+\}/).every((bit) => bit.trim().length < 4 || !t.heard.includes(bit.trim())),
    )
    const say = frame && fillSlots(frame, (slot) => String(p[slot as keyof typeof p]))
    return say ? [[`${p.name}\n${p.does}`, () => [say]] as const] : []
  })
  const kcal = energy(t) && ([`${Math.round(f.nutrition.kcal ?? 0)}`, () => [energy(t)!]] as const)
  const kinds: Partial<Record<PanelRole, Array<readonly [string, () => string[]]>>> = {
    chef: steps,
    nutritionist: [...temps, ...(kcal ? [kcal] : [])],
    culture: [
      ...[history(f)].flatMap((x) => (x ? [fact(x)] : [])),
      [f.body, () => everyWording(t, 'cul.made')] as const,
    ],
  }
  // Each member's first two notes are their rounds 1 and 2, never taken from them; the rest is passed once heard. The
  // culture expert says no step of the pan, neither the chef's nor his notes; the description is anyone's last word.
  const pan = role === 'culture' ? ['chef', 'culture'] : [role]
  const others = (['chef', 'nutritionist', 'culture', 'home_cook'] as const).filter((r) => !pan.includes(r))
  const own = role === 'host' ? [] : notes(role)
  const rest = [...others.flatMap(notes), ...(role === 'culture' ? [] : steps), ...parts]
  const walk = [...own, ...(kinds[role] ?? []), ...rest, fact(f.description)]
  const heard = t.heard.toLowerCase()
  // A fact is heard when each of its parts was: an ingredient by its name and its job, in whatever wording said them.
  const unheard = walk.filter(([fact]) => !fact.split('\n').every((x) => heard.includes(x.toLowerCase().slice(1, 40))))
  // With every fact heard, one in a wording not yet said: the talk moves on in other words, never repeats a sentence.
  for (const [, wordings] of [...unheard, ...walk]) for (const said of wordings()) if (ok(said)) return said
  return (unheard[0] ?? walk[0])?.[1]()[0] ?? ''
}

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
  // A question nothing answers is quoted back as open, first: the person asked it, and a guess would be filler.
  const a = f.answer && (f.answer.note || asks.test(f.answer.ask + f.theme)) ? f.answer : undefined
  const key = !a?.note ? 'host.answer.none' : asks.test(a.ask + f.theme) ? 'host.answer' : 'host.answer.wish'
  const answer = a && (told ? runOn(f, a.note!) : glue(t, key, { ask: a.ask, note: runOn(f, a.note ?? '') }))
  return joined(f.lang, [
    answer,
    f.fromDescription && glue(t, 'host.described', opening),
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
    ...f.others.filter((o) => o !== f.answer?.note),
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
  return glue(t, ASKED_KEYS[asked.why], slots)
}

/** What the host says for each reason the dish asked is not what is cooked as asked, on either path. */
export const ASKED_KEYS = {
  no_recipe: 'host.no_recipe',
  unknown: 'host.unknown',
  kitchen: 'host.kitchen_swap',
  too_slight: 'host.too_slight',
  version: 'host.version',
} as const

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

/** A step no one else names done ahead, where the brief is short of time or cooks ahead: the home cook's plan. */
const homePlans = (t: Turn, { f } = t) => (f.prep && f.pressed ? glue(t, 'home.r3.prep', f.prep) : undefined)

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
    // Not his round-1 step again: a second step by its cue, else a short last word; never a step's minutes recited.
    3: (t, { f } = t) => (f.next?.clause ? glue(t, 'chef.r3', { ...f.technique, ...f.next }) : unsaid(t, 'chef')),
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
    // Asked how it sits as a meal: high salt and where it is, her second note, else a serving's energy (its salt she
    // gave in round 1: not said again where it is not high).
    2: (t) =>
      tooSalty(t)
        ? joined(t.f.lang, [glue(t, 'nut.r2.high', saltyFoods(t)), note(t.f, 'nutritionist', 1)])
        : (note(t.f, 'nutritionist', 1) ?? energy(t) ?? unsaid(t, 'nutritionist')),
    // Leftovers eaten hot are reheated to the hottest check (the pork's, not the egg's); else the energy once.
    3: (t) => (t.f.reheat ? glue(t, 'nut.r3.keep', { check: t.f.reheat }) : (energy(t) ?? unsaid(t, 'nutritionist'))),
  },
  culture: {
    // With no note and no origin, a short word: what the dish is "at heart" is the title said again.
    1: (t) => note(t.f, 'culture', 0) ?? (t.f.origin || unsaid(t, 'culture')),
    // The occasion or person the theme names first (the person is answered by round 2); to high salt, the cut of the
    // saltiest seasoning weighed by its job in the dish, or by her note where that job is every seasoning's; else a
    // second note, else the history the first turn left.
    2: (t, { f } = t, cut = saltCut(t)) =>
      (cut ? joined(f.lang, [f.moment, saltCutSaid(t, cut)]) : f.moment) ??
      note(f, 'culture', 1) ??
      (note(f, 'culture', 0) && history(f)) ??
      unsaid(t, 'culture'),
    // The second note the moment or the salt left, else the history both notes left; else an assent, never an empty claim.
    3: (t, { f } = t) =>
      ((f.moment || saltCut(t)) && !cutNote(t) && note(f, 'culture', 1)) ||
      (note(f, 'culture', 1) && history(f)) ||
      unsaid(t, 'culture'),
  },
  home_cook: {
    1: (t) => note(t.f, 'home_cook', 0) ?? unsaid(t, 'home_cook'),
    // Without a second note, a step done ahead where time presses; never the chef's step's minutes recited.
    2: (t) => {
      const second = note(t.f, 'home_cook', 1)
      if (second) return glue(t, t.f.shortcut ? 'home.r2' : 'home.r2.tip', { note: runOn(t.f, second) })
      return homePlans(t) ?? unsaid(t, 'home_cook')
    },
    // The occasion's point (packing, cooking ahead) is the home cook's; else her plan, else how the dish keeps.
    3: (t) =>
      t.f.occasion ??
      homePlans(t) ??
      (t.f.keeps ? glue(t, 'home.r3.keeps', { keeps: runOn(t.f, t.f.keeps) }) : unsaid(t, 'home_cook')),
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
  const dish = { title: f.title, body: f.body, servings: f.servings, minutes: f.minutes }
  // A step an earlier turn named by its clause is named by its number: the clause in every turn reads as a template.
  const turn = { f, r, called: { ...called, ...dish }, heard: ctx.transcript.map((x) => x.text).join('\n') }
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
  // A sentence said before word for word is a repeat however few words it has.
  const again = (s: string, mine = terms(s)) =>
    before.some((b) => b.trim() === s.trim()) || earlier.some((b) => within(mine, b) && (host || within(b, mine)))
  const sentences = split(said).filter((s) => host || f.holds(s))
  const fresh = sentences.filter((s) => !again(s))
  // A member's turn that the filter emptied or that only repeats, or a closing that does, says a fact of this recipe
  // not yet said: never nothing, never the talk again.
  if (!fresh.length && (!host || ctx.round === 3))
    return sentence(
      ctx.lang,
      unsaid(turn, ctx.role, (s) => f.holds(s) && !again(sentence(ctx.lang, s))),
    )
  // A lead ("Still, ") joins a sentence to the one before it: with that one gone, the turn opens without it.
  const lead = fresh[0] && !said.startsWith(fresh[0]) && leadsOf(ctx.lang).find((l) => fresh[0]!.startsWith(l))
  if (lead) fresh[0] = sentence(ctx.lang, fresh[0]!.slice(lead.length))
  return (fresh.length ? fresh : sentences).join(ctx.lang === 'ja' ? '' : ' ')
}

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
