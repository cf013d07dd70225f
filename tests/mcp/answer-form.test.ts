import { describe, expect, test } from 'bun:test'
import { createTestApp } from '../support/harness'

// An MCP read is answered as one JSON body from the JSON API's kept bytes (issue 35): the event
// stream and a fresh read of the database were most of a get_recipe call's cost.
describe('an MCP read', async () => {
  const app = await createTestApp()
  const { api_key } = await app.register()
  const recipeId = await app.createRecipe(api_key)

  let sent = 0
  const call = (name: string, args: object, meta?: object) => {
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: ++sent,
      method: 'tools/call',
      params: { name, arguments: args, ...(meta && { _meta: meta }) },
    })
    return app.send('POST', '/mcp', body, {
      accept: 'application/json, text/event-stream',
      'content-length': String(Buffer.byteLength(body)),
      'x-api-key': api_key,
    })
  }

  test('is one JSON body when it asks no progress; progress and writing tools keep the event stream', async () => {
    const read = await call('get_recipe', { id: recipeId })
    expect(read.headers.get('content-type')).toStartWith('application/json')
    const answer = (await read.json()) as { result: { structuredContent: { id: string } } }
    expect(answer.result.structuredContent.id).toBe(recipeId)

    const withProgress = await call('get_recipe', { id: recipeId }, { progressToken: 'p1' })
    expect(withProgress.headers.get('content-type')).toStartWith('text/event-stream')
    expect(await withProgress.text()).toContain(recipeId)

    const write = await call('post_review', { recipe_id: recipeId, rating: 5, comment: 'Lovely.' })
    expect(write.headers.get('content-type')).toStartWith('text/event-stream')
  })

  test('get_recipe answers the bytes the JSON API keeps, without reading the recipe again', async () => {
    const fresh = await app.createRecipe(api_key, { title_en: 'Kept answer' })
    const detail = app.services.recipeService.detail
    let reads = 0
    app.services.recipeService.detail = (...args) => {
      reads++
      return detail(...args)
    }
    try {
      const api = await (await app.request(`/api/recipes/${fresh}`)).json()
      const mcp = (await (await call('get_recipe', { id: fresh })).json()) as {
        result: { structuredContent: unknown; content: { text: string }[] }
      }
      expect(reads).toBe(1)
      expect(mcp.result.structuredContent).toEqual(api)
      expect(JSON.parse(mcp.result.content[0]!.text)).toEqual(api)
    } finally {
      app.services.recipeService.detail = detail
    }
  })

  test('get_recipe sends the kept bytes as its text, without stringifying the recipe again', async () => {
    const fresh = await app.createRecipe(api_key, { title_en: 'Kept text' })
    const kept = await (await app.request(`/api/recipes/${fresh}`)).text()
    const stringify = JSON.stringify
    let recipesStringified = 0
    JSON.stringify = ((value: unknown, ...rest: []) => {
      if ((value as { title_en?: unknown } | null)?.title_en === 'Kept text') recipesStringified++
      return stringify(value, ...rest)
    }) as typeof JSON.stringify
    try {
      const mcp = (await (await call('get_recipe', { id: fresh })).json()) as {
        result: { content: { text: string }[] }
      }
      expect(mcp.result.content[0]!.text).toBe(kept)
    } finally {
      JSON.stringify = stringify
    }
    expect(recipesStringified).toBe(0)
  })

  test('get_recipe parses a kept answer once, and a write that drops the answer shows at once', async () => {
    const fresh = await app.createRecipe(api_key, { title_en: 'Parsed once' })
    const recipeOf = async () =>
      ((await (await call('get_recipe', { id: fresh })).json()) as { result: { structuredContent: { reviews: [] } } })
        .result.structuredContent
    await recipeOf()
    const parse = JSON.parse
    let recipesParsed = 0
    JSON.parse = ((text: string, ...rest: []) => {
      if (text.includes('"title_en":"Parsed once"')) recipesParsed++
      return parse(text, ...rest)
    }) as typeof JSON.parse
    try {
      expect((await recipeOf()).reviews).toHaveLength(0)
      expect(recipesParsed).toBe(0)
      const reviewer = await app.register()
      await app.send('POST', `/api/recipes/${fresh}/reviews`, { rating: 4, comment: 'Good.' }, reviewer.headers)
      expect((await recipeOf()).reviews).toHaveLength(1)
      expect(recipesParsed).toBe(1)
    } finally {
      JSON.parse = parse
    }
  })
})
