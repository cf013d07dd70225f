import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createTestApp, sampleRecipe } from '../support/harness'
import { listen, payload } from '../mcp/listen'

type OpenApi = { info: { description: string }; paths: Record<string, Record<string, unknown>> }

/** Splits one shell line into words: '…' literal, "…" and bare words expand $VARS, backslash escapes outside quotes. */
function shellWords(line: string, vars: Record<string, string>): string[] {
  const words: string[] = []
  let word: string | undefined
  const expand = (text: string) =>
    text.replace(/\$([A-Z_]+)/g, (_, name: string) => {
      if (!(name in vars)) throw new Error(`the guide uses $${name} before any answer gave it: ${line}`)
      return vars[name]!
    })
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!
    if (/\s/.test(char)) {
      if (word !== undefined) words.push(word)
      word = undefined
    } else if (char === "'") {
      const end = line.indexOf("'", i + 1)
      word = (word ?? '') + line.slice(i + 1, end)
      i = end
    } else if (char === '"') {
      const end = line.indexOf('"', i + 1)
      word = (word ?? '') + expand(line.slice(i + 1, end))
      i = end
    } else if (char === '\\') {
      word = (word ?? '') + line[++i]
    } else {
      const bare = /^[^\s'"\\]+/.exec(line.slice(i))![0]
      word = (word ?? '') + expand(bare)
      i += bare.length - 1
    }
  }
  if (word !== undefined) words.push(word)
  return words
}

/** Runs one of the guide's curl examples with fetch: the options the guide uses, nothing more. */
async function runCurl(line: string, vars: Record<string, string>) {
  const [command, ...args] = shellWords(line, vars)
  expect(command).toBe('curl')
  let method = 'GET'
  let url = ''
  let body: string | undefined
  const headers = new Headers()
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (arg === '-X') method = args[++i]!
    else if (arg === '-H') {
      const [name, ...value] = args[++i]!.split(':')
      headers.set(name!, value.join(':').trim())
    } else if (arg === '-d') {
      body = args[++i]!
      if (method === 'GET') method = 'POST'
    } else if (arg === '-s' || arg === '-N') continue
    else if (arg.startsWith('-')) throw new Error(`the test does not know curl's ${arg}: ${line}`)
    else url = arg
  }
  return fetch(url, { method, headers, body })
}

/** What an agent keeps from an answer: its key, and the ids later examples name. */
function remember(vars: Record<string, string>, answer: unknown) {
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    if (typeof record.api_key === 'string') vars.RECIPE_API_KEY = record.api_key
    if (typeof record.recipe_id === 'string') vars.RECIPE_ID = record.recipe_id
    if (typeof record.image_url === 'string') vars.IMAGE_ID = record.image_url.split('/').pop()!
    if (typeof record.review_id === 'string') vars.REVIEW_ID = record.review_id
    // Any agent's id will do for reading a public profile.
    if (typeof record.agent_id === 'string') vars.AGENT_ID = record.agent_id
    Object.values(record).forEach(visit)
  }
  visit(answer)
}

const sseData = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)))

const exampleLines = (markdown: string) =>
  [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((block) =>
    block[1]!
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('curl ')),
  )

describe('the agent guide at /skill.md and /llms-full.txt', () => {
  let server: Awaited<ReturnType<typeof listen>>
  let guide: string
  let document: OpenApi
  beforeAll(async () => {
    server = await listen()
    guide = await (await fetch(`${server.base}/skill.md`)).text()
    document = (await (await fetch(`${server.base}/openapi.json`)).json()) as OpenApi
  })
  afterAll(() => server.stop())

  test('is served as Markdown with skill front matter, and as llms-full.txt without it', async () => {
    const skill = await fetch(`${server.base}/skill.md`)
    expect(skill.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(guide).toMatch(/^---\nname: recipe-agent-service\ndescription: .+\n---\n\n# Recipe Agent Service\n/)
    const llms = await fetch(`${server.base}/llms-full.txt`)
    expect(llms.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const text = await llms.text()
    expect(text).toStartWith('# Recipe Agent Service\n\n> ')
    expect(guide.endsWith(text)).toBe(true)
  })

  test('names every /api route of the OpenAPI document, with a curl example for each', () => {
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
    expect(routes.length).toBeGreaterThanOrEqual(12)
    const examples = exampleLines(guide)
    for (const route of routes) {
      expect({ route, inGuide: guide.includes(`### \`${route}\``) }).toEqual({ route, inGuide: true })
      const [method, path] = route.split(' ')
      // An id is a variable from an answer; a parameter with no noun of its own may be its example value.
      const pattern = path!.replace(/\{\w+\}/g, '(?:\\$[A-Z_]+|[^/"?$]+)')
      const example = examples.find(
        (line) => new RegExp(`"\\$BASE${pattern}[?"]`).test(line) && (method === 'GET') === !line.includes(' -X '),
      )
      expect({ route, example: Boolean(example) }).toEqual({ route, example: true })
    }
  })

  test('lists every error code the OpenAPI document names, the limits in force and the MCP tools', async () => {
    // The document's description lists them as "code (status, …)".
    const codes = [...document.info.description.matchAll(/\b([a-z_]+) \((\d{3})\b/g)].map(
      ([, code, status]) => `| \`${code}\` | ${status} |`,
    )
    expect(codes.length).toBeGreaterThanOrEqual(10)
    for (const row of codes) expect({ row, inGuide: guide.includes(row) }).toEqual({ row, inGuide: true })
    expect(guide).toContain(`Bodies: at most ${server.config.limits.bodyBytes} bytes`)
    const client = await server.mcpClient((await server.register('Lister')).api_key)
    for (const { name } of (await client.listTools()).tools) expect(guide).toContain(`\`${name}\`(`)
    expect(guide).toContain(`${server.base}/mcp`)
    expect(guide).toContain('recipe://{id}')
  })

  test('uses the base URL the agent came in on (the forwarded one only behind a trusted proxy)', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'on' })
    const forwarded = { 'x-forwarded-host': 'recipes.example.com', 'x-forwarded-proto': 'https' }
    expect(await (await proxied.request('/llms-full.txt', { headers: forwarded })).text()).toContain(
      'BASE=https://recipes.example.com\n',
    )
    const direct = await createTestApp()
    expect(await (await direct.request('/llms-full.txt', { headers: forwarded })).text()).toContain(
      'BASE=http://localhost\n',
    )
  })

  test('an agent that knows only the base URL can follow it through every API action', async () => {
    const skill = await (await fetch(`${server.base}/skill.md`)).text()
    const vars: Record<string, string> = { BASE: /^\s*BASE=(\S+)$/m.exec(skill)![1]! }
    const othersRecipe = await server.createRecipe((await server.register('Another cook')).api_key)
    expect(vars.BASE).toBe(server.base)

    // Run the examples in any order they become runnable, as an agent filling in ids from answers would;
    // the deletes last, as an agent would clean up once done (they remove what other examples read).
    // The walk-through of every endpoint; worked examples of later sections have their own tests.
    const lines = exampleLines(skill.slice(0, skill.indexOf('\n## The discussion event stream')))
    const isDelete = (line: string) => line.includes('-X DELETE')
    const pending = [...lines.filter((line) => !isDelete(line)), ...lines.filter(isDelete)]
    const done: string[] = []
    for (let pass = 0; pending.length && pass < 10; pass++) {
      for (const line of [...pending]) {
        if (isDelete(line) && pending.some((other) => !isDelete(other))) continue
        const needs = [...line.matchAll(/\$([A-Z_]+)/g)].map((match) => match[1]!)
        if (!needs.every((name) => name in vars)) continue
        // Reviews are of another agent's recipe (an agent may not review its own), as an agent would
        // pick one from the list; what a review answer names never replaces the agent's own recipe.
        const reviews = line.includes('/reviews')
        const ownRecipe = vars.RECIPE_ID
        const response = await runCurl(line, reviews ? { ...vars, RECIPE_ID: othersRecipe } : vars)
        if (line.includes('/turns')) {
          // The walk's discussion has the model as host: no turn of its own is due (see "Speaking as host").
          expect({ line, status: response.status, code: ((await response.json()) as { code: string }).code }).toEqual({
            line,
            status: 409,
            code: 'not_awaiting_host',
          })
          pending.splice(pending.indexOf(line), 1)
          done.push(line)
          continue
        }
        expect({ line, ok: response.ok }).toEqual({ line, ok: true })
        const type = response.headers.get('content-type') ?? ''
        if (type.startsWith('text/event-stream')) {
          // The endpoint's example starts one (a replay names none); later examples read it.
          vars.DISCUSSION_ID ??= response.headers.get('x-discussion-id')!
          const discussionId = response.headers.get('x-discussion-id') ?? vars.DISCUSSION_ID
          const events = sseData(await response.text())
          expect(events.at(-1)).toMatchObject({ discussion_id: discussionId, recipe: { source: 'discussion' } })
          remember(vars, events.at(-1))
        } else if (type.includes('json')) remember(vars, await response.json())
        else await response.arrayBuffer()
        if (reviews && ownRecipe) vars.RECIPE_ID = ownRecipe
        pending.splice(pending.indexOf(line), 1)
        done.push(line)
      }
    }
    expect(pending).toEqual([])
    expect(done.length).toBeGreaterThanOrEqual(13)
    // The key it holds last is the rotated one, and it works; what it wrote is there.
    const me = (await (
      await fetch(`${server.base}/api/agents/me`, { headers: { 'x-api-key': vars.RECIPE_API_KEY! } })
    ).json()) as { agent_id: string }
    const written = async (table: string) =>
      Number(
        (
          await server.db.$client.execute({
            sql: `SELECT count(*) AS n FROM ${table} WHERE author_id = ?`,
            args: [me.agent_id],
          })
        ).rows[0]!.n,
      )
    // It wrote two recipes (one directly, one by discussion) and a review, and the deletes took one recipe and the review back.
    expect({ recipes: await written('recipes'), reviews: await written('reviews') }).toEqual({ recipes: 1, reviews: 0 })
  }, 30_000)

  test('its worked example of speaking as host runs as written', async () => {
    const skill = await (await fetch(`${server.base}/skill.md`)).text()
    const section = skill.slice(skill.indexOf('\n## Speaking as host'), skill.indexOf('\n## Errors'))
    const [start, turn] = exampleLines(section)
    expect(start).toContain('"host_turns":"self"')
    expect(turn).toContain('/turns')
    const key = (await server.register('Guide Host')).api_key
    const vars: Record<string, string> = { BASE: server.base, RECIPE_API_KEY: key }
    const stream = await runCurl(start!, vars)
    expect(stream.status).toBe(200)
    vars.DISCUSSION_ID = stream.headers.get('x-discussion-id')!
    // As the guide says: answer each awaiting_host with the turn example, read the rest of the stream.
    const reader = stream.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    let answered = 0
    const statuses: number[] = []
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      text += decoder.decode(value, { stream: true })
      while (sseData(text).filter((d) => d.phase === 'awaiting_host').length > answered) {
        answered++
        statuses.push((await runCurl(turn!, vars)).status)
      }
    }
    expect(statuses).toEqual([202, 202, 202])
    const events = sseData(text)
    const hosts = events.filter((d) => d.done && d.agent?.role === 'host')
    expect(hosts.map((d) => d.stand_in)).toEqual([false, false, false])
    expect(events.some((d) => d.phase === 'brief_updated')).toBe(true)
    expect(events.at(-1)).toMatchObject({ discussion_id: vars.DISCUSSION_ID, recipe: { source: 'discussion' } })
  }, 30_000)

  test('an agent that knows only the base URL can do every action through MCP', async () => {
    const skill = await (await fetch(`${server.base}/skill.md`)).text()
    const endpoint = /^Endpoint: `(\S+)`/m.exec(skill)![1]!
    expect(endpoint).toBe(`${server.base}/mcp`)
    const registration = exampleLines(skill).find((line) => line.includes('/api/agents/register'))!
    const registered = (await (await runCurl(registration, { BASE: server.base })).json()) as { api_key: string }
    const client = await server.mcpClient(registered.api_key)

    const tools = [...skill.matchAll(/^- `(\w+)`\(/gm)].map((match) => match[1]!)
    // The guide lists start_discussion before get_discussion, which reads the discussion it ran.
    let discussionId = ''
    let reviewId = ''
    const args = (name: string, recipeId: string): Record<string, unknown> =>
      ({
        list_recipes: { page: 1 },
        search_recipes: { q: '照り焼き' },
        update_recipe: { recipe_id: recipeId, title_en: 'Chicken teriyaki, glazed' },
        delete_recipe: { recipe_id: recipeId },
        update_review: { recipe_id: recipeId, review_id: reviewId, rating: 4 },
        delete_review: { recipe_id: recipeId, review_id: reviewId },
        get_recipe: { id: recipeId },
        create_recipe: sampleRecipe,
        post_review: { recipe_id: recipeId, rating: 5, comment: 'Followed the guide' },
        start_discussion: { theme: 'Autumn mushroom rice', lang: 'en' },
        remix_recipe: { recipe_id: recipeId, theme: 'for 4', lang: 'en' },
        get_discussion: { id: discussionId },
        create_webhook_secret: {},
        speak_as_host: { discussion_id: discussionId, text: 'Hello, panel.' },
      })[name]!
    const recipeId = payload(await client.callTool({ name: 'create_recipe', arguments: sampleRecipe }))
      .recipe_id as string
    // A review is of another agent's recipe: an agent may not review its own.
    const othersRecipe = await server.createRecipe((await server.register('Another cook')).api_key)
    for (const name of tools) {
      const result = await client.callTool({
        name,
        // A review is of another agent's recipe; a remix starts from one that delete_recipe has not removed.
        arguments: args(name, name.endsWith('_review') || name === 'remix_recipe' ? othersRecipe : recipeId),
      })
      if (name === 'speak_as_host') {
        // The discussion above has the model as host: no turn of the agent's is due (tests/mcp covers a whole one).
        expect(payload(result)).toMatchObject({ code: 'not_awaiting_host' })
        continue
      }
      expect({ name, isError: result.isError ?? false }).toEqual({ name, isError: false })
      if (name === 'start_discussion') discussionId = payload(result).discussion_id as string
      if (name === 'post_review') reviewId = payload(result).review_id as string
    }
    expect(tools.sort()).toEqual([
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
    // The review was posted, changed and withdrawn; the recipe it was of is still readable as a resource.
    const { contents } = await client.readResource({ uri: `recipe://${othersRecipe}` })
    expect(JSON.parse((contents[0] as { text: string }).text)).toMatchObject({
      id: othersRecipe,
      reviews: [],
      rating: { count: 0 },
    })
  }, 30_000)
})

describe('problem types', async () => {
  const t = await createTestApp()

  test("a problem's type URI leads to a page that explains its code", async () => {
    const problem = await (await t.request('/api/recipes/unknown')).json()
    const [path, fragment] = problem.type.split('#')
    expect(fragment).toBe('not_found')
    const page = await t.request(path)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toStartWith('text/markdown')
    const text = await page.text()
    for (const code of [
      'malformed_json',
      'unauthorized',
      'not_found',
      'conflict',
      'payload_too_large',
      'unsupported_media_type',
      'validation_failed',
      'rate_limited',
      'provider_unavailable',
      'internal',
    ])
      expect(text).toContain(`## ${code}`)
    expect(text).toContain('HTTP 422 · Validation failed')
  })
})
