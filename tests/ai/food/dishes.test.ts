import { describe, expect, test } from 'bun:test'
import { INGREDIENTS, ingredient } from '../../../src/ai/food/catalogue'
import { DISHES, dish } from '../../../src/ai/food/dishes'
import { amountEn, dishesFrom } from '../../../src/ai/food/dishes/data'
import { type Category, type Dish, METHODS, type Role, TRAITS, type Trait } from '../../../src/ai/food/types'

/** Names are compared as a reader would type them: width-folded, lower-case, trimmed. */
const norm = (s: string) => s.normalize('NFKC').toLowerCase().trim()
const JAPANESE_SCRIPT = /[\u3040-\u30ff\u3400-\u9fff]/

const known = new Set(INGREDIENTS.map((i) => i.id))
const traitsOf = (id: string): readonly Trait[] => (known.has(id) ? ingredient(id).contains : [])
const DRINK_METHODS = new Set(['cooler', 'smoothie', 'hot_drink'])
const SEASONS = new Set(['spring', 'summer', 'autumn', 'winter'])

/** Every failure at once, so one run shows all the data to fix. */
function problems(check: (d: Dish) => Array<string | false | undefined>): string[] {
  return DISHES.flatMap((d) =>
    check(d)
      .filter((x): x is string => typeof x === 'string')
      .map((x) => `${d.id}: ${x}`),
  )
}

describe('dish catalogue', () => {
  test('has at least 160 dishes with the minimum per category', () => {
    expect(DISHES.length).toBeGreaterThanOrEqual(160)
    const count = (c: Category) => DISHES.filter((d) => d.category === c).length
    expect(count('main')).toBeGreaterThanOrEqual(70)
    expect(count('dessert')).toBeGreaterThanOrEqual(35)
    expect(count('drink')).toBeGreaterThanOrEqual(25)
    expect(count('snack')).toBeGreaterThanOrEqual(25)
  })

  test('ids are unique snake_case, and dish(id) finds each one and throws on others', () => {
    const seen = new Set<string>()
    const dupes = DISHES.filter((d) => {
      if (seen.has(d.id)) return true
      seen.add(d.id)
      return false
    }).map((d) => d.id)
    expect(dupes).toEqual([])
    expect(DISHES.filter((d) => !/^[a-z][a-z0-9_]*$/.test(d.id)).map((d) => d.id)).toEqual([])
    for (const d of DISHES) expect(dish(d.id)).toBe(d)
    expect(() => dish('no_such_dish')).toThrow()
  })

  test('no two dishes share a name or alias', () => {
    const owner = new Map<string, string>()
    const clashes: string[] = []
    for (const d of DISHES) {
      const names = new Set([d.name.ja, d.name.en, ...(d.aliases ?? [])].map(norm))
      for (const n of names) {
        const other = owner.get(n)
        if (other && other !== d.id) clashes.push(`"${n}": ${other} and ${d.id}`)
        else owner.set(n, d.id)
      }
    }
    expect(clashes).toEqual([])
  })

  test('every alias is a word someone would type: letters or digits, nothing stray around it', () => {
    expect(
      problems((d) =>
        (d.aliases ?? []).map(
          (a) =>
            (!/[\p{L}\p{N}]/u.test(a) || a !== a.trim() || /^[\p{P}\s]|[,"]\s*$/u.test(a)) &&
            `alias ${JSON.stringify(a)}`,
        ),
      ),
    ).toEqual([])
  })

  test("no alias is an ingredient's own name (a dish is not its ingredient)", () => {
    const ingredientNames = new Map<string, string>()
    for (const i of INGREDIENTS)
      for (const n of [i.name.ja, i.name.en, ...(i.aliases ?? [])]) ingredientNames.set(norm(n), i.id)
    expect(
      problems((d) =>
        (d.aliases ?? []).map(
          (a) => ingredientNames.has(norm(a)) && `alias "${a}" names ingredient ${ingredientNames.get(norm(a))}`,
        ),
      ),
    ).toEqual([])
  })

  test('names, aliases and origins are given in both languages', () => {
    expect(
      problems((d) => [
        !(d.name.ja && JAPANESE_SCRIPT.test(d.name.ja)) && 'Japanese name missing',
        !(d.name.en && !JAPANESE_SCRIPT.test(d.name.en)) && 'English name missing',
        !(d.aliases ?? []).some((a) => JAPANESE_SCRIPT.test(a)) && 'no Japanese alias',
        !(d.aliases ?? []).some((a) => !JAPANESE_SCRIPT.test(a)) && 'no English alias',
        !(d.origin.ja.length >= 10 && JAPANESE_SCRIPT.test(d.origin.ja)) && 'Japanese origin missing',
        !(d.origin.en.length >= 10 && !JAPANESE_SCRIPT.test(d.origin.en)) && 'English origin missing',
      ]),
    ).toEqual([])
  })

  test('every ingredient exists in the catalogue, once per dish, with an amount in both languages', () => {
    expect(
      problems((d) => [
        d.ingredients.length < 3 && 'fewer than 3 ingredients',
        ...d.ingredients.map((p) => !known.has(p.id) && `unknown ingredient ${p.id}`),
        ...d.ingredients.map((p, i) => d.ingredients.findIndex((q) => q.id === p.id) !== i && `${p.id} listed twice`),
        ...d.ingredients.map((p) => !(p.amount.ja.trim() && p.amount.en.trim()) && `${p.id} without an amount`),
        ...d.ingredients.map((p) => JAPANESE_SCRIPT.test(p.amount.en) && `${p.id} English amount "${p.amount.en}"`),
        ...d.ingredients.map((p) => /^0(\s|g|ml|$)/.test(p.amount.en) && `${p.id} zero amount`),
      ]),
    ).toEqual([])
  })

  test("a dish's own cut is only given to an ingredient a knife can cut, in both languages", () => {
    expect(
      problems((d) =>
        d.ingredients.map(
          (p) =>
            p.cut &&
            (!ingredient(p.id).cut || !p.cut.ja.trim() || !p.cut.en.trim() || JAPANESE_SCRIPT.test(p.cut.en)) &&
            `${p.id} cut "${p.cut.en}"`,
        ),
      ),
    ).toEqual([])
  })

  test("every role is one the dish's method knows how to cook", () => {
    expect(
      problems((d) => {
        const allowed: readonly Role[] = METHODS[d.method]
        return d.ingredients.map((p) => !allowed.includes(p.role) && `${p.id} as ${p.role} in ${d.method}`)
      }),
    ).toEqual([])
  })

  test('swaps replace an ingredient of the dish that has the trait with one that has not', () => {
    expect(
      problems((d) =>
        Object.entries(d.swaps ?? {}).flatMap(([trait, list]) => [
          !TRAITS.includes(trait as Trait) && `unknown trait ${trait}`,
          ...(list ?? []).flatMap(({ from, to }) => [
            !d.ingredients.some((p) => p.id === from) && `swap from ${from}, which the dish does not use`,
            known.has(from) &&
              !traitsOf(from).includes(trait as Trait) &&
              `swap of ${from} for ${trait}, which it does not contain`,
            to !== null && !known.has(to) && `swap to unknown ${to}`,
            to !== null &&
              traitsOf(to).includes(trait as Trait) &&
              `swap of ${from} to ${to}, which also contains ${trait}`,
            to !== null &&
              d.ingredients.some((p) => p.id === to) &&
              `swap of ${from} to ${to}, which the dish already has`,
          ]),
        ]),
      ),
    ).toEqual([])
  })

  test('a wheat swap is also given for gluten, since a gluten-free brief names only gluten', () => {
    expect(
      problems((d) =>
        (d.swaps?.wheat ?? [])
          .filter((s) => traitsOf(s.from).includes('gluten'))
          .map(
            (s) => !d.swaps?.gluten?.some((g) => g.from === s.from) && `wheat swap of ${s.from} without a gluten swap`,
          ),
      ),
    ).toEqual([])
  })

  test('what sets a pudding or jelly is swapped for something that sets, unless the dish is defined by it', () => {
    expect(
      problems((d) =>
        d.ingredients
          .filter((p) => p.role === 'setting')
          .flatMap((p) =>
            traitsOf(p.id)
              .filter((t) => !(d.defining ?? []).includes(t))
              .map((t) => {
                // Ruling out an animal (pork) takes the swap a meat would: gelatin's kanten.
                const swap = [t, ...(['pork', 'beef', 'poultry'].includes(t) ? (['meat'] as const) : [])]
                  .flatMap((x) => d.swaps?.[x] ?? [])
                  .find((s) => s.from === p.id)
                // The adapter takes the catalogue's own swap after the dish's: agar ruled out as seaweed sets with gelatin.
                const own = known.has(p.id) ? ingredient(p.id).swaps?.[t] : undefined
                return (!swap || swap.to === null) && !own && `setting ${p.id} has no ${t}-free replacement that sets`
              }),
          ),
      ),
    ).toEqual([])
  })

  test('defining traits are really in the dish', () => {
    expect(
      problems((d) =>
        (d.defining ?? []).map(
          (t) => !d.ingredients.some((p) => traitsOf(p.id).includes(t)) && `defined by ${t} but nothing has it`,
        ),
      ),
    ).toEqual([])
  })

  test('times are realistic: positive, and what sets or freezes is given its time', () => {
    expect(
      problems((d) => [
        !(Number.isInteger(d.minutes) && d.minutes > 0) && `minutes ${d.minutes}`,
        (d.method === 'jelly' ||
          d.method === 'custard' ||
          (d.method === 'chilled' && d.ingredients.some((p) => p.role === 'setting'))) &&
          d.served === 'cold' &&
          d.minutes < 120 &&
          `sets in the fridge but takes only ${d.minutes} minutes`,
        d.method === 'frozen' &&
          !d.ingredients.some((p) => p.role === 'ice') &&
          d.minutes < 180 &&
          `freezes but takes only ${d.minutes} minutes`,
        d.category === 'main' && d.minutes < 10 && 'a main in under 10 minutes',
      ]),
    ).toEqual([])
  })

  test('category, method and serving temperature agree', () => {
    expect(
      problems((d) => [
        d.category === 'drink' && !DRINK_METHODS.has(d.method) && `a drink made by ${d.method}`,
        d.category !== 'drink' && DRINK_METHODS.has(d.method) && `a ${d.category} made by ${d.method}`,
        d.method === 'hot_drink' && d.served !== 'hot' && 'a hot drink not served hot',
        d.category === 'drink' && d.served === 'hot' && d.method !== 'hot_drink' && 'a hot drink not made as one',
        d.method === 'frozen' && d.served !== 'cold' && 'a frozen dessert not served cold',
        d.method === 'cold_noodle' && d.served === 'hot' && 'cold noodles served hot',
        d.method === 'noodle_soup' && d.served !== 'hot' && 'noodle soup not served hot',
        d.ingredients.some((p) => p.role === 'ice') && d.served !== 'cold' && 'ice in a dish not served cold',
        ...(d.season ?? []).map((s) => !SEASONS.has(s) && `season ${s}`),
      ]),
    ).toEqual([])
  })

  test('the dishes the issue names are cooked as those dishes', () => {
    const uses = (id: string, ingredientId: string) => dish(id).ingredients.some((p) => p.id === ingredientId)
    expect(dish('hiyashi_chuka')).toMatchObject({ method: 'cold_noodle', served: 'cold', category: 'main' })
    expect(
      uses('hiyashi_chuka', 'ramen_noodles') && uses('hiyashi_chuka', 'cucumber') && uses('hiyashi_chuka', 'egg'),
    ).toBe(true)
    expect(dish('sundubu_jjigae')).toMatchObject({ method: 'soup', served: 'hot', cuisine: 'korean' })
    expect(uses('sundubu_jjigae', 'silken_tofu') && uses('sundubu_jjigae', 'gochugaru')).toBe(true)
    expect(dish('pad_thai')).toMatchObject({ method: 'stir_fry', cuisine: 'thai' })
    expect(uses('pad_thai', 'rice_noodles') && uses('pad_thai', 'tamarind')).toBe(true)
    expect(dish('pumpkin_croquettes')).toMatchObject({ method: 'deep_fry', category: 'snack' })
    expect(uses('pumpkin_croquettes', 'pumpkin') && uses('pumpkin_croquettes', 'panko')).toBe(true)
    expect(dish('sparkling_mocktail')).toMatchObject({ category: 'drink', served: 'cold' })
    expect(dish('sparkling_mocktail').ingredients.some((p) => p.role === 'mixer' && p.id === 'sparkling_water')).toBe(
      true,
    )
    expect(dish('sparkling_mocktail').ingredients.some((p) => traitsOf(p.id).includes('alcohol'))).toBe(false)
    expect(dish('custard_pudding').swaps?.egg?.[0]).toMatchObject({ from: 'egg' })
    // Long-grain dishes are not cooked with sticky short-grain rice.
    expect(uses('chicken_biryani', 'basmati_rice') && uses('khao_man_gai', 'jasmine_rice')).toBe(true)
    expect(uses('chicken_biryani', 'short_grain_rice') || uses('khao_man_gai', 'short_grain_rice')).toBe(false)
  })

  test('English amounts follow the Japanese ones, and an amount no rule knows is refused', () => {
    expect(amountEn('300g')).toBe('300 g')
    expect(amountEn('大さじ1/2')).toBe('1/2 tbsp')
    expect(amountEn('1/2束')).toBe('1/2 bunch')
    expect(amountEn('2束')).toBe('2 bunches')
    expect(amountEn('1合')).toBe('1 rice-cooker cup (180 ml)')
    expect(amountEn('1/2合')).toBe('1/2 rice-cooker cup (90 ml)')
    expect(amountEn('1.5合')).toBe('1.5 rice-cooker cups (270 ml)')
    expect(amountEn('2枚', 'nori')).toBe('2 sheets')
    expect(amountEn('4枚', 'tortilla')).toBe('4')
    expect(amountEn('1/2個（100g）')).toBe('1/2 (100 g)')
    expect(amountEn('揚げ油適量')).toBe('oil for deep-frying')
    expect(() => amountEn('ひと握り')).toThrow()
  })

  test('an amount no unit reads stops the start naming the file and the dish', () => {
    const { id, name, category, cuisine, method, served, minutes, origin } = dish('karaage')
    const entry = { id, name, category, cuisine, method, served, minutes, origin }
    const parts = [
      { id: 'chicken_thigh', amount: '300g', role: 'base' },
      { id: 'salt', amount: '1個（ひと握り）', role: 'seasoning' },
    ]
    expect(() =>
      dishesFrom('knowledge/dishes/x.json', { about: 'x', dishes: [{ ...entry, ingredients: parts }] }),
    ).toThrow('knowledge/dishes/x.json (entry karaage): dish amount without an English form: ひと握り')
  })
})
