import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'

/** constraint_unclear only when nothing in the restriction can be named (fourth-round decision). */
describe('a restriction is unclear only when it names no food', () => {
  test('an allergy whose clause names a food rules that food out instead', () => {
    const brief = readBrief("my son is allergic to cow's milk protein", 'en')
    expect(brief.unresolved).toBeUndefined()
    expect(brief.exclusions.flatMap((e) => e.traits)).toContain('milk')
    expect(brief.exclusions[0]!.kind).toBe('allergy')
  })

  test('an allergy the parse negates restricts nothing', () => {
    for (const theme of ["I'm not allergic to anything, surprise me", "we don't have any allergies"]) {
      const brief = readBrief(theme, 'en')
      expect(brief.unresolved, theme).toBeUndefined()
      expect(brief.exclusions, theme).toEqual([])
    }
  })

  test('a restriction that names nothing stays unclear', () => {
    expect(readBrief('allergic to the stuff on her epipen card', 'en').unresolved).toBeDefined()
  })
})
