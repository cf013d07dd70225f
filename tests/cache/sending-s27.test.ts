import { describe, expect, test } from 'bun:test'
import { type Sending, validatedResponse, whenKept } from '../../src/cache/http'
import type { CachedAnswer } from '../../src/cache/response-cache'
import { createResponseCache } from '../../src/cache/response-cache'
import { runningPool, workerPool } from '../../src/workers/pool'

/**
 * Whether a read sends a kept answer as it is (the read whose miss made it) or asks a worker to
 * compress it (every later read) belongs to that read alone: it is handed to the read, so a read
 * still answering, or one answered inside another, never takes the other's.
 */
describe('the read that made an answer, among reads in flight', () => {
  workerPool(1)
  const pool = runningPool()!
  const cache = createResponseCache({ buildId: 'sending-test', maxBytes: 1_000_000, maxEntries: 100 })
  const headers = { 'content-type': 'text/plain; charset=utf-8' }
  const brRequest = () => new Request('http://localhost/', { headers: { 'accept-encoding': 'br' } })
  const body = 'miso soup with tofu and wakame, '.repeat(100)
  const read = <T>(key: string, respond: (answer: CachedAnswer, sending: Sending) => T) =>
    whenKept(
      cache.answer(key, async () => ({ body, recipes: [] })),
      respond,
    )
  const respondNow = (answer: CachedAnswer, sending: Sending) =>
    validatedResponse(brRequest(), answer, headers, sending)

  /** Whether a worker was asked to compress `key`'s answer: once idle, a hit finds the encoding made. */
  async function compressionAsked(key: string): Promise<boolean> {
    for (let waited = 0; pool.pending() > 0 && waited < 5000; waited += 10) await Bun.sleep(10)
    const hit = read(key, respondNow) as Response
    return hit.headers.get('content-encoding') === 'br'
  }

  test('a miss answered after an await still sends its bytes as they are, asking no worker', async () => {
    const made = await read('deferred', async (answer, sending) => {
      await Bun.sleep(5)
      return respondNow(answer, sending)
    })
    expect(made.headers.get('content-encoding')).toBeNull()
    expect(await compressionAsked('deferred')).toBe(false)
  })

  test('a hit answered while the miss that made its answer is answering asks the worker', async () => {
    let hit: Response | undefined
    const made = await read('nested', (answer, sending) => {
      hit = read('nested', respondNow) as Response
      return respondNow(answer, sending)
    })
    expect(made.headers.get('content-encoding')).toBeNull()
    expect(hit!.headers.get('content-encoding')).toBeNull()
    expect(await compressionAsked('nested')).toBe(true)
  })

  test('identity, gzip and br each carry their own ETag, and a 304 validates only its own', async () => {
    await read('etags', respondNow)
    const etagOf = async (encoding: string | undefined) => {
      const request = () =>
        new Request('http://localhost/', { headers: encoding ? { 'accept-encoding': encoding } : {} })
      let response = read('etags', (answer) => validatedResponse(request(), answer, headers)) as Response
      for (let waited = 0; encoding && !response.headers.get('content-encoding') && waited < 5000; waited += 10) {
        await Bun.sleep(10)
        response = read('etags', (answer) => validatedResponse(request(), answer, headers)) as Response
      }
      expect(response.headers.get('content-encoding')).toBe(encoding ?? null)
      return response.headers.get('etag')!
    }
    const tags = { identity: await etagOf(undefined), gzip: await etagOf('gzip'), br: await etagOf('br') }
    expect(new Set(Object.values(tags)).size).toBe(3)
    for (const [asked, accept] of [
      ['identity', undefined],
      ['gzip', 'gzip'],
      ['br', 'br'],
    ] as const)
      for (const [held, etag] of Object.entries(tags)) {
        const request = new Request('http://localhost/', {
          headers: { 'if-none-match': etag, ...(accept && { 'accept-encoding': accept }) },
        })
        const response = read('etags', (answer) => validatedResponse(request, answer, headers)) as Response
        expect(`${asked} holding ${held}: ${response.status}`).toBe(
          `${asked} holding ${held}: ${held === asked ? 304 : 200}`,
        )
      }
  })
})
