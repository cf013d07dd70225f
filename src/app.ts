import { type AnyElysia, Elysia, t } from 'elysia'
import { type ApiKeyAuth, apiKeyAuth } from './agents/auth'
import { agentRoutes } from './agents/routes'
import { createAgentService } from './agents/service'
import type { AiModels } from './ai/turn-context'
import { createCallbackService, type DeliveryOptions } from './callbacks/service'
import { recipeImage, storedToDraft } from './ai/recipe-image'
import { buildId } from './cache/build-id'
import { createResponseCache } from './cache/response-cache'
import type { Config } from './config'
import { type Database, embeddedClientOf } from './db/client'
import { createEventHub } from './discussions/events'
import { createLeases } from './discussions/leases'
import { discussionRoutes } from './discussions/routes'
import { createDiscussionService } from './discussions/service'
import { guideRoutes } from './guide/routes'
import { apiDocs } from './http/docs'
import { problemErrors } from './http/errors'
import { jsonBodies } from './http/json-body'
import { createRouteTable } from './http/methods'
import { requestIds } from './http/request-id'
import { responseHeaders } from './http/response-headers'
import { securityHeaders } from './http/security'
import { createLimitPolicy } from './limits/policy'
import { createRateLimiter } from './limits/rate-limiter'
import { createSearchBudget } from './limits/search-budget'
import { createIdempotency } from './idempotency/service'
import { createRenditionService } from './images/rendition-service'
import { imageRoutes } from './images/routes'
import { createImageService, type GeneratedImage, type PictureSubject } from './images/service'
import { mcpRoutes } from './mcp/routes'
import { apiDocumentBase, HealthSchema } from './openapi'
import { pageNotFoundRenderer, pageRoutes } from './pages'
import { recipeRoutes } from './recipes/routes'
import { createRecipeService } from './recipes/service'
import { createSearchIndexer } from './recipes/search-index'
import { createTranslationService } from './recipes/translation'
import { createTranslator } from './ai/translate'
import { reviewRoutes } from './reviews/routes'
import { createReviewService } from './reviews/service'
import { workerPool } from './workers/pool'

export type AppDeps = {
  config: Config
  db: Database
  models: AiModels
  /** The wall clock (Date.now) of the rate limits' windows and the discussions' leases; tests pass one they move. */
  now?: () => number
  /** Completion callbacks' schedule, time limit and resolver; unset, the contract's (src/callbacks/service.ts). Tests shorten them. */
  callbacks?: Partial<DeliveryOptions>
  /** How a recipe's picture is made; unset, by the models (the start's warm-up, src/server.ts, stores a header instead). */
  draw?: (recipe: PictureSubject) => Promise<GeneratedImage>
}

/** Answers of public reads beyond this many are not kept, however small (each costs a Map entry and its tags). */
const MAX_CACHED_ANSWERS = 50_000
/** A client address may spend this many seconds' worth of its search budget at once (README, SEARCH_MS_PER_SECOND). */
const SEARCH_BURST_SECONDS = 20
/** Another process's commit to the same file is noticed within this long (a check costs one read of the file, ~8 µs). */
const OTHER_WRITERS_CHECK_MS = 50

/**
 * The cache of public read answers (src/cache/response-cache.ts). On the embedded driver another
 * process's commits show in data_version; a remote database tells nothing, so answers expire.
 */
function responseCacheFor(config: Config, db: Database) {
  const local = embeddedClientOf(db)
  return createResponseCache({
    buildId: config.responseCache.buildId ?? buildId(),
    maxBytes: config.responseCache.maxBytes,
    maxEntries: MAX_CACHED_ANSWERS,
    ...(local
      ? { dataVersion: () => local.dataVersion(), checkEveryMs: OTHER_WRITERS_CHECK_MS }
      : { ttlMs: config.responseCache.remoteTtlMs }),
  })
}

/**
 * Offline pictures are drawn by the worker threads, one each: more at once would only queue in the
 * pool ahead of a discussion's picture. A remote model spends its time waiting on the network.
 */
const picturesAtOnce = (config: Config) => (config.ai.provider === 'offline' ? Math.max(1, config.ai.workerThreads) : 4)

/** Every service, wired to its database and models. */
export function createServices({ config, db, models, now, callbacks, draw }: AppDeps) {
  const responseCache = responseCacheFor(config, db)
  const agentService = createAgentService(db)
  const imageService = createImageService(
    db,
    {
      pictureStored: responseCache.recipeChanged,
      draw: draw ?? ((recipe) => recipeImage(models, storedToDraft(recipe), config)),
    },
    { concurrency: picturesAtOnce(config) },
  )
  // A reader waits for a rendition: its own pool, above the pictures being drawn.
  const pool = workerPool(config.ai.workerThreads, 'reader')
  const renditionService = createRenditionService(db, (input) => pool.run('renderRendition', input, { urgent: true }))
  const searchIndex = createSearchIndexer(db)
  const translationService = createTranslationService(db, {
    translate: createTranslator(config.ai, models),
    translated: (id) => {
      responseCache.recipeChanged(id)
      searchIndex.soon()
    },
  })
  const recipeService = createRecipeService(db, {
    recipeCreated: (recipe) => void imageService.enqueue(recipe.id),
    translationDue: translationService.enqueue,
    changes: responseCache,
    textStored: searchIndex.soon,
    searchBudget: createSearchBudget({
      msPerSecond: config.searchMsPerSecond,
      burstMs: config.searchMsPerSecond * SEARCH_BURST_SECONDS,
    }),
  })
  const reviewService = createReviewService(db, recipeService, responseCache)
  const callbackService = createCallbackService({
    db,
    allowPrivate: config.callbacksAllowPrivate,
    now,
    options: callbacks,
  })
  const discussionService = createDiscussionService({
    db,
    hub: createEventHub(db),
    models,
    config,
    recipeService,
    imageService,
    leases: createLeases(db, config.discussionLeaseMs, now ?? Date.now, callbackService.ended),
    runner: config.instanceId,
    callbacks: callbackService,
    now,
  })
  const limitPolicy = createLimitPolicy(createRateLimiter(db, now), config)
  const idempotency = createIdempotency(db, now)
  // Pictures, translations and search index rows a stopped service did not make are made now, in the background.
  void imageService.resumeWaiting()
  searchIndex.soon()
  void translationService.resumeDue()
  return {
    agentService,
    imageService,
    renditionService,
    recipeService,
    reviewService,
    discussionService,
    callbackService,
    translationService,
    searchIndex,
    limitPolicy,
    idempotency,
    responseCache,
  }
}

export type Services = ReturnType<typeof createServices>

/**
 * The JSON API's routes. Their chained type is what a typed client reads (`Api`, for Eden Treaty):
 * it is kept apart from the whole app's, whose pages, docs and MCP routes no client types.
 */
export const apiRoutes = (services: Services, auth: ApiKeyAuth, config: Config) =>
  new Elysia()
    .get(
      '/health',
      async ({ query }) =>
        query.detail === 'true'
          ? { status: 'ok' as const, callbacks: await services.callbackService.counts() }
          : { status: 'ok' as const },
      {
        query: t.Object({
          detail: t.Optional(
            t.Union([t.Literal('true'), t.Literal('false')], {
              description: '`true` adds the callbacks queue (one database read); plain liveness reads nothing.',
            }),
          ),
        }),
        response: { 200: HealthSchema },
        detail: { tags: ['Service'], operationId: 'getHealth', summary: 'Liveness check' },
      },
    )
    .use(agentRoutes(services.agentService, auth, services.responseCache, services.callbackService))
    .use(recipeRoutes(services.recipeService, auth, services.responseCache, config.trustProxy))
    .use(reviewRoutes(services.reviewService, auth, services.responseCache))
    .use(discussionRoutes(services.discussionService, auth, config.sseKeepAliveMs))
    .use(imageRoutes(services.imageService, services.renditionService))

/** What Eden Treaty takes: `treaty<Api>(baseUrl)` types every path, body, query and answer of the JSON API. */
export type Api = ReturnType<typeof apiRoutes>

/**
 * Composes every route plugin over the services. Typed as any Elysia app: chaining every plugin's
 * route types into one made the whole-project type check run out of memory and give up
 * (TS2859), and no caller reads the routes from this type (a typed client takes `Api`).
 */
export function createApp(config: Config, services: Services): AnyElysia {
  const { agentService, discussionService, limitPolicy, recipeService, responseCache, idempotency } = services
  const auth = apiKeyAuth(agentService, limitPolicy, config.trustProxy, idempotency)
  // Elysia looks for the path from offset 11 of the URL unless told the host may be shorter: with
  // `Host: abc` it would route http://abc/api/recipes as /recipes. Bun serves plain http here
  // (TLS ends before us), so the path always starts at the first slash after "http://".
  const routes = createRouteTable()
  const docs = apiDocs(apiDocumentBase(config.limits))
  const app: AnyElysia = new Elysia({ handler: { standardHostname: false } })
    .use(requestIds())
    .use(securityHeaders(routes))
    .use(responseHeaders())
    // Before the errors plugin: its error hook gives back the counts of refused requests.
    .use(auth)
    .use(problemErrors(pageNotFoundRenderer({ publicUrl: config.publicUrl, trustProxy: config.trustProxy }), routes))
    .use(jsonBodies(config.limits.bodyBytes))
    .use(docs.plugin)
    .use(apiRoutes(services, auth, config) as AnyElysia)
    .use(mcpRoutes(services, config))
    .use(guideRoutes(config))
    .use(
      pageRoutes({
        agentService,
        recipeService,
        discussionService,
        limitPolicy,
        trustProxy: config.trustProxy,
        publicUrl: config.publicUrl,
        cache: responseCache,
      }),
    )
  // Every route is registered now: what the error handler knows of them is fixed from here on.
  routes.learn(app.routes)
  docs.freeze(app)
  return app
}
