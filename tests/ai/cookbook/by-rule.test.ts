import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { ruledVariants } from '../../../src/ai/cookbook/by-rule'
import { briefForDish } from '../../../src/ai/cookbook/check'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { equipmentBreaks } from '../../../src/ai/food/asks'
import { readBrief } from '../../../src/ai/food/brief'
import { cookFor } from '../../../src/ai/offline/cookbook'

// Fish and chips fries two foods; its authored oven and air-fryer versions are set aside, since the
// rule is what these tests read.
const twoFoodFry = () => ({ ...recipeFor('fish_and_chips')!, variants: [] })

describe('a deep-fried dish asked without deep-frying, with no version written for it', () => {
  test('is shallow-fried in a frying pan: the oil cut, each fried step turned once, its doneness cue kept', () => {
    for (const [theme, lang] of [
      ['揚げないメンチカツ　フライパンで', 'ja'],
      ['kushikatsu, no deep frying', 'en'],
      ['アジフライ、揚げずに作りたい', 'ja'],
      ['kushikatsu, no deep frying', 'en'],
    ] as const) {
      const brief = readBrief(theme, lang)
      expect(brief.limits.asks, theme).toContain('no_deep_fry')
      // "without deep frying" is a way of cooking, not a food called "deep" ruled out.
      expect(brief.exclusions, theme).toEqual([])
      const c = cookFor({ brief, dishId: brief.dishId!, seed: 1, theme })
      expect(c.kitchen, theme).toBeUndefined()
      expect(
        c.adaptation.decisions.find((d) => d.kind === 'variant'),
        theme,
      ).toMatchObject({ variant: 'shallow_fry' })
      const steps = { ja: c.draft.steps_ja, en: c.draft.steps_en }
      expect(equipmentBreaks(steps, ['no_deep_fry']), theme).toEqual([])
      expect(c.draft.steps_ja.join(''), theme).toContain('揚げ焼き')
      expect(c.draft.steps_ja.join(''), theme).toMatch(/7\d℃以上/)
      const oil = c.adaptation.recipe.ingredients.find((i) => i.does === 'fries')!
      expect(oil.amount.qty as number, theme).toBeLessThanOrEqual(100)
    }
  }, 30_000)

  test('"no-fry" and ノンフライ ask for no deep-frying', () => {
    expect(readBrief('no-fry chicken katsu, oven baked but still crispy', 'en').limits.asks).toContain('no_deep_fry')
    expect(readBrief('ノンフライの唐揚げ', 'ja').limits.asks).toContain('no_deep_fry')
  })

  test('the frying names what it fries: its own lines, else what the last coating step coated', () => {
    const v = ruledVariants(recipeFor('karaage')!, ['no_deep_fry'])[0]!
    expect(v.steps!.filter((s) => s.vessel === 'frying_pan').every((s) => s.ja.includes('{chicken}'))).toBe(true)
  })

  test('each food keeps its own fried step: the chips get their second fry, the fish its batter', () => {
    const v = ruledVariants(twoFoodFry(), ['no_deep_fry'])[0]!
    const fried = v.steps!.filter((s) => s.vessel === 'frying_pan')
    expect(fried.map((s) => s.ja.includes('{cod}'))).toEqual([false, true, false])
    expect(fried[1]!.en).toContain('dip it in the batter')
    expect(fried[2]!.en).toMatch(/chips/)
    expect(fried[2]!.ja).toContain('チップス')
    expect(fried[0]!.en).toContain('5 mm deep')
    const said = { ja: v.steps!.map((s) => s.ja), en: v.steps!.map((s) => s.en) }
    expect(equipmentBreaks(said, ['no_deep_fry'])).toEqual([])
  })

  test('the description of a shallow-fried version no longer says it is deep-fried', () => {
    const v = ruledVariants(recipeFor('aji_fry')!, ['no_deep_fry'])[0]!
    expect(v.description!.ja).toContain('揚げ焼き')
    expect(v.description!.ja).not.toMatch(/揚げた/)
  })

  test('a device the theme names that bakes (toaster oven, air fryer) bakes it, oil brushed on, the cue kept', () => {
    for (const [theme, lang, device] of [
      ['アジフライ、揚げずにトースターで作りたい', 'ja', 'toaster_oven'],
      ['menchi katsu in the air fryer please', 'en', 'oven'],
    ] as const) {
      const brief = readBrief(theme, lang)
      const c = cookFor({ brief, dishId: brief.dishId!, seed: 1, theme })
      expect(
        c.adaptation.decisions.find((d) => d.kind === 'variant'),
        theme,
      ).toMatchObject({ variant: 'baked' })
      const recipe = c.adaptation.recipe
      expect(equipmentBreaks({ ja: c.draft.steps_ja, en: c.draft.steps_en }, ['no_deep_fry']), theme).toEqual([])
      const baked = recipe.steps.filter((s) => s.vessel === device)
      expect(baked.length, theme).toBeGreaterThan(0)
      expect(
        baked.every((s) => s.cue.temp_c),
        theme,
      ).toBe(true)
      expect(recipe.ingredients.find((i) => i.does === 'fries')!.amount.qty as number, theme).toBeLessThanOrEqual(30)
      expect(c.draft[`description_${lang}`], theme).not.toMatch(/揚げ|fried/)
    }
  }, 30_000)

  test('a food baked again is said as more colour, a food baked first is baked', () => {
    const v = ruledVariants(twoFoodFry(), ['air_fryer'])[0]!
    const baked = v.steps!.filter((s) => s.vessel === 'oven')
    expect(baked.map((s) => s.ja.includes('{potato}') || s.ja.includes('{cod}'))).toEqual([true, true, false])
  })

  test("a version the recipe's authors wrote that keeps to the ask comes before the rule's", () => {
    for (const [theme, lang] of [
      ['唐揚げ食べたい、でも揚げないで作りたい', 'ja'],
      ['tonkatsu without deep frying please', 'en'],
    ] as const) {
      const brief = readBrief(theme, lang)
      const c = cookFor({ brief, dishId: brief.dishId!, seed: 1, theme })
      const chosen = c.adaptation.decisions.find((d) => d.kind === 'variant')
      expect(chosen, theme).toBeDefined()
      expect(chosen, theme).not.toMatchObject({ variant: 'shallow_fry' })
      expect(equipmentBreaks({ ja: c.draft.steps_ja, en: c.draft.steps_en }, ['no_deep_fry']), theme).toEqual([])
    }
  })

  test('a recipe with its own version for the ask, or none deep-fried, gets none by rule', () => {
    expect(ruledVariants(recipeFor('nikujaga')!, ['no_deep_fry'])).toEqual([])
    expect(ruledVariants(recipeFor('sweet_and_sour_pork')!, [])).toEqual([])
    const a = adapt(recipeFor('sweet_and_sour_pork')!, briefForDish('sweet_and_sour_pork', {}), { seed: 1 })
    expect(a.recipe.ingredients.find((i) => i.does === 'fries')!.amount.qty).toBe(500)
  })
})

describe('a rice dish asked of a rice cooker alone, with no version written for it', () => {
  test('is cooked in the rice cooker: no hob step, the liquid to the rice line, a cue of the rice and the main', () => {
    for (const [theme, lang] of [
      ['炊飯器しかない一人暮らし。パエリア的なのできる？', 'ja'],
      ['paella but I only have a rice cooker', 'en'],
      ['函館のいかめし作りたい！炊飯器でいける？', 'ja'],
      ['ikameshi, can I do it in a rice cooker only?', 'en'],
    ] as const) {
      const brief = readBrief(theme, lang)
      expect(brief.limits.asks, theme).toContain('rice_cooker_only')
      const c = cookFor({ brief, dishId: brief.dishId!, seed: 1, theme })
      expect(c.kitchen, theme).toBeUndefined()
      expect(
        c.adaptation.decisions.find((d) => d.kind === 'variant'),
        theme,
      ).toMatchObject({
        variant: 'rice_cooker',
      })
      const heated = c.adaptation.recipe.steps.filter((s) => s.heat !== 'none')
      expect(heated.length, theme).toBeGreaterThan(0)
      expect(
        heated.every((s) => s.vessel === 'rice_cooker'),
        theme,
      ).toBe(true)
      expect(
        heated.some((s) => s.cue.temp_c),
        theme,
      ).toBe(true)
      expect(c.draft.steps_ja.join(''), theme).toContain('炊飯器')
    }
  }, 30_000)

  test('the liquid is what the cooker takes for the rice, not what a wide pan boils away', () => {
    // 300 g of rice takes 600 ml of stock in a pan, and 360 ml to the cooker's line.
    const v = ruledVariants(recipeFor('arroz_con_pollo')!, ['rice_cooker_only'])[0]!
    const stock = v.ingredients!.find((i) => i.does === 'liquid')!
    expect(stock.amount).toEqual({ qty: 360, unit: 'ml' })
    expect(v.steps!.some((s) => s.ja.includes('{rice}') && s.vessel === 'rice_cooker')).toBe(true)
  })

  test('a pot of rice cooked beside a dish is no rice dish to put in the cooker', () => {
    for (const id of ['nikujaga', 'karaage']) expect(ruledVariants(recipeFor(id)!, ['rice_cooker_only'])).toEqual([])
  })
})
