import { type Browser, chromium } from 'playwright-core'
import { createTestApp } from './harness'

/** The whole app on an in-memory database, listening on a free port for a real browser. */
export async function startServer(env: Record<string, string> = {}) {
  const testApp = await createTestApp(env)
  testApp.app.listen({ port: 0, hostname: '127.0.0.1' })
  const base = `http://127.0.0.1:${testApp.app.server!.port}`
  const stop = async () => {
    await Promise.all([testApp.services.discussionService.settled(), testApp.services.imageService.settled()])
    await testApp.app.stop(true)
  }
  return { ...testApp, base, stop }
}

export type TestServer = Awaited<ReturnType<typeof startServer>>

/** Debian's Chromium, headless and quiet: it must never reach the network beyond our server. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })

/** Where the browser tests leave their screenshots to look at: git-ignored output, never committed. */
export const SCREENSHOTS = new URL('../screenshots/', import.meta.url).pathname
export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 900 }
