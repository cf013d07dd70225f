import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
  SharedV4Warning,
} from '@ai-sdk/provider'
import { type OfflineCall, OFFLINE_MODEL_ID as MODEL_ID } from './turn-context'

const CJK = '\u3000-\u30ff\u3400-\u9fff\uff00-\uffef'
const PIECES = new RegExp(`[${CJK}]{1,3}|[^\\s${CJK}]+\\s*|\\s+`, 'g')
const CJK_PIECE = new RegExp(`[${CJK}]`)

/**
 * Splits text the way a model streams it: a couple of words at a time in English, a few
 * characters at a time in Japanese. The chunks always join back to the exact text.
 */
function chunkText(text: string, seed = 0): string[] {
  let turn = seed >>> 0
  const chunks = ['']
  let words = 0
  for (const piece of text.match(PIECES) ?? []) {
    chunks[chunks.length - 1] += piece
    turn = (Math.imul(turn, 1103515245) + 12345) >>> 0
    // one to three words (or kana/kanji runs) per chunk, varying like a real stream
    if (++words >= 1 + (turn % (CJK_PIECE.test(piece) ? 2 : 3))) {
      chunks.push('')
      words = 0
    }
  }
  return chunks.filter(Boolean)
}

/** Waits `ms`, or rejects at once when the signal aborts. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason ?? new DOMException('Aborted', 'AbortError'))
  if (ms <= 0) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * The offline language model's AI SDK side: streaming, pacing, abort and usage, around an `answer`
 * that writes the words (src/ai/offline/language-model.ts). Apart from that module, which loads the
 * food knowledge, so the thread serving requests can stream answers a worker of the engine pool
 * writes without loading it (src/ai/models.ts).
 */
export type OfflineModelOptions = {
  /** Delay between streamed chunks, in milliseconds; 0 streams as fast as the reader takes them. */
  paceMs?: number
  /** The words of a call: on the calling thread, or in a worker of the engine pool. */
  answer: (call: OfflineCall) => string | Promise<string>
}

export const textOf = (message: LanguageModelV4Prompt[number]) =>
  typeof message.content === 'string'
    ? message.content
    : message.content.map((part) => ('text' in part && typeof part.text === 'string' ? part.text : '')).join('')

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

export function offlineLanguageModel(options: OfflineModelOptions): LanguageModelV4 {
  const paceMs = Math.max(0, options.paceMs ?? 0)
  return {
    specificationVersion: 'v4',
    provider: 'offline',
    modelId: MODEL_ID,
    supportedUrls: {},

    async doGenerate(call) {
      call.abortSignal?.throwIfAborted()
      const text = await options.answer(call)
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
      const text = await options.answer(call)
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
