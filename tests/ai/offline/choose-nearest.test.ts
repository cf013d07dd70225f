import { describe, expect, test } from 'bun:test'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { nutritionOf } from '../../../src/ai/cookbook/render'
import { readBrief } from '../../../src/ai/food/brief'
import { CHOOSING } from '../../../src/ai/food/choosing'
import { dish } from '../../../src/ai/food/dishes'
import type { Lang } from '../../../src/ai/food/types'
import { chooseDish, versionOf } from '../../../src/ai/offline/choose'
import { seedOf } from '../../../src/ai/offline/random'

const langOf = (theme: string): Lang => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en')
const brief = (theme: string) => readBrief(theme, langOf(theme))
/** The dish the chooser cooks for a theme, the named one in the version the theme asks for. */
function cooked(theme: string) {
  const b = brief(theme)
  return dish(b.dishId ? versionOf(b, theme) : chooseDish(b, seedOf(theme), theme))
}
const holds = (id: string, food: string) => !!recipeFor(id)?.ingredients.some((i) => i.food === food)

describe('a food named as left over is in the dish', () => {
  test.each([
    'お正月に余ったお餅が8個あります',
    'I have 6 mochi left over from new year, ideas?',
    '残ってる切り餅を使い切りたい',
  ])('%s', (theme) => {
    expect(holds(cooked(theme).id, 'mochi')).toBe(true)
  })
})

describe('a recipe written only for a baby is cooked only when the theme names an age', () => {
  test.each([
    'sheet pan supper for five grown-ups',
    'a weeknight dinner for 6 adults, nothing fancy',
    '天板ひとつで大人4人の晩ごはん',
  ])('%s', (theme) => {
    const suits = recipeFor(cooked(theme).id)?.suits ?? []
    expect(suits.length && suits.every((x) => CHOOSING.stage_only.suits.includes(x))).toBeFalsy()
  })

  test('a named age still picks the baby dish', () => {
    const suits = recipeFor(cooked('my 6 month old is starting solids, first food ideas').id)?.suits ?? []
    expect(suits).toContain('infant_6m')
  })

  test('a sheet pan named is a dish baked in the oven', () => {
    expect(cooked('one sheet pan dinner for the family tonight').method).toBe('bake')
  })
})

describe('a country asked for is that country among the dishes of its cuisine', () => {
  test.each([
    ['an ethiopian dinner for friends', /ethiopia/i],
    ['エチオピア料理を作ってみたい', /エチオピア|ethiopia/i],
    ['something peruvian for sunday lunch', /peru/i],
    ['a georgian supper for eight', /georgia/i],
    ['東北っぽい冬の一品', /秋田|山形|岩手|青森|宮城|福島|仙台/],
    ['a tohoku winter supper', /akita|yamagata|iwate|aomori|miyagi|fukushima|sendai/i],
    ['広東料理でさっぱり', /広東|cantonese|guangdong/i],
  ])('%s', (theme, place) => {
    const d = cooked(theme)
    expect(`${d.origin.en} ${d.origin.ja} ${(d.aliases ?? []).join(' ')}`).toMatch(place)
  })
})

describe('a main dish named with its trimmings is the main dish', () => {
  test.each([
    ['roast chicken with gravy and yorkshire pudding', 'roast_chicken'],
    ['唐揚げとご飯と味噌汁の晩ごはん', 'karaage'],
    ['ハンバーグとポテトサラダ', 'hamburg_steak'],
  ])('%s', (theme, id) => {
    expect(cooked(theme).id).toBe(id)
  })

  test('a food named apart from its trimmings is the main they go with; a food in the dish name is its own', () => {
    expect(cooked('roast turkey breast and stuffing for a small thanksgiving').id).toBe('roast_turkey')
    expect(cooked('turkey breast and stuffing, just the two of us').id).toBe('roast_turkey')
    expect(cooked('turkey chili, no beef').id).toBe('chili_con_carne')
    expect(cooked('チーズを中に入れたハンバーグ').id).toBe('hamburg_steak')
    expect(cooked('トッポッキにチーズをのせたい').id).toBe('tteokbokki')
  })

  test('of mains as rich, the one named first in the sentence is the dish; one in another sentence is not', () => {
    expect(cooked('dosa and sambar for a sunday breakfast').id).toBe('dosa')
    expect(cooked('「dosa is boring」 said my son. sambar tonight').id).not.toBe('dosa')
  })

  test('a side named alone stays the side, and a pot named is no hot pot', () => {
    expect(cooked('豚汁が飲みたい').id).toBe('tonjiru')
    expect(cooked('大鍋でカレーを作って冷凍しておきたい').method).toBe('curry')
  })
})

describe('of the versions of a named dish, the one more of whose name the theme says and its kitchen allows', () => {
  test.each(['chocolate mug cake for one, dorm microwave only', 'a quick mug cake in the microwave'])('%s', (theme) => {
    expect(cooked(theme).name.en).toMatch(/mug cake/i)
  })

  test('a name said twice in a version is counted once: chicken rice stays the chicken rice', () => {
    expect(cooked('that chicken rice from the hawker centres, rice cooked in the chicken broth').id).toBe(
      'khao_man_gai',
    )
  })
})

describe('a dish described by its form is of that form', () => {
  test.each([
    ['that round thing with lots of stuff inside, I forget the name', ['rice_ball', 'dumpling', 'sweet_dough']],
    ['ほら、あの丸くて中に具が入ってるやつ', ['rice_ball', 'dumpling', 'sweet_dough']],
  ])('%s', (theme, methods) => {
    expect(methods).toContain(cooked(theme).method)
  })
})

describe('a named dish the table knows but the cookbook has no recipe for', () => {
  test.each([
    ['クロワッサンって家で作れますか？生地から', 'ja'],
    ['croissants from scratch', 'en'],
  ] as const)('%s: its versions are not weighed, the cookbook declines it', (theme, lang) => {
    const brief = readBrief(theme, lang)
    expect(brief.dishId).toBe('croissant')
    expect(recipeFor('croissant')).toBeUndefined()
    expect(versionOf(brief, theme)).toBe('croissant')
  })
})

describe('what a theme asks of the course and the clock', () => {
  test.each([
    'only a rice cooker tonight: a full dinner for 3, protein and veg together',
    'complete meal in the rice cooker, protein + veggies please',
  ])('a full dinner asked is a main with protein to it: %s', (theme) => {
    expect(recipeFor(cooked(theme).id)!.ingredients.length).toBeGreaterThan(0)
    expect(nutritionOf(recipeFor(cooked(theme).id)!).protein_g).toBeGreaterThanOrEqual(15)
  })
})
