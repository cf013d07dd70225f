import { describe, expect, test } from 'bun:test'
import { createOriginShares } from '../../src/cache/origins'
import { createResponseCache } from '../../src/cache/response-cache'

describe('which origins the page cache keeps', () => {
  test('a burst of one-off Hosts takes no place; the site requested most does, whenever it comes', () => {
    const keeping = createOriginShares({ slots: 4, minRequests: 4, now: () => 0 })
    for (let i = 0; i < 5000; i++) expect(keeping(`http://stranger-${i}.example.net`)).toEqual({ keep: false })
    const site = 'http://recipes.example.com'
    const answers = Array.from({ length: 6 }, () => keeping(site))
    expect(answers.at(-1)).toEqual({ group: site })
  })

  test('the canonical origin (PUBLIC_URL) is kept from its first request', () => {
    const keeping = createOriginShares({ canonical: 'https://recipes.example.com', now: () => 0 })
    expect(keeping('https://recipes.example.com')).toEqual({ group: 'https://recipes.example.com' })
    expect(keeping('http://stranger.example.net')).toEqual({ keep: false })
  })

  test('strangers sent often enough to be kept give their place to a site requested more', () => {
    let clock = 0
    const keeping = createOriginShares({ slots: 2, minRequests: 2, halfLifeMs: 1000, now: () => clock })
    for (const stranger of ['http://a.example.net', 'http://b.example.net'])
      for (let i = 0; i < 5; i++) keeping(stranger)
    const site = 'http://recipes.example.com'
    let last = keeping(site)
    for (let i = 0; i < 5 && 'keep' in last; i++) last = keeping(site)
    expect(last).toEqual({ group: site })
    // Once kept with many requests, another burst of strangers sent a few times each does not move it.
    for (let i = 0; i < 100; i++) keeping(site)
    clock += 500
    for (let i = 0; i < 200; i++) for (let j = 0; j < 3; j++) keeping(`http://c${i}.example.net`)
    expect(keeping(site)).toEqual({ group: site })
  })
})

describe('a group of the response cache', () => {
  const made = (body: string) => async () => ({ body, recipes: [] })

  test('holds at most its share, and a full cache evicts the group past its share first', async () => {
    const cache = createResponseCache({ buildId: 'b', maxBytes: 1_000_000, maxEntries: 10 })
    for (let i = 0; i < 4; i++) await cache.answer(`site ${i}`, made(`site ${i}`), { group: 'site' })
    // A second group: each may hold 5 of the 10.
    for (let i = 0; i < 50; i++) await cache.answer(`stranger ${i}`, made(`stranger ${i}`), { group: 'stranger' })
    expect(cache.stats().entries).toBe(9)
    let made4 = 0
    for (let i = 0; i < 4; i++)
      await cache.answer(`site ${i}`, async () => {
        made4++
        return { body: 'again', recipes: [] }
      })
    expect(made4).toBe(0)
  })
})
