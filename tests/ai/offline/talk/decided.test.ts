import { describe, expect, test } from 'bun:test'
import { factsOf } from '../../../../src/ai/offline/talk/facts'
import { cooked, say } from './panel-turns'

/**
 * What a blind reader of heldout27 caught the talk saying that this discussion did not decide: a wish called an open
 * question, a warning quoted as praise, salt defended against a cut nobody made, a joke word checked as a rule.
 */

describe('the talk says what this discussion decided', () => {
  test('a wish nothing answers is met by the plan, not called a question the notes cannot settle', () => {
    const theme = '2人分だけの筑前煮。いつも作りすぎるので'
    expect(factsOf(cooked(theme, 'chikuzenni', 'ja'), theme, 'ja').answer?.note).toBeUndefined()
    const opening = say(theme, 'chikuzenni', 'ja', 'host', 1)
    expect(opening).not.toContain('いつも作りすぎるので')
    expect(opening).toContain('2人分')
  })

  test("the home cook's shortcut is quoted with its cost, never cut at its but", () => {
    const theme = 'beef tacos for four'
    const f = factsOf(cooked(theme, 'tacos', 'en'), theme, 'en')
    const note = f.notes.home_cook[0]!
    expect(note).toMatch(/ but /)
    expect(say(theme, 'tacos', 'en', 'host', 3)).toContain(note.replace(/\.$/, ''))
  })

  test('a word refused that is no food or trait ("no shame") is no rule the nutritionist checks', () => {
    const theme = 'chicken pot pie w/ store bought crust, no shame'
    expect(factsOf(cooked(theme, 'chicken_pot_pie', 'en'), theme, 'en').rules).toEqual([])
    expect(say(theme, 'chicken_pot_pie', 'en', 'nutritionist', 1)).not.toMatch(/shame/i)
    // A food refused still is.
    const refused = 'chicken pot pie, no mushrooms'
    expect(factsOf(cooked(refused, 'chicken_pot_pie', 'en'), refused, 'en').rules.join()).toMatch(/mushroom/)
  })

  test('2.5 g of salt a serving is called high with where to cut, and the culture expert does not defend it', () => {
    const theme = '2人分だけの筑前煮'
    const f = factsOf(cooked(theme, 'chikuzenni', 'ja'), theme, 'ja')
    expect(f.nutrition.salt_g).toBeGreaterThanOrEqual(2.5)
    const cut = say(theme, 'chikuzenni', 'ja', 'nutritionist', 2)
    expect(cut).toMatch(/3分の[12]/)
    expect(say(theme, 'chikuzenni', 'ja', 'culture', 2)).not.toMatch(
      /減らすならほか|手をつけたくありません|そのまま残したい/,
    )
  })
})
