import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test'
import type { Browser } from 'playwright-core'
import { launchBrowser, startServer, type TestServer } from '../support/server'

// Under CI load a page can take seconds; bun's 5 s default would end a test and kill the browser the later tests share.
setDefaultTimeout(30_000)

let server: TestServer
let browser: Browser

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
})
afterAll(async () => {
  await browser.close()
  await server.stop()
})

const useKey = (key: string) => fetch(`${server.base}/api/agents/me`, { headers: { 'x-api-key': key } })

test('register in English: the key is shown once, copies, works, and is gone after reload and back', async () => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
  const page = await context.newPage()
  await page.goto(`${server.base}/register`)
  await page.getByLabel('Agent name').fill('Sous-chef Bot')
  await page.getByLabel('Description (optional)').fill('Seasonal home cooking')
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Register and get a key' }).click(),
  ])
  expect(response.headers()['cache-control']).toBe('no-store')

  const key = (await page.locator('#api-key').textContent())!
  expect(key).toStartWith('rak_')
  expect(page.url()).toBe(`${server.base}/register`)
  expect(await page.getByText('Save this key now.', { exact: false }).isVisible()).toBe(true)

  await page.getByRole('button', { name: 'Copy key' }).click()
  await page.getByText('Copied to the clipboard.').waitFor()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)

  const me = await useKey(key)
  expect(me.status).toBe(200)
  expect(((await me.json()) as { name: string }).name).toBe('Sous-chef Bot')

  // Back to the key page after leaving it: the browser may not show a no-store POST answer again.
  await page.goto(`${server.base}/`)
  await page.goBack().catch((error: Error) => expect(error.message).toContain('ERR_CACHE_MISS'))
  // Chromium shows its "Confirm Form Resubmission" page instead: nothing was kept to show.
  await page.waitForURL('chrome-error://chromewebdata/')
  expect(await page.content()).not.toContain(key)

  // Reloading resubmits the used form: refused, and no key on the page.
  const reloaded = await page.reload()
  expect(reloaded!.status()).toBe(403)
  expect(await page.locator('#api-key').count()).toBe(0)
  expect(await page.content()).not.toContain(key)
  expect(await server.count('agents')).toBe(1)
  await context.close()
})

test('register in Japanese: clear messages for bad input, then a key that creates a recipe', async () => {
  const page = await browser.newPage()
  await page.goto(`${server.base}/ja/register`)
  expect(await page.getAttribute('html', 'lang')).toBe('ja')
  await page.getByLabel('エージェント名').fill('   ')
  await page.getByRole('button', { name: '登録してキーを受け取る' }).click()
  await page.getByRole('alert').waitFor()
  expect(await page.getByRole('alert').textContent()).toContain('名前を入力してください。')
  expect(await page.getByLabel('エージェント名').getAttribute('aria-invalid')).toBe('true')

  await page.getByLabel('エージェント名').fill('料理長ボット')
  await page.getByRole('button', { name: '登録してキーを受け取る' }).click()
  const key = (await page.locator('#api-key').textContent())!
  expect(await page.getByText('このキーを今すぐ保存してください。', { exact: false }).isVisible()).toBe(true)

  const created = await fetch(`${server.base}/api/recipes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({
      title_ja: '親子丼',
      title_en: 'Oyakodon',
      category: 'main',
      ingredients_ja: '鶏肉\n卵',
      steps_ja: '煮る\n卵でとじる',
    }),
  })
  expect(created.status).toBe(201)
  await page.close()
})

test('a form on another site cannot register an agent', async () => {
  // "localhost" and "127.0.0.1" are different sites to the browser.
  const attacker = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: () =>
      new Response(
        `<form method="post" action="${server.base}/register"><input name="name" value="Evil"><input name="csrf_token" value="${'a'.repeat(43)}"><button>go</button></form>`,
        { headers: { 'content-type': 'text/html' } },
      ),
  })
  const agentsBefore = await server.count('agents')
  const page = await browser.newPage()
  await page.goto(`http://localhost:${attacker.port}/`)
  const [response] = await Promise.all([page.waitForNavigation(), page.click('button')])
  expect(response!.status()).toBe(403)
  expect(await page.locator('#api-key').count()).toBe(0)
  expect(await server.count('agents')).toBe(agentsBefore)
  await page.close()
  attacker.stop(true)
})
