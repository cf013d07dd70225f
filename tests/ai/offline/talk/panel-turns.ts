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

/** A whole discussion of a theme cooked as the named dish, each turn seeing the ones before it as the debate gives them. */
export function discussed(dish: string, theme: string, lang: Lang, seed = 11) {
  const cooked = cookFor({ brief: readBrief(theme, lang), dishId: dish, seed, theme })
  const transcript: TurnContext['transcript'] = []
  for (const round of [1, 2, 3] as const)
    for (const role of ['host', 'chef', 'nutritionist', 'culture', 'home_cook'] as PanelRole[]) {
      const ctx = { kind: 'turn', lang, round, role, theme, brief: cooked.brief, dishId: dish, names: NAMES, seed }
      transcript.push({ round, role, text: turnOf({ ...ctx, transcript: [...transcript] } as TurnContext, cooked) })
    }
  return { transcript, title: cooked.draft[`title_${lang}`], draft: cooked.draft as unknown as Record<string, unknown> }
}
