import { describe, expect, test } from 'bun:test'
import data from '../../../knowledge/composites.json'
import { mergeBriefs, readBrief } from '../../../src/ai/food/brief'
import { COMPOSITES, COMPOSITES_FILE, composite, loadComposites, namesOf } from '../../../src/ai/food/composites'
import { checkRecipe } from '../../../src/ai/food/guard'
import type { RecipeText } from '../../../src/ai/food/recipe-lines'
import { normalise } from '../../../src/ai/food/match'
import { type Brief, TRAITS, type Trait } from '../../../src/ai/food/types'
import { findMentions } from '../../../src/ai/food/words'
import { briefExcluding, recipe } from '../../support/recipes'

/** An ingredient line naming a food, in the language its name is written in. */
const lineOf = (name: string): Partial<RecipeText> =>
  /^[\x20-\x7e\u00c0-\u024f]+$/.test(name)
    ? { ingredients_en: [`1 tbsp ${name}`] }
    : { ingredients_ja: [`${name} 大さじ1`] }

const flagged = (name: string, brief: Brief) => checkRecipe(recipe(lineOf(name)), brief).length > 0

/** A valid file with these entries, to feed the loader broken ones. */
const file = (...composites: unknown[]) => ({
  about: 'test',
  sources: [{ name: 'test', url: 'https://example.org' }],
  composites,
})
const entry = (over: Record<string, unknown>) => ({
  id: 'test_sauce',
  names: { ja: 'テストソース', en: 'test sauce' },
  made_of: ['egg_yolk', 'milk'],
  quantity: { ja: '大さじ2', en: '2 tbsp' },
  grams: 30,
  kcal: 60,
  ...over,
})

describe('the composite table and its loader', () => {
  test('has at least 320 composites, and says which labelled-allergen lists it started from', () => {
    expect(COMPOSITES.length).toBeGreaterThanOrEqual(320)
    expect(data.about).toMatch(/Japan's 28/)
    expect(data.about).toMatch(/EU's 14/)
    expect(data.about).toMatch(/US's 9/)
    expect(data.sources.length).toBe(3)
  })

  test('traits are derived from what a composite is made of, through other composites, wheat bringing gluten', () => {
    expect(composite('custard').traits).toEqual(['egg', 'milk'])
    expect(composite('hollandaise').traits).toEqual(['egg', 'milk', 'acidic'])
    // Tartare sauce is made with mayonnaise (egg, mustard); cream puffs with choux pastry and crème pâtissière.
    expect(composite('tartare_sauce').traits).toEqual(expect.arrayContaining(['egg', 'mustard']))
    expect(composite('cream_puffs').within).toEqual(expect.arrayContaining(['choux_pastry', 'creme_patissiere']))
    expect(composite('cream_puffs').traits).toEqual(expect.arrayContaining(['egg', 'milk', 'wheat', 'gluten']))
    expect(composite('frangipane').traits).toEqual(['egg', 'milk', 'wheat', 'gluten', 'tree_nut'])
    expect(composite('brioche').parts).toEqual(expect.arrayContaining(['butter', 'egg']))
    for (const c of COMPOSITES) if (c.traits.includes('wheat')) expect(c.traits, c.id).toContain('gluten')
  })

  test('only a few base foods the catalogue lacks state traits, each saying so', () => {
    const stated = data.composites.filter((c) => 'traits' in c)
    expect(stated.length).toBeLessThanOrEqual(25)
    for (const c of stated) {
      expect(c.made_of, c.id).toEqual([])
      expect((c as { note?: string }).note, c.id).toMatch(/base food the catalogue lacks/)
    }
    expect(composite('lobster').traits).toEqual(['shellfish', 'crustacean'])
    expect(composite('rye').traits).toEqual(['gluten'])
  })

  test('the loader validates the file and names the file and the entry that is wrong', () => {
    expect(loadComposites(file(entry({})))[0]!.traits).toEqual(['egg', 'milk'])
    expect(loadComposites(file(entry({ salt: 0.5 })))[0]!.usual).toEqual({
      quantity: { ja: '大さじ2', en: '2 tbsp' },
      grams: 30,
      protein: undefined,
      salt: 0.5,
      kcal: 60,
    })
    const fails = (raw: unknown, why: RegExp) => expect(() => loadComposites(raw)).toThrow(why)
    fails({ about: 'x', composites: [] }, new RegExp(`^${COMPOSITES_FILE}: /sources`))
    fails(file(entry({ names: { ja: 'テスト' } })), /knowledge\/composites\.json: composite "test_sauce": \/names\/en/)
    fails(file(entry({ colour: 'red' })), /composite "test_sauce"/)
    fails(file(entry({ id: 'Bad Id' })), /composite "Bad Id": \/id/)
    fails(file(entry({ kcal: undefined })), /composite "test_sauce": \/kcal/)
    fails(file(entry({ quantity: undefined })), /composite "test_sauce": \/quantity/)
    fails(file(entry({ salt: -1 })), /composite "test_sauce": \/salt/)
    fails(
      file(entry({ made_of: ['unicorn_milk'] })),
      /composite "test_sauce": made_of names "unicorn_milk", which is neither an ingredient nor a composite/,
    )
    fails(file(entry({ made_of: [] })), /composite "test_sauce": made_of is empty/)
    fails(file(entry({ traits: ['egg'] })), /composite "test_sauce": traits are derived from made_of/)
    fails(
      file(entry({ made_of: [], traits: ['egg'], note: 'typed by hand' })),
      /composite "test_sauce": traits are derived/,
    )
    fails(
      file(entry({ made_of: [], traits: ['spicy'], note: 'A base food the catalogue lacks.' })),
      /composite "test_sauce": \/traits\/0/,
    )
    fails(file(entry({ id: 'butter' })), /composite "butter": the id is an ingredient of the catalogue/)
    fails(
      file(entry({}), entry({ names: { ja: 'べつ', en: 'other' } })),
      /composite "test_sauce": the id is used twice/,
    )
    fails(
      file(entry({}), entry({ id: 'other', names: { ja: 'べつ', en: 'Test Sauce' } })),
      /composite "other": the name "Test Sauce" is also a name of "test_sauce"/,
    )
    fails(
      file(
        entry({ id: 'a', made_of: ['b'] }),
        entry({ id: 'b', names: { ja: 'び', en: 'b' }, made_of: ['c'] }),
        entry({ id: 'c', names: { ja: 'し', en: 'c' }, made_of: ['a'] }),
      ),
      /made_of runs in a circle: a → b → c → a/,
    )
  })

  test('every name of every composite reads as that composite, whole: no ingredient, class or family word takes it', () => {
    const wrong = COMPOSITES.flatMap((c) =>
      namesOf(c).flatMap((name) => {
        const found = findMentions(normalise(name))
        return found.length === 1 && found[0]!.composite?.id === c.id && found[0]!.at === 0
          ? []
          : [`${c.id}: "${name}" reads as ${found.map((m) => m.surface).join(' + ') || 'nothing'}`]
      }),
    )
    expect(wrong).toEqual([])
  })
})

describe('the guard over the whole composite table', () => {
  test('every name and alias of every composite, in an ingredient line, is flagged under each trait it has and no other', () => {
    const wrong: string[] = []
    const briefs = new Map(TRAITS.map((t) => [t, briefExcluding([t])]))
    for (const c of COMPOSITES) {
      for (const name of namesOf(c)) {
        for (const trait of TRAITS) {
          const hit = flagged(name, briefs.get(trait)!)
          if (hit !== c.traits.includes(trait)) wrong.push(`${c.id} "${name}" ${trait}: ${hit ? 'flagged' : 'missed'}`)
        }
      }
    }
    expect(wrong).toEqual([])
  }, 60_000)

  test('spot checks: what a composite lacks is not read into it', () => {
    const notFlagged: Array<[string, Trait]> = [
      ['tamari', 'wheat'], // the catalogue's wheat-free tamari
      ['米粉', 'wheat'],
      ['rice bread (no wheat)', 'wheat'],
      ['団子', 'wheat'],
      ['monaka', 'wheat'],
      ['macarons', 'wheat'],
      ['麹甘酒', 'alcohol'],
      ['toum', 'egg'],
      ['tofu mayonnaise', 'egg'],
      ['honeycomb toffee', 'honey'],
      ['marshmallow fluff', 'meat'],
      ['fish gelatin', 'meat'],
      ['ちくわぶ', 'fish'],
      ['ginger nuts', 'tree_nut'],
      ['ginger nuts', 'peanut'],
      ['almond milk', 'milk'],
      ['cashew cheese', 'milk'],
      ['black mustard seeds', 'hot_spice'],
      ['awase dashi', 'soy'],
    ]
    for (const [name, trait] of notFlagged)
      expect(flagged(name, briefExcluding([trait])), `${name} ${trait}`).toBe(false)
    const isFlagged: Array<[string, Trait]> = [
      ['ラー油', 'sesame'],
      ['甘酒', 'alcohol'],
      ['shiro dashi', 'wheat'],
      ['麦味噌', 'gluten'],
      ['whey protein', 'milk'],
      ['sodium caseinate', 'milk'],
      ['ghee', 'milk'],
      ['kefir', 'milk'],
      ['lobster bisque', 'shellfish'],
      ['crayfish', 'shellfish'],
      ['prawn crackers', 'shellfish'],
      ['oyster sauce', 'shellfish'],
      ['okara', 'soy'],
      ['bouillon granules', 'celery'],
      ['caesar dressing', 'fish'],
      ['caesar dressing', 'egg'],
      ['brioche', 'egg'],
      ['ladyfingers', 'egg'],
      ['graham crackers', 'honey'],
      ['wonton wrappers', 'egg'],
      ['そば茶', 'buckwheat'],
      ['フランジパーヌ', 'tree_nut'],
      ['marzipan', 'tree_nut'],
      ['kaki no tane', 'peanut'],
      ['gummy bears', 'meat'],
      ['pure vanilla extract', 'alcohol'],
      ['beer batter', 'alcohol'],
      ['Parmigiano Reggiano (block)', 'meat'],
    ]
    for (const [name, trait] of isFlagged) expect(flagged(name, briefExcluding([trait])), `${name} ${trait}`).toBe(true)
  })
})

describe('composites read from themes and in recipes', () => {
  test('an allergy rules a composite out by what it is made of: an egg allergy catches custard in either language', () => {
    for (const [theme, lang] of [
      ['卵アレルギーの子のおやつ', 'ja'],
      ['A dessert for a guest with an egg allergy', 'en'],
    ] as const) {
      const brief = readBrief(theme, lang)
      const v = checkRecipe(
        recipe({
          ingredients_ja: ['カスタードクリーム 200g', 'いちご 6個'],
          ingredients_en: ['200 g custard', '6 strawberries'],
          steps_en: ['Top with a spoonful of hollandaise.'],
        }),
        brief,
      )
      expect(
        v.map((x) => x.field),
        theme,
      ).toEqual(['ingredients_ja[0]', 'ingredients_en[0]', 'steps_en[0]'])
    }
  })

  test('"custard allergy" is an allergy to what custard is made of', () => {
    const brief = readBrief('My son has a custard allergy', 'en')
    expect(brief.exclusions[0]!.traits).toEqual(expect.arrayContaining(['egg', 'milk']))
  })

  test('"no custard" rules out custard by every name and what is made with it, not eggs or milk', () => {
    for (const [theme, lang] of [
      ['A trifle with no custard', 'en'],
      ['カスタード抜きのフルーツパフェ', 'ja'],
    ] as const) {
      const brief = readBrief(theme, lang)
      expect(
        brief.exclusions.map((e) => e.traits.length),
        theme,
      ).toEqual([0])
      const v = checkRecipe(
        recipe({
          ingredients_ja: ['カスタードクリーム 100g', '卵 1個', '牛乳 100ml'],
          ingredients_en: ['100 g vanilla custard', '1 egg', '100 ml milk'],
          steps_en: ['Layer with tiramisu.'],
        }),
        brief,
      )
      expect(
        v.map((x) => x.field),
        theme,
      ).toEqual(['ingredients_ja[0]', 'ingredients_en[0]', 'steps_en[0]'])
    }
  })

  test('on the OpenAI path a model\'s reading is read through the same table: its "no hollandaise" rules hollandaise out by name', () => {
    const merged = mergeBriefs(readBrief('Eggs Benedict for brunch', 'en'), {
      exclusions: [{ kind: 'ingredient', name: 'no hollandaise', excludes: ['hollandaise'] }],
    })
    const v = checkRecipe(
      recipe({
        ingredients_en: ['4 tbsp hollandaise sauce', '2 eggs'],
        ingredients_ja: ['オランデーズソース 大さじ4'],
      }),
      merged,
    )
    expect(v.map((x) => x.field)).toEqual(['ingredients_ja[0]', 'ingredients_en[0]'])
  })

  test('an ingredient ruled out by name rules out the composites made with it: no butter, no croissant', () => {
    const brief = readBrief('Breakfast without butter', 'en')
    expect(checkRecipe(recipe({ ingredients_en: ['2 croissants'] }), brief)).toHaveLength(1)
    expect(checkRecipe(recipe({ ingredients_en: ['2 slices sourdough'] }), brief)).toEqual([])
  })

  test("a food with no trait still counts through a composite's parts: an apple allergy catches apple sauce", () => {
    const brief = readBrief('りんごアレルギーの子の朝ごはん', 'ja')
    expect(checkRecipe(recipe({ ingredients_ja: ['アップルソース 大さじ2'] }), brief)).toHaveLength(1)
  })

  test('a composite the line says is made without something is the recipe’s own in a step, and keeps the rest on an ingredient line', () => {
    const vegan = readBrief('vegan', 'en')
    expect(
      checkRecipe(
        recipe({
          steps_en: [
            'Spoon over the egg-free custard.',
            'Brush with vegan brioche glaze... then toast the vegan brioche.',
          ],
        }),
        vegan,
      ),
    ).toEqual([])
    // Bought, an egg-free custard is still made with milk.
    expect(
      checkRecipe(recipe({ ingredients_en: ['200 ml egg-free custard'] }), vegan).map((v) => v.ingredient),
    ).toEqual(['custard'])
    expect(
      checkRecipe(recipe({ ingredients_en: ['200 ml egg-free custard'] }), readBrief('egg allergy', 'en')),
    ).toEqual([])
  })

  test('a composite made in the line with a part’s catalogue swap loses what that part brought', () => {
    const gf = readBrief('gluten-free tempura', 'en')
    expect(checkRecipe(recipe({ steps_en: ['Whisk the tempura batter with rice flour and cold water.'] }), gf)).toEqual(
      [],
    )
    expect(checkRecipe(recipe({ steps_en: ['Whisk the tempura batter and cold water.'] }), gf)).toHaveLength(1)
  })

  test('a composite named as the dish the title makes is that dish in a step; in any other recipe it is the usual one', () => {
    const vegan = readBrief('vegan', 'en')
    const brownies = {
      title_en: 'Vegan brownies',
      title_ja: 'ヴィーガンブラウニー',
      steps_en: ['Cut into 9 brownies.'],
      steps_ja: ['9等分に切ってブラウニーにする。'],
    }
    expect(checkRecipe(recipe(brownies), vegan)).toEqual([])
    expect(
      checkRecipe(recipe({ title_en: 'Fruit bowl', steps_en: ['Crumble 2 brownies over the top.'] }), vegan).map(
        (v) => v.field,
      ),
    ).toEqual(['steps_en[0]'])
  })
})
