import { describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import { publicDir } from '../../src/paths'
import { createTestApp } from '../support/harness'

/** Browsers and crawlers ask for /favicon.ico whatever a page links (issue 36's walk found a 404). */

/** The images an ICO holds: its directory of width, height and the PNG each entry points to. */
function icoImages(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  expect([view.getUint16(0, true), view.getUint16(2, true)]).toEqual([0, 1])
  return Array.from({ length: view.getUint16(4, true) }, (_, index) => {
    const at = 6 + 16 * index
    const length = view.getUint32(at + 8, true)
    const offset = view.getUint32(at + 12, true)
    const png = bytes.subarray(offset, offset + length)
    const pngView = new DataView(png.buffer, png.byteOffset, png.byteLength)
    return {
      size: view.getUint8(at),
      signature: [...png.subarray(0, 8)],
      pngSize: [pngView.getUint32(16), pngView.getUint32(20)],
      fits: offset + length <= bytes.byteLength,
    }
  })
}

describe('/favicon.ico', async () => {
  const t = await createTestApp()
  const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

  test('answers an icon of 16, 32 and 48 pixels, the bytes of public/favicon.ico', async () => {
    const response = await t.request('/favicon.ico')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/vnd.microsoft.icon')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const body = new Uint8Array(await response.arrayBuffer())
    expect(body).toEqual(new Uint8Array(await Bun.file(join(publicDir, 'favicon.ico')).arrayBuffer()))
    expect(icoImages(body)).toEqual(
      [16, 32, 48].map((size) => ({ size, signature: PNG_SIGNATURE, pngSize: [size, size], fits: true })),
    )
  })

  test('kept a day, then revalidated by ETag: 304 with no body', async () => {
    const response = await t.request('/favicon.ico')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    const etag = response.headers.get('etag')
    expect(etag).toMatch(/^"[a-z0-9]{10}"$/)
    const again = await t.request('/favicon.ico', { headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  test('a HEAD answers too, as crawlers send one', async () => {
    const response = await t.request('/favicon.ico', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/vnd.microsoft.icon')
  })
})
