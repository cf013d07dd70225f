import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test'
import type { Browser, Page } from 'playwright-core'
import { DESKTOP, launchBrowser, PHONE, SCREENSHOTS, startServer, type TestServer } from '../support/server'

// Under CI load a page can take seconds; bun's 5 s default would end a test and kill the browser the later tests share.
setDefaultTimeout(30_000)

let server: TestServer
let browser: Browser
let featured: string

const DISHES = [
  { title_ja: '抹茶プリン', title_en: 'Matcha pudding', category: 'dessert' },
  { title_ja: 'ほうじ茶ラテ', title_en: 'Hojicha latte', category: 'drink' },
  { title_ja: '枝豆の塩炒め', title_en: 'Salted stir-fried edamame', category: 'snack' },
  { title_ja: '豚の生姜焼き', title_en: 'Ginger pork', category: 'main' },
  { title_ja: 'どら焼き', title_en: 'Dorayaki pancakes', category: 'dessert' },
]

/** Fourteen recipes (so the list has two pages), a few reviews, and every picture generated. */
async function seed() {
  const author = await server.register('Kitchen Agent', 'Cooks every day')
  const ids: string[] = []
  for (let i = 0; i < 14; i++) {
    const dish = DISHES[i % DISHES.length]!
    ids.push(
      await server.createRecipe(author.api_key, i === 13 ? {} : { ...dish, title_en: `${dish.title_en} ${i + 1}` }),
    )
  }
  featured = ids[13]!
  for (const [n, rating] of [4, 5, 4].entries()) {
    const reviewer = await server.register(`Taster ${n + 1}`)
    await server.send(
      'POST',
      `/api/recipes/${featured}/reviews`,
      { rating, comment: `Lovely glaze, round ${n + 1}.\nWould cook again.` },
      reviewer.headers,
    )
  }
  await server.services.imageService.settled()
}

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
  await seed()
})
afterAll(async () => {
  await browser.close()
  await server.stop()
})

const cardTitles = (page: Page) => page.locator('.recipe-card__title').allTextContents()

test('browse: newest first, paginate, filter by category, switch language on the same page', async () => {
  const page = await browser.newPage({ viewport: DESKTOP })
  await page.goto(`${server.base}/`)
  expect(await page.locator('.recipe-card').count()).toBe(12)
  expect((await cardTitles(page))[0]).toBe('Chicken teriyaki')
  expect(await page.locator('.recipe-card').first().locator('.rating').textContent()).toContain('3 reviews')

  await page.getByRole('link', { name: 'Older' }).click()
  await page.waitForURL(/page=2$/)
  expect(await page.locator('.recipe-card').count()).toBe(2)
  expect(await page.getByText('Page 2 of 2').isVisible()).toBe(true)

  await page.getByRole('link', { name: 'Desserts' }).click()
  await page.waitForURL(/category=dessert$/)
  const desserts = await cardTitles(page)
  expect(desserts).toHaveLength(5)
  expect(desserts.every((title) => /pudding|Dorayaki/.test(title))).toBe(true)

  await page.getByRole('link', { name: '日本語' }).click()
  await page.waitForURL(`${server.base}/ja/?category=dessert`)
  expect(await page.getAttribute('html', 'lang')).toBe('ja')
  expect(await page.locator('[aria-current="page"]').first().textContent()).toBe('デザート')
  expect((await cardTitles(page))[0]).toMatch(/どら焼き|抹茶プリン/)
  await page.close()
})

test('open a recipe in both languages', async () => {
  const page = await browser.newPage({ viewport: DESKTOP })
  await page.goto(`${server.base}/`)
  await page.getByRole('link', { name: 'Chicken teriyaki' }).click()
  await page.waitForURL(`${server.base}/recipes/${featured}`)
  expect(await page.locator('h1').textContent()).toBe('Chicken teriyaki')
  expect(await page.locator('.recipe__subtitle').textContent()).toBe('鶏の照り焼き')
  expect(await page.locator('.recipe-text').first().locator('.ingredients li').allTextContents()).toContain(
    '2 tbsp soy sauce',
  )
  expect(await page.locator('.recipe-text').first().locator('.steps li').count()).toBe(4)
  expect(await page.locator('.review').count()).toBe(3)
  expect(await page.locator('.recipe__rating .stars').getAttribute('aria-label')).toBe('Rated 4.33 out of 5')

  // The other language is on the same page, folded.
  const japanese = page.locator('.other-language')
  expect(await japanese.locator('.ingredients').isVisible()).toBe(false)
  await page.getByText('Read it in Japanese').click()
  expect(await japanese.locator('.ingredients li').first().textContent()).toBe('鶏もも肉 2枚')
  expect(await japanese.locator('h2').first().textContent()).toBe('材料')

  await page.getByRole('link', { name: '日本語' }).click()
  await page.waitForURL(`${server.base}/ja/recipes/${featured}`)
  expect(await page.locator('h1').textContent()).toBe('鶏の照り焼き')
  expect(await page.locator('.recipe-text').first().locator('h2').first().textContent()).toBe('材料')
  expect(await page.locator('.recipe__header img').getAttribute('alt')).toBe('鶏の照り焼き')
  await page.close()
})

test('a helpful 404 in both languages', async () => {
  const page = await browser.newPage()
  const response = await page.goto(`${server.base}/ja/recipes/missing`)
  expect(response!.status()).toBe(404)
  expect(await page.locator('h1').textContent()).toBe('お探しのページは見つかりませんでした')
  await page.getByRole('link', { name: 'English' }).click()
  expect(await page.locator('h1').textContent()).toBe('We could not find that page')
  await page.close()
})

test('screenshots of the list and a recipe on a phone and a desktop', async () => {
  for (const [device, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: device === 'phone' ? 2 : 1 })
    for (const [name, path] of Object.entries({
      list: '/',
      'list-ja': '/ja/',
      detail: `/recipes/${featured}`,
      'detail-ja': `/ja/recipes/${featured}`,
    })) {
      await page.goto(server.base + path)
      // A full-page shot does not scroll, so lazy pictures further down would never load.
      await page.evaluate(() => {
        for (const img of document.querySelectorAll('img')) img.loading = 'eager'
      })
      await page.waitForFunction(() => [...document.images].every((img) => img.complete))
      // Nothing may overflow sideways on any width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)
      await page.screenshot({ path: `${SCREENSHOTS}${name}-${device}.png`, fullPage: true })
    }
    await page.close()
  }
}, 15_000)
