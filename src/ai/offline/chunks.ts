import { mulberry32 } from './random'

const CJK = '\u3000-\u30ff\u3400-\u9fff\uff00-\uffef'

/**
 * Splits text the way a model streams it: a couple of words at a time in English, a few
 * characters at a time in Japanese. The chunks always join back to the exact text.
 */
export function chunkText(text: string, seed = 0): string[] {
  const pieces = text.match(new RegExp(`[${CJK}]{1,3}|[^\\s${CJK}]+\\s*|\\s+`, 'g')) ?? []
  const chunks: string[] = []
  let current = ''
  let words = 0
  // one to three words (or kana/kanji runs) per chunk, by the one generator (random.ts), varying like a real stream
  const next = mulberry32(seed)
  for (const piece of pieces) {
    current += piece
    words++
    if (words >= 1 + Math.floor(next() * (new RegExp(`[${CJK}]`).test(piece) ? 2 : 3))) {
      chunks.push(current)
      current = ''
      words = 0
    }
  }
  if (current) chunks.push(current)
  return chunks
}

/** Waits `ms`, or rejects at once when the signal aborts. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
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
