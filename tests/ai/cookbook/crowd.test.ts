import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'
import { chooseDish } from '../../../src/ai/offline/compose'
import { compose } from '../../../scripts/eval/evaluate'

/** A theme adapted as the offline cookbook adapts it: the brief, its dish's recipe and what is published. */
function cooked(lang: Lang, theme: string) {
  const brief = readBrief(theme, lang)
  const id = chooseDish(brief, 1, theme)
  const a = adapt(recipeFor(id)!, brief, { seed: 1 })
  const draft = render(a, brief.limits.asks)
  return {
    brief,
    a,
    draft,
    lines: (lang === 'ja' ? draft.ingredients_ja : draft.ingredients_en).join('\n'),
    steps: (lang === 'ja' ? draft.steps_ja : draft.steps_en).join('\n'),
    note: a.decisions.map((d) => ('note' in d ? d.note[lang] : '')).join('\n'),
  }
}

describe('a crowd cooked in the pots the theme says it has', () => {
  test.each([
    ['en', 'Chicken curry for 40 at the scout camp, we have two big stockpots', /Divided between 2 pots/],
    ['en', 'miso soup for 35 at the community breakfast. only 2 pots', /Divided between 2 pots/],
    ['en', 'beef stew for 50 people, one 20 litre pot', /In 2 batches of about 25 servings each, one after another/],
    ['en', 'nikujaga for 30 ppl, we got three saucepans', /Divided between 3 pots of about 10/],
    ['ja', '豚汁を40人分、寸胴鍋が2つあります', /2つの鍋に分けて並行して（1つに約20人分）/],
    ['ja', '肉じゃがを30人分作りたい。鍋は3つ', /3つの鍋に分けて並行して/],
    ['ja', '味噌汁を50人分、鍋は2個です', /2つの鍋に分けて並行して/],
    ['ja', '町内会で豚汁60人分つくります。大鍋がひとつしかありません', /3回に分けて（1回に約20人分）/],
  ] as const)('%s "%s"', (lang, theme, said) => {
    const { steps, note } = cooked(lang, theme)
    expect(steps).toMatch(said)
    // The plan is said once in the note too, never a frying pan's "sear in batches" for a soup's pots.
    expect(note).not.toMatch(/sear or fry in \d+ batches|焼いたり炒めたりする工程は/)
  })
})

describe('a crowd’s amounts as a cook buys and measures them', () => {
  test('ginger pork for 30: ginger weighed, cabbage by the head, no half onions', () => {
    const { lines } = cooked('en', 'Ginger pork for 30 people')
    expect(lines).not.toMatch(/knobs of ginger/)
    expect(lines).toMatch(/\d+ g ginger/)
    expect(lines).toMatch(/1 1\/2 cabbages|2 cabbages/)
    expect(lines).not.toMatch(/\d+ 1\/2 onions/)
  })

  test('nikujaga for 30: snap peas weighed, carrots whole', () => {
    const { lines } = cooked('ja', '肉じゃがを30人分作りたい')
    expect(lines).toMatch(/スナップえんどう \d+g/)
    expect(lines).not.toMatch(/にんじん \d+と1\/2本/)
  })

  test('a curry for 40: whole spices rise less than the rest', () => {
    const { a } = cooked('en', 'chicken curry for 40 people')
    const base = recipeFor(a.recipe.dish)!
    const ratio = (food: string) =>
      (a.recipe.ingredients.find((i) => i.food === food)!.amount.qty as number) /
      (base.ingredients.find((i) => i.food === food)!.amount.qty as number)
    expect(ratio('cardamom')).toBeLessThan(ratio('onion') * 0.8)
  })
})

describe('a crowd’s time: the peeling and cutting, and a big pot coming to the boil', () => {
  test.each([
    ['ja', '豚汁を40人分、寸胴鍋が2つあります'],
    ['en', 'tonjiru for 45 for the school festival'],
    ['en', 'Beef stew for 50, one 20 litre pot'],
  ] as const)('%s "%s"', (lang, theme) => {
    const { a, draft } = cooked(lang, theme)
    expect(a.recipe.steps[0]!.en).toStartWith('Before any heat, do all the peeling and cutting')
    expect(draft.prep_minutes!).toBeGreaterThanOrEqual(60)
  })

  test('a soup for 40 in two pots says the minutes its fuller pots take to boil', () => {
    const { steps } = cooked('ja', '豚汁を40人分、寸胴鍋が2つあります')
    expect(steps).toMatch(/Lの汁は沸くまでに約\d+分余分にかかる/)
  })

  test('a dinner for four gets no crowd step', () => {
    expect(cooked('en', 'tonjiru for 4').a.recipe.steps[0]!.en).not.toStartWith('Before any heat')
  })
})

test('the count a recipe is scaled to settles the servings, not the count it was written for', () => {
  const asked: Array<[Lang, string, number]> = [
    ['ja', 'ちゃんちゃん焼き、4人分のレシピを8人分にしたいんだけど、みそも倍でいいの？', 8],
    ['ja', '3人前の分量を10人前にしたいです。肉じゃが', 10],
    ['en', 'my chili recipe serves 4 but I need it for 30 at the fundraiser', 30],
    // The count wanted said after the usual one, with words between; a factor beside it is not applied twice.
    ['ja', 'うちの筑前煮はいつも3人分で作るんだけど、法事で20人分にしたい', 20],
    ['ja', 'カレー、ふだん2人分のを4倍にして8人分にしたら', 8],
    ['en', 'doubling my mac and cheese that serves 5 so it feeds 10', 10],
  ]
  expect(asked.map(([lang, theme]) => cooked(lang, theme).draft.servings)).toEqual(asked.map(([, , n]) => n))
})

describe('leftovers used, not cooked again from raw', () => {
  test('leftover roast turkey is the soup’s cooked meat, named so and warmed to 75 °C', () => {
    const { lines, steps, note } = cooked('en', 'I have 2 lb of leftover roast turkey, something warm for 6 please')
    expect(lines).toMatch(/turkey/i)
    expect(lines).not.toMatch(/cooked chicken/i)
    expect(steps).toMatch(/turkey[^.]*heat it through/i)
    expect(note).toMatch(/already cooked/)
  })

  test('残ったローストターキー: 七面鳥 in the lines, said cooked already', () => {
    const { lines, note } = cooked('ja', '残ったローストターキーで3人分、何か温かいもの')
    expect(lines).toMatch(/七面鳥/)
    expect(note).toMatch(/調理済み/)
  })

  test('yesterday’s hot-pot broth takes the stock’s place, and the salt is left to taste', () => {
    const { lines, note } = cooked('en', "yesterday's hot pot broth, about 1 litre, and some rice. zosui for 2?")
    expect(lines).not.toMatch(/dashi/)
    expect(note).toMatch(/leftover .* takes the place of the dashi stock/)
  })
})

describe('how long it keeps, answered when asked', () => {
  test.each([
    ['en', 'Chicken curry for 4 - how many days does it keep in the fridge?', /keeps? (?:three|two|\d) days/],
    ['en', 'beef stew for 6; how long will it last in the fridge?', /keeps? (?:three|two|\d) days/],
    ['ja', '豚汁を4人分。冷蔵でいつまでもつ？', /冷蔵で\d日/],
  ] as const)('%s "%s"', (lang, theme, said) => {
    const run = compose({ lang, theme, category: 'main' })
    expect(run.transcript.find((t) => t.role === 'host')!.text).toMatch(said)
  })
})
