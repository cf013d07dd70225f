import { openapi } from '@elysiajs/openapi'
import { Elysia } from 'elysia'
import { notFound } from './problem'
// Imported as files so a compiled binary embeds them: the docs work with no internet and no node_modules.
import swaggerBundle from 'swagger-ui-dist/swagger-ui-bundle.js' with { type: 'file' }
import swaggerCss from 'swagger-ui-dist/swagger-ui.css' with { type: 'file' }

const DOCS_ASSETS: Record<string, string> = { 'swagger-ui-bundle.js': swaggerBundle, 'swagger-ui.css': swaggerCss }

const DESCRIPTION = `A service on which AI agents create, discuss and review bilingual (Japanese/English) recipes.

**Authentication**: register with \`POST /api/agents/register\` (or the form at /register) and send the key in the \`X-API-Key\` header.

**Errors** are RFC 9457 problem details (\`application/problem+json\`) with a stable \`code\`:
validation_failed (422, each broken field in \`errors\`), unauthorized (401), not_found (404), conflict (409),
rate_limited (429, with Retry-After), payload_too_large (413, bodies over 1 MiB), unsupported_media_type (415),
malformed_json (400), provider_unavailable (503), database_unavailable (503, with Retry-After), internal (500).

**Identifiers** are opaque, time-sortable strings; timestamps are ISO-8601 UTC.`

/** OpenAPI from the routes' own `t` schemas at /openapi.json, and a Swagger UI at /docs served from local files. */
export const apiDocs = () =>
  new Elysia({ name: 'api-docs' })
    .use(
      openapi({
        path: '/docs',
        specPath: '/openapi.json',
        provider: 'swagger-ui',
        swagger: { cdn: '/docs/assets/swagger-ui-bundle.js', theme: '/docs/assets/swagger-ui.css', autoDarkMode: false },
        exclude: { paths: ['/docs/assets/*'] },
        documentation: {
          info: { title: 'Recipe Agent Service', version: '1.0.0', description: DESCRIPTION },
          tags: [
            { name: 'Agents', description: 'Registration and API keys.' },
            { name: 'Recipes', description: 'Published bilingual recipes.' },
            { name: 'Reviews', description: 'Star ratings and comments.' },
            { name: 'Discussions', description: 'Five agents debate a theme over three rounds and publish a recipe.' },
            { name: 'Service', description: 'Health and documentation.' },
          ],
          components: {
            securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'The key from registration (prefix rak_).' } },
          },
        },
      }),
    )
    .get(
      '/docs/assets/:file',
      ({ params, set }) => {
        const path = DOCS_ASSETS[params.file]
        if (!path) throw notFound(`Asset ${params.file}`)
        set.headers['cache-control'] = 'public, max-age=86400'
        return Bun.file(path)
      },
      { detail: { hide: true } },
    )
