import { promisify } from 'node:util'
import { brotliCompress, gzip } from 'node:zlib'
import { runningPool } from '../workers/pool'
import { brotliOptions, type CompressionEffort, compress, type Encoding, gzipOptions } from './encode'

export { type CompressionEffort, compress, type Encoding } from './encode'

/**
 * Content-Encoding for answers we hold as bytes: Brotli, else gzip, as the client's Accept-Encoding
 * allows. Each representation has its own strong ETag (RFC 9110: a validator names one
 * representation), and every answer that could be compressed says `Vary: Accept-Encoding`, so a
 * shared cache never hands Brotli to a client that did not ask for it.
 *
 * Never for a page that holds a secret (an API key, a form token) next to text the client chose:
 * compressing both together lets an observer of sizes guess the secret (BREACH); those pages say
 * so to `htmlPage` (`noStore`) and go out as they are.
 */

/** Below this, the headers and the codec's framing cost more than the bytes saved. */
const MIN_BYTES = 1024

/** The encoding to send for this Accept-Encoding: br over gzip, never one the client gave q=0. */
export function negotiateEncoding(acceptEncoding: string | null): Encoding | undefined {
  if (!acceptEncoding) return undefined
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => param.trim().match(/^q=([\d.]+)$/)?.[1]).find(Boolean)
    if (name) accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const weight = (name: Encoding) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0)
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return undefined
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The ETag of one encoding of an answer: the identity ETag with the encoding inside its quotes. */
export const encodedEtag = (etag: string, encoding: Encoding | undefined) =>
  encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag

export type Representation = { body: Uint8Array<ArrayBuffer>; etag: string; encoding?: Encoding }

/** Each kept answer's encodings, made the first time a client asks for one: once per answer, not per request. */
const encodings = new WeakMap<object, Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>>()
/** Answers being compressed off the thread: until they are done, they go out as they are. */
const compressing = new WeakSet<object>()

/**
 * Compresses a large file (the docs UI's 1.7 MB bundle: a quarter of a second of Brotli) on zlib's
 * thread pool, so the thread serving requests never waits for it; until it is done, clients get the
 * identity bytes. Resolves once both encodings are kept.
 */
export function compressInBackground(
  answer: { body: Uint8Array<ArrayBuffer> },
  effort: CompressionEffort = 'static',
): Promise<void> {
  const kept: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>> = {}
  encodings.set(answer, kept)
  compressing.add(answer)
  return Promise.all([
    brotliAsync(answer.body, brotliOptions(answer.body, effort)),
    gzipAsync(answer.body, gzipOptions(effort)),
  ]).then(([br, gz]) => {
    kept.br = new Uint8Array(br)
    kept.gzip = new Uint8Array(gz)
    compressing.delete(answer)
  })
}

/** Kept answers being compressed by the worker pool now, and the most at once: past it, a first read asks none. */
const compressingLater = new WeakSet<object>()
let inPool = 0
const MAX_IN_POOL = 32

/**
 * Compresses a kept answer on a worker of the pool (below the request thread's priority, so a
 * burst of first reads never waits for it) and keeps the encoding once it is made. False when
 * the process has no workers: the caller compresses on its own thread, as before.
 */
function compressLater(
  answer: object,
  kept: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>,
  body: Uint8Array,
  encoding: Encoding,
) {
  const pool = runningPool()
  if (!pool?.size) return false
  if (compressingLater.has(answer) || inPool >= MAX_IN_POOL) return true
  compressingLater.add(answer)
  inPool++
  pool
    .run('compress', { body, encoding })
    .then(
      (bytes) => {
        kept[encoding] = bytes
      },
      // Not kept: a later read asks again.
      () => {},
    )
    .finally(() => {
      compressingLater.delete(answer)
      inPool--
    })
  return true
}

/**
 * What to send of `answer` to this request: the identity bytes, or an encoding of them, kept
 * beside the answer for as long as it lives (the cache drops both together). A compressed body no
 * smaller than the original is not worth its decoding; the identity goes out instead.
 * With `kept` (the response cache's answers, read again and again), an encoding not made yet is
 * made by the worker pool while this read goes out as it is: in the mixed run at 2,000 reads/s,
 * compressing first reads on the request thread was the largest share of the backlogs that
 * stalled it (issue 35, bench/stalls.ts). An answer made for one request is compressed at once.
 */
export function representationFor(
  request: Request,
  answer: { body: Uint8Array<ArrayBuffer>; etag: string },
  effort: CompressionEffort = 'dynamic',
  { kept: later = false }: { kept?: boolean } = {},
): Representation {
  const encoding =
    answer.body.byteLength >= MIN_BYTES ? negotiateEncoding(request.headers.get('accept-encoding')) : undefined
  if (!encoding) return { body: answer.body, etag: answer.etag }
  if (compressing.has(answer)) return { body: answer.body, etag: answer.etag }
  let kept = encodings.get(answer)
  if (!kept) {
    kept = {}
    encodings.set(answer, kept)
  }
  if (!kept[encoding] && later && effort === 'dynamic' && compressLater(answer, kept, answer.body, encoding))
    return { body: answer.body, etag: answer.etag }
  kept[encoding] ??= compress(answer.body, encoding, effort)
  const body = kept[encoding]
  if (body.byteLength >= answer.body.byteLength) return { body: answer.body, etag: answer.etag }
  return { body, etag: encodedEtag(answer.etag, encoding), encoding }
}

/** Headers of a body that was negotiated: that the choice depended on Accept-Encoding, and the encoding chosen. */
export const encodingHeaders = (representation: Pick<Representation, 'encoding'>): Record<string, string> => ({
  vary: 'Accept-Encoding',
  ...(representation.encoding && { 'content-encoding': representation.encoding }),
})
