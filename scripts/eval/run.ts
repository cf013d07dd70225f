/**
 * One discussion through the real discussion engine (`readTheme`, then `debate`), as the service
 * runs it: on the offline models, as the eval sets, the transcript dump and the engine tests run
 * a theme, or on any models with the provider the engine is told (the eval's `--path openai`).
 * An error that ends the discussion is kept as its outcome.
 */
import { readBrief } from '../../src/ai/food/brief'
import type { Brief, Lang } from '../../src/ai/food/types'
import { createOfflineImageModel } from '../../src/ai/offline/image-model'
import { createOfflineLanguageModel } from '../../src/ai/offline/language-model'
import type { AiModels } from '../../src/ai/turn-context'
import { seedOf } from '../../src/ai/offline/random'
import { type RecipeDraft, specialists } from '../../src/ai/prompts'
import type { PanelRole } from '../../src/ai/turn-context'
import { debate } from '../../src/discussions/debate'
import { readTheme } from '../../src/discussions/engine'
import type { EngineLimits } from '../../src/discussions/outcomes'

export type Turn = { round: number; role: PanelRole; text: string }
export type OfflineRun = {
  brief: Brief
  dishId: string
  /** Every finished turn, in order, up to the end or the error. */
  transcript: Turn[]
  recipe: RecipeDraft | null
  /** The ending error's code (`constraint_unclear`, `unsafe_request`…), or null when a recipe was made. */
  ending: string | null
  error: unknown
  /** Whether the guard sent the recipe back for a revision. */
  revised: boolean
}

export const HOST_NAME: Record<Lang, string> = { ja: '山田 司', en: 'Alex Morgan' }

/** What a discussion runs on: the models, the provider the engine is told, and its limits. */
export type Engine = { models: AiModels; provider: 'offline' | 'openai'; limits: EngineLimits }

export const offlineEngine = (): Engine => {
  const chat = createOfflineLanguageModel({ paceMs: 0 })
  return {
    models: { chat, image: createOfflineImageModel(), own: chat },
    provider: 'offline',
    limits: { turnTimeoutMs: 30_000, maxRetries: 0 },
  }
}

export const runOffline = (theme: string, lang: Lang) => runDiscussion(theme, lang, offlineEngine())

export async function runDiscussion(theme: string, lang: Lang, engine: Engine): Promise<OfflineRun> {
  const { models, limits } = engine
  const seed = seedOf(theme)
  const signal = new AbortController().signal
  const { brief, dishId } = await readTheme(
    { theme, lang, seed, floor: readBrief(theme, lang) },
    models,
    { ...limits, provider: engine.provider },
    signal,
  )
  const participants = [{ id: 'host', role: 'host' as const, name: HOST_NAME[lang], persona: '' }, ...specialists(lang)]
  const transcript: Turn[] = []
  let revised = false
  const emit = (event: string, data: Record<string, unknown>) => {
    if (event === 'message' && data.done)
      transcript.push({
        round: data.round as number,
        role: (data.agent as { role: PanelRole }).role,
        text: data.text as string,
      })
    if (event === 'status' && data.phase === 'revising') revised = true
    return { id: 0, event, data } as never
  }
  try {
    const { draft } = await debate(
      { discussionId: 'eval', theme, lang, participants, seed, brief, dishId },
      models,
      emit,
      limits,
      signal,
    )
    return { brief, dishId, transcript, recipe: draft, ending: null, error: null, revised }
  } catch (error) {
    const ending = (error as { code?: string }).code ?? (error instanceof Error ? error.constructor.name : 'error')
    return { brief, dishId, transcript, recipe: null, ending, error, revised }
  }
}
