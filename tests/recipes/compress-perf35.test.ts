import { describe, expect, test } from 'bun:test'
import { brotliDecompressSync } from 'node:zlib'
import { runningPool, workerPool } from '../../src/workers/pool'
import { compressedRead } from '../support/compressed'
import { createTestApp } from '../support/harness'

/**
 * The read that made a kept answer asks no worker to compress it (most such answers are never read
 * again before a write drops them): its first hit does, and later reads get the encoding.
 */
describe('a kept answer asked compressed', async () => {
  workerPool(1)
  const pool = runningPool()!
  const t = await createTestApp()
  const author = await t.register('Author')
  const id = await t.createRecipe(author.api_key, {
    description_en: 'A glossy sweet-savoury classic. '.repeat(14),
    description_ja: '甘辛いタレを絡めた、ご飯が進む鶏もも肉の定番料理。'.repeat(8),
  })
  await t.services.imageService.settled()

  test.each(['/recipes/ID', '/api/recipes/ID', '/api/recipes'])(
    '%s is compressed from its first hit, not by the read that made it',
    async (template) => {
      const read = () => t.request(template.replace('ID', id), { headers: { 'accept-encoding': 'br' } })
      const first = await read()
      expect(first.headers.get('content-encoding')).toBeNull()
      expect(first.headers.get('vary')).toContain('Accept-Encoding')
      const identity = await first.text()
      expect(identity.length).toBeGreaterThan(1024)
      // Had the first read asked for the encoding, it would be done once the pool is idle.
      for (let waited = 0; pool.pending() > 0 && waited < 10_000; waited += 10) await Bun.sleep(10)

      const second = await read()
      expect(second.headers.get('content-encoding')).toBeNull()
      expect(second.headers.get('etag')).toBe(first.headers.get('etag'))

      const later = await compressedRead(read)
      expect(later.headers.get('content-encoding')).toBe('br')
      expect(later.headers.get('etag')).not.toBe(first.headers.get('etag'))
      const bytes = new Uint8Array(await later.arrayBuffer())
      expect(new TextDecoder().decode(brotliDecompressSync(bytes))).toBe(identity)
    },
    20_000,
  )
})
