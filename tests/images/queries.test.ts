import { describe, expect, test } from 'bun:test'
import { findImage, findImageTag, pngSize } from '../../src/images/queries'
import { createTestApp } from '../support/harness'

/** The first bytes of a PNG of this size, then filler standing for its pixels. */
function pngHead(width: number, height: number, filler = 0) {
  const bytes = new Uint8Array(24 + filler)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  new DataView(bytes.buffer).setUint32(16, width)
  new DataView(bytes.buffer).setUint32(20, height)
  return bytes
}

describe('picture sizes beside the pictures (issue 35)', () => {
  test("a PNG's size is its IHDR width and height; anything else has none", () => {
    expect(pngSize(pngHead(70_000, 3))).toEqual({ width: 70_000, height: 3 })
    expect(pngSize(pngHead(70_000, 3).subarray(0, 23))).toBeNull()
    expect(pngSize(new TextEncoder().encode('GIF89a and then some more bytes'))).toBeNull()
  })

  test('storing a PNG writes its size row in the same batch; a picture in another format gets none', async () => {
    const t = await createTestApp()
    const author = await t.register()
    const [png, other] = [await t.createRecipe(author.api_key), await t.createRecipe(author.api_key)]
    await t.services.imageService.settled()
    await t.db.$client.execute('DELETE FROM image_sizes')
    const id = await t.services.imageService.store(png, { bytes: pngHead(640, 480, 100), mediaType: 'image/png' })
    await t.services.imageService.store(other, { bytes: new Uint8Array([1, 2, 3]), mediaType: 'image/webp' })
    const rows = (await t.db.$client.execute('SELECT image_id, width, height FROM image_sizes')).rows
    expect(rows.map((row) => [row.image_id, row.width, row.height])).toEqual([[id, 640, 480]])
    expect((await t.send('DELETE', `/api/recipes/${png}`, undefined, author.headers)).status).toBe(204)
    expect((await t.db.$client.execute('SELECT count(*) AS n FROM image_sizes')).rows[0]!.n).toBe(0)
  })
})

describe("a picture's reads on every rendition request (issue 35)", () => {
  test('read through statements built once: no query is rendered per request', async () => {
    const t = await createTestApp()
    const author = await t.register()
    const recipe = await t.createRecipe(author.api_key)
    await t.services.imageService.settled()
    const id = await t.services.imageService.store(recipe, { bytes: pngHead(64, 48, 10), mediaType: 'image/png' })
    await findImage(t.db, id)
    await findImageTag(t.db, id)
    const select = t.db.select.bind(t.db)
    let rendered = 0
    t.db.select = ((...args: Parameters<typeof select>) => {
      rendered++
      return select(...args)
    }) as typeof t.db.select
    const [image, tag, missing] = [
      await findImage(t.db, id),
      await findImageTag(t.db, id),
      await findImageTag(t.db, 'x'),
    ]
    expect(rendered).toBe(0)
    expect(image && [...image.data]).toEqual([...pngHead(64, 48, 10)])
    expect(tag).toEqual({ mediaType: 'image/png', etag: image!.etag })
    expect(missing).toBeUndefined()
  })
})
