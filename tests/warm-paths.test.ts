import { expect, spyOn, test } from 'bun:test'
import { createModels } from '../src/ai/models'
import { createApp, createServices } from '../src/app'
import { loadConfig } from '../src/config'
import { openDatabase } from '../src/db/client'
import { pngHeader } from '../src/images/queries'
import { warmBeforeAnswering, warmPaths } from '../src/server'

test("the start's warm-up creates, reviews and reads through its own app, leaving the service's data and answers as they were", async () => {
  // The engine's start (its theme reader) loads in its worker, not on this thread for seconds of this test.
  const config = loadConfig({ DATABASE_URL: ':memory:', RATE_LIMIT: 'off', ENGINE_THREADS: '1' })
  const db = await openDatabase(config.databaseUrl)
  // A picture's header stands for its drawing, which would take seconds of this test.
  const draw = async () => ({ bytes: pngHeader(800, 600), mediaType: 'image/png' })
  const services = createServices({ config, db, models: createModels(config.ai), draw })
  const app = createApp(config, services)
  const request = async (path: string, body?: unknown, key?: string) =>
    app.handle(
      new Request(`http://localhost${path}`, {
        // The caller's request id, so a problem's body names the same one each time.
        headers: {
          'x-request-id': 'warm-paths-test',
          'content-type': 'application/json',
          ...(key && { 'x-api-key': key }),
        },
        ...(body !== undefined && { method: 'POST', body: JSON.stringify(body) }),
      }),
    )
  const register = async (name: string) =>
    ((await (await request('/api/agents/register', { name })).json()) as { api_key: string }).api_key
  const [author, reviewer] = [await register('Author'), await register('Reviewer')]
  const created = await request(
    '/api/recipes',
    // English given: no translation is due, which would change the rows later.
    {
      title_ja: '親子丼',
      title_en: 'Oyakodon',
      category: 'main',
      ingredients_ja: '鶏肉\n卵',
      ingredients_en: 'Chicken\nEggs',
      steps_ja: '煮る',
      steps_en: 'Simmer',
    },
    author,
  )
  const { recipe_id: id } = (await created.json()) as { recipe_id: string }
  await request(`/api/recipes/${id}/reviews`, { rating: 4, comment: 'Fine.' }, reviewer)
  // The service's own work after a write (its picture, its search index rows) is done before the rows are read.
  await services.imageService.settled()
  await services.searchIndex.drain()
  const paths = [
    `/api/recipes/${id}`,
    `/recipes/${id}`,
    `/ja/recipes/${id}`,
    `/api/recipes/${id}/reviews`,
    '/api/recipes?page=1',
    '/api/recipes?category=main&page=1',
    '/',
    '/feed.xml',
    '/api/recipes/no-such-recipe',
    '/recipes/no-such-recipe',
    '/api/recipes?page=0',
  ]
  const answers = async () => {
    // Made again, not served from the cache: what the code answers now.
    services.responseCache.clear()
    return Promise.all(
      paths.map(async (path) => {
        const response = await request(path)
        return `${path} ${response.status} ${JSON.stringify([...response.headers])} ${Bun.hash(await response.arrayBuffer())}`
      }),
    )
  }
  const rows = async () => {
    const tables = await db.$client.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    const dump: unknown[] = []
    for (const { name } of tables.rows) dump.push(name, (await db.$client.execute(`SELECT * FROM "${name}"`)).rows)
    return Bun.hash(JSON.stringify(dump, (_, value) => (typeof value === 'bigint' ? String(value) : value)))
  }
  const [answersBefore, rowsBefore] = [await answers(), await rows()]

  const statuses = await warmPaths(config, createModels(config.ai), 3)

  // Two agents, then each round's recipe and review (201) and its four reads (200).
  expect(Object.fromEntries(statuses)).toEqual({ 201: 2 + 3 * 2, 200: 3 * 4 })
  expect(await rows()).toBe(rowsBefore)
  expect(await answers()).toEqual(answersBefore)
})

test('an app nothing refers to any more is collected with its services, as the warm-up drops its own', async () => {
  const run = Bun.spawn([process.execPath, `${import.meta.dir}/support/dropped-app.ts`], {
    stdout: 'pipe',
    stderr: 'inherit',
  })
  expect((await new Response(run.stdout).text()).trim()).toBe('collected')
  expect(await run.exited).toBe(0)
}, 30_000)

test('a warm-up that fails is logged and the start goes on; WARM_UP_ROUNDS=0 runs none', async () => {
  const config = loadConfig({ DATABASE_URL: ':memory:', ENGINE_THREADS: '1' })
  const models = createModels(config.ai)
  const logged = spyOn(console, 'error').mockImplementation(() => {})
  try {
    // No limits: the throwaway app cannot be built.
    expect(await warmBeforeAnswering({ ...config, limits: undefined } as never, models)).toBeGreaterThanOrEqual(0)
    expect(logged.mock.calls.map(([line]) => JSON.parse(String(line)).msg)).toEqual([
      'warm-up failed, starting without it',
    ])
    expect(await warmBeforeAnswering({ ...config, warmUpRounds: 0, limits: undefined } as never, models)).toBe(0)
    expect(logged).toHaveBeenCalledTimes(1)
  } finally {
    logged.mockRestore()
  }
})
