import { toOpenAPISchema } from '@elysiajs/openapi'
import { Elysia } from 'elysia'
import type { Config } from '../config'
import { MCP_PATH, RECIPE_URI_TEMPLATE } from '../mcp/constants'
import { TOOLS } from '../mcp/tools'
import { PROBLEM_CATALOG_PATH } from '../http/problem'
import { asSkill, type GuideInput, type OpenApiDocument, renderGuide, renderProblemCatalog } from './render'

/** The base URL the agent reached us at: behind a trusted proxy, the one the proxy was asked for. */
function baseUrl(request: Request, trustProxy: boolean): string {
  const url = new URL(request.url)
  const host = trustProxy ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined
  const proto = trustProxy ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined
  return `${proto || url.protocol.replace(':', '')}://${host || url.host}`
}

/**
 * `/skill.md` and `/llms.txt`: the onboarding guide for agents, rendered from the same OpenAPI
 * document as /openapi.json (every route registered in the app, read through this plugin's view of
 * the global routes) on first request and kept, since routes never change after start.
 */
export const guideRoutes = (config: Config) => {
  const plugin = new Elysia({ name: 'agent-guide' })
  let input: GuideInput | undefined
  const guide = (request: Request) => {
    input ??= {
      document: toOpenAPISchema(plugin) as unknown as OpenApiDocument,
      config,
      tools: TOOLS.map(({ name, description, input }) => ({ name, description, input })),
      mcpPath: MCP_PATH,
      resourceTemplate: RECIPE_URI_TEMPLATE,
    }
    return renderGuide(input, baseUrl(request, config.trustProxy))
  }
  const markdown = (text: string, type: string) =>
    new Response(text, {
      headers: { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'public, max-age=300' },
    })

  return (
    plugin
      .get('/skill.md', ({ request }) => markdown(asSkill(guide(request)), 'text/markdown'), { detail: { hide: true } })
      .get('/llms.txt', ({ request }) => markdown(guide(request), 'text/plain'), { detail: { hide: true } })
      // Where every problem's `type` URI leads, so the link in an error is never a dead end.
      .get(PROBLEM_CATALOG_PATH, () => markdown(renderProblemCatalog(config.limits), 'text/markdown'), {
        detail: { hide: true },
      })
  )
}
