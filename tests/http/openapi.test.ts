import { describe, expect, test } from 'bun:test'
import { createTestApp } from '../support/harness'

describe('OpenAPI document and docs UI', async () => {
  const t = await createTestApp()
  const document = await (await t.request('/openapi.json')).json()

  const apiRoutes = [
    ['post', '/api/agents/register'],
    ['get', '/api/agents/me'],
    ['post', '/api/agents/me/key'],
    ['post', '/api/recipes'],
    ['get', '/api/recipes'],
    ['get', '/api/recipes/{id}'],
    ['post', '/api/recipes/{id}/reviews'],
    ['get', '/api/recipes/{id}/reviews'],
    ['post', '/api/discussions/create'],
    ['get', '/api/discussions/{id}'],
    ['get', '/api/discussions/{id}/events'],
    ['get', '/api/images/{id}'],
  ] as const

  test('is OpenAPI 3 and documents every API route with a summary and description', () => {
    expect(document.openapi).toStartWith('3.')
    for (const [method, path] of apiRoutes) {
      const operation = document.paths[path]?.[method]
      expect({ route: `${method} ${path}`, documented: Boolean(operation) }).toEqual({ route: `${method} ${path}`, documented: true })
      expect(operation.summary).toBeString()
    }
  })

  test('request schemas carry the validation rules and examples', () => {
    const body = document.paths['/api/recipes'].post.requestBody.content['application/json'].schema
    expect(body.required).toEqual(expect.arrayContaining(['title_ja', 'title_en', 'category', 'ingredients_ja', 'steps_ja']))
    expect(body.properties.title_en.maxLength).toBe(200)
    expect(body.properties.category.enum).toEqual(['main', 'dessert', 'drink', 'snack'])
    expect(body.properties.title_ja.examples).toBeArray()
    const review = document.paths['/api/recipes/{id}/reviews'].post.requestBody.content['application/json'].schema
    expect(review.properties.rating).toMatchObject({ type: 'integer', minimum: 1, maximum: 5 })
  })

  test('authenticated routes declare the X-API-Key scheme', () => {
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' })
    expect(document.paths['/api/recipes'].post.security).toEqual([{ apiKey: [] }])
    expect(document.paths['/api/recipes'].get.security).toBeUndefined()
  })

  test('the discussion streams are documented as text/event-stream with the event list', () => {
    for (const operation of [document.paths['/api/discussions/create'].post, document.paths['/api/discussions/{id}/events'].get]) {
      const stream = operation.responses['200'].content['text/event-stream']
      expect(stream.schema.description).toContain('keep-alive')
      expect(operation.responses['200'].content['application/json']).toBeUndefined()
    }
    expect(document.paths['/api/discussions/create'].post.responses['422'].content['application/problem+json']).toBeDefined()
  })

  test('error responses are documented as problem details', () => {
    const responses = document.paths['/api/recipes'].post.responses
    for (const status of ['401', '422', '415', '413']) expect(responses[status]).toBeDefined()
  })

  test('the docs UI loads its assets from this server, not a CDN', async () => {
    const page = await (await t.request('/docs')).text()
    expect(page).not.toMatch(/unpkg|jsdelivr|cdnjs/)
    const scripts = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)
    expect(scripts).toContain('/docs/assets/swagger-ui-bundle.js')
    for (const asset of scripts.filter((s) => s.startsWith('/docs/assets/'))) {
      const response = await t.request(asset)
      expect(response.status).toBe(200)
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000)
    }
    expect((await t.request('/docs/assets/package.json')).status).toBe(404)
  })
})
