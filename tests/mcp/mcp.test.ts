import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { McpError, type Progress } from '@modelcontextprotocol/sdk/types.js'
import { sampleRecipe } from '../support/harness'
import { listen, payload } from './listen'

type Server = Awaited<ReturnType<typeof listen>>

describe('MCP endpoint', () => {
  let server: Server
  let client: Client
  let key: string

  beforeAll(async () => {
    server = await listen()
    key = (await server.register('MCP Chef', 'Cooks through tools')).api_key
    client = await server.mcpClient(key)
  })
  afterAll(() => server.stop())

  const call = (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args })

  test('initialises and lists the tools with the JSON API’s own input rules', async () => {
    expect(client.getServerVersion()?.name).toBe('recipe-agent-service')
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'create_recipe',
      'create_webhook_secret',
      'delete_recipe',
      'delete_review',
      'get_discussion',
      'get_recipe',
      'list_recipes',
      'post_review',
      'remix_recipe',
      'search_recipes',
      'speak_as_host',
      'start_discussion',
      'update_recipe',
      'update_review',
    ])
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]))
    const create = byName.create_recipe!.inputSchema as any
    expect(create.required).toEqual(
      expect.arrayContaining(['title_ja', 'title_en', 'category', 'ingredients_ja', 'steps_ja']),
    )
    expect(create.properties.title_en.maxLength).toBe(200)
    expect(create.properties.category.enum).toEqual(['main', 'dessert', 'drink', 'snack'])
    const review = byName.post_review!.inputSchema as any
    expect(review.required).toEqual(expect.arrayContaining(['recipe_id', 'rating', 'comment']))
    expect(review.properties.rating).toMatchObject({ type: 'integer', minimum: 1, maximum: 5 })
    expect(byName.list_recipes!.annotations?.readOnlyHint).toBe(true)
    expect(byName.start_discussion!.annotations?.readOnlyHint).toBe(false)
  })

  test('create_recipe publishes a recipe that the JSON API then serves', async () => {
    const result = await call('create_recipe', { ...sampleRecipe, title_en: 'MCP teriyaki' })
    expect(result.isError).toBeFalsy()
    const { recipe_id, recipe } = payload(result)
    expect(recipe).toMatchObject({
      id: recipe_id,
      title_en: 'MCP teriyaki',
      source: 'direct',
      author: { name: 'MCP Chef' },
    })
    // The text content carries the same JSON, for clients that only read text.
    expect(JSON.parse((result.content as { text: string }[])[0]!.text)).toEqual(payload(result))
    const response = await fetch(`${server.base}/api/recipes/${recipe_id}`)
    expect(response.status).toBe(200)
    expect(((await response.json()) as { title_en: string }).title_en).toBe('MCP teriyaki')
  })

  test('arguments nested 10,000 deep are validation_failed, not internal', async () => {
    let deep: unknown = 1
    for (let i = 0; i < 10_000; i++) deep = { nested: deep }
    const result = await call('get_recipe', { recipe_id: 'x', deep })
    expect(result.isError).toBe(true)
    expect(payload(result)).toMatchObject({ code: 'validation_failed', errors: [{ field: 'arguments' }] })
    // The HTTP request's id, as every problem of the API names it.
    expect(payload(result).request_id).toMatch(/^[A-Za-z0-9._:-]{1,128}$/)
  })

  test('invalid arguments fail with the same code and fields as the JSON API', async () => {
    const bad = [
      { ...sampleRecipe, title_en: undefined, title_ja: 'x'.repeat(201) },
      { ...sampleRecipe, category: 'breakfast', steps_ja: '   ' },
      { ...sampleRecipe, ingredients_en: Array.from({ length: 101 }, (_, i) => `item ${i}`).join('\n') },
    ]
    for (const args of bad) {
      const result = await call('create_recipe', args)
      expect(result.isError).toBe(true)
      const problem = payload(result)
      expect(problem.code).toBe('validation_failed')
      const api = (await (
        await server.send('POST', '/api/recipes', args, { 'x-api-key': key })
      ).json()) as typeof problem
      expect(api.code).toBe('validation_failed')
      const fields = (errors: { field: string }[]) => errors.map((error) => error.field).sort()
      expect(fields(problem.errors)).toEqual(fields(api.errors))
    }
  })

  test('search_recipes finds Japanese substrings; update and delete tools act for their authors only', async () => {
    const other = await server.mcpClient((await server.register('MCP Critic')).api_key)
    const otherCall = (name: string, args: Record<string, unknown>) => other.callTool({ name, arguments: args })
    const { recipe_id } = payload(
      await call('create_recipe', { ...sampleRecipe, title_ja: '生姜焼き', title_en: 'Ginger pork' }),
    )
    const found = payload(await call('search_recipes', { q: '生姜' }))
    expect(found.items.map((item: { id: string }) => item.id)).toEqual([recipe_id])
    expect(payload(await call('search_recipes', {})).code).toBe('validation_failed')

    const refused = await otherCall('update_recipe', { recipe_id, title_en: 'Stolen' })
    expect(payload(refused)).toMatchObject({ code: 'not_author', status: 403 })
    expect(payload(await call('update_recipe', { recipe_id, title_en: 'Ginger pork, glazed' })).recipe.title_en).toBe(
      'Ginger pork, glazed',
    )
    expect(payload(await call('search_recipes', { q: 'glazed' })).items.map((item: { id: string }) => item.id)).toEqual(
      [recipe_id],
    )

    const review = payload(await otherCall('post_review', { recipe_id, rating: 2, comment: 'Dry' }))
    expect(payload(await call('update_review', { recipe_id, review_id: review.review_id, rating: 5 })).code).toBe(
      'not_author',
    )
    expect(
      payload(await otherCall('update_review', { recipe_id, review_id: review.review_id, rating: 5 })).recipe_rating,
    ).toEqual({ average: 5, count: 1 })
    expect(payload(await otherCall('delete_review', { recipe_id, review_id: review.review_id }))).toEqual({
      deleted: review.review_id,
    })
    expect((await (await fetch(`${server.base}/api/recipes/${recipe_id}`)).json()).rating).toEqual({
      average: null,
      count: 0,
    })

    expect(payload(await otherCall('delete_recipe', { recipe_id })).code).toBe('not_author')
    expect(payload(await call('delete_recipe', { recipe_id }))).toEqual({ deleted: recipe_id })
    expect((await fetch(`${server.base}/api/recipes/${recipe_id}`)).status).toBe(404)
    expect(payload(await call('search_recipes', { q: '生姜' })).total).toBe(0)
  })

  test('list_recipes pages and filters, and rejects what the query string rejects', async () => {
    await call('create_recipe', { ...sampleRecipe, title_en: 'Matcha pudding', category: 'dessert' })
    const all = payload(await call('list_recipes', {}))
    expect(all).toMatchObject({ page: 1, per_page: 20 })
    expect(all.total).toBeGreaterThanOrEqual(2)
    const desserts = payload(await call('list_recipes', { category: 'dessert', per_page: 5 }))
    expect(desserts.items.map((item: { title_en: string }) => item.title_en)).toEqual(['Matcha pudding'])
    expect(desserts.per_page).toBe(5)
    for (const args of [{ per_page: 101 }, { page: 0 }, { category: 'breakfast' }, { page: 1.5 }]) {
      const result = await call('list_recipes', args)
      expect({ args, isError: result.isError, code: payload(result).code }).toEqual({
        args,
        isError: true,
        code: 'validation_failed',
      })
    }
  })

  test('get_recipe reads a recipe, and an unknown id is not_found', async () => {
    const id = await server.createRecipe(key, { title_en: 'Detail dish' })
    const found = payload(await call('get_recipe', { id }))
    expect(found).toMatchObject({ id, title_en: 'Detail dish', reviews: [] })
    const missing = await call('get_recipe', { id: 'no-such-recipe' })
    expect(missing.isError).toBe(true)
    expect(payload(missing)).toMatchObject({ code: 'not_found', status: 404 })
    expect(payload(await call('get_recipe', {}))).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'id' }],
    })
  })

  test('post_review reviews once, then conflicts; bad ratings and unknown recipes fail like the API', async () => {
    // Another agent's recipe: an agent may not review its own.
    const id = await server.createRecipe((await server.register('Other chef')).api_key, { title_en: 'Reviewed dish' })
    const created = payload(await call('post_review', { recipe_id: id, rating: 4, comment: 'Good glaze' }))
    expect(created).toMatchObject({
      review: { rating: 4, comment: 'Good glaze', recipe_id: id },
      recipe_rating: { average: 4, count: 1 },
    })
    expect(payload(await call('post_review', { recipe_id: id, rating: 5, comment: 'Again' }))).toMatchObject({
      code: 'conflict',
      status: 409,
    })
    for (const rating of [0, 6, 3.5, '5']) {
      const problem = payload(await call('post_review', { recipe_id: id, rating, comment: 'x' }))
      expect({ rating, code: problem.code, field: problem.errors?.[0]?.field }).toEqual({
        rating,
        code: 'validation_failed',
        field: 'rating',
      })
    }
    expect(payload(await call('post_review', { recipe_id: 'missing', rating: 5, comment: 'x' }))).toMatchObject({
      code: 'not_found',
    })
  })

  test('remix_recipe starts from a published recipe and publishes a remix that knows its parent', async () => {
    const { recipe_id: parent } = payload(await call('create_recipe', { ...sampleRecipe, servings: 2 }))
    const result = await client.callTool(
      { name: 'remix_recipe', arguments: { recipe_id: parent, theme: 'for 6', lang: 'en' } },
      undefined,
      { timeout: 20_000 },
    )
    expect(result.isError).toBeFalsy()
    const { recipe } = payload(result)
    expect(recipe).toMatchObject({ parent_recipe_id: parent, servings: 6 })
    expect(payload(await call('remix_recipe', { recipe_id: 'missing', theme: 'vegan' }))).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'from_recipe_id', message: 'No published recipe has this id' }],
    })
  })

  test('start_discussion reports each phase as progress and returns the published recipe', async () => {
    const progress: Progress[] = []
    const result = await client.callTool(
      { name: 'start_discussion', arguments: { theme: 'A bright summer noodle salad', lang: 'en' } },
      undefined,
      {
        onprogress: (update) => progress.push(update),
        resetTimeoutOnProgress: true,
        timeout: 20_000,
      },
    )
    expect(result.isError).toBeFalsy()
    const { discussion_id, recipe_id, recipe } = payload(result)
    expect(recipe).toMatchObject({ id: recipe_id, source: 'discussion', discussion_id })
    const messages = progress.map((update) => update.message)
    expect(messages[0]).toBe('started')
    expect(messages).toContain('round_started: round 3 of 3')
    expect(messages.filter((message) => / spoke$/.test(message ?? ''))).toHaveLength(15)
    expect(messages.at(-1)).toBe('completed')
    const values = progress.map((update) => update.progress)
    expect(values).toEqual([...values].sort((a, b) => a - b))
    expect(new Set(values).size).toBe(values.length)
    // Published: the JSON API lists it and the discussion is complete.
    const discussion = (await (await fetch(`${server.base}/api/discussions/${discussion_id}`)).json()) as {
      status: string
      recipe_id: string
    }
    expect(discussion).toMatchObject({ status: 'completed', recipe_id })
    // get_discussion answers what the JSON API does, so a cancelled call can find its recipe.
    expect(payload(await call('get_discussion', { id: discussion_id }))).toEqual(discussion)
    expect(payload(await call('get_discussion', { id: 'missing' }))).toMatchObject({ code: 'not_found' })
  }, 30_000)

  test('start_discussion without a progress token still returns the recipe; a blank theme is validation_failed', async () => {
    const result = await call('start_discussion', { theme: 'Quick weeknight curry' })
    expect(payload(result).recipe.source).toBe('discussion')
    expect(payload(await call('start_discussion', { theme: '   ' }))).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'theme' }],
    })
    expect(payload(await call('start_discussion', { theme: 'Soup', lang: 'fr' }))).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'lang' }],
    })
  }, 30_000)

  test('recipes are resources at recipe://{id}', async () => {
    const id = await server.createRecipe(key, { title_en: 'Resource dish' })
    const { resourceTemplates } = await client.listResourceTemplates()
    expect(resourceTemplates.map((template) => template.uriTemplate)).toEqual(['recipe://{id}'])
    const { resources } = await client.listResources()
    expect(resources.find((resource) => resource.uri === `recipe://${id}`)).toMatchObject({
      name: 'Resource dish',
      mimeType: 'application/json',
    })
    // The picture is drawn a moment after the recipe is created: both reads are compared once it is stored.
    const api = async () => (await fetch(`${server.base}/api/recipes/${id}`)).json()
    while ((await api()).image_url === null) await Bun.sleep(20)
    const { contents } = await client.readResource({ uri: `recipe://${id}` })
    expect(JSON.parse((contents[0] as { text: string }).text)).toEqual(await api())
    const error = await client.readResource({ uri: 'recipe://no-such-recipe' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(McpError)
    expect((error as McpError).code).toBe(-32002)
  })

  test('an unknown tool is a protocol error', async () => {
    const error = await call('delete_everything', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(McpError)
    expect((error as McpError).message).toContain('Unknown tool')
  })
})

describe('MCP authentication and limits', () => {
  let server: Server
  beforeAll(async () => {
    // A clock that stays mid-day: on the wall clock a run across midnight would open a new day's quota.
    server = await listen({ RATE_LIMIT: 'on', RECIPES_PER_DAY: '2' }, () => Date.UTC(2026, 0, 15, 12))
  })
  afterAll(() => server.stop())

  const initialize = (headers: Record<string, string>) =>
    fetch(`${server.base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
      }),
    })

  test('without a key, or with an unknown one, the transport answers a 401 problem', async () => {
    for (const headers of [{}, { 'x-api-key': 'rak_not-a-real-key' }] as Record<string, string>[]) {
      const response = await initialize(headers)
      expect(response.status).toBe(401)
      expect(response.headers.get('content-type')).toStartWith('application/problem+json')
      expect(response.headers.get('www-authenticate')).toContain('X-API-Key')
      expect(((await response.json()) as { code: string }).code).toBe('unauthorized')
    }
  })

  test('the SDK client gets a clear error without a key', async () => {
    const error = (await server.mcpClient().catch((e: unknown) => e)) as Error
    expect(error).toBeInstanceOf(Error)
    expect(error.message).toContain('401')
    expect(error.message).toContain('X-API-Key')
  })

  test('a rotated key stops working on MCP at once', async () => {
    const agent = await server.register('Rotator')
    const rotated = (await (await server.send('POST', '/api/agents/me/key', undefined, agent.headers)).json()) as {
      api_key: string
    }
    expect((await initialize({ 'x-api-key': agent.api_key })).status).toBe(401)
    expect((await initialize({ 'x-api-key': rotated.api_key })).status).toBe(200)
  })

  test('GET and DELETE answer 405: the endpoint is stateless', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`${server.base}/mcp`, { method, headers: { accept: 'text/event-stream' } })
      expect({ method, status: response.status, allow: response.headers.get('allow') }).toEqual({
        method,
        status: 405,
        allow: 'POST',
      })
    }
  })

  test('tool calls count against the same per-key limits as the JSON API', async () => {
    const agent = await server.register('Limited')
    const client = await server.mcpClient(agent.api_key)
    await server.createRecipe(agent.api_key) // one through the JSON API …
    expect((await client.callTool({ name: 'create_recipe', arguments: sampleRecipe })).isError).toBeFalsy() // … one through MCP …
    const limited = await client.callTool({ name: 'create_recipe', arguments: sampleRecipe }) // … and the cap of two is reached.
    expect(limited.isError).toBe(true)
    expect(payload(limited)).toMatchObject({ code: 'rate_limited', status: 429 })
    expect(payload(limited).retry_after).toBeGreaterThan(0)
    expect((await server.send('POST', '/api/recipes', sampleRecipe, agent.headers)).status).toBe(429)
    // Reads count against nothing.
    expect((await client.callTool({ name: 'list_recipes', arguments: {} })).isError).toBeFalsy()
  })
})
