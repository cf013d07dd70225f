import { describe, expect, test } from 'bun:test'
import { hollowOf } from '../../../../scripts/eval/hollow'
import { RECIPES } from '../../../../src/ai/cookbook/load'
import { GOALS_FILE } from '../../../../src/ai/food/goals'
import type { Lang } from '../../../../src/ai/food/types'
import { discussed, NAMES } from './panel-turns'

/**
 * Issue 33 point 5: every sentence of a member's turn carries a fact of this recipe or this request. Over many recipes
 * in both languages, no sentence is a wording whose only slots are the dish's title, servings, minutes or tools ("I have
 * nothing to add to {title}"), none fills two figures with one number, none says its frame twice in a discussion.
 */
// New phrasings of ordinary asks and of a person's situation beside the dish: casual, polite, kana, romaji, typos.
const THEMES: Record<Lang, string[]> = {
  ja: [
    '{d}つくりたい',
    '{d}の作り方を教えてください',
    '今日は散々な一日だった…{d}たべてねたい',
    'ふつかよいで しんどい。{d} できる？',
    '寒い日なので{d}であったまりたいです',
    '週末 ともだちが来るので{d}を作ってパーティーします',
    '{d} tsukuritai, samui kara',
    '仕事でストレスたまってます。{d}を作っていただけますか',
  ],
  en: [
    'make {d}',
    'Could you show me how to make {d}, please?',
    'had a rough day, just want {d} and bed',
    'so hungover lol. {d}??',
    "it's freezing out, {d} to warm us up",
    'havin friends over for a party saturday, {d} for 6',
    'stressed out from work, comfort food pls: {d}',
    'feelin down today... {d} maybe',
  ],
}

describe('every sentence carries a fact', () => {
  test('no glue alone, no figure twice, no frame said again, over many recipes in both languages', () => {
    const found: string[] = []
    const recipes = RECIPES.filter((_, i) => i % 19 === 4)
    recipes.forEach((recipe, i) => {
      for (const lang of ['ja', 'en'] as const) {
        const theme = THEMES[lang][i % THEMES[lang].length]!.replace('{d}', recipe.title[lang])
        const { transcript, title } = discussed(recipe.dish, theme, lang)
        const own = [...Object.values(NAMES), title, recipe.title[lang]]
        for (const h of hollowOf(lang, transcript, own))
          found.push(`${recipe.dish} ${lang} [${h.round} ${h.role} ${h.why}] ${h.sentence}`)
      }
    })
    expect(recipes.length).toBeGreaterThan(40)
    expect(found).toEqual([])
  }, 180_000)
})

// The person's situation, in new phrasings: acknowledged once, by the nutritionist, from knowledge/goals.json `aims`.
const SITUATIONS: Array<[string, Lang, string]> = [
  ['so hungover lol. {d}??', 'en', 'hangover'],
  ['big night out yesterday, hung over, need {d}', 'en', 'hangover'],
  ['二日酔いがひどいので{d}が食べたい', 'ja', 'hangover'],
  ['nomisugita... futsukayoi. {d}', 'ja', 'hangover'],
  ["it's freezing out, {d} to warm us up", 'en', 'cold_day'],
  ['寒い日なので{d}であったまりたいです', 'ja', 'cold_day'],
  ['had a rough day, just want {d} and bed', 'en', 'rough_day'],
  ['stressed out from work, comfort food pls: {d}', 'en', 'rough_day'],
  ['今日は落ち込んでて…{d}作ろうかな', 'ja', 'rough_day'],
  ['havin friends over for a party saturday, {d} for 6', 'en', 'party'],
  ['週末に宅飲みパーティーするので{d}を作りたい', 'ja', 'party'],
  ['got a cold and want {d} tonight', 'en', 'cold'],
]

describe("the person's situation is answered", () => {
  test('each situation is read as its aim and said once, by the nutritionist', () => {
    const found: string[] = []
    const recipes = RECIPES.filter((_, i) => i % 97 === 5)
    for (const recipe of recipes)
      for (const [phrasing, lang, id] of SITUATIONS) {
        const theme = phrasing.replace('{d}', recipe.title[lang])
        const aim = GOALS_FILE.aims.find((a) => Object.values(a.theme).some((w) => new RegExp(w, 'iu').test(theme)))
        if (aim?.id !== id) found.push(`${theme}: read as ${aim?.id}`)
        const { transcript } = discussed(recipe.dish, theme, lang)
        const leads = [aim!.says[lang], aim!.none[lang]].map((x) => x.split('{')[0]!)
        const saying = transcript.filter((t) => leads.some((l) => t.text.includes(l)))
        if (saying.length !== 1 || saying[0]!.role !== 'nutritionist')
          found.push(`${recipe.dish} ${theme}: ${saying.length}`)
      }
    expect(recipes.length).toBeGreaterThan(5)
    expect(found).toEqual([])
  }, 120_000)
})
