import { describe, expect, test } from 'bun:test'
import { recipeDraftSchema } from '../../src/ai/prompts'

const valid = {
  title_ja: '味噌汁',
  title_en: 'Miso soup',
  category: 'main',
  ingredients_ja: ['味噌 大さじ2', '豆腐 150g', 'わかめ 5g', 'だし 400ml'],
  ingredients_en: ['2 tbsp miso', '150 g tofu', '5 g wakame', '400 ml dashi'],
  steps_ja: ['だしを温める', '豆腐を切る', '味噌を溶く', 'わかめを加える'],
  steps_en: ['Warm the dashi', 'Cube the tofu', 'Dissolve the miso', 'Add the wakame'],
  description_ja: '豆腐とわかめの、毎日の食卓の味噌汁。',
  description_en: 'The everyday Japanese soup of tofu and wakame.',
  servings: 2,
  total_minutes: 15,
  cuisine: 'Japanese',
  nutrition: { protein_g: 8, salt_g: 1.8, kcal: 80 },
  prep_minutes: 5,
  cook_minutes: 10,
}

describe('what a model may publish (the synthesis schema)', () => {
  test('accepts a cookable bilingual recipe', () => {
    expect(recipeDraftSchema.safeParse(valid).success).toBe(true)
    // Cuisine, nutrition and energy are known or not: null says so.
    expect(recipeDraftSchema.safeParse({ ...valid, cuisine: null, nutrition: null }).success).toBe(true)
    expect(recipeDraftSchema.safeParse({ ...valid, nutrition: { ...valid.nutrition, kcal: null } }).success).toBe(true)
    expect(recipeDraftSchema.safeParse({ ...valid, prep_minutes: null, cook_minutes: null }).success).toBe(true)
    // A salad is not cooked.
    expect(recipeDraftSchema.safeParse({ ...valid, cook_minutes: 0 }).success).toBe(true)
  })

  test.each([
    ['an unknown category', { category: 'breakfast' }],
    ['a title over 200 characters', { title_en: 'x'.repeat(201) }],
    ['fewer than 4 steps', { steps_en: ['a', 'b', 'c'] }],
    ['more than 100 ingredients', { ingredients_en: Array.from({ length: 101 }, (_, i) => `${i} g salt`) }],
    ['more than 10,000 characters of steps', { steps_ja: Array.from({ length: 40 }, () => 'あ'.repeat(290)) }],
    ['no description', { description_en: undefined }],
    ['servings of 0', { servings: 0 }],
    ['a time over two days', { total_minutes: 2881 }],
    ['no cuisine at all (null says unknown)', { cuisine: undefined }],
    ['no energy at all (null says unknown)', { nutrition: { protein_g: 8, salt_g: 1.8 } }],
    ['no preparation time at all (null says unknown)', { prep_minutes: undefined }],
    ['negative cooking time', { cook_minutes: -1 }],
    ['a fractional preparation time', { prep_minutes: 2.5 }],
    ['negative energy', { nutrition: { protein_g: 8, salt_g: 1.8, kcal: -1 } }],
    ['a blank line', { ingredients_ja: ['味噌 大さじ2', '  ', 'わかめ 5g', 'だし 400ml'] }],
  ])('rejects %s, the same limits a direct recipe has', (_, change) => {
    expect(recipeDraftSchema.safeParse({ ...valid, ...change }).success).toBe(false)
  })
})
