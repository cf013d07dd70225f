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

describe('a restriction that names its foods is not unclear for the words around it', () => {
  test('"three allergies" counts them; "under one roof" is no baby', () => {
    const brief = readBrief('Three allergies under one roof: dairy, fish, soy. One dinner for us all', 'en')
    expect(brief.unresolved).toBeUndefined()
    expect(brief.atRisk).toBeUndefined()
    expect(brief.exclusions.flatMap((e) => e.traits)).toEqual(expect.arrayContaining(['milk', 'fish', 'soy']))
  })
  test('"avoid: egg (child allergy)": the person says whose allergy the food read is', () => {
    const brief = readBrief('dish: oyakodon-ish; servings: 3; avoid: egg (child allergy)', 'en')
    expect(brief.unresolved).toBeUndefined()
    expect(readBrief('my son has an allergy, a curry please', 'en').unresolved).toBeDefined()
  })
  test('"…, my allergist said" after what was said is who said it, not a list left unsaid', () => {
    const brief = readBrief('tree nut allergy. pesto?? (pine nuts count as tree nuts for me, my allergist said)', 'en')
    expect(brief.unresolved).toBeUndefined()
    expect(brief.exclusions.flatMap((e) => e.traits)).toContain('tree_nut')
    expect(readBrief('avoid everything my allergist said, a pesto pasta', 'en').unresolved).toBeDefined()
  })
})
