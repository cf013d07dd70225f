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
