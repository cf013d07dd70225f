import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { contradictsBrief } from '../../../src/ai/food/guard'

const ruledOut = (theme: string, lang: 'ja' | 'en') => {
  const brief = readBrief(theme, lang)
  return { ids: brief.exclusions.flatMap((e) => e.ingredients), traits: brief.exclusions.flatMap((e) => e.traits) }
}

test("every one of Japan's 28 labelled allergens rules out a food, in either language", () => {
  expect(ruledOut('matsutake allergy', 'en').ids).toContain('matsutake')
  expect(ruledOut('まつたけアレルギー', 'ja').ids).toContain('matsutake')
})

test('allergen names typed in romaji or with the cue in brackets are read', () => {
  expect(ruledOut('ebi allergy', 'en').traits).toContain('crustacean')
  expect(ruledOut('tamago allergy', 'en').traits).toContain('egg')
  expect(ruledOut('restrictions: wheat(allergy)', 'en').traits).toContain('wheat')
  expect(readBrief('restrictions: wheat(allergy)', 'en').unresolved).toBeUndefined()
  expect(ruledOut('卵（アレルギー）', 'ja').traits).toContain('egg')
})

test('garlic-infused oil is a permission on low-FODMAP that never lifts garlic', () => {
  for (const [theme, lang] of [
    ['low-FODMAP stir fry, no onion or garlic; garlic-infused oil is fine', 'en'],
    ['低FODMAPでパスタ、にんにくオイルはOK', 'ja'],
  ] as const) {
    const brief = readBrief(theme, lang)
    expect(brief.permitted?.ingredients).toEqual(['garlic_oil'])
    expect(brief.exclusions.flatMap((e) => e.ingredients)).toContain('garlic')
    expect(brief.unknownDish).toBeUndefined()
  }
})

test('an allergy said in brackets with a word of how bad it is qualifies the food before it', () => {
  const brief = readBrief('pad thai, no peanuts (severe allergy) and no shrimp either', 'en')
  expect(brief.unresolved).toBeUndefined()
  expect(brief.exclusions.flatMap((e) => e.traits)).toContain('peanut')
})

test.each([
  'dairy allergy (real allergy, not just lactose) — mac n cheese for my son',
  'egg allergy, a diagnosed allergy, not a dislike. pancakes?',
  'peanut allergy (a true allergy, not a preference), satay-style chicken',
])('a word that the allergy is real qualifies the food before it: %s', (theme) => {
  const brief = readBrief(theme, 'en')
  expect(brief.unresolved).toBeUndefined()
  expect(brief.exclusions.length).toBeGreaterThan(0)
})

describe('a list’s opening right after a food is that food’s allergy', () => {
  test.each([
    ['sesame allergy - ramen for two', 'en', 'sesame'],
    ['peanut allergy: a satay-style chicken without peanuts', 'en', 'peanut'],
    ['卵アレルギー: ケーキを作りたい', 'ja', 'egg'],
  ] as const)('%s', (theme, lang, trait) => {
    const brief = readBrief(theme, lang)
    expect(brief.exclusions.flatMap((e) => e.traits)).toContain(trait)
    expect(brief.exclusions.flatMap((e) => e.ingredients)).not.toContain('ramen_noodles')
  })

  test('with no food before it, what follows is the list', () => {
    expect(readBrief('allergies - peanuts, eggs. a cake', 'en').exclusions.flatMap((e) => e.traits)).toContain('egg')
  })
})

test('a fish-roe allergy rules out the roes, neither every fish nor hens’ eggs', () => {
  for (const [theme, lang] of [
    ['魚卵アレルギー（いくら・たらこ系）。パスタが食べたい', 'ja'],
    ['fish roe allergy, something for dinner', 'en'],
  ] as const) {
    const brief = readBrief(theme, lang)
    const { ids, traits } = ruledOut(theme, lang)
    expect(ids).toEqual(expect.arrayContaining(['ikura', 'tarako', 'mentaiko']))
    expect(traits).not.toContain('egg')
    expect(traits).not.toContain('fish')
    const talk = lang === 'ja' ? 'いくらは生たらの代わりに使えます' : 'salmon roe can take the place of the cod'
    expect(contradictsBrief(talk, brief).length).toBeGreaterThan(0)
  }
})
