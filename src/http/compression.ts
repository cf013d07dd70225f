import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'

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

export type Encoding = 'br' | 'gzip'

/** Below this, the headers and the codec's framing cost more than the bytes saved. */
const MIN_BYTES = 1024

/**
 * Brotli quality 2 for answers made at run time: each is compressed on its first read, on the
 * request thread, and at quality 5 that was a quarter of a first-read recipe page (issue 35).
 * Quality 2 takes a third to a half of quality 5's time for answers 12–15 % larger, about the
 * size of gzip at level 6 (docs/performance.md). 9 for the static files, compressed once per
 * process on the first request that asks. Quality 11 would save a tenth more of the stylesheet
 * but block the thread for over 100 ms (`npm run bench`, compression figure).
 */
const QUALITY = { dynamic: 2, static: 9 } as const
export type CompressionEffort = keyof typeof QUALITY

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

const brotliOptions = (body: Uint8Array, effort: CompressionEffort) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: QUALITY[effort],
    [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
})
const gzipOptions = (effort: CompressionEffort) => ({ level: effort === 'static' ? 9 : 6 })

export function compress(
  body: Uint8Array,
  encoding: Encoding,
  effort: CompressionEffort = 'dynamic',
): Uint8Array<ArrayBuffer> {
  return new Uint8Array(
    encoding === 'br' ? brotliCompressSync(body, brotliOptions(body, effort)) : gzipSync(body, gzipOptions(effort)),
  )
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

/**
 * What to send of `answer` to this request: the identity bytes, or an encoding of them, kept
 * beside the answer for as long as it lives (the cache drops both together). A compressed body no
 * smaller than the original is not worth its decoding; the identity goes out instead.
 */
export function representationFor(
  request: Request,
  answer: { body: Uint8Array<ArrayBuffer>; etag: string },
  effort: CompressionEffort = 'dynamic',
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
