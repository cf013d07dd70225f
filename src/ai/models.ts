import { createOpenAI } from '@ai-sdk/openai'
import type { ImageModelV4, LanguageModelV4 } from '@ai-sdk/provider'
import type { Config } from '../config'
import { createOfflineImageModel } from './offline/image-model'
import { createOfflineLanguageModel } from './offline/language-model'

export type AiModels = { chat: LanguageModelV4; image: ImageModelV4 }

/**
 * The same AI SDK calls run on either provider. OpenAI-compatible servers (Ollama, vLLM, LM Studio,
 * OpenRouter) speak Chat Completions, not the Responses API the provider defaults to: hence `.chat`.
 */
export function createModels(ai: Config['ai']): AiModels {
  if (ai.provider === 'openai') {
    const openai = createOpenAI({ apiKey: ai.apiKey, baseURL: ai.baseUrl })
    return { chat: openai.chat(ai.chatModel), image: openai.image(ai.imageModel) }
  }
  return { chat: createOfflineLanguageModel({ paceMs: ai.offlinePaceMs }), image: createOfflineImageModel() }
}
