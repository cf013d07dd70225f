import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
  SharedV4Warning,
} from '@ai-sdk/provider'
import type { Lang } from '../food/types'
import { type OfflineCall, OFFLINE_MODEL_ID as MODEL_ID, type PanelRole, type TurnContext } from '../turn-context'
import { chooseDish } from './choose'
import { chunkText, pause } from './chunks'
import { composeOffline } from './compose'
import { readBrief } from './food'
import { seedOf } from './random'
import { line } from './talk/phrases'

/**
 * The built-in offline language model: a real AI SDK `LanguageModelV4` that answers as the panel
 * member the discussion engine names in `providerOptions.offline` (a `TurnContext`), or, asked for
 * the recipe, writes the recipe the panel agreed on. It never reads its prompt back: the engine
 * hands it the structure. No network, no weights: the food catalogue, the dishes, and choices
 * fixed by the theme and seed.
 */

export type OfflineLanguageModelOptions = {
  /** Delay between streamed chunks, in milliseconds; 0 streams as fast as the reader takes them. */
  paceMs?: number
  /** Where `answer` runs (src/ai/models.ts: a worker of the engine pool); unset, on the calling thread. */
  answer?: (call: OfflineCall) => Promise<string>
}

/** The members of a discussion called from outside the engine, by their roles (knowledge/phrases `member.*`). */
const ROLES: PanelRole[] = ['host', 'chef', 'nutritionist', 'culture', 'home_cook']

const textOf = (message: LanguageModelV4Prompt[number]) =>
  typeof message.content === 'string'
    ? message.content
    : message.content.map((part) => ('text' in part && typeof part.text === 'string' ? part.text : '')).join('')

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
  const lang: Lang = /[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en'
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

/** Rough token counts (about 4 characters a token in English, 1.5 in Japanese) for the usage report. */
function tokens(text: string): number {
  const japanese = text.match(/[\u3040-\u30ff\u3400-\u9fff]/g)?.length ?? 0
  return Math.ceil(japanese / 1.5 + (text.length - japanese) / 4)
}

function usage(options: LanguageModelV4CallOptions, text: string): LanguageModelV4Usage {
  const input = tokens(options.prompt.map(textOf).join('\n'))
  const output = tokens(text)
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  }
}

function warnings(options: LanguageModelV4CallOptions): SharedV4Warning[] {
  return options.tools?.length
    ? [{ type: 'unsupported', feature: 'tools', details: 'the offline model does not call tools' }]
    : []
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
      const text = await (options.answer ?? answer)(call)
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
      const text = await (options.answer ?? answer)(call)
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
