import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import { Elysia } from 'elysia'
import type { Config } from '../config'
import { presentedKey } from '../agents/keys'
import { ProblemError } from '../http/problem'
import { requestIdOf } from '../http/request-id'
import { MCP_PATH } from './constants'
import { mcpChallenge, PROTECTED_RESOURCE_PATH, protectedResourceMetadata } from './protected-resource'
import { createMcpServer } from './server'
import type { McpServices } from './tools'

/**
 * The Model Context Protocol over Streamable HTTP (stateless): every POST carries X-API-Key (or
 * `Authorization: Bearer`, what the MCP Inspector sends) and is
 * answered by a fresh server bound to that agent. A missing or unknown key is the same 401 problem
 * as on the JSON API, before any MCP message is read, with `WWW-Authenticate` pointing at the
 * protected-resource metadata (src/mcp/protected-resource.ts) that MCP clients look for. The key in a custom header also keeps
 * browsers on other origins (and DNS-rebinding pages) out without an Origin allow-list.
 */
export const mcpRoutes = (services: McpServices, config: Config) => {
  const origins = { publicUrl: config.publicUrl, trustProxy: config.trustProxy }
  const metadata = ({ request, set }: { request: Request; set: { headers: Record<string, string | number> } }) => {
    set.headers['cache-control'] = 'public, max-age=3600'
    return protectedResourceMetadata(request, origins)
  }
  return new Elysia({ name: 'mcp' })
    .get(PROTECTED_RESOURCE_PATH, metadata, { detail: { hide: true } })
    .get(`${PROTECTED_RESOURCE_PATH}${MCP_PATH}`, metadata, { detail: { hide: true } })
    .post(
      MCP_PATH,
      async ({ request }) => {
        const agent = await services.agentService
          .authenticate(presentedKey(request.headers))
          .catch((error: unknown) => {
            // RFC 9728 §5.1: the 401 names the metadata, which says how a key is sent and got.
            if (error instanceof ProblemError && error.problem.code === 'unauthorized')
              throw new ProblemError('unauthorized', error.problem.detail, {
                headers: { ...error.headers, 'www-authenticate': mcpChallenge(request, origins) },
              })
            throw error
          })
        const transport = new WebStandardStreamableHTTPServerTransport({
          maxRequestBodySize: config.limits.bodyBytes,
          keepAliveMs: config.sseKeepAliveMs,
        })
        await createMcpServer(services, agent, requestIdOf(request)).connect(transport)
        return transport.handleRequest(request)
      },
      // The transport reads the raw body itself. `parse: 'none'` is ignored once a global onParse
      // hook exists (json-body.ts); a parser that answers null ends parsing without reading the body.
      // JSON-RPC is not described by the OpenAPI document.
      // Stateless: no standalone stream to GET and no session to DELETE. Those, and any other
      // method, get the app's 405 with `Allow: POST`, which the SDK client reads as "none".
      { parse: () => null, detail: { hide: true } },
    )
}
