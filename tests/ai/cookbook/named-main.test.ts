import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { briefForDish } from '../../../src/ai/cookbook/check'
import { RECIPES, recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
import { safeTemperatureOf } from '../../../src/ai/cookbook/check-rules'
import { food } from '../../../src/ai/cookbook/foods'
import { SUBSTITUTIONS } from '../../../src/ai/cookbook/substitutions'
import { findDiets } from '../../../src/ai/food/diets'
import { readBrief } from '../../../src/ai/food/brief'
import { checkRecipe as guard } from '../../../src/ai/food/guard'
import type { Decision } from '../../../src/ai/cookbook/types'

const readBriefFor = (theme: string, dishId: string) => ({ ...readBrief(theme, 'en'), dishId })
const swaps = (decisions: Decision[]) =>
  decisions.flatMap((d) => (d.kind === 'substitute' ? [[d.from, d.to, d.because]] : []))

describe('the main food the theme names, where the recipe cooks another', () => {
  test('a protein named with its dish that no row puts in is said, with the main cooked instead', () => {
    const a = adapt(recipeFor('tacos')!, briefForDish('tacos', { keyIngredientIds: ['cod'] }), { seed: 1 })
    const said = a.decisions.flatMap((d) => (d.kind === 'condition' && d.what === 'answer' ? [d.note.en] : []))
    expect(said).toEqual([expect.stringContaining('no tacos made with cod')])
    expect(said[0]).toContain('with ground beef')
    // Held, nothing is said.
    const held = adapt(recipeFor('tacos')!, briefForDish('tacos', { keyIngredientIds: ['ground_beef'] }), { seed: 1 })
    expect(held.decisions.some((d) => d.kind === 'condition' && d.what === 'answer')).toBe(false)
  })

  test('a version written free of what the dish holds is titled by its own name: a bean chili, not chili con carne', () => {
    const a = adapt(recipeFor('chili_con_carne')!, readBriefFor('vegetarian chili pls', 'chili_con_carne'), { seed: 1 })
    expect(render(a).title_en).toBe('Vegetarian bean chili')
    // A version's name the guard would read as what it is free of ("tofu tartare") is not taken.
    const theme = '卵アレルギーでもタルタルソース食べたい！チキン南蛮にかけたい'
    const eggFree = { ...readBrief(theme, 'ja'), dishId: 'chicken_nanban' }
    const nanban = render(adapt(recipeFor('chicken_nanban')!, eggFree, { seed: 1 }))
    expect(guard(nanban, eggFree)).toEqual([])
  })

  test('a version named for what it leaves out is not told it again; one leaving out more than asked keeps the dish name', () => {
    const oyakodon = { ...readBrief('卵なしの親子丼', 'ja'), dishId: 'oyakodon' }
    expect(render(adapt(recipeFor('oyakodon')!, oyakodon, { seed: 1 })).title_ja).toBe('卵なし親子丼風（豆腐とじ）')
    // Its coconut-aminos version leaves out soy too: a gluten-free ask is still chicken teriyaki by name.
    const teriyaki = readBriefFor('Gluten-free chicken teriyaki', 'chicken_teriyaki')
    expect(render(adapt(recipeFor('chicken_teriyaki')!, teriyaki, { seed: 1 })).title_en).toMatch(/chicken teriyaki$/)
  })

  test('chicken named for a steak recipe: the steak becomes chicken, said, at 75 °C', () => {
    const a = adapt(recipeFor('fajitas')!, briefForDish('fajitas', { keyIngredientIds: ['chicken_thigh'] }), {
      seed: 1,
    })
    expect(swaps(a.decisions)).toEqual([['steak', 'chicken_thigh', 'chicken_thigh']])
    expect(a.recipe.ingredients.map((i) => i.food)).not.toContain('steak')
    const said = a.decisions.find((d) => d.kind === 'substitute')!
    expect(said.kind === 'substitute' && said.reason.en).toContain('chicken thigh')
    expect(a.recipe.steps.filter((s) => s.cue.temp_c).map((s) => s.cue.temp_c)).toEqual([75])
    expect(a.recipe.title.en).toMatch(/^Chicken/)
  })

  test('salmon named for a chicken recipe: its weight kept, its centre 63 °C, its checked step shorter', () => {
    const base = recipeFor('chicken_teriyaki')!
    const a = adapt(base, briefForDish('chicken_teriyaki', { keyIngredientIds: ['salmon'] }), { seed: 1 })
    const line = a.recipe.ingredients.find((i) => i.food === 'salmon')!
    expect(line.amount).toEqual({ qty: 250, unit: 'g' })
    expect(line.prep).toBeUndefined()
    const checked = a.recipe.steps.find((s) => s.cue.temp_c)!
    expect(checked.cue.temp_c).toBe(63)
    expect(checked.cue.en).toContain('63 °C')
    expect(checked.cue.ja).toContain('63℃')
    expect(checked.minutes).toBeLessThan(base.steps.find((s) => s.cue.temp_c)!.minutes)
    expect(a.recipe.total_minutes).toBe(a.recipe.steps.reduce((n, s) => n + s.minutes, 0))
    expect(render(a).ingredients_en.join(' ')).not.toMatch(/chicken/i)
  })

  test('the title follows the swapped main in both languages, by the short word a dish calls it', () => {
    const a = adapt(
      recipeFor('chicken_teriyaki')!,
      briefForDish('chicken_teriyaki', { keyIngredientIds: ['salmon'] }),
      {
        seed: 1,
      },
    )
    expect(a.recipe.title).toEqual({ ja: '鮭の照り焼き', en: 'Salmon teriyaki' })
  })

  test('a name that meant the old main gives way to its gloss where only the gloss could follow', () => {
    const a = adapt(recipeFor('tonjiru')!, briefForDish('tonjiru', { keyIngredientIds: ['chicken_thigh'] }), {
      seed: 1,
    })
    expect(a.recipe.title.ja).toBe('鶏汁')
    expect(a.recipe.title.en).not.toMatch(/tonjiru|pork/i)
    expect(a.recipe.title.en).toMatch(/^Chicken and root vegetable miso soup/)
  })

  test('a food the theme also names stays: no swap when the recipe already holds one of the named mains', () => {
    const brief = briefForDish('chicken_teriyaki', { keyIngredientIds: ['chicken_thigh', 'steak'] })
    expect(swaps(adapt(recipeFor('chicken_teriyaki')!, brief, { seed: 1 }).decisions)).toEqual([])
  })

  test('a named main the brief rules out is never swapped in', () => {
    const brief = briefForDish('fajitas', {
      keyIngredientIds: ['chicken_thigh'],
      exclusions: [{ kind: 'diet', name: 'no poultry', excludes: [], traits: ['poultry'], ingredients: [] }],
    })
    expect(adapt(recipeFor('fajitas')!, brief, { seed: 1 }).recipe.ingredients.map((i) => i.food)).not.toContain(
      'chicken_thigh',
    )
  })

  test("every recipe a named main is swapped into checks that food's own centre temperature", () => {
    const rows = SUBSTITUTIONS.substitutions.filter(
      (r) => !r.restriction.length && r.minutes && food(r.to!).raw === 'cook',
    )
    expect(rows.length).toBeGreaterThan(5)
    const targets = [...new Set(rows.map((r) => r.to!))]
    let swapped = 0
    for (const recipe of RECIPES.filter((_, i) => i % 4 === 0))
      for (const to of targets) {
        const a = adapt(recipe, briefForDish(recipe.dish, { keyIngredientIds: [to] }), { seed: 1 })
        if (!swaps(a.decisions).some(([, t, k]) => t === to && k === to)) continue
        swapped++
        const temps = a.recipe.steps.flatMap((s) => (s.heat !== 'none' && s.cue.temp_c ? [s.cue.temp_c] : []))
        expect(Math.max(...temps)).toBeGreaterThanOrEqual(safeTemperatureOf(food(to))!)
      }
    expect(swapped).toBeGreaterThan(20)
  }, 60_000)
})

describe('a cut or form of the food the theme names, kept by its own row', () => {
  test('breast named for a thigh recipe: the breast, its brine before the first step, the reason it stays moist', () => {
    const base = recipeFor('karaage')!
    const a = adapt(base, briefForDish('karaage', { keyIngredientIds: ['chicken_breast'] }), { seed: 1 })
    expect(swaps(a.decisions)).toEqual([['chicken_thigh', 'chicken_breast', 'chicken_breast']])
    expect(a.recipe.steps).toHaveLength(base.steps.length + 1)
    expect(a.recipe.steps[0]!.en).toMatch(/across the grain.*salt and sugar/)
    const said = a.decisions.find((d) => d.kind === 'substitute')!
    expect(said.kind === 'substitute' && said.reason.en).toMatch(/dries out because/)
    expect(a.recipe.steps.filter((s) => s.cue.temp_c).map((s) => s.cue.temp_c)).toEqual([75])
  })

  test('a row of the named kind puts in the named cut itself: breast named for a steak recipe is breast', () => {
    const a = adapt(recipeFor('fajitas')!, briefForDish('fajitas', { keyIngredientIds: ['chicken_breast'] }), {
      seed: 1,
    })
    expect(swaps(a.decisions)).toEqual([['steak', 'chicken_breast', 'chicken_breast']])
  })

  test('a cut the recipe already holds, or one the theme names too, stays', () => {
    const thigh = briefForDish('karaage', { keyIngredientIds: ['chicken_thigh'] })
    expect(swaps(adapt(recipeFor('karaage')!, thigh, { seed: 1 }).decisions)).toEqual([])
    // Chicken named (read as thigh) for a breast recipe: no row makes breast into thigh, so the breast stays.
    const chicken = briefForDish('chicken_katsu', { keyIngredientIds: ['chicken_thigh'] })
    expect(swaps(adapt(recipeFor('chicken_katsu')!, chicken, { seed: 1 }).decisions)).toEqual([])
  })

  test('a cut the brief rules out is not swapped in, however named', () => {
    const brief = briefForDish('karaage', {
      keyIngredientIds: ['chicken_breast'],
      exclusions: [
        { kind: 'ingredient', name: 'no breast', excludes: [], traits: [], ingredients: ['chicken_breast'] },
      ],
    })
    expect(adapt(recipeFor('karaage')!, brief, { seed: 1 }).recipe.ingredients.map((i) => i.food)).toContain(
      'chicken_thigh',
    )
  })

  test('a canned form named: it goes in, simmers for less, and the reason says it works', () => {
    const base = recipeFor('borscht')!
    const a = adapt(base, briefForDish('borscht', { keyIngredientIds: ['canned_beet'] }), { seed: 1 })
    expect(swaps(a.decisions)).toEqual([['beet', 'canned_beet', 'canned_beet']])
    expect(a.recipe.total_minutes).toBeLessThan(base.total_minutes)
    const said = a.decisions.find((d) => d.kind === 'substitute')!
    expect(said.kind === 'substitute' && said.reason.en).toMatch(/works: it is already cooked/)
  })

  test('the reader keeps the cut and the form a theme names, in either language', () => {
    expect(readBrief('oyakodon, but breast meat only please', 'en').keyIngredientIds).toContain('chicken_breast')
    expect(readBrief('缶詰のビーツでボルシチは作れますか', 'ja').keyIngredientIds).toEqual(['canned_beet'])
  })
})

describe('a word holding a diet name that names no diet', () => {
  test('roast veggies are vegetables, a veggie is a vegetarian', () => {
    expect(findDiets('roast veggies and chicken thighs'.toLowerCase())).toEqual([])
    expect(findDiets('a veggie dinner').map((h) => h.value.key)).toEqual(['vegetarian'])
    expect(readBrief('toaster oven only, roast veggies and chicken thighs for 2', 'en').exclusions).toEqual([])
  })
})

describe('a preparation note naming which kind of the food to buy', () => {
  test('goes with its food when a substitution replaces it; a cut stays', () => {
    const brief = readBriefFor('halal boeuf bourguignon, no wine, no bacon', 'boeuf_bourguignon')
    const base = recipeFor('boeuf_bourguignon')!
    const wine = base.ingredients.find((i) => i.food === 'red_wine')!
    expect(wine.prep?.en).toContain('such as Burgundy')
    const a = adapt(base, brief, { seed: 1 })
    const stand = a.recipe.ingredients.find((i) => i.ref === wine.ref)!
    expect(stand.food).not.toBe('red_wine')
    expect(stand.prep).toBeUndefined()
    expect(render(a).ingredients_ja.join()).not.toContain('ブルゴーニュ')
    // The beef's cut is no kind to buy: it is kept.
    const beef = base.ingredients.find((i) => i.prep?.en.includes('chunks'))!
    expect(a.recipe.ingredients.find((i) => i.ref === beef.ref)!.prep).toEqual(beef.prep)
  })
})
