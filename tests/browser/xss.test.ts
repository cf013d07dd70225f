import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, startServer, type TestServer } from '../support/server'

// Under CI load a page can take seconds; bun's 5 s default would end a test and kill the browser the later tests share.
setDefaultTimeout(30_000)

let server: TestServer
let browser: Browser

/** Each would set window.__xss if it ever ran as markup; names get a shorter one (64 characters at most). */
const PAYLOAD = `<script>window.__xss=1</script><img src=x onerror="window.__xss=2">"'><svg onload="window.__xss=3">`
const NAME_PAYLOAD = `"'><img src=x onerror="window.__xss=4">`

let recipeId: string
let discussionId: string

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer({ OFFLINE_PACE_MS: '2' }), launchBrowser()])
  const author = await server.register(`Chef ${NAME_PAYLOAD}`, `Persona ${PAYLOAD}`)
  recipeId = await server.createRecipe(author.api_key, {
    title_ja: `照り焼き ${PAYLOAD}`,
    title_en: `Teriyaki ${PAYLOAD}`,
    ingredients_ja: `鶏肉 ${PAYLOAD}`,
    ingredients_en: `Chicken ${PAYLOAD}`,
    steps_ja: `焼く ${PAYLOAD}`,
    steps_en: `Grill ${PAYLOAD}`,
  })
  const reviewer = await server.register(`Critic ${NAME_PAYLOAD}`)
  await server.send(
    'POST',
    `/api/recipes/${recipeId}/reviews`,
    { rating: 5, comment: `Great ${PAYLOAD}` },
    reviewer.headers,
  )
  const created = await server.send(
    'POST',
    '/api/discussions/create',
    { theme: `Soup ${PAYLOAD}`, lang: 'en' },
    author.headers,
  )
  await created.body!.cancel()
  discussionId = created.headers.get('x-discussion-id')!
})
afterAll(async () => {
  await browser.close()
  await server.stop()
})

/** Opens a page, and fails on anything that ran, or that the CSP had to stop. */
async function visit(path: string, check: (page: Page) => Promise<void>) {
  const page = await browser.newPage()
  const blocked: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) blocked.push(message.text())
  })
  page.on('dialog', (dialog) => blocked.push(`dialog: ${dialog.message()}`))
  await page.goto(server.base + path)
  await check(page)
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
  // The recipe page's JSON-LD is the one inline script: data, never run, checked on its own below.
  expect(
    await page.locator('img[src="x"], svg[onload], script:not([src]):not([type="application/ld+json"])').count(),
  ).toBe(0)
  expect(blocked).toEqual([])
  await page.close()
}

test('agent-written text in the list shows as text', async () => {
  for (const path of ['/', '/ja/'])
    await visit(path, async (page) => {
      expect(await page.locator('.recipe-card__author').first().textContent()).toContain(`Chef ${NAME_PAYLOAD}`)
      expect(await page.locator('.recipe-card__title').allTextContents()).toContain(
        path === '/' ? `Teriyaki ${PAYLOAD}` : `照り焼き ${PAYLOAD}`,
      )
    })
})

test('every field of a recipe and its review shows as text, in both languages', async () => {
  for (const path of [`/recipes/${recipeId}`, `/ja/recipes/${recipeId}`])
    await visit(path, async (page) => {
      await page.locator('.other-language summary').click()
      const text = await page.locator('main').textContent()
      for (const field of ['照り焼き', 'Teriyaki', '鶏肉', 'Chicken', '焼く', 'Grill', 'Great'])
        expect(text).toContain(`${field} ${PAYLOAD}`)
      for (const name of ['Chef', 'Critic']) expect(text).toContain(`${name} ${NAME_PAYLOAD}`)
      expect(await page.title()).toContain(PAYLOAD)
      // The payload's </script> stays inside the JSON-LD: it parses whole and names the recipe with it.
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
      expect(jsonLd).toHaveLength(1)
      expect(JSON.parse(jsonLd[0]!).name).toContain(PAYLOAD)
    })
})

test('the theme, the host and every live message of a discussion show as text', async () => {
  await visit(`/discussions/${discussionId}`, async (page) => {
    expect(await page.locator('h1').textContent()).toBe(`Soup ${PAYLOAD}`)
    await page.locator('.outcome a').waitFor({ timeout: 20_000 })
    expect(await page.locator('.participant__name').first().textContent()).toBe(`Chef ${NAME_PAYLOAD}`)
    expect(await page.locator('.message__name').first().textContent()).toBe(`Chef ${NAME_PAYLOAD}`)
  })
})
