/**
 * A Japanese theme that asks for a dish by name, in kanji or kana the lexicon does not hold
 * (「はっと汁が食べたい」), names a dish the kitchen lacks: the host says so rather than cook
 * something else under a vague "no dish I know". A frame that asks for food in general
 * (「甘いものが食べたい」) or for a food the lexicon knows names no unknown dish.
 */
import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { offlineDiscussion } from '../../support/offline-discussion'

describe('a dish asked for by name in Japanese that the kitchen lacks', () => {
  test.each([
    ['はっと汁が食べたい', 'はっと汁'],
    ['けの汁の作り方を教えて', 'けの汁'],
    ['寒い日に呉汁を作りたい', '呉汁'],
    ['いちご煮のレシピ教えて、4人分', 'いちご煮'],
    ['じゃっぱ汁（青森の郷土料理）を作りたい', 'じゃっぱ汁'],
    ['おっきりこみ（群馬の郷土料理）。2人分で', 'おっきりこみ'],
    ['週末にはっと汁を作ってみたい', 'はっと汁'],
    ['じゃっぱ汁ってできますか？', 'じゃっぱ汁'],
    ['いもだきは作れますか', 'いもだき'],
  ])('%s names %s', (theme, name) => {
    expect(readBrief(theme, 'ja').unknownDish).toBe(name)
  })

  test.each([
    '鶏肉が食べたい',
    'お肉が食べたい',
    '甘いものが食べたい',
    '何か温かいものが食べたい',
    'さっぱりしたのが食べたい',
    '野菜たっぷりのスープが食べたい',
    '和食が食べたい',
    '簡単なおかずの作り方',
    'ご飯が食べたい',
    '肉じゃがを作って',
    '夏野菜のレシピ',
    '子どもが喜ぶ晩ごはんを作りたい',
    // A spice, texture, colour or doneness word is never a dish's name.
    'スパイスを効かせた温かい飲み物が飲みたい',
    'ハーブの香りのさっぱりした一品',
  ])('%s names no unknown dish', (theme) => {
    expect(readBrief(theme, 'ja').unknownDish).toBeUndefined()
  })

  test.each([
    ['トマトアレルギーですがマルゲリータが食べたい', 'マルゲリータ'],
    ['卵アレルギーなのでオムライスが食べたい', 'オムライス'],
    ['週末だけどカルボナーラを作りたい', 'カルボナーラ'],
    ['カルボナーラってできますか', 'カルボナーラ'],
  ])('%s keeps the table dish after a clause', (theme, name) => {
    const brief = readBrief(theme, 'ja')
    expect(brief.unknownDish).toBeUndefined()
    expect(brief.dish).toContain(name)
  })
})

describe('through the engine, the host names what it does not know', () => {
  test.each(['いちご煮が食べたい。4人分', 'はっと汁の作り方を教えて'])('%s', async (theme) => {
    const name = readBrief(theme, 'ja').unknownDish!
    const { draft, opening } = await offlineDiscussion(theme, 'ja')
    // Named as the theme wrote it, with what the host does not know said plainly.
    expect(opening).toContain(name)
    expect(opening).toMatch(/知らない|知りません/)
    expect(draft.title_ja).not.toContain(name)
  })
})

describe('English words that are no dish name', () => {
  test.each([
    "Camping, we've only got one skillet. Breakfast for 4",
    "they're coming over at 7, something warm please",
    "I'd love a cosy soup tonight",
    'a no-fuss, kid-friendly dinner',
    'slow-cooked beef for a rainy Sunday',
    "we'll be 6, and nobody's picky",
    'a small dinner on Saturday for four friends',
    "something for my abuela's birthday on Friday",
    'Diwali sweets for the office, nut-free',
    'Passover seder main for 8',
    'Eid dinner for the whole family',
    'lunch for Oma and Opa in November',
    'idk something quick, ngl',
    'imo a light dinner tbh',
  ])('%s', (theme) => {
    expect(readBrief(theme, 'en').unknownDish).toBeUndefined()
  })

  // A meal format or a course is how a meal is served, not a dish to look up; the theme is still food.
  test.each([
    ['pretend kaiseki at home', 'wafu'],
    ['an omakase night for two', 'wafu'],
    ['prix fixe dinner with an amuse-bouche', undefined],
    ['a degustation menu, six courses', undefined],
  ])('%s is a format, not a dish', (theme, style) => {
    const brief = readBrief(theme, 'en')
    expect(brief.unknownDish).toBeUndefined()
    expect(brief.notFood).toBe(false)
    if (style) expect(brief.styles).toContain(style)
  })

  test.each([
    ['sheftalia for 4 please', 'sheftalia'],
    ['chakapuli tonight', 'chakapuli'],
    ['kroppkakor please', 'kroppkakor'],
  ])('%s still names %s', (theme, name) => {
    expect(readBrief(theme, 'en').unknownDish).toBe(name)
  })
})

describe('a word the parse puts in no dish position is no unknown dish', () => {
  test.each([
    ['a potluck at our galentines, 10 people', 'en'],
    ['she is homeschooling all week, easy lunches for her and the kids', 'en'],
    ['ママパパと子ども1人の晩ごはん、野菜多めで', 'ja'],
    ['彼氏とキャンプ飯を作りたい、焚き火で', 'ja'],
    ['友達とピクニック弁当を作る', 'ja'],
  ])('%s', (theme, lang) => {
    expect(readBrief(theme, lang as 'en' | 'ja').unknownDish).toBeUndefined()
  })
  test.each([
    ['sheftalia for 4 tonight', 'en', 'sheftalia'],
    ['ピェスカヴィツァを作りたい', 'ja', 'ピェスカヴィツァ'],
  ])('%s still names %s', (theme, lang, name) => {
    expect(readBrief(theme, lang as 'en' | 'ja').unknownDish).toBe(name)
  })
})

describe('a name the kitchen lacks beside a food it knows', () => {
  test.each([
    ['shahi paneer for guests saturday', 'shahi paneer'],
    ['lacto vegetarian (no meat, no eggs, dairy fine) — shahi paneer for guests', 'shahi paneer'],
  ])('%s is no typo of a dish the kitchen has, but %s', (theme, name) => {
    const brief = readBrief(theme, 'en')
    expect(brief.dishId).toBeNull()
    expect(brief.unknownDish).toBe(name)
  })
})
