import { createParser } from 'eventsource-parser'

export type ParsedEvent = { id: number; event: string; data: any }

/** Reads a text/event-stream with a standard parser until it ends (or `stopAfter` events), counting comment lines. */
export async function readEvents(
  response: Response,
  stopAfter = Infinity,
): Promise<{ events: ParsedEvent[]; comments: string[] }> {
  const events: ParsedEvent[] = []
  const comments: string[] = []
  const parser = createParser({
    onEvent: (event) =>
      events.push({ id: Number(event.id), event: event.event ?? 'message', data: JSON.parse(event.data) }),
    onComment: (comment) => comments.push(comment),
  })
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  while (events.length < stopAfter) {
    const { done, value } = await reader.read()
    if (done) break
    parser.feed(decoder.decode(value, { stream: true }))
  }
  if (events.length >= stopAfter) await reader.cancel()
  return { events, comments }
}
