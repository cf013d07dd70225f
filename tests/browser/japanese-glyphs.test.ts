import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test'
import type { Browser } from 'playwright-core'
import { launchBrowser, PHONE, startServer, type TestServer } from '../support/server'

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

// Without a CJK font (scripts/test.ts installs one) every kanji and kana is drawn as the same box,
// and every Japanese screenshot the suite takes shows rows of boxes.
test('a Japanese page is drawn in a CJK font, with a distinct glyph for each character', async () => {
  const page = await browser.newPage({ viewport: PHONE })
  await page.goto(`${server.base}/ja/`)
  const heading = page.locator('h1').first()
  expect(await heading.textContent()).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)

  // The fonts Chromium actually drew the heading with, as it reports them.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  expect(fonts.map((font) => font.familyName).join(', ')).toMatch(
    /CJK|JP|Gothic|Mincho|IPA|Droid Sans Fallback|WenQuanYi/i,
  )

  // And in the picture: two different characters, drawn alone at the same size, must not look the same.
  const shots = []
  for (const character of ['日', '本']) {
    await page.setContent(
      `<html lang="ja"><body style="margin:0"><span id="c" style="font-size:64px;font-family:'Noto Sans CJK JP',sans-serif">${character}</span></body></html>`,
    )
    shots.push(await page.locator('#c').screenshot())
  }
  expect(Buffer.compare(shots[0]!, shots[1]!)).not.toBe(0)
  await page.close()
}, 30_000)
