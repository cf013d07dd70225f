/**
 * The site's own origin, for the absolute URLs that canonical and hreflang links, structured data,
 * Open Graph tags, feeds, the sitemap and robots.txt need. PUBLIC_URL names it when set, whatever
 * the Host header says (a crawler or proxy may send another). Unset, it is the origin the client
 * reached: TLS usually ends at a proxy in front, so behind a trusted proxy its X-Forwarded-Proto
 * says the scheme; the Host header names the site.
 */
export function siteOrigin(
  request: Request,
  { publicUrl, trustProxy }: { publicUrl?: string; trustProxy: boolean },
): string {
  if (publicUrl) return publicUrl
  const url = new URL(request.url)
  const forwarded = trustProxy ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : url.protocol.slice(0, -1)
  return `${scheme}://${url.host}`
}

/** Origins whose answers are kept (the first ones seen): a site is reached under one or a few names. */
const MAX_KEPT_ORIGINS = 4

/**
 * Whether answers that name an origin (the recipe page, feeds, sitemap, robots.txt) may be kept
 * for this one. The Host header is the client's to choose: kept for every value, random Hosts
 * would each add entries and evict the real site's answers. So the first MAX_KEPT_ORIGINS origins
 * seen are kept; any other is answered correctly but made on each request.
 */
export function createOriginKeeper(max = MAX_KEPT_ORIGINS) {
  const kept = new Set<string>()
  return (origin: string): boolean => {
    if (kept.has(origin)) return true
    if (kept.size >= max) return false
    kept.add(origin)
    return true
  }
}

export type OriginKeeper = ReturnType<typeof createOriginKeeper>
