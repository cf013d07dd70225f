import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'

// Dangerous asks adapted aloud rather than refused or swapped (issue 34, item 3).
describe('a weakened immune system', () => {
  test('chemotherapy is an audience, not a dish, and runny eggs are made safe for it', () => {
    const brief = readBrief("Grandma's on chemo and she loves runny soft-boiled eggs with soldiers.", 'en')
    expect(brief.atRisk).toContain('immunocompromised')
    expect(brief.unknownDish).toBeUndefined()
    expect(brief.hazards?.map((h) => [h.id, h.refused])).toEqual([['runny_eggs', false]])
  })
  test('抗がん剤 reads the audience in Japanese', () => {
    expect(readBrief('抗がん剤治療中の母に温泉卵', 'ja').atRisk).toContain('immunocompromised')
  })
})

describe('servings held', () => {
  test('six friends and the cook are seven; a crowd of about 25 is 25', () => {
    const seven = "six friends are coming over saturday and I'm cooking for all of us incl. me, fajitas?"
    expect(readBrief(seven, 'en').limits.servings).toBe(7)
    expect(readBrief('church potluck, feeding a crowd of about 25, mac salad', 'en').limits.servings).toBe(25)
  })
})
