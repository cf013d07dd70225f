/**
 * A stand-in OpenAI-compatible server on 127.0.0.1, for the tests of the `openai` provider path
 * and for the eval run on that path (`--path openai`). It speaks the real wire format (Chat
 * Completions, streamed and not, and `/images/generations` with `b64_json`), so the app runs its
 * real `@ai-sdk/openai` client against it, unmodified. What its model says is the caller's
 * `answer`; it records every request, and a script can make any call fail the way real providers do.
 */

/** Which endpoint a call hit: the theme's brief, a recipe's missing English, a streamed chat call (an agent's turn), a plain one (the synthesis or its revision), an image. */
export type CallKind = 'brief' | 'translation' | 'chat-stream' | 'chat' | 'image' | 'other'

export type Fault =
  /** An error answer in OpenAI's error format, with extra headers such as Retry-After. */
  | { status: number; headers?: Record<string, string>; message?: string }
  /** Never answers; the request only ends when the client gives up. */
  | { hang: true }
  /** Streams `afterChunks` content chunks, then drops the connection (`graceful` ends the body cleanly instead): no finish, no [DONE]. */
  | { cut: { afterChunks: number; graceful?: boolean } }
  /** Answers normally, but with this text as the assistant's content (e.g. broken JSON for the synthesis). */
  | { content: string }

export type RecordedCall = {
  kind: CallKind
  /** 1-based count of calls of this kind, retries included. */
  n: number
  method: string
  path: string
  headers: Record<string, string>
  body: any
  at: number
  /** Set when the client gave up on a hung call and closed the connection. */
  aborted: boolean
}

/** The assistant's content for a call (a turn's text, or the JSON a structured call asks for). */
export type StubAnswer = (call: RecordedCall) => string

export type StubOptions = {
  answer: StubAnswer
  /** Per kind, the fault (if any) for its n-th call; calls without one are answered normally. */
  script?: Partial<Record<CallKind, (n: number) => Fault | undefined>>
}

/** A real 1×1 PNG, so the app stores and serves exactly what the image model returned. */
export const STUB_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)

export const messagesOf = (call: RecordedCall): { role: string; content: string }[] =>
  (call.body?.messages ?? []).map((m: { role: string; content: unknown }) => ({
    role: m.role,
    // Chat Completions allows content as a string or as an array of parts.
    content:
      typeof m.content === 'string'
        ? m.content
        : (m.content as { text?: string }[]).map((part) => part.text ?? '').join(''),
  }))

/** Everything the model was shown in one call, as one string. */
export const promptOf = (call: RecordedCall) =>
  messagesOf(call)
    .map((m) => m.content)
    .join('\n')

/** Splits like a tokenizer would: many small deltas, each word with its leading space. */
export const chunksOf = (text: string) => text.match(/\s*\S+/g) ?? [text]

const openAiError = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json(
    { error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'server_error', param: null, code: null } },
    { status, headers },
  )

export function startOpenAIStub(options: StubOptions) {
  const calls: RecordedCall[] = []
  const counts: Record<CallKind, number> = { brief: 0, translation: 0, 'chat-stream': 0, chat: 0, image: 0, other: 0 }
  const waiters = new Set<{ check: () => boolean; resolve: () => void }>()
  let created = 1_700_000_000

  const changed = () => {
    for (const waiter of waiters)
      if (waiter.check()) {
        waiters.delete(waiter)
        waiter.resolve()
      }
  }

  const kindOf = (path: string, body: any): CallKind =>
    path === '/v1/chat/completions'
      ? body?.stream
        ? 'chat-stream'
        : body?.response_format?.json_schema?.name === 'theme_brief'
          ? 'brief'
          : body?.response_format?.json_schema?.name === 'translation'
            ? 'translation'
            : 'chat'
      : path === '/v1/images/generations'
        ? 'image'
        : 'other'

  function streamChat(call: RecordedCall, text: string, cut: { afterChunks: number; graceful?: boolean } | undefined) {
    const id = `chatcmpl-stub-${call.n}`
    const base = {
      id,
      object: 'chat.completion.chunk',
      created: created++,
      model: call.body.model,
      system_fingerprint: 'fp_stub',
    }
    const frame = (payload: unknown) => `data: ${JSON.stringify(payload)}\n\n`
    const choice = (delta: object, finish_reason: string | null) => ({
      ...base,
      choices: [{ index: 0, delta, logprobs: null, finish_reason }],
    })
    const frames = [
      frame(choice({ role: 'assistant', content: '' }, null)),
      ...chunksOf(text).map((content) => frame(choice({ content }, null))),
    ]
    const encoder = new TextEncoder()
    return new Response(
      new ReadableStream({
        async pull(controller) {
          if (cut) {
            // role frame + the first chunks, then the connection goes away mid-message.
            for (const f of frames.slice(0, 1 + cut.afterChunks)) controller.enqueue(encoder.encode(f))
            // Let the headers and chunks go out first: dropped at once, the connection resets before
            // the response starts, a different fault (one the SDK simply retries).
            await Bun.sleep(20)
            // Without a reason Bun resets the socket quietly; with one it also logs the error.
            if (cut.graceful) controller.close()
            else controller.error()
            return
          }
          for (const f of frames) controller.enqueue(encoder.encode(f))
          controller.enqueue(encoder.encode(frame(choice({}, 'stop'))))
          if (call.body.stream_options?.include_usage) {
            const tokens = chunksOf(text).length
            controller.enqueue(
              encoder.encode(
                frame({
                  ...base,
                  choices: [],
                  usage: { prompt_tokens: 10, completion_tokens: tokens, total_tokens: 10 + tokens },
                }),
              ),
            )
          }
          controller.enqueue(encoder.encode('data: [DONE]\n\n'))
          controller.close()
        },
      }),
      { headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' } },
    )
  }

  function completeChat(call: RecordedCall, content: string) {
    return Response.json({
      id: `chatcmpl-stub-${call.n}`,
      object: 'chat.completion',
      created: created++,
      model: call.body.model,
      system_fingerprint: 'fp_stub',
      choices: [
        { index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
    })
  }

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    // A hang must stay a hang: only the client's own timeout may end it.
    idleTimeout: 0,
    async fetch(request) {
      const url = new URL(request.url)
      const text = await request.text()
      let body: any = text
      try {
        body = text ? JSON.parse(text) : undefined
      } catch {}
      const kind = kindOf(url.pathname, body)
      const call: RecordedCall = {
        kind,
        n: ++counts[kind],
        method: request.method,
        path: url.pathname,
        headers: Object.fromEntries(request.headers),
        body,
        at: performance.now(),
        aborted: false,
      }
      calls.push(call)
      changed()

      if (kind === 'other') return openAiError(404, `stub: no route ${request.method} ${url.pathname}`)
      const fault = options.script?.[kind]?.(call.n)
      if (fault && 'status' in fault)
        return openAiError(fault.status, fault.message ?? `stub fault ${fault.status}`, fault.headers)
      if (fault && 'hang' in fault)
        return new Promise<Response>((resolve) => {
          request.signal.addEventListener('abort', () => {
            call.aborted = true
            changed()
            resolve(new Response(null, { status: 499 }))
          })
        })
      if (kind === 'image')
        return Response.json({ created: created++, data: [{ b64_json: Buffer.from(STUB_PNG).toString('base64') }] })
      const content = fault && 'content' in fault ? fault.content : options.answer(call)
      if (kind !== 'chat-stream') return completeChat(call, content)
      return streamChat(call, content, fault && 'cut' in fault ? fault.cut : undefined)
    },
  })

  return {
    /** The base URL to give the app as OPENAI_BASE_URL. */
    baseUrl: `http://127.0.0.1:${server.port}/v1`,
    calls,
    /** Calls of one kind, in arrival order. */
    callsOf: (kind: CallKind) => calls.filter((c) => c.kind === kind),
    /** Resolves once the recorded calls satisfy `check`: a real condition to await instead of a sleep. */
    until(check: (calls: RecordedCall[]) => boolean): Promise<void> {
      if (check(calls)) return Promise.resolve()
      return new Promise((resolve) => waiters.add({ check: () => check(calls), resolve }))
    },
    stop: () => server.stop(true),
  }
}

export type OpenAIStub = ReturnType<typeof startOpenAIStub>

/** The app's settings that point its OpenAI-compatible provider at `stub` (plus any of the test's own). */
export const stubProvider = (stub: OpenAIStub, env: Record<string, string> = {}): Record<string, string> => ({
  AI_PROVIDER: 'openai',
  OPENAI_API_KEY: 'sk-stub',
  OPENAI_BASE_URL: stub.baseUrl,
  OPENAI_CHAT_MODEL: 'stub-chat',
  OPENAI_IMAGE_MODEL: 'stub-image',
  ...env,
})
