import { describe, expect, test } from 'bun:test'
import type { TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { pageOf } from '../../src/http/paging'
import { RecipeDetailSchema, RecipeModel } from '../../src/recipes/model'
import { readEvents } from '../support/sse'
import { createTestApp } from '../support/harness'

/**
 * The recipe reads answer with JSON text serialized once per cached answer, which Elysia does not
 * check against the route's response schema at run time (src/recipes/routes.ts). These tests are
 * that check: real answers of every shape against the documented TypeBox schemas, with no field
 * the schema does not name (Elysia's check would have stripped one).
 */

/** The schema with `additionalProperties: false` on every object, so an undocumented field fails too. */
function closed(schema: TSchema): TSchema {
  const copy = Value.Clone(schema) as TSchema & Record<string, unknown>
  const close = (node: Record<string, unknown>) => {
    if (node.type === 'object' && node.properties) {
      node.additionalProperties = false
      for (const property of Object.values(node.properties as Record<string, Record<string, unknown>>)) close(property)
    }
    if (node.items) close(node.items as Record<string, unknown>)
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
      for (const member of (node[key] as Record<string, unknown>[] | undefined) ?? []) close(member)
  }
  close(copy)
  return copy
}

const detailSchema = closed(RecipeDetailSchema)
const pageSchema = closed(pageOf(RecipeModel.summary))

function expectMatches(schema: TSchema, body: unknown) {
  const errors = [...Value.Errors(schema, body)].map((e) => `${e.path}: ${e.message}`)
  expect(errors).toEqual([])
  expect(Value.Check(schema, body)).toBe(true)
}

async function json(response: Response) {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/json;charset=utf-8')
  return response.json()
}

describe('recipe reads match their documented response schemas', async () => {
  const t = await createTestApp()
  const chef = await t.register('Schema Chef')
  const reviewers = await Promise.all(['R1', 'R2', 'R3'].map((name) => t.register(name)))
  const bare = await t.createRecipe(chef.api_key, { category: 'dessert', ingredients_en: '', steps_en: '' })
  const reviewed = await t.createRecipe(chef.api_key, { title_en: 'Quotes " and <tags> & 改行' })
  for (const [i, reviewer] of reviewers.entries()) {
    const response = await t.send(
      'POST',
      `/api/recipes/${reviewed}/reviews`,
      { rating: 3 + i, comment: `Line ${i}\nwith "quotes" and 日本語` },
      reviewer.headers,
    )
    expect(response.status).toBe(201)
  }
  // A discussion recipe: discussion_id, discussion_url and (once generated) an image.
  const host = await t.register('Schema Host')
  const stream = await t.send('POST', '/api/discussions/create', { theme: 'Miso salmon', lang: 'en' }, host.headers)
  const { events } = await readEvents(stream)
  const fromDiscussion = events.at(-1)!.data.recipe.id as string

  test('a recipe without reviews, with reviews, and from a discussion', async () => {
    for (const id of [bare, reviewed, fromDiscussion])
      expectMatches(detailSchema, await json(await t.request(`/api/recipes/${id}`)))
    const withReviews = await json(await t.request(`/api/recipes/${reviewed}`))
    expect(withReviews.reviews).toHaveLength(3)
    expect(withReviews.rating).toEqual({ average: 4, count: 3 })
    const discussed = await json(await t.request(`/api/recipes/${fromDiscussion}`))
    expect(discussed.discussion_url).toBe(`/api/discussions/${discussed.discussion_id}`)
    expect(discussed.image_url).toStartWith('/api/images/')
    expect(await json(await t.request(`/api/recipes/${bare}`))).not.toHaveProperty('discussion_url')
  })

  test('list pages: first, filtered, past the end, other sizes', async () => {
    for (const query of ['', '?per_page=1', '?page=2&per_page=2', '?category=dessert', '?category=drink', '?page=99']) {
      expectMatches(pageSchema, await json(await t.request(`/api/recipes${query}`)))
    }
  })

  test('a cached answer is the same text as a fresh one, and both match', async () => {
    const first = await (await t.request(`/api/recipes/${reviewed}`)).text()
    const again = await (await t.request(`/api/recipes/${reviewed}`)).text()
    expect(again).toBe(first)
    expectMatches(detailSchema, JSON.parse(again))
  })

  test('the checks have teeth: an undocumented field, a wrong type, a bad date-time fail', async () => {
    const detail = await json(await t.request(`/api/recipes/${reviewed}`))
    const page = await json(await t.request('/api/recipes'))
    expect(Value.Check(detailSchema, { ...detail, extra: 1 })).toBe(false)
    expect(
      Value.Check(detailSchema, {
        ...detail,
        reviews: [{ ...detail.reviews[0], author: { ...detail.reviews[0].author, extra: 1 } }],
      }),
    ).toBe(false)
    expect(Value.Check(detailSchema, { ...detail, created_at: 'yesterday' })).toBe(false)
    expect(Value.Check(pageSchema, { ...page, total: '1' })).toBe(false)
    expect(
      Value.Check(pageSchema, { ...page, items: [{ ...page.items[0], rating: { average: null, count: 1.5 } }] }),
    ).toBe(false)
  })
})
