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

test.each([
  ['nasi goreng for dinner', 'nasi_goreng'],
  ['khao soi please', 'khao_soi'],
  ['kaya toast for breakfast', 'kaya_toast'],
  ['can I bake my own granola with honey', 'granola'],
  ['tori ham for a week of bento lunches', 'tori_ham'],
] as const)('a dish name of Latin words is read whole, not word by word as romaji: %s', (theme, id) => {
  expect(readBrief(theme, 'en').dishId).toBe(id)
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

test("a style of another cuisine picks that cuisine's dish of a shared word, not the everyday one", () => {
  const brief = readBrief('いつものカレーをスパイスから作る本格インド風にしたい', 'ja')
  expect(dish(brief.dishId!).cuisine).toBe('indian')
  expect(brief.dish).toContain('カレー')
  // A dish named in full keeps its name; a style of its own cuisine changes nothing.
  expect(dishOf('カレーライスを本格インド風に', 'ja')).toBe('カレーライス')
  expect(dishOf('カレー、和風で', 'ja')).toBe('カレーライス')
})

test('words of doneness and colour are no dish name: the dish asked for is, and the hazard is read', () => {
  const brief = readBrief('鶏むねでレアの鶏たたきを。ピンク色が残るくらいが好き', 'ja')
  // The cookbook has a cooked-through chicken tataki: the table's dish is read, never 「ピンク」 or 「レア」.
  expect(brief.dishId).toBe('chicken_tataki')
  expect(brief.unknownDish).toBeUndefined()
  expect(brief.hazards?.map((h) => h.id)).toContain('raw_poultry')
})

test('a short katakana dish name followed by a common katakana word is still the dish', () => {
  expect(dishOf('タコスパーティー🌮 20人', 'ja')).toBe('タコス')
  // Inside a longer food name it is not.
  expect(readBrief('パイナップルのデザート', 'ja').keyIngredientIds).toContain('pineapple')
})

test.each([
  ['a proper caesar', 'chicken_caesar_salad'],
  ['craving a proper caesar with the raw egg yolk dressing', 'chicken_caesar_salad'],
  ['a kiev for two', 'chicken_kiev'],
  ['the bourguignon, please', 'boeuf_bourguignon'],
])("a dish's own word, which no other dish's name has, names the dish: %s", (theme, id) => {
  expect(readBrief(theme, 'en').dishId).toBe(id)
})

test.each(['cooking for my Hiroshima friends', 'an Okinawa trip dinner', 'caesar'])(
  "a dish's own word as a modifier or with no article names no dish: %s",
  (theme) => {
    expect(readBrief(theme, 'en').dishId).toBeNull()
  },
)
