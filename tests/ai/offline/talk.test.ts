import { describe, expect, test } from 'bun:test'
import { type FreshRun, templated } from '../../../scripts/eval/fresh'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
import type { AuthoredRecipe, Decision } from '../../../src/ai/cookbook/types'
import { readBrief } from '../../../src/ai/food/brief'
import { food } from '../../../src/ai/cookbook/foods'
import { normalise } from '../../../src/ai/food/match'
import { DISHES } from '../../../src/ai/food/dishes'
import { effectiveMentions } from '../../../src/ai/food/guard'
import type { Lang, Text } from '../../../src/ai/food/types'
import type { Cooked } from '../../../src/ai/offline/cookbook'
import { seedOf } from '../../../src/ai/offline/random'
import { factsOf } from '../../../src/ai/offline/talk/facts'
import { turnOf } from '../../../src/ai/offline/talk/panel'
import { LINES } from '../../../src/ai/offline/talk/phrases'
import type { PanelRole, TurnContext } from '../../../src/ai/turn-context'

/**
 * The glue of the talk, measured as the eval measures transcripts (scripts/eval/fresh.ts
 * `templated`): fixture recipes with content of their own (each a different dish's origin line in
 * every note, step and cue, so no two fixtures share a content sentence) talked about under briefs
 * of every kind. What recurs across them is the glue alone, and no frame of it may be in more than
 * a tenth of the discussions.
 */
const NAMES: Record<PanelRole, string> = {
  host: 'Alex',
  chef: 'Daniel',
  nutritionist: 'Priya',
  culture: 'Elena',
  home_cook: 'Sam',
}
const ROLES: PanelRole[] = ['host', 'chef', 'nutritionist', 'culture', 'home_cook']
const BASE = recipeFor('nikujaga')!
// Each food another dish's line names is said as the fixture's first food: a note naming a food the recipe does
// not hold is not said (facts.ts `fits`), and these lines stand for notes of this recipe.
const FIRST = food(BASE.ingredients[0]!.food).name
const asFirst = (text: string, lang: Lang) =>
  effectiveMentions(text)
    .reverse()
    .reduce((s, m) => s.slice(0, m.at) + FIRST[lang] + s.slice(m.end), normalise(text))
// nor one naming a tool nikujaga's steps do not use, nor a kind of heat (the fixture's steps are other lines: facts.ts `ownLine`).
const namesTool = (text: string, lang: Lang) =>
  Object.entries(LINES[lang]).some(
    ([key, tool]) =>
      (key.startsWith('note_tool.') || (key.startsWith('act.hot.') && key !== 'act.hot.warm')) &&
      new RegExp(tool, 'i').test(text),
  )
const ORIGINS = DISHES.map((d) => d.origin)
  .filter((o) => o.en && o.ja && (['ja', 'en'] as const).every((lang) => !namesTool(o[lang], lang)))
  .map((o) => ({ ja: asFirst(o.ja, 'ja'), en: asFirst(o.en, 'en') }))

/** A fixture: nikujaga's ingredients, with every text of its own taken from other dishes' origin lines. */
// Its 16 lines start 17 apart: 160 fixtures need more lines than the dishes have, and with a start
// 16 apart a count of 512 lines gave one fixture's lines to every 32nd, all in one language.
function fixture(i: number): AuthoredRecipe {
  let at = i * 17
  const next = (): Text => ORIGINS[at++ % ORIGINS.length]!
  return {
    ...BASE,
    // A dish of the table (the talk says how its table eats it); the text below varies per fixture.
    dish: 'nikujaga',
    title: next(),
    description: next(),
    steps: BASE.steps.map((s) => ({
      ...s,
      ...next(),
      cue: { ...next(), ...(s.cue.temp_c && { temp_c: s.cue.temp_c }) },
    })),
    notes: {
      chef: [next(), next()],
      culture: [next(), next()],
      nutritionist: [next(), next()],
      home_cook: [next(), next()],
    },
  }
}

const BRIEFS: Array<[string, Lang]> = [
  ['dinner for four, no eggs', 'en'],
  ['something quick in 20 minutes', 'en'],
  ['a dish for 12 people', 'en'],
  ['nut-free lunch', 'en'],
  ['卵なしで4人分', 'ja'],
  ['20分でできる晩ごはん', 'ja'],
  ['12人分のおかず', 'ja'],
  ['乳製品を使わない料理', 'ja'],
]

function decisionsFor(i: number): Decision[] {
  const text = (n: number): Text => ORIGINS[(i * 7 + n) % ORIGINS.length]!
  const out: Decision[] = []
  if (i % 3 === 0)
    out.push({
      kind: 'substitute',
      ref: 'sake',
      from: 'sake',
      to: 'mirin',
      because: 'alcohol',
      changes: text(1),
      reason: text(2),
    })
  if (i % 4 === 1) out.push({ kind: 'scale', from: 2, to: 12, batches: 2, note: text(3) })
  if (i % 5 === 2) out.push({ kind: 'time', limit: 20, minutes: 45, held: false, note: text(4) })
  return out
}

function run(i: number): FreshRun {
  const [theme, lang] = BRIEFS[i % BRIEFS.length]!
  const brief = readBrief(theme, lang)
  const recipe = fixture(i)
  const adaptation = { recipe, base: recipe, decisions: decisionsFor(i) }
  const cooked: Cooked = { brief, adaptation, draft: render(adaptation) }
  const seed = seedOf(`${theme} ${i}`)
  const transcript: FreshRun['transcript'] = []
  for (const round of [1, 2, 3] as const)
    for (const role of ROLES) {
      const ctx = { kind: 'turn', lang, round, role, theme, brief, dishId: 'nikujaga', names: NAMES, seed, transcript }
      transcript.push({ round, role, text: turnOf(ctx as TurnContext, cooked) })
    }
  return {
    theme: { lang, theme, kind: 'fixture', expect: {} },
    transcript,
    recipe: cooked.draft,
    ending: null,
    dish: null,
  }
}

describe('the glue of the talk', () => {
  const runs = Array.from({ length: 160 }, (_, i) => run(i))

  test('no sentence frame is in more than a tenth of the discussions, in either language', () => {
    for (const lang of ['ja', 'en'] as const) {
      const t = templated(runs, lang)
      expect(t.discussions).toBe(80)
      expect(
        t.top.filter((f) => f.share > 0.1),
        lang,
      ).toEqual([])
    }
    // Masking every catalogue name in 160 transcripts takes seconds on a busy machine.
  }, 30_000)

  test('every turn says something of its own dish: a note, a step by its foods, a cue or a decision', () => {
    for (const r of runs.slice(0, 16)) {
      const lang = r.theme.lang
      // A step is named by what it cooks (its foods), so a food of the recipe is this dish's own too.
      const own = [
        ...ORIGINS.map((o) => o[lang].replace(/[。.]$/, '').toLowerCase()),
        ...BASE.ingredients.map((i) => food(i.food).name[lang].toLowerCase()),
      ]
      // A turn with nothing of this dish or brief to say is short, never filler or a repeat of round 1.
      for (const t of r.transcript)
        expect(
          own.some((o) => t.text.toLowerCase().includes(o)) || /\d/.test(t.text) || t.text.length < 70,
          t.text,
        ).toBe(true)
    }
  })
})

describe('the talk from the decisions', () => {
  const theme = 'nikujaga for four'
  const cooked = (lang: Lang, said = theme): Cooked => {
    const brief = readBrief(said, lang)
    const adaptation = { recipe: BASE, base: BASE, decisions: [] }
    return { brief, adaptation, draft: render(adaptation) }
  }
  const turn = (lang: Lang, round: 1 | 2 | 3, role: PanelRole, seed: number, said = theme) => {
    const c = cooked(lang, said)
    const ctx = { kind: 'turn', lang, round, role, theme: said, brief: c.brief, dishId: 'nikujaga', names: NAMES, seed }
    return turnOf({ ...ctx, transcript: [] } as unknown as TurnContext, c)
  }
  const seeds = [1, 2, 3, 4, 5, 6]

  test('the home cook gets ahead only with a cold step no one else names, by its own cue', () => {
    for (const lang of ['ja', 'en'] as const) {
      // Nikujaga's steps no one names are all on the heat: frying "first, at home" is no plan, so none is hers.
      expect(factsOf(cooked(lang), theme, lang).prep, lang).toBeUndefined()
      for (const seed of seeds) expect(turn(lang, 3, 'home_cook', seed)).not.toMatch(/first|先に|まず/)
      // With a cold step beside it (the meat salted and left), that step is hers, said by its own cue, where the theme
      // cooks ahead; else it is no plan of this brief's and goes unsaid.
      const salted = BASE.steps[0]!
      const cold = { ...salted, heat: 'none' as const, vessel: 'bowl' as const, minutes: 10 }
      const recipe = { ...BASE, steps: [cold, ...BASE.steps] }
      const adaptation = { recipe, base: recipe, decisions: [] }
      const unpressed = { brief: readBrief(theme, lang), adaptation, draft: render(adaptation) }
      expect(factsOf(unpressed, theme, lang).pressed).toBe(false)
      const ahead = lang === 'ja' ? '肉じゃがを4人分、前日に作っておきたい' : 'nikujaga for four, made the day before'
      const c = { brief: readBrief(ahead, lang), adaptation, draft: render(adaptation) }
      const f = factsOf(c, ahead, lang)
      expect(f.prep?.n, lang).toBe(1)
      expect([f.technique, f.next, ...f.doneness].map((s) => s?.cue)).not.toContain(f.prep!.cue)
      const ctx = { kind: 'turn', lang, round: 3, role: 'home_cook', theme: ahead, brief: c.brief, dishId: 'nikujaga' }
      const said = turnOf({ ...ctx, names: NAMES, seed: 1, transcript: [] } as unknown as TurnContext, c)
      expect(said).toContain(f.prep!.cue)
    }
  })

  test('the host opens with the dish, its servings and its minutes in one sentence', () => {
    for (const lang of ['ja', 'en'] as const)
      for (const seed of seeds) {
        const first = turn(lang, 1, 'host', seed).split(lang === 'ja' ? '。' : /(?<=[.!?])\s/)[0]!
        const { servings, total_minutes } = cooked(lang).draft
        expect(first, lang).toContain(cooked(lang).draft[`title_${lang}`])
        expect(first).toContain(String(servings))
        expect(first).toContain(String(total_minutes))
      }
  })

  test('the host asks the chef and the nutritionist in one sentence', () => {
    for (const lang of ['ja', 'en'] as const)
      for (const seed of seeds) {
        const said = turn(lang, 2, 'host', seed)
        expect(said.split(lang === 'ja' ? /[。？]/ : /[.?]\s/).filter(Boolean), said).toHaveLength(1)
        expect(said).toContain(NAMES.chef)
      }
  })

  test('the leftovers are checked in the recipe’s own words; the culture expert says no cue of the pan', () => {
    // Leftovers there are only where the theme keeps some: made for the week.
    const week = { ja: '肉じゃが4人分、作り置きで一週間', en: 'nikujaga for four, leftovers for the week' }
    for (const lang of ['ja', 'en'] as const) {
      // nikujaga's check is a clause of its own: the beef at 75 °C, without the skewer in the potato.
      const check = lang === 'ja' ? '肉の中心が75℃以上' : 'the beef is at 75 °C or more'
      for (const seed of seeds) {
        const table = turn(lang, 3, 'culture', seed).toLowerCase()
        for (const s of cooked(lang).adaptation.recipe.steps)
          expect(table).not.toContain(s.cue[lang].slice(0, 8).toLowerCase())
        if (seed < 3) expect(turn(lang, 3, 'nutritionist', seed)).not.toContain(check)
        const keep = turn(lang, 3, 'nutritionist', seed, week[lang])
        expect(keep.toLowerCase()).toContain(check.toLowerCase())
        expect(keep).not.toContain(lang === 'ja' ? '竹串' : 'skewer')
      }
    }
  })
})
