import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'
import { chooseDish, versionOf } from '../../../src/ai/offline/choose'
import { cookFor } from '../../../src/ai/offline/cookbook'
import { seedOf } from '../../../src/ai/offline/random'

const langOf = (theme: string): Lang => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en')

/** What the panel publishes for a theme: the named dish's version, else the chooser's, as the cookbook cooks it. */
function cooked(theme: string) {
  const brief = readBrief(theme, langOf(theme))
  const dishId = brief.dishId ? versionOf(brief, theme) : chooseDish(brief, seedOf(theme), theme)
  return { dishId, ...cookFor({ brief, dishId, seed: seedOf(theme), theme }) }
}

describe('one theme, one dish: a dish named in brackets or in passing is no second recipe', () => {
  test.each([
    [
      'ハンガリーのグヤーシュ（スープ仕立てのグーラッシュ）。パプリカパウダーが焦げて苦くなるって聞いたけど、いつ入れるのが正解？',
      'goulash',
    ],
    ['ポトフ（フランス風のポトフ、スープ多め）を作りたい。野菜が煮崩れしないコツは？', 'pot_au_feu'],
    ['トムヤムクン（スープ多めのトムヤムクン）の辛さ調整のコツ', 'tom_yum_goong'],
    ['Caldo verde (soup, the Portuguese kale caldo verde) - can I use chorizo instead of linguiça?', 'caldo_verde'],
  ])('brackets naming the dish again say what it is: %s', (theme, id) => {
    const c = cooked(theme)
    expect(c.meal).toBeUndefined()
    expect(c.adaptation.recipe.dish).toBe(id)
  })

  test.each([
    ['goulash, hearty like the solyanka my gran made — how long to simmer?', 'goulash'],
    ['おばあちゃんのボルシチみたいな、具だくさんの豚汁が食べたい', 'tonjiru'],
    ['母のカレーのような、ごろごろ野菜の肉じゃがを作りたい', 'nikujaga'],
  ])('a dish it is likened to is context, the other is cooked: %s', (theme, id) => {
    const c = cooked(theme)
    expect(c.brief.dishId).toBe(id)
    expect(c.meal).toBeUndefined()
    expect(c.adaptation.recipe.dish).toBe(id)
  })
})

describe('a dish the theme names is cooked under that name', () => {
  test.each([
    [
      'Polish gołąbki with tomato sauce for a party on Saturday — can I make them Friday and reheat?',
      'cabbage_rolls',
      /gołąbki/,
    ],
    ['Polish golabki for Sunday dinner, how long do they simmer?', 'cabbage_rolls', /golabki/],
    ['gulyas for a crowd of 12', 'goulash', /goulash/i],
    ['gulyás for a crowd of 12, in one big pot', 'goulash', /gulyás/],
    ['sarma for Bayram, how long do the leaves need?', 'cabbage_rolls', /sarma/],
  ])('a regional name, with or without its accents, is the dish and its title: %s', (theme, id, title) => {
    const c = cooked(theme)
    expect(c.brief.unknownDish).toBeUndefined()
    expect(c.adaptation.recipe.dish).toBe(id)
    expect(c.draft.title_en).toMatch(title)
  })

  test('a title that describes the dish keeps its description when the theme names it plainly', () => {
    expect(cooked('stuffed cabbage for Sunday').draft.title_en).toBe('Cabbage rolls (holubtsi)')
  })

  test('hambagu without its macron is the hamburg steak, cooked for a milk, egg and wheat allergy', () => {
    const c = cooked('Kiddo is allergic to milk, egg AND wheat. Japanese hambagu steak for dinner — what binds it?')
    expect(c.adaptation.recipe.dish).toBe('hamburg_steak')
    expect(c.found).toBeUndefined()
  })
})

describe('spring rolls asked of an air fryer are spring rolls, crisped in it', () => {
  test.each([
    'ノンフライヤーで春巻きってパリッとなる？油はちょっとなら使える',
    'spring rolls in the air fryer, crispy?',
    'エアフライヤーで春巻きを焼きたい',
  ])('%s', (theme) => {
    const c = cooked(theme)
    expect(c.adaptation.recipe.dish).toBe('harumaki')
    expect(c.kitchen).toBeUndefined()
    const heated = c.adaptation.recipe.steps.filter((s) => s.heat !== 'none')
    expect(heated.length).toBeGreaterThan(0)
    expect(heated.every((s) => s.vessel === 'oven' && s.cue.temp_c === 75)).toBe(true)
  })
})

describe('Punjabi winter greens and their maize flatbread are cooked, not declined', () => {
  test.each([
    ['sarson da saag for a winter lunch, how long do the greens cook?'],
    ['サルソン・カ・サーグを作りたい。からし菜が苦すぎる'],
  ])('sarson ka saag is cooked from fresh mustard greens, never the pickled leaf: %s', (theme) => {
    const c = cooked(theme)
    expect(c.asked).toBeUndefined()
    expect(c.adaptation.recipe.dish).toBe('sarson_ka_saag')
    const foods = c.adaptation.recipe.ingredients.map((i) => i.food)
    expect(foods).toContain('mustard_greens')
    expect(foods).not.toContain('takana')
  })

  test.each([['makki ki roti keeps cracking when I pat it out, help'], ['マッキ・キ・ロティを焼きたい。生地が割れる']])(
    'makki ki roti is the maize flatbread: %s',
    (theme) => {
      const c = cooked(theme)
      expect(c.asked).toBeUndefined()
      expect(c.adaptation.recipe.dish).toBe('makki_ki_roti')
    },
  )

  test.each([
    ['sarson ka saag w/ makki ki roti. my mustard greens are super bitter — how do I tame it?', /saag.+makki ki roti/i],
    ['dal makhani w/ jeera rice for Sunday', /dal makhani.+jeera rice/i],
  ])('a dish "w/" another is one meal of both: %s', (theme, title) => {
    const c = cooked(theme)
    expect(c.meal).toBe(true)
    expect(c.draft.title_en).toMatch(title)
  })

  test('fresh mustard greens named in a theme are the fresh leaf', () => {
    expect(readBrief('I have a bunch of mustard greens, what can I make?', 'en').keyIngredientIds).toContain(
      'mustard_greens',
    )
  })
})

describe('everyday dishes named by their own word are cooked, not a neighbour', () => {
  test.each([
    ['昼休みに家で冷やしたぬきそば。作るのは10分くらいで済ませたい'],
    ['hiyashi tanuki soba for a hot day, ten minutes tops'],
  ])('chilled tanuki soba is the cold soba with tempura crumbs, in ten minutes: %s', (theme) => {
    const c = cooked(theme)
    expect(c.adaptation.recipe.dish).toBe('hiyashi_tanuki_soba')
    expect(c.adaptation.recipe.ingredients.map((i) => i.food)).toEqual(
      expect.arrayContaining(['soba_noodles', 'tenkasu']),
    )
    expect(c.draft.total_minutes).toBeLessThanOrEqual(10)
  })

  test.each([
    ['山形のひっぱりうどんって家でやるとしたらどうするの？サバ缶と納豆と乾麺のうどんはある'],
    ['hippari udon like they make in Yamagata, I have natto and canned mackerel'],
    ['ひっぱりうどんを家族で囲みたい'],
  ])('hippari udon is pulled from the pot into natto and mackerel: %s', (theme) => {
    const c = cooked(theme)
    expect(c.adaptation.recipe.dish).toBe('hippari_udon')
    expect(c.adaptation.recipe.ingredients.map((i) => i.food)).toEqual(
      expect.arrayContaining(['udon_noodles', 'natto', 'canned_mackerel']),
    )
  })
})

describe('dishes said in another sentence are context, not the meal nor the main', () => {
  test.each([
    [
      'ひな祭りにちらし寿司作りたいけど、私が魚卵アレルギー（いくら・たらこ系）。お刺身とかお魚自体は平気です',
      'chirashi_sushi',
    ],
    [
      "Chirashi sushi for Girls' Day, but I'm allergic to fish roe. Sashimi and fish themselves are fine.",
      'chirashi_sushi',
    ],
    ['オムライスを作りたい。ハンバーグとかグラタンは昨日食べたので平気', 'omurice'],
    ['I want to make bibimbap tonight. Sushi and ramen are what my kids usually eat.', 'bibimbap'],
  ])('%s', (theme, id) => {
    const c = cooked(theme)
    expect(c.meal).toBeUndefined()
    expect(c.adaptation.recipe.dish).toBe(id)
    expect(c.found).toBeUndefined()
  })
})

test('a dish named before a sentence that names another by its paste is still the dish asked', () => {
  const c = cooked('curry laksa (the Malaysian one). I only have Thai red curry paste — will that work?')
  expect(c.adaptation.recipe.dish).toBe('laksa')
  expect(c.meal).toBeUndefined()
})
