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
  }
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
  rateLimit: boolean
  /** Names this instance in the discussions it runs; a restart under the same name interrupts them. */
  instanceId: string
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

export const SETTINGS: { name: string; default: string; description: string }[] = [
  { name: 'PORT', default: '3000', description: 'HTTP port to listen on.' },
  {
    name: 'DATABASE_URL',
    default: 'file:./data/recipes.db',
    description: 'libSQL URL: file:<path> (embedded), :memory:, or libsql:// / https:// for Turso or a libSQL server.',
  },
  { name: 'DATABASE_AUTH_TOKEN', default: '', description: 'Auth token for a remote libSQL/Turso database (required for libsql://).' },
  {
    name: 'DATABASE_TIMEOUT_MS',
    default: '5000',
    description: 'Remote database only: longest wait for one round trip. Past it (or when refused) requests answer 503 database_unavailable with Retry-After.',
  },
  { name: 'AI_PROVIDER', default: 'openai if OPENAI_API_KEY is set, else offline', description: 'offline or openai.' },
  { name: 'OPENAI_API_KEY', default: '', description: 'Key for the OpenAI-compatible server. Without it the built-in offline models run.' },
  { name: 'OPENAI_BASE_URL', default: 'https://api.openai.com/v1', description: 'Any OpenAI-compatible server (Ollama, vLLM, LM Studio, OpenRouter).' },
  { name: 'OPENAI_CHAT_MODEL', default: 'gpt-4o-mini', description: 'Chat model used for every agent turn and the synthesis.' },
  { name: 'OPENAI_IMAGE_MODEL', default: 'gpt-image-1', description: 'Image model used for recipe pictures.' },
  { name: 'OFFLINE_PACE_MS', default: '30', description: 'Delay between streamed chunks of the offline models (0 = instant).' },
  { name: 'AI_TURN_TIMEOUT_MS', default: '120000', description: 'Time limit for one agent turn, synthesis or image call.' },
  {
    name: 'WORKER_THREADS',
    default: 'min(2, cores - 1), at least 1',
    description: 'Worker threads that draw the offline pictures (and run other CPU work of the offline models) off the thread serving requests; 0 runs it on that thread.',
  },
  { name: 'AI_MAX_RETRIES', default: '2', description: 'Retries of a failed model call (with backoff) before the discussion fails.' },
  { name: 'BODY_LIMIT_BYTES', default: '1048576', description: 'Largest accepted request body (413 above it).' },
  { name: 'DISCUSSIONS_PER_AGENT', default: '2', description: 'Discussions one agent may run at once (429 above it).' },
  { name: 'INSTANCE_ID', default: '<hostname>:<PORT>', description: 'Stable name of this instance. At start it marks its own unfinished discussions interrupted.' },
  { name: 'SSE_KEEPALIVE_MS', default: '15000', description: 'Interval of keep-alive comments on event streams.' },
  { name: 'SHUTDOWN_GRACE_MS', default: '30000', description: 'On SIGTERM/SIGINT, how long running discussions may take to finish before they are marked interrupted.' },
  { name: 'RATE_LIMIT', default: 'on', description: 'off switches request-rate limits off (load tests); body and field limits stay on.' },
  { name: 'REGISTRATIONS_PER_HOUR', default: '20', description: 'Agent registrations per client address per hour.' },
  { name: 'WRITES_PER_MINUTE', default: '60', description: 'Writes (recipes, reviews, discussions, key rotations) per API key per minute.' },
  { name: 'DISCUSSIONS_PER_HOUR', default: '20', description: 'Discussions started per API key per hour.' },
  { name: 'RECIPES_PER_DAY', default: '200', description: 'Recipes created directly per API key per day.' },
  { name: 'REVIEWS_PER_DAY', default: '500', description: 'Reviews posted per API key per day.' },
  { name: 'RESPONSE_CACHE_MB', default: '64', description: 'Memory for cached public read answers (JSON and pages); 0 turns the cache off.' },
  {
    name: 'READ_CACHE_TTL_MS',
    default: '1000',
    description: 'With a remote database (libsql://, https://): how long a cached answer may be served, since writes by other instances are not seen. 0 caches nothing there.',
  },
  { name: 'BUILD_ID', default: 'hash of the sources, or of the binary', description: 'Names this build in cache keys and ETags; every instance of one build must share it.' },
  { name: 'TRUST_PROXY', default: 'off', description: 'on: take the client address from X-Forwarded-For (only behind a proxy that sets it).' },
]

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`)
  return value
}

function databaseUrl(env: Env): string {
  const url = env.DATABASE_URL || 'file:./data/recipes.db'
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
  if (raw !== 'offline' && raw !== 'openai') throw new ConfigError(`AI_PROVIDER must be offline or openai, got "${raw}"`)
  if (raw === 'openai' && !env.OPENAI_API_KEY) throw new ConfigError('AI_PROVIDER=openai needs OPENAI_API_KEY')
  return raw
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (raw !== 'on' && raw !== 'off') throw new ConfigError(`${name} must be on or off, got "${raw}"`)
  return raw === 'on'
}

/** A core stays for the thread that serves requests; the workers also run below its priority (src/workers/worker.ts). */
const defaultWorkerThreads = () => Math.max(1, Math.min(2, availableParallelism() - 1))

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000, 0, 65535)
  return {
    port,
    databaseUrl: databaseUrl(env),
    databaseAuthToken: env.DATABASE_AUTH_TOKEN || undefined,
    databaseTimeoutMs: integer(env, 'DATABASE_TIMEOUT_MS', 5000, 100, 600_000),
    ai: {
      provider: aiProvider(env),
      apiKey: env.OPENAI_API_KEY || undefined,
      baseUrl: env.OPENAI_BASE_URL || undefined,
      chatModel: env.OPENAI_CHAT_MODEL || 'gpt-4o-mini',
      imageModel: env.OPENAI_IMAGE_MODEL || 'gpt-image-1',
      offlinePaceMs: integer(env, 'OFFLINE_PACE_MS', 30, 0, 10_000),
      turnTimeoutMs: integer(env, 'AI_TURN_TIMEOUT_MS', 120_000, 100, 3_600_000),
      maxRetries: integer(env, 'AI_MAX_RETRIES', 2, 0, 10),
      workerThreads: integer(env, 'WORKER_THREADS', defaultWorkerThreads(), 0, 64),
    },
    limits: {
      bodyBytes: integer(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024, 100 * 1_048_576),
      discussionsPerAgent: integer(env, 'DISCUSSIONS_PER_AGENT', 2, 1, 1000),
      rates: {
        registrationsPerHour: integer(env, 'REGISTRATIONS_PER_HOUR', 20, 1, 1_000_000),
        writesPerMinute: integer(env, 'WRITES_PER_MINUTE', 60, 1, 1_000_000),
        discussionsPerHour: integer(env, 'DISCUSSIONS_PER_HOUR', 20, 1, 1_000_000),
        recipesPerDay: integer(env, 'RECIPES_PER_DAY', 200, 1, 1_000_000),
        reviewsPerDay: integer(env, 'REVIEWS_PER_DAY', 500, 1, 1_000_000),
      },
    },
    trustProxy: onOff(env, 'TRUST_PROXY', false),
    rateLimit: onOff(env, 'RATE_LIMIT', true),
    instanceId: env.INSTANCE_ID || `${hostname()}:${port}`,
    sseKeepAliveMs: integer(env, 'SSE_KEEPALIVE_MS', 15_000, 10, 60_000),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 30_000, 0, 3_600_000),
    responseCache: {
      maxBytes: integer(env, 'RESPONSE_CACHE_MB', 64, 0, 64 * 1024) * 1_048_576,
      remoteTtlMs: integer(env, 'READ_CACHE_TTL_MS', 1000, 0, 3_600_000),
      buildId: env.BUILD_ID || undefined,
    },
  }
}
