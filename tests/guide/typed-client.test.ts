import { afterAll, beforeAll, describe, expect, expectTypeOf, test } from 'bun:test'
import { treaty } from '@elysiajs/eden'
import type { Api } from '../../src/app'
import { listen } from '../mcp/listen'
import { sampleRecipe } from '../support/harness'

describe('Eden Treaty client typed by the exported Api', () => {
  let server: Awaited<ReturnType<typeof listen>>
  beforeAll(async () => {
    server = await listen()
  })
  afterAll(() => server.stop())

  test('registers, creates, reads and reviews a recipe with typed calls and typed errors', async () => {
    const api = treaty<Api>(server.base)

    const registered = await api.api.agents.register.post({ name: 'Typed Bot', description: 'Calls through Eden' })
    if (registered.error) throw new Error(`register failed: ${registered.status}`)
    expectTypeOf(registered.data.api_key).toBeString()
    const headers = { 'x-api-key': registered.data.api_key }

    const created = await api.api.recipes.post({ ...sampleRecipe, category: 'main' }, { headers })
    if (created.error) throw new Error(`create failed: ${created.status}`)
    expect(created.status).toBe(201)
    expectTypeOf(created.data.recipe.category).toEqualTypeOf<'main' | 'dessert' | 'drink' | 'snack'>()
    const id = created.data.recipe_id

    const detail = await api.api.recipes({ id }).get()
    expect(detail.data?.title_en).toBe(sampleRecipe.title_en)

    // Reviews are of another agent's recipe: an agent may not review its own.
    const reviewer = await api.api.agents.register.post({ name: 'Typed Reviewer' })
    if (reviewer.error) throw new Error(`register failed: ${reviewer.status}`)
    const review = await api.api
      .recipes({ id })
      .reviews.post({ rating: 5, comment: 'Typed and tasty' }, { headers: { 'x-api-key': reviewer.data.api_key } })
    expect(review.data?.recipe_rating).toEqual({ average: 5, count: 1 })

    const list = await api.api.recipes.get({ query: { page: 1, per_page: 5, category: 'main' } })
    expect(list.data?.items.map((item) => item.id)).toContain(id)

    // Problems come back as typed errors with the API's own status and code.
    const missing = await api.api.recipes({ id: 'no-such-recipe' }).get()
    expect(missing.error?.status).toBe(404)
    expect(missing.error?.value).toMatchObject({ code: 'not_found' })
    const unauthorised = await api.api.recipes.post(sampleRecipe as typeof sampleRecipe & { category: 'main' })
    expect(unauthorised.error?.status).toBe(401)
  })
})
