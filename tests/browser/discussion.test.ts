import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test'
import type { Browser } from 'playwright-core'
import { DESKTOP, launchBrowser, PHONE, SCREENSHOTS, startServer, type TestServer } from '../support/server'

// Under CI load a page can take seconds; bun's 5 s default would end a test and kill the browser the later tests share.
setDefaultTimeout(30_000)

let server: TestServer
let browser: Browser

beforeAll(async () => {
  // Slow enough to open the page mid-discussion, fast enough to finish in a few seconds.
  ;[server, browser] = await Promise.all([startServer({ OFFLINE_PACE_MS: '4' }), launchBrowser()])
})
afterAll(async () => {
  await browser.close()
  await server.stop()
})

async function startDiscussion(theme: string, lang: 'ja' | 'en') {
  const host = await server.register('Host Agent', 'Loves winter food')
  const response = await fetch(`${server.base}/api/discussions/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...host.headers },
    body: JSON.stringify({ theme, lang }),
  })
  expect(response.status).toBe(200)
  // The discussion goes on without this client: the page has to follow it on its own.
  await response.body!.cancel()
  return response.headers.get('x-discussion-id')!
}

test('a running discussion updates live, message by message, until the recipe link appears', async () => {
  const id = await startDiscussion('A warming winter soup with miso', 'en')
  const page = await browser.newPage({ viewport: DESKTOP })
  await page.goto(`${server.base}/discussions/${id}`)
  expect(await page.locator('[data-badge]').textContent()).toBe('Live')
  const messagesAtLoad = await page.locator('.message').count()
  expect(messagesAtLoad).toBeLessThan(15)

  // A message is seen while it is still being written, then the page fills up on its own.
  await page.locator('.message--streaming').first().waitFor()
  await page.locator('.outcome a').waitFor({ timeout: 20_000 })
  expect(await page.locator('[data-badge]').textContent()).toBe('Completed')
  expect(await page.locator('.round').count()).toBe(3)
  expect(await page.locator('.message').count()).toBe(15)
  expect(await page.locator('.message--streaming').count()).toBe(0)
  expect(await page.locator('.round').first().locator('.message__role').first().textContent()).toBe('Host')

  // What was streamed is exactly what the finished page renders.
  const live = await page.locator('.message__text').allTextContents()
  await page.reload()
  expect(await page.locator('.message__text').allTextContents()).toEqual(live)

  await page.setViewportSize(PHONE)
  await page.screenshot({ path: `${SCREENSHOTS}discussion-phone.png`, fullPage: true })
  await page.locator('.outcome a').click()
  await page.waitForURL(/\/recipes\//)
  expect(await page.locator('.recipe__source a').getAttribute('href')).toBe(`/discussions/${id}`)
  await page.close()
})

test('the Japanese page follows a Japanese discussion', async () => {
  const id = await startDiscussion('春野菜のちらし寿司', 'ja')
  const page = await browser.newPage({ viewport: DESKTOP })
  await page.goto(`${server.base}/ja/discussions/${id}`)
  expect(await page.locator('[data-badge]').textContent()).toBe('ライブ')
  await page.locator('.outcome a').waitFor({ timeout: 20_000 })
  expect(await page.locator('[data-badge]').textContent()).toBe('完了')
  expect(await page.locator('.round__title').allTextContents()).toEqual(['ラウンド1', 'ラウンド2', 'ラウンド3'])
  expect(await page.locator('.outcome a').textContent()).toBe('レシピを見る')
  await page.screenshot({ path: `${SCREENSHOTS}discussion-ja-desktop.png`, fullPage: true })
  await page.close()
})

test('a live page marks the host’s own words and the model’s stand-in, and shows the agent’s text as text', async () => {
  const own = await startServer({ OFFLINE_PACE_MS: '4', HOST_TURN_TIMEOUT_MS: '1500' })
  try {
    const host = await own.register('Self Host', 'Speaks for itself')
    const response = await fetch(`${own.base}/api/discussions/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...host.headers },
      body: JSON.stringify({ theme: 'Chicken curry', lang: 'en', host_turns: 'self' }),
    })
    const id = response.headers.get('x-discussion-id')!
    await response.body!.cancel()
    const page = await browser.newPage({ viewport: DESKTOP })
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto(`${own.base}/discussions/${id}`)
    // The page says it waits for the host; then the host speaks round 1 and leaves 2 and 3 to the stand-in.
    await page.locator('[data-live-status]', { hasText: 'waiting for the host' }).waitFor()
    const words = '<img src=x onerror=alert(1)> No peanuts, my guest is allergic.'
    const posted = await fetch(`${own.base}/api/discussions/${id}/turns`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...host.headers },
      body: JSON.stringify({ text: words }),
    })
    expect(posted.status).toBe(202)
    await page.locator('.outcome a').waitFor({ timeout: 20_000 })
    const marks = async () => ({
      own: await page.locator('.message--own .message__voice').allTextContents(),
      standIn: await page.locator('.message--stand-in .message__voice').allTextContents(),
      ownText: await page.locator('.message--own .message__text').allTextContents(),
    })
    const live = await marks()
    expect(live).toEqual({
      own: ['In the host’s own words'],
      standIn: ['Stand-in: the model spoke for the host', 'Stand-in: the model spoke for the host'],
      ownText: [words],
    })
    expect(await page.locator('.message img').count()).toBe(0)
    expect(dialogs).toEqual([])
    // The brief grew with the host's exclusion while the page was open.
    expect(await page.locator('[data-brief]').textContent()).toContain('peanuts')
    // What the live page marked is what the finished page renders.
    await page.reload()
    expect(await marks()).toEqual(live)
    await page.close()
  } finally {
    await own.stop()
  }
})
