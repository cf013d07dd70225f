import { describe, expect, test } from 'bun:test'
import {
  amountText,
  formatNumber,
  ingredientLine,
  nutritionOf,
  render,
  stepLine,
  timesOf,
  usualGrams,
} from '../../../src/ai/cookbook/render'
import { food } from '../../../src/ai/cookbook/foods'
import { INGREDIENTS } from '../../../src/ai/food/catalogue'
import { COMPOSITES } from '../../../src/ai/food/composites'
import { RECIPES, recipeFor } from '../../../src/ai/cookbook/load'
import { recipeDraftSchema } from '../../../src/ai/prompts'
import type { AuthoredIngredient, AuthoredStep } from '../../../src/ai/cookbook/types'

const line = (food: string, qty: AuthoredIngredient['amount']['qty'], unit: AuthoredIngredient['amount']['unit']) =>
  ({ ref: food, food, amount: { ...(qty === undefined ? {} : { qty }), unit }, does: 'flavours' }) as AuthoredIngredient

const step = (en: string): AuthoredStep =>
  ({ ja: en, en, heat: 'none', vessel: 'bowl', minutes: 0, cue: { ja: '', en: '' } }) as AuthoredStep

describe('rendering amounts', () => {
  test('fractions and ranges as cooks write them', () => {
    expect(formatNumber(0.5, 'tsp', 'ja')).toBe('1/2')
    expect(formatNumber(1.5, 'tbsp', 'ja')).toBe('1と1/2')
    expect(formatNumber(1.5, 'tbsp', 'en')).toBe('1 1/2')
    expect(formatNumber(0.3333, 'cup', 'en')).toBe('1/3')
    expect(formatNumber(152.4, 'g', 'en')).toBe('152')
    // A part of a counted piece as a cook cuts it (heldout28's "0.3 burdock root"); a spoon's part is not rounded so.
    expect(formatNumber(0.3, 'stick', 'en')).toBe('1/3')
    expect(formatNumber(0.8, 'piece', 'ja')).toBe('3/4')
    expect(formatNumber(0.3, 'tsp', 'en')).toBe('0.3')
    expect(amountText(line('salt', [2, 3], 'piece'), 'ja')).toBe('2〜3個')
    expect(amountText(line('salt', [2, 3], 'tbsp'), 'en')).toBe('2–3 tbsp')
  })

  test('ingredient lines in both languages', () => {
    expect(ingredientLine(line('onion', 1, 'piece'), 'ja')).toBe('玉ねぎ 1個')
    expect(ingredientLine(line('onion', 1, 'piece'), 'en')).toBe('1 onion')
    expect(ingredientLine(line('onion', 2, 'piece'), 'en')).toBe('2 onions')
    expect(ingredientLine(line('potato', 1, 'piece'), 'en')).toBe('1 potato')
    expect(ingredientLine(line('soy_sauce', 2, 'tbsp'), 'ja')).toBe('しょうゆ 大さじ2')
    expect(ingredientLine(line('salt', 0.5, 'tsp'), 'en')).toBe('1/2 tsp salt')
    expect(ingredientLine(line('salt', undefined, 'pinch'), 'ja')).toBe('塩 少々')
    expect(ingredientLine(line('salt', undefined, 'pinch'), 'en')).toBe('a pinch of salt')
    expect(ingredientLine(line('pepper', undefined, 'to_taste'), 'ja')).toBe('こしょう 適量')
    expect(ingredientLine(line('pepper', undefined, 'to_taste'), 'en')).toBe('black pepper, to taste')
    expect(ingredientLine(line('short_grain_rice', 2, 'rice_cup'), 'ja')).toBe('米 2合')
    expect(ingredientLine(line('short_grain_rice', 2, 'rice_cup'), 'en')).toBe('2 rice cups (360 ml) short-grain rice')
    expect(ingredientLine(line('garlic', 1, 'clove'), 'en')).toBe('1 clove garlic')
  })

  test('a count its unit leaves bare says its own counter: sprigs of a herb, stalks of greens, a cinnamon stick', () => {
    const said: Array<[string, number, AuthoredIngredient['amount']['unit'], 'ja' | 'en', string]> = [
      ['dill', 3, 'stick', 'en', '3 sprigs of dill'],
      ['dill', 1, 'stick', 'en', '1 sprig of dill'],
      ['spinach', 2, 'stick', 'en', '2 stalks of spinach'],
      ['cinnamon', 1, 'stick', 'en', '1 cinnamon stick'],
      ['cardamom', 4, 'piece', 'en', '4 cardamom pods'],
      // Japanese keeps its counter; a food counted by the piece keeps its bare count.
      ['dill', 3, 'stick', 'ja', 'ディル 3本'],
      ['carrot', 1, 'stick', 'en', '1 carrot'],
    ]
    for (const [id, qty, unit, lang, text] of said) expect(ingredientLine(line(id, qty, unit), lang)).toBe(text)
  })

  test('a herb counted by the leaf counts in sprigs unless its name counts itself; a plural the catalogue knows', () => {
    expect(ingredientLine(line('thyme', 2, 'piece'), 'en')).toBe('2 sprigs of thyme')
    expect(ingredientLine(line('bay_leaf', 3, 'piece'), 'en')).toBe('3 bay leaves')
    expect(ingredientLine(line('bay_leaf', 1, 'piece'), 'en')).toBe('1 bay leaf')
    expect(ingredientLine(line('shrimp', 6, 'piece'), 'en')).toBe('6 shrimp')
  })

  test('a cheese counted by the piece is written by its weight, in both languages', () => {
    expect(ingredientLine(line('mozzarella', 1, 'piece'), 'en')).toBe('100 g mozzarella')
    expect(ingredientLine(line('mozzarella', 2, 'piece'), 'ja')).toBe('モッツァレラ 200g')
  })

  test('a whole line drops the ground word of its name, in the line and the steps', () => {
    const seeds = { ...line('cumin', 1, 'tsp'), prep: { ja: 'ホール', en: 'whole' } }
    expect(ingredientLine(seeds, 'en')).toBe('1 tsp cumin, whole')
    expect(ingredientLine(line('cumin', 1, 'tsp'), 'en')).toBe('1 tsp ground cumin')
    const coriander = { ...line('coriander_seed', 2, 'tsp'), prep: { ja: 'ホール', en: 'whole' } }
    expect(ingredientLine(coriander, 'ja')).toBe('コリアンダー 小さじ2（ホール）')
    expect(stepLine(step('Toast the {cinnamon}.'), [line('cinnamon', 1, 'stick')], 'en')).toBe('Toast the cinnamon.')
  })

  test('a name put beside words that already say it says them once', () => {
    const cheese = [line('parmesan', 20, 'g'), line('kuromitsu', 2, 'tbsp'), line('niboshi', 10, 'g')]
    const tofu = [line('silken_tofu', 1, 'piece')]
    expect(stepLine(step('Simmer the {silken_tofu} silken tofu.'), tofu, 'en')).toBe('Simmer the silken tofu.')
    expect(stepLine(step('Fold in the grated {parmesan}.'), cheese, 'en')).toBe('Fold in the grated parmesan.')
    expect(stepLine(step('Pour the dark {kuromitsu} syrup over.'), cheese, 'en')).toBe(
      'Pour the dark kuromitsu syrup over.',
    )
    expect(stepLine(step('Toast the {niboshi} (dried sardines) dry.'), cheese, 'en')).toBe(
      'Toast the dried sardines dry.',
    )
  })

  test('a recipe renders as the draft the offline path publishes, with the {ref}s filled', () => {
    const draft = render({ recipe: recipeFor('nikujaga')!, decisions: [] })
    expect(recipeDraftSchema.safeParse(draft).success).toBe(true)
    expect(draft.ingredients_ja[0]).toBe('牛薄切り肉 150g（薄切りを5cm幅に切る）')
    expect(draft.steps_ja[0]).toBe('しらたきを沸騰した湯で3分ゆで、ざるに上げる。（約3分・目安：石灰のにおいが消える）')
    expect(draft.steps_en[0]).toBe(
      'Boil the shirataki noodles for 3 minutes and drain. (about 3 min, until the limey smell has gone)',
    )
    expect(JSON.stringify(draft)).not.toMatch(/\{[a-z_]+\}/)
    expect(draft.cuisine).toBe('Japanese')
    expect(draft.nutrition!.protein_g).toBeGreaterThan(5)
  })
})

describe('nutrition of counted lines', () => {
  test('a food counted in pieces whose usual quantity is in grams counts its protein (two chicken thighs, six shrimp)', () => {
    const per = (food: string, qty: number, unit: AuthoredIngredient['amount']['unit']) =>
      nutritionOf({ servings: 1, ingredients: [line(food, qty, unit)] })!.protein_g
    expect(per('chicken_thigh', 2, 'piece')).toBeGreaterThan(60)
    expect(per('shrimp', 6, 'piece')).toBeGreaterThan(15)
    expect(per('bacon', 2, 'slice')).toBeGreaterThan(3)
    // The catalogue's own count and grams still count: two eggs.
    expect(per('egg', 2, 'piece')).toBe(12)
  })
})

describe('energy per serving', () => {
  const one = (...ingredients: AuthoredIngredient[]) => nutritionOf({ servings: 1, ingredients })!

  test('every food, ingredient or composite, gives its energy for a usual quantity it weighs, within what that weight can hold', () => {
    for (const { id } of [...INGREDIENTS, ...COMPOSITES]) {
      const { usual } = food(id)
      const grams = usualGrams(food(id))
      if (usual.kcal > 0) expect(grams, id).not.toBeNull()
      // Fat, the densest, is 9 kcal a gram; protein alone is 4; salt is at most the weight.
      if (grams) expect(usual.kcal / grams, id).toBeLessThanOrEqual(9)
      if (grams) expect((usual.protein ?? 0) + (usual.salt ?? 0), id).toBeLessThanOrEqual(grams)
      expect(usual.kcal, id).toBeGreaterThanOrEqual(4 * (usual.protein ?? 0))
    }
  })

  test('counts every line by its share of the usual quantity: two eggs, a tablespoon of oil, rice for two', () => {
    expect(one(line('egg', 2, 'piece')).kcal).toBe(food('egg').item!.kcal)
    expect(one(line('oil', 2, 'tbsp')).kcal).toBe(2 * food('oil').item!.kcal)
    expect(nutritionOf({ servings: 2, ingredients: [line('spaghetti', 160, 'g')] })!.kcal).toBe(
      Math.round(food('spaghetti').item!.kcal / 2),
    )
    // A pinch counts nothing; water and salt are no energy.
    expect(one(line('sugar', undefined, 'pinch'), line('water', 500, 'ml'), line('salt', 1, 'tsp')).kcal).toBe(0)
  })

  test('a spoon or cup weighs what that food weighs: sugar, salt, flour, a rice cup of rice', () => {
    const sugar = food('sugar').item!.kcal
    expect(one(line('sugar', 90, 'g')).kcal).toBe(10 * sugar)
    expect(one(line('sugar', 10, 'tbsp')).kcal).toBe(10 * sugar)
    expect(one(line('salt', 20, 'g')).salt_g).toBe(20)
    expect(one(line('salt', 1, 'tsp')).salt_g).toBe(6)
    expect(one(line('flour', 10, 'tbsp')).kcal).toBe(one(line('flour', 90, 'g')).kcal)
    expect(one(line('short_grain_rice', 2, 'rice_cup')).kcal).toBe(one(line('short_grain_rice', 300, 'g')).kcal)
  })

  test('deep-frying oil counts only what the food takes up, a pan film of oil wholly', () => {
    const frying = (qty: number) => one({ ...line('oil', qty, 'ml'), does: 'fries' }).kcal!
    expect(frying(30)).toBe(one(line('oil', 30, 'ml')).kcal!)
    expect(frying(1000)).toBeLessThan(one(line('oil', 100, 'ml')).kcal!)
    expect(frying(1000)).toBeGreaterThan(frying(30))
  })

  test('a composite counts from its own figures: evaporated milk by the millilitre, wonton wrappers by the sheet', () => {
    const milk = food('evaporated_milk').usual
    expect(one(line('egg', 2, 'piece'), line('evaporated_milk', 100, 'ml')).kcal).toBe(156 + milk.kcal)
    expect(one(line('evaporated_milk', 4, 'tbsp')).kcal).toBe(Math.round((60 / 100) * milk.kcal))
    expect(one(line('wonton_wrappers', 20, 'sheet')).kcal).toBe(2 * food('wonton_wrappers').usual.kcal)
    expect(one(line('red_curry_paste', 2, 'tbsp')).salt_g).toBe(2 * food('red_curry_paste').usual.salt!)
    // Not when it is only a pinch.
    expect(one(line('egg', 2, 'piece'), line('evaporated_milk', undefined, 'pinch')).kcal).toBe(156)
  })

  test('a line counts only the share of it that is eaten: the salt of pasta water, not the pot', () => {
    expect(one({ ...line('salt', 20, 'g'), eaten: 0.15 }).salt_g).toBe(3)
    expect(one({ ...line('oil', 2, 'tbsp'), eaten: 0.5 }).kcal).toBe(food('oil').usual.kcal)
    for (const dish of ['pasta_pomodoro', 'spaghetti_carbonara', 'asari_miso_soup', 'tahdig', 'lechon_kawali']) {
      const salt = render({ recipe: recipeFor(dish)!, decisions: [] }).nutrition!.salt_g
      expect(salt, dish).toBeLessThan(4)
    }
  })

  test('a slice of kamaboko is a slice, not its log; a cabbage leaf not its head', () => {
    expect(one(line('kamaboko', 4, 'slice')).protein_g).toBeLessThan(6)
    expect(one(line('cabbage', 2, 'sheet')).kcal).toBeLessThan(one(line('cabbage', 1, 'piece')).kcal! / 5)
    const chawanmushi = render({ recipe: recipeFor('chawanmushi')!, decisions: [] }).nutrition!
    expect(chawanmushi.protein_g).toBeLessThan(15)
    expect(chawanmushi.salt_g).toBeLessThan(2)
    expect(chawanmushi.kcal).toBeGreaterThan(50)
  })
})

describe('a short recipe as its author wrote it', () => {
  test('every recipe is published with its own steps: none added, none repeating another', () => {
    for (const recipe of RECIPES) {
      const draft = render({ recipe, decisions: [] })
      // A step is split only past a recipe line's length, so the count only grows with a long step.
      expect(draft.steps_en.length).toBeGreaterThanOrEqual(recipe.steps.length)
      expect(new Set(draft.steps_en).size).toBe(draft.steps_en.length)
      expect(new Set(draft.steps_ja).size).toBe(draft.steps_ja.length)
      const lines = recipe.steps.map((s) => stepLine(s, recipe.ingredients, 'en'))
      if (lines.every((l) => l.length <= 300)) expect(draft.steps_en).toEqual(lines)
    }
  })
})

describe('preparation and cooking minutes from the steps', () => {
  const step = (heat: AuthoredStep['heat'], minutes: number) => ({ heat, minutes }) as AuthoredStep

  test('preparation is the unheated steps before the first heated one; cooking every heated step', () => {
    // Cut, marinate, sear, simmer, rest off the heat, then grill: the rest counts in neither.
    const steps = [
      step('none', 5),
      step('none', 10.5),
      step('high', 4),
      step('low', 20),
      step('none', 30),
      step('high', 3),
    ]
    expect(timesOf(steps)).toEqual({ prep_minutes: 15, cook_minutes: 27 })
  })

  test('a recipe never heated is all preparation; the two never exceed the total', () => {
    expect(timesOf([step('none', 5), step('none', 2)])).toEqual({ prep_minutes: 7, cook_minutes: 0 })
    const halves = [step('none', 2.5), step('medium', 2.5)]
    const { prep_minutes, cook_minutes } = timesOf(halves)
    expect(prep_minutes! + cook_minutes!).toBeLessThanOrEqual(Math.round(2.5 + 2.5))
  })

  test('a rendered cookbook recipe carries them, within its total', () => {
    const draft = render({ recipe: recipeFor('nikujaga')!, decisions: [] })
    expect(draft.prep_minutes! + draft.cook_minutes!).toBeLessThanOrEqual(draft.total_minutes)
    expect(draft.cook_minutes).toBeGreaterThan(0)
  })
})
