/** One discussion through the engine on the offline models, for tests that read what the host said first. */
import type { Lang } from '../../src/ai/food/types'
import { runOffline } from '../../scripts/eval/run'

export async function offlineDiscussion(theme: string, lang: Lang) {
  const { brief, dishId, recipe, transcript } = await runOffline(theme, lang)
  return { brief, dishId, draft: recipe!, opening: transcript.find((t) => t.round === 1 && t.role === 'host')!.text }
}
