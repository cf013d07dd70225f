import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4StreamPart, LanguageModelV4Usage, SharedV4Warning } from '@ai-sdk/provider'
import { chunkText, pause } from './chunks'
import { planFor } from './plan'
import { readPrompt } from './prompt-reader'
import { hashText } from './random'
import { buildRecipe } from './recipe'
import { sceneFor } from './scene'
import { ENGLISH } from './talk-en'
import { JAPANESE } from './talk-ja'

/**
 * The built-in offline language model: a real AI SDK `LanguageModelV4` that reads the discussion
 * prompts (theme, transcript, task) and answers as the panel member the task names, or, asked for
 * the recipe (JSON response format), writes the recipe the transcript agreed on. No network, no
 * weights: a bilingual food lexicon and cooking methods, and choices fixed by the theme and seed.
 */

export type OfflineLanguageModelOptions = {
  /** Delay between streamed chunks, in milliseconds; 0 streams as fast as the reader takes them. */
  paceMs?: number
}

const MODEL_ID = 'offline-panel-1'

/** What the model says to a prompt: a turn of the discussion, or the recipe as JSON. */
export function answer(options: LanguageModelV4CallOptions): string {
  const reading = readPrompt(options.prompt)
  const seed = options.seed ?? hashText(reading.theme.normalize('NFKC').toLowerCase())
  const plan = planFor(reading.theme, seed)
  const scene = sceneFor(plan, reading)
  if (options.responseFormat?.type === 'json' || reading.task.kind === 'recipe') return JSON.stringify(buildRecipe(plan, scene.decisions))
  const speak = (reading.task.lang === 'ja' ? JAPANESE : ENGLISH)[reading.task.role]
  return speak(scene, reading.task.round)
}

/** Rough token counts (about 4 characters a token in English, 1.5 in Japanese) for the usage report. */
function tokens(text: string): number {
  const japanese = text.match(/[\u3040-\u30ff\u3400-\u9fff]/g)?.length ?? 0
  return Math.ceil(japanese / 1.5 + (text.length - japanese) / 4)
}

function usage(options: LanguageModelV4CallOptions, text: string): LanguageModelV4Usage {
  const input = tokens(options.prompt.map((m) => (typeof m.content === 'string' ? m.content : m.content.map((part) => ('text' in part ? part.text : '')).join(''))).join('\n'))
  const output = tokens(text)
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  }
}

function warnings(options: LanguageModelV4CallOptions): SharedV4Warning[] {
  return options.tools?.length ? [{ type: 'unsupported', feature: 'tools', details: 'the offline model does not call tools' }] : []
}

const STOP = { unified: 'stop', raw: 'stop' } as const

export function createOfflineLanguageModel(options: OfflineLanguageModelOptions = {}): LanguageModelV4 {
  const paceMs = Math.max(0, options.paceMs ?? 0)
  return {
    specificationVersion: 'v4',
    provider: 'offline',
    modelId: MODEL_ID,
    supportedUrls: {},

    async doGenerate(call) {
      call.abortSignal?.throwIfAborted()
      const text = answer(call)
      return {
        content: [{ type: 'text', text }],
        finishReason: STOP,
        usage: usage(call, text),
        warnings: warnings(call),
        response: { modelId: MODEL_ID, timestamp: new Date(0) },
      }
    },

    async doStream(call) {
      call.abortSignal?.throwIfAborted()
      const text = answer(call)
      const chunks = chunkText(text, call.seed ?? 0)
      const signal = call.abortSignal
      let index = -1
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        async pull(controller) {
          try {
            if (index === -1) {
              controller.enqueue({ type: 'stream-start', warnings: warnings(call) })
              controller.enqueue({ type: 'response-metadata', modelId: MODEL_ID, timestamp: new Date(0) })
              controller.enqueue({ type: 'text-start', id: 'text-0' })
            } else if (index < chunks.length) {
              if (index > 0) await pause(paceMs, signal)
              else signal?.throwIfAborted()
              controller.enqueue({ type: 'text-delta', id: 'text-0', delta: chunks[index]! })
            } else {
              controller.enqueue({ type: 'text-end', id: 'text-0' })
              controller.enqueue({ type: 'finish', finishReason: STOP, usage: usage(call, text) })
              controller.close()
            }
            index++
          } catch (error) {
            controller.error(error)
          }
        },
      })
      return { stream }
    },
  }
}
