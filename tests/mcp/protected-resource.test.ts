import { describe, expect, test } from 'bun:test'
import { createTestApp, expectProblem } from '../support/harness'

/** MCP's 401 points at RFC 9728 protected-resource metadata, which says the key is an API key in a header. */

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
}

describe('the MCP endpoint without a key', async () => {
  const app = await createTestApp()

  test('answers 401 with WWW-Authenticate naming the metadata', async () => {
    const response = await app.send('POST', '/mcp', initialize, { accept: 'application/json, text/event-stream' })
    expect(response.headers.get('www-authenticate')).toBe(
      'ApiKey header="X-API-Key", Bearer resource_metadata="http://localhost/.well-known/oauth-protected-resource/mcp"',
    )
    await expectProblem(response, 401, 'unauthorized')
  })

  test('the metadata names the resource, the header scheme and where to get a key', async () => {
    for (const path of ['/.well-known/oauth-protected-resource/mcp', '/.well-known/oauth-protected-resource']) {
      const response = await app.request(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(await response.json()).toMatchObject({
        resource: 'http://localhost/mcp',
        bearer_methods_supported: ['header'],
        authorization_servers: [],
        api_key: { header: 'X-API-Key', register: 'http://localhost/api/agents/register' },
      })
    }
  })

  test('a key in X-API-Key or as a Bearer token gets in', async () => {
    const { api_key } = await app.register()
    for (const headers of [{ 'x-api-key': api_key }, { authorization: `Bearer ${api_key}` }] as Record<
      string,
      string
    >[]) {
      const response = await app.send('POST', '/mcp', initialize, {
        accept: 'application/json, text/event-stream',
        ...headers,
      })
      expect(response.status).toBe(200)
      await response.text()
    }
  })
})

describe('with PUBLIC_URL', async () => {
  const app = await createTestApp({ PUBLIC_URL: 'https://recipes.example' })

  test('every address is the public one', async () => {
    const response = await app.send('POST', '/mcp', initialize, { accept: 'application/json, text/event-stream' })
    expect(response.headers.get('www-authenticate')).toContain(
      'https://recipes.example/.well-known/oauth-protected-resource/mcp',
    )
    const metadata = await (await app.request('/.well-known/oauth-protected-resource/mcp')).json()
    expect(metadata.resource).toBe('https://recipes.example/mcp')
  })
})
