import { describe, expect, test } from 'bun:test'
import { brokenLines } from '../../../../scripts/eval/broken'
import { freshThemes } from '../../../../scripts/eval/fresh'
import { readBrief } from '../../../../src/ai/food/brief'
import type { Lang } from '../../../../src/ai/food/types'
import { chooseDish, composeOffline } from '../../../../src/ai/offline/compose'
import { seedOf } from '../../../../src/ai/offline/random'
import { LINES, line } from '../../../../src/ai/offline/talk/phrases'
import { type RecipeDraft, specialists } from '../../../../src/ai/prompts'
import type { PanelRole, TurnContext } from '../../../../src/ai/turn-context'
import COOKBOOK from '../../../../knowledge/cookbook.json'

/**
 * What a cook reading the talk notices first, checked over a sample of the development sets in
 * both languages: a sentence said twice, a recipe step pasted into a turn, a name nobody on this
 * panel carries, a figure that is not the recipe's own.
 */
const NAMES: Record<Lang, Record<PanelRole, string>> = {
  en: { host: 'Alex', chef: 'Daniel', nutritionist: 'Priya', culture: 'Elena', home_cook: 'Sam' },
  ja: { host: '山本', chef: '森', nutritionist: '田村', culture: '佐野', home_cook: '小川' },
}
const ROLES: PanelRole[] = ['host', 'chef', 'nutritionist', 'culture', 'home_cook']

function discussion(theme: string, lang: Lang) {
  const seed = seedOf(theme)
  const brief = readBrief(theme, lang)
  const s = { theme, lang, seed, brief, dishId: brief.dishId ?? chooseDish(brief, seed, theme) }
  const transcript: TurnContext['transcript'] = []
  const ctx = (kind: TurnContext['kind'], round: 1 | 2 | 3, role: PanelRole): TurnContext => ({
    kind,
    round,
    role,
    names: NAMES[lang],
    transcript: [...transcript],
    ...s,
  })
  for (const round of [1, 2, 3] as const)
    for (const role of ROLES) transcript.push({ round, role, text: composeOffline(ctx('turn', round, role)) })
  const recipe = JSON.parse(composeOffline(ctx('recipe', 3, 'host'))) as RecipeDraft
  return { transcript, recipe, brief }
}

const sentences = (lang: Lang, text: string) =>
  (lang === 'ja' ? text.split(/(?<=[。！？])/) : text.split(/(?<=[.!?])\s+/)).map((x) => x.trim()).filter(Boolean)

/** A published step's own words, without the minutes and cue the renderer appends. */
const stepBody = (lang: Lang, step: string) =>
  (lang === 'ja' ? step.replace(/（約[^）]*）$/, '') : step.replace(/ \(about [^)]*\)$/, '')).replace(/[。.]$/, '')

const SAMPLE = (['heldout7', 'heldout6'] as const).flatMap((set) =>
  freshThemes(set)
    .filter((t, i) => i % 9 === 0 && !t.expect.harm && t.expect.outcome !== 'refuse' && !t.expect.not_food)
    .map((t) => [t.theme, t.lang] as [string, Lang]),
)

describe('the talk a cook reads', () => {
  const runs = SAMPLE.map(([theme, lang]) => ({ theme, lang, ...discussion(theme, lang) }))

  test('the sample covers both languages', () => {
    expect(runs.filter((r) => r.lang === 'ja').length).toBeGreaterThanOrEqual(6)
    expect(runs.filter((r) => r.lang === 'en').length).toBeGreaterThanOrEqual(6)
  })

  test('no sentence is said twice in one discussion', () => {
    for (const r of runs) {
      const said = r.transcript.flatMap((t) => sentences(r.lang, t.text))
      const twice = said.filter((x, i) => said.indexOf(x) !== i)
      expect(twice, r.theme).toEqual([])
    }
  })

  test('no turn is empty, opens with two leads, says "that step" twice or joins Japanese that is no Japanese', () => {
    for (const r of runs) for (const t of r.transcript) expect(brokenLines(r.lang, t.text), r.theme).toEqual([])
  })

  test('no turn pastes a step of the recipe of more than one sentence; a step is named by a clause of its own', () => {
    for (const r of runs) {
      // A safety step is the brief's own warning, said aloud by the host before it is written into the recipe.
      const warnings = (r.brief.hazards ?? []).map((h) => h.instead.toLowerCase()).join('\n')
      const steps = (r.lang === 'ja' ? r.recipe.steps_ja : r.recipe.steps_en)
        .map((s) => stepBody(r.lang, s))
        .filter((s) => !warnings.includes(s.toLowerCase().slice(0, 20)))
      for (const t of r.transcript)
        for (const step of steps.filter(
          (s) => s.length >= 12 && s.split(/(?<=。)|(?<=\.)\s/).filter(Boolean).length > 1,
        ))
          expect(t.text.toLowerCase(), r.theme).not.toContain(step.toLowerCase())
    }
  })

  test('a step is named by its pan and minutes at most twice in a discussion', () => {
    for (const r of runs) {
      const vessels = Object.entries(LINES[r.lang])
        .filter(([k]) => k.startsWith('vessel.'))
        .map(([, v]) => v)
        .join('|')
      // A step is its heat, pan and minutes: two steps of 10 minutes in one frying pan, at medium and at low, are two.
      const where = new RegExp(
        r.lang === 'ja'
          ? `(?:\\S{1,3}火の)?(?:${vessels})で\\d+分`
          : `\\d+ minutes (?:${vessels})(?: over [\\w-]+ heat)?`,
        'g',
      )
      const said = r.transcript.flatMap((t) => t.text.match(where) ?? [])
      for (const step of new Set(said))
        expect(said.filter((s) => s === step).length, `${r.theme}: ${step}`).toBeLessThanOrEqual(2)
    }
  })

  test('only this panel is named, and the host names a member with their role', () => {
    for (const r of runs) {
      const others = specialists(r.lang).map((p) => p.name)
      const said = r.transcript.map((t) => t.text).join('\n')
      for (const name of others) expect(said, r.theme).not.toContain(name)
      const host = r.transcript
        .filter((t) => t.role === 'host')
        .map((t) => t.text)
        .join('\n')
      for (const role of ROLES.filter((x) => x !== 'host')) {
        const name = NAMES[r.lang][role]
        const named = line(r.lang, 'named', { name, role: line(r.lang, `role.${role}`) })
        const at = host.indexOf(name)
        // The first time the host says a member's name, the role comes with it.
        // (A role opening the sentence is capitalised: "Chef Daniel Reed, …".)
        if (at >= 0) expect(host.toLowerCase().indexOf(named.toLowerCase()), r.theme).toBe(at - named.indexOf(name))
      }
    }
  })

  const CAP_FIGURES = COOKBOOK.conditions.salt_caps.flatMap((cap) => [
    cap.grams,
    ...[...`${cap.source.en} ${cap.source.ja}`.matchAll(/(\d+(?:\.\d+)?) ?g/g)].map((m) => Number(m[1])),
  ])

  test('every salt and protein figure said is the recipe’s own', () => {
    for (const r of runs) {
      const n = r.recipe.nutrition!
      // A salt cap the adapter held is said with its own figures (the cap, its source's daily limit): limits, not the dish's.
      const own = [n.salt_g, n.protein_g, ...(n.kcal ? [n.kcal] : []), ...CAP_FIGURES]
      for (const t of r.transcript)
        for (const s of sentences(r.lang, t.text).filter((x) => /塩分|たんぱく質|salt|protein|kcal/i.test(x))) {
          const figures = [...s.matchAll(/(\d+(?:\.\d+)?) ?(?:g|kcal)\b|(\d+(?:\.\d+)?) ?(?:g|kcal)(?=[^a-z]|$)/gi)]
          for (const m of figures) {
            const value = Number(m[1] ?? m[2])
            const trace = value === 0.1 && n.salt_g < 0.1
            expect(own.includes(value) || trace, `${r.theme}: ${s}`).toBe(true)
          }
        }
    }
  })
})
