import type { Server } from 'bun'
import type { AnyElysia } from 'elysia'
import { createModels } from './ai/models'
import type { AiModels } from './ai/turn-context'
import { createApp, createServices } from './app'
import type { Config } from './config'
import { type Database, openDatabase } from './db/client'
import { prepareAll } from './db/prepared'
import { pngHeader } from './images/queries'
import { rememberSocketAddress } from './http/client-address'
import { admitRequest } from './http/front-door'
import { warmEngine } from './discussions/service'
import { CATEGORIES } from './recipes/model'
import { type IdleWatch, idleWatch, whenIdle } from './workers/idle'
import { closeWorkerPools, type WorkerPool, workerPool } from './workers/pool'

/**
 * The path of a request's URL without parsing it (this runs for every request): Bun gives
 * "http://host/path?query", or "/path?query" when the Host was unusable (still worth a line).
 */
function pathOf(url: string): string {
  const start = url.startsWith('/') ? 0 : url.indexOf('/', url.indexOf('//') + 2)
  if (start < 0) return '/'
  const query = url.indexOf('?', start)
  return url.slice(start, query < 0 ? undefined : query)
}

/**
 * The request log's lines of one turn of the event loop, written together once the turn's requests
 * are answered: one console.log a turn instead of one a request, which was ~3 µs of a cached
 * read's ~20 µs of JavaScript (docs/performance.md, "Issue 35, sixth pass"). Lines still go out
 * in order, through the same writer as every other line, and those of the last turn at exit.
 */
const logLines: string[] = []
function flushLog() {
  if (logLines.length === 0) return
  console.log(logLines.join('\n'))
  logLines.length = 0
}
process.on('exit', flushLog)

/**
 * One JSON line per request. Only method, path, status, time and the request id the answer
 * carries (the caller's X-Request-Id or ours): no other header, so never a key.
 */
function logRequest(request: Request, response: Response, startedAt: number, idle: IdleWatch): Response {
  idle.ended()
  const line = JSON.stringify({
    level: 'info',
    msg: 'request',
    request_id: response.headers.get('x-request-id'),
    method: request.method,
    path: pathOf(request.url),
    status: response.status,
    ms: Math.round((performance.now() - startedAt) * 100) / 100,
  })
  if (logLines.push(line) === 1) setImmediate(flushLog)
  return response
}

/**
 * Bun answers a body over its own limit with a bare 413 before we see the request; ours
 * (admitRequest) answers with a problem document, so Bun's is only a backstop no client reaches.
 */
const BUN_BODY_LIMIT = Number.MAX_SAFE_INTEGER

/**
 * How long the service has nothing to answer before its engine worker loads the food knowledge
 * (`warmEngine`): longer than the gaps between a busy site's requests, short enough that an idle
 * start has it loaded before most first discussions.
 */
const ENGINE_WARM_IDLE_MS = 1000

/** A start that cannot listen: one plain line for the operator, and nothing in the database changed. */
export class ListenError extends Error {}

type Handler = (request: Request, server: Server<undefined>) => Response | Promise<Response>

/**
 * Binds the port before anything else, so a start that cannot listen (a second start on a busy
 * port) stops before it opens the database: it must not migrate, sweep or otherwise touch the
 * data of the instance already serving there. Requests that arrive before `handler` settles wait
 * for it (opening the database takes milliseconds).
 */
function listen(port: number, handler: Promise<Handler>): Server<undefined> {
  // Once ready, requests go straight to the handler: no promise hop on every request.
  let ready: Handler | undefined
  handler.then(
    (known) => (ready = known),
    () => {},
  )
  try {
    return Bun.serve({
      port,
      maxRequestBodySize: BUN_BODY_LIMIT,
      // Event streams stay open for minutes; keep-alive comments keep them under this idle limit.
      idleTimeout: 60,
      fetch: (request, server) => (ready ? ready(request, server) : handler.then((known) => known(request, server))),
    })
  } catch (error) {
    const code = (error as { code?: unknown })?.code
    throw new ListenError(
      code === 'EADDRINUSE'
        ? `Port ${port} is already in use: stop the process listening there, or set PORT to a free port.`
        : code === 'EACCES'
          ? `Port ${port} needs privileges this process does not have: set PORT to a port above 1023.`
          : `Cannot listen on port ${port} (${String(code ?? (error as Error)?.message)}): set PORT to a free port.`,
    )
  }
}

/**
 * How long the shutdown may take of a grace period: the rest is for the process to exit (closing
 * the file, the runtime's own teardown), since the grace is counted from the signal to the exit.
 */
export const shutdownBudget = (graceMs: number) => graceMs - Math.min(250, graceMs / 8)
/** The part of the grace period kept for ending what is still running once the wait is over. */
const closingReserve = (graceMs: number) => Math.min(2000, graceMs / 4)
/** Streams that ended get this long to be read before their connections are closed. */
const STREAM_DRAIN_MS = 1000
/** Pictures being drawn at SIGTERM may finish within this much of what is left of the grace: any left undrawn are drawn at the next start. */
const PICTURES_WAIT_MS = 2000

/**
 * Pays before the first answer what the first request of each kind would pay while others wait:
 * Elysia composes a route's handler and validators on its first request (5–30 ms of CPU each), a
 * module's prepared statements are rendered on their first use, and the picture workers load their
 * modules for the first picture. The first creations of a burst paid
 * both at once, every reader waiting behind them (issue 35: list page 1's p99 of 60 ms).
 */
export function warmUp(app: Pick<AnyElysia, 'routes'>, db: Database, pool: Pick<WorkerPool, 'warm'>) {
  for (const route of app.routes) route.compile()
  prepareAll(db)
  pool.warm()
}

/** Only its header, which is all a stored picture is read for before someone asks for its bytes. */
const WARM_PICTURE = pngHeader(800, 600)

const FACTS = { description_en: 'Chicken thighs glazed in a sweet soy sauce.', servings: 2, total_minutes: 35 }

/**
 * Runs the creation, review and first-read paths `rounds` times (WARM_UP_ROUNDS) through a
 * throwaway app on an in-memory database before the service answers, so the code a first burst and
 * first reads run is compiled by then: JSC compiles a function to its faster tiers after a few
 * hundred runs, and a fresh process's first 500-creation burst paid for that while readers waited
 * (list page 1's p99 65–116 ms against 12–28 ms for a second burst, docs/performance.md, perf28).
 * Each round creates a recipe and reviews it, then reads it as JSON and as both languages' pages,
 * and reads a list page. Nothing reaches the service's database, its caches or its workers: the app
 * has its own services, its pictures are a header never drawn, and its requests ask for no
 * compression. Module-level memos it fills are keyed by ids no real row has (agents' names,
 * pictures' sizes).
 */
export async function warmPaths(config: Config, models: AiModels, rounds = config.warmUpRounds) {
  const db = await openDatabase(':memory:')
  const throwaway = { ...config, rateLimit: false }
  const services = createServices({
    config: throwaway,
    db,
    models,
    draw: async () => ({ bytes: WARM_PICTURE, mediaType: 'image/png' }),
  })
  const app = createApp(throwaway, services)
  const statuses = new Map<number, number>()
  async function call(path: string, init?: { body: unknown; key?: string }) {
    const response = await app.handle(
      new Request(`http://localhost${path}`, {
        ...(init && {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(init.key && { 'x-api-key': init.key }) },
          body: JSON.stringify(init.body),
        }),
      }),
    )
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    return response.status < 300 && init ? response.json() : response.arrayBuffer()
  }
  const register = async (name: string) =>
    ((await call('/api/agents/register', { body: { name } })) as { api_key: string }).api_key
  const [author, reviewer] = [await register('Warm-up author'), await register('Warm-up reviewer')]
  for (let n = 0; n < rounds; n++) {
    const category = CATEGORIES[n % CATEGORIES.length]!
    const { recipe_id: id } = (await call('/api/recipes', {
      key: author,
      body: {
        title_ja: `鶏の照り焼き ${n}`,
        title_en: `Chicken teriyaki ${n}`,
        category,
        ingredients_ja: '鶏もも肉 2枚\n醤油 大さじ2\nみりん 大さじ2',
        ingredients_en: '2 chicken thighs\n2 tbsp soy sauce\n2 tbsp mirin',
        steps_ja: '鶏肉を焼く\nタレを絡める',
        steps_en: 'Sear the chicken\nGlaze with the sauce',
        // Recipes with and without the optional facts, as a service holds both: code compiled for
        // one kind alone is thrown away and compiled again, later, on meeting the other.
        ...(n % 2 && FACTS),
      },
    })) as { recipe_id: string }
    await call(`/api/recipes/${id}/reviews`, { key: reviewer, body: { rating: 1 + (n % 5), comment: 'Good.' } })
    await services.imageService.settled()
    await call(`/api/recipes/${id}`)
    await call(`/recipes/${id}`)
    await call(`/ja/recipes/${id}`)
    await call(n % 2 ? `/api/recipes?category=${category}&page=1` : '/api/recipes?page=1')
  }
  await services.searchIndex.stop()
  db.$client.close()
  return statuses
}

/**
 * The start's warm-up (none with WARM_UP_ROUNDS=0) and the wall ms it took. It only saves time
 * later: one that fails is logged and the service starts all the same.
 */
export async function warmBeforeAnswering(config: Config, models: AiModels): Promise<number> {
  if (!config.warmUpRounds) return 0
  const started = performance.now()
  try {
    await warmPaths(config, models)
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', msg: 'warm-up failed, starting without it', error: String(error) }))
  }
  return Math.round(performance.now() - started)
}

/** Listens, then opens the database, interrupts discussions whose runners died (leases), and serves. */
export async function startServer(config: Config) {
  const ready = Promise.withResolvers<Handler>()
  // Nothing may run before a request that finds start-up failed, and it must not go unhandled.
  ready.promise.catch(() => {})
  const server = listen(config.port, ready.promise)
  let db: Database
  try {
    db = await openDatabase(
      config.databaseUrl,
      config.databaseAuthToken,
      undefined,
      undefined,
      config.databaseTimeoutMs,
    )
  } catch (error) {
    ready.reject(error)
    void server.stop(true)
    throw error
  }
  const models = createModels(config.ai)
  const services = createServices({ config, db, models })
  await services.discussionService.warmed
  const interrupted = await services.discussionService.sweepExpired()
  const stopSweeping = services.discussionService.keepSweeping()
  // Completion callbacks still due (from before a restart, or from any instance) are sent from now on.
  const stopDelivering = services.callbackService.start()
  const app = createApp(config, services)
  warmUp(app, db, workerPool(config.ai.workerThreads))
  const warmedMs = await warmBeforeAnswering(config, models)
  const idle = idleWatch()
  const stopWaitingForIdle = whenIdle(idle, ENGINE_WARM_IDLE_MS, () => warmEngine(config.ai))
  // A response the app has at once (a cached read) goes out without a promise between: ~1.5 µs each.
  ready.resolve((request, server) => {
    const startedAt = performance.now()
    idle.began()
    const admitted = admitRequest(request, config.limits.bodyBytes)
    if (admitted instanceof Response) return logRequest(request, admitted, startedAt, idle)
    // Bun knows the socket of the request it handed us, not of one rebuilt around a counted body;
    // asked only then, since it costs ~10 % of a cached read.
    if (admitted !== request) rememberSocketAddress(admitted, server.requestIP(request)?.address)
    const response: Response | Promise<Response> = app.fetch(admitted)
    return response instanceof Promise
      ? response.then(
          (answered) => logRequest(request, answered, startedAt, idle),
          // A request that fails without an answer still ends, or the service would never look idle again.
          (error: unknown) => {
            idle.ended()
            throw error
          },
        )
      : logRequest(request, response, startedAt, idle)
  })
  // Routes that read `server` from their context (the socket address behind the limits) get this one.
  app.server = server
  // The address to open: a newcomer's `npm start` says where the service is (PUBLIC_URL when set).
  const url = config.publicUrl ?? `http://localhost:${server.port}`
  console.log(
    JSON.stringify({
      level: 'info',
      msg: 'listening',
      port: server.port,
      url,
      ai: config.ai.provider,
      instance: config.instanceId,
      interrupted_discussions: interrupted,
      warm_up_ms: warmedMs,
    }),
  )

  /**
   * Graceful stop, all of it within `graceMs`, even on a full disk or an unreachable database:
   * refuse new connections, give running discussions the grace less a closing reserve to finish,
   * then interrupt those left (their streams and replays end with an `error` event; an end the
   * disk cannot take yet is left to the next start's sweep). Pictures are resumable (resumeWaiting
   * draws what is left at the next start), so they get only what remains, and never more than
   * PICTURES_WAIT_MS. Every step that waits on the database has its slice of the reserve and no
   * more: on a full disk the interruptions waited until the deadline and closing then overran it.
   */
  async function shutdown(graceMs: number) {
    const deadline = performance.now() + shutdownBudget(graceMs)
    const reserve = closingReserve(graceMs)
    /** Resolves `beforeMs` before the deadline. */
    const until = (beforeMs = 0) => Bun.sleep(Math.max(0, deadline - beforeMs - performance.now()))
    const atMost = (ms: number, beforeMs = 0) =>
      Bun.sleep(Math.max(0, Math.min(ms, deadline - beforeMs - performance.now())))
    stopSweeping()
    stopWaitingForIdle()
    void server.stop()
    const waiting = until(reserve).then(() => false)
    const finished = await Promise.race([services.discussionService.settled().then(() => true), waiting])
    if (!finished) await Promise.race([services.discussionService.interruptRunning(), until(reserve / 2)])
    // The streams end after their last event; give clients a moment to read it before closing.
    await Promise.race([server.stop(), atMost(STREAM_DRAIN_MS, reserve / 4)])
    await Promise.race([server.stop(true), until(reserve / 8)])
    await Promise.race([services.imageService.settled(), atMost(PICTURES_WAIT_MS, reserve / 8)])
    // Attempts under way are cut off and give their claims back: the next instance sends them again, same webhook-id.
    await Promise.race([stopDelivering(), until(reserve / 16)])
    // Before the database closes: a picture finishing later would have nowhere to go.
    closeWorkerPools()
    await Promise.race([services.searchIndex.stop(), until(reserve / 32)])
    db.$client.close()
  }

  return { server, app, services, shutdown }
}
