import { describe, expect, setDefaultTimeout, test } from 'bun:test'
import { food } from '../../../src/ai/cookbook/foods'
import { mealAsked } from '../../../src/ai/cookbook/meal'
import { readOccasions } from '../../../src/ai/food/asks'
import { readBrief } from '../../../src/ai/food/brief'
import { dish } from '../../../src/ai/food/dishes'
import type { Lang } from '../../../src/ai/food/types'
import { chooseDish } from '../../../src/ai/offline/choose'
import { cookFor, withDish } from '../../../src/ai/offline/cookbook'
import { seedOf } from '../../../src/ai/offline/random'
import { factsOf } from '../../../src/ai/offline/talk/facts'

// A spread cooks two or three dishes, each adapted and checked (a second or two): room for a shared machine.
setDefaultTimeout(15_000)

const langOf = (theme: string): Lang => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en')
const read = (theme: string) => {
  const [lang, seed] = [langOf(theme), seedOf(theme)]
  return { seed, ...withDish(readBrief(theme, lang), { theme, lang, seed }) }
}
const cooked = (theme: string) => {
  const { brief, dishId, seed } = read(theme)
  return cookFor({ brief, dishId, seed, theme })
}
/** The courses (or dishes) a theme asks as one meal, and the spread it names. */
const asked = (theme: string) => {
  const meal = mealAsked(theme)
  return meal && { parts: meal.parts.map((p) => ('course' in p ? p.course.id : '?')), spread: meal.spread?.id }
}
/** The dishes a cooked meal is made of, by their authored titles. */
const dishesOf = (c: ReturnType<typeof cooked>) =>
  c.draft.ingredients_en.filter((l) => l.startsWith('For the ')).map((l) => l.slice(8, -1))

describe('a count of dishes is read as a cook says it', () => {
  test('"a couple", "a few", a range and "x3" count dishes, in either language', () => {
    expect(asked('a few snacks for movie night')?.parts).toEqual(['snack', 'snack', 'snack'])
    expect(asked('a couple dishes for dinner tonight')?.parts).toEqual(['any', 'any'])
    expect(asked('2-3 dishes for a weeknight')?.parts).toEqual(['any', 'any'])
    expect(asked('party snacks x3, no pork')?.parts).toEqual(['snack', 'snack', 'snack'])
    expect(asked('晩酌のおつまみ2〜3品')?.parts).toEqual(['snack', 'snack'])
  })
})

describe('a spread is a table of dishes, not one dish', () => {
  test('its table fills the courses the theme leaves open, and is the whole meal where it names none', () => {
    expect(asked('georgian supra vibes for 6 friends — a couple dishes')).toEqual({
      parts: ['main', 'side'],
      spread: 'supra',
    })
    expect(asked('スプラ気分で3品、4人分')).toEqual({ parts: ['main', 'side', 'side'], spread: 'supra' })
    expect(asked('iftar for the family of 6')).toEqual({ parts: ['soup', 'main'], spread: 'iftar' })
    // What the fast is broken with is the table's first course, its soup; the main stays the main.
    expect(asked('イフタールで最初に食べるもの＋メイン、家族6人分')).toEqual({
      parts: ['soup', 'main'],
      spread: 'iftar',
    })
    // A dish or a course the theme names is what it asks.
    expect(asked('harira for iftar tonight')).toBeNull()
    expect(asked('a cake for my kids birthday party')).toBeNull()
  })

  const supra = (theme: string) => () => {
    const c = cooked(theme)
    expect(c.meal).toBe(true)
    expect(c.asked).toBeUndefined()
    expect(dishesOf(c)).toHaveLength(2)
    expect(dish(c.adaptation.recipe.dish).cuisine).toBe('eastern_european')
    expect(c.brief.unchecked?.[0]).toMatch(langOf(theme) === 'ja' ? /ジョージアの宴/ : /Georgian feast/)
  }
  test(
    'a supra is cooked as Georgia-side dishes, said to be a feast, never "a dish I do not know"',
    supra('georgian supra vibes (the country not the state) for 6 friends — a couple dishes'),
  )
  test('スプラは宴として、ジョージア側の料理2品で作る', supra('スプラ気分で2品、4人分'))

  const iftar = (theme: string) => () => {
    const c = cooked(theme)
    expect(c.meal).toBe(true)
    expect(c.brief.unchecked?.[0]).toMatch(langOf(theme) === 'ja' ? /デーツ.*水/ : /dates and a glass of water/)
    // The soup is served first: the meal's first dish is a soup.
    expect(dish(c.adaptation.recipe.dish).method).toBe('soup')
    expect(dishesOf(c)).toHaveLength(2)
    const traits = c.adaptation.recipe.ingredients.flatMap((i) => food(i.food).traits)
    expect(traits).not.toContain('pork')
    expect(traits).not.toContain('alcohol')
  }
  test(
    'an iftar opens with dates and water said aloud, then a soup, and keeps halal in every dish',
    iftar('iftar for the family of 6'),
  )
  test(
    'イフタールはデーツと水を先に言い、スープから、どの料理もハラールで',
    iftar('ラマダン中のイフタールで最初に食べるもの＋メイン、家族6人分'),
  )
})

describe('a dish for a crowd or made the day before holds and reheats', () => {
  test("made ahead is what a theme asks, never a recipe note's advice the talk would then drop", () => {
    expect(readOccasions('need a main that can be made the day before')).toContain('made_ahead')
    expect(readOccasions('前日に作っておける主菜、8人分')).toContain('made_ahead')
    expect(readOccasions('make it the night before: it takes the flavour in as it cools')).not.toContain('made_ahead')
    expect(readOccasions('the syrup can be made the day before.')).not.toContain('made_ahead')
    expect(readOccasions('前日に作って一晩おくと味がなじみます。')).not.toContain('made_ahead')
  })

  test('the chooser takes a braise, a soup or a bake, not a stir-fry in batches', () => {
    const holds = ['simmer', 'curry', 'soup', 'bake']
    for (const theme of [
      'church supper for 80, need a main that can be made the day before. budget is tight (~$150)',
      '前日に作っておける主菜、30人分',
    ]) {
      const { brief, seed } = read(theme)
      expect(holds).toContain(dish(chooseDish(brief, seed, theme)).method)
    }
  })

  test('the panel says how to hold it and reheat it, in either language', () => {
    for (const [theme, lang, said] of [
      ['a main I can make the day before, for 8', 'en', /until it bubbles right through, 75 °C/],
      ['前日に作っておける主菜、8人分', 'ja', /中心が75℃/],
    ] as const)
      expect(factsOf(cooked(theme), theme, lang).occasion).toMatch(said)
  })
})
