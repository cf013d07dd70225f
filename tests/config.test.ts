import { describe, expect, test } from 'bun:test'
import { ConfigError, loadConfig, SETTINGS } from '../src/config'

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

  test('the README documents every setting', async () => {
    const readme = await Bun.file(new URL('../README.md', import.meta.url)).text()
    for (const { name } of SETTINGS) expect({ name, documented: readme.includes(`\`${name}\``) }).toEqual({ name, documented: true })
  })
})
