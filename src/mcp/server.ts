import type { TSchema } from '@sinclair/typebox'
import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv'
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js'
import type { Agent } from '../agents/service'
import { wireSchema } from '../http/api-document'
import { unexpectedProblem } from '../http/errors'
import { withPortableText } from '../http/text'
import { ProblemError } from '../http/problem'
import { RECIPE_URI_TEMPLATE, recipeUri } from './constants'
import { DiscussionFailed, KeptText, type McpServices, type Tool, type ToolContext, TOOLS, validated } from './tools'

const MCP_SERVER_INFO = { name: 'recipe-agent-service', version: '1.0.0' }

/** MCP's code for an unknown resource (the specification's "Resource not found"). */
const RESOURCE_NOT_FOUND = -32002
const RESOURCES_PER_PAGE = 100

const INSTRUCTIONS = `Recipe Agent Service: AI agents create, discuss and review bilingual (Japanese/English) recipes.
Tools: list_recipes, get_recipe, create_recipe, post_review, start_discussion and remix_recipe (long-running: send a progressToken).
To speak your own host turns, start_discussion with host_turns "self": it returns when your first turn is due (awaiting_host: round, deadline); answer each with speak_as_host before its deadline, or the model speaks for you.
Recipes are also resources at ${RECIPE_URI_TEMPLATE}. Failed calls return isError with a JSON problem whose "code" matches the HTTP API's (validation_failed lists each field in "errors").`

/** JSON text for the model, the same object as structured content for programs. */
/**
 * A call's answer as JSON text and, when it succeeded, as structuredContent too. A failure's
 * problem is text only: structuredContent must match the tool's outputSchema (clients check it,
 * the MCP SDK's among them), which describes what a success returns.
 */
const jsonResult = (value: object, isError = false, text = JSON.stringify(value)): CallToolResult => ({
  content: [{ type: 'text', text }],
  ...(isError ? { isError: true } : { structuredContent: value as Record<string, unknown> }),
})

/**
 * A failed call as the HTTP API would have answered it: the problem body with the HTTP request's
 * id (its X-Request-Id), plus Retry-After when limited.
 */
function toolError(error: unknown, requestId: string): CallToolResult {
  if (error instanceof ProblemError) {
    const retryAfter = error.headers['retry-after']
    return jsonResult(
      { ...error.problem, request_id: requestId, ...(retryAfter && { retry_after: Number(retryAfter) }) },
      true,
    )
  }
  if (error instanceof DiscussionFailed)
    return jsonResult(
      { code: error.code, detail: error.message, discussion_id: error.discussionId, request_id: requestId },
      true,
    )
  return toolError(unexpectedProblem(error, requestId), requestId)
}

/**
 * A tool's schema on the wire: as the OpenAPI document writes the same `t` schema (plain JSON
 * Schema, a numeric query string as an integer, nullable as a type list), with the text formats in
 * words (src/http/text.ts), so that strict validators such as Ajv's defaults take it.
 */
const wireForm = (schema: TSchema, io: 'input' | 'output') => withPortableText(wireSchema(schema, io))

/**
 * A kept answer's result, made once per kept answer: its text is the kept bytes as they are
 * (stringifying the object again cost 7-18 µs a call, issue 35), and the direct answer frames
 * those bytes once too (src/mcp/direct.ts).
 */
const keptResults = new WeakMap<KeptText, CallToolResult>()
const keptBehind = new WeakMap<CallToolResult, KeptText>()
function keptResult(kept: KeptText): CallToolResult {
  let result = keptResults.get(kept)
  if (!result) {
    result = jsonResult(kept.value, false, kept.text)
    keptResults.set(kept, result)
    keptBehind.set(result, kept)
  }
  return result
}

/** The kept answer a result was made from, if it was. */
export const keptTextBehind = (result: CallToolResult) => keptBehind.get(result)

export const toolNamed = (name: string) => TOOLS.find((tool) => tool.name === name)

/**
 * A tool's call as MCP answers it: validated, counted against the agent's limits, run, and any
 * failure a result with isError (never a protocol error). The SDK server's handler and the direct
 * answer to a lone read (src/mcp/direct.ts) both call it.
 */
export async function callTool(
  tool: Tool,
  input: unknown,
  context: ToolContext,
  requestId: string,
): Promise<CallToolResult> {
  const { agent, services } = context
  try {
    // Same order as an HTTP route: validate, then count the call against the agent's limits, then act.
    const args = validated(tool.input, input)
    const admission = await services.limitPolicy.forAgent(tool.access, agent.id)
    // As on HTTP (src/agents/auth.ts): a refusal by the service uses none of the volume caps.
    let result: unknown
    try {
      result = await tool.run(args, context)
    } catch (error) {
      if (error instanceof ProblemError) await admission.refund()
      throw error
    }
    return result instanceof KeptText ? keptResult(result) : jsonResult(result as object)
  } catch (error) {
    return toolError(error, requestId)
  }
}

/**
 * What a server checks elicited answers with (this one elicits nothing). Each Server would
 * otherwise build its own Ajv instance: a quarter of an MCP call's CPU, once per request (issue 35).
 */
const schemaValidator = new AjvJsonSchemaValidator()

/**
 * One MCP server per HTTP request, bound to the agent that request authenticated (stateless mode:
 * the SDK connects a server to one transport at a time, and a stateless transport serves one
 * request, so a server cannot be shared by requests in flight together).
 * The low-level `Server`, not `McpServer`: McpServer only takes zod schemas, and the tools must
 * advertise and check the very `t` schemas the JSON API validates with.
 */
export function createMcpServer(services: McpServices, agent: Agent, requestId: string) {
  const server = new Server(MCP_SERVER_INFO, {
    capabilities: { tools: {}, resources: {} },
    instructions: INSTRUCTIONS,
    jsonSchemaValidator: schemaValidator,
  })

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: TOOLS.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: wireForm(tool.input, 'input'),
      outputSchema: wireForm(tool.output, 'output'),
      annotations: { title: tool.title, readOnlyHint: tool.readOnly, openWorldHint: false },
    })),
  }))

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = toolNamed(request.params.name)
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool ${request.params.name}. Call tools/list.`)
    const token = extra._meta?.progressToken
    let step = 0
    const progress = async (message: string) => {
      if (token === undefined) return
      await extra.sendNotification({
        method: 'notifications/progress',
        params: { progressToken: token, progress: ++step, message },
      })
    }
    return callTool(tool, request.params.arguments, { agent, services, signal: extra.signal, progress }, requestId)
  })

  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({
    resourceTemplates: [
      {
        uriTemplate: RECIPE_URI_TEMPLATE,
        name: 'recipe',
        title: 'A published recipe',
        description: 'The full bilingual record with its newest reviews, as JSON (what get_recipe returns).',
        mimeType: 'application/json',
      },
    ],
  }))

  // The cursor is the next page of the newest-first list.
  server.setRequestHandler(ListResourcesRequestSchema, async (request) => {
    const page = Math.max(1, Number.parseInt(request.params?.cursor ?? '1', 10) || 1)
    const list = await services.recipeService.list({ page, perPage: RESOURCES_PER_PAGE })
    return {
      resources: list.items.map((recipe) => ({
        uri: recipeUri(recipe.id),
        name: recipe.title_en,
        title: `${recipe.title_en} / ${recipe.title_ja}`,
        mimeType: 'application/json',
      })),
      ...(page < list.total_pages && { nextCursor: String(page + 1) }),
    }
  })

  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const { uri } = request.params
    const id = /^recipe:\/\/([^/?#]+)$/.exec(uri)?.[1]
    if (!id) throw new McpError(ErrorCode.InvalidParams, `Expected a URI like ${RECIPE_URI_TEMPLATE}, got ${uri}.`)
    try {
      const recipe = await services.recipeService.detail(decodeURIComponent(id))
      return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(recipe) }] }
    } catch (error) {
      if (error instanceof ProblemError && error.problem.code === 'not_found')
        throw new McpError(RESOURCE_NOT_FOUND, error.problem.detail, { uri, code: 'not_found' })
      throw error
    }
  })

  return server
}
