import { readBrief } from '../../../../src/ai/food/brief'
import type { Lang } from '../../../../src/ai/food/types'
import { cookFor } from '../../../../src/ai/offline/cookbook'
import { turnOf } from '../../../../src/ai/offline/talk/panel'
import type { PanelRole, TurnContext } from '../../../../src/ai/turn-context'

/** A theme cooked as the named dish, as the talk tests read it. */
export const cooked = (theme: string, dishId: string, lang: Lang) =>
  cookFor({ brief: readBrief(theme, lang), dishId, seed: 3, theme })

/** The panel's names in the talk tests. */
export const NAMES = { host: 'Alex', chef: 'Daniel', nutritionist: 'Priya', culture: 'Elena', home_cook: 'Sam' }

/** What one panel member says in one round of the discussion of a theme cooked as the named dish. */
export const say = (theme: string, dishId: string, lang: Lang, role: PanelRole, round: 1 | 2 | 3) => {
  const c = cooked(theme, dishId, lang)
  const ctx = { kind: 'turn', lang, round, role, theme, brief: c.brief, dishId, names: NAMES, seed: 3, transcript: [] }
  return turnOf(ctx as unknown as TurnContext, c)
}
