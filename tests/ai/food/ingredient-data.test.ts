import { describe, expect, test } from 'bun:test'
import { loadIngredients } from '../../../src/ai/food/ingredients/data'

const CUTS = {
  file: 'knowledge/cuts.json',
  data: { about: 'cuts', cuts: { bite: { ja: '一口大に切る', en: 'cut into bite-sized pieces' } } },
}

/** A dairy-group liquid, 300 ml for two. */
const liquid = (id: string, ja: string, en: string, contains: string[]) => ({
  id,
  name: { ja, en },
  contains,
  form: 'liquid',
  group: 'dairy',
  quantity: { ja: '300ml', en: '300 ml' },
  kcal: 190,
})
const milk = () => ({ ...liquid('milk', '牛乳', 'milk', ['milk']), swaps: { milk: 'soy_milk' } })
const soyMilk = () => ({ note: 'Soy, not milk.', ...liquid('soy_milk', '豆乳', 'soy milk', ['soy']) })
const chicken = () => ({
  id: 'chicken_thigh',
  name: { ja: '鶏もも肉', en: 'chicken thigh' },
  contains: ['meat', 'poultry'],
  form: 'piece',
  group: 'protein',
  quantity: { ja: '300g', en: '300 g' },
  raw: 'cook',
  cut: 'bite',
  protein: 50,
  kcal: 570,
  color: '#e8b89a',
})

const fileOf = (name: string, ...ingredients: object[]) => ({
  file: `knowledge/ingredients/${name}.json`,
  data: { about: name, ingredients },
})

/** Loads a dairy file of milk, soy milk and one changed entry, and returns the error it throws. */
function errorFor(changed: object): string {
  try {
    loadIngredients(CUTS, [fileOf('dairy', milk(), soyMilk(), changed)])
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('loaded without an error')
}

describe('the ingredient data files', () => {
  test('load in order, a named cut read from the cuts file and the notes left out', () => {
    const loaded = loadIngredients(CUTS, [fileOf('proteins', chicken()), fileOf('dairy', milk(), soyMilk())])
    expect(loaded.map((i) => i.id)).toEqual(['chicken_thigh', 'milk', 'soy_milk'])
    expect(loaded[0]!.cut).toEqual({ ja: '一口大に切る', en: 'cut into bite-sized pieces' })
    expect(loaded[2]).not.toHaveProperty('note')
    expect(Object.keys(loaded[0]!)).toEqual(Object.keys(chicken()))
  })

  test('a cut no usual cut fits is given in words, in both languages', () => {
    const own = { ...chicken(), cut: { ja: '5mm厚さに切る', en: 'slice 5 mm thick' } }
    expect(loadIngredients(CUTS, [fileOf('proteins', own)])[0]!.cut).toEqual(own.cut)
    expect(errorFor({ ...chicken(), cut: { ja: '5mm厚さに切る' } })).toContain('/cut')
  })

  test('a missing field is named with the file, the entry and its id', () => {
    const { quantity: _, ...noQuantity } = chicken()
    const message = errorFor(noQuantity)
    expect(message).toContain('knowledge/ingredients/dairy.json')
    expect(message).toContain('entry 2: chicken_thigh')
    expect(message).toContain('/ingredients/2/quantity')
  })

  test('every entry gives its energy for its usual quantity', () => {
    const { kcal: _, ...noEnergy } = chicken()
    expect(errorFor(noEnergy)).toContain('/ingredients/2/kcal')
    expect(errorFor({ ...chicken(), kcal: -1 })).toContain('/ingredients/2/kcal')
  })

  test('a name or quantity in one language only is refused', () => {
    expect(errorFor({ ...chicken(), name: { ja: '鶏もも肉' } })).toContain('/ingredients/2/name/en')
    expect(errorFor({ ...chicken(), name: { ja: '鶏もも肉', en: '' } })).toContain('/ingredients/2/name/en')
    expect(errorFor({ ...chicken(), quantity: { en: '300 g' } })).toContain('/ingredients/2/quantity/ja')
  })

  test('a field the catalogue does not know is refused', () => {
    const message = errorFor({ ...chicken(), colour: '#e8b89a' })
    expect(message).toContain('chicken_thigh')
    expect(message).toContain('/ingredients/2/colour')
  })

  test('an unknown group, form or trait is refused, saying which are known', () => {
    const group = errorFor({ ...chicken(), group: 'meat' })
    expect(group).toContain('/ingredients/2/group')
    expect(group).toContain('"meat"')
    expect(group).toContain('protein, vegetable')
    expect(errorFor({ ...chicken(), form: 'slab' })).toContain('/ingredients/2/form must be one of piece, leaf')
    expect(errorFor({ ...chicken(), contains: ['meat', 'chicken'] })).toContain('/ingredients/2/contains/1')
    expect(errorFor({ ...chicken(), contains: ['meat', 'meat'] })).toContain('/ingredients/2/contains')
  })

  test('values out of their range are refused', () => {
    expect(errorFor({ ...chicken(), protein: -1 })).toContain('/ingredients/2/protein')
    expect(errorFor({ ...chicken(), raw: 'raw' })).toContain('/ingredients/2/raw')
    expect(errorFor({ ...chicken(), season: ['monsoon'] })).toContain('/ingredients/2/season/0')
    expect(errorFor({ ...chicken(), color: 'pink' })).toContain('/ingredients/2/color')
    expect(errorFor({ ...chicken(), id: 'Chicken Thigh' })).toContain('/ingredients/2/id')
  })

  test('how a food is cooked is one of the known ways, and a liquid-only food is one that must be cooked', () => {
    const cooked = { ...chicken(), cooks_in: 'liquid', staple: 'rice', stock: true }
    expect(() => loadIngredients(CUTS, [fileOf('proteins', cooked)])).not.toThrow()
    expect(errorFor({ ...chicken(), raw: 'raw' })).toContain('/ingredients/2/raw must be one of cook, ready, not "raw"')
    expect(errorFor({ ...chicken(), cooks_in: 'oil' })).toContain('/ingredients/2/cooks_in must be liquid')
    expect(errorFor({ ...chicken(), staple: 'bread' })).toContain('/ingredients/2/staple must be rice')
    expect(errorFor({ ...chicken(), stock: 'yes' })).toContain('/ingredients/2/stock')
    // The generator's cooking flags went with it: nothing reads them, so a file may not carry them.
    for (const field of ['salad', 'sets', 'marinade', 'roux', 'thickens', 'soup', 'boil', 'pops'])
      expect(errorFor({ ...chicken(), [field]: true })).toContain('/ingredients/2')
    expect(errorFor({ ...chicken(), raw: 'ready', cooks_in: 'liquid' })).toBe(
      "knowledge/ingredients/dairy.json (chicken_thigh): cooks only in liquid, but need not be cooked (raw is not 'cook')",
    )
  })

  test('a cut the cuts file does not name is refused', () => {
    const message = errorFor({ ...chicken(), cut: 'bitesize' })
    expect(message).toContain('knowledge/ingredients/dairy.json (chicken_thigh)')
    expect(message).toContain('"bitesize"')
    expect(message).toContain('knowledge/cuts.json')
  })

  test('an id used twice is refused, naming both files', () => {
    const twice = () => loadIngredients(CUTS, [fileOf('dairy', milk(), soyMilk()), fileOf('drinks', soyMilk())])
    expect(twice).toThrow(
      'knowledge/ingredients/drinks.json (soy_milk): the id is also in knowledge/ingredients/dairy.json',
    )
  })

  test('a swap must name an ingredient that lacks the trait, for a trait the ingredient has', () => {
    expect(errorFor({ ...chicken(), swaps: { meat: 'tofu' } })).toBe(
      'knowledge/ingredients/dairy.json (chicken_thigh): swaps meat for "tofu", which is no ingredient',
    )
    expect(errorFor({ ...chicken(), swaps: { egg: null } })).toBe(
      'knowledge/ingredients/dairy.json (chicken_thigh): swaps egg, which it does not contain',
    )
    const cream = { ...liquid('cream', '生クリーム', 'cream', ['milk']), swaps: { milk: 'milk' } }
    expect(errorFor(cream)).toBe('knowledge/ingredients/dairy.json (cream): swaps milk for "milk", which contains it')
    const goodSwaps = { ...chicken(), swaps: { meat: 'soy_milk', poultry: null } }
    expect(() => loadIngredients(CUTS, [fileOf('dairy', milk(), soyMilk(), goodSwaps)])).not.toThrow()
    expect(errorFor({ ...chicken(), swaps: { spicy: null } })).toContain('/ingredients/2/swaps')
  })

  test('a file must say what it holds and list its ingredients', () => {
    expect(() => loadIngredients(CUTS, [{ file: 'knowledge/ingredients/x.json', data: { ingredients: [] } }])).toThrow(
      'knowledge/ingredients/x.json: /about',
    )
  })

  test('the cuts file gives every cut in both languages', () => {
    const halfCut = { file: 'knowledge/cuts.json', data: { about: 'cuts', cuts: { bite: { ja: '一口大に切る' } } } }
    expect(() => loadIngredients(halfCut, [])).toThrow('knowledge/cuts.json: /cuts/bite/en')
  })
})
