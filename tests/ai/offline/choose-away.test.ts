import { describe, expect, test } from 'bun:test'
import { food } from '../../../src/ai/cookbook/foods'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { madeSafe } from '../../../src/ai/cookbook/made-safe'
import { readBrief } from '../../../src/ai/food/brief'
import { dish } from '../../../src/ai/food/dishes'
import type { Lang } from '../../../src/ai/food/types'
import { withDish } from '../../../src/ai/offline/cookbook'
import { seedOf } from '../../../src/ai/offline/random'

const langOf = (theme: string): Lang => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en')
/** The brief and the dish the offline panel cooks for a theme, as the service reads and chooses them. */
function chosen(theme: string) {
  const lang = langOf(theme)
  const { brief, dishId } = withDish(madeSafe(readBrief(theme, lang)), { theme, lang, seed: seedOf(theme) })
  const recipe = recipeFor(dishId!)!
  const body = recipe.ingredients.filter((i) => i.does === 'body').map((i) => food(i.food))
  return { brief, d: dish(dishId!), recipe, body }
}

describe('a style turned away is not asked, and no dish of its cuisine is cooked', () => {
  test.each([
    ['わふうはもうあきた、ようふうでなにか', 'wafu', 'japanese'],
    ['和食続きなので今日は和食以外でお願いします', 'wafu', 'japanese'],
    ['Sick of japanese food this week, something else with pork please', 'wafu', 'japanese'],
    ['no chinese tonite pls, got chicken thighs', 'chinese', 'chinese'],
    ['中華以外でお願いします。豚肉があります', 'chinese', 'chinese'],
    ['chuuka wa pasu de, butaniku de nanika', 'chinese', 'chinese'],
    ['イタリアンはもういいかな、鶏肉で何か', 'italian', 'italian'],
  ])('%s', (theme, style, cuisine) => {
    const { brief, d } = chosen(theme)
    expect(brief.styles ?? []).not.toContain(style)
    expect(brief.turnedAwayStyles).toContain(style)
    expect(brief.exclusions.map((e) => e.name)).toEqual([])
    expect(d.cuisine).not.toBe(cuisine)
  })
  test('the style asked beside it is asked', () => {
    expect(chosen('わふうはもうあきた、ようふうでなにか').brief.styles).toEqual(['yofu'])
  })
})

describe('a word that only holds a turning-away cue turns nothing away', () => {
  test.each([
    ['韓国の屋台っぽいやつ、家で。2人', 'korean'],
    ['トマトパスタが食べたい、イタリアンで', 'italian'],
    ['たぬきうどん、和風で', 'wafu'],
    ['10分で作れて結構おいしい中華', 'chinese'],
  ])('%s asks %s', (theme, style) => {
    const brief = readBrief(theme, 'ja')
    expect(brief.styles ?? []).toContain(style)
    expect(brief.turnedAwayStyles).toBeUndefined()
  })
})

describe('a method turned away is no dish of that method', () => {
  test.each([
    ['anything but pasta for dinner, kids are fed up', ['pasta']],
    ['tired of fried stuff, something with chicken', ['deep_fry', 'fried_snack']],
    ['本日は揚げ物以外でお願いできますでしょうか。鶏もも肉がございます', ['deep_fry', 'fried_snack']],
  ])('%s', (theme, methods) => {
    const { brief, d } = chosen(theme)
    expect(brief.turnedAwayMethods).toEqual(expect.arrayContaining(methods))
    expect(methods).not.toContain(d.method)
  })
  test('a mood word inside a cue is no mood asked ("tired of")', () => {
    expect(chosen('tired of fried stuff, something with chicken').d.method).not.toBe('deep_fry')
  })
})

describe('the course asked is the course cooked', () => {
  test.each(['お弁当に入れるおかず、朝5分で作れるもの', 'need a packed lunch side i can make the nite before'])(
    'a bento dish keeps and is eaten cold: %s',
    (theme) => expect(chosen(theme).d.served).not.toBe('hot'),
  )
  test.each(['a side to go with grilled salmon', '焼き魚に合う副菜をお願いします'])(
    'a side is not the dish it goes with: %s',
    (theme) => {
      const { d, body } = chosen(theme)
      expect(d.id).not.toBe('salmon_shioyaki')
      expect(body.filter((f) => f.traits.includes('fish'))).toEqual([])
    },
  )
})

describe('little effort asked is a dish of few foods and steps', () => {
  test.each([
    'zero effort tonight, brain is fried, want a bowl of something warm',
    'ズボラ飯でいいので何か作りたい',
    '疲れた、手抜きで何か',
  ])('%s', (theme) => {
    const { brief, recipe } = chosen(theme)
    expect(brief.exclusions).toEqual([])
    expect(brief.notFood).toBe(false)
    expect(recipe.ingredients.length).toBeLessThanOrEqual(8)
    expect(recipe.steps.length).toBeLessThanOrEqual(4)
  })
})

describe('a food disliked is not the body of the dish chosen', () => {
  test.each([
    'not really a fan of fish, what should i make for dinner',
    '魚はあんまり好きじゃないので、夕飯のおかずを',
  ])('%s', (theme) => {
    const { brief, body } = chosen(theme)
    expect(brief.keyIngredientIds).not.toContain('cod')
    expect(body.filter((f) => f.traits.some((t) => t === 'fish' || t === 'shellfish'))).toEqual([])
  })
})
