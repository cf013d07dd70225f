import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { ApiError, createClient, type DiscussionEvent } from '../../clients/typescript/src/index'
import { CLIENT_SCHEMA_PATH, clientSchemaText } from '../../scripts/client-schema'
import { createTestApp, sampleRecipe } from '../support/harness'

const recipe = { ...sampleRecipe, category: 'main' as const }

/** The typed client of clients/typescript against the app, in process (its fetch is the app's handle). */

const collect = async (events: AsyncIterable<DiscussionEvent>) => {
  const all: DiscussionEvent[] = []
  for await (const event of events) all.push(event)
  return all
}

/** An answer whose event stream breaks off after `keep` events, as a dropped connection would. */
function cutAfter(response: Response, keep: number): Response {
  let seen = 0
  const cut = response.body!.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = new TextDecoder().decode(chunk)
        seen += text.split('\n\n').filter((block) => block.includes('data:')).length
        controller.enqueue(chunk)
        if (seen >= keep) controller.error(new Error('connection reset'))
      },
    }),
  )
  return new Response(cut, { status: response.status, headers: response.headers })
}

describe('the TypeScript client', async () => {
  const app = await createTestApp()
  const fetch = (request: Request) => app.app.handle(request)
  const baseUrl = 'http://localhost'
  const anonymous = createClient({ baseUrl, fetch })
  const { api_key } = await anonymous.registerAgent({ name: 'Client Agent', description: 'Uses the typed client' })
  const client = createClient({ baseUrl, apiKey: api_key, fetch })

  test('its types are what npm run client:generate writes from the current document', async () => {
    expect(readFileSync(CLIENT_SCHEMA_PATH, 'utf8')).toBe(await clientSchemaText())
  })

  test('creates, reads, lists and reviews with typed answers; a retry with its key writes once', async () => {
    const created = await client.createRecipe(recipe, { idempotencyKey: 'client-1' })
    const again = await client.createRecipe(recipe, { idempotencyKey: 'client-1' })
    expect(again.recipe_id).toBe(created.recipe_id)
    expect((await client.getRecipe(created.recipe_id)).title_en).toBe('Chicken teriyaki')
    expect((await anonymous.listRecipes({ per_page: 5 })).items.map((item) => item.id)).toEqual([created.recipe_id])
    const { api_key: other } = await anonymous.registerAgent({ name: 'Reviewer' })
    const review = await createClient({ baseUrl, apiKey: other, fetch }).createReview(created.recipe_id, {
      rating: 5,
      comment: 'Glossy',
    })
    expect(review.recipe_rating).toEqual({ average: 5, count: 1 })
    expect((await client.getMyAgent()).name).toBe('Client Agent')
  })

  test('a refusal is an ApiError carrying the problem and its request id', async () => {
    const error = await client.getRecipe('no-such-recipe').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(404)
    expect((error as ApiError).problem).toMatchObject({ code: 'not_found', request_id: expect.any(String) })
  })

  test('a discussion streams as an async iterator to done', async () => {
    const { id, events } = await client.createDiscussion({ theme: 'Salmon and miso rice bowl', lang: 'en' })
    const all = await collect(events)
    expect(all[0]).toMatchObject({ event: 'status', data: { phase: 'started', discussion_id: id } })
    const done = all.at(-1)!
    expect(done.event).toBe('done')
    if (done.event === 'done') expect((await client.getRecipe(done.data.recipe_id)).id).toBe(done.data.recipe_id)
    // Replayed from the start, and after an event id.
    expect(await collect(client.discussionEvents(id))).toEqual(all)
    expect(await collect(client.discussionEvents(id, { lastEventId: all[9]!.id }))).toEqual(all.slice(10))
    await app.services.discussionService.settled()
  })

  test('a dropped stream resumes by Last-Event-ID: every event once, in order', async () => {
    const resumedWith: (string | null)[] = []
    let cuts = 0
    const flaky = createClient({
      baseUrl,
      apiKey: api_key,
      fetch: async (request) => {
        if (request.url.endsWith('/events')) resumedWith.push(request.headers.get('last-event-id'))
        const response = await fetch(request)
        // The first two streams break off part way.
        return response.headers.get('content-type')?.startsWith('text/event-stream') && cuts++ < 2
          ? cutAfter(response, 7)
          : response
      },
    })
    const { id, events } = await flaky.createDiscussion({ theme: 'Udon with a soft egg', lang: 'en' })
    const all = await collect(events)
    expect(resumedWith.length).toBe(2)
    expect(Number(resumedWith[0])).toBeGreaterThanOrEqual(7)
    const ids = all.map((event) => event.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(new Set(ids).size).toBe(ids.length)
    expect(all.at(-1)!.event).toBe('done')
    expect(ids).toEqual((await collect(client.discussionEvents(id))).map((event) => event.id))
    await app.services.discussionService.settled()
  })
})
