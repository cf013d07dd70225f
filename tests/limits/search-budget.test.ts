import { describe, expect, test } from 'bun:test'
import { ProblemError } from '../../src/http/problem'
import { createSearchBudget } from '../../src/limits/search-budget'
import { createTestApp, expectProblem } from '../support/harness'

describe('the search budget of a client address', () => {
  let clock = 0
  const budget = createSearchBudget({ msPerSecond: 100, burstMs: 2000, now: () => clock })
  /** A search that takes `ms` of the injected clock. */
  const searchTaking = (ms: number) => async () => {
    clock += ms
    return 'found'
  }

  test('charges each search the time it took, and refuses one that finds the budget spent', async () => {
    expect(await budget.spend('198.51.100.7', searchTaking(1500))).toBe('found')
    expect(await budget.spend('198.51.100.7', searchTaking(1000))).toBe('found')
    // 2000 − 1500, + 150 refilled while it ran, − 1000, + 100 refilled: −250 ms, 2.5 s of refill (and a second to spare).
    const refused = await budget.spend('198.51.100.7', searchTaking(10)).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ProblemError)
    expect((refused as ProblemError).problem.code).toBe('rate_limited')
    expect((refused as ProblemError).headers['retry-after']).toBe('4')
  })

  test('leaves other addresses alone', async () => {
    expect(await budget.spend('203.0.113.9', searchTaking(10))).toBe('found')
  })

  test('refills with time', async () => {
    clock += 4000
    expect(await budget.spend('198.51.100.7', searchTaking(10))).toBe('found')
  })

  test('reserves the expected cost before a search starts: searches sent at once past the burst are refused', async () => {
    const fresh = createSearchBudget({ msPerSecond: 100, burstMs: 2000, now: () => clock })
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let started = 0
    // Nothing has been charged yet when they all arrive: only the reservations can hold them back.
    const searches = Array.from({ length: 60 }, () =>
      fresh.spend('192.0.2.1', async () => {
        started++
        await held
        return 'found'
      }),
    )
    const settled = Promise.allSettled(searches)
    release()
    const outcomes = await settled
    const ran = outcomes.filter((outcome) => outcome.status === 'fulfilled').length
    // 2000 ms of burst, 100 ms reserved each before any search ran.
    expect(ran).toBe(20)
    expect(started).toBe(20)
    const refusal = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult
    expect((refusal.reason as ProblemError).headers['retry-after']).toBeDefined()
  })

  test('refunds what a search did not use, and charges what it overran', async () => {
    const fresh = createSearchBudget({ msPerSecond: 100, burstMs: 2000, now: () => clock })
    // 19 searches of 10 ms each: 1810 ms refunded, so the budget holds many more.
    for (let i = 0; i < 19; i++) expect(await fresh.spend('192.0.2.2', searchTaking(10))).toBe('found')
    expect(await fresh.spend('192.0.2.2', searchTaking(2500))).toBe('found')
    const refused = await fresh.spend('192.0.2.2', searchTaking(10)).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ProblemError)
  })

  test("runs one address's searches one at a time, another address's alongside", async () => {
    const fresh = createSearchBudget({ msPerSecond: 100, burstMs: 2000, now: () => clock })
    let running = 0
    let most = 0
    const search = async () => {
      most = Math.max(most, ++running)
      await Bun.sleep(2)
      running--
      return 'found'
    }
    await Promise.all([
      fresh.spend('192.0.2.3', search),
      fresh.spend('192.0.2.3', search),
      fresh.spend('192.0.2.3', search),
    ])
    expect(most).toBe(1)
    await Promise.all([fresh.spend('192.0.2.4', search), fresh.spend('192.0.2.5', search)])
    expect(most).toBe(2)
  })

  test('0 turns it off', async () => {
    const off = createSearchBudget({ msPerSecond: 0, burstMs: 0, now: () => clock })
    for (let i = 0; i < 3; i++) expect(await off.spend('198.51.100.7', searchTaking(10_000))).toBe('found')
  })
})

test('distinct searches past the budget answer 429 with Retry-After, while cached answers and other reads are served', async () => {
  // A budget of 20 ms in all: a few scans of the catalogue spend it. RATE_LIMIT=off (the harness) leaves it on.
  const t = await createTestApp({ SEARCH_MS_PER_SECOND: '1' })
  const author = await t.register()
  const recipeId = await t.createRecipe(author.api_key)
  for (let i = 0; i < 300; i++) await t.createRecipe(author.api_key, { title_en: `Stew number ${i}` })
  expect((await t.request(`/api/recipes?q=${encodeURIComponent('照り')}`)).status).toBe(200)
  let refused: Response | undefined
  // Two-character terms no index answers, each distinct so that no cached answer serves it.
  for (let i = 0; i < 500 && !refused; i++) {
    const response = await t.request(`/api/recipes?q=${encodeURIComponent(`x${i}`)}`)
    if (response.status === 429) refused = response
    else expect(response.status).toBe(200)
  }
  expect(refused).toBeDefined()
  await expectProblem(refused!, 429, 'rate_limited')
  expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0)
  expect((await t.request(`/api/recipes?q=${encodeURIComponent('照り')}`)).status).toBe(200)
  expect((await t.request(`/api/recipes/${recipeId}`)).status).toBe(200)
}, 60_000)

test('200 one-letter searches sent at once from one address: about a burst of them run, the rest 429, cached pages still served', async () => {
  // 10 ms a second in bursts of 200 ms: before any search has run, 10 ms is reserved for each.
  const t = await createTestApp({ SEARCH_MS_PER_SECOND: '10' })
  const author = await t.register()
  const recipeId = await t.createRecipe(author.api_key)
  for (let i = 0; i < 50; i++) await t.createRecipe(author.api_key, { title_en: `Stew number ${i}` })
  expect((await t.request('/')).status).toBe(200)
  expect((await t.request(`/recipes/${recipeId}`)).status).toBe(200)
  // One character each, all distinct (no cached answer serves one): the pages scan every recipe for them.
  const letters = Array.from({ length: 200 }, (_, i) => String.fromCodePoint(0x4e00 + i))
  const answers = await Promise.all(letters.map((letter) => t.request(`/?q=${encodeURIComponent(letter)}`)))
  const ran = answers.filter((response) => response.status === 200).length
  const refused = answers.filter((response) => response.status === 429)
  expect(ran + refused.length).toBe(200)
  expect(ran).toBeGreaterThanOrEqual(1)
  expect(ran).toBeLessThanOrEqual(40)
  for (const response of refused) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
  expect((await t.request('/')).status).toBe(200)
  expect((await t.request(`/recipes/${recipeId}`)).status).toBe(200)
}, 60_000)
