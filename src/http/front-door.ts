import { ProblemError, problemResponse } from './problem'
import { requestIdOf } from './request-id'
import { API_RESPONSE_HEADERS } from './security'

/**
 * What the server settles before the app sees a request, because the app cannot:
 *
 * - A request without a usable Host (none, empty, or one with a space or a slash) reaches us with
 *   a relative `request.url`, which every `new URL(request.url)` in the app would throw on: 400.
 *   So is one with more than one Host line (RFC 9112 §3.2): Bun joins them with a comma, which no
 *   host name holds, and builds the URL from the first, so a page would name one origin while a
 *   proxy in front routed by the other.
 * - Bodies. Bun's own limit answers a bare 413 with no problem document and none of our headers,
 *   so the server sets Bun's limit out of reach and enforces ours here: a declared Content-Length
 *   over it is refused before any byte is read, and a chunked body (no length) is counted as it is
 *   read and fails with the same 413 once it passes the limit, whoever reads it (the JSON parser,
 *   a form, the MCP transport).
 */
export function admitRequest(request: Request, bodyLimit: number): Request | Response {
  if (!URL.canParse(request.url))
    return refuse(request, new ProblemError('bad_request', 'Send a Host header naming this server.'))
  if (request.headers.get('host')?.includes(','))
    return refuse(request, new ProblemError('bad_request', 'Send one Host header: this request has more than one.'))
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    if (Number(declared) > bodyLimit) return refuse(request, tooLarge(bodyLimit))
    return request
  }
  // With neither a length nor chunked coding a request has no body (RFC 9112 §6.3); asking for
  // request.body anyway would build a stream for every GET.
  if (!request.headers.has('transfer-encoding') || !request.body) return request
  return new Request(request, {
    body: request.body.pipeThrough(countingStream(bodyLimit)),
    duplex: 'half',
  } as RequestInit)
}

export const tooLarge = (limit: number) =>
  new ProblemError('payload_too_large', `The request body is larger than ${limit} bytes.`)

function refuse(request: Request, error: ProblemError): Response {
  const response = problemResponse(error, requestIdOf(request))
  for (const [name, value] of Object.entries(API_RESPONSE_HEADERS)) response.headers.set(name, value)
  // The body that was refused may still be on its way: do not read it to keep the connection.
  response.headers.set('connection', 'close')
  return response
}

function countingStream(limit: number) {
  let size = 0
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      size += chunk.byteLength
      if (size > limit) controller.error(tooLarge(limit))
      else controller.enqueue(chunk)
    },
  })
}
