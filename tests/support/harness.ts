import { createApp, createServices } from '../../src/app'
import { createModels } from '../../src/ai/models'
import type { AiModels } from '../../src/ai/turn-context'
import { loadConfig } from '../../src/config'
import { openDatabase } from '../../src/db/client'
import type { Logger } from 'drizzle-orm/logger'
import { createConformanceChecker } from './openapi-conformance'

/** One checker for the whole run: every app of one build serves the same document (tests/http/openapi.test.ts). */
let conformance: ReturnType<typeof createConformanceChecker> | undefined

/**
 * Every answer an app of the harness gives is checked against the OpenAPI document it serves;
 * an answer the document does not describe fails the request's test with what is wrong.
 */
function checkedAgainstDocument(app: { handle(request: Request): Promise<Response> }) {
  const handle = app.handle.bind(app)
  app.handle = async (request: Request) => {
    const response = await handle(request)
    conformance ??= createConformanceChecker(await (await handle(new Request('http://localhost/openapi.json'))).json())
    const mismatch = await conformance(request, response)
    if (mismatch) throw new Error(`The answer breaks the OpenAPI document: ${mismatch}`)
    return response
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/**
 * A whole app on a fresh in-memory database, called without a port through `app.handle`. `now`
 * is the rate limits' clock: a test about limits fixes it, so its windows never roll over mid-test.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  models?: AiModels,
  logger?: Logger,
  { now }: { now?: () => number } = {},
) {
  // Request-rate limits are off unless a test is about them: the suite registers and writes a lot from one address.
  // The offline engine runs on this thread unless a test is about its worker (tests/ai/models.test.ts), whose
  // first task waits seconds for the food knowledge to load.
  const config = loadConfig({
    DATABASE_URL: ':memory:',
    OFFLINE_PACE_MS: '0',
    RATE_LIMIT: 'off',
    ENGINE_THREADS: '0',
    ...env,
  })
  const db = await openDatabase(config.databaseUrl, undefined, logger)
  const services = createServices({ config, db, models: models ?? createModels(config.ai), now })
  const app = createApp(config, services)
  checkedAgainstDocument(app)

  const request = (path: string, init: RequestInit = {}) => app.handle(new Request(`http://localhost${path}`, init))

  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    request(path, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })

  async function register(name = 'Test Agent', description = 'A test agent') {
    const response = await send('POST', '/api/agents/register', { name, description })
    if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`)
    const body = (await response.json()) as { agent_id: string; api_key: string; name: string }
    return { ...body, headers: { 'x-api-key': body.api_key } }
  }

  async function createRecipe(key: string, overrides: Record<string, unknown> = {}) {
    const response = await send('POST', '/api/recipes', { ...sampleRecipe, ...overrides }, { 'x-api-key': key })
    if (response.status !== 201) throw new Error(`create recipe failed: ${response.status} ${await response.text()}`)
    return ((await response.json()) as { recipe_id: string }).recipe_id
  }

  const count = async (table: string) =>
    Number((await db.$client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n)

  return { app, db, config, services, request, send, register, createRecipe, count }
}

export const sampleRecipe = {
  title_ja: '鶏の照り焼き',
  title_en: 'Chicken teriyaki',
  category: 'main',
  ingredients_ja: '鶏もも肉 2枚\n醤油 大さじ2\nみりん 大さじ2\n砂糖 小さじ1',
  ingredients_en: '2 chicken thighs\n2 tbsp soy sauce\n2 tbsp mirin\n1 tsp sugar',
  steps_ja: '鶏肉に塩をふる\n皮目から焼く\nタレを加える\n照りが出るまで煮詰める',
  steps_en: 'Salt the chicken\nSear skin side down\nAdd the sauce\nReduce until glossy',
}

export async function expectProblem(response: Response, status: number, code: string) {
  const body = (await response.json()) as {
    status: number
    code: string
    type: string
    title: string
    detail: string
    errors?: { field: string; message: string }[]
  }
  if (response.status !== status || body.code !== code)
    throw new Error(`expected ${status} ${code}, got ${response.status} ${JSON.stringify(body)}`)
  if (!response.headers.get('content-type')?.startsWith('application/problem+json'))
    throw new Error('not a problem+json response')
  return body
}
