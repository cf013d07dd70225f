import { isJsonContentType } from '@modelcontextprotocol/sdk/shared/mediaType.js'
import { type CallToolResult, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js'
import type { Agent } from '../agents/service'
import { callTool, keptTextBehind, toolNamed } from './server'
import type { KeptText, McpServices } from './tools'

/**
 * The answer to a POST that holds one `tools/call` of a read-only tool and nothing else, made
 * without the SDK: for such a message the SDK's server and transport only build themselves, check
 * the message with zod five times over, check the result twice more and stringify the recipe in it
 * again, 6-8 times the CPU of the JSON API's read of the same recipe (issue 35). The answer is the
 * same bytes as the SDK's (tests/mcp/direct.test.ts compares them). Any message this cannot answer
 * exactly as the SDK would (a batch, another method, a progress token, `_meta` or `task` in params,
 * a key JSON-RPC does not have, an Accept, Content-Type or MCP-Protocol-Version the transport
 * refuses) gets `undefined`, and the SDK answers it.
 */
export function directCall(request: Request, message: unknown) {
  if (!acceptedByTransport(request.headers)) return undefined
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return undefined
  const { jsonrpc, id, method, params, ...rest } = message as Record<string, unknown>
  if (jsonrpc !== '2.0' || method !== 'tools/call' || Object.keys(rest).length) return undefined
  if (typeof id !== 'string' && !Number.isSafeInteger(id)) return undefined
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined
  const { name, arguments: args, ...more } = params as Record<string, unknown>
  if (typeof name !== 'string' || Object.keys(more).length) return undefined
  if (args !== undefined && (typeof args !== 'object' || args === null || Array.isArray(args))) return undefined
  const tool = toolNamed(name)
  if (!tool?.readOnly) return undefined
  return { tool, id: id as string | number, args }
}

/** What the transport checks of a POST's headers before it reads a message (stateless, no DNS-rebinding list). */
function acceptedByTransport(headers: Headers) {
  const accept = headers.get('accept')
  if (!accept?.includes('application/json') || !accept.includes('text/event-stream')) return false
  if (!isJsonContentType(headers.get('content-type'))) return false
  const version = headers.get('mcp-protocol-version')
  return version === null || SUPPORTED_PROTOCOL_VERSIONS.includes(version)
}

const utf8 = new TextEncoder()
const RESPONSE_HEADERS = { 'Content-Type': 'application/json' }

/**
 * A kept answer's JSON-RPC response up to its id, made once per kept answer: the text content is
 * the kept bytes as a JSON string, structuredContent the kept bytes themselves (the same text the
 * SDK's stringify of the parsed object gives back).
 */
const heads = new WeakMap<KeptText, Uint8Array<ArrayBuffer>>()
function headOf(kept: KeptText) {
  let head = heads.get(kept)
  if (!head) {
    head = utf8.encode(
      `{"result":{"content":[{"type":"text","text":${JSON.stringify(kept.text)}}],"structuredContent":${kept.text}},"jsonrpc":"2.0","id":`,
    )
    heads.set(kept, head)
  }
  return head
}

function responseBytes(result: CallToolResult, id: string | number): Uint8Array<ArrayBuffer> {
  const kept = keptTextBehind(result)
  if (!kept) return utf8.encode(JSON.stringify({ result, jsonrpc: '2.0', id }))
  const head = headOf(kept)
  const tail = utf8.encode(`${JSON.stringify(id)}}`)
  const bytes = new Uint8Array(head.byteLength + tail.byteLength)
  bytes.set(head)
  bytes.set(tail, head.byteLength)
  return bytes
}

/** Runs the call as the SDK server would (src/mcp/server.ts callTool) and answers it as the transport would in JSON mode. */
export async function answerDirectly(
  call: NonNullable<ReturnType<typeof directCall>>,
  services: McpServices,
  agent: Agent,
  requestId: string,
  signal: AbortSignal,
) {
  const progress = async () => {}
  const result = await callTool(call.tool, call.args, { agent, services, signal, progress }, requestId)
  return new Response(responseBytes(result, call.id), { status: 200, headers: RESPONSE_HEADERS })
}
