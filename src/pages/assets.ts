import { Elysia } from 'elysia'
import { validatedResponse } from '../cache/http'
import { notFound } from '../http/problem'
import { publicDir } from '../paths'

/**
 * public/ at /public, each file also under a name with a hash of its content
 * (`/public/css/site.3k9x2q7d1a.css`). Pages link the hashed names, which a browser or CDN may keep
 * for a year without asking (`immutable`): a changed file is a new name, so a deploy shows at once.
 * The plain names stay for links from outside and revalidate every time by ETag.
 *
 * The files are listed here rather than read from the folder: a single binary embeds them as
 * assets, which it can open by name but not list. tests/pages/assets.test.ts fails when a file in
 * public/ is missing from the list.
 */
export const ASSET_FILES = ['css/site.css', 'js/discussion.js', 'js/register.js', 'favicon.svg', 'favicon.ico'] as const

const TYPES: Record<string, string> = {
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  svg: 'image/svg+xml',
  ico: 'image/vnd.microsoft.icon',
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
/**
 * /favicon.ico keeps its name (browsers and crawlers ask for it whatever a page links), so no hash
 * can change with it: a day, then revalidated by ETag, so a new icon shows within a day.
 */
const FAVICON_CACHE = 'public, max-age=86400'

type Asset = { body: Uint8Array<ArrayBuffer>; etag: string; type: string; hashedPath: string }

async function load(file: string): Promise<Asset> {
  const body = new Uint8Array(await Bun.file(`${publicDir}/${file}`).arrayBuffer())
  const hash = new Bun.CryptoHasher('sha256')
    .update(body)
    .digest('base64url')
    .slice(0, 10)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0')
  const dot = file.lastIndexOf('.')
  return {
    body,
    etag: `"${hash}"`,
    type: TYPES[file.slice(dot + 1)]!,
    hashedPath: `/public/${file.slice(0, dot)}.${hash}${file.slice(dot)}`,
  }
}

// Top-level await: read once at import, so the first page already links the hashed names.
const loaded = await Promise.all(ASSET_FILES.map(async (file) => [`/public/${file}`, await load(file)] as const))
const byPlainPath = new Map<string, Asset>(loaded)
const byHashedPath = new Map(loaded.map(([, asset]) => [asset.hashedPath, asset]))

/** The address pages link for a file of public/: its hashed name. */
export function assetUrl(path: `/public/${(typeof ASSET_FILES)[number]}`): string {
  return byPlainPath.get(path)!.hashedPath
}

function served(request: Request, asset: Asset, cacheControl: string): Response {
  const response = validatedResponse(
    request,
    asset,
    { 'content-type': asset.type, 'x-content-type-options': 'nosniff' },
    'static',
  )
  response.headers.set('cache-control', cacheControl)
  return response
}

/**
 * Serves public/: hashed names for a year, plain names revalidated; compressed once per file and
 * encoding. And /favicon.ico, which pages do not link (they name the SVG) but browsers, feed
 * readers and crawlers fetch anyway: without it, a 404 in every log and an empty tab in some.
 * One plugin per app: Elysia gives a plugin a reference to the app that last used it, so a shared
 * one kept that app alive (the start's throwaway app, `warmPaths` in src/server.ts, with all its services).
 */
export const publicAssets = () =>
  new Elysia({ name: 'public-assets' })
    .get(
      '/public/*',
      ({ request }) => {
        const { pathname } = new URL(request.url)
        const hashed = byHashedPath.get(pathname)
        const asset = hashed ?? byPlainPath.get(pathname)
        if (!asset) throw notFound(`File ${pathname}`)
        return served(request, asset, hashed ? IMMUTABLE : 'public, no-cache')
      },
      { detail: { hide: true } },
    )
    .get('/favicon.ico', ({ request }) => served(request, byPlainPath.get('/public/favicon.ico')!, FAVICON_CACHE), {
      detail: { hide: true },
    })
