import { expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { dish } from '../../../src/ai/food/dishes'

const dishOf = (theme: string, lang: 'ja' | 'en') => {
  const id = readBrief(theme, lang).dishId
  return id ? dish(id).name.ja : null
}

test.each([
  ['karee raisu 4人分', 'ja', 'カレーライス'],
  ['karee raisu with the roux blocks, mild for kids', 'en', 'カレーライス'],
  ['oyako don for 2', 'en', '親子丼'],
  ['tonjiru', 'en', '豚汁'],
] as const)('a dish typed in romaji meets the table through its kana: %s', (theme, lang, name) => {
  expect(dishOf(theme, lang)).toBe(name)
})

test('an English word is never read as romaji in an English theme', () => {
  const brief = readBrief('for the sake of the kids, a mild chicken stew', 'en')
  expect(brief.exclusions.flatMap((e) => e.ingredients)).not.toContain('sake')
  expect(brief.key_ingredients.every((k) => /^[\x20-\x7e]+$/.test(k))).toBe(true)
})

test('a generic Japanese dish word is the everyday dish of its family', () => {
  expect(dishOf('やわらかい煮魚を', 'ja')).toBe('かれいの煮付け')
  expect(dishOf('焼き魚', 'ja')).toBe('鮭の塩焼き')
  // A longer name that holds the word is its own dish.
  expect(dishOf('水煮魚', 'ja')).toBe('水煮魚')
})
