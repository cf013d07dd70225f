import { afterAll, describe, expect, test } from 'bun:test'
import { inflateSync } from 'node:zlib'
import { dishPictureOf } from '../../src/ai/dish-picture'
import { drawPicture } from '../../src/ai/offline/picture/draw'
import { createRenditionService } from '../../src/images/rendition-service'
import { cutAndScale, type RenditionInput, renderRendition } from '../../src/images/render'
import { parseRendition, renditionSrcset, widthsWithin } from '../../src/images/renditions'
import { FAMILY_SAMPLES } from '../../scripts/pictures/samples'
import { createTestApp, type TestApp } from '../support/harness'

const apps: TestApp[] = []
afterAll(() => {
  for (const t of apps) t.db.$client.close()
})

/** Width and height from a PNG's IHDR, or from a lossy WebP's VP8 frame header. */
function dimensions(bytes: Uint8Array): [number, number] {
  const view = Buffer.from(bytes)
  if (view.toString('ascii', 1, 4) === 'PNG') return [view.readUInt32BE(16), view.readUInt32BE(20)]
  expect(view.toString('ascii', 0, 4)).toBe('RIFF')
  expect(view.toString('ascii', 8, 16)).toBe('WEBPVP8 ')
  return [view.readUInt16LE(26) & 0x3fff, view.readUInt16LE(28) & 0x3fff]
}

/** The RGB pixels of a PNG this service wrote (8-bit RGB, the Sub filter on every row). */
function pngPixels(png: Uint8Array) {
  const [width, height] = dimensions(png)
  const view = Buffer.from(png)
  const idat: Buffer[] = []
  for (let at = 8; at < view.length; ) {
    const length = view.readUInt32BE(at)
    if (view.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(view.subarray(at + 8, at + 8 + length))
    at += 12 + length
  }
  const raw = inflateSync(Buffer.concat(idat))
  const stride = width * 3
  const pixels = new Uint8Array(stride * height)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < stride; x++)
      pixels[y * stride + x] = (raw[y * (stride + 1) + 1 + x]! + (x >= 3 ? pixels[y * stride + x - 3]! : 0)) & 0xff
  return { width, height, pixels }
}

const picture = drawPicture({ picture: dishPictureOf(FAMILY_SAMPLES[0]!.recipe), seed: 3 })

async function appWithPicture() {
  const t = await createTestApp()
  apps.push(t)
  const author = await t.register()
  const id = await t.createRecipe(author.api_key)
  await t.services.imageService.settled()
  const { image_url } = (await (await t.request(`/api/recipes/${id}`)).json()) as { image_url: string }
  return { t, imageUrl: image_url }
}

describe('picture renditions', () => {
  test('each shape at each width, as WebP and as PNG, the size its name says', async () => {
    const { t, imageUrl } = await appWithPicture()
    for (const name of [
      '4x3-800.webp',
      '4x3-400.webp',
      '16x9-800.webp',
      '1x1-600.webp',
      '4x3-600.png',
      '1x1-400.png',
    ]) {
      const response = await t.request(`${imageUrl}/${name}`)
      expect(response.status).toBe(200)
      const { width, height, format } = parseRendition(name)!
      expect(response.headers.get('content-type')).toBe(`image/${format}`)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(dimensions(new Uint8Array(await response.arrayBuffer()))).toEqual([width, height])
    }
  }, 60_000)

  test('a WebP is a fraction of the PNG of the same pixels', async () => {
    const { t, imageUrl } = await appWithPicture()
    const size = async (name: string) => (await (await t.request(`${imageUrl}/${name}`)).arrayBuffer()).byteLength
    expect(await size('4x3-800.webp')).toBeLessThan((await size('4x3-800.png')) / 3)
  }, 60_000)

  test('the ETag answers a 304, and a wrong name or picture a problem', async () => {
    const { t, imageUrl } = await appWithPicture()
    const first = await t.request(`${imageUrl}/16x9-400.webp`)
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]{22}"$/)
    expect(etag).not.toBe((await t.request(`${imageUrl}/16x9-600.webp`)).headers.get('etag'))
    const again = await t.request(`${imageUrl}/16x9-400.webp`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    for (const wrong of ['4x3-500.webp', '3x2-400.webp', '4x3-400.gif']) {
      const response = await t.request(`${imageUrl}/${wrong}`)
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      expect(response.headers.get('content-type')).toContain('application/problem+json')
    }
    expect((await t.request('/api/images/no-such-picture/4x3-400.webp')).status).toBe(404)
  }, 60_000)

  test('made once per process, identical requests at once sharing it, and a 304 making none', async () => {
    const t = await createTestApp()
    apps.push(t)
    const author = await t.register()
    const id = await t.createRecipe(author.api_key)
    await t.services.imageService.settled()
    const imageId = ((await (await t.request(`/api/recipes/${id}`)).json()) as { image_url: string }).image_url
      .split('/')
      .at(-1)!
    const made: string[] = []
    const service = createRenditionService(t.db, async (input: RenditionInput) => {
      made.push(`${input.aspect}-${input.width}.${input.format}`)
      return renderRendition(input)
    })
    const name = '4x3-400.webp'
    const [a, b] = await Promise.all([service.rendition(imageId, name), service.rendition(imageId, name)])
    const [bytesA, bytesB] = await Promise.all([a.bytes(), b.bytes()])
    expect(bytesA).toEqual(bytesB)
    await (await service.rendition(imageId, name)).bytes()
    expect(made).toEqual([name])
    // The ETag is known without making anything.
    await service.rendition(imageId, '1x1-600.webp')
    expect(made).toEqual([name])
  }, 60_000)

  test('pages offer the 4:3 renditions as WebP with a PNG fallback, sized before they load', async () => {
    const { t, imageUrl } = await appWithPicture()
    const id = ((await (await t.request('/api/recipes')).json()) as { items: { id: string }[] }).items[0]!.id
    for (const [path, sizes] of [
      [`/recipes/${id}`, '(max-width: 720px) calc(100vw - 2rem)'],
      ['/', '(max-width: 560px) 36vw, 300px'],
    ] as const) {
      const html = await (await t.request(path)).text()
      const picture = html.match(/<picture class="recipe-picture">([\s\S]*?)<\/picture>/)![1]!
      const srcset = (type: string) =>
        picture
          .match(new RegExp(`<${type}[^>]*srcset="([^"]+)"`))![1]!
          .split(', ')
          .map((candidate) => candidate.split(' '))
      expect(picture).toContain('type="image/webp"')
      expect(picture).toContain(`sizes="${sizes}`)
      expect(srcset('source')).toEqual([400, 600, 800].map((w) => [`${imageUrl}/4x3-${w}.webp`, `${w}w`]))
      expect(srcset('img')).toEqual([400, 600, 800].map((w) => [`${imageUrl}/4x3-${w}.png`, `${w}w`]))
      expect(picture).toMatch(new RegExp(`<img[^>]* src="${imageUrl}/4x3-800\\.png"[^>]* width="800" height="600"`))
      for (const [url] of srcset('source')) expect((await t.request(url!)).status).toBe(200)
    }
  }, 60_000)

  test('a picture that is not a PNG has no renditions', async () => {
    const t = await createTestApp()
    apps.push(t)
    const author = await t.register()
    const id = await t.createRecipe(author.api_key)
    await t.services.imageService.settled()
    await t.db.$client.execute("UPDATE images SET media_type = 'image/jpeg'")
    const { image_url } = (await (await t.request(`/api/recipes/${id}`)).json()) as { image_url: string }
    expect((await t.request(`${image_url}/4x3-400.webp`)).status).toBe(404)
  })
})

describe('cutting and scaling', () => {
  test('the 4:3 rendition at the picture’s own width is exactly its pixels', async () => {
    const rendition = pngPixels(await renderRendition({ png: picture, aspect: '4x3', width: 800, format: 'png' }))
    expect(Bun.hash(rendition.pixels)).toBe(Bun.hash(pngPixels(picture).pixels))
  })

  test('the square is the centre, and halving averages each 2×2 block', () => {
    // 4×2 source: columns 0 and 3 fall outside the centre square.
    const data = new Uint8ClampedArray(4 * 2 * 4)
    for (let y = 0; y < 2; y++) for (let x = 0; x < 4; x++) data.set([x * 60, y * 100, 7, 255], (y * 4 + x) * 4)
    expect([...cutAndScale({ data, width: 4, height: 2 }, '1x1', 2, 2)]).toEqual([
      60, 0, 7, 120, 0, 7, 60, 100, 7, 120, 100, 7,
    ])
    expect([...cutAndScale({ data, width: 4, height: 2 }, '1x1', 1, 1)]).toEqual([90, 50, 7])
  })

  test('pages are offered only the widths a picture fills without enlarging it', () => {
    const offline = { width: 800, height: 600 }
    expect(widthsWithin('4x3', offline)).toEqual([400, 600, 800])
    expect(widthsWithin('16x9', offline)).toEqual([400, 600, 800])
    expect(widthsWithin('1x1', offline)).toEqual([400, 600])
    expect(widthsWithin('4x3', { width: 512, height: 512 })).toEqual([400])
    expect(renditionSrcset('/api/images/a', '4x3', [400, 800], 'webp')).toBe(
      '/api/images/a/4x3-400.webp 400w, /api/images/a/4x3-800.webp 800w',
    )
  })
})
