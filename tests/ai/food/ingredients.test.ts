import { describe, expect, test } from 'bun:test'
import { findIngredients, ingredient, INGREDIENTS } from '../../../src/ai/food/catalogue'
import { normalise } from '../../../src/ai/food/match'
import { type Ingredient, TRAITS, type Trait } from '../../../src/ai/food/types'

/** Forms that are really cut with a knife or torn by hand. */
const CUTTABLE = new Set(['piece', 'leaf'])

describe('ingredient catalogue', () => {
  test('is large enough to cover home cooking in every cuisine the dishes use', () => {
    expect(INGREDIENTS.length).toBeGreaterThanOrEqual(300)
  })

  test('ids are unique snake_case', () => {
    const ids = INGREDIENTS.map((i) => i.id)
    expect(ids.filter((id, n) => ids.indexOf(id) !== n)).toEqual([])
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9_]*$/)
  })

  test('no name or alias belongs to two ingredients', () => {
    const owner = new Map<string, string>()
    const clashes: string[] = []
    for (const item of INGREDIENTS) {
      const names = new Set([item.name.ja, item.name.en, ...(item.aliases ?? [])].map(normalise))
      for (const name of names) {
        const other = owner.get(name)
        if (other && other !== item.id) clashes.push(`${name}: ${other} / ${item.id}`)
        owner.set(name, item.id)
      }
    }
    expect(clashes).toEqual([])
  })

  test('every ingredient is fully described in both languages', () => {
    for (const item of INGREDIENTS) {
      const where = item.id
      expect(item.name.ja.trim(), where).not.toBe('')
      expect(item.name.en.trim(), where).not.toBe('')
      expect(item.quantity.ja.trim(), where).not.toBe('')
      expect(item.quantity.en.trim(), where).not.toBe('')
      expect(item.quantity.ja, where).not.toContain('{}')
      expect(
        item.contains.every((t) => (TRAITS as readonly string[]).includes(t)),
        where,
      ).toBe(true)
      expect(new Set(item.contains).size, where).toBe(item.contains.length)
      for (const n of [item.protein, item.salt, item.sugar, item.grams])
        if (n !== undefined) expect(n, where).toBeGreaterThanOrEqual(0)
    }
  })

  test('wheat always brings gluten', () => {
    const missing = INGREDIENTS.filter((i) => i.contains.includes('wheat') && !i.contains.includes('gluten')).map(
      (i) => i.id,
    )
    expect(missing).toEqual([])
  })

  test('only pieces and leaves are cut; powders, liquids, grains and small things never', () => {
    const wrong = INGREDIENTS.filter((i) => i.cut && !CUTTABLE.has(i.form)).map((i) => `${i.id} (${i.form})`)
    expect(wrong).toEqual([])
    for (const item of INGREDIENTS.filter((i) => i.cut)) {
      expect(item.cut!.ja.trim(), item.id).not.toBe('')
      expect(item.cut!.en.trim(), item.id).not.toBe('')
    }
  })

  test('every swap replaces a trait the ingredient has, with an ingredient that does not have it', () => {
    for (const item of INGREDIENTS) {
      for (const [trait, to] of Object.entries(item.swaps ?? {}) as Array<[Trait, string | null]>) {
        expect(item.contains, `${item.id} swaps ${trait} it does not contain`).toContain(trait)
        if (to === null) continue
        expect(() => ingredient(to), `${item.id} → ${to}`).not.toThrow()
        expect(ingredient(to).contains, `${item.id} → ${to} still has ${trait}`).not.toContain(trait)
      }
    }
  })

  test('every name finds its own ingredient', () => {
    const lost: string[] = []
    for (const item of INGREDIENTS) {
      for (const name of [item.name.ja, item.name.en, ...(item.aliases ?? [])]) {
        const found = findIngredients(name)
        if (found.length !== 1 || found[0]!.ingredient.id !== item.id)
          lost.push(`${name} → ${found.map((f) => f.ingredient.id).join(',') || 'nothing'} (want ${item.id})`)
      }
    }
    expect(lost).toEqual([])
  })
})

describe('what common foods contain', () => {
  const has = (id: string, ...traits: Trait[]) =>
    expect(ingredient(id).contains.toSorted()).toEqual(expect.arrayContaining(traits))
  const lacks = (id: string, ...traits: Trait[]) => {
    for (const t of traits) expect(ingredient(id).contains, `${id} must not have ${t}`).not.toContain(t)
  }

  test('ayu, the river fish grilled in summer, is a fish by every name, and cooked', () => {
    for (const name of ['鮎', 'あゆ', 'ayu', 'sweetfish'])
      expect(findIngredients(name)[0]?.ingredient.id, name).toBe('ayu')
    expect(ingredient('ayu').contains).toContain('fish')
    expect(ingredient('ayu').raw).toBe('cook')
  })

  test('allergens hide in sauces and stocks', () => {
    has('soy_sauce', 'soy', 'wheat', 'gluten')
    has('tamari', 'soy')
    lacks('tamari', 'wheat', 'gluten')
    has('mirin', 'alcohol')
    has('sake', 'alcohol')
    has('dashi', 'fish')
    lacks('kombu_dashi', 'fish', 'meat', 'shellfish')
    has('fish_sauce', 'fish')
    has('oyster_sauce', 'shellfish')
    has('curry_roux', 'wheat', 'gluten', 'milk')
    has('mayonnaise', 'egg')
    has('gelatin', 'meat')
    has('honey', 'honey')
  })

  test('wheat is in flour, panko, udon, ramen noodles and pancake mix', () => {
    for (const id of [
      'flour',
      'panko',
      'udon_noodles',
      'ramen_noodles',
      'pancake_mix',
      'bread',
      'gyoza_wrappers',
      'spaghetti',
    ])
      has(id, 'wheat', 'gluten')
  })

  test('buckwheat is in buckwheat flour and every soba, and in naengmyeon noodles', () => {
    for (const id of ['buckwheat_flour', 'soba_noodles', 'juwari_soba', 'naengmyeon_noodles']) has(id, 'buckwheat')
    lacks('juwari_soba', 'wheat', 'gluten')
  })

  test('look-alikes are safe for what their names suggest', () => {
    lacks('rice_flour', 'wheat', 'gluten')
    lacks('buckwheat_flour', 'wheat', 'gluten')
    lacks('soy_milk', 'milk')
    lacks('coconut_milk', 'milk', 'tree_nut')
    lacks('coconut_cream', 'milk', 'tree_nut')
    lacks('eggplant', 'egg')
    lacks('nutmeg', 'tree_nut', 'peanut')
    lacks('butternut_squash', 'tree_nut', 'peanut', 'milk')
    lacks('ginger_beer', 'alcohol')
    lacks('water_chestnut', 'tree_nut')
    lacks('cream_of_tartar', 'milk')
    lacks('butter_beans', 'milk')
    lacks('paprika_powder', 'hot_spice')
  })

  test('heat for children is marked', () => {
    for (const id of [
      'chili',
      'chili_powder',
      'gochujang',
      'doubanjiang',
      'wasabi',
      'karashi',
      'mustard',
      'sriracha',
      'chili_oil',
    ])
      has(id, 'hot_spice')
    for (const id of ['ginger', 'pepper', 'curry_powder', 'cinnamon']) lacks(id, 'hot_spice')
  })

  test('dairy, nuts, peanuts, sesame, soy, shellfish and meat where expected', () => {
    for (const id of ['butter', 'cheese', 'cream', 'milk', 'yogurt']) has(id, 'milk')
    for (const id of [
      'walnut',
      'almond',
      'cashew',
      'pistachio',
      'hazelnut',
      'pecan',
      'macadamia',
      'almond_milk',
      'marzipan',
      'praline',
    ])
      has(id, 'tree_nut')
    for (const id of ['peanut', 'peanut_butter', 'satay_sauce']) has(id, 'peanut')
    for (const id of ['sesame_oil', 'sesame', 'tahini']) has(id, 'sesame')
    for (const id of ['tofu', 'miso', 'edamame', 'natto']) has(id, 'soy')
    for (const id of ['shrimp', 'crab', 'clams']) has(id, 'shellfish')
    for (const id of ['bacon', 'ham']) has(id, 'meat')
    has('oat_milk', 'gluten')
  })

  test('the swaps the brief reader and the engine rely on exist', () => {
    expect(ingredient('soy_sauce').swaps).toMatchObject({ wheat: 'tamari', gluten: 'tamari', soy: 'coconut_aminos' })
    expect(ingredient('dashi').swaps).toMatchObject({ fish: 'kombu_dashi' })
    expect(ingredient('milk').swaps).toMatchObject({ milk: 'soy_milk' })
    expect(ingredient('soy_milk').swaps).toMatchObject({ soy: 'oat_milk' })
    expect(ingredient('flour').swaps).toMatchObject({ wheat: 'rice_flour', gluten: 'rice_flour' })
    expect(ingredient('gelatin').swaps).toMatchObject({ meat: 'kanten' })
    expect(ingredient('honey').swaps).toMatchObject({ honey: 'maple_syrup' })
    expect(ingredient('ramen_noodles').swaps).toMatchObject({ wheat: 'rice_noodles' })
    expect(ingredient(ingredient('mirin').swaps!.alcohol!).contains).not.toContain('alcohol')
  })
})

/** What the offline engine once read from an ingredient's id, now said by its entry. */
describe('how a food is cooked, said by its entry', () => {
  const says = <K extends keyof Ingredient>(field: K, value: Ingredient[K], ids: string[], not: string[]) => {
    for (const id of ids) expect(ingredient(id)[field], `${id}.${field}`).toBe(value)
    for (const id of not) expect(ingredient(id)[field], `${id}.${field}`).toBeUndefined()
  }

  test('dried pulses and tapioca pearls cook only in liquid, and only foods that must be cooked say so', () => {
    says('cooks_in', 'liquid', ['lentils', 'mung_beans', 'azuki', 'tapioca'], ['kidney_beans', 'potato', 'flour'])
    for (const i of INGREDIENTS.filter((i) => i.cooks_in)) expect(i.raw, i.id).toBe('cook')
  })

  test('stocks and dashi are stock', () => {
    says(
      'stock',
      true,
      [
        'dashi',
        'dashi_granules',
        'kombu_dashi',
        'stock',
        'chicken_stock_powder',
        'chicken_stock',
        'vegetable_stock',
        'beef_bone_stock',
      ],
      ['soy_sauce', 'fish_sauce', 'mentsuyu'],
    )
  })

  test('cooked rice and the raw rices are one staple; rice flour, koji, noodles and poha are not', () => {
    says(
      'staple',
      'rice',
      ['rice', 'short_grain_rice', 'basmati_rice', 'jasmine_rice', 'brown_rice', 'glutinous_rice'],
      ['rice_flour', 'rice_koji', 'rice_noodles', 'poha', 'quinoa'],
    )
  })
})
