import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * The codecs of src/http/compression.ts, alone in a module so that a worker of the pool
 * (src/workers/tasks.ts) can compress without loading the server's side of it.
 */

export type Encoding = 'br' | 'gzip'

/**
 * Brotli quality 2 for answers made at run time: at quality 5 compressing was a quarter of a
 * first-read recipe page (issue 35); a kept answer is now compressed off the request thread.
 * Quality 2 takes a third to a half of quality 5's time for answers 12–15 % larger, about the
 * size of gzip at level 6 (docs/performance.md). 9 for the static files, compressed once per
 * process on the first request that asks. Quality 11 would save a tenth more of the stylesheet
 * but block the thread for over 100 ms (`npm run bench`, compression figure).
 */
const QUALITY = { dynamic: 2, static: 9 } as const
export type CompressionEffort = keyof typeof QUALITY

export const brotliOptions = (body: Uint8Array, effort: CompressionEffort) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: QUALITY[effort],
    [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
})
export const gzipOptions = (effort: CompressionEffort) => ({ level: effort === 'static' ? 9 : 6 })

export function compress(
  body: Uint8Array,
  encoding: Encoding,
  effort: CompressionEffort = 'dynamic',
): Uint8Array<ArrayBuffer> {
  return new Uint8Array(
    encoding === 'br' ? brotliCompressSync(body, brotliOptions(body, effort)) : gzipSync(body, gzipOptions(effort)),
  )
}

/** `compress` as a task of the worker pool: one structured-cloneable input. */
export const compressTask = ({
  body,
  encoding,
  effort,
}: {
  body: Uint8Array
  encoding: Encoding
  effort: CompressionEffort
}) => compress(body, encoding, effort)
