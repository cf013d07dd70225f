import { describe, expect, test } from 'bun:test'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { compressLater, keptRepresentation, negotiateEncoding, representationFor } from '../../src/http/compression'
import { workerPool } from '../../src/workers/pool'
import { compressedRead } from '../support/compressed'
import { createTestApp } from '../support/harness'

const decode = async (response: Response) => {
  const bytes = new Uint8Array(await response.arrayBuffer())
  const encoding = response.headers.get('content-encoding')
  return new TextDecoder().decode(
    encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes,
  )
}

describe('choosing an encoding', () => {
  test.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    [null, undefined],
  ] as const)('Accept-Encoding %p → %p', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected)
  })

  test('a value read before gives the same encoding, past the values kept too', () => {
    const values = Array.from({ length: 200 }, (_, i) => (i % 2 ? `gzip;q=0.${(i % 9) + 1}, x-${i}` : `br;q=0, x-${i}`))
    for (let round = 0; round < 2; round++)
      for (const [i, value] of values.entries()) expect(negotiateEncoding(value)).toBe(i % 2 ? 'gzip' : undefined)
  })

  test('an answer is compressed once per encoding, however many requests ask for it', () => {
    const answer = { body: new TextEncoder().encode('miso soup '.repeat(500)), etag: '"x"' }
    const ask = () =>
      representationFor(new Request('http://localhost/', { headers: { 'accept-encoding': 'br' } }), answer)
    const first = ask()
    expect(first.encoding).toBe('br')
    expect(ask().body).toBe(first.body)
  })

  const askKept = (answer: { body: Uint8Array<ArrayBuffer>; etag: string }) =>
    keptRepresentation(new Request('http://localhost/', { headers: { 'accept-encoding': 'br' } }), answer)

  test('a large kept answer is compressed by a worker: its first read goes out as it is, later reads encoded', async () => {
    workerPool(1)
    const answer = { body: new TextEncoder().encode('udon noodles '.repeat(500)), etag: '"kept"' }
    expect(askKept(answer)).toEqual(answer)
    let later = askKept(answer)
    for (let waited = 0; !later.encoding && waited < 5000; waited += 20) {
      await Bun.sleep(20)
      later = askKept(answer)
    }
    expect(later.encoding).toBe('br')
    expect(new Uint8Array(brotliDecompressSync(later.body))).toEqual(answer.body)
  })

  test('with 32 first reads in the pool, another waits, but a static file is still compressed by a worker', async () => {
    workerPool(1)
    const big = (i: number) => ({ body: new Uint8Array(2_000_000).fill(i % 200), etag: `"big-${i}"` })
    const flights = Array.from({ length: 32 }, (_, i) => compressLater(big(i), 'br'))
    expect(flights.every((flight) => flight instanceof Promise)).toBe(true)
    expect(compressLater(big(99), 'br')).toBeUndefined()
    const file = { body: new TextEncoder().encode('body { color: black } '.repeat(200)) }
    const made = compressLater(file, 'br', 'static')
    expect(made).toBeInstanceOf(Promise)
    await Promise.all([...flights, made])
  }, 30_000)

  test('a small answer goes out as it is', () => {
    const answer = { body: new TextEncoder().encode('{"status":"ok"}'), etag: '"x"' }
    expect(
      representationFor(new Request('http://localhost/', { headers: { 'accept-encoding': 'br' } }), answer),
    ).toEqual(answer)
  })
})

describe('compressed answers', async () => {
  const t = await createTestApp()
  const chef = await t.register('Compression Chef')
  // Answers under 1 KB go out as they are: these are larger.
  const steps_en = Array.from({ length: 20 }, (_, i) => `Step ${i + 1}: simmer gently and taste the broth`).join('\n')
  const id = await t.createRecipe(chef.api_key, { steps_en })
  for (let i = 0; i < 4; i++) await t.createRecipe(chef.api_key, { title_en: `Recipe number ${i}` })
  // Pictures arriving would change the pages between the plain read and the compressed one.
  await t.services.imageService.settled()
  const get = (path: string, headers: Record<string, string> = {}) => t.request(path, { headers })

  test.each([
    ['a list page', '/', 'text/html'],
    ['a recipe page', `/recipes/${id}`, 'text/html'],
    ['a discussion list page (not kept)', '/discussions', 'text/html'],
    ['the recipe list', '/api/recipes', 'application/json'],
    ['a recipe', `/api/recipes/${id}`, 'application/json'],
    ['the API document', '/openapi.json', 'application/json'],
    ['the stylesheet', '/public/css/site.css', 'text/css'],
    ['a script', '/public/js/discussion.js', 'text/javascript'],
    ['the sitemap', '/sitemap.xml', 'application/xml'],
  ])('%s: br or gzip as asked, the same bytes once decoded, Vary: Accept-Encoding', async (_, path, type) => {
    const plain = await get(path)
    expect(plain.headers.get('content-type')).toStartWith(type)
    expect(plain.headers.get('content-encoding')).toBeNull()
    const identity = await plain.text()
    for (const encoding of ['br', 'gzip']) {
      const response = await compressedRead(() => get(path, { 'accept-encoding': encoding }))
      expect(response.headers.get('content-encoding')).toBe(encoding)
      expect(response.headers.get('vary')).toContain('Accept-Encoding')
      const length = Number(response.headers.get('content-length') ?? (await response.clone().arrayBuffer()).byteLength)
      expect(length).toBeLessThan(new TextEncoder().encode(identity).byteLength)
      expect(await decode(response)).toBe(identity)
    }
  })

  test('each encoding has its own ETag, and a 304 answers only the encoding it names', async () => {
    const path = `/api/recipes/${id}`
    const identity = (await get(path)).headers.get('etag')!
    const br = (await compressedRead(() => get(path, { 'accept-encoding': 'br' }))).headers.get('etag')!
    const gzip = (await compressedRead(() => get(path, { 'accept-encoding': 'gzip' }))).headers.get('etag')!
    expect(new Set([identity, br, gzip]).size).toBe(3)
    const revalidated = await get(path, { 'accept-encoding': 'br', 'if-none-match': br })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('content-encoding')).toBeNull()
    expect(revalidated.headers.get('vary')).toContain('Accept-Encoding')
    // The identity's ETag does not validate the Brotli bytes, nor the other way round.
    expect((await get(path, { 'accept-encoding': 'br', 'if-none-match': identity })).status).toBe(200)
    expect((await get(path, { 'if-none-match': br })).status).toBe(200)
    expect((await get(path, { 'accept-encoding': 'gzip', 'if-none-match': `W/${gzip}` })).status).toBe(304)
  })

  test('the docs UI’s 1.7 MB bundle is compressed off the thread: as it is until then, Brotli after', async () => {
    const path = '/docs/assets/swagger-ui-bundle.js'
    const identity = await (await get(path)).text()
    let response = await get(path, { 'accept-encoding': 'br' })
    for (let waited = 0; !response.headers.get('content-encoding') && waited < 10_000; waited += 100) {
      await Bun.sleep(100)
      response = await get(path, { 'accept-encoding': 'br' })
    }
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(await decode(response)).toBe(identity)
  }, 15_000)

  test('a page that holds a form token or a key is never compressed (BREACH)', async () => {
    const form = await get('/register', { 'accept-encoding': 'br, gzip' })
    expect(form.status).toBe(200)
    expect(form.headers.get('content-encoding')).toBeNull()
  })
})
