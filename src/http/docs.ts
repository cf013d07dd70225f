import { SwaggerUIRender } from '@elysiajs/openapi/swagger'
import { type AnyElysia, Elysia } from 'elysia'
import { validatedResponse } from '../cache/http'
import type { CachedAnswer } from '../cache/response-cache'
import { buildApiDocument, type DocumentBase } from './api-document'
import { compressInBackground } from './compression'
import { notFound } from './problem'
// Imported as files so a compiled binary embeds them: the docs work with no internet and no node_modules.
import swaggerBundle from 'swagger-ui-dist/swagger-ui-bundle.js' with { type: 'file' }
import swaggerCss from 'swagger-ui-dist/swagger-ui.css' with { type: 'file' }

const DOCS_ASSETS: Record<string, { path: string; type: string }> = {
  'swagger-ui-bundle.js': { path: swaggerBundle, type: 'text/javascript; charset=utf-8' },
  'swagger-ui.css': { path: swaggerCss, type: 'text/css; charset=utf-8' },
}

/** The docs UI's files, read once and compressed in the background (the bundle is 1.7 MB). */
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
        compressInBackground(asset)
        return asset
      })
    loadedDocsAssets.set(file, loaded)
  }
  return loaded
}

/**
 * /openapi.json and a Swagger UI at /docs served from local files. The document is built by
 * `freeze` from the finished app, before it serves anything (src/http/api-document.ts says why).
 * What the document names (its description, tags, named schemas) is the features', passed in by
 * src/openapi.ts: nothing in src/http imports a feature.
 */
/** What the document says beyond its routes; its `info` is also the docs page's title. */
export type DocsBase = DocumentBase & { info: { title: string; version: string; description: string } }

export function apiDocs(base: DocsBase) {
  const { info } = base
  /** The document's bytes and ETag: one answer for the process's life, compressed once per encoding. */
  let document: CachedAnswer | undefined
  const plugin = new Elysia({ name: 'api-docs' })
    .get(
      '/openapi.json',
      ({ request }) => {
        if (!document) throw new Error('The OpenAPI document is built when the app is: call freeze(app) first.')
        return validatedResponse(request, document, { 'content-type': 'application/json' })
      },
      { detail: { hide: true } },
    )
    .get(
      '/docs',
      () =>
        new Response(
          SwaggerUIRender(info, {
            url: 'openapi.json',
            dom_id: '#swagger-ui',
            cdn: '/docs/assets/swagger-ui-bundle.js',
            theme: '/docs/assets/swagger-ui.css',
            autoDarkMode: false,
          }),
          { headers: { 'content-type': 'text/html; charset=utf-8' } },
        ),
      { detail: { hide: true } },
    )
    .get(
      '/docs/assets/:file',
      async ({ params, request }) => {
        const asset = await docsAsset(params.file)
        const response = validatedResponse(request, asset, { 'content-type': asset.type })
        response.headers.set('cache-control', 'public, max-age=86400')
        return response
      },
      { detail: { hide: true } },
    )
  return {
    plugin,
    freeze(app: AnyElysia) {
      const text = JSON.stringify(buildApiDocument(app, base))
      const body = new TextEncoder().encode(text)
      document = { body, etag: `"openapi-${Bun.hash(body).toString(36)}"` }
    },
  }
}
