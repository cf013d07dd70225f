import { describe, expect, test } from 'bun:test'
import { readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PUBLIC_CACHE_CONTROL } from '../../src/cache/http'
import { createTestApp, type TestApp } from '../support/harness'

const tmpDb = (name: string) => join(tmpdir(), `${name}-${process.pid}-${Date.now()}.db`)

/** Every public read with an ETag: the JSON API and the pages. */
const publicReads = (id: string) => [
  '/api/recipes',
  '/api/recipes?category=main',
  `/api/recipes/${id}`,
  `/api/recipes/${id}/reviews`,
  '/',
  '/ja/',
  '/?category=main',
  `/recipes/${id}`,
  `/ja/recipes/${id}`,
]

async function catalogue(t: TestApp) {
  const author = await t.register('Author')
  const reviewer = await t.register('Reviewer')
  const id = await t.createRecipe(author.api_key)
  // The offline picture lands in the background and changes the answers: let it land first.
  await t.services.imageService.settled()
  return { author, reviewer, id }
}

describe('validators on public reads', async () => {
  const t = await createTestApp({ BUILD_ID: 'test-build' })
  const { author, reviewer, id } = await catalogue(t)

  test.each(publicReads('ID'))(
    '%s has a strong ETag, the public cache policy, and answers 304 to If-None-Match',
    async (template) => {
      const path = template.replace('ID', id)
      const first = await t.request(path)
      expect(first.status).toBe(200)
      const etag = first.headers.get('etag')!
      expect(etag).toMatch(/^"test-build-[0-9a-z]+"$/)
      expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
      const body = await first.text()

      const again = await t.request(path, { headers: { 'if-none-match': etag } })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
      expect(again.headers.get('etag')).toBe(etag)
      expect(again.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
      // A list of tags, and the weak form, match too (If-None-Match compares weakly).
      expect((await t.request(path, { headers: { 'if-none-match': `"other", W/${etag}` } })).status).toBe(304)

      const stale = await t.request(path, { headers: { 'if-none-match': '"test-build-0"' } })
      expect(stale.status).toBe(200)
      expect(await stale.text()).toBe(body)
    },
  )

  test('pages keep their security headers on 200 and 304', async () => {
    const page = await t.request(`/recipes/${id}`)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const notModified = await t.request(`/recipes/${id}`, { headers: { 'if-none-match': page.headers.get('etag')! } })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  test('a review changes the ETag of everything that shows the recipe, and a new recipe that of the lists', async () => {
    const before = new Map<string, string>()
    for (const path of publicReads(id)) before.set(path, (await t.request(path)).headers.get('etag')!)
    const review = await t.send(
      'POST',
      `/api/recipes/${id}/reviews`,
      { rating: 4, comment: 'Crisp and glossy' },
      reviewer.headers,
    )
    expect(review.status).toBe(201)
    for (const path of publicReads(id)) {
      const response = await t.request(path, { headers: { 'if-none-match': before.get(path)! } })
      expect({ path, status: response.status }).toEqual({ path, status: 200 })
      expect(response.headers.get('etag')).not.toBe(before.get(path))
    }
    const detail = await (await t.request(`/api/recipes/${id}`)).json()
    expect(detail.rating).toEqual({ average: 4, count: 1 })
    expect(detail.reviews.map((r: { comment: string }) => r.comment)).toEqual(['Crisp and glossy'])
    expect(await (await t.request(`/recipes/${id}`)).text()).toContain('Crisp and glossy')

    const listEtag = (await t.request('/api/recipes')).headers.get('etag')!
    const detailEtag = (await t.request(`/api/recipes/${id}`)).headers.get('etag')!
    const second = await t.createRecipe(author.api_key, { title_en: 'A second dish' })
    const list = await t.request('/api/recipes', { headers: { 'if-none-match': listEtag } })
    expect(list.status).toBe(200)
    expect((await list.json()).items[0].id).toBe(second)
    expect(await (await t.request('/')).text()).toContain('A second dish')
    // The first recipe's own detail did not change.
    expect((await t.request(`/api/recipes/${id}`, { headers: { 'if-none-match': detailEtag } })).status).toBe(304)
    await t.services.imageService.settled()
  })

  test('a stored picture shows at once in the detail, the pages and the lists', async () => {
    const recipeId = await t.createRecipe(author.api_key, { title_en: 'Pictured later' })
    await t.services.imageService.settled()
    const detailEtag = (await t.request(`/api/recipes/${recipeId}`)).headers.get('etag')!
    const listEtag = (await t.request('/api/recipes')).headers.get('etag')!
    const imageId = await t.services.imageService.store(recipeId, {
      bytes: new Uint8Array([137, 80, 78, 71]),
      mediaType: 'image/png',
    })
    const detail = await t.request(`/api/recipes/${recipeId}`, { headers: { 'if-none-match': detailEtag } })
    expect(detail.status).toBe(200)
    expect((await detail.json()).image_url).toBe(`/api/images/${imageId}`)
    const list = await t.request('/api/recipes', { headers: { 'if-none-match': listEtag } })
    expect(list.status).toBe(200)
    expect((await list.json()).items[0].image_url).toBe(`/api/images/${imageId}`)
    expect(await (await t.request(`/ja/recipes/${recipeId}`)).text()).toContain(`/api/images/${imageId}`)
  })

  test('a picture answers 304 to its ETag however If-None-Match names it (weak, or one of a list), and 200 to another', async () => {
    const recipeId = await t.createRecipe(author.api_key, { title_en: 'Pictured' })
    const imageId = await t.services.imageService.store(recipeId, {
      bytes: new Uint8Array([137, 80, 78, 71]),
      mediaType: 'image/png',
    })
    const first = await t.request(`/api/images/${imageId}`)
    expect(first.status).toBe(200)
    const etag = first.headers.get('etag')!
    for (const sent of [etag, `W/${etag}`, `"other", ${etag}`, '*'])
      expect((await t.request(`/api/images/${imageId}`, { headers: { 'if-none-match': sent } })).status).toBe(304)
    expect((await t.request(`/api/images/${imageId}`, { headers: { 'if-none-match': '"other"' } })).status).toBe(200)
  })

  test('requests with an API key, and writes, are no-store', async () => {
    const keyed = await t.request(`/api/recipes/${id}`, { headers: author.headers })
    expect(keyed.status).toBe(200)
    expect(keyed.headers.get('cache-control')).toBe('no-store')
    const write = await t.send('POST', '/api/recipes', { title_ja: 'x' }, author.headers)
    expect(write.headers.get('cache-control')).toBe('no-store')
  })

  test('unknown recipes are 404 with no ETag, and are not remembered as missing', async () => {
    const missing = await t.request('/api/recipes/01900000-0000-7000-8000-000000000000')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('etag')).toBeNull()
    expect((await t.request('/recipes/01900000-0000-7000-8000-000000000000')).status).toBe(404)
  })
})

describe('builds', () => {
  test("a new build id never serves the old build's bytes, nor confirms them with a 304", async () => {
    const path = tmpDb('build-id')
    const old = await createTestApp({ DATABASE_URL: `file:${path}`, BUILD_ID: 'release-1' })
    const { id } = await catalogue(old)
    const oldAnswers = await Promise.all(
      publicReads(id).map(async (p) => ({ path: p, etag: (await old.request(p)).headers.get('etag')! })),
    )
    old.db.$client.close()

    const next = await createTestApp({ DATABASE_URL: `file:${path}`, BUILD_ID: 'release-2' })
    for (const { path: p, etag } of oldAnswers) {
      const response = await next.request(p, { headers: { 'if-none-match': etag } })
      expect({ path: p, status: response.status }).toEqual({ path: p, status: 200 })
      expect(response.headers.get('etag')).toStartWith('"release-2-')
    }
    next.db.$client.close()
    for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true })
  })
})

describe('reads', () => {
  test('never write: the database file and its log keep every byte through many reads', async () => {
    const path = tmpDb('reads-never-write')
    // The cache off too, so every read goes to the database.
    for (const env of [{}, { RESPONSE_CACHE_MB: '0' }] as Record<string, string>[]) {
      const t = await createTestApp({ DATABASE_URL: `file:${path}`, ...env })
      const author = await t.register('Author')
      const reviewer = await t.register('Reviewer')
      const ids: string[] = []
      for (let i = 0; i < 8; i++)
        ids.push(await t.createRecipe(author.api_key, { title_en: `Dish ${i}`, category: i % 2 ? 'main' : 'drink' }))
      await t.services.imageService.settled()
      // The creations' search index rows are written after them, as their pictures are.
      await t.services.searchIndex.drain()
      for (const id of ids.slice(0, 6))
        await t.send('POST', `/api/recipes/${id}/reviews`, { rating: 5, comment: 'Good' }, reviewer.headers)

      const snapshot = () => ({
        pages: readFileSync(path).length / 4096,
        file: Bun.hash(readFileSync(path)),
        log: Bun.hash(readFileSync(`${path}-wal`)),
      })
      // The log copied into the file now, as the checkpoint thread would moments later
      // (src/db/checkpoints.ts): from here on, only a read could change a byte. Busy while that
      // thread is copying: then again, until the log is empty.
      const checkpoint = async () => (await t.db.$client.execute('PRAGMA wal_checkpoint(TRUNCATE)')).rows[0]!
      while ((await checkpoint()).busy !== 0) await Bun.sleep(20)
      const before = snapshot()
      for (let round = 0; round < 2; round++)
        for (const id of ids) {
          let next: string | null = null
          for (const p of [
            ...publicReads(id),
            `/api/recipes?per_page=5${next ? `&cursor=${next}` : ''}`,
            '/?page=2',
            '/api/recipes/unknown-id',
          ]) {
            const response = await t.request(p)
            if (p.startsWith('/api/recipes?per_page')) next = (await response.json()).next_cursor
          }
        }
      expect(snapshot()).toEqual(before)
      t.db.$client.close()
      for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true })
    }
    // Two catalogues with their pictures, and a few hundred reads of each: more than the default 5 s on a busy machine.
  }, 30_000)

  test('another process writing the same file is seen within the check interval', async () => {
    const path = tmpDb('other-writer')
    const reader = await createTestApp({ DATABASE_URL: `file:${path}` })
    const writer = await createTestApp({ DATABASE_URL: `file:${path}` })
    const author = await writer.register('Author')
    await writer.createRecipe(author.api_key, { title_en: 'First' })
    expect((await (await reader.request('/api/recipes')).json()).total).toBe(1)
    await writer.createRecipe(author.api_key, { title_en: 'Second' })
    await Bun.sleep(60)
    expect((await (await reader.request('/api/recipes')).json()).total).toBe(2)
    await Promise.all([reader.services.imageService.settled(), writer.services.imageService.settled()])
    for (const app of [reader, writer]) app.db.$client.close()
    for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true })
  })
})
