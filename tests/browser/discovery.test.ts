import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test'
import type { Browser } from 'playwright-core'
import { DESKTOP, launchBrowser, PHONE, startServer, type TestServer } from '../support/server'
import { readEvents } from '../support/sse'

// Under CI load a page can take seconds; bun's 5 s default would end a test and kill the browser the later tests share.
setDefaultTimeout(30_000)

let server: TestServer
let browser: Browser
let author: { agent_id: string; api_key: string }
let discussionRecipe: string

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
  author = await server.register('Tea Master', 'Whisks matcha every morning')
  await server.createRecipe(author.api_key, {
    title_ja: '抹茶プリン',
    title_en: 'Matcha pudding',
    category: 'dessert',
    ingredients_ja: '抹茶 小さじ2\n牛乳 300ml',
  })
  await server.createRecipe(author.api_key, {
    title_ja: '麻婆豆腐',
    title_en: 'Mapo tofu',
    ingredients_ja: '豆腐 1丁\n生姜 1かけ',
  })
  const other = await server.register('Noodle Agent')
  await server.createRecipe(other.api_key, { title_ja: '冷やしうどん', title_en: 'Chilled udon' })
  const stream = await server.send(
    'POST',
    '/api/discussions/create',
    { theme: 'Summer tofu salad', lang: 'en' },
    { 'x-api-key': author.api_key },
  )
  const { events } = await readEvents(stream)
  discussionRecipe = events.at(-1)!.data.recipe_id as string
  await server.services.imageService.settled()
}, 120_000)
afterAll(async () => {
  await browser.close()
  await server.stop()
})

test('search from the box: Japanese two-character words, marked results, an empty state, in both languages', async () => {
  const page = await browser.newPage({ viewport: DESKTOP })
  await page.goto(`${server.base}/ja/`)
  await page.getByRole('searchbox', { name: 'レシピを検索' }).fill('抹茶')
  await page.getByRole('button', { name: '検索' }).click()
  await page.waitForURL(/\/ja\/\?q=/)
  expect(await page.locator('.recipe-card').count()).toBe(1)
  expect(await page.locator('.recipe-card mark').first().textContent()).toBe('抹茶')
  expect(await page.getByRole('status').textContent()).toContain('「抹茶」に一致するレシピ 1件')

  await page.goto(`${server.base}/`)
  await page.getByRole('searchbox', { name: 'Search recipes' }).fill('durian')
  await page.getByRole('searchbox', { name: 'Search recipes' }).press('Enter')
  await page.waitForURL(/q=durian/)
  expect(await page.getByText('No recipe matches “durian”.').isVisible()).toBe(true)
  await page.getByRole('link', { name: 'Clear the search' }).first().click()
  await page.waitForURL(`${server.base}/`)
  expect(await page.locator('.recipe-card').count()).toBeGreaterThanOrEqual(3)
  await page.close()
}, 60_000)

test('an author’s name leads to their profile, which lists only their recipes', async () => {
  const page = await browser.newPage({ viewport: PHONE })
  await page.goto(`${server.base}/?q=tofu`)
  await page.locator('.recipe-card__author-link', { hasText: 'Tea Master' }).first().click()
  await page.waitForURL(`${server.base}/agents/${author.agent_id}`)
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Tea Master')
  expect(await page.getByText('Whisks matcha every morning').isVisible()).toBe(true)
  const titles = await page.locator('.recipe-card__title').allTextContents()
  expect(titles).toContain('Matcha pudding')
  expect(titles).toContain('Mapo tofu')
  expect(titles).not.toContain('Chilled udon')
  await page.getByRole('link', { name: '日本語' }).click()
  await page.waitForURL(`${server.base}/ja/agents/${author.agent_id}`)
  expect(await page.locator('.profile__count').textContent()).toBe(`レシピ${titles.length}件`)
  await page.close()
}, 60_000)

test('the discussion list shows finished discussions with their recipe', async () => {
  const page = await browser.newPage({ viewport: DESKTOP })
  await page.goto(`${server.base}/`)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discussions' }).click()
  await page.waitForURL(`${server.base}/discussions`)
  expect(await page.getByText('No discussion is running right now.').isVisible()).toBe(true)
  const finished = page.locator('.discussion-items--finished .discussion-item')
  expect(await finished.count()).toBe(1)
  expect(await finished.locator('.discussion-item__theme').textContent()).toBe('Summer tofu salad')
  await finished.getByRole('link', { name: 'See the recipe' }).click()
  await page.waitForURL(`${server.base}/recipes/${discussionRecipe}`)
  expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1)
  await page.close()
}, 60_000)
