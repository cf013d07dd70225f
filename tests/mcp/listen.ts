import { expect } from 'bun:test'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { createTestApp } from '../support/harness'

/**
 * The whole app on an in-memory database, listening on 127.0.0.1 at a free port: MCP's transport,
 * Eden Treaty and the guide's curl examples are exercised over real HTTP, not `app.handle`.
 * `now` is the rate limits' clock (see createTestApp).
 */
export async function listen(env: Record<string, string> = {}, now?: () => number) {
  const testApp = await createTestApp(env, undefined, undefined, { now })
  testApp.app.listen({ port: 0, hostname: '127.0.0.1' })
  const base = `http://127.0.0.1:${testApp.app.server!.port}`
  const clients: Client[] = []

  /** The SDK's own client over Streamable HTTP, sending `key` (if any) as X-API-Key. */
  async function mcpClient(key?: string) {
    const transport = new StreamableHTTPClientTransport(new URL('/mcp', base), {
      requestInit: { headers: key ? { 'x-api-key': key } : {} },
    })
    const client = new Client({ name: 'test-agent', version: '1.0.0' })
    await client.connect(transport)
    clients.push(client)
    return client
  }

  async function stop() {
    await Promise.allSettled(clients.map((client) => client.close()))
    await testApp.services.discussionService.settled()
    await testApp.app.stop(true)
  }

  return { ...testApp, base, mcpClient, stop }
}

/**
 * A tool result's JSON: its structured content when it succeeded, the problem in its text when it
 * failed (a failure carries no structuredContent, which must match the tool's outputSchema).
 */
export const payload = (result: unknown) => {
  const { structuredContent, content, isError } = result as CallToolResult
  if (isError) {
    expect(structuredContent).toBeUndefined()
    return JSON.parse((content[0] as { text: string }).text) as Record<string, any>
  }
  return structuredContent as Record<string, any>
}
