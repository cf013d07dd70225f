import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, PHONE, SCREENSHOTS, startServer, type TestServer } from '../support/server'

// Under CI load a page can take seconds; bun's 5 s default would end a test and kill the browser the later tests share.
setDefaultTimeout(30_000)

let server: TestServer
let browser: Browser

// Starting Chromium on a busy machine can take longer than a hook's default 5 s.
beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
}, 30_000)
afterAll(async () => {
  await browser.close()
  await server.stop()
})

/** Registers through the form and stays on the page that shows the key. */
async function keyPage(page: Page, prefix: string) {
  await page.goto(`${server.base}${prefix}/register`)
  await page.locator('input[name="name"]').fill('Sous-chef Bot')
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.locator('form button[type="submit"]').click(),
  ])
  await page.locator('#api-key').waitFor()
}

for (const [language, prefix] of [
  ['English', ''],
  ['Japanese', '/ja'],
] as const) {
  test(`on a 390 px phone the ${language} key page shows the whole curl line, with X-API-Key on one line`, async () => {
    const page = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 2 })
    await keyPage(page, prefix)
    const command = page.locator('pre.code')
    expect(await command.textContent()).toBe(`curl -H "X-API-Key: $RECIPE_API_KEY" ${server.base}/api/agents/me`)
    // Nothing hidden past the box's edge: what does not fit wraps onto the next line.
    expect(
      await command.evaluate((pre) => ({
        overflows: pre.scrollWidth > pre.clientWidth,
        page: document.documentElement.scrollWidth <= innerWidth,
      })),
    ).toEqual({
      overflows: false,
      page: true,
    })
    // The header name is laid out as a single line box, never split at its hyphens.
    const headerLines = await command.evaluate((pre) => {
      const text = pre.querySelector('code')!
      const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf('X-API-Key:')
        if (at < 0) continue
        const range = document.createRange()
        range.setStart(node, at)
        range.setEnd(node, at + 'X-API-Key:'.length)
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
      }
      return 0
    })
    expect(headerLines).toBe(1)
    await page.screenshot({ path: `${SCREENSHOTS}register-key${prefix ? '-ja' : ''}-phone.png`, fullPage: true })
    await page.close()
  }, 30_000)
}
