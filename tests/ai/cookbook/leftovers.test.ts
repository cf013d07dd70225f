import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { briefForDish } from '../../../src/ai/cookbook/check'
import { food, leftoverOf } from '../../../src/ai/cookbook/foods'
import { RECIPES } from '../../../src/ai/cookbook/load'
import { among } from '../../../src/ai/cookbook/notes'
import { effectiveMentions } from '../../../src/ai/food/guard'
import { INGREDIENTS } from '../../../src/ai/food/catalogue'

const cookedForms = INGREDIENTS.filter((i) => i.leftover_of?.length)

describe('foods already cooked (catalogue `leftover_of`)', () => {
  test('a theme leftover of a raw food is found in its cooked form, and only there', () => {
    expect(leftoverOf('cooked_chicken', 'chicken_breast')).toBe(true)
    expect(leftoverOf('cooked_chicken', 'cooked_chicken')).toBe(true)
    expect(leftoverOf('cooked_fish', 'mackerel')).toBe(true)
    expect(leftoverOf('mashed_potato', 'potato')).toBe(true)
    // Not the other way round: a recipe that roasts thighs from raw is no answer to cooked chicken.
    expect(leftoverOf('chicken_thigh', 'cooked_chicken')).toBe(false)
    expect(leftoverOf('cooked_chicken', 'pork')).toBe(false)
    // The staples still count as one food (raw rice in a pilaf, cooked rice asked for).
    expect(leftoverOf('short_grain_rice', 'rice')).toBe(true)
  })

  test('a cooked form is ready to eat, of raw foods of its own kind, and carries their traits', () => {
    expect(cookedForms.length).toBeGreaterThan(3)
    for (const item of cookedForms) {
      expect({ id: item.id, raw: item.raw }).toEqual({ id: item.id, raw: 'ready' })
      for (const id of item.leftover_of!) {
        const of = food(id)
        expect({ id, raw: of.raw }).toEqual({ id, raw: 'cook' })
        // A diet ruling out the raw food rules out its cooked form too (roast beef is beef).
        for (const t of of.traits)
          expect({ item: item.id, has: item.contains.includes(t) }).toEqual({ item: item.id, has: true })
      }
    }
  })

  test('each cooked form has an authored recipe built on it that warms it to 75 °C or serves it cold, never cooks it long', () => {
    for (const item of cookedForms) {
      // A recipe, or an authored version of one (shepherd's pie from the roast's lamb), built on it.
      const versions = RECIPES.flatMap((r) => [r, ...(r.variants ?? []).map((v) => ({ ...r, ...v, dish: r.dish }))])
      const built = versions.filter((r) => r.ingredients.some((i) => i.food === item.id && i.does === 'body'))
      expect({ id: item.id, recipes: built.length > 0 }).toEqual({ id: item.id, recipes: true })
      for (const recipe of built) {
        const ref = recipe.ingredients.find((i) => i.food === item.id)!.ref
        const first = recipe.steps.findIndex((s) => s.en.includes(`{${ref}}`))
        // Warmed, never cooked again: no heated step naming it is long, and one from there on reaches 75 °C; or served
        // cold (a salad of the roast): nothing from there on is heated at all.
        for (const s of recipe.steps.filter((s) => s.heat !== 'none' && s.en.includes(`{${ref}}`)))
          expect({ dish: recipe.dish, minutes: s.minutes <= 5 }).toEqual({ dish: recipe.dish, minutes: true })
        const heated = recipe.steps.slice(first).filter((s) => s.heat !== 'none')
        const safe = heated.length === 0 || heated.some((s) => (s.cue.temp_c ?? 0) >= 75)
        expect({ dish: recipe.dish, safe }).toEqual({ dish: recipe.dish, safe: true })
      }
    }
  })

  test('a note naming the cooked form of a food the recipe cooks is still its note', () => {
    const named = (note: string, ids: string[]) => effectiveMentions(note).every(among(ids))
    expect(named('Shredded cooked chicken saves the first half hour.', ['chicken_thigh', 'onion'])).toBe(true)
    expect(named('Leftover mashed potato makes it in ten minutes.', ['potato', 'butter'])).toBe(true)
    // Not a food of another kind: cooked chicken is no note of a pork dish.
    expect(named('Shredded cooked chicken saves the first half hour.', ['pork', 'onion'])).toBe(false)
  })
})

describe('a cooked form warmed in a raw line’s place', () => {
  const lineOf = (dish: string, cooked: string[], ref: string) =>
    adapt(RECIPES.find((r) => r.dish === dish)!, briefForDish(dish, { cooked }), { seed: 7 }).recipe.ingredients.find(
      (i) => i.ref === ref,
    )?.food

  test('stands in for raw pieces as pieces, once, even named twice', () => {
    expect(lineOf('zosui', ['cooked_chicken'], 'chicken_thigh')).toBe('cooked_chicken')
    expect(lineOf('zosui', ['cooked_chicken', 'chicken_thigh'], 'chicken_thigh')).toBe('cooked_chicken')
  })

  test('never for a line cooked in another form: a mash for diced potato, flakes for a fillet, a boiled egg beaten', () => {
    expect(lineOf('minestrone', ['mashed_potato'], 'potato')).toBe('potato')
    expect(lineOf('ceviche', ['cooked_fish'], 'sea_bream')).toBe('sea_bream')
    expect(lineOf('egg_drop_soup', ['boiled_egg'], 'egg')).toBe('egg')
  })
})
