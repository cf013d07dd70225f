import { describe, expect, test } from 'bun:test'
import { checkRecipeText } from '../../../scripts/eval/evaluate'
import { readBrief } from '../../../src/ai/food/brief'
import { ingredient } from '../../../src/ai/food/catalogue'
import { DISHES, dish } from '../../../src/ai/food/dishes'
import type { Brief, Lang } from '../../../src/ai/food/types'
import { chooseDish, composeOffline } from '../../../src/ai/offline/compose'
import { planDish } from '../../../src/ai/offline/plan'
import { seedOf } from '../../../src/ai/offline/random'
import type { RecipeDraft } from '../../../src/ai/prompts'
import type { PanelRole, TurnContext } from '../../../src/ai/turn-context'

const NAMES: Record<PanelRole, string> = {
  host: 'Alex',
  chef: 'Daniel',
  nutritionist: 'Priya',
  culture: 'Elena',
  home_cook: 'Sam',
}
const ROLES: PanelRole[] = ['host', 'chef', 'nutritionist', 'culture', 'home_cook']

/** The engine's reading of a theme: its brief and the dish the panel cooks. */
function setup(theme: string, lang: Lang, seed = seedOf(theme)) {
  const brief = readBrief(theme, lang)
  return { theme, lang, seed, brief, dishId: brief.dishId ?? chooseDish(brief, seed, theme) }
}

function discussion(theme: string, lang: Lang, seed?: number) {
  const s = setup(theme, lang, seed)
  const transcript: TurnContext['transcript'] = []
  const ctx = (kind: TurnContext['kind'], round: 1 | 2 | 3, role: PanelRole): TurnContext => ({
    kind,
    round,
    role,
    names: NAMES,
    transcript: [...transcript],
    ...s,
  })
  for (const round of [1, 2, 3] as const)
    for (const role of ROLES) transcript.push({ round, role, text: composeOffline(ctx('turn', round, role)) })
  return { ...s, transcript, recipe: JSON.parse(composeOffline(ctx('recipe', 3, 'host'))) as RecipeDraft }
}

const opening = (d: ReturnType<typeof discussion>) => d.transcript[0]!.text

describe('an honest host', () => {
  test('says plainly in round 1 that a dish cannot be made without its defining ingredient, and cooks another', () => {
    const en = discussion('Egg-free tamagoyaki', 'en')
    expect(opening(en)).toMatch(/tamagoyaki cannot be made without egg/)
    expect(en.recipe.title_en.toLowerCase()).not.toContain('tamagoyaki')
    expect(checkRecipeText(en.recipe, en.brief, en.dishId).breaks).toEqual([])
    const cooked = en.recipe.title_en.toLowerCase()
    expect(opening(en).toLowerCase()).toContain(`the panel will cook ${cooked}`)
    const ja = discussion('卵を使わない卵焼き', 'ja')
    expect(opening(ja)).toContain('卵焼きは卵なしでは作れません')
    expect(ja.recipe.title_ja).not.toContain('卵焼き')
    expect(opening(ja)).toContain(`代わりに条件に合う${ja.recipe.title_ja}`)
  })

  test('cooks no soba for a buckwheat allergy, and says why', () => {
    for (const [theme, lang] of [
      ['そばアレルギーの夫にざるそばを', 'ja'],
      ['Kake soba for a guest with a buckwheat allergy', 'en'],
    ] as const) {
      const d = discussion(theme, lang)
      expect(d.brief.dishId, theme).toMatch(/soba/)
      expect(`${d.recipe.title_ja} ${d.recipe.title_en}`.toLowerCase(), theme).not.toMatch(/そば|soba|冷麺|naengmyeon/)
      expect(opening(d), theme).toMatch(lang === 'ja' ? /そばなしでは作れません/ : /cannot be made without buckwheat/)
      expect(checkRecipeText(d.recipe, d.brief, d.dishId).breaks, theme).toEqual([])
    }
  })

  test('declines a dish whose tomato, avocado or base is ruled out by name with nothing to take its place, and cooks another', () => {
    const cases = [
      [
        'I am allergic to tomatoes. Make me a margherita pizza',
        'en',
        /pizza Margherita cannot be made without canned chopped tomatoes/,
        /margherita/,
      ],
      [
        'トマトアレルギーですがマルゲリータが食べたい',
        'ja',
        /マルゲリータはカットトマト缶なしでは作れません/,
        /マルゲリータ|ピザ/,
      ],
      ['Gazpacho without tomatoes', 'en', /gazpacho cannot be made without tomatoes/, /gazpacho/],
      ['Guacamole, but I am allergic to avocado', 'en', /guacamole cannot be made without avocado/, /guacamole/],
    ] as const
    for (const [theme, lang, said, name] of cases) {
      const d = discussion(theme, lang)
      expect(opening(d), theme).toMatch(said)
      expect(d.recipe[`title_${lang}`].toLowerCase(), theme).not.toMatch(name)
      expect(opening(d), theme).toContain(
        lang === 'ja'
          ? `代わりに条件に合う${d.recipe.title_ja}`
          : `the panel will cook ${d.recipe.title_en.toLowerCase()}`,
      )
      expect(checkRecipeText(d.recipe, d.brief, d.dishId).breaks, theme).toEqual([])
    }
  }, 60_000)

  test('still cooks a dish that only loses a part it can do without, under a name that does not name it', () => {
    const d = discussion('Miso soup without wakame', 'en')
    expect(opening(d)).not.toMatch(/cannot be made/)
    expect(d.recipe.title_en).toBe('Miso soup')
    expect(d.recipe.title_ja).toBe('味噌汁')
  })

  test('a title never names a food the recipe took out: a soy-free miso soup has no tofu in its name', () => {
    const d = discussion('大豆アレルギーでも食べられる味噌汁', 'ja')
    expect(d.recipe.ingredients_ja.join(' ')).not.toContain('豆腐')
    expect(d.recipe.title_ja).toBe('大豆不使用の味噌汁')
    expect(d.recipe.title_en).toBe('Soy-free miso soup')
    expect(d.transcript.map((t) => t.text).join(' ')).not.toContain('豆腐とわかめの味噌汁')
  })

  test('says in the first turn that a theme names no food, and what the panel cooks instead', () => {
    const en = discussion('How do I fix a flat bicycle tire', 'en')
    expect(opening(en)).toMatch(/is not about food at all, so there is no dish in it to cook/)
    expect(opening(en)).toContain(`cook ${dish(en.dishId).name.en} instead`)
    const ja = discussion('自転車のパンクの直し方', 'ja')
    expect(opening(ja)).toContain('料理のテーマではなく')
    expect(opening(ja)).toContain(`代わりに${dish(ja.dishId).name.ja}を作る`)
    // A bare name the catalogue lacks may be a dish: the host says it does not know it, not that it is no food.
    // (A made-up name: the catalogue keeps growing, and any real one may join it.)
    const unknown = discussion('Blorvish', 'en')
    expect(opening(unknown)).toMatch(
      /I do not know "Blorvish" as a dish, and I will not put its name on something else/,
    )
    expect(opening(unknown)).not.toMatch(/not about food|\d{3} minutes/)
    expect(opening(discussion('ブロルヴィッシュ', 'ja'))).toContain('「ブロルヴィッシュ」という料理を私は知らない')
    // An emoji is food even when the brief reader saw none in it.
    const sushi = discussion('🍣', 'en')
    expect(opening(sushi)).not.toMatch(/not about food/)
    expect(sushi.recipe.title_en.toLowerCase()).toMatch(/sushi|maki|temaki|chirashi|inari|kaisendon/)
  })

  test("says plainly in round 1 what it cannot check (keto, low-sodium), in the theme's words", () => {
    expect(opening(discussion('keto dinner', 'en'))).toMatch(
      /"keto" is something this kitchen cannot check \(carbohydrates\)/,
    )
    expect(opening(discussion('low-sodium miso soup', 'en'))).toMatch(
      /"low-sodium" is something this kitchen cannot check/,
    )
    expect(opening(discussion('低糖質の晩ごはん', 'ja'))).toContain('「低糖質」はここでは確かめられない条件')
    expect(opening(discussion('Vegan ramen', 'en'))).not.toMatch(/cannot check/)
    // Keto now rules out sugar, rice, bread and pasta (knowledge/diets.json): choosing a dish searches the catalogue, as jain does.
  }, 30_000)

  test('says when the dish cannot fit the time the theme gives, and the recipe keeps the real time', () => {
    const d = discussion('Custard pudding in 30 minutes', 'en')
    expect(d.brief.limits.minutes).toBe(30)
    expect(opening(d)).toMatch(/needs at least .*more than the 30 minutes in the brief/)
    expect(d.recipe.steps_en.join(' ')).toMatch(/chill for at least \d+ h/)
    expect(d.transcript.at(-1)!.text).toMatch(/will not fit in 30 minutes/)
  })

  test('an overnight rest is said as overnight, never as minutes', () => {
    const long = DISHES.filter((d) => d.minutes >= 510 && ['custard', 'jelly', 'chilled', 'frozen'].includes(d.method))
    for (const d of long) {
      const brief: Brief = { ...readBrief(d.name.en, 'en'), dishId: d.id }
      const recipe = JSON.parse(
        composeOffline({
          kind: 'recipe',
          lang: 'en',
          round: 3,
          role: 'host',
          theme: d.name.en,
          brief,
          dishId: d.id,
          names: NAMES,
          seed: 1,
          transcript: [],
        }),
      ) as RecipeDraft
      expect(recipe.steps_en.join(' ')).toMatch(/overnight/)
    }
  })
})

describe('the plan', () => {
  test('children get no hot spice and no alcohol, and amounts follow the servings', () => {
    const kids = planDish({ ...readBrief('Kid-friendly mapo tofu for 4', 'en') }, 'mapo_tofu', 1)
    expect(kids.items.some((i) => i.ing.contains.includes('hot_spice') || i.ing.contains.includes('alcohol'))).toBe(
      false,
    )
    expect(kids.servings).toBe(4)
    const two = planDish({ ...readBrief('mapo tofu', 'en') }, 'mapo_tofu', 1)
    const tofu = (p: typeof two) => p.items.find((i) => i.ing.id === 'tofu')!.amount.en
    expect(tofu(kids)).not.toBe(tofu(two))
    // Eggs stay whole when scaled.
    const cake = planDish(readBrief('Birthday cake for 3', 'en'), 'sponge_cake', 1)
    const eggs = cake.items.find((i) => i.ing.form === 'egg')
    if (eggs) expect(eggs.amount.en).toMatch(/^\d+$/)
  })

  test('the same turn and seed always read the same; other seeds choose among the dishes that fit', () => {
    const a = discussion('Something cosy for a rainy evening', 'en')
    const b = discussion('Something cosy for a rainy evening', 'en')
    expect(b.transcript).toEqual(a.transcript)
    expect(b.recipe).toEqual(a.recipe)
    const brief = readBrief('Something cosy for a rainy evening', 'en')
    const dishes = new Set(
      Array.from({ length: 20 }, (_, seed) => chooseDish(brief, seed, 'Something cosy for a rainy evening')),
    )
    expect(dishes.size).toBeGreaterThan(1)
    for (const id of dishes) expect(dish(id).served).toBe('hot')
  })

  test('a protein ruled out by name is replaced by an allowed one, never left as a step with no subject', () => {
    for (const [theme, lang] of [
      ['ハラールのカツ丼', 'ja'],
      ['Katsudon, no pork please', 'en'],
    ] as const) {
      const d = discussion(theme, lang)
      const plan = planDish(d.brief, d.dishId, d.seed)
      const base = plan.items.find((i) => i.role === 'base')
      expect(base?.ing.group).toBe('protein')
      expect(base?.ing.id.startsWith('pork')).toBe(false)
      expect(checkRecipeText(d.recipe, d.brief, d.dishId)).toMatchObject({
        breaks: [],
        unused: [],
        unlisted: [],
        raw: [],
      })
      expect(d.recipe.steps_ja.some((step) => /^に|、を/.test(step))).toBe(false)
    }
  })

  test('eggs in a stir-fry or a rice bowl are scrambled, poured over, fried on top or made into omelette strips, never marinated or seared like meat', () => {
    const withEggs = DISHES.filter(
      (d) =>
        ['stir_fry', 'rice_bowl'].includes(d.method) && d.ingredients.some((p) => p.id === 'egg' && p.role === 'base'),
    )
    expect(withEggs.map((d) => d.id)).toEqual(expect.arrayContaining(['oyakodon', 'tomato_egg_stir_fry', 'pad_thai']))
    for (const d of withEggs)
      for (const seed of [1, 2, 3]) {
        const recipe = JSON.parse(
          composeOffline({
            kind: 'recipe',
            lang: 'en',
            round: 3,
            role: 'host',
            theme: d.name.en,
            brief: { ...readBrief(d.name.en, 'en'), dishId: d.id },
            dishId: d.id,
            names: NAMES,
            seed,
            transcript: [],
          }),
        ) as RecipeDraft
        const eggSteps = recipe.steps_en.filter((step) => /\beggs?\b/.test(step))
        expect(
          eggSteps.some((step) => /^(Rub|Toss|Spread|Cook) .*\beggs?\b.*(leave it|brown|until done)/.test(step)),
          `${d.id}: ${eggSteps.join(' | ')}`,
        ).toBe(false)
        expect(
          eggSteps.some((step) => /scramble|just set|whites are set|thin layer/.test(step)),
          d.id,
        ).toBe(true)
      }
  })

  test('a swap keeps a poured sauce poured: gluten-free lasagne has no "300 ml rice flour"', () => {
    const plan = planDish(readBrief('Lasagna for a coeliac friend', 'en'), 'lasagna', 1)
    const swap = plan.swaps.find((w) => w.from.id === 'white_sauce')
    expect(swap?.to?.form).toBe('liquid')
    expect(swap?.to?.contains).not.toContain('gluten')
  })

  test('a peanut or wheat allergy keeps Japanese curry a thick, seasoned roux curry: the roux becomes an allergen-free one, not bare curry powder', () => {
    for (const [theme, lang] of [
      ['友人がピーナッツアレルギーなのでカレーを作りたい', 'ja'],
      ['Gluten-free Japanese curry', 'en'],
    ] as const) {
      const d = discussion(theme, lang)
      expect(d.dishId).toBe('japanese_curry')
      const lines = [...d.recipe.ingredients_ja, ...d.recipe.ingredients_en].join('\n')
      expect(lines).toContain('allergen-free curry roux')
      expect(lines).not.toContain('curry powder')
      const salt = Number(d.recipe.steps_en.at(-1)!.match(/([\d.]+) g salt/)?.[1])
      expect(salt).toBeGreaterThanOrEqual(1)
    }
  })

  test('a leftover-rice snack cooks the rice in a real step, not beside the dish', () => {
    for (const [theme, lang] of [
      ['A snack from leftover rice', 'en'],
      ['残りご飯で作るおやつ', 'ja'],
    ] as const) {
      const d = discussion(theme, lang)
      expect(d.recipe.category).toBe('snack')
      const part = dish(d.dishId).ingredients.find((p) => p.id === 'rice')
      expect(['starch', 'base']).toContain(part?.role ?? 'none')
      expect(['rice_ball', 'fried_rice', 'savory_pancake', 'nibble', 'fried_snack']).toContain(dish(d.dishId).method)
    }
  })
})

/** Briefs every dish of the catalogue is cooked under, as a theme would state them. */
const BRIEFS: Array<[string, Lang]> = [
  ['vegan', 'en'],
  ['gluten-free', 'en'],
  ['peanut allergy', 'en'],
  ['卵アレルギー', 'ja'],
  ['乳製品不使用', 'ja'],
  ['shellfish allergy', 'en'],
  ['for kids, alcohol-free', 'en'],
  ['ハラール', 'ja'],
]

describe('every dish of the catalogue, under every kind of brief', () => {
  test('never breaks its brief, cooks every line it lists, lists every food it cooks, and cuts only what can be cut', () => {
    const problems: string[] = []
    DISHES.forEach((d, i) => {
      for (const [words, lang] of [BRIEFS[i % BRIEFS.length]!, ['', i % 2 ? 'ja' : 'en'] as [string, Lang]]) {
        const brief: Brief = { ...readBrief(`${d.name.en} ${words}`.trim(), lang), dishId: d.id }
        const recipe = JSON.parse(
          composeOffline({
            kind: 'recipe',
            lang,
            round: 3,
            role: 'host',
            theme: d.name.en,
            brief,
            dishId: d.id,
            names: NAMES,
            seed: i,
            transcript: [],
          }),
        ) as RecipeDraft
        const f = checkRecipeText(recipe, brief, d.id)
        for (const p of [...f.breaks, ...f.unused, ...f.unlisted, ...f.impossible, ...f.zeros])
          problems.push(`${d.id} (${words || 'no brief'}): ${p}`)
        for (const key of ['ingredients_ja', 'ingredients_en', 'steps_ja', 'steps_en'] as const)
          if (recipe[key].length < 4 || recipe[key].some((line) => line.length > 300))
            problems.push(`${d.id}: ${key} too short or a line too long`)
      }
    })
    expect(problems).toEqual([])
  }, 60_000)

  test('no ingredient a cut is written for lacks a cut in the catalogue', () => {
    for (const d of DISHES.slice(0, 40))
      for (const part of d.ingredients) expect(() => ingredient(part.id)).not.toThrow()
  })
})
