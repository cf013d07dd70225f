import { createModels } from './ai/models'
import { createApp, createServices } from './app'
import type { Config } from './config'
import { openDatabase } from './db/client'
import { rememberSocketAddress } from './http/client-address'
import { admitRequest } from './http/front-door'
import { closeWorkerPools } from './workers/pool'

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

/** One JSON line per request. Only method, path, status and time: never headers, so never a key. */
function logRequest(request: Request, status: number, startedAt: number) {
  const path = pathOf(request.url)
  console.log(JSON.stringify({ level: 'info', msg: 'request', method: request.method, path, status, ms: Math.round((performance.now() - startedAt) * 100) / 100 }))
}

/**
 * Bun answers a body over its own limit with a bare 413 before we see the request; ours
 * (admitRequest) answers with a problem document, so Bun's is only a backstop no client reaches.
 */
const BUN_BODY_LIMIT = Number.MAX_SAFE_INTEGER

/** Opens the database, interrupts what this instance left unfinished, and serves. */
export async function startServer(config: Config) {
  const db = await openDatabase(config.databaseUrl, config.databaseAuthToken, undefined, undefined, config.databaseTimeoutMs)
  const services = createServices({ config, db, models: createModels(config.ai) })
  const interrupted = await services.discussionService.interruptUnfinished()
  const app = createApp(config, services)
  const server = Bun.serve({
    port: config.port,
    maxRequestBodySize: BUN_BODY_LIMIT,
    // Event streams stay open for minutes; keep-alive comments keep them under this idle limit.
    idleTimeout: 60,
    async fetch(request, server) {
      const startedAt = performance.now()
      const admitted = admitRequest(request, config.limits.bodyBytes)
      let response: Response
      if (admitted instanceof Response) response = admitted
      else {
        // Bun knows the socket of the request it handed us, not of one rebuilt around a counted body;
        // asked only then, since it costs ~10 % of a cached read.
        if (admitted !== request) rememberSocketAddress(admitted, server.requestIP(request)?.address)
        response = await app.fetch(admitted)
      }
      logRequest(request, response.status, startedAt)
      return response
    },
  })
  // Routes that read `server` from their context (the socket address behind the limits) get this one.
  app.server = server
  // The address to open: a newcomer's `npm start` says where the service is (PUBLIC_URL when set).
  const url = config.publicUrl ?? `http://localhost:${server.port}`
  console.log(JSON.stringify({ level: 'info', msg: 'listening', port: server.port, url, ai: config.ai.provider, instance: config.instanceId, interrupted_discussions: interrupted }))

  /**
   * Graceful stop: refuse new connections, give running discussions and pictures `graceMs` to
   * finish, then interrupt the discussions left, whose streams and replays end with an `error`
   * event. A picture left undrawn is drawn when the service next starts (resumeWaiting).
   */
  async function shutdown(graceMs: number) {
    void server.stop()
    const deadline = Bun.sleep(graceMs).then(() => false)
    const finished = await Promise.race([services.discussionService.settled().then(() => true), deadline])
    if (!finished) await services.discussionService.interruptRunning()
    // The streams end after their last event; give clients a moment to read it before closing.
    await Promise.race([server.stop(), Bun.sleep(1000)])
    await server.stop(true)
    await Promise.race([services.imageService.settled(), deadline])
    // Before the database closes: a picture finishing later would have nowhere to go.
    closeWorkerPools()
    db.$client.close()
  }

  return { server, app, services, shutdown }
}
