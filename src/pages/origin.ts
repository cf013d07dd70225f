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
