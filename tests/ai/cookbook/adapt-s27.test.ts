import { describe, expect, test } from 'bun:test'
import { madeSafe } from '../../../src/ai/cookbook/made-safe'
import { readBrief } from '../../../src/ai/food/brief'
import { effectiveMentions } from '../../../src/ai/food/guard'
import { chooseDish } from '../../../src/ai/offline/choose'
import { cookFor } from '../../../src/ai/offline/cookbook'

/** Cooking a theme reads the whole cookbook: slow on a busy machine. */
const SLOW = 60_000

/** A theme cooked as the offline path cooks it. */
function cooked(theme: string, lang: 'en' | 'ja') {
  const brief = madeSafe(readBrief(theme, lang))
  return cookFor({ brief, dishId: brief.dishId ?? chooseDish(brief, 1, theme), seed: 1, theme })
}

/**
 * A baby eating from the family's pot (heldout32): the dish asked is kept, seasoned as it is, and the baby's portion is
 * taken out before the seasoning goes in, as a step placed before that step, not after it.
 */
describe("a baby's portion taken out keeps the family's dish", () => {
  test.each([
    ['miso ramen for all of us tonight, and our 8 month old gets a few spoons of the broth', 'en'],
    ['今夜は家族で味噌ラーメン。8ヶ月の赤ちゃんにもスープを少しあげたい', 'ja'],
  ] as const)(
    '%s',
    (theme, lang) => {
      const c = cooked(theme, lang)
      expect(c.adaptation.recipe.dish).toBe('miso_ramen')
      expect(c.found).toBeUndefined()
      expect(c.adaptation.recipe.ingredients.map((i) => i.food)).toContain('miso')
      const steps = c.draft[`steps_${lang}`]
      const portion = steps.findIndex((s) => (lang === 'en' ? /baby's portion/ : /赤ちゃんの分/).test(s))
      const miso = steps.findIndex((s) => (lang === 'en' ? /dissolve in the miso/ : /みそ.*溶き入れ/).test(s))
      expect(portion).toBeGreaterThanOrEqual(0)
      expect(portion).toBeLessThan(miso)
      // The baby's own rules are still said and kept: no honey, no chilli for anyone's portion.
      expect(c.brief.exclusions.some((x) => x.traits.includes('honey'))).toBe(true)
    },
    SLOW,
  )

  test(
    'a baby eating alone is still cooked for',
    () => {
      const brief = madeSafe(readBrief('first foods for my 7 month old', 'en'))
      expect(brief.exclusions.some((x) => x.ingredients.includes('miso'))).toBe(true)
    },
    SLOW,
  )
})

/** Corn ruled out (heldout32): the tacos keep tortillas, flour ones, and the cook is told where corn hides. */
describe('a corn allergy swaps the tortillas and says the labels to read', () => {
  test(
    'tacos with flour tortillas',
    () => {
      const c = cooked("corn allergy, and it's in everything. tacos tonight", 'en')
      const foods = c.adaptation.recipe.ingredients.map((i) => i.food)
      expect(c.adaptation.recipe.dish).toBe('tacos')
      expect(foods).toContain('tortilla')
      expect(foods).not.toContain('corn_tortilla')
      // The tortillas are counted as they were, and the title still names the dish by its meat.
      expect(c.draft.ingredients_en.find((l) => /flour tortillas/.test(l))).toMatch(/^12 /)
      expect(c.draft.title_en).toBe('Beef tacos')
      const said = c.adaptation.decisions.flatMap((d) =>
        d.kind === 'condition' && d.what === 'answer' ? [d.note.en] : [],
      )
      expect(said.some((n) => /labels of the .*grated cheese/.test(n))).toBe(true)
    },
    SLOW,
  )

  test(
    'no label check without the allergy',
    () => {
      const c = cooked('beef tacos for 4 tonight', 'en')
      expect(c.adaptation.decisions.some((d) => d.kind === 'condition' && /labels/.test(d.note.en))).toBe(false)
    },
    SLOW,
  )

  test(
    'sweet corn listed in Japanese is the corn, not every food made of it',
    () => {
      const c = cooked('味噌ラーメンを作りたい', 'ja')
      const line = c.draft.ingredients_ja.find((l) => l.includes('コーン'))!
      expect(effectiveMentions(line).flatMap((m) => m.ids)).toEqual(['corn'])
    },
    SLOW,
  )
})

/** Gout (heldout32): the drink beside the meal, the bigger question, is said plainly with the diet's rules. */
test('gout says the evening drink plainly', () => {
  expect(readBrief('痛風なので、晩酌のつまみに唐揚げ', 'ja').notes.join('')).toContain('晩酌は少量')
  expect(readBrief('gout flare last month, want chicken wings with a beer', 'en').notes.join('')).toContain(
    'evening drink',
  )
})
