import { describe, expect, test } from 'bun:test'
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import openapiTS, { astToString } from 'openapi-typescript'
import { createTestApp } from '../support/harness'
import { createConformanceChecker } from '../support/openapi-conformance'
import { readEvents } from '../support/sse'

/** Every schema object in the document, with where it is. */
function* schemasIn(value: unknown, where = '#'): Generator<[string, Record<string, any>]> {
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* schemasIn(item, `${where}/${i}`)
  else if (value && typeof value === 'object') {
    yield [where, value as Record<string, any>]
    for (const [key, child] of Object.entries(value)) yield* schemasIn(child, `${where}/${key}`)
  }
}

/**
 * Regular-expression syntax only JavaScript (or only some dialects) reads: lookaround,
 * backreferences, named groups, \p{…} classes, and escapes of lone UTF-16 surrogates (which Rust,
 * Go and Python's `re` on bytes cannot even represent).
 */
const NOT_PORTABLE = [/\(\?[=!<]/, /\\[1-9]|\\k</, /\\[pP]\{/, /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/]

describe('the OpenAPI document as generic tools read it', async () => {
  const t = await createTestApp()
  const text = await (await t.request('/openapi.json')).text()
  const document = JSON.parse(text)
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods as object).map(([method, operation]) => ({ path, method, operation: operation as any })),
  )

  test('every JSON body and answer is a named component', () => {
    const inline: string[] = []
    for (const { path, method, operation } of operations) {
      const body = operation.requestBody?.content?.['application/json']?.schema
      if (body && !body.$ref) inline.push(`${method} ${path} request body`)
      for (const [status, response] of Object.entries(operation.responses as Record<string, any>))
        for (const [type, media] of Object.entries((response.content ?? {}) as Record<string, any>))
          if (type.endsWith('json') && !media.schema?.$ref) inline.push(`${method} ${path} ${status} ${type}`)
    }
    expect(inline).toEqual([])
    for (const name of [
      'AgentPublicProfile',
      'RecipePatch',
      'RecipeChanged',
      'ReviewPatch',
      'ReviewChanged',
      'DiscussionList',
    ])
      expect(document.components.schemas).toHaveProperty(name)
  })

  test('openapi-typescript gives every body and answer a named type', async () => {
    const types = astToString(await openapiTS(document))
    for (const name of [
      'RecipePatch',
      'RecipeChanged',
      'ReviewPatch',
      'ReviewChanged',
      'DiscussionList',
      'AgentPublicProfile',
      'DiscussionStatusEvent',
    ])
      expect(types).toContain(`${name}: {`)
    expect(types).toContain('components["schemas"]["RecipePatch"]')
    expect(types).toContain('components["schemas"]["DiscussionList"]')
  })

  test('a 304 has no content, on every conditional read', () => {
    const notModified = operations.filter(({ operation }) => operation.responses['304'])
    expect(notModified.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        '/api/recipes',
        '/api/recipes/{id}',
        '/api/recipes/{id}/reviews',
        '/api/agents/{id}',
        '/api/discussions',
        '/api/images/{id}',
      ]),
    )
    for (const { operation } of notModified) expect(operation.responses['304'].content).toBeUndefined()
  })

  test('the event streams name each event’s payload (x-itemSchema, OpenAPI 3.2’s itemSchema shape)', () => {
    for (const [path, method] of [
      ['/api/discussions/create', 'post'],
      ['/api/discussions/{id}/events', 'get'],
    ] as const) {
      const item = document.paths[path][method].responses['200'].content['text/event-stream']['x-itemSchema']
      const events = Object.fromEntries(
        item.oneOf.map((branch: any) => [branch.properties.event.const, branch.properties.data.contentSchema.$ref]),
      )
      expect(events).toEqual({
        status: '#/components/schemas/DiscussionStatusEvent',
        message: '#/components/schemas/DiscussionMessageEvent',
        done: '#/components/schemas/DiscussionDoneEvent',
        error: '#/components/schemas/DiscussionErrorEvent',
      })
    }
    expect(document.components.schemas.DiscussionDoneEvent.properties.recipe).toEqual({
      $ref: '#/components/schemas/Recipe',
    })
  })

  test('the events a discussion really sends match their named schemas', async () => {
    const ajv = new Ajv2020({ strict: false })
    addFormats(ajv)
    ajv.addSchema({ $id: 'openapi.json', components: document.components })
    const host = await t.register('Event Schema Host')
    const stream = await t.send('POST', '/api/discussions/create', { theme: 'Miso soup', lang: 'en' }, host.headers)
    const { events } = await readEvents(stream)
    const names: Record<string, string> = {
      status: 'DiscussionStatusEvent',
      message: 'DiscussionMessageEvent',
      done: 'DiscussionDoneEvent',
      error: 'DiscussionErrorEvent',
    }
    for (const event of events) {
      const validate = ajv.getSchema(`openapi.json#/components/schemas/${names[event.event]}`)!
      expect({ event: event.event, valid: validate(event.data), errors: validate.errors ?? null }).toEqual({
        event: event.event,
        valid: true,
        errors: null,
      })
    }
  })

  test('page and cursor are stated to exclude each other on every list', () => {
    const lists = operations.filter(({ operation }) => operation.parameters?.some((p: any) => p.name === 'cursor'))
    expect(lists.length).toBeGreaterThanOrEqual(3)
    for (const { operation } of lists)
      expect(operation['x-mutually-exclusive-parameters']).toEqual([['page', 'cursor']])
  })

  const patterns = [...schemasIn(document)]
    .filter(([, schema]) => typeof schema.pattern === 'string')
    .map(([where, schema]) => [where, schema.pattern as string] as const)

  test('every pattern avoids what only JavaScript reads: no lookaround, no lone-surrogate escapes', () => {
    expect(patterns.length).toBeGreaterThan(5)
    const offending = patterns.filter(([, pattern]) => NOT_PORTABLE.some((syntax) => syntax.test(pattern)))
    expect(offending).toEqual([])
    // As OpenAPI tools read them: ECMA-262 with the u flag.
    for (const [, pattern] of patterns) expect(() => new RegExp(pattern, 'u')).not.toThrow()
  })

  const python = Bun.which('python3')
  test.skipIf(!python)('every pattern compiles in a non-JavaScript dialect (Python’s re)', () => {
    const unique = [...new Set(patterns.map(([, pattern]) => pattern))]
    const script = 'import json, re, sys\nfor p in json.load(sys.stdin): re.compile(p)\nprint("ok")'
    const run = Bun.spawnSync([python!, '-c', script], { stdin: new TextEncoder().encode(JSON.stringify(unique)) })
    expect({ stderr: run.stderr.toString(), stdout: run.stdout.toString().trim() }).toEqual({
      stderr: '',
      stdout: 'ok',
    })
  })

  test('the answer checker has teeth: an undocumented status, a body on a 304, a wrong type, a broken body', async () => {
    const check = createConformanceChecker(document)
    const get = (path: string) => new Request(`http://localhost${path}`)
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    expect(await check(get('/api/recipes/x'), new Response('', { status: 418 }))).toContain('status not documented')
    expect(await check(get('/api/recipes/x'), new Response('stale', { status: 304 }))).toContain('a body')
    expect(
      await check(get('/api/recipes/x'), new Response('<p>', { headers: { 'content-type': 'text/html' } })),
    ).toContain('content type text/html')
    expect(await check(get('/api/recipes'), json({ items: 'none' }))).toContain('body breaks the schema')
    expect(
      await check(
        get('/api/recipes'),
        json({ items: [], page: 1, per_page: 20, total: 0, total_pages: 0, next_cursor: null }),
      ),
    ).toBeUndefined()
    // What no document describes (an unknown route) is the router's, not the document's.
    expect(await check(get('/api/nowhere'), new Response('', { status: 404 }))).toBeUndefined()
  })
})
