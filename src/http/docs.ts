import { SwaggerUIRender } from '@elysiajs/openapi/swagger'
import { type AnyElysia, Elysia } from 'elysia'
import { validatedResponse } from '../cache/http'
import type { CachedAnswer } from '../cache/response-cache'
import { buildApiDocument, type DocumentBase } from './api-document'
import { compressLater } from './compression'
import { notFound } from './problem'
// Imported as files so a compiled binary embeds them: the docs work with no internet and no node_modules.
import swaggerBundle from 'swagger-ui-dist/swagger-ui-bundle.js' with { type: 'file' }
import swaggerCss from 'swagger-ui-dist/swagger-ui.css' with { type: 'file' }

const DOCS_ASSETS: Record<string, { path: string; type: string }> = {
  'swagger-ui-bundle.js': { path: swaggerBundle, type: 'text/javascript; charset=utf-8' },
  'swagger-ui.css': { path: swaggerCss, type: 'text/css; charset=utf-8' },
}

/** The docs UI's files, read once and compressed off the thread (the bundle is 1.7 MB), once per process. */
const loadedDocsAssets = new Map<string, Promise<CachedAnswer & { type: string }>>()
function docsAsset(file: string) {
  const known = DOCS_ASSETS[file]
  if (!known) throw notFound(`Asset ${file}`)
  let loaded = loadedDocsAssets.get(file)
  if (!loaded) {
    loaded = Bun.file(known.path)
      .arrayBuffer()
      .then((buffer) => {
        const body = new Uint8Array(buffer)
        const asset = { body, etag: `"docs-${Bun.hash(body).toString(36)}"`, type: known.type }
        // Compressed by the workers, started when /docs first asks; a read before they are done gets
        // the identity bytes rather than wait: with both cores busy, the bundle's Brotli took over 5 s.
        // A process without workers compresses them on the first read that asks.
        for (const encoding of ['br', 'gzip'] as const) compressLater(asset, encoding, 'static')
        return asset
      })
    loadedDocsAssets.set(file, loaded)
  }
  return loaded
}

/** The page is the same for the process's life; a browser revalidates it (ETag) after five minutes. */
const DOCS_PAGE_CACHE_CONTROL = 'public, max-age=300'

/**
 * Swagger UI's page for this document, with the site's icon: the SVG the pages name, sharper than
 * /favicon.ico's bitmaps, which browsers fetch without a link.
 */
function pageAnswer(info: DocsBase['info']): CachedAnswer {
  const html = SwaggerUIRender(info, {
    url: 'openapi.json',
    dom_id: '#swagger-ui',
    cdn: '/docs/assets/swagger-ui-bundle.js',
    theme: '/docs/assets/swagger-ui.css',
    autoDarkMode: false,
  }).replace('</head>', '<link rel="icon" href="/public/favicon.svg" type="image/svg+xml" />\n</head>')
  const body = new TextEncoder().encode(html)
  return { body, etag: `"docs-page-${Bun.hash(body).toString(36)}"` }
}

/**
 * /openapi.json and a Swagger UI at /docs served from local files. The document is built from the
 * finished app (`freeze` names it) when first asked: building it was ~45 ms of the start before
 * the first answer, for a document an agent reads once (docs/performance.md, perf20).
 * What the document names (its description, tags, named schemas) is the features', passed in by
 * src/openapi.ts: nothing in src/http imports a feature.
 */
/** What the document says beyond its routes; its `info` is also the docs page's title. */
export type DocsBase = DocumentBase & { info: { title: string; version: string; description: string } }

export function apiDocs(base: DocsBase) {
  const { info } = base
  /** The finished app, and the document's bytes and ETag once built: one answer for the process's life. */
  let finished: AnyElysia | undefined
  let document: CachedAnswer | undefined
  function documentOf(app: AnyElysia): CachedAnswer {
    const body = new TextEncoder().encode(JSON.stringify(buildApiDocument(app, base)))
    return { body, etag: `"openapi-${Bun.hash(body).toString(36)}"` }
  }
  /** The Swagger UI page: fixed text, made on its first request. */
  let docsPage: CachedAnswer | undefined
  const plugin = new Elysia({ name: 'api-docs' })
    .get(
      '/openapi.json',
      ({ request }) => {
        if (!finished) throw new Error('The OpenAPI document is built from the finished app: call freeze(app) first.')
        document ??= documentOf(finished)
        return validatedResponse(request, document, { 'content-type': 'application/json' })
      },
      { detail: { hide: true } },
    )
    .get(
      '/docs',
      ({ request }) => {
        // The page asks for these next: reading and compressing them starts now.
        for (const file of Object.keys(DOCS_ASSETS)) void docsAsset(file)
        docsPage ??= pageAnswer(info)
        return validatedResponse(request, docsPage, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': DOCS_PAGE_CACHE_CONTROL,
        })
      },
      { detail: { hide: true } },
    )
    .get(
      '/docs/assets/:file',
      async ({ params, request }) => {
        const asset = await docsAsset(params.file)
        return validatedResponse(
          request,
          asset,
          { 'content-type': asset.type, 'cache-control': 'public, max-age=86400' },
          'static',
        )
      },
      { detail: { hide: true } },
    )
  return {
    plugin,
    freeze(app: AnyElysia) {
      finished = app
    },
  }
}
