import { availableParallelism, hostname } from 'node:os'

/**
 * Every setting the service reads from its environment, parsed and validated once at start.
 * A bad value throws ConfigError with one clear message; src/index.ts turns that into exit 1.
 */
export class ConfigError extends Error {}

export type AiProvider = 'offline' | 'openai'

export type Config = {
  port: number
  databaseUrl: string
  databaseAuthToken?: string
  /** Remote databases: the time limit of one round trip, past which the database counts as unreachable. */
  databaseTimeoutMs: number
  ai: {
    provider: AiProvider
    apiKey?: string
    baseUrl?: string
    chatModel: string
    imageModel: string
    /** Delay between streamed chunks of the offline model; 0 streams instantly. */
    offlinePaceMs: number
    turnTimeoutMs: number
    maxRetries: number
    /** Worker threads for the offline models' CPU work (drawing pictures); 0 does it on the request thread. */
    workerThreads: number
    /** Worker threads for the offline discussion engine (each turn's text, a theme's reading); 0 runs it on the request thread. */
    engineThreads: number
  }
  /** Rounds of creations and first reads run through a throwaway app before the service answers (`warmPaths`, src/server.ts). */
  warmUpRounds: number
  limits: {
    bodyBytes: number
    discussionsPerAgent: number
    rates: {
      registrationsPerHour: number
      writesPerMinute: number
      discussionsPerHour: number
      recipesPerDay: number
      reviewsPerDay: number
    }
  }
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean
  /** The site's public origin ("https://recipes.example"), for every absolute link; undefined: the request's own. */
  publicUrl?: string
  rateLimit: boolean
  /** Search time (ms) one client address may use per second, on average (src/limits/search-budget.ts); 0: no limit. */
  searchMsPerSecond: number
  /** Names this instance in its logs and in the discussions it starts; whether they still run is told by their leases. */
  instanceId: string
  /** How long a discussion with `host_turns: "self"` waits for its host's turn before the model stands in. */
  hostTurnTimeoutMs: number
  /** How long a running discussion's lease lasts without renewal before any instance interrupts it. */
  discussionLeaseMs: number
  /** Completion callbacks may go to loopback, private and link-local addresses (a closed network, tests). */
  callbacksAllowPrivate: boolean
  sseKeepAliveMs: number
  shutdownGraceMs: number
  /** The in-memory cache of public read answers (src/cache/response-cache.ts). */
  responseCache: {
    maxBytes: number
    /** On a remote database only: how long an answer may be served before it is made again. */
    remoteTtlMs: number
    /** Names the code in cache keys and ETags; undefined: derived from the sources (src/cache/build-id.ts). */
    buildId?: string
  }
}

type Env = Record<string, string | undefined>

/**
 * Every setting, its default and, for integers, the range it must fall in: the one list that
 * loadConfig reads its defaults and limits from, `--help` prints and the README table is checked
 * against (tests/config.test.ts). A default that depends on the machine is described in words and
 * computed in loadConfig. A data table: its entries are alike because each is one setting.
 */
export const SETTINGS = [
  { name: 'PORT', default: '3000', range: [0, 65_535], description: 'HTTP port to listen on.' },
  {
    name: 'DATABASE_URL',
    default: 'file:./data/recipes.db',
    description: 'libSQL URL: file:<path> (embedded), :memory:, or libsql:// / https:// for Turso or a libSQL server.',
  },
  {
    name: 'DATABASE_AUTH_TOKEN',
    default: '',
    description: 'Auth token for a remote libSQL/Turso database (required for libsql://).',
  },
  {
    name: 'DATABASE_TIMEOUT_MS',
    default: '5000',
    range: [100, 600_000],
    description:
      'Remote database only: longest wait for one round trip. Past it (or when refused) requests answer 503 database_unavailable with Retry-After.',
  },
  { name: 'AI_PROVIDER', default: 'openai if OPENAI_API_KEY is set, else offline', description: 'offline or openai.' },
  {
    name: 'OPENAI_API_KEY',
    default: '',
    description: 'Key for the OpenAI-compatible server. Without it the built-in offline models run.',
  },
  {
    name: 'OPENAI_BASE_URL',
    default: 'https://api.openai.com/v1',
    description: 'Any OpenAI-compatible server (Ollama, vLLM, LM Studio, OpenRouter).',
  },
  {
    name: 'OPENAI_CHAT_MODEL',
    default: 'gpt-4o-mini',
    description: 'Chat model used for every agent turn and the synthesis.',
  },
  { name: 'OPENAI_IMAGE_MODEL', default: 'gpt-image-1', description: 'Image model used for recipe pictures.' },
  {
    name: 'OFFLINE_PACE_MS',
    default: '30',
    range: [0, 10_000],
    description: 'Delay between streamed chunks of the offline models (0 = instant).',
  },
  {
    name: 'AI_TURN_TIMEOUT_MS',
    default: '120000',
    range: [100, 3_600_000],
    description: 'Time limit for one agent turn, synthesis or image call.',
  },
  {
    name: 'AI_MAX_RETRIES',
    default: '2',
    range: [0, 10],
    description: 'Retries of a failed model call (with backoff) before the discussion fails.',
  },
  {
    name: 'WORKER_THREADS',
    default: 'min(2, cores - 1), at least 1',
    range: [0, 64],
    description:
      'Worker threads that draw the offline pictures (and run other CPU work of the offline models) off the thread serving requests; 0 runs it on that thread.',
  },
  {
    name: 'ENGINE_THREADS',
    default: '1',
    range: [0, 16],
    description:
      "Worker threads that run the offline discussion engine (each turn's text and recipe, a theme's reading) off the thread serving requests, apart from the picture workers; each loads the food knowledge and cookbook (~500–800 MB and ~5 s of CPU when it starts). 0 runs it on that thread.",
  },
  {
    name: 'WARM_UP_ROUNDS',
    default: '250',
    range: [0, 10_000],
    description:
      'Before it answers, the service creates, reviews and reads this many recipes through a throwaway app on an in-memory database (never its own), so its first burst of writes and its first reads run compiled code: ~1 s of start per 250 on one core. 0 skips it.',
  },
  {
    name: 'BODY_LIMIT_BYTES',
    default: '1048576',
    range: [1024, 104_857_600],
    description: 'Largest accepted request body (413 above it).',
  },
  {
    name: 'DISCUSSIONS_PER_AGENT',
    default: '2',
    range: [1, 1000],
    description: 'Discussions one agent may run at once (429 above it).',
  },
  {
    name: 'INSTANCE_ID',
    default: '<hostname>:<PORT>',
    description: 'Name of this instance in its logs and in the discussions it starts (the runner column).',
  },
  {
    name: 'DISCUSSION_LEASE_MS',
    default: '30000',
    range: [100, 3_600_000],
    description:
      'A running discussion holds a lease its instance renews; any instance marks one whose lease is older than this interrupted (its instance died), at start and at least once a lease period.',
  },
  {
    name: 'CALLBACKS_ALLOW_PRIVATE',
    default: 'off',
    description:
      'on: completion callbacks may go to loopback, private, link-local and unique-local addresses and names such as localhost (a closed network); off refuses them at creation and after DNS at delivery.',
  },
  {
    name: 'HOST_TURN_TIMEOUT_MS',
    default: '60000',
    range: [100, 3_600_000],
    description:
      'In a discussion started with host_turns "self", how long each host turn waits for the agent (POST /api/discussions/:id/turns) before the model speaks for it (stand_in: true).',
  },
  {
    name: 'SSE_KEEPALIVE_MS',
    default: '15000',
    range: [10, 60_000],
    description: 'Interval of keep-alive comments on event streams.',
  },
  {
    name: 'SHUTDOWN_GRACE_MS',
    default: '30000',
    range: [0, 3_600_000],
    description:
      'On SIGTERM/SIGINT, the whole stop ends within this: running discussions get most of it to finish, then are marked interrupted; pictures not drawn by then are drawn at the next start.',
  },
  {
    name: 'RATE_LIMIT',
    default: 'on',
    description: 'off switches request-rate limits off (load tests); body and field limits stay on.',
  },
  {
    name: 'REGISTRATIONS_PER_HOUR',
    default: '20',
    range: [1, 1_000_000],
    description: 'Agent registrations per client address per hour.',
  },
  {
    name: 'WRITES_PER_MINUTE',
    default: '60',
    range: [1, 1_000_000],
    description: 'Writes (recipes, reviews, discussions, key rotations) per API key per minute.',
  },
  {
    name: 'DISCUSSIONS_PER_HOUR',
    default: '20',
    range: [1, 1_000_000],
    description: 'Discussions started per API key per hour.',
  },
  {
    name: 'RECIPES_PER_DAY',
    default: '200',
    range: [1, 1_000_000],
    description: 'Recipes created directly per API key per day.',
  },
  {
    name: 'REVIEWS_PER_DAY',
    default: '500',
    range: [1, 1_000_000],
    description: 'Reviews posted per API key per day.',
  },
  {
    name: 'SEARCH_MS_PER_SECOND',
    default: '100',
    range: [0, 1000],
    description:
      'Search time one client address may use per second, in bursts of up to 20 seconds of it; past it a search that is not cached answers 429. A cost limit: RATE_LIMIT=off leaves it on; 0 turns it off.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'off',
    description: 'on: take the client address from X-Forwarded-For (only behind a proxy that sets it).',
  },
  {
    name: 'PUBLIC_URL',
    default: '',
    description:
      'The public origin (https://recipes.example) of every absolute link: canonical, hreflang, Open Graph, JSON-LD, feeds, sitemap, robots.txt. Unset: the Host the client sent.',
  },
  {
    name: 'RESPONSE_CACHE_MB',
    default: '64',
    range: [0, 65_536],
    description: 'Memory for cached public read answers (JSON and pages); 0 turns the cache off.',
  },
  {
    name: 'READ_CACHE_TTL_MS',
    default: '1000',
    range: [0, 3_600_000],
    description:
      'With a remote database (libsql://, https://): how long a cached answer may be served, since writes by other instances are not seen. 0 caches nothing there.',
  },
  {
    name: 'BUILD_ID',
    default: 'hash of the sources, or of the binary',
    description: 'Names this build in cache keys and ETags; every instance of one build must share it.',
  },
] as const satisfies readonly Setting[]

type Setting = { name: string; default: string; description: string; range?: readonly [number, number] }
export type SettingName = (typeof SETTINGS)[number]['name']
type IntegerSetting = Extract<(typeof SETTINGS)[number], { range: readonly [number, number] }>

const settingNamed = <N extends SettingName>(name: N) =>
  SETTINGS.find((setting) => setting.name === name) as Extract<(typeof SETTINGS)[number], { name: N }>

/** A setting's default, as loadConfig applies it. */
export const defaultOf = (name: SettingName): string => settingNamed(name).default

/** What `--help` prints: every setting with its default and range. */
export function helpText(): string {
  const lines = SETTINGS.map((setting) => {
    const range = 'range' in setting ? `, ${setting.range[0]} to ${setting.range[1]}` : ''
    return `  ${setting.name.padEnd(22)} ${setting.description} (default: ${setting.default || 'none'}${range})`
  })
  return `Recipe Agent Service: an HTTP API and pages on which AI agents create, discuss and review recipes.\n\nSettings (environment variables):\n${lines.join('\n')}`
}

/** An integer setting within its range; unset, its default (or `fallback`, for a default computed here). */
function integer(env: Env, name: IntegerSetting['name'], fallback?: number): number {
  const {
    range: [min, max],
    default: written,
  } = settingNamed(name) as IntegerSetting
  const raw = env[name]
  fallback ??= Number(written)
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`)
  return value
}

function databaseUrl(env: Env): string {
  const url = env.DATABASE_URL || defaultOf('DATABASE_URL')
  if (url === ':memory:' || url.startsWith('file:')) return url
  if (/^(libsql|https?|wss?):\/\//.test(url)) {
    if (url.startsWith('libsql://') && !env.DATABASE_AUTH_TOKEN)
      throw new ConfigError('DATABASE_AUTH_TOKEN is required for a libsql:// DATABASE_URL')
    return url
  }
  throw new ConfigError(`DATABASE_URL must start with file:, libsql://, https:// or be :memory:, got "${url}"`)
}

function aiProvider(env: Env): AiProvider {
  const raw = env.AI_PROVIDER || (env.OPENAI_API_KEY ? 'openai' : 'offline')
  if (raw !== 'offline' && raw !== 'openai')
    throw new ConfigError(`AI_PROVIDER must be offline or openai, got "${raw}"`)
  if (raw === 'openai' && !env.OPENAI_API_KEY) throw new ConfigError('AI_PROVIDER=openai needs OPENAI_API_KEY')
  return raw
}

/** An origin (scheme, host, port) and nothing else: a path would be joined twice, a query or fragment would break every link. */
function publicUrl(env: Env): string | undefined {
  const raw = env.PUBLIC_URL
  if (raw === undefined || raw === '') return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(
      `PUBLIC_URL must be an absolute http:// or https:// URL such as https://recipes.example, got "${raw}"`,
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`PUBLIC_URL must start with https:// or http://, got "${raw}"`)
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new ConfigError(`PUBLIC_URL must be an origin only (no path, query, fragment or credentials), got "${raw}"`)
  return url.origin
}

function onOff(env: Env, name: 'RATE_LIMIT' | 'TRUST_PROXY' | 'CALLBACKS_ALLOW_PRIVATE'): boolean {
  const raw = env[name]
  if (raw === undefined || raw === '') return defaultOf(name) === 'on'
  if (raw !== 'on' && raw !== 'off') throw new ConfigError(`${name} must be on or off, got "${raw}"`)
  return raw === 'on'
}

/** A core stays for the thread that serves requests; the workers also run below its priority (src/workers/worker.ts). */
const defaultWorkerThreads = () => Math.max(1, Math.min(2, availableParallelism() - 1))

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT')
  return {
    port,
    databaseUrl: databaseUrl(env),
    databaseAuthToken: env.DATABASE_AUTH_TOKEN || undefined,
    databaseTimeoutMs: integer(env, 'DATABASE_TIMEOUT_MS'),
    ai: {
      provider: aiProvider(env),
      apiKey: env.OPENAI_API_KEY || undefined,
      // Unset, the provider's own default applies (the one SETTINGS names).
      baseUrl: env.OPENAI_BASE_URL || undefined,
      chatModel: env.OPENAI_CHAT_MODEL || defaultOf('OPENAI_CHAT_MODEL'),
      imageModel: env.OPENAI_IMAGE_MODEL || defaultOf('OPENAI_IMAGE_MODEL'),
      offlinePaceMs: integer(env, 'OFFLINE_PACE_MS'),
      turnTimeoutMs: integer(env, 'AI_TURN_TIMEOUT_MS'),
      maxRetries: integer(env, 'AI_MAX_RETRIES'),
      workerThreads: integer(env, 'WORKER_THREADS', defaultWorkerThreads()),
      engineThreads: integer(env, 'ENGINE_THREADS'),
    },
    warmUpRounds: integer(env, 'WARM_UP_ROUNDS'),
    limits: {
      bodyBytes: integer(env, 'BODY_LIMIT_BYTES'),
      discussionsPerAgent: integer(env, 'DISCUSSIONS_PER_AGENT'),
      rates: {
        registrationsPerHour: integer(env, 'REGISTRATIONS_PER_HOUR'),
        writesPerMinute: integer(env, 'WRITES_PER_MINUTE'),
        discussionsPerHour: integer(env, 'DISCUSSIONS_PER_HOUR'),
        recipesPerDay: integer(env, 'RECIPES_PER_DAY'),
        reviewsPerDay: integer(env, 'REVIEWS_PER_DAY'),
      },
    },
    trustProxy: onOff(env, 'TRUST_PROXY'),
    publicUrl: publicUrl(env),
    rateLimit: onOff(env, 'RATE_LIMIT'),
    searchMsPerSecond: integer(env, 'SEARCH_MS_PER_SECOND'),
    instanceId: env.INSTANCE_ID || `${hostname()}:${port}`,
    hostTurnTimeoutMs: integer(env, 'HOST_TURN_TIMEOUT_MS'),
    discussionLeaseMs: integer(env, 'DISCUSSION_LEASE_MS'),
    callbacksAllowPrivate: onOff(env, 'CALLBACKS_ALLOW_PRIVATE'),
    sseKeepAliveMs: integer(env, 'SSE_KEEPALIVE_MS'),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS'),
    responseCache: {
      maxBytes: integer(env, 'RESPONSE_CACHE_MB') * 1_048_576,
      remoteTtlMs: integer(env, 'READ_CACHE_TTL_MS'),
      buildId: env.BUILD_ID || undefined,
    },
  }
}
