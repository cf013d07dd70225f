import { describe, expect, test } from 'bun:test'
import { compressedRead } from '../support/compressed'
import { createTestApp } from '../support/harness'

/** The Swagger UI at /docs as a browser loads it (issue 36: 1.7 MB sent uncompressed, no cache header, a 404 favicon). */

describe('the docs page', async () => {
  const app = await createTestApp()
  const compressed = { 'accept-encoding': 'br, gzip' }

  test('is compressed, cached and revalidated, and names an icon that exists', async () => {
    const page = await compressedRead(() => app.request('/docs', { headers: compressed }))
    expect(page.headers.get('content-encoding')).toBe('br')
    expect(page.headers.get('cache-control')).toBe('public, max-age=300')
    const etag = page.headers.get('etag')!
    expect((await app.request('/docs', { headers: { ...compressed, 'if-none-match': etag } })).status).toBe(304)
    const html = await (await app.request('/docs')).text()
    const icon = html.match(/<link rel="icon" href="([^"]+)"/)?.[1]
    expect(icon).toBe('/public/favicon.svg')
    const favicon = await app.request(icon!)
    expect(favicon.status).toBe(200)
    expect(favicon.headers.get('content-type')).toBe('image/svg+xml')
  })

  test('its Swagger UI files are compressed off the thread, never waited for, then kept', async () => {
    await app.request('/docs')
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css']) {
      const read = () => app.request(`/docs/assets/${file}`, { headers: compressed })
      let response = await read()
      // Identity bytes until a worker has made the encoding (at once where there are no workers).
      for (let waited = 0; response.headers.get('content-encoding') !== 'br' && waited < 30_000; waited += 50) {
        await Bun.sleep(50)
        response = await read()
      }
      expect({ file, encoding: response.headers.get('content-encoding') }).toEqual({ file, encoding: 'br' })
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
      const size = (await response.arrayBuffer()).byteLength
      if (file === 'swagger-ui-bundle.js') expect(size).toBeLessThan(600_000)
    }
  })
})
