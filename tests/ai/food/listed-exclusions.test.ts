import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'

const ruledOut = (theme: string, lang: 'ja' | 'en') => readBrief(theme, lang).exclusions.flatMap((e) => e.ingredients)

/** A list of foods ended by one refusal word rules out every item of it, a class word (citrus, 唐辛子) as all its foods. */
describe('a listed restriction', () => {
  test('every item of a list before the refusal word, citrus and every chilli included', () => {
    for (const [theme, lang] of [
      ['胃酸が上がるので、柑橘、唐辛子、トマトはNGでお願いします', 'ja'],
      ['トマトと柑橘類と唐辛子が無理です。あっさりした夕飯を', 'ja'],
      ['heartburn: citrus fruits, tomatoes and chillies are out. a gentle supper', 'en'],
    ] as const) {
      const out = ruledOut(theme, lang)
      expect(out).toEqual(expect.arrayContaining(['lemon', 'ponzu', 'tomato']))
      if (lang === 'ja') expect(out).toEqual(expect.arrayContaining(['chili', 'green_chili']))
    }
  })
})

/** An allergy heading ended by a colon names its foods after it, by commas or semicolons; a heading with none stays unread. */
describe('an allergy heading with its list after a colon', () => {
  test('each food of the list is an allergen', () => {
    for (const [theme, lang] of [
      ['Allergies at our table: sesame; peanut; shrimp. Any weeknight dinner', 'en'],
      ['food allergies in the family: peanut, sesame, prawns', 'en'],
      ['家族のアレルギー：ごま；落花生；えび。晩ごはんを', 'ja'],
    ] as const) {
      const brief = readBrief(theme, lang)
      expect(brief.unresolved).toBeUndefined()
      expect(brief.exclusions.flatMap((e) => e.traits)).toEqual(expect.arrayContaining(['sesame', 'peanut', 'crustacean']))
    }
  })

  test('a heading that names no food is still unresolved', () => {
    for (const theme of ['we have food allergies at home', 'allergies in our family: please be careful'])
      expect(readBrief(theme, 'en').unresolved?.length).toBe(1)
  })
})
