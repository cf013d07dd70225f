/**
 * Splits text the way a model streams it: a couple of words at a time in English, a few
 * characters at a time in Japanese. The chunks always join back to the exact text.
 */
export function chunkText(text: string, seed = 0): string[] {
  const pieces =
    text.match(
      /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]{1,3}|[^\s\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]+\s*|\s+/g,
    ) ?? []
  const chunks: string[] = []
  let current = ''
  let words = 0
  let turn = seed >>> 0
  for (const piece of pieces) {
    current += piece
    words++
    turn = (Math.imul(turn, 1103515245) + 12345) >>> 0
    // one to three words (or kana/kanji runs) per chunk, varying like a real stream
    const cjk = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/.test(piece)
    if (words >= 1 + (turn % (cjk ? 2 : 3))) {
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
