import { describe, expect, test } from 'bun:test'
import { equipmentBreaks, prepsBreak } from '../../../src/ai/food/asks'
import { readBrief } from '../../../src/ai/food/brief'
import { dish } from '../../../src/ai/food/dishes'
import type { Lang } from '../../../src/ai/food/types'
import { chooseDish, versionOf } from '../../../src/ai/offline/choose'
import { cookFor } from '../../../src/ai/offline/cookbook'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { nutritionOf } from '../../../src/ai/cookbook/render'
import { seedOf } from '../../../src/ai/offline/random'

const langOf = (theme: string): Lang => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en')

/** The dish the panel means to cook for a theme: the named one's version, else the chooser's. */
function meant(theme: string) {
  const brief = readBrief(theme, langOf(theme))
  return { brief, id: brief.dishId ? versionOf(brief, theme) : chooseDish(brief, seedOf(theme), theme) }
}

describe('the dish the theme asks for, read off what it says', () => {
  test('every word of a name said apart names that dish, in its version free of what the brief rules out', () => {
    const theme = 'my son cannot have tree nuts or peanuts; pesto on pasta for dinner?'
    const { brief, id } = meant(theme)
    expect(id).toBe('pesto_genovese')
    const foods = cookFor({ brief, dishId: id, seed: seedOf(theme), theme }).adaptation.recipe.ingredients.map(
      (i) => i.food,
    )
    expect(foods).toContain('sunflower_seeds')
    expect(foods).not.toContain('pine_nuts')
  })

  test('a dish named inside a longer name is its part, not the dish: ロースカツカレー is a curry', () => {
    expect(meant('ロースカツカレー').id).toBe('katsu_curry')
    expect(meant('ロースカツ').id).toBe('tonkatsu')
    expect(meant('チキンカツカレー').id).toBe('chicken_katsu_curry')
  })

  test('the last two words of a name said name it more than its last word alone: a stir fry is a stir-fry', () => {
    const { id } = meant('stir fry for 5... no, make it 4, my sister is out')
    const names = [dish(id).name.en, ...(dish(id).aliases ?? [])]
    expect(names.some((n) => /stir[- ]fry$/.test(n))).toBe(true)
  })

  test('a bare word that is a food and heads a dish name asks for the dish, not for the food in another', () => {
    // The reader names the dish by its short name (knowledge/theme-words.json `short_dish_names`).
    const { brief, id } = meant('chili for 12 at the office party')
    expect(brief.dishId).toBe('chili_con_carne')
    expect(dish(id).name.en).toContain('chili')
  })

  test('a dish a bare word names outweighs the lighter dishes an occasion asks that only hold the food', () => {
    const { brief, id } = meant('potluck for ~30 people, veggie-friendly chili')
    expect(brief.dishId).toBe('chili_con_carne')
    expect(dish(id).name.en).toContain('chili')
  })

  test("an occasion's word names no dish by its head: the dish named beside it is cooked", () => {
    expect(meant('a big bowl of mac salad for the barbecue, 12 people').id).toBe('macaroni_salad')
  })

  test('miso cod and fish sticks are dishes of their own, and a toddler sharing the fish sticks keeps them', () => {
    expect(meant('miso-glazed cod tonight, low salt please').id).toBe('miso_cod')
    const theme = 'homemade fish fingers for me and my 2 year old, no salt for her'
    const { brief, id } = meant(theme)
    expect(id).toBe('fish_sticks')
    const { adaptation } = cookFor({ brief, dishId: id, seed: seedOf(theme), theme })
    expect(adaptation.declined).toBeUndefined()
    expect(adaptation.recipe.ingredients.map((i) => i.food)).toEqual(expect.arrayContaining(['cod', 'egg', 'panko']))
  })

  test('bananas foster for a child is the dish, in its version with no rum and no flame', () => {
    const theme = 'bananas foster for my kids tonight'
    const { brief, id } = meant(theme)
    expect(id).toBe('bananas_foster')
    const { adaptation } = cookFor({ brief, dishId: id, seed: seedOf(theme), theme })
    expect(adaptation.declined).toBeUndefined()
    expect(adaptation.recipe.ingredients.map((i) => i.food)).toContain('banana')
    expect(adaptation.recipe.ingredients.map((i) => i.food)).not.toContain('spirits')
  })

  test('a dish taken back gives way to the one said after it, in either language', () => {
    expect(meant("lasagna, no wait, shepherd's pie for six").id).toBe('shepherds_pie')
    expect(meant('肉じゃが、いや、やっぱりカレーにする').id).toBe('japanese_curry')
  })

  test('a dish called by its own name is meant over another of its kind named only by a description of it', () => {
    const { brief, id } = meant('rafute — the okinawan braised pork belly — for sunday')
    expect(brief.dishId).not.toBe('rafute')
    expect(id).toBe('rafute')
  })

  test('several dishes asked at once are cooked together, not one of them with an apology', () => {
    for (const [theme, lang] of [
      ['a main and a soup for dinner tonight', 'en'],
      ['晩ごはんに主菜と副菜を作りたい', 'ja'],
    ] as const) {
      const brief = readBrief(theme, lang)
      const dishId = chooseDish(brief, seedOf(theme), theme)
      const { draft } = cookFor({ brief, dishId, seed: seedOf(theme), theme })
      expect(draft[`ingredients_${lang}`].filter((l) => /^【.+】$|^For the .+:$/.test(l))).toHaveLength(2)
    }
  })
})

describe('a kitchen with no knife or board', () => {
  const cutsNothing = (theme: string) => {
    const { brief, id } = meant(theme)
    expect(brief.limits.asks, theme).toContain('no_knife')
    const { ingredients, steps } = recipeFor(id)!
    expect(prepsBreak(ingredients, ['no_knife']), `${theme}: ${id}`).toBe(false)
    expect(equipmentBreaks({ ja: steps.map((x) => x.ja), en: steps.map((x) => x.en) }, ['no_knife']), id).toEqual([])
  }
  test('the dish chosen needs no cutting: no preparation line sliced or chopped, no step that cuts (ja)', () => {
    for (const theme of [
      '引っ越したばっかで包丁もまな板もない。パスタ作りたい',
      'まな板がないけど鶏肉で何か作りたい',
      '包丁を使わないで作れる晩ごはん',
    ])
      cutsNothing(theme)
  })
  test('the dish chosen needs no cutting (en)', () => {
    for (const theme of [
      'just moved in, no knife or board yet, want pasta',
      'no chopping tonight, something with chicken',
    ])
      cutsNothing(theme)
  })
})

describe('the size of meal asked', () => {
  const fills = (theme: string) => {
    const { id } = meant(theme)
    expect(dish(id).category, `${theme}: ${id}`).toBe('main')
    expect(nutritionOf(recipeFor(id)!).kcal, `${theme}: ${id}`).toBeGreaterThanOrEqual(450)
  }
  test('a hearty or filling ask is a main with the energy to fill, never a side (en)', () => {
    for (const theme of [
      'feeding 6 on a tight budget, something hearty',
      'a hearty dinner for 4, stick to your ribs',
      'something filling for the lads after footy, 5 of us',
    ])
      fills(theme)
  })
  test('a hearty or filling ask is a main with the energy to fill (ja)', () => {
    for (const theme of ['がっつり食べたい主菜、4人分', 'がっつり系の晩ごはん 3人分', '食べ応えのあるおかず、安く'])
      fills(theme)
  })

  test('a light meal of a coffee shop is a light main or snack of one, and ☕ beside it is no coffee', () => {
    for (const theme of ['昭和の喫茶店みたいな軽食☕', '喫茶店の軽食が食べたい', 'kissaten food']) {
      const { id } = meant(theme)
      expect(['main', 'snack'], `${theme}: ${id}`).toContain(dish(id).category)
    }
    expect(dish(meant('喫茶店の軽食が食べたい').id).origin.ja).toContain('喫茶')
    expect(meant('☕ and something sweet').id).toBe('coffee_jelly')
  })
})

describe('a base asked made from scratch', () => {
  test('the version written for it is cooked, else the host says the step that uses a bought paste or roux', () => {
    for (const theme of [
      'グリーンカレーの本格レシピ。ペーストから作りたい',
      'thai green curry from scratch, no jarred paste',
    ]) {
      const { brief, id } = meant(theme)
      expect(brief.limits.asks, theme).toContain('from_scratch')
      const { recipe, decisions } = cookFor({ brief, dishId: id, seed: seedOf(theme), theme }).adaptation
      const bought = recipe.ingredients.some((i) => /curry_paste|roux/.test(i.food))
      expect(!bought || decisions.some((d) => d.kind === 'cannot'), theme).toBe(true)
    }
  })
})
