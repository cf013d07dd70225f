import { describe, expect, test } from 'bun:test'
import { madeSafe } from '../../../src/ai/cookbook/made-safe'
import { RULES } from '../../../src/ai/cookbook/rules'
import { equipmentBreaks } from '../../../src/ai/food/asks'
import { hasIngredient } from '../../../src/ai/food/catalogue'
import { readBrief } from '../../../src/ai/food/brief'
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
 * Scaled amounts read as a cook writes them (heldout33: "39 ml wine, 3/4 clove garlic, 17 g butter"): grams and
 * millilitres to 5 under 100 and 10 above, a small piece (a clove of garlic) whole or half, in both languages.
 */
describe('scaled amounts are rounded as a cook measures', () => {
  test.each([
    ["my nonna's lasagne feeds 12 but it's just me and my partner now. can you scale it down to 2?", 'en'],
    ['beef stew for just me tonight, 1 serving', 'en'],
    ['ラザニアを2人分だけ作りたい', 'ja'],
    ['肉じゃがを1人分だけ作りたい', 'ja'],
  ] as const)(
    '%s',
    (theme, lang) => {
      const c = cooked(theme, lang)
      expect(c.adaptation.decisions.some((d) => d.kind === 'scale')).toBe(true)
      const lines = c.draft[`ingredients_${lang}`]
      const metric = lines.flatMap((l) => [...l.matchAll(/(?<![\d./])(\d+(?:\.\d+)?) ?(g|ml)(?![a-z])/g)])
      expect(metric.length).toBeGreaterThan(0)
      for (const [, n] of metric) {
        const x = Number(n)
        // 75 g, 230 ml, 8 g: to the gram under 10, to 5 under 100, to 10 from 100 (5 allowed where a count gave it).
        expect(x < 10 || x % 5 === 0).toBe(true)
      }
      // No three quarters of a clove of garlic, in either language.
      expect(lines.join('\n')).not.toMatch(/3\/4 cloves?|にんにく 3\/4片/)
    },
    SLOW,
  )
})

/**
 * Kidney disease (heldout33: stage 4 CKD, tikka masala handled for sodium only): potassium and phosphorus are kept low
 * too, from knowledge/cookbook.json `conditions.kidney`: vegetables rich in potassium boiled first in water thrown away,
 * dairy and tomato cut down, said aloud; the salt capped as well.
 */
describe('kidney disease keeps potassium and phosphorus low, not only salt', () => {
  test.each([
    [
      'Stage 4 CKD, not on dialysis yet. Renal dietitian says low potassium, low phosphorus. Chicken tikka masala?',
      'en',
      'chicken_tikka_masala',
    ],
    ['my mum has chronic kidney disease. a leek and potato soup for her?', 'en', 'leek_potato_soup'],
    ['慢性腎臓病の父に肉じゃがを作りたい', 'ja', 'nikujaga'],
    ['腎臓病でカリウム制限があります。グラタンが食べたい', 'ja', 'macaroni_gratin'],
  ] as const)(
    '%s',
    (theme, lang, dishId) => {
      const c = cooked(theme, lang)
      expect(c.brief.diets).toContain('kidney')
      expect(c.adaptation.recipe.dish).toBe(dishId)
      const rule = RULES.conditions.kidney
      const said = c.adaptation.decisions.flatMap((d) => (d.kind === 'condition' && d.what === 'diet' ? [d] : []))[0]
      expect(said?.note[lang]).toMatch(lang === 'en' ? /potassium and phosphorus/ : /カリウムとリン/)
      // The salt is capped too.
      expect(c.adaptation.decisions.some((d) => d.kind === 'condition' && d.what === 'salt')).toBe(true)
      const base = c.adaptation.base
      const leached = c.adaptation.recipe.ingredients.filter((i) => rule.leach.includes(i.food))
      // Where the recipe has a vegetable rich in potassium, the first step boils it in water thrown away.
      if (leached.length)
        expect(c.draft[`steps_${lang}`][0]).toMatch(lang === 'en' ? /throw the water away/ : /ゆで汁は捨てる/)
      // Dairy and tomato go in at less than the recipe's own amount.
      const less = c.adaptation.recipe.ingredients.filter((i) => rule.less.includes(i.food))
      expect(leached.length + less.length).toBeGreaterThan(0)
      for (const item of less) {
        const was = base.ingredients.find((i) => i.ref === item.ref)!
        expect(Number(item.amount.qty)).toBeLessThan(
          Number(was.amount.qty) * (c.adaptation.recipe.servings / base.servings),
        )
      }
    },
    SLOW,
  )

  test(
    'heart failure alone caps the salt and boils nothing first',
    () => {
      const c = cooked('my dad has heart failure. nikujaga for dinner', 'en')
      expect(c.brief.diets).not.toContain('kidney')
      expect(c.adaptation.decisions.some((d) => d.kind === 'condition' && d.what === 'diet')).toBe(false)
      expect(c.draft.steps_en.join(' ')).not.toMatch(/throw the water away/)
    },
    SLOW,
  )

  test('the foods the rule names are in the catalogue', () => {
    const { leach, less } = RULES.conditions.kidney
    expect([...leach, ...less].filter((id) => !hasIngredient(id))).toEqual([])
  })
})

/**
 * An air-fryer-only kitchen given an oven dish (heldout33: Yorkshire puddings with a 230 °C oven and a 12-hole tin):
 * baked in the air fryer as in a small convection oven, by knowledge/cookbook.json `by_rule.convection`: no step says
 * the oven, its temperatures 20 °C lower, the basket not crowded; the doneness cues as written.
 */
describe('an oven dish asked of an air fryer alone is baked in it', () => {
  test.each([
    ['only have an air fryer. can it do Yorkshire puddings? mine never rise in the oven either', 'en'],
    ['ノンフライヤーしかないけどヨークシャープディングできる？', 'ja'],
    ['I only have an air fryer. roast chicken with potatoes?', 'en'],
    ['オーブンがなくてノンフライヤーだけ。ローストチキンを作りたい', 'ja'],
  ] as const)(
    '%s',
    (theme, lang) => {
      const c = cooked(theme, lang)
      expect(c.brief.limits.asks).toContain('air_fryer')
      expect(c.adaptation.decisions.some((d) => d.kind === 'variant' && d.variant === 'convection')).toBe(true)
      expect(c.adaptation.decisions.some((d) => d.kind === 'cannot')).toBe(false)
      const steps = c.draft[`steps_${lang}`]
      expect(equipmentBreaks({ ja: c.draft.steps_ja, en: c.draft.steps_en }, ['air_fryer'])).toEqual([])
      expect(steps.join(' ')).toMatch(lang === 'en' ? /air fryer/ : /ノンフライヤー/)
      expect(steps.join(' ')).toMatch(lang === 'en' ? /crowd the air fryer basket/ : /詰めすぎず/)
      // Every oven temperature of the base is said 20 °C lower.
      const temps = (texts: string[]) =>
        texts.flatMap((t) => [...t.matchAll(/(\d{3})\s*(?:℃|°C)/g)].map((m) => Number(m[1])))
      const base = c.adaptation.base.steps.map((s) => s[lang])
      expect(temps(steps)).toEqual(temps(base).map((t) => t - 20))
    },
    SLOW,
  )

  test(
    'a kitchen with an oven bakes in the oven',
    () => {
      const c = cooked('Yorkshire puddings for Sunday lunch', 'en')
      expect(c.adaptation.decisions.some((d) => d.kind === 'variant' && d.variant === 'convection')).toBe(false)
      expect(c.draft.steps_en.join(' ')).toMatch(/oven/)
    },
    SLOW,
  )
})

/**
 * Foods a theme says are cooked already (heldout33: leftovers cooked again, a zosui's chicken warmed after its egg set):
 * taken out of the steps that cooked them from raw and warmed through together, in one step before the last heated
 * one, each said aloud.
 */
describe('leftover foods are warmed once, before the dish is finished', () => {
  test.each([
    ['昨日の水炊きのスープが残ってるので雑炊にしたい', 'ja', /調理済みの.*と.*を加え/],
    ['leftover roast chicken. egg fried rice tonight?', 'en', /already-cooked chicken/],
    ['昨日の残りの焼いた鶏肉でチャーハンを作りたい', 'ja', /調理済みの/],
  ] as const)(
    '%s',
    (theme, lang, warm) => {
      const c = cooked(theme, lang)
      const cookedAlready = c.adaptation.decisions.filter((d) => d.kind === 'cooked_already')
      expect(cookedAlready.length).toBeGreaterThan(0)
      const steps = c.adaptation.recipe.steps
      const at = c.draft[`steps_${lang}`].findIndex((s) => warm.test(s))
      expect(at).toBeGreaterThanOrEqual(0)
      // One step warms them all, and a heated step still follows it (the egg set, the last toss).
      expect(c.draft[`steps_${lang}`].filter((s) => warm.test(s))).toHaveLength(1)
      expect(steps.slice(at + 1).some((s) => s.heat !== 'none')).toBe(true)
      // Every leftover keeps its line and is named by no step before it: never cooked again from raw. A broth left is
      // the liquid the dish is made in, heated from the start.
      for (const d of cookedAlready) {
        const line = c.adaptation.recipe.ingredients.find((i) => i.ref === d.ref)
        expect(line).toBeDefined()
        if (line?.does === 'liquid') continue
        expect(steps.slice(0, at).some((s) => s.ja.includes(`{${d.ref}}`) || s.en.includes(`{${d.ref}}`))).toBe(false)
      }
    },
    SLOW,
  )
})

/**
 * A time limit the recipe runs over (heldout33: a pot pie at 80 minutes for an hour asked, its ramekin tip unsaid): the
 * time is named plainly, with the recipe's own note that saves time and what it costs.
 */
describe('a time limit run over names the time and the recipe’s own shortcut', () => {
  test.each([
    ['under an hour, start to finish: chicken pot pie. can I cheat with shop puff pastry?', 'en', /shortcut: /],
    ['30分でビーフシチューを作りたい', 'ja', /圧力鍋/],
    ['lasagne in 40 minutes?', 'en', /saves 20 minutes at the cost of/],
  ] as const)(
    '%s',
    (theme, lang, shortcut) => {
      const c = cooked(theme, lang)
      const time = c.adaptation.decisions.flatMap((d) => (d.kind === 'time' ? [d] : []))[0]!
      expect(time.held).toBe(false)
      expect(time.note[lang]).toContain(String(time.minutes))
      expect(time.note[lang]).toMatch(shortcut)
    },
    SLOW,
  )

  test(
    'a limit held says no shortcut',
    () => {
      const c = cooked('chicken pot pie, I have 3 hours', 'en')
      const time = c.adaptation.decisions.flatMap((d) => (d.kind === 'time' ? [d] : []))[0]
      expect(time?.held).toBe(true)
      expect(time?.note.en).not.toMatch(/shortcut/)
    },
    SLOW,
  )
})
