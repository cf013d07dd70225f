import { describe, expect, test } from 'bun:test'
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { ASSET_FILES, assetUrl } from '../../src/pages/assets'
import { publicDir } from '../../src/paths'
import { createTestApp } from '../support/harness'

const YEAR = 'public, max-age=31536000, immutable'

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [relative(publicDir, join(dir, entry.name))],
  )

describe('static files under names that change with their content', async () => {
  const t = await createTestApp()
  const page = await (await t.request('/')).text()
  const linked = [...page.matchAll(/(?:href|src)="(\/public\/[^"]+)"/g)].map((match) => match[1]!)

  test('every file in public/ is served (the list a binary needs names them all)', () => {
    expect(filesUnder(publicDir).sort()).toEqual([...ASSET_FILES].sort())
  })

  // The stylesheet is inline in every page (tests/pages/audits.test.ts); its hashed name stays served.
  test('pages link hashed names, kept for a year and immutable', async () => {
    expect(linked).toEqual(expect.arrayContaining([expect.stringMatching(/^\/public\/favicon\.[a-z0-9]{10}\.svg$/)]))
    expect(assetUrl('/public/css/site.css')).toMatch(/^\/public\/css\/site\.[a-z0-9]{10}\.css$/)
    for (const path of [...linked, assetUrl('/public/css/site.css')]) {
      const response = await t.request(path)
      expect({ path, status: response.status, cache: response.headers.get('cache-control') }).toEqual({
        path,
        status: 200,
        cache: YEAR,
      })
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  test('the hashed name is the content’s: the same bytes as the plain name, which revalidates', async () => {
    const hashed = assetUrl('/public/css/site.css')
    const plain = await t.request('/public/css/site.css')
    expect(plain.headers.get('cache-control')).toBe('public, no-cache')
    expect(await plain.text()).toBe(await (await t.request(hashed)).text())
    expect(await Bun.file(join(publicDir, 'css/site.css')).text()).toBe(await (await t.request(hashed)).text())
    expect(
      (await t.request('/public/css/site.css', { headers: { 'if-none-match': plain.headers.get('etag')! } })).status,
    ).toBe(304)
    // Another hash (an old build's file) is not served as this one.
    expect((await t.request('/public/css/site.0000000000.css')).status).toBe(404)
  })
})

describe('pictures in the markup', async () => {
  const t = await createTestApp()
  const chef = await t.register('Picture Chef')
  const ids = [await t.createRecipe(chef.api_key), await t.createRecipe(chef.api_key, { title_en: 'Second dish' })]
  await t.services.imageService.settled()
  const images = async (path: string) =>
    [...(await (await t.request(path)).text()).matchAll(/<img class="recipe-image[^>]*>/g)].map((match) => match[0])

  test.each(['/', '/ja/', `/agents/${chef.agent_id}`])(
    '%s: the first card’s picture (the largest paint) is eager and first; the rest lazy',
    async (path) => {
      const [first, ...rest] = await images(path)
      expect(first).toContain('loading="eager"')
      expect(first).toContain('fetchpriority="high"')
      expect(rest.length).toBeGreaterThan(0)
      for (const image of rest) {
        expect(image).toContain('loading="lazy"')
        expect(image).not.toContain('fetchpriority')
      }
    },
  )

  test('every picture states its true size (the offline pictures are 800 × 600)', async () => {
    const { width, height } = await (async () => {
      const png = new Uint8Array(
        await (await t.request((await (await t.request(`/api/recipes/${ids[0]}`)).json()).image_url)).arrayBuffer(),
      )
      const view = new DataView(png.buffer)
      return { width: view.getUint32(16), height: view.getUint32(20) }
    })()
    expect({ width, height }).toEqual({ width: 800, height: 600 })
    for (const image of [...(await images('/')), ...(await images(`/recipes/${ids[1]}`))]) {
      expect(image).toContain(`width="${width}"`)
      expect(image).toContain(`height="${height}"`)
    }
    const [hero] = await images(`/recipes/${ids[1]}`)
    expect(hero).toContain('fetchpriority="high"')
  })
})
