import { describe, expect, test } from 'bun:test'
import { loadTraitWords, TRAIT_WORDS } from '../../../src/ai/food/traits'
import { TRAITS } from '../../../src/ai/food/types'
import data from '../../../knowledge/traits.json'

describe('how each trait is said (knowledge/traits.json)', () => {
  test('every trait has a label in both languages and plain words for the brief', () => {
    for (const t of TRAITS) {
      expect(TRAIT_WORDS[t].label.ja.length, t).toBeGreaterThan(0)
      expect(TRAIT_WORDS[t].label.en.length, t).toBeGreaterThan(0)
      expect(TRAIT_WORDS[t].plain.ja.length, t).toBeGreaterThan(0)
      expect(TRAIT_WORDS[t].plain.en.length, t).toBeGreaterThan(0)
    }
  })

  test('an entry without plain words stops the start naming the file', () => {
    expect(() =>
      loadTraitWords({
        ...data,
        traits: { ...data.traits, egg: { ...data.traits.egg, plain: { ja: [], en: ['eggs'] } } },
      }),
    ).toThrow(/traits\.json/)
  })

  test('a trait says what it covers in its own entry, never in an empty sentence', () => {
    expect(TRAIT_WORDS.nightshade.about).toContain('potato')
    const empty = { ...data, traits: { ...data.traits, egg: { ...data.traits.egg, about: '' } } }
    expect(() => loadTraitWords(empty)).toThrow(/traits\.json.*about/)
  })
})
