import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../../src/ai/food/brief'
import type { Lang } from '../../../../src/ai/food/types'
import { cookFor } from '../../../../src/ai/offline/cookbook'
import { factsOf } from '../../../../src/ai/offline/talk/facts'
import { turnOf } from '../../../../src/ai/offline/talk/panel'
import type { PanelRole, TurnContext } from '../../../../src/ai/turn-context'

/**
 * Every line of the talk is this discussion's own: the question the theme asks is answered, a rule is the
 * theme's, a label check is the allergy's and the recipe's, and nothing is said of a dish or a food no one named.
 */
const cooked = (theme: string, dishId: string, lang: Lang = 'en') =>
  cookFor({ brief: readBrief(theme, lang), dishId, seed: 1, theme })
const facts = (theme: string, dishId: string, lang: Lang = 'en') => factsOf(cooked(theme, dishId, lang), theme, lang)

const NAMES = { host: 'Alex', chef: 'Daniel', nutritionist: 'Priya', culture: 'Elena', home_cook: 'Sam' }
const turnAt = (theme: string, dishId: string, role: PanelRole, round: 1 | 2 | 3, transcript: object[] = []) => {
  const lang = /[ぁ-ん]/.test(theme) ? 'ja' : 'en'
  const c = cooked(theme, dishId, lang)
  const ctx = { kind: 'turn', lang, round, role, theme, brief: c.brief, dishId, names: NAMES, seed: 1 }
  return turnOf({ ...ctx, transcript } as TurnContext, c)
}
const roundOne = (theme: string, dishId: string) => {
  const c = cooked(theme, dishId)
  return (['host', 'chef', 'nutritionist', 'culture', 'home_cook'] as PanelRole[]).map((role) => {
    const ctx = { kind: 'turn', lang: 'en', round: 1, role, theme, brief: c.brief, dishId, names: NAMES, seed: 1 }
    return { role, text: turnOf({ ...ctx, transcript: [] } as TurnContext, c) }
  })
}

describe("the theme's question", () => {
  test('is answered by the note on its topic, said by the host and by no one after', () => {
    const theme = 'empanadas for a crowd: will they keep in the freezer?'
    const f = facts(theme, 'empanadas')
    expect(f.answer?.note).toMatch(/freez|frozen/i)
    const turns = roundOne(theme, 'empanadas')
    expect(turns[0]!.text).toContain(f.answer!.note!.slice(1, 30))
    for (const t of turns.slice(1)) expect(t.text, t.role).not.toContain(f.answer!.note!.slice(1, 30))
    // A theme that asks nothing on a topic of the data gets no answer pulled from the notes.
    expect(facts('empanadas for a crowd', 'empanadas').answer).toBeUndefined()
  })

  test('is not quoted again in the decision', () => {
    const theme = 'empanadas for a crowd: will they keep in the freezer?'
    const note = facts(theme, 'empanadas').answer!.note!
    expect(turnAt(theme, 'empanadas', 'host', 3)).not.toContain(note.slice(1, 30))
  })
})

describe('the talk', () => {
  test('names a step by a clause of its own text, never by a gerund of an act and its first food', () => {
    expect(facts('chicken adobo', 'chicken_adobo').technique.where).toContain('cover and simmer over low heat')
    expect(facts('chicken adobo', 'chicken_adobo').technique.where).not.toMatch(/simmering chicken/)
    expect(facts('chicken adobo', 'chicken_adobo', 'ja').technique.where).toBe(
      'ふたをして弱火で煮込み、途中で上下を返す',
    )
  })

  test("decides the home cook's shortcut in her own words beside the chef's step", () => {
    const decided = turnAt('chicken adobo', 'chicken_adobo', 'host', 3)
    expect(decided).toContain('Skip the browning')
    expect(decided.toLowerCase()).toContain(facts('chicken adobo', 'chicken_adobo').technique.where)
  })

  test("never has the culture expert tell the dish's history again after a first note that told it", () => {
    // Nikujaga's first culture note and its catalogue origin both tell the navy story.
    const first = turnAt('肉じゃが', 'nikujaga', 'culture', 1)
    for (const round of [2, 3] as const) expect(turnAt('肉じゃが', 'nikujaga', 'culture', round)).not.toContain('海軍')
    expect(first).toContain('海軍')
  })

  test('says no sentence twice in a discussion, and never leaves a turn empty', () => {
    const said = turnAt('chicken adobo', 'chicken_adobo', 'chef', 1)
    const [first, ...rest] = said.split(/(?<=[.!?])\s+/)
    const again = turnAt('chicken adobo', 'chicken_adobo', 'chef', 1, [{ round: 1, role: 'culture', text: first! }])
    expect(again).not.toContain(first!)
    // The rest as it was, but for a lead that joined it to the sentence now gone ("Above all, ").
    expect(rest.join(' ').endsWith(again.slice(1))).toBe(true)
    // Said whole before, the turn says a fact of this discussion not yet said instead: none of its sentences again.
    const whole = turnAt('chicken adobo', 'chicken_adobo', 'chef', 1, [{ round: 1, role: 'culture', text: said }])
    for (const sentence of [first!, ...rest]) expect(whole).not.toContain(sentence)
    expect(whole.trim()).not.toBe('')
    // The host's question this round is answered in its own words.
    expect(turnAt('chicken adobo', 'chicken_adobo', 'chef', 1, [{ round: 1, role: 'host', text: first! }])).toBe(said)
  })
})

describe('the rules said', () => {
  test("are the theme's own: an occasion's rule is said only in the words the theme uses", () => {
    // Children rule out alcohol, which the theme never mentions: the swap says it, not a list of drinks.
    expect(facts('teriyaki chicken my kids will eat', 'chicken_teriyaki').rules).not.toContain('wine')
    expect(facts('teriyaki chicken my kids will eat, and no mirin please', 'chicken_teriyaki').rules).toContain('mirin')
    expect(facts('vegetarian chow mein', 'chow_mein').rules.length).toBeGreaterThan(0)
  })

  test('an allergy the theme states has the labels of the bought sauces read; a diet does not', () => {
    const f = facts('chow mein, but my partner is allergic to sesame', 'chow_mein')
    expect(f.labels?.foods).toContain('oyster sauce')
    expect(f.labels?.allergen).toMatch(/sesame/)
    // A plain oil or salt is no bought sauce of many things: its label says nothing of the allergy.
    expect(f.labels?.foods).not.toMatch(/\bsalt\b/)
    expect(facts('vegetarian chow mein', 'chow_mein').labels).toBeUndefined()
  })
})

describe('nothing no one named', () => {
  test('a dish the chooser tried and left is not said as if the theme had asked for it', () => {
    const c = cooked('a warm dinner for four', 'chow_mein')
    const left = { ...c, asked: { name: 'Swedish meatballs', why: 'guard' as const, found: ['pork'] } }
    expect(factsOf(left, 'a warm dinner for four', 'en').asked).toBeUndefined()
    const named = { ...left, brief: { ...c.brief, dishId: 'swedish_meatballs', dish: 'Swedish meatballs' } }
    expect(factsOf(named, 'Swedish meatballs, no pork', 'en').asked?.name).toBe('Swedish meatballs')
  })

  test("an occasion's line naming a food the recipe lacks is not said, in either language", () => {
    const theme = 'a mild supper my kids will like'
    for (const lang of ['en', 'ja'] as const) {
      expect(facts(theme, 'chicken_teriyaki', lang).occasion, lang).toBeUndefined()
      expect(facts(theme, 'kung_pao_chicken', lang).occasion, lang).toBeDefined()
    }
  })

  test('water for the wine is a leaving-out, which the culture expert does not call a version', () => {
    const f = facts('mapo tofu, no alcohol at all', 'mapo_tofu')
    const swap = f.swaps.find((s) => s.to === 'water')
    expect(swap?.bare).toBe(true)
    expect(f.swaps.filter((s) => s.to && s.to !== 'water').every((s) => !s.bare)).toBe(true)
    const culture = roundOne('mapo tofu, no alcohol at all', 'mapo_tofu')[3]!.text
    expect(culture).not.toMatch(/\bwater\b/)
  })
})
