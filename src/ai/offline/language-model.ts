import type { LanguageModelV4 } from '@ai-sdk/provider'
import { type OfflineModelOptions, offlineLanguageModel, textOf } from '../offline-stream'
import type { OfflineCall, PanelRole, TurnContext } from '../turn-context'
import { chooseDish } from './choose'
import { composeOffline } from './compose'
import { readBrief } from '../food/brief'
import { seedOf } from './random'
import { line } from './talk/phrases'

/**
 * The built-in offline language model: a real AI SDK `LanguageModelV4` that answers as the panel
 * member the discussion engine names in `providerOptions.offline` (a `TurnContext`), or, asked for
 * the recipe, writes the recipe the panel agreed on. It never reads its prompt back: the engine
 * hands it the structure. No network, no weights: the food catalogue, the dishes, and choices
 * fixed by the theme and seed.
 */

/** The members of a discussion called from outside the engine, by their roles (knowledge/phrases `member.*`). */
const ROLES: PanelRole[] = ['host', 'chef', 'nutritionist', 'culture', 'home_cook']

/**
 * What the model says to a call: a turn of the discussion, or the recipe as JSON. A call from
 * outside the discussion engine (no TurnContext): the last user message is taken as the theme,
 * read into a brief, and answered by the host opening a discussion of it, or with the recipe when
 * JSON is asked for.
 */
export function answer(call: OfflineCall): string {
  const given = call.providerOptions?.offline as unknown as TurnContext | undefined
  if (given?.brief && given.dishId) return composeOffline(given)
  const theme = textOf(call.prompt.filter((m) => m.role === 'user').at(-1) ?? { role: 'user', content: [] })
    .trim()
    .slice(0, 2000)
  const lang = /[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en'
  const seed = call.seed ?? seedOf(theme)
  const brief = readBrief(theme, lang)
  return composeOffline({
    kind: call.responseFormat?.type === 'json' ? 'recipe' : 'turn',
    lang,
    round: 1,
    role: 'host',
    theme,
    brief,
    dishId: chooseDish(brief, seed, theme),
    names: Object.fromEntries(ROLES.map((r) => [r, line(lang, `member.${r}`)])) as TurnContext['names'],
    seed,
    transcript: [],
  })
}

/** The offline model answering on the calling thread (src/ai/models.ts gives it a worker's `answer` instead). */
export const createOfflineLanguageModel = (options: Omit<OfflineModelOptions, 'answer'> = {}): LanguageModelV4 =>
  offlineLanguageModel({ ...options, answer })
