import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import { Elysia } from 'elysia'
import type { Config } from '../config'
import { presentedKey } from '../agents/keys'
import { ProblemError } from '../http/problem'
import { requestIdOf } from '../http/request-id'
import { MCP_PATH } from './constants'
import { answerDirectly, directCall } from './direct'
import { mcpChallenge, PROTECTED_RESOURCE_PATH, protectedResourceMetadata } from './protected-resource'
import { createMcpServer } from './server'
import { type McpServices, TOOLS } from './tools'

/**
 * The Model Context Protocol over Streamable HTTP (stateless): every POST carries X-API-Key (or
 * `Authorization: Bearer`, what the MCP Inspector sends) and is
 * answered by a fresh server bound to that agent, or, for a lone read, directly (src/mcp/direct.ts). A missing or unknown key is the same 401 problem
 * as on the JSON API, before any MCP message is read, with `WWW-Authenticate` pointing at the
 * protected-resource metadata (src/mcp/protected-resource.ts) that MCP clients look for. The key in a custom header also keeps
 * browsers on other origins (and DNS-rebinding pages) out without an Origin allow-list.
 */
const READ_ONLY_TOOLS = new Set(TOOLS.filter((tool) => tool.readOnly).map((tool) => tool.name))

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Whether a POST's answer can be one JSON body instead of an event stream: none of its messages
 * asks for progress or calls a tool that writes or may run long. The stream (its framing, and a
 * stream per call) was a tenth of a read's cost (issue 35); it stays for calls that report progress
 * or wait, where its keep-alives hold the connection open.
 */
export function answersAtOnce(message: unknown): boolean {
  return (Array.isArray(message) ? message : [message]).every((each) => {
    if (typeof each !== 'object' || each === null) return false
    const { method, params } = each as { method?: unknown; params?: { name?: unknown; _meta?: unknown } }
    const meta = params?._meta
    if (typeof meta === 'object' && meta !== null && 'progressToken' in meta) return false
    return method !== 'tools/call' || (typeof params?.name === 'string' && READ_ONLY_TOOLS.has(params.name))
  })
}

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
        // A declared length is within the body limit (the front door refused it otherwise), so the
        // body is read here to choose the answer's form; a chunked one is left to the transport.
        const text = request.headers.has('content-length') ? await request.text() : undefined
        const message = text === undefined ? undefined : parsedJson(text)
        const direct = message === undefined ? undefined : directCall(request, message)
        if (direct) return answerDirectly(direct, services, agent, requestIdOf(request), request.signal)
        const transport = new WebStandardStreamableHTTPServerTransport({
          maxRequestBodySize: config.limits.bodyBytes,
          keepAliveMs: config.sseKeepAliveMs,
          enableJsonResponse: message !== undefined && answersAtOnce(message),
        })
        await createMcpServer(services, agent, requestIdOf(request)).connect(transport)
        if (message !== undefined) return transport.handleRequest(request, { parsedBody: message })
        // Not JSON: the transport reads the text again and answers its own parse error.
        return transport.handleRequest(text === undefined ? request : new Request(request, { body: text }))
      },
      // The transport reads the raw body itself. `parse: 'none'` is ignored once a global onParse
      // hook exists (json-body.ts); a parser that answers null ends parsing without reading the body.
      // JSON-RPC is not described by the OpenAPI document.
      // Stateless: no standalone stream to GET and no session to DELETE. Those, and any other
      // method, get the app's 405 with `Allow: POST`, which the SDK client reads as "none".
      { parse: () => null, detail: { hide: true } },
    )
}
