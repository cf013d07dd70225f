import { expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
import { readBrief } from '../../../src/ai/food/brief'
import { checkRecipe as guard } from '../../../src/ai/food/guard'
import { withSafetySteps } from '../../../src/ai/food/hazards'
import type { Lang } from '../../../src/ai/food/types'
import { chooseDish } from '../../../src/ai/offline/compose'

/** Each dish has its own authored recipe with at least two notes for every role (an author's batch of dishes). */
export function expectAuthored(ids: readonly string[]) {
  for (const id of ids) {
    const r = recipeFor(id)
    expect([id, r?.dish]).toEqual([id, id])
    for (const role of ['chef', 'culture', 'nutritionist', 'home_cook'] as const)
      expect([id, role, r!.notes[role].length >= 2]).toEqual([id, role, true])
  }
}

/** Each theme of a batch's asks cooks the dish written for it. */
export function cooksEach(cases: ReadonlyArray<readonly [Lang, string, string]>) {
  test.each(cases.map((c) => [...c]))('%s "%s" cooks %s', (lang, theme, id) => {
    expect(chooseDish(readBrief(theme, lang as Lang), 1, theme)).toBe(id)
  })
}

/** Each theme names its dish and is cooked in the version written for its ask, which the guard passes. */
export function cooksVersionEach(cases: ReadonlyArray<readonly [Lang, string, string, string]>) {
  test.each(cases.map((c) => [...c]))(
    '%s "%s": %s is cooked in its %s version, which passes the guard',
    (lang, theme, id, variant) => {
      const brief = readBrief(theme, lang as Lang)
      expect(brief.dishId).toBe(id)
      const a = adapt(recipeFor(id)!, brief, { seed: 1 })
      expect(a.decisions.find((d) => d.kind === 'variant')).toMatchObject({ variant })
      expect(guard(withSafetySteps(render(a), brief), brief)).toEqual([])
    },
  )
}
