import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { recipeFor } from '../../../src/ai/cookbook/load'
import type { Adaptation } from '../../../src/ai/cookbook/types'
import { readBrief } from '../../../src/ai/food/brief'
import { chooseDish } from '../../../src/ai/offline/choose'

const cooked = (theme: string, lang: 'en' | 'ja') => {
  const brief = readBrief(theme, lang)
  const dish = chooseDish(brief, 1, theme)
  return { dish, a: adapt(recipeFor(dish)!, brief, { seed: 1 }), brief }
}
const said = (a: Adaptation) => a.decisions.flatMap((d) => (d.kind === 'condition' ? [d.note.en, d.note.ja] : []))
const qty = (a: Adaptation, food: string) => a.recipe.ingredients.find((i) => i.food === food)?.amount.qty
const steps = (a: Adaptation) => a.recipe.steps.map((s) => `${s.ja} ${s.en}`).join('\n')

describe('cooking with what the cook has', () => {
  test.each([
    ["company coming in an hour! i've got a sheet of puff pastry, three apples and butter. something sweet?", 'en'],
    ['パイシートとりんご3個、バターがあります。1時間以内でおやつを作りたいです', 'ja'],
  ] as const)('%s uses the pastry and the apples said, within the hour', (theme, lang) => {
    const { a } = cooked(theme, lang)
    const foods = a.recipe.ingredients.map((i) => i.food)
    expect(foods).toEqual(expect.arrayContaining(['puff_pastry', 'apple', 'butter']))
    expect(a.recipe.total_minutes).toBeLessThanOrEqual(60)
    expect(qty(a, 'apple')).toBe(3)
    expect(said(a).join(' ')).toMatch(/3 apples|りんご 3個/)
  })

  test.each([
    ['need to use up 3 eggs and some leftover rice tonight', 'en', 'egg', 3],
    ['I have half a cabbage and 200g ground pork in the fridge, what can I make for dinner?', 'en', 'ground_pork', 200],
  ] as const)('%s cooks the amount said', (theme, lang, food, n) => {
    const { a } = cooked(theme, lang)
    expect(qty(a, food)).toBe(n)
  })

  test('an appliance the cook has and wants used is the one the dish is cooked in', () => {
    const { a } = cooked('炊飯器があるのでそれを使って何か一品作ってほしいです', 'ja')
    expect(a.recipe.steps.some((s) => s.heat === 'rice_cooker' || s.vessel === 'rice_cooker')).toBe(true)
  })

  test.each(['昨日のカレーが余ったのでアレンジしたい', 'オレンジが3個あるので、何か作れますか'])(
    '%s names no microwave: アレンジ and オレンジ hold レンジ only as letters',
    (theme) => {
      expect(readBrief(theme, 'ja').uses).toBeUndefined()
    },
  )
})

describe('a microwave of another wattage', () => {
  test.each([
    ['うちの電子レンジは500Wです。レンジだけで作れるおかずを教えてください', 'ja', /500 ?W/, /1\.2/],
    ['my microwave is 700W, quick mug cake?', 'en', /700 ?W/, /0\.9/],
  ] as const)('%s times each microwave step for its wattage, aloud', (theme, lang, watts, factor) => {
    const { a } = cooked(theme, lang)
    expect(steps(a)).toMatch(watts)
    expect(steps(a)).not.toMatch(/600 ?W/)
    expect(said(a).join(' ')).toMatch(factor)
  })

  test('a mug cake at 700 W is microwaved for less than at 600 W, and its standing time is kept', () => {
    const at = (theme: string) =>
      cooked(theme, 'en')
        .a.recipe.steps.map((s) => s.en)
        .join(' ')
    expect(at('my microwave is 700W, chocolate mug cake?')).toMatch(/700 W for 1 minute 20 seconds and leave 1 minute/)
  })
})
