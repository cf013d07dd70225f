import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import Ajv from 'ajv'
import CONDITIONS from '../../../knowledge/hazard-conditions.json'
import TABLE from '../../../knowledge/hazards.json'
import { jsonSchemaText } from '../../../src/ai/cookbook/schema'
import { readBrief } from '../../../src/ai/food/brief'
import { checkHazards, ConditionsFile, loadConditions, loadHazardTable } from '../../../src/ai/food/hazards'
import type { RecipeText } from '../../../src/ai/food/recipe-lines'
import type { Brief, Lang } from '../../../src/ai/food/types'

/**
 * The condition classes of knowledge/hazard-conditions.json as a theme meets them: a part never
 * eaten, a method that never boils, a temperature read with its unit, a keeping place and time,
 * and who eats (a dog). Each is said in words no row lists; themes that only share a word
 * ("in the fridge overnight", "150 g", "basil leaves") find nothing.
 */

const lang = (theme: string): Lang => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en')
const idsOf = (theme: string) => (readBrief(theme, lang(theme)).hazards ?? []).map((h) => h.id)

describe('the condition file', () => {
  const SCHEMA = 'knowledge/schemas/hazard-conditions.schema.json'
  test('its published JSON Schema is the loader’s, and an editor’s validator accepts the file', () => {
    expect(readFileSync(SCHEMA, 'utf8')).toBe(jsonSchemaText(ConditionsFile))
    const check = new Ajv({ strict: false }).compile(JSON.parse(readFileSync(SCHEMA, 'utf8')))
    expect(check(CONDITIONS)).toBe(true)
    expect(check({ ...CONDITIONS, classes: [{ id: 'x' }] })).toBe(false)
  })

  test('a class naming a list the file lacks is refused, naming the class', () => {
    const broken = { ...CONDITIONS, classes: [{ id: 'raw', about: '', scope: 'sentence', all: ['nowhere'] }] }
    expect(() => loadConditions(broken)).toThrow(/class raw names no list nowhere/)
  })

  test('a row whose `when` is no class, or lacks the parts or temperature its class reads, is refused', () => {
    const row = TABLE.hazards.find((r) => r.id === 'rhubarb_leaves')!
    const withRow = (changed: object) => ({ ...TABLE, hazards: [{ ...row, ...changed }] })
    expect(() => loadHazardTable(withRow({ when: ['nothing'] }))).toThrow(/rhubarb_leaves.*nothing is no class/)
    expect(() => loadHazardTable(withRow({ parts: undefined }))).toThrow(/lacks its `parts`/)
    expect(() => loadHazardTable(withRow({ when: ['below_temperature'] }))).toThrow(/`min_c`/)
  })
})

describe('a condition class makes a named food dangerous, in words no row lists', () => {
  const CASES: Array<[string, string]> = [
    // A part never eaten, wherever the theme puts it.
    ['stewed rhubarb, and the big leaves chopped in as well', 'rhubarb_leaves'],
    ['rhubarb jam. Should the foliage go in the pot?', 'rhubarb_leaves'],
    ['ルバーブのジャム。大きな葉っぱも刻んで入れたい', 'rhubarb_leaves'],
    ['elderberry cordial: I will leave the twigs on and not cook it', 'raw_elderberries'],
    ['unripe ume syrup, can I crush the stones into it for flavour?', 'raw_unripe_ume'],
    // A method that never boils, or the boil skipped.
    ['cannellini beans from the bag straight into the crock pot, skipping the boil', 'raw_kidney_beans'],
    ['kidney bean curry, I just put the dried beans in the sous vide bath', 'raw_kidney_beans'],
    ['金時豆を乾燥のままスロークッカーで煮たい', 'raw_kidney_beans'],
    // A temperature read with its unit, below the row's.
    ['chicken thighs sous vide at 58 °C for an hour', 'raw_poultry'],
    ['burgers of ground beef grilled to 130°F inside', 'raw_mince'],
    ['pork jerky in a warm oven at 60℃ overnight', 'low_temperature_jerky'],
    ['ジャーキーを60度で乾燥させたい', 'low_temperature_jerky'],
    // Kept warm for hours: a time and a place in one sentence.
    ['huge batch of beef stew. It will stay on the hob until the next day', 'cooked_food_left_out'],
    ['豚汁を作りすぎた。コンロの上に朝まで置いておく', 'cooked_food_left_out'],
    ['cooked rice in the rice cooker pot, sitting out for hours before lunch', 'cooked_food_left_out'],
    ['garlic confit I want to keep unrefrigerated for a few weeks', 'garlic_in_oil_room_temperature'],
    // Who eats: a dog or a cat.
    ['raisin scones for tea, the doggo always gets the crumbs', 'toxic_to_pets'],
    ['garlic bread, my kitten steals bites of it', 'toxic_to_pets'],
    ['チョコケーキを焼く。愛犬も家族の一員なので同じものを', 'toxic_to_pets'],
  ]
  for (const [theme, id] of CASES)
    test(`${id}: ${theme}`, () => {
      expect(idsOf(theme)).toContain(id)
    })

  test('the host says the made-safe dish aloud; nothing is refused', () => {
    const brief = readBrief('raisin scones for tea, the doggo always gets the crumbs', 'en')
    const found = brief.hazards!.find((h) => h.id === 'toxic_to_pets')!
    expect(found.refused).toBe(false)
    expect(found.instead).toMatch(/set aside/)
  })
})

describe('themes that only share a condition’s word find nothing', () => {
  const NONE = [
    'overnight oats: leave overnight in the fridge with berries',
    'cooked rice, cooled and kept in the fridge overnight for fried rice',
    'カレーを作って一晩冷蔵庫で寝かせたい',
    'beef stew with 150 g carrots and 2 c stock',
    'pesto from leaves of basil, then a rhubarb crumble',
    'rhubarb crumble with a few mint leaves on top',
    'rhubarb fool, leaves cut off and thrown away',
    'hot dogs with caramelised onions for the match',
    'cat-shaped chocolate cookies for a party',
    'ぶどうのタルトを娘の誕生日に',
    'chicken thighs roasted at 220C',
    'pork chops cooked to 145°F, then rested',
    'ground beef chili simmered, a pot at 95 °C for an hour',
    'beef jerky simmered in the marinade first, then dried at 70°C',
    'soak the kidney beans overnight, then boil them hard for 10 minutes',
    'elderberry syrup: stems removed, simmered for 20 minutes',
    '梅シロップ、種は取り除いてから実をミキサーに',
    'garlic butter for steak, the butter softened at room temperature',
  ]
  for (const theme of NONE)
    test(theme, () => {
      expect(idsOf(theme)).toEqual([])
    })
})

describe('a recipe that does what the theme asked', () => {
  const recipe = (draft: Partial<RecipeText>): RecipeText => ({
    title_ja: '料理',
    title_en: 'A dish',
    ingredients_ja: [],
    ingredients_en: [],
    steps_ja: [],
    steps_en: [],
    ...draft,
  })
  const briefOf = (theme: string): Brief => readBrief(theme, lang(theme))

  test('is found where its condition holds in a line, and kept where the line made it safe', () => {
    const brief = briefOf('beef jerky dried in the oven at 150F')
    expect(checkHazards(recipe({ steps_en: ['Dry the jerky at 150 °F for 6 hours.'] }), brief)).toHaveLength(1)
    expect(
      checkHazards(recipe({ steps_en: ['Simmer the strips until 71 °C inside, then dry the jerky at 65 °C.'] }), brief),
    ).toEqual([])
  })

  test('the same line is not a hazard where the theme did not ask for it', () => {
    expect(
      checkHazards(recipe({ steps_en: ['Dry the jerky at 150 °F for 6 hours.'] }), briefOf('beef jerky for a hike')),
    ).toEqual([])
  })
})
