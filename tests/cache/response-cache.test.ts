import { describe, expect, test } from 'bun:test'
import { createResponseCache, type MadeAnswer } from '../../src/cache/response-cache'

const made =
  (body: string, recipes: string[] = [], list = false): (() => Promise<MadeAnswer>) =>
  async () => ({ body, recipes, list })
const text = (answer: { body: Uint8Array }) => new TextDecoder().decode(answer.body)

const options = { buildId: 'build-a', maxBytes: 1_000_000, maxEntries: 1000 }

describe('the response cache', () => {
  test('keeps an answer until a change to a recipe it shows drops it', async () => {
    const cache = createResponseCache(options)
    let calls = 0
    const make = async () => ({ body: `detail ${++calls}`, recipes: ['r1'] })
    expect(text(await cache.answer('detail r1', make))).toBe('detail 1')
    expect(text(await cache.answer('detail r1', make))).toBe('detail 1')
    cache.recipeChanged('r2')
    expect(text(await cache.answer('detail r1', make))).toBe('detail 1')
    cache.recipeChanged('r1')
    expect(text(await cache.answer('detail r1', make))).toBe('detail 2')
  })

  test('a new recipe drops every list, and only lists', async () => {
    const cache = createResponseCache(options)
    await cache.answer('list 1', made('old list', ['r1'], true))
    await cache.answer('detail r1', made('old detail', ['r1']))
    cache.listsChanged()
    expect(text(await cache.answer('list 1', made('new list', ['r1'], true)))).toBe('new list')
    expect(text(await cache.answer('detail r1', made('new detail', ['r1'])))).toBe('old detail')
  })

  test('a new recipe drops lists kept before it without walking them, and they stay dropped', async () => {
    const cache = createResponseCache(options)
    for (const page of [1, 2, 3]) await cache.answer(`list ${page}`, made(`old ${page}`, [`r${page}`], true))
    await cache.answer('detail r1', made('detail', ['r1']))
    cache.listsChanged()
    // Nothing is walked: the old lists still count against the bounds until read again or pushed out.
    expect(cache.stats().entries).toBe(4)
    expect(text(await cache.answer('list 1', made('new 1', ['r1'], true)))).toBe('new 1')
    expect(cache.stats().entries).toBe(4)
    // A second change of lists drops the list made after the first, and never brings back an older one.
    cache.listsChanged()
    expect(text(await cache.answer('list 1', made('newer 1', ['r1'], true)))).toBe('newer 1')
    expect(text(await cache.answer('list 2', made('new 2', ['r2'], true)))).toBe('new 2')
    expect(text(await cache.answer('list 2', made('unused', ['r2'], true)))).toBe('new 2')
    // A change of a recipe still drops an old list that shows it.
    cache.recipeChanged('r3')
    expect(cache.stats().entries).toBe(3)
    expect(text(await cache.answer('detail r1', made('unused', ['r1'])))).toBe('detail')
  })

  test('a list made while lists changed is served once but not kept', async () => {
    const cache = createResponseCache(options)
    const first = await cache.answer('list 1', async () => {
      cache.listsChanged()
      return { body: 'read before the new recipe', recipes: ['r1'], list: true }
    })
    expect(text(first)).toBe('read before the new recipe')
    expect(text(await cache.answer('list 1', made('with the new recipe', ['r1'], true)))).toBe('with the new recipe')
  })

  test('a list is dropped when a recipe on it changes (its rating, its picture)', async () => {
    const cache = createResponseCache(options)
    await cache.answer('list 1', made('old', ['r1', 'r2'], true))
    cache.recipeChanged('r2')
    expect(text(await cache.answer('list 1', made('new', ['r1', 'r2'], true)))).toBe('new')
  })

  test('a change drops every answer showing the recipe or another recipe of its tag, and no other', async () => {
    const cache = createResponseCache(options)
    // Two recipe ids of one 32-bit tag (the index holds tags, not ids).
    const [a, b] = ['3d5986f7dafd42c8', '11abb628245051a5']
    await cache.answer('detail a', made('a', [a]))
    await cache.answer('detail b', made('b', [b]))
    await cache.answer('list', made('list', [a, b, 'r3'], true))
    await cache.answer('detail r3', made('r3', ['r3']))
    cache.recipeChanged(b)
    // Each answer that showed a or b is made again: a miss more for a, never an older answer.
    expect(text(await cache.answer('detail a', made('a again', [a])))).toBe('a again')
    expect(text(await cache.answer('detail b', made('b again', [b])))).toBe('b again')
    expect(text(await cache.answer('list', made('list again', [a, b, 'r3'], true)))).toBe('list again')
    expect(text(await cache.answer('detail r3', made('unused', ['r3'])))).toBe('r3')
    cache.recipeChanged('r3')
    expect(text(await cache.answer('list', made('list third', [a, b, 'r3'], true)))).toBe('list third')
    expect(text(await cache.answer('detail a', made('unused', [a])))).toBe('a again')
    expect(cache.stats().entries).toBe(3)
  })

  test('an answer made while its data changed is served once but not kept', async () => {
    const cache = createResponseCache(options)
    const first = await cache.answer('detail r1', async () => {
      // A review lands while the detail is being read.
      cache.recipeChanged('r1')
      return { body: 'read before the review', recipes: ['r1'] }
    })
    expect(text(first)).toBe('read before the review')
    expect(text(await cache.answer('detail r1', made('after the review', ['r1'])))).toBe('after the review')
  })

  test('is bounded by bytes and by entries, least recently used first', async () => {
    const byBytes = createResponseCache({ ...options, maxBytes: 30 })
    await byBytes.answer('a', made('x'.repeat(10)))
    await byBytes.answer('b', made('x'.repeat(10)))
    await byBytes.answer('a', made('not read again'))
    await byBytes.answer('c', made('x'.repeat(15)))
    expect(byBytes.stats()).toEqual({ entries: 2, bytes: 25 })
    // b was the least recently used.
    expect(text(await byBytes.answer('b', made('b again')))).toBe('b again')

    const byEntries = createResponseCache({ ...options, maxEntries: 2 })
    for (const key of ['a', 'b', 'c']) await byEntries.answer(key, made(key))
    expect(byEntries.stats().entries).toBe(2)
    expect(text(await byEntries.answer('a', made('a again')))).toBe('a again')
  })

  test('concurrent misses of one key make it once (single flight), and count its bytes once', async () => {
    const cache = createResponseCache(options)
    let calls = 0
    let release!: () => void
    const slow = async () => {
      calls++
      await new Promise<void>((resolve) => (release = resolve))
      return { body: 'made once', recipes: ['r1'] }
    }
    const answers = [cache.answer('k', slow), cache.answer('k', slow), cache.answer('k', slow)]
    release()
    expect((await Promise.all(answers)).map(text)).toEqual(['made once', 'made once', 'made once'])
    expect(calls).toBe(1)
    expect(cache.stats()).toEqual({ entries: 1, bytes: 'made once'.length })
  })

  test('a miss after an invalidation does not join an answer started before it', async () => {
    const cache = createResponseCache(options)
    let release!: () => void
    const old = cache.answer('k', async () => {
      await new Promise<void>((resolve) => (release = resolve))
      return { body: 'old data', recipes: ['r1'] }
    })
    cache.recipeChanged('r1')
    expect(text(await cache.answer('k', made('new data', ['r1'])))).toBe('new data')
    release()
    expect(text(await old)).toBe('old data')
    expect(text(await cache.answer('k', made('unused', ['r1'])))).toBe('new data')
    expect(cache.stats()).toEqual({ entries: 1, bytes: 'new data'.length })
  })

  test('a failed make fails every request that joined it, and the next miss tries again', async () => {
    const cache = createResponseCache(options)
    let fail!: (error: Error) => void
    const failing = async () => {
      await new Promise<void>((_, reject) => (fail = reject))
      return { body: '', recipes: [] }
    }
    const answers = [cache.answer('k', failing), cache.answer('k', failing)].map((answer) =>
      Promise.resolve(answer).catch((error: Error) => error.message),
    )
    fail(new Error('database down'))
    expect(await Promise.all(answers)).toEqual(['database down', 'database down'])
    expect(text(await cache.answer('k', made('back')))).toBe('back')
  })

  test('an answer larger than the whole budget is served, not kept', async () => {
    const cache = createResponseCache({ ...options, maxBytes: 4 })
    expect(text(await cache.answer('big', made('too large')))).toBe('too large')
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 })
  })

  test('a commit by another connection (data_version) clears everything, checked at most every checkEveryMs', async () => {
    let version = 1
    let clock = 0
    const cache = createResponseCache({ ...options, dataVersion: () => version, checkEveryMs: 50, now: () => clock })
    await cache.answer('detail r1', made('before', ['r1']))
    version = 2
    clock = 10
    expect(text(await cache.answer('detail r1', made('after', ['r1'])))).toBe('before')
    clock = 60
    expect(text(await cache.answer('detail r1', made('after', ['r1'])))).toBe('after')
  })

  test('on a remote database an answer lives ttlMs at most; ttlMs 0 keeps nothing', async () => {
    let clock = 0
    const cache = createResponseCache({ ...options, ttlMs: 1000, now: () => clock })
    await cache.answer('k', made('first'))
    clock = 999
    expect(text(await cache.answer('k', made('second')))).toBe('first')
    clock = 1000
    expect(text(await cache.answer('k', made('second')))).toBe('second')
    const off = createResponseCache({ ...options, ttlMs: 0 })
    await off.answer('k', made('first'))
    expect(text(await off.answer('k', made('second')))).toBe('second')
  })

  test('the ETag is the build and a hash of the bytes: equal bytes, equal tag; another build, another tag', async () => {
    const a = createResponseCache(options)
    const b = createResponseCache({ ...options, buildId: 'build-b' })
    const one = await a.answer('x', made('same bytes'))
    expect((await a.answer('y', made('same bytes'))).etag).toBe(one.etag)
    expect((await a.answer('z', made('other bytes'))).etag).not.toBe(one.etag)
    expect((await b.answer('x', made('same bytes'))).etag).not.toBe(one.etag)
    expect(one.etag).toMatch(/^"build-a-[0-9a-z]+"$/)
  })
})
