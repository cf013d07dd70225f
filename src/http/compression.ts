import { runningPool } from '../workers/pool'
import { type CompressionEffort, compress, type Encoding } from './encode'

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

/**
 * Accept-Encoding values seen and the encoding each gives, at most this many: clients send a handful
 * of distinct values, and parsing one on every read was 1.2 % of the request thread under the mixed
 * load (bench/stalls.ts, perf20).
 */
const NEGOTIATED_KEPT = 64
const negotiated = new Map<string, Encoding | null>()

/** The encoding to send for this Accept-Encoding: br over gzip, never one the client gave q=0. */
export function negotiateEncoding(acceptEncoding: string | null): Encoding | undefined {
  if (!acceptEncoding) return undefined
  let encoding = negotiated.get(acceptEncoding)
  if (encoding === undefined) {
    if (negotiated.size >= NEGOTIATED_KEPT) negotiated.delete(negotiated.keys().next().value!)
    encoding = parsedEncoding(acceptEncoding) ?? null
    negotiated.set(acceptEncoding, encoding)
  }
  return encoding ?? undefined
}

function parsedEncoding(acceptEncoding: string): Encoding | undefined {
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

/** The ETag of one encoding of an answer: the identity ETag with the encoding inside its quotes. */
export const encodedEtag = (etag: string, encoding: Encoding | undefined) =>
  encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag

export type Representation = { body: Uint8Array<ArrayBuffer>; etag: string; encoding?: Encoding }
type Answer = { body: Uint8Array<ArrayBuffer>; etag: string }
type Encodings = Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>

/**
 * Each kept answer's encodings, made the first time a client asks for one (once per answer, not per
 * request), and those a worker is making now, done when kept (or given up).
 */
type Kept = { made: Encodings; making: Partial<Record<Encoding, Promise<void>>> }
const encodings = new WeakMap<object, Kept>()
let inPool = 0
/** Kept answers' compressions waiting in the pool at most: past it, a first read asks none. */
const MAX_IN_POOL = 32

function keptOf(answer: object): Kept {
  let kept = encodings.get(answer)
  if (!kept) {
    kept = { made: {}, making: {} }
    encodings.set(answer, kept)
  }
  return kept
}

/**
 * Compresses a kept answer on a worker of the pool (niced below the request thread, so a burst of
 * first reads never waits for it) and keeps the encoding once made; resolves then, or when the
 * worker failed (a later read asks again). Undefined when the process has no workers, or when the
 * pool holds its share of first reads' compressions already (a static file, one of a few per
 * process, is never turned away: compressed here instead, it would hold the thread for ~250 ms).
 */
export function compressLater(
  answer: { body: Uint8Array },
  encoding: Encoding,
  effort: CompressionEffort = 'dynamic',
): Promise<void> | undefined {
  const pool = runningPool()
  const made = encodings.get(answer)?.making[encoding]
  if (made || !pool?.size || (effort === 'dynamic' && inPool >= MAX_IN_POOL)) return made
  inPool++
  const kept = keptOf(answer)
  const done = pool
    .run('compress', { body: answer.body, encoding, effort })
    .then(
      (bytes) => {
        kept.made[encoding] = bytes
      },
      () => {},
    )
    .finally(() => {
      inPool--
      delete kept.making[encoding]
    })
  kept.making[encoding] = done
  return done
}

/** A kept encoding as the representation to send, or the identity when the encoding is no smaller. */
function chosen(answer: Answer, encoding: Encoding): Representation {
  const body = encodings.get(answer)?.made[encoding]
  if (!body || body.byteLength >= answer.body.byteLength) return { body: answer.body, etag: answer.etag }
  return { body, etag: encodedEtag(answer.etag, encoding), encoding }
}

const encodingFor = (request: Request, answer: Answer) =>
  answer.body.byteLength >= MIN_BYTES ? negotiateEncoding(request.headers.get('accept-encoding')) : undefined

/**
 * What to send of `answer` to this request, compressed on this thread if not yet: the identity
 * bytes, or an encoding of them kept beside the answer for as long as it lives (the cache drops
 * both together). A compressed body no smaller than the original is not worth its decoding; the
 * identity goes out instead. For answers made for one request, and static files.
 */
export function representationFor(
  request: Request,
  answer: Answer,
  effort: CompressionEffort = 'dynamic',
): Representation {
  const encoding = encodingFor(request, answer)
  if (!encoding) return { body: answer.body, etag: answer.etag }
  const kept = keptOf(answer)
  if (!kept.made[encoding] && !kept.making[encoding]) kept.made[encoding] = compress(answer.body, encoding, effort)
  return chosen(answer, encoding)
}

/**
 * `representationFor` for a kept answer (the response cache's, read again and again), whose
 * encoding is made by a worker of the pool: in the mixed run at 2,000 reads/s, compressing first
 * reads on the request thread was the largest share of the backlogs that stalled it (issue 35,
 * bench/stalls.ts). Its first read goes out as it is, later reads get the encoding, whatever its
 * size: compressing even a 1–2 KB answer here cost a first read more than the hand-over, and
 * waiting for the worker cost the thread CPU while it waited (docs/performance.md, perf20).
 */
export function keptRepresentation(request: Request, answer: Answer): Representation {
  const encoding = encodingFor(request, answer)
  if (!encoding || encodings.get(answer)?.made[encoding] || !runningPool()?.size)
    return representationFor(request, answer)
  compressLater(answer, encoding)
  return { body: answer.body, etag: answer.etag }
}

/** Headers of a body that was negotiated: that the choice depended on Accept-Encoding, and the encoding chosen. */
export const encodingHeaders = (representation: Pick<Representation, 'encoding'>): Record<string, string> => ({
  vary: 'Accept-Encoding',
  ...(representation.encoding && { 'content-encoding': representation.encoding }),
})
