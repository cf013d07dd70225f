import { describe, expect, test } from 'bun:test'
import cookbook from '../../../knowledge/cookbook.json'
import equipment from '../../../knowledge/equipment.json'
import { adapt, stepBeyond } from '../../../src/ai/cookbook/adapt'
import { briefForDish } from '../../../src/ai/cookbook/check'
import { RECIPES, recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
import type { Adaptation, AuthoredRecipe, AuthoredStep } from '../../../src/ai/cookbook/types'
import { equipmentBreaks } from '../../../src/ai/food/asks'
import type { Brief } from '../../../src/ai/food/types'

const brief = (dishId: string, asks: string[]): Brief => briefForDish(dishId, { limits: { asks } })
const step = (more: Partial<AuthoredStep>): AuthoredStep => ({
  ja: '{beef}を焼く。',
  en: 'Cook the {beef}.',
  heat: 'medium',
  vessel: 'pot',
  minutes: 1,
  cue: { ja: '焼ける', en: 'cooked' },
  ...more,
})

/**
 * Every recipe adapted under one ask with seed 1, and rendered unless declined or said it cannot keep the ask (a step
 * said it cannot keep is no silent break: only the rest are rendered and read, a third of the walk's CPU). Both walks
 * below read one pan and the toaster oven alone: those are kept, so the second walk adapts nothing again.
 */
const KEPT_ASKS = new Set(['one_pan', 'toaster_oven_only'])
const kept = new Map<string, { a: Adaptation; draft?: ReturnType<typeof render> }>()
function walked(recipe: AuthoredRecipe, ask: string) {
  const key = `${recipe.dish}/${ask}`
  const known = kept.get(key)
  if (known) return known
  const a = adapt(recipe, brief(recipe.dish, [ask]), { seed: 1 })
  const w = { a, draft: a.declined || a.decisions.some((d) => d.kind === 'cannot') ? undefined : render(a) }
  if (KEPT_ASKS.has(ask)) kept.set(key, w)
  return w
}

describe('every recipe under every kitchen ask', () => {
  test('a step whose words break the ask is beyond it whatever its tags allow', () => {
    const fried = step({
      ja: 'フライパンで{beef}を焼く。',
      en: 'Brown the {beef} in a frying pan.',
      vessel: 'frying_pan',
    })
    expect(stepBeyond([fried], ['pressure_cooker'])?.step).toBe(fried)
    const second = step({ ja: '別の鍋で湯を沸かす。', en: 'Boil water in a second pot.' })
    expect(stepBeyond([step({}), second], ['one_pan'])?.step).toBe(second)
    expect(stepBeyond([step({})], ['pressure_cooker'])).toBeNull()
  })

  test('a step tagged for a grill may say its heat without a stove', () => {
    const grilled = step({
      ja: '魚焼きグリルの中火で焼く。',
      en: 'Grill over medium heat.',
      heat: 'grill',
      vessel: 'grill',
    })
    expect(stepBeyond([grilled], ['no_stove'])).toBeNull()
    expect(stepBeyond([step({ ja: '中火で焼く。', en: 'Cook over medium heat.' })], ['no_stove'])).not.toBeNull()
  })

  test('a variant keeps to the ask, or the adapter says the step it cannot: never a silent break', () => {
    // A count or size of pots (knowledge/cookbook.json `scaling.vessels`) plans batches and rules no step out.
    const asks = equipment.asks
      .map((a) => a.id)
      .filter((id) => id === 'one_pan' || !(id in cookbook.scaling.vessels.asks))
    const silent: string[] = []
    for (const recipe of RECIPES)
      for (const ask of asks) {
        const { a, draft } = walked(recipe, ask)
        if (!draft) continue
        const broken =
          stepBeyond(a.recipe.steps, [ask]) ?? equipmentBreaks({ ja: draft.steps_ja, en: draft.steps_en }, [ask])[0]
        if (broken) silent.push(`${recipe.dish} / ${ask}`)
      }
    expect(silent).toEqual([])
  }, 60_000)

  test('what the adapter publishes under a kitchen ask keeps to it in every step, by its tags and its words', () => {
    const one = new Set<string>(cookbook.heat_needs.one_vessel.vessels)
    const hob = /\b(?:stove|stovetop|hob|frying pan|saucepan|skillet|wok|pot|pan)\b|(?<!toaster )\boven\b/i
    const hobJa = /コンロ|フライパン|(?<!土)鍋|中火|強火|弱火|オーブン(?!トースター|シート)/
    const broken: string[] = []
    for (const recipe of RECIPES) {
      const { a: pan, draft: panDraft } = walked(recipe, 'one_pan')
      if (panDraft) {
        // One pan: one vessel on the heat for the whole dish; bowls, boards, glasses and a tin lined cold do not count.
        const heated = pan.recipe.steps.filter((s) => s.heat !== 'none')
        const vessels = new Set(heated.map((s) => s.vessel).filter((v) => one.has(v)))
        if (vessels.size > 1) broken.push(`${recipe.dish} / one_pan: ${[...vessels].join(', ')}`)
      }
      const { a: toaster, draft } = walked(recipe, 'toaster_oven_only')
      if (draft) {
        const tags = toaster.recipe.steps.filter((s) => s.heat !== 'none' && s.vessel !== 'toaster_oven')
        const words = draft.steps_en.some((s) => hob.test(s)) || draft.steps_ja.some((s) => hobJa.test(s))
        if (tags.length || words) broken.push(`${recipe.dish} / toaster_oven_only`)
      }
    }
    expect(broken).toEqual([])
  }, 120_000)

  test('one pan is one vessel on the heat: a second one by its tag alone is beyond the ask', () => {
    const inPot = step({})
    const inPan = step({ vessel: 'frying_pan' })
    expect(stepBeyond([inPot, step({ heat: 'none', vessel: 'bowl' }), inPot], ['one_pan'])).toBeNull()
    expect(stepBeyond([inPot, step({ heat: 'none', vessel: 'mould' })], ['one_pan'])).toBeNull()
    expect(stepBeyond([inPot, inPan], ['one_pan'])?.step).toBe(inPan)
    expect(stepBeyond([inPot, inPan], ['no_oven'])).toBeNull()
  })

  test('a pressure-cooker ask with no version for it is said with the pan step', () => {
    const r = recipeFor('refried_beans')!
    const a = adapt(r, brief(r.dish, ['pressure_cooker']), { seed: 1 })
    expect(a.decisions.find((d) => d.kind === 'cannot')?.note.en).toContain('pressure cooker')
  })
})
