import { describe, expect, test } from 'bun:test'
import { createMcpServer } from '../../src/mcp/server'
import { createTestApp } from '../support/harness'

// A server is built for every MCP request (stateless transport): what it builds must be cheap (issue 35).
describe('an MCP request builds no schema compiler of its own', async () => {
  const app = await createTestApp()
  const agent = await app.services.agentService.authenticate((await app.register()).api_key)

  test('the servers of two requests share one JSON Schema validator (a fresh Ajv was a quarter of a call)', () => {
    const validatorOf = (server: object) => Reflect.get(server, '_jsonSchemaValidator')
    const first = createMcpServer(app.services, agent, 'request-1')
    const second = createMcpServer(app.services, agent, 'request-2')
    expect(validatorOf(first)).toBeDefined()
    expect(validatorOf(first)).toBe(validatorOf(second))
  })
})
