export type ServerSentEvent = { id: number; event: string; data: unknown }

const encoder = new TextEncoder()

const formatEvent = ({ id, event, data }: ServerSentEvent) =>
  `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`

/**
 * A text/event-stream response fed by an async iterable. While the source is silent a comment
 * line keeps proxies and clients from timing out. A client that goes away aborts `disconnected`
 * (which the source listens to): it stops this response, never the work that produces the events.
 */
export function sseResponse(
  events: AsyncIterable<ServerSentEvent>,
  options: { keepAliveMs: number; disconnected: AbortController; headers?: Record<string, string> },
): Response {
  const { disconnected } = options
  let keepAlive: ReturnType<typeof setInterval> | undefined
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        if (!disconnected.signal.aborted) controller.enqueue(encoder.encode(text))
      }
      keepAlive = setInterval(() => send(': keep-alive\n\n'), options.keepAliveMs)
      try {
        for await (const event of events) send(formatEvent(event))
      } finally {
        clearInterval(keepAlive)
        if (!disconnected.signal.aborted) controller.close()
      }
    },
    cancel() {
      clearInterval(keepAlive)
      disconnected.abort()
    },
  })
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
      ...options.headers,
    },
  })
}
