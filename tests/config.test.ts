import { describe, expect, test } from 'bun:test'
import { ConfigError, helpText, loadConfig, SETTINGS } from '../src/config'

describe('configuration', () => {
  test('defaults run on the embedded database and the offline models', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBe('file:./data/recipes.db')
    expect(config.ai.provider).toBe('offline')
    expect(config.limits.bodyBytes).toBe(1_048_576)
  })

  test('an OpenAI key switches to the OpenAI-compatible provider', () => {
    expect(loadConfig({ OPENAI_API_KEY: 'k' }).ai.provider).toBe('openai')
    expect(loadConfig({ OPENAI_API_KEY: 'k', AI_PROVIDER: 'offline' }).ai.provider).toBe('offline')
  })

  test.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'libsql://db.example' }, 'DATABASE_AUTH_TOKEN'],
    [{ AI_PROVIDER: 'anthropic' }, 'AI_PROVIDER'],
    [{ AI_PROVIDER: 'openai' }, 'OPENAI_API_KEY'],
    [{ RATE_LIMIT: 'maybe' }, 'RATE_LIMIT'],
    [{ OFFLINE_PACE_MS: '-1' }, 'OFFLINE_PACE_MS'],
  ])('rejects %j with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(name)
  })
})

describe('one list of settings', () => {
  const integers = SETTINGS.filter((setting) => 'range' in setting)

  test('every integer default written in the list is the value loadConfig applies, inside its range', () => {
    const env = {}
    const config = loadConfig(env)
    const applied: Record<string, number> = {
      PORT: config.port,
      DATABASE_TIMEOUT_MS: config.databaseTimeoutMs,
      OFFLINE_PACE_MS: config.ai.offlinePaceMs,
      AI_TURN_TIMEOUT_MS: config.ai.turnTimeoutMs,
      AI_MAX_RETRIES: config.ai.maxRetries,
      ENGINE_THREADS: config.ai.engineThreads,
      BODY_LIMIT_BYTES: config.limits.bodyBytes,
      DISCUSSIONS_PER_AGENT: config.limits.discussionsPerAgent,
      SSE_KEEPALIVE_MS: config.sseKeepAliveMs,
      SHUTDOWN_GRACE_MS: config.shutdownGraceMs,
      DISCUSSION_LEASE_MS: config.discussionLeaseMs,
      HOST_TURN_TIMEOUT_MS: config.hostTurnTimeoutMs,
      SEARCH_MS_PER_SECOND: config.searchMsPerSecond,
      REGISTRATIONS_PER_HOUR: config.limits.rates.registrationsPerHour,
      WRITES_PER_MINUTE: config.limits.rates.writesPerMinute,
      DISCUSSIONS_PER_HOUR: config.limits.rates.discussionsPerHour,
      RECIPES_PER_DAY: config.limits.rates.recipesPerDay,
      REVIEWS_PER_DAY: config.limits.rates.reviewsPerDay,
      RESPONSE_CACHE_MB: config.responseCache.maxBytes / 1_048_576,
      READ_CACHE_TTL_MS: config.responseCache.remoteTtlMs,
      WARM_UP_ROUNDS: config.warmUpRounds,
    }
    for (const setting of integers) {
      if (!/^\d+$/.test(setting.default)) continue // computed at start (WORKER_THREADS)
      const value = Number(setting.default)
      expect({ name: setting.name, value: applied[setting.name] }).toEqual({ name: setting.name, value })
      expect(value).toBeGreaterThanOrEqual(setting.range[0])
      expect(value).toBeLessThanOrEqual(setting.range[1])
    }
  })

  test('each range is the one loadConfig enforces', () => {
    for (const { name, range } of integers) {
      expect(() => loadConfig({ [name]: String(range[0]) })).not.toThrow()
      expect(() => loadConfig({ [name]: String(range[1]) })).not.toThrow()
      expect(() => loadConfig({ [name]: String(range[0] - 1) })).toThrow(name)
      expect(() => loadConfig({ [name]: String(range[1] + 1) })).toThrow(name)
    }
  })

  test('--help prints every setting with its default', () => {
    const help = helpText()
    for (const setting of SETTINGS)
      expect(help).toContain(
        `  ${setting.name.padEnd(22)} ${setting.description} (default: ${setting.default || 'none'}`,
      )
  })

  test('the README table has the same settings, in the same order, with the same defaults', async () => {
    const readme = await Bun.file(new URL('../README.md', import.meta.url)).text()
    // `| \`NAME\` | default | meaning |`; the README writes literals in backticks, "—" for none and a real minus sign.
    const rows = [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \| (.*?) \| /gm)].map(([, name, written]) => ({
      name,
      default: written!.replaceAll('`', '').replaceAll('−', '-').replace(/^—$/, ''),
    }))
    expect(rows).toEqual(SETTINGS.map((setting) => ({ name: setting.name, default: setting.default })))
  })
})
