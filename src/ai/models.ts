import { createOpenAI } from '@ai-sdk/openai'
import type { LanguageModelV4 } from '@ai-sdk/provider'
import type { Config } from '../config'
import { workerPool } from '../workers/pool'
import { createOfflineImageModel } from './offline/image-model'
import { offlineLanguageModel } from './offline-stream'
import { type AiModels, OFFLINE_MODEL_ID, type OfflineCall } from './turn-context'

/**
 * The same AI SDK calls run on either provider. OpenAI-compatible servers (Ollama, vLLM, LM Studio,
 * OpenRouter) speak Chat Completions, not the Responses API the provider defaults to: hence `.chat`.
 */
export function createModels(ai: Config['ai']): AiModels {
  if (ai.provider === 'openai') {
    const openai = createOpenAI({
      apiKey: ai.apiKey,
      baseURL: ai.baseUrl,
      fetch: ai.apiKey ? keyRedactingFetch(ai.apiKey) : undefined,
    })
    return {
      chat: openai.chat(ai.chatModel),
      image: openai.image(ai.imageModel),
      own: offlineChat(ai),
    }
  }
  // The pixels are drawn in worker threads: the thread serving requests never waits on them.
  const pool = workerPool(ai.workerThreads)
  const chat = offlineChat(ai)
  return { chat, image: createOfflineImageModel({ draw: (input) => pool.run('drawPicture', input) }), own: chat }
}

/** The engine pool (ENGINE_THREADS): the offline discussion engine's CPU work, off the thread serving requests. */
export const enginePool = (ai: Config['ai']) => workerPool(ai.engineThreads, 'engine')

/**
 * The offline text model, its words written in a worker of the engine pool (a turn is ~50–150 ms of
 * CPU that would stall every request meanwhile); streaming, pacing and abort stay on this thread,
 * which then never loads the food knowledge for it. Only what the engine reads of a call crosses
 * (the abort signal and headers cannot).
 */
function offlineChat(ai: Config['ai']): LanguageModelV4 {
  if (ai.engineThreads === 0) return loadedOnFirstCall(ai.offlinePaceMs)
  const engine = enginePool(ai)
  const answer = ({ prompt, providerOptions, seed, responseFormat }: OfflineCall) =>
    engine.run('answerOffline', { prompt, providerOptions, seed, responseFormat })
  return offlineLanguageModel({ paceMs: ai.offlinePaceMs, answer })
}

/**
 * The offline text model answering on this thread, its module imported at its first call: that
 * module reads the food knowledge as it loads (seconds of CPU and hundreds of MB), which a process
 * serving reads never needs, and which would otherwise delay its first answer (docs/performance.md,
 * "Issue 35, sixteenth pass").
 */
function loadedOnFirstCall(paceMs: number): LanguageModelV4 {
  let model: Promise<LanguageModelV4> | undefined
  const loaded = () =>
    (model ??= import('./offline/language-model').then((module) => module.createOfflineLanguageModel({ paceMs })))
  return {
    specificationVersion: 'v4',
    provider: 'offline',
    modelId: OFFLINE_MODEL_ID,
    supportedUrls: {},
    doGenerate: async (call) => (await loaded()).doGenerate(call),
    doStream: async (call) => (await loaded()).doStream(call),
  }
}

/**
 * Some gateways echo the key they were sent in their error messages, and a provider's error
 * message reaches clients in the discussion's `error` event (and the logs): the key is cut out of
 * every error body before the SDK reads it. Successful answers, streams included, pass untouched.
 */
function keyRedactingFetch(apiKey: string): typeof fetch {
  const redacting = async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
    const response = await fetch(input, init)
    if (response.ok) return response
    const body = (await response.text()).replaceAll(apiKey, '[redacted]')
    const headers = new Headers(response.headers)
    // The body is now decoded text of another length.
    headers.delete('content-length')
    headers.delete('content-encoding')
    return new Response(body, { status: response.status, statusText: response.statusText, headers })
  }
  return Object.assign(redacting, { preconnect: fetch.preconnect })
}
