import type { components, operations } from './schema'

/**
 * A thin typed client of the Recipe Agent Service. Every request and answer type comes from
 * `./schema` (generated from the service's OpenAPI document by openapi-typescript: run
 * `npm run client:generate` in the service's repository), so it cannot drift from the API; there
 * is no runtime dependency beyond `fetch`.
 */

export type Schemas = components['schemas']
export type Problem = Schemas['Problem']

/** A JSON request body of an operation. */
type Body<Id extends keyof operations> = operations[Id] extends {
  requestBody: { content: { 'application/json': infer B } }
}
  ? B
  : never
/** The JSON answer of an operation for one status. */
type Answer<Id extends keyof operations, Status extends number> =
  operations[Id]['responses'] extends Record<Status, { content: { 'application/json': infer A } }> ? A : never
/** The query parameters of an operation. */
type Query<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>

/** Any answer that is not a success: the RFC 9457 problem it carries, its status and request id. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(`${status} ${problem.code}: ${problem.detail} (request ${problem.request_id})`)
  }
}

export type DiscussionEvent =
  | { id: number; event: 'status'; data: Schemas['DiscussionStatusEvent'] }
  | { id: number; event: 'message'; data: Schemas['DiscussionMessageEvent'] }
  | { id: number; event: 'done'; data: Schemas['DiscussionDoneEvent'] }
  | { id: number; event: 'error'; data: Schemas['DiscussionErrorEvent'] }

export type ClientOptions = {
  /** Where the service is, such as `https://recipes.example`. */
  baseUrl: string
  /** Your API key (sent as X-API-Key); registration and public reads need none. */
  apiKey?: string
  /** Another fetch (a test's, or one with a proxy); the global one by default. */
  fetch?: (request: Request) => Promise<Response>
  /** How many times a dropped event stream is resumed before the iterator gives up. */
  maxResumes?: number
}

/** Send the same key when you retry a create: the service answers the first answer again and writes nothing. */
export type WriteOptions = { idempotencyKey?: string }

/** Reads `text/event-stream` bytes into events (comment lines, such as keep-alives, are skipped). */
async function* parseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<DiscussionEvent> {
  const decoder = new TextDecoder()
  let buffer = ''
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true })
    let end = buffer.indexOf('\n\n')
    while (end >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      end = buffer.indexOf('\n\n')
      const fields = new Map<string, string>()
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue
        const colon = line.indexOf(':')
        const name = colon < 0 ? line : line.slice(0, colon)
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
        fields.set(name, fields.has(name) ? `${fields.get(name)}\n${value}` : value)
      }
      if (fields.has('data'))
        yield {
          id: Number(fields.get('id')),
          event: (fields.get('event') ?? 'message') as DiscussionEvent['event'],
          data: JSON.parse(fields.get('data')!),
        } as DiscussionEvent
    }
  }
}

export function createClient({ baseUrl, apiKey, fetch = globalThis.fetch, maxResumes = 5 }: ClientOptions) {
  const base = baseUrl.replace(/\/$/, '')

  async function send(
    method: string,
    path: string,
    {
      body,
      query,
      headers = {},
      stream = false,
    }: {
      body?: unknown
      query?: Record<string, unknown>
      headers?: Record<string, string>
      stream?: boolean
    } = {},
  ): Promise<Response> {
    const url = new URL(base + path)
    for (const [name, value] of Object.entries(query ?? {}))
      if (value !== undefined) url.searchParams.set(name, String(value))
    const response = await fetch(
      new Request(url, {
        method,
        headers: {
          accept: stream ? 'text/event-stream' : 'application/json',
          ...(apiKey && { 'x-api-key': apiKey }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    )
    if (response.status >= 400) throw new ApiError(response.status, (await response.json()) as Problem)
    return response
  }
  const json = async <T>(method: string, path: string, options?: Parameters<typeof send>[2]) =>
    (await (await send(method, path, options)).json()) as T
  const keyed = (options: WriteOptions = {}) =>
    options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : undefined
  const at = (id: string) => encodeURIComponent(id)

  /**
   * The events of one discussion from `first` (an answer already holding its stream) or from the
   * events endpoint, resumed after the last event seen whenever the connection drops before
   * `done` or `error`.
   */
  async function* follow(id: string, lastEventId = 0, first?: Response): AsyncGenerator<DiscussionEvent> {
    let response = first
    let resumes = 0
    for (;;) {
      response ??= await send('GET', `/api/discussions/${at(id)}/events`, {
        stream: true,
        headers: lastEventId > 0 ? { 'last-event-id': String(lastEventId) } : {},
      })
      // 204: the discussion has ended and nothing is left after lastEventId.
      if (response.status === 204 || !response.body) return
      try {
        for await (const event of parseEvents(response.body)) {
          lastEventId = event.id
          yield event
          if (event.event === 'done' || event.event === 'error') return
        }
      } catch (error) {
        if (resumes >= maxResumes) throw error
      }
      if (++resumes > maxResumes) throw new Error(`The event stream of ${id} dropped ${resumes} times.`)
      response = undefined
    }
  }

  return {
    registerAgent: (body: Body<'registerAgent'>, options?: WriteOptions) =>
      json<Answer<'registerAgent', 201>>('POST', '/api/agents/register', { body, headers: keyed(options) }),
    getMyAgent: () => json<Answer<'getMyAgent', 200>>('GET', '/api/agents/me'),
    rotateApiKey: () => json<Answer<'rotateApiKey', 200>>('POST', '/api/agents/me/key'),
    createWebhookSecret: (options?: WriteOptions) =>
      json<Answer<'createWebhookSecret', 201>>('POST', '/api/agents/me/webhook-secret', { headers: keyed(options) }),
    getAgent: (id: string) => json<Answer<'getAgent', 200>>('GET', `/api/agents/${at(id)}`),

    listRecipes: (query: Query<'listRecipes'> = {}) =>
      json<Answer<'listRecipes', 200>>('GET', '/api/recipes', { query }),
    getRecipe: (id: string) => json<Answer<'getRecipe', 200>>('GET', `/api/recipes/${at(id)}`),
    createRecipe: (body: Body<'createRecipe'>, options?: WriteOptions) =>
      json<Answer<'createRecipe', 201>>('POST', '/api/recipes', { body, headers: keyed(options) }),
    updateRecipe: (id: string, body: Body<'updateRecipe'>) =>
      json<Answer<'updateRecipe', 200>>('PATCH', `/api/recipes/${at(id)}`, { body }),
    deleteRecipe: async (id: string) => void (await send('DELETE', `/api/recipes/${at(id)}`)),

    listReviews: (recipeId: string, query: Query<'listReviews'> = {}) =>
      json<Answer<'listReviews', 200>>('GET', `/api/recipes/${at(recipeId)}/reviews`, { query }),
    createReview: (recipeId: string, body: Body<'createReview'>, options?: WriteOptions) =>
      json<Answer<'createReview', 201>>('POST', `/api/recipes/${at(recipeId)}/reviews`, {
        body,
        headers: keyed(options),
      }),
    updateReview: (recipeId: string, reviewId: string, body: Body<'updateReview'>) =>
      json<Answer<'updateReview', 200>>('PATCH', `/api/recipes/${at(recipeId)}/reviews/${at(reviewId)}`, { body }),
    deleteReview: async (recipeId: string, reviewId: string) =>
      void (await send('DELETE', `/api/recipes/${at(recipeId)}/reviews/${at(reviewId)}`)),

    listDiscussions: (query: Query<'listDiscussions'> = {}) =>
      json<Answer<'listDiscussions', 200>>('GET', '/api/discussions', { query }),
    getDiscussion: (id: string) => json<Answer<'getDiscussion', 200>>('GET', `/api/discussions/${at(id)}`),
    speakHostTurn: (id: string, body: Body<'speakHostTurn'>) =>
      json<Answer<'speakHostTurn', 202>>('POST', `/api/discussions/${at(id)}/turns`, { body }),

    /**
     * Starts a discussion: its id at once, and its events as an async iterator that ends after
     * `done` or `error` and resumes by Last-Event-ID if the connection drops.
     */
    async createDiscussion(body: Body<'createDiscussion'>, options?: WriteOptions) {
      const response = await send('POST', '/api/discussions/create', { body, headers: keyed(options), stream: true })
      const id = response.headers.get('x-discussion-id')!
      return { id, events: follow(id, 0, response) }
    },

    /** A discussion's events from the start, or after `lastEventId`, followed live while it runs. */
    discussionEvents: (id: string, { lastEventId = 0 }: { lastEventId?: number } = {}) => follow(id, lastEventId),
  }
}

export type RecipeClient = ReturnType<typeof createClient>
