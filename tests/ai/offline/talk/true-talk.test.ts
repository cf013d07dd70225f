import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../../src/ai/food/brief'
import type { Lang } from '../../../../src/ai/food/types'
import { cookFor } from '../../../../src/ai/offline/cookbook'
import { factsOf } from '../../../../src/ai/offline/talk/facts'
import { turnOf } from '../../../../src/ai/offline/talk/panel'
import { PHRASES } from '../../../../src/ai/offline/talk/phrases'
import type { PanelRole, TurnContext } from '../../../../src/ai/turn-context'

/**
 * What the talk says agrees with the recipe and the ask: a figure that is true of it, a claim no food of it belies, a
 * tip that does not undo what the kitchen asked, a step's words not pasted into every turn.
 */
const NAMES = { host: 'Alex', chef: 'Daniel', nutritionist: 'Priya', culture: 'Elena', home_cook: 'Sam' }
const cooked = (theme: string, lang: Lang) => {
  const brief = readBrief(theme, lang)
  return cookFor({ brief, dishId: brief.dishId!, seed: 3, theme })
}
const facts = (theme: string, lang: Lang) => factsOf(cooked(theme, lang), theme, lang)

describe('a claim the recipe belies', () => {
  test('the sugar a kept sauce carries is named, not said to be nowhere', () => {
    const low = facts('低糖質(low carb)なお好み焼き食べたい', 'ja')
    expect(low.carried).toMatchObject({ nutrient: '糖分' })
    // The low-carb version tops it with Worcestershire sauce, lower in sugar than okonomi sauce but not free of it.
    expect(low.carried!.foods).toContain('ウスターソース')
    expect(facts('お好み焼き食べたい', 'ja').carried).toBeUndefined()
  })
})

describe('a tip against the ask', () => {
  test('asked for one pan, no note says to cook each portion in a small pan of its own', () => {
    expect(facts('oyakodon', 'en').notes.chef.join(' ')).toContain('one portion at a time')
    expect(facts('one pan oyakodon', 'en').notes.chef.join(' ')).not.toContain('one portion at a time')
  })

  test('a note sharing only one kanji with the theme (汁物 of 洗い物) does not answer it', () => {
    expect(facts('ズボラ飯で親子丼。洗い物ふやしたくない', 'ja').answer?.note ?? '').not.toContain('汁物')
  })
})

describe('figures and words that are true of the dish', () => {
  test('no step is recited against the total: the wordings that did so are gone', () => {
    for (const lang of ['en', 'ja'] as const)
      for (const key of ['home.r2.plan', 'home.r2.plan.most', 'home.r3.split', 'chef.r3.split', 'chef.r3.next'])
        expect(PHRASES[lang][key], key).toBeUndefined()
  })

  // A step's own minutes are no longer recited (c2162cd3), so the singular is pinned where a figure is still said.
  test('a drink over ice is made of what is poured, and no figure of one is plural', () => {
    const drink = cooked('shirley temple', 'en')
    expect(factsOf(drink, 'shirley temple', 'en').body).toBe('ginger ale and grenadine')
    const turns = (['host', 'chef', 'home_cook'] as PanelRole[]).flatMap((role) =>
      ([1, 2, 3] as const).map((round) =>
        turnOf(
          {
            kind: 'turn',
            lang: 'en',
            round,
            role,
            theme: 'shirley temple',
            names: NAMES,
            seed: 3,
            transcript: [],
          } as unknown as TurnContext,
          drink,
        ),
      ),
    )
    expect(turns.join(' ')).toMatch(/\b2 minutes\b/)
    expect(turns.join(' ')).not.toMatch(/\b1 minutes\b/)
  })

  test('a step named by its clause in one turn is named by its number in the next', () => {
    const rice = cooked('jambalaya in the rice cooker', 'en')
    const { technique } = factsOf(rice, 'jambalaya in the rice cooker', 'en')
    const ctx = { kind: 'turn', lang: 'en', theme: 'jambalaya in the rice cooker', names: NAMES, seed: 3 }
    // The chef, the host asking him, the chef answering: whichever names the step first, the next ones number it.
    const transcript: Array<{ round: number; role: string; text: string }> = []
    for (const [round, role] of [
      [1, 'chef'],
      [2, 'host'],
      [2, 'chef'],
    ] as const)
      transcript.push({
        round,
        role,
        text: turnOf({ ...ctx, round, role, transcript } as unknown as TurnContext, rice),
      })
    const first = transcript.findIndex((t) => t.text.includes(technique.where))
    expect(first).toBeGreaterThanOrEqual(0)
    expect(first).toBeLessThan(2)
    const next = transcript[first + 1]!.text
    expect(next).not.toContain(technique.where)
    expect(next).toContain(`step ${technique.n}`)
  })
})
