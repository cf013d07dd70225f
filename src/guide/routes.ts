import { toOpenAPISchema } from '@elysiajs/openapi'
import { Elysia } from 'elysia'
import type { Config } from '../config'
import { MCP_PATH, RECIPE_URI_TEMPLATE } from '../mcp/constants'
import { TOOLS } from '../mcp/tools'
import { validatedResponse } from '../cache/http'
import { PROBLEM_CATALOG_PATH } from '../http/problem'
import { createOriginShares } from '../cache/origins'
import {
  asSkill,
  type GuideInput,
  type OpenApiDocument,
  renderGuide,
  renderIndex,
  renderProblemCatalog,
} from './render'

/** What is served: the guide with skill front matter, the same guide as plain text, the llms.txt index of links. */
type GuideKind = 'skill' | 'full' | 'index'
const GUIDE_TYPES: Record<GuideKind, string> = {
  skill: 'text/markdown',
  full: 'text/plain',
  index: 'text/plain',
}

/** The base URL the agent reached us at: behind a trusted proxy, the one the proxy was asked for. */
function baseUrl(request: Request, trustProxy: boolean): string {
  const url = new URL(request.url)
  const host = trustProxy ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined
  const proto = trustProxy ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined
  return `${proto || url.protocol.replace(':', '')}://${host || url.host}`
}

/** The guides kept at once: every kind for the few origins the page cache admits (src/cache/origins.ts). */
const GUIDES_KEPT = 24

/**
 * `/skill.md` and `/llms-full.txt`: the onboarding guide for agents, and `/llms.txt`, its index of
 * links (llmstxt.org), rendered from the same OpenAPI
 * document as /openapi.json (every route registered in the app, read through this plugin's view of
 * the global routes) on first request and kept, since routes never change after start.
 */
export const guideRoutes = (config: Config) => {
  const plugin = new Elysia({ name: 'agent-guide' })
  let input: GuideInput | undefined
  const render = (kind: GuideKind, base: string) => {
    input ??= {
      document: toOpenAPISchema(plugin) as unknown as OpenApiDocument,
      config,
      tools: TOOLS.map(({ name, description, input }) => ({ name, description, input })),
      mcpPath: MCP_PATH,
      resourceTemplate: RECIPE_URI_TEMPLATE,
    }
    if (kind === 'index') return renderIndex(input, base)
    const guide = renderGuide(input, base)
    return kind === 'skill' ? asSkill(guide) : guide
  }
  /** The guide's bytes and ETag per kind and origin, kept for the origins the pages keep (src/cache/origins.ts). */
  const kept = new Map<string, { body: Uint8Array<ArrayBuffer>; etag: string }>()
  const keepOrigin = createOriginShares({ canonical: config.publicUrl })
  const guideAnswer = (request: Request, kind: GuideKind) => {
    // PUBLIC_URL names every URL the guide writes, whatever Host a proxy sent.
    const base = config.publicUrl ?? baseUrl(request, config.trustProxy)
    const key = `${kind} ${base}`
    const known = kept.get(key)
    if (known) return known
    const body = new TextEncoder().encode(render(kind, base))
    const answer = { body, etag: `"g-${Bun.hash(body).toString(36)}"` }
    if ('group' in keepOrigin(base)) {
      // Origins the pages stop keeping drop out oldest first: three guides for each of a few origins at most.
      if (kept.size >= GUIDES_KEPT) kept.delete(kept.keys().next().value!)
      kept.set(key, answer)
    }
    return answer
  }
  /** Compressed when the client accepts it, with an ETag (304 to If-None-Match), as the API's public reads. */
  const markdown = (request: Request, kind: GuideKind) =>
    validatedResponse(request, guideAnswer(request, kind), { 'content-type': `${GUIDE_TYPES[kind]}; charset=utf-8` })

  return (
    plugin
      .get('/skill.md', ({ request }) => markdown(request, 'skill'), { detail: { hide: true } })
      .get('/llms.txt', ({ request }) => markdown(request, 'index'), { detail: { hide: true } })
      .get('/llms-full.txt', ({ request }) => markdown(request, 'full'), { detail: { hide: true } })
      // Where every problem's `type` URI leads, so the link in an error is never a dead end.
      .get(
        PROBLEM_CATALOG_PATH,
        () =>
          new Response(renderProblemCatalog(config.limits), {
            headers: { 'content-type': 'text/markdown; charset=utf-8', 'cache-control': 'public, max-age=300' },
          }),
        { detail: { hide: true } },
      )
  )
}
