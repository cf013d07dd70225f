import { describe, expect, test } from 'bun:test'
import { type FreshRun, templated } from '../../../scripts/eval/fresh'
import { readBrief } from '../../../src/ai/food/brief'
import { ingredient } from '../../../src/ai/food/catalogue'
import { DISHES } from '../../../src/ai/food/dishes'
import type { Lang } from '../../../src/ai/food/types'
import { chooseDish, composeOffline } from '../../../src/ai/offline/compose'
import { seedOf } from '../../../src/ai/offline/random'
import type { PanelRole, TurnContext } from '../../../src/ai/turn-context'

const NAMES: Record<PanelRole, string> = {
  host: 'Alex',
  chef: 'Daniel',
  nutritionist: 'Priya',
  culture: 'Elena',
  home_cook: 'Sam',
}
const ROLES: PanelRole[] = ['host', 'chef', 'nutritionist', 'culture', 'home_cook']

/** Every turn of a discussion of `theme`, composed as the offline panel says it. */
function transcript(theme: string, lang: Lang) {
  const seed = seedOf(theme)
  const brief = readBrief(theme, lang)
  const dishId = brief.dishId ?? chooseDish(brief, seed, theme)
  const turns: TurnContext['transcript'] = []
  for (const round of [1, 2, 3] as const)
    for (const role of ROLES)
      turns.push({
        round,
        role,
        text: composeOffline({
          kind: 'turn',
          lang,
          round,
          role,
          theme,
          brief,
          dishId,
          names: NAMES,
          seed,
          transcript: [...turns],
        }),
      })
  return { theme, lang, brief, turns }
}

// A spread of the catalogue, named plainly in each language: dishes of every method and cuisine.
const SAMPLE = DISHES.filter((_, i) => i % 40 === 0)
const runs = (['ja', 'en'] as const).flatMap((lang) =>
  SAMPLE.map((d) => ({ dish: d, ...transcript(d.name[lang], lang) })),
)

describe('a panel, not a template', () => {
  test('at most 10% of sentences read the same in three or more discussions once names and numbers are masked', () => {
    const fresh: FreshRun[] = runs.map((r) => ({
      theme: { lang: r.lang, theme: r.theme, expect: {} } as never,
      transcript: r.turns,
      recipe: null,
      ending: null,
      dish: r.dish.name[r.lang],
    }))
    for (const lang of ['ja', 'en'] as const) expect(templated(fresh, lang).share, lang).toBeLessThanOrEqual(0.1)
  })

  test('after the opening, no turn names the dish more than twice', () => {
    for (const r of runs)
      for (const t of r.turns.slice(1)) {
        const name = r.dish.name[r.lang].toLowerCase()
        // An ingredient may carry the dish's name (ポハ（押し米）in ポハ): that names the ingredient, not the dish.
        const text = r.dish.ingredients.reduce(
          (out, part) => out.split(ingredient(part.id).name[r.lang].toLowerCase()).join('·'),
          t.text.toLowerCase(),
        )
        expect(text.split(name).length - 1, `${r.theme} ${t.round} ${t.role}`).toBeLessThanOrEqual(2)
      }
  })

  test('says no tautology and no broken Japanese verb ending', () => {
    for (const r of runs.filter((r) => r.lang === 'ja'))
      for (const t of r.turns) expect(t.text, r.theme).not.toMatch(/として作ります|入れずます/)
    for (const r of runs.filter((r) => r.lang === 'en'))
      expect(r.turns[0]!.text, r.theme).not.toMatch(/cook (.+) as \1/)
  })

  test('the exclusion list is said in the opening and the nutritionist’s check, not re-listed in later turns', () => {
    for (const [theme, lang] of [
      ['卵と乳製品を使わないオムライス', 'ja'],
      ['Pad thai with no peanuts, no eggs and no shellfish', 'en'],
    ] as const) {
      const r = transcript(theme, lang)
      const words = r.brief.exclusions.flatMap((e) => e.excludes)
      expect(words.length, theme).toBeGreaterThan(1)
      const listed = (text: string) => words.every((w) => text.includes(w))
      expect(listed(r.turns[0]!.text), theme).toBe(true)
      for (const t of r.turns.filter((t) => t.round > 1))
        expect(listed(t.text), `${theme} ${t.round} ${t.role}`).toBe(false)
    }
  })
})
