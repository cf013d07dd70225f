import { describe, expect, test } from 'bun:test'
import { findIngredients, ingredient, INGREDIENTS } from '../../../src/ai/food/catalogue'
import { DISHES } from '../../../src/ai/food/dishes'
import { amountEn } from '../../../src/ai/food/dishes/part'
import { listedIds, servedRaw, starchAlongside } from '../../../src/ai/food/raw'
import { recipeLines } from '../../../src/ai/food/recipe-lines'
import type { Lang } from '../../../src/ai/food/types'
import { composeOffline } from '../../../src/ai/offline/compose'
import { lineEn, type OfflineRecipe } from '../../../src/ai/offline/recipe'
import { numbersIn } from '../../../src/ai/offline/amounts'
import { readBrief } from '../../../src/ai/offline/food'
import { planDish } from '../../../src/ai/offline/plan'
import { Kit } from '../../../src/ai/offline/cook'

/**
 * Every dish of the catalogue, cooked as its own theme in both languages, as the panel's host
 * writes it: nothing that must be cooked is served raw, no starch the method cooks in the dish is
 * served beside it, and every listed line is used in a step.
 */
const NAMES = {
  host: 'Host',
  chef: 'Chef',
  nutritionist: 'Nutritionist',
  culture: 'Culture',
  home_cook: 'Cook',
} as const

function cook(dishId: string, lang: Lang, seed: number): OfflineRecipe {
  const d = DISHES.find((x) => x.id === dishId)!
  const theme = d.name[lang]
  return JSON.parse(
    composeOffline({
      kind: 'recipe',
      lang,
      round: 3,
      role: 'host',
      theme,
      brief: readBrief(theme, lang),
      dishId,
      names: NAMES,
      seed,
      transcript: [],
    }),
  )
}

/** Reading 1,120 recipes sentence by sentence takes seconds, not milliseconds. */
const SLOW = 60_000

/** Seeds 7 and 8 between them keep and set aside each method's extra and shortcut, so both kinds of steps are read. */
const runs = DISHES.flatMap((d) =>
  (['ja', 'en'] as const).flatMap((lang) => [7, 8].map((seed) => ({ d, lang, seed, recipe: cook(d.id, lang, seed) }))),
)

describe('every dish of the catalogue through the offline engine', () => {
  test('writes no unfilled value (NaN, undefined, null) in any line', () => {
    const found = runs.flatMap(({ d, lang, recipe }) =>
      recipeLines(recipe)
        .filter(({ line }) => /\b(?:NaN|undefined|null)\b/.test(line))
        .map(({ line }) => `${d.id} (${lang}): ${line}`),
    )
    expect([...new Set(found)]).toEqual([])
  })

  test(
    'serves nothing raw that must be cooked',
    () => {
      const found = runs.flatMap(({ d, lang, seed, recipe }) =>
        servedRaw(recipe, d).map((f) => `${d.id} (${lang} theme, seed ${seed}) ${f.lang}: ${f.id} ${f.why}`),
      )
      expect([...new Set(found)]).toEqual([])
    },
    SLOW,
  )

  test(
    'never serves "alongside" a starch the method cooks in the dish',
    () => {
      const found = runs.flatMap(({ d, lang, recipe }) =>
        starchAlongside(recipe, d).map((f) => `${d.id} (${lang}) ${f.lang}: ${f.id} ${f.why}`),
      )
      expect([...new Set(found)]).toEqual([])
    },
    SLOW,
  )

  test(
    'boils no bread, and heats nothing of a dish made by blending and chilling',
    () => {
      const bread = (text: string) => findIngredients(text).some((f) => f.ingredient.group === 'bread')
      const problems = runs.flatMap(({ d, lang, recipe }) =>
        recipe.steps_en
          .flatMap((step) => [
            /\b(?:boil|simmer)\b/i.test(step) && bread(step) && `${d.id} (${lang}): ${step}`,
            d.method === 'cold_soup' &&
              /\b(?:boil|simmer|heat|fry|sweat)\b/i.test(step) &&
              `${d.id} (${lang}) heats a cold soup: ${step}`,
          ])
          .filter((p): p is string => typeof p === 'string'),
      )
      expect([...new Set(problems)]).toEqual([])
    },
    SLOW,
  )

  test(
    'serves a cold dish the way its course is served: no dessert as a starter, no drink on chilled plates',
    () => {
      const problems = runs.flatMap(({ d, recipe }) => {
        const last = recipe.steps_en.at(-1)!
        return [
          d.category !== 'dessert' && /dolce|French dessert/.test(last) && `${d.id} (${d.category}): ${last}`,
          (d.category === 'dessert' || d.category === 'drink') &&
            /as a starter/.test(last) &&
            `${d.id} (${d.category}): ${last}`,
          d.category === 'drink' && /dishes chilled|chilled plates/.test(last) && `${d.id} (drink): ${last}`,
        ].filter((p): p is string => typeof p === 'string')
      })
      expect([...new Set(problems)]).toEqual([])
    },
    SLOW,
  )

  test(
    'a soup with no fat never heats a dry pot, and nothing is sweated without fat',
    () => {
      const problems = runs.flatMap(({ d, lang, recipe }) => {
        const fat = d.ingredients.some((p) => p.role === 'fat' && listedIds(recipe, 'en').includes(p.id))
        return recipe.steps_en
          .filter((step) => !fat && (/\bsweat/i.test(step) || (d.method === 'soup' && /^Heat a pot\b/.test(step))))
          .map((step) => `${d.id} (${lang}): ${step}`)
      })
      expect([...new Set(problems)]).toEqual([])
    },
    SLOW,
  )

  test(
    'dried seaweed is soaked before anything else is done with it, and never sweated or fried',
    () => {
      const problems = runs.flatMap(({ d, lang, recipe }) => {
        const seaweed = listedIds(recipe, 'en').filter(
          (id) => /wakame|hijiki/.test(id) && /^dried /.test(ingredient(id).name.en),
        )
        return seaweed.flatMap((id) => {
          const steps = recipe.steps_en.filter((step) => findIngredients(step).some((f) => f.ingredient.id === id))
          return [
            !/^Soak\b/.test(steps[0] ?? '') && `${d.id} (${lang}): ${id} first met in "${steps[0]}"`,
            ...steps
              .filter((step) => /\b(?:sweat|fry|fried)\b/i.test(step))
              .map((step) => `${d.id} (${lang}): ${step}`),
          ].filter((p): p is string => typeof p === 'string')
        })
      })
      expect([...new Set(problems)]).toEqual([])
    },
    SLOW,
  )

  test('dried seaweed, once soaked, is called soaked: the packet name stays in the ingredient list only', () => {
    const problems = runs.flatMap(({ d, recipe }) =>
      (['ja', 'en'] as const).flatMap((lang) =>
        listedIds(recipe, lang)
          .filter((id) => /wakame|hijiki/.test(id) && /^dried /.test(ingredient(id).name.en))
          .flatMap((id) => {
            const steps = recipe[`steps_${lang}`]
            const soak = steps.findIndex((step) => findIngredients(step).some((f) => f.ingredient.id === id))
            return steps
              .slice(soak + 1)
              .filter((step) => step.includes(ingredient(id).name[lang]))
              .map((step) => `${d.id} ${lang}: ${step}`)
          }),
      ),
    )
    expect([...new Set(problems)]).toEqual([])
    const miso = runs.find(({ d, lang }) => d.id === 'miso_soup' && lang === 'en')!.recipe
    expect(miso.steps_en.join('\n')).toMatch(/soaked wakame/)
    expect(miso.steps_ja.join('\n')).toMatch(/戻したわかめ/)
  })

  test('raw rice in a soup simmers into porridge for 40 minutes or more: okayu, congee, samgyetang', () => {
    for (const { d, recipe } of runs.filter(({ d }) => ['okayu', 'congee', 'samgyetang'].includes(d.id))) {
      const rice = recipe.steps_en.find(
        (step) => /simmer over low heat for \d+ minutes/.test(step) && /rice/.test(step),
      )
      expect(Number(rice?.match(/for (\d+) minutes/)?.[1]), `${d.id}: ${rice}`).toBeGreaterThanOrEqual(40)
    }
  })

  test('a curry of pieces in yogurt marinates them, browns them apart and simmers them in the sauce, salted, with no rest off the heat', () => {
    for (const { d, recipe } of runs.filter(({ d }) => d.id === 'chicken_tikka_masala' || d.id === 'butter_chicken')) {
      const steps = recipe.steps_en.join('\n')
      expect(steps).toMatch(
        /Mix the plain yogurt with half of .* coat the chicken \w+ in it and marinate in the fridge for at least 30 minutes/,
      )
      expect(steps).toMatch(/(brown the marinated chicken|cook under a hot grill)/)
      expect(steps).toMatch(/Return the chicken \w+ to the pot/)
      expect(steps).toMatch(/Add the rest of the garam masala/)
      expect(recipe.steps_en.filter((step) => /yogurt/.test(step) && /\bfry\b/.test(step))).toEqual([])
      expect(steps).not.toMatch(/rest for 15 minutes/)
      expect(Number(recipe.steps_en.at(-1)!.match(/([\d.]+) g salt/)?.[1]), d.id).toBeGreaterThanOrEqual(1)
    }
  })

  test("a marinated curry's extra chars the pieces under the grill, and the sauce is still started in the fat", () => {
    const plan = {
      ...planDish(readBrief('Chicken tikka masala', 'en'), 'chicken_tikka_masala', 7),
      extraKept: true,
      shortcutKept: false,
    }
    const steps = plan.cooking
      .steps(new Kit(plan))
      .filter((step) => !!step)
      .map((step) => step.en)
      .join('\n')
    expect(steps).toMatch(/Lay the marinated chicken breast on a foil-lined tray and cook under a hot grill/)
    expect(steps).toMatch(/Heat the vegetable oil in a pot over medium heat and cook the onion, garlic and ginger/)
    expect(steps).not.toMatch(/rest for 15 minutes/)
  })

  test(
    "a soup's thin-slicing shortcut leaves alone the greens that only wilt at the end (ozoni's komatsuna)",
    () => {
      const problems = runs.flatMap(({ d, lang, recipe }) => {
        const thin = recipe.steps_en.find((step) => /on the thin side/.test(step))
        const wilted = recipe.steps_en
          .filter((step) => /just to heat through/.test(step))
          .flatMap((step) => findIngredients(step).map((f) => f.ingredient.id))
        return thin
          ? findIngredients(thin)
              .filter((f) => wilted.includes(f.ingredient.id))
              .map((f) => `${d.id} (${lang}): ${f.ingredient.id} in "${thin}"`)
          : []
      })
      expect([...new Set(problems)]).toEqual([])
    },
    SLOW,
  )

  test('a baked cheesecake is pressed, mixed, baked in a water bath, cooled and chilled in its tin: never poured onto a tray, the lemon in the batter', () => {
    for (const { recipe } of runs.filter(({ d }) => d.id === 'baked_cheesecake')) {
      const steps = recipe.steps_en.join('\n')
      expect(steps).toMatch(/press into the bottom of the tin/)
      expect(steps).toMatch(/juice of the lemon/)
      expect(steps).toMatch(/hot water into the tray/)
      expect(steps).toMatch(/chill for at least/)
      expect(steps).not.toMatch(/onto a (lined )?tray|between and over the layers/)
    }
  })

  test('chirashi is vinegared rice scattered with toppings cooked apart and omelette strips; bibimbap gets a fried egg, not one poured over', () => {
    for (const { d, recipe } of runs.filter(({ d }) => d.id === 'chirashi_sushi' || d.id === 'bibimbap')) {
      const steps = recipe.steps_en.join('\n')
      expect(steps).not.toMatch(/Pour the eggs, beaten, over everything/)
      if (d.id === 'bibimbap') expect(steps).toMatch(/fry over medium heat for 3 minutes, until the whites are set/)
      if (d.id === 'chirashi_sushi') {
        expect(steps).toMatch(/rice vinegar and sugar into the cooked rice/)
        expect(steps).toMatch(/slice into fine strips/)
        expect(steps).not.toMatch(/everything from the pan/)
      }
    }
  })

  test(
    'uses every listed ingredient in a step',
    () => {
      const problems: string[] = []
      for (const { d, recipe } of runs)
        for (const lang of ['ja', 'en'] as const) {
          const listed = new Set(listedIds(recipe, lang))
          const steps = recipe[`steps_${lang}`].join('\n').replace(/\(per serving:[^)]*\)|（1人分[^）]*）/g, '')
          const used = new Set(findIngredients(steps).map((f) => f.ingredient.id))
          for (const id of listed) if (!used.has(id)) problems.push(`${d.id} ${lang}: ${id} listed, never used`)
        }
      expect([...new Set(problems)]).toEqual([])
    },
    SLOW,
  )
})

describe('English ingredient lines count what they name', () => {
  test('one of a thing is singular, more than one plural, and a count word says what is counted', () => {
    const line = (amount: string, id: string) => lineEn(amount, ingredient(id))
    expect([
      line('2', 'apple'),
      line('1 1/2', 'lemon'),
      line('1', 'tomato'),
      line('2 (300 g)', 'steak'),
      line('4', 'mango'),
    ]).toEqual(['2 apples', '1 1/2 lemons', '1 tomato', '2 (300 g) beef steaks', '4 mangoes'])
    expect([
      line('2 leaves', 'bay_leaf'),
      line('1 leaf', 'bay_leaf'),
      line('2', 'umeboshi'),
      line('12', 'shrimp'),
    ]).toEqual(['2 bay leaves', '1 bay leaf', '2 umeboshi', '12 shrimp'])
    expect([amountEn('2枚', 'aburaage'), amountEn('1本', 'lemongrass'), amountEn('2本', 'corn')]).toEqual([
      '2 sheets',
      '1 stalk',
      '2 cobs',
    ])
  })

  test('across the catalogue, a count above one never names a single thing', () => {
    // Names English counts without a plural ending.
    const OWN_PLURAL = new Set(['chikuwa', 'umeboshi', 'yuzu', 'star anise', 'grilled eel', 'shrimp'])
    const wrong = new Set<string>()
    for (const d of DISHES)
      for (const servings of [4, 6]) {
        const plan = planDish(readBrief(`${d.name.en} for ${servings}`, 'en'), d.id, 7)
        for (const item of plan.items) {
          const count = /^([\d/ ]+?)\s*(\(.*\))?$/.exec(item.amount.en)
          if (!count || (numbersIn(count[1]!)[0] ?? 0) <= 1) continue
          const printed = lineEn(item.amount.en, item.ing)
          if (!/s$/.test(printed) && !OWN_PLURAL.has(item.ing.name.en)) wrong.add(`${d.id}: ${printed}`)
        }
      }
    expect([...wrong]).toEqual([])
  })
})

describe('the served-raw check reads what a cook would do', () => {
  const recipe = (steps_en: string[], lines = ['4 slices of sandwich bread', '6 rashers of bacon', '1 tomato']) => ({
    ingredients_en: lines,
    steps_en,
    ingredients_ja: [],
    steps_ja: [],
  })

  test('bacon only drained, or layered into a cold sandwich, is served raw', () => {
    expect(
      servedRaw(
        recipe([
          'Lay the bacon on paper towels for 10 minutes to drain.',
          'Layer the bacon and tomato on the sandwich bread, close and press.',
        ]),
      ).map((f) => f.id),
    ).toEqual(['bacon'])
  })

  test('bacon fried until crisp is cooked', () => {
    expect(
      servedRaw(
        recipe([
          'Fry the bacon in a dry pan for 5 minutes until crisp.',
          'Layer the bacon and tomato on the sandwich bread.',
        ]),
      ),
    ).toEqual([])
  })

  test('raw rice warmed in a microwave is raw; simmered in the stock, it is cooked', () => {
    const lines = ['1 rice-cooker cup (180 ml) of short-grain rice', '360 ml dashi stock']
    expect(
      servedRaw(recipe(['Warm the short-grain rice in the microwave (2 minutes at 600 W).'], lines)).map((f) => f.id),
    ).toEqual(['short_grain_rice'])
    expect(
      servedRaw(
        recipe(
          ['Add the short-grain rice and pour in the dashi stock.', 'Cover and cook over low heat for 15 minutes.'],
          lines,
        ),
      ),
    ).toEqual([])
  })

  test('eggs mixed into a batter are cooked when the batter is baked, and raw when it is only chilled', () => {
    const lines = ['2 eggs', '100 g plain flour']
    expect(servedRaw(recipe(['Whisk the eggs with the plain flour.', 'Bake at 170°C for 30 minutes.'], lines))).toEqual(
      [],
    )
    expect(
      servedRaw(recipe(['Whisk the eggs with the plain flour.', 'Chill for 2 hours.'], lines))
        .map((f) => f.id)
        .sort(),
    ).toEqual(['egg', 'flour'])
  })

  test('raw fish passes only where the dish is raw by definition and the recipe asks for sashimi-grade fish', () => {
    const lines = ['100 g tuna']
    const steps = ['Slice the tuna and arrange it on plates.']
    expect(servedRaw(recipe(steps, lines)).map((f) => f.id)).toEqual(['tuna'])
    expect(servedRaw(recipe(steps, lines), { servedRaw: ['tuna'] }).map((f) => f.id)).toEqual(['tuna'])
    expect(servedRaw(recipe(['Buy sashimi-grade tuna.', ...steps], lines), { servedRaw: ['tuna'] })).toEqual([])
  })

  test('a lasagne whose sheets are only warmed beside it is caught', () => {
    const lasagne = DISHES.find((d) => d.id === 'lasagna')!
    const r = recipe(
      ['Warm the lasagne sheets just before serving.', 'Divide between 2 plates with the lasagne sheets alongside.'],
      ['6 lasagne sheets'],
    )
    expect(servedRaw(r, lasagne).map((f) => f.id)).toEqual(['lasagna_sheets'])
    expect(starchAlongside(r, lasagne).map((f) => f.id)).toEqual(['lasagna_sheets'])
  })
})

describe('the catalogue says what must be cooked', () => {
  test('every meat, fish, egg, grain, noodle, flour and dough states whether it can be eaten as it comes', () => {
    const silent = INGREDIENTS.filter(
      (i) =>
        (i.group === 'protein' ||
          i.group === 'grain' ||
          i.group === 'noodle' ||
          (i.group === 'baking' && /flour|mix/.test(i.id)) ||
          /dough|pastry|wrapper/.test(i.id)) &&
        !i.raw,
    ).map((i) => i.id)
    expect(silent).toEqual([])
  })
})

describe('a swap keeps the scale of what it replaces', () => {
  const spoons = /tbsp|tsp/
  test('gluten-free katsudon coats in 2 tbsp of rice flour, as it would in 2 tbsp of plain flour', () => {
    const brief = readBrief('gluten-free katsudon', 'en')
    const plan = planDish(brief, 'katsudon', 7)
    expect(plan.items.find((i) => i.replaces?.ing.id === 'flour')?.amount.en).toBe('2 tbsp')
  })

  test(
    'across the catalogue, a spoonful swapped for something measured the same way stays a spoonful, and weight stays weight',
    () => {
      const problems: string[] = []
      for (const d of DISHES) {
        const plan = planDish(readBrief(`egg-free, dairy-free, gluten-free, nut-free ${d.name.en}`, 'en'), d.id, 7)
        for (const item of plan.items.filter((i) => i.replaces)) {
          const before = d.ingredients.find((p) => p.id === item.replaces!.ing.id)?.amount.en ?? ''
          const poured = ['powder', 'liquid', 'paste', 'grain', 'small']
          if (!poured.includes(item.ing.form) || !poured.includes(item.replaces!.ing.form)) continue
          if (spoons.test(before) && /\d\s*(g|ml)\b/.test(item.amount.en)) {
            if (!(item.ing.group === 'seasoning' && item.replaces!.ing.group === 'seasoning'))
              problems.push(`${d.id}: ${before} ${item.replaces!.ing.id} became ${item.amount.en} ${item.ing.id}`)
          }
        }
      }
      expect(problems).toEqual([])
    },
    SLOW,
  )
})

describe('the method steps use every line themselves', () => {
  test('a garnish given its knife work first is put on at the end: mugicha gets its mint, pho its herbs and lime', () => {
    for (const { d, lang, seed, recipe } of runs.filter((r) => r.d.id === 'mugicha' || r.d.id === 'pho_bo')) {
      const garnish = planDish(readBrief(d.name[lang], lang), d.id, seed)
        .items.filter((i) => i.role === 'garnish')
        .map((i) => i.ing.id)
      expect(garnish.length).toBeGreaterThan(0)
      const last = new Set(findIngredients(recipe.steps_en.at(-1)!).map((f) => f.ingredient.id))
      expect(
        garnish.filter((id) => !last.has(id)),
        `${d.id} (${lang}, seed ${seed})`,
      ).toEqual([])
    }
  })

  // Knife work alone does not use a line: what is cut must still go into the dish.
  test(
    'no dish needs the fallback step that adds forgotten lines "to finish"',
    () => {
      const left: string[] = []
      for (const d of DISHES)
        for (const lang of ['ja', 'en'] as const)
          for (const seed of [7, 8]) {
            const plan = planDish(readBrief(d.name[lang], lang), d.id, seed)
            const kit = new Kit(plan)
            plan.cooking.steps(kit)
            for (const item of [...kit.unused('ja'), ...kit.unused('en')])
              left.push(`${d.id} (${lang}, seed ${seed}): ${item.ing.id}`)
          }
      expect([...new Set(left)]).toEqual([])
    },
    SLOW,
  )
})
