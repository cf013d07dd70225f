import { describe, expect, test } from 'bun:test'
import { adapt, limitsFit, saltPerServing } from '../../../src/ai/cookbook/adapt'
import { food } from '../../../src/ai/cookbook/foods'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
import type { AuthoredRecipe } from '../../../src/ai/cookbook/types'
import { prepsBreak } from '../../../src/ai/food/asks'
import { readBrief } from '../../../src/ai/food/brief'
import { dish } from '../../../src/ai/food/dishes'
import { checkRecipe as guard } from '../../../src/ai/food/guard'
import { withSafetySteps } from '../../../src/ai/food/hazards'
import type { Lang } from '../../../src/ai/food/types'
import { chooseDish } from '../../../src/ai/offline/choose'

const cooked = (dishId: string, theme: string, lang: Lang, recipe = recipeFor(dishId)!) => {
  const brief = { ...readBrief(theme, lang), dishId }
  const a = adapt(recipe, brief, { seed: 1 })
  return { a, brief, draft: withSafetySteps(render(a), brief) }
}
const steps = (a: ReturnType<typeof cooked>['a'], lang: Lang) =>
  a.recipe.steps.map((s) => `${s[lang]} ${s.cue[lang]}`).join('\n')

describe('a condition that limits sugar or salt keeps the dish in its low version', () => {
  test.each([
    ['糖尿病の母とすき焼きを食べたい。甘いたれが心配', 'ja'],
    ['sukiyaki night with my diabetic grandpa, go easy on the sugar', 'en'],
    ['父が糖尿病なので、砂糖なしですき焼きを', 'ja'],
    ['diabetic-friendly sukiyaki for four', 'en'],
  ] as const)('%s: the sugar-free sukiyaki its authors wrote, its sauce kept', (theme, lang) => {
    const { a, brief, draft } = cooked('sukiyaki', theme, lang)
    expect(a.declined).toBeUndefined()
    expect(a.decisions.find((d) => d.kind === 'variant')).toMatchObject({ variant: 'low_sugar' })
    expect(a.recipe.ingredients.map((i) => i.food)).not.toContain('sugar')
    expect(steps(a, lang)).toMatch(/たれ|sauce/)
    expect(guard(draft, brief)).toEqual([])
  })

  test('a seared onion that sweetens is the body, not a sweetener cut for less sugar', () => {
    const { a } = cooked('sukiyaki', '甘さ控えめのすき焼き', 'ja')
    const lowered = a.decisions.find((d) => d.kind === 'lower')
    const onions = (r: AuthoredRecipe) => r.ingredients.filter((i) => i.food === 'onion').map((i) => i.amount.qty)
    expect(lowered && 'refs' in lowered ? lowered.refs : []).not.toContain('onion')
    expect(onions(a.recipe)).toEqual(
      onions({ ...a.base, ingredients: a.base.ingredients }).slice(0, onions(a.recipe).length),
    )
  })

  // A low-salt version as its authors would write it: the same body, the soy sauce halved.
  const nikujaga = recipeFor('nikujaga')!
  const lowSalt: AuthoredRecipe = {
    ...nikujaga,
    variants: [
      ...(nikujaga.variants ?? []),
      {
        id: 'low_salt',
        note: { ja: 'しょうゆを半分に。', en: 'Half the soy sauce.' },
        ingredients: nikujaga.ingredients.map((i) =>
          i.food === 'soy_sauce' ? { ...i, amount: { ...i.amount, qty: (i.amount.qty as number) / 2 } } : i,
        ),
      },
    ],
  }
  test.each([
    ['減塩中の父に肉じゃがを', 'ja'],
    ['low sodium nikujaga, doctor says cut the salt', 'en'],
  ] as const)('%s: the low-salt version is taken, not the recipe’s salt cut by a third', (theme, lang) => {
    const { a } = cooked('nikujaga', theme, lang, lowSalt)
    expect(a.decisions.find((d) => d.kind === 'variant')).toMatchObject({ variant: 'low_salt' })
    expect(a.decisions.find((d) => d.kind === 'lower' && d.what === 'salt')).toBeUndefined()
    expect(saltPerServing(a.recipe)).toBeLessThan(saltPerServing(nikujaga))
  })

  test.each([
    ['糖尿病の父に肉じゃがを', 'ja'],
    ['nikujaga for my diabetic dad', 'en'],
  ] as const)('%s: the version written without sugar keeps its own mirin, not cut again', (theme, lang) => {
    const lowSugar: AuthoredRecipe = {
      ...nikujaga,
      variants: [
        {
          id: 'low_sugar',
          note: { ja: '砂糖なし、みりん少なめ。', en: 'No sugar, less mirin.' },
          ingredients: nikujaga.ingredients.flatMap((i) =>
            i.food === 'sugar' ? [] : i.food === 'mirin' ? [{ ...i, amount: { ...i.amount, qty: 1 } }] : [i],
          ),
        },
      ],
    }
    const { a, brief } = cooked('nikujaga', theme, lang, lowSugar)
    expect(brief.lower).toContain('sugar')
    expect(a.decisions.find((d) => d.kind === 'variant')).toMatchObject({ variant: 'low_sugar' })
    expect(a.decisions.find((d) => d.kind === 'lower' && d.what === 'sugar')).toBeUndefined()
    const mirin = a.recipe.ingredients.find((i) => i.food === 'mirin')!.amount.qty as number
    expect(mirin * (nikujaga.servings / a.recipe.servings)).toBeCloseTo(1, 1)
  })

  test('without an ask for less salt the recipe is its own', () => {
    const { a } = cooked('nikujaga', '肉じゃがを作りたい', 'ja', lowSalt)
    expect(a.decisions.find((d) => d.kind === 'variant')).toBeUndefined()
  })
})

describe('a stand-in takes its own preparation, not the food it replaced', () => {
  test.each([
    ['vegan onigiri for a picnic', 'en', /skin|bone|\bflakes? (?:it|them|easily)|opaque/i],
    ['plant-based rice balls please', 'en', /skin|bone|\bflakes? (?:it|them|easily)|opaque/i],
    ['ヴィーガンのおにぎりを作りたい', 'ja', /皮と骨|身が白|ほろりと崩れる/],
    ['ヴィーガンの友だちと食べるおにぎり', 'ja', /皮と骨|身が白|ほろりと崩れる/],
  ] as const)('%s: tofu for the salmon is crumbled, not skinned, boned and flaked', (theme, lang, fishWords) => {
    // The rule itself, without the authored tuna-mayo-style version a vegan ask would take first.
    const { a, brief, draft } = cooked('onigiri', theme, lang, { ...recipeFor('onigiri')!, variants: [] })
    expect(a.recipe.ingredients.map((i) => i.food)).toContain('tofu')
    expect(steps(a, lang)).not.toMatch(fishWords)
    expect(steps(a, lang)).toMatch(/crumble|くずす/)
    expect(guard(draft, brief)).toEqual([])
  })
})

describe('the one vessel a theme names is the one the steps cook in', () => {
  const vessels = (a: ReturnType<typeof cooked>['a']) =>
    new Set(a.recipe.steps.filter((s) => s.heat !== 'none').map((s) => s.vessel))
  test.each([
    ['camping stove + one pot, feeding 4 hungry people after a hike. pasta?', 'en', /\bpot\b/, /frying pan/],
    ['one pot tomato spaghetti, just a saucepan in my dorm', 'en', /\bpot\b/, /frying pan/],
    ['キャンプで鍋ひとつ、4人でパスタを作りたい', 'ja', /鍋/, /フライパン/],
    ['鍋1つでトマトパスタを作りたい', 'ja', /鍋/, /フライパン/],
  ] as const)('%s: the frying pan of a one-pan pasta is the pot', (theme, lang, said, gone) => {
    const { a } = cooked('one_pan_pasta', theme, lang)
    expect(steps(a, lang)).toMatch(said)
    expect(steps(a, lang)).not.toMatch(gone)
    expect(vessels(a)).toEqual(new Set(['pot']))
  })

  test('one frying pan named keeps the frying pan; a pot recipe asked of one pan keeps its pot', () => {
    expect(steps(cooked('one_pan_pasta', 'one frying pan pasta', 'en').a, 'en')).toMatch(/frying pan/)
    const stew = cooked('nikujaga', 'one pan nikujaga', 'en').a
    expect(stew.recipe.steps).toEqual(cooked('nikujaga', 'nikujaga', 'en').a.recipe.steps)
  })
})

describe('with no knife, what the recipe cuts is bought ready-cut or snipped', () => {
  test.each([
    ['no knife, no cutting board, just kitchen scissors. make me a curry', 'en', 'japanese_curry'],
    ["just moved in, don't have a knife yet. nikujaga?", 'en', 'nikujaga'],
    ['包丁もまな板もない。カレーを作りたい', 'ja', 'japanese_curry'],
    ['包丁なしで肉じゃがを作りたい', 'ja', 'nikujaga'],
  ] as const)('%s: no vegetable or meat line is cut by hand', (theme, lang, dishId) => {
    const { a, brief } = cooked(dishId, theme, lang, { ...recipeFor(dishId)!, variants: [] })
    expect(brief.limits.asks).toContain('no_knife')
    const produce = a.recipe.ingredients.filter((i) =>
      ['vegetable', 'protein'].includes(food(i.food).item?.group ?? ''),
    )
    expect(produce.filter((i) => prepsBreak([i], ['no_knife']))).toEqual([])
    expect(produce.some((i) => /ready-cut|カット済み/.test(i.prep?.[lang] ?? ''))).toBe(true)
    const roux = a.recipe.ingredients.find((i) => i.food === 'curry_roux')
    if (roux) expect(roux.prep).toEqual(recipeFor(dishId)!.ingredients.find((i) => i.food === 'curry_roux')!.prep)
  })

  test('with a knife the lines keep their cuts', () => {
    const { a } = cooked('japanese_curry', 'make me a curry', 'en')
    expect(a.recipe.ingredients.map((i) => i.prep)).toEqual(recipeFor('japanese_curry')!.ingredients.map((i) => i.prep))
  })
})

describe('what a chooser weighs for a time limit and a refused preserving method', () => {
  const chosen = (theme: string, lang: Lang) => {
    const brief = readBrief(theme, lang)
    return { brief, recipe: recipeFor(chooseDish(brief, 1, theme))! }
  }
  test.each([
    ['quick dinner, 20 minutes max', 'en'],
    ['home late, dinner in 20 min please', 'en'],
    ['20分で晩ごはん', 'ja'],
    ['帰宅19:40で20時には食べたい！なんかある？', 'ja'],
  ] as const)('%s: a dish within the time that waits on no cooked rice the theme does not have', (theme, lang) => {
    const { brief, recipe } = chosen(theme, lang)
    expect(recipe.ingredients.filter((i) => i.does === 'body').map((i) => i.food)).not.toContain('rice')
    expect(limitsFit(recipe, brief).minutes).toBeLessThanOrEqual(brief.limits.minutes!)
  })

  test('cooked rice the theme says it has costs no time; one it does not, the time to cook it', () => {
    const rice = recipeFor('tamago_kake_gohan')!
    const had = readBrief('ご飯が残ってる。20分で作れる晩ごはん', 'ja')
    const none = readBrief('20分で作れる晩ごはん', 'ja')
    expect(limitsFit(rice, none).minutes - limitsFit(rice, had).minutes).toBe(40)
  })

  test.each([
    ['I want to can green beans from the garden in a water bath', 'en'],
    ['canning green beans, no pressure canner', 'en'],
    ['いんげんを瓶詰めにして常温で保存したい', 'ja'],
    ['さやいんげんを煮沸して瓶詰め保存したい', 'ja'],
  ] as const)('%s: the beans kept the safe way (the fridge pickle), not any dish of beans', (theme, lang) => {
    const { recipe } = chosen(theme, lang)
    expect(recipe.ingredients.map((i) => i.food)).toContain('green_beans')
    expect(`${dish(recipe.dish).origin.en} ${(dish(recipe.dish).aliases ?? []).join(' ')}`).toMatch(
      /pickle|fridge|freez/i,
    )
  })
})
