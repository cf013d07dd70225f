import { describe, expect, test } from 'bun:test'
import { equipmentBreaks, readEquipmentAsks } from '../../../src/ai/food/asks'
import { readBrief } from '../../../src/ai/food/brief'
import { checkRecipe as guard } from '../../../src/ai/food/guard'
import type { Lang } from '../../../src/ai/food/types'
import { cookFor } from '../../../src/ai/offline/cookbook'
import { seedOf } from '../../../src/ai/offline/random'

/** What the offline panel publishes for a theme, as the engine reads it. */
function cooked(theme: string, lang: Lang) {
  const brief = readBrief(theme, lang)
  const c = cookFor({ brief, dishId: brief.dishId!, seed: seedOf(theme), theme })
  const variant = c.adaptation.decisions.find((d) => d.kind === 'variant')
  const steps = [...c.draft.steps_ja, ...c.draft.steps_en].join('\n')
  return { ...c, variant: variant?.kind === 'variant' ? variant.variant : undefined, steps }
}

describe('a dish whose defining food is ruled out is cooked in its well-known version, not declined', () => {
  test.each([
    ['dairy allergy in our house but eggs are fine. could you do a chicken macaroni gratin?', 'en'],
    ['乳製品がだめな娘のためにマカロニグラタンを焼きたい', 'ja'],
  ] as const)('%s: soy-milk white sauce under a crumb top', (theme, lang) => {
    const c = cooked(theme, lang)
    expect(c.asked).toBeUndefined()
    expect(c.adaptation.recipe.dish).toBe('macaroni_gratin')
    expect(c.variant).toBe('dairy_free_soy_milk')
    expect(c.adaptation.recipe.ingredients.map((i) => i.food)).toContain('soy_milk')
    expect(guard(c.draft, c.brief)).toEqual([])
  })

  test('paella for the family, but my partner has a shellfish allergy: the fish paella, no shellfish', () => {
    const c = cooked('paella for the family, but my partner has a shellfish allergy', 'en')
    expect(c.asked).toBeUndefined()
    expect(c.variant).toBe('fish_only')
    expect(c.adaptation.recipe.ingredients.map((i) => i.food)).toContain('cod')
    expect(guard(c.draft, c.brief)).toEqual([])
  })

  test.each([['エビやカニ、貝がだめなのでパエリアを魚介なしで', 'ja']] as const)(
    '%s: paella valenciana, chicken and beans',
    (theme, lang) => {
      const c = cooked(theme, lang)
      expect(c.asked).toBeUndefined()
      expect(c.variant).toBe('valenciana')
      expect(c.adaptation.recipe.ingredients.map((i) => i.food)).toEqual(
        expect.arrayContaining(['chicken_thigh', 'green_beans']),
      )
      expect(`${c.draft.title_ja} ${c.draft.title_en}`).not.toMatch(/seafood|シーフード/i)
      expect(guard(c.draft, c.brief)).toEqual([])
    },
  )
})

describe('a dish left too slight or without its base by a restriction keeps the dish in its usual free-of version', () => {
  test.each([
    ['大豆アレルギーの娘に朝ごはんの焼き鮭を', 'ja', 'salmon_shioyaki', 'soy_free'],
    ['焼きなすを作りたい。魚アレルギーなのでかつお節なしで', 'ja', 'yaki_nasu', 'no_bonito'],
    ['thin French crepes for brunch, my niece cannot have eggs', 'en', 'crepes', 'egg_free'],
    ['牛乳アレルギーでも食べられる牛乳プリン風のおやつ', 'ja', 'milk_pudding', 'soy_milk'],
    ['arroz con leche for a friend who is lactose intolerant', 'en', 'arroz_con_leche', 'coconut'],
  ] as const)('%s', (theme, lang, dish, variant) => {
    const c = cooked(theme, lang)
    expect(c.asked).toBeUndefined()
    expect(c.adaptation.recipe.dish).toBe(dish)
    expect(c.variant).toBe(variant)
    expect(guard(c.draft, c.brief)).toEqual([])
  })
})

describe('an ask about the kitchen or a form of a food reaches the version written for it', () => {
  test.each([
    ['spring rolls from the toaster oven, crispy, no pot of oil', 'en'],
    ['春巻きをオーブントースターで焼いてみたい', 'ja'],
  ] as const)('%s: the named spring rolls, brushed with oil and baked', (theme, lang) => {
    const c = cooked(theme, lang)
    expect(c.brief.limits.asks).toContain('toaster_oven')
    expect(c.adaptation.recipe.dish).toBe('harumaki')
    expect(c.variant).toBe('toaster_baked')
    expect(c.kitchen).toBeUndefined()
    expect(c.steps).toMatch(/toaster oven/)
    expect(equipmentBreaks({ ja: c.draft.steps_ja, en: c.draft.steps_en }, ['no_deep_fry'])).toEqual([])
  })

  test('tamagoyaki with no square pan folds its sides in a round one', () => {
    const c = cooked('玉子焼き器がないけど、丸型のフライパンで卵焼きを巻きたい', 'ja')
    expect(c.variant).toBe('round_pan')
    expect(c.steps).not.toMatch(/卵焼き器|square pan/)
    expect(c.steps).toMatch(/左右.*折/)
  })

  test('falafel from tinned chickpeas dries them, binds with flour and chills, and never soaks them', () => {
    const c = cooked('falafel tonight with tinned chickpeas from the pantry?', 'en')
    expect(c.variant).toBe('canned_chickpeas')
    expect([...c.draft.ingredients_en, c.steps].join('\n')).not.toMatch(/soaked overnight|not tinned/)
    expect(c.steps).toMatch(/pat thoroughly dry/)
  })

  test('falafel with nothing said of the chickpeas starts from dried ones soaked overnight', () => {
    const c = cooked('a plate of falafel with tahini sauce', 'en')
    expect(c.variant).toBeUndefined()
    expect(c.adaptation.recipe.ingredients.map((i) => i.food)).toContain('dried_chickpeas')
  })

  test.each([
    ['a big tray of gyoza to keep in the freezer', 'en', 'gyoza'],
    ['ピエロギをたくさん包んで冷凍保存しておきたい', 'ja', 'pierogi'],
    ['chocolate chip cookies: can I make the dough ahead and freeze it?', 'en', 'chocolate_chip_cookies'],
  ] as const)('%s: frozen apart on a tray, bagged, cooked from frozen', (theme, lang, dish) => {
    const c = cooked(theme, lang)
    expect(c.brief.limits.asks).toContain('freeze_ahead')
    expect(c.adaptation.recipe.dish).toBe(dish)
    expect(c.steps).toMatch(/freezer bag/)
    expect(c.steps).toMatch(/冷凍用保存袋/)
    expect(c.steps).toMatch(/from frozen|the frozen|still frozen|do not thaw/)
  })
})

describe('reading the asks', () => {
  test('store-bought frozen food and a freezer is not an ask to freeze ahead', () => {
    expect(readEquipmentAsks('冷凍うどんで簡単なお昼')).toEqual([])
    expect(readEquipmentAsks('frozen peas and rice for dinner')).toEqual([])
  })

  test('frying words, not the oil or fried tofu, break an ask for no deep-frying', () => {
    const steps = (ja: string, en: string) => equipmentBreaks({ ja: [ja], en: [en] }, ['no_deep_fry'])
    expect(steps('油揚げと厚揚げを煮る。', 'Simmer the fried tofu.')).toEqual([])
    expect(steps('サラダ油を170℃に熱し、揚げる。', 'Heat the oil to 170 °C and fry.')).toHaveLength(2)
  })
})
