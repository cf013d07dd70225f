/**
 * The site's own origin as the client reached it, for the absolute URLs that structured data,
 * Open Graph tags, feeds and the sitemap need. TLS usually ends at a proxy in front, so behind a
 * trusted proxy its X-Forwarded-Proto says the scheme; the Host header names the site either way.
 */
export function siteOrigin(request: Request, trustProxy: boolean): string {
  const url = new URL(request.url)
  const forwarded = trustProxy ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : url.protocol.slice(0, -1)
  return `${scheme}://${url.host}`
}
