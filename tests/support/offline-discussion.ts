/** One discussion through the engine on the offline models, as the service runs it, for tests that read what the panel said. */
import type { Lang } from '../../src/ai/food/types'
import { createOfflineImageModel } from '../../src/ai/offline/image-model'
import { createOfflineLanguageModel } from '../../src/ai/offline/language-model'
import { seedOf } from '../../src/ai/offline/random'
import { specialists } from '../../src/ai/prompts'
import { debate, readTheme } from '../../src/discussions/engine'

export async function offlineDiscussion(theme: string, lang: Lang) {
  const models = { chat: createOfflineLanguageModel({ paceMs: 0 }), image: createOfflineImageModel() }
  const seed = seedOf(theme)
  const limits = { turnTimeoutMs: 30_000, maxRetries: 0 }
  const signal = new AbortController().signal
  const { brief, dishId } = await readTheme({ theme, lang, seed }, models, { ...limits, provider: 'offline' }, signal)
  const participants = [
    { id: 'host', role: 'host' as const, name: lang === 'ja' ? '山田 司' : 'Alex Morgan', persona: '' },
    ...specialists(lang),
  ]
  const said: Array<{ round: number; role: string; text: string }> = []
  const emit = (event: string, data: Record<string, unknown>) => {
    if (event === 'message' && data.done)
      said.push({ round: data.round as number, role: (data.agent as { role: string }).role, text: data.text as string })
    return { id: 0, event, data } as never
  }
  const { draft } = await debate(
    { discussionId: 'offline', theme, lang, participants, seed, brief, dishId },
    models,
    emit,
    limits,
    signal,
  )
  return { brief, dishId, draft, opening: said.find((t) => t.round === 1 && t.role === 'host')!.text }
}
