import { describe, expect, test } from 'bun:test'
import data from '../../../knowledge/food-words.json'
import { CLASS_WORDS, FAMILY_WORDS, loadFoodWords } from '../../../src/ai/food/words'

describe('knowledge/food-words.json', () => {
  test('loads the class and family words the reader and the guard use', () => {
    expect(CLASS_WORDS.find((c) => c.names.includes('dairy'))?.traits).toContain('milk')
    expect(FAMILY_WORDS.find((f) => f.names.includes('chicken'))?.ids).toContain('chicken_thigh')
  })

  test('is checked when it loads: an unknown trait or ingredient id stops the start', () => {
    const [cls] = data.classes
    const [family] = data.families
    expect(() => loadFoodWords({ ...data, classes: [{ ...cls, traits: ['unicorn'] }] })).toThrow(/classes/)
    expect(() => loadFoodWords({ ...data, families: [{ ...family, ids: ['chicken_thigh', 'no_such_food'] }] })).toThrow(
      /no_such_food/,
    )
  })
})
