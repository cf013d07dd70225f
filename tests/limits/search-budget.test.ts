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
