import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'
import { cookFor, withDish } from '../../../src/ai/offline/cookbook'
import { seedOf } from '../../../src/ai/offline/random'

const outcomes: string[] = []
const langOf = (theme: string): Lang => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en')
const cooked = (theme: string) => {
  const [lang, seed] = [langOf(theme), seedOf(theme)]
  const { brief, dishId } = withDish(readBrief(theme, lang), { theme, lang, seed })
  const refused = brief.hazards?.find((h) => h.refused)
  return { brief, refused, made: refused ? undefined : cookFor({ brief, dishId, seed, theme }) }
}

/**
 * An allow-list of ordinary foods is cooked from them with the pantry basics (water, salt, oil) and a stock made water
 * aloud, or refused aloud in round 1: a short list of everyday foods ends with a recipe.
 */
describe('an allow-list of everyday foods ends with a recipe from the list', () => {
  for (const theme of [
    'I can only eat pasta and cheese at the moment, any ideas?',
    'my daughter will only eat apples and bananas this week',
    'Grandma is only allowed rice, eggs and spinach',
    '祖母はごはんと卵と豆腐しか食べないので、何か作ってください',
    'むすめはたまごとぎゅうにゅうとパンしかたべない',
    '主人はじゃがいもと玉ねぎと卵しか口にしません。',
    'only potatoes, eggs and onions for him rn, doc says',
    '母はうどんと卵とねぎだけ食べられます',
    'we can only eat chicken, rice and carrots till the scan',
    'my son only eats spaghetti and parmesan lol help',
    'お医者さまから、食べてよいのは白いごはんと鶏ささみとにんじんのみと言われております',
    'she tolerates nothing but oats, bananas and milk right now',
    'only allowed white fish, potatoes and peas after the op',
    '弟はさつまいもとりんごとたまごしか食べない',
    'my kid can only eat tofu, rice and broccoli',
  ]) {
    test(theme, () => {
      const { brief, refused, made } = cooked(theme)
      expect(brief.allowed).toContain('salt')
      if (refused) return expect(refused.instead).toMatch(/no recipe|レシピを作りません/)
      outcomes.push(theme)
      expect(made!.found).toBeUndefined()
      expect(made!.draft.ingredients_ja.length).toBeGreaterThanOrEqual(4)
      expect(made!.adaptation.recipe.ingredients.filter((i) => !brief.allowed!.includes(i.food))).toEqual([])
      const body = made!.adaptation.base.ingredients.filter((i) => i.does === 'body').map((i) => i.ref)
      expect(
        made!.adaptation.decisions.filter((d) => d.kind === 'substitute' && !d.to && body.includes(d.ref)),
      ).toEqual([])
    }, 30_000)
  }

  // Refused only where no authored dish keeps the list with its body (apples and bananas alone make no dish of the cookbook's).
  test('most of them are cooked', () => expect(outcomes.length).toBeGreaterThanOrEqual(12))

  test('a person with foods and しか is their allow-list, not an exclusion of one of them', () => {
    const brief = readBrief('祖父はたまごと牛乳と食パンしか食べない', 'ja')
    expect(brief.allowed).toEqual(expect.arrayContaining(['egg', 'milk', 'bread']))
    expect(brief.exclusions.filter((e) => !e.listed)).toEqual([])
  })

  test('a stock the list leaves out is water, its cost said', () => {
    const { made } = cooked('She can only eat chicken, carrots, onions and potatoes right now')
    const stock = made?.adaptation.decisions.find((d) => d.kind === 'substitute' && d.to === 'water')
    if (stock?.kind === 'substitute') expect(stock.changes.en).toMatch(/savour/)
    expect(made!.adaptation.recipe.ingredients.some((i) => i.food.includes('stock'))).toBe(false)
  })
})
