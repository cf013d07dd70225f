/**
 * Writes public/favicon.ico from public/favicon.svg: Chromium draws the SVG at 16, 32 and 48 pixels
 * and the three PNGs go into one ICO (an ICO may hold PNGs; every browser since IE 11 reads them).
 * Browsers and crawlers ask for /favicon.ico whatever a page names, so it must exist; it is checked
 * in and served like the rest of public/ (src/pages/assets.ts). Run `bun scripts/favicon.ts` after
 * changing the SVG.
 */
import { chromium } from 'playwright-core'
import { publicDir } from '../src/paths'

const SIZES = [16, 32, 48]

export function icoOf(pngs: { size: number; png: Uint8Array }[]): Uint8Array {
  const HEADER = 6
  const ENTRY = 16
  let offset = HEADER + ENTRY * pngs.length
  const head = Buffer.alloc(offset)
  head.writeUInt16LE(0, 0) // reserved
  head.writeUInt16LE(1, 2) // 1: icon
  head.writeUInt16LE(pngs.length, 4)
  pngs.forEach(({ size, png }, index) => {
    const at = HEADER + ENTRY * index
    head.writeUInt8(size % 256, at) // width (0 would mean 256)
    head.writeUInt8(size % 256, at + 1) // height
    head.writeUInt16LE(1, at + 4) // colour planes
    head.writeUInt16LE(32, at + 6) // bits per pixel
    head.writeUInt32LE(png.length, at + 8)
    head.writeUInt32LE(offset, at + 12)
    offset += png.length
  })
  return Buffer.concat([head, ...pngs.map(({ png }) => png)])
}

if (import.meta.main) {
  const svg = await Bun.file(`${publicDir}/favicon.svg`).text()
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] })
  const page = await browser.newPage()
  const pngs = []
  for (const size of SIZES) {
    await page.setViewportSize({ width: size, height: size })
    await page.setContent(
      `<body style="margin:0;background:transparent"><img width="${size}" height="${size}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body>`,
    )
    pngs.push({ size, png: await page.screenshot({ omitBackground: true, type: 'png' }) })
  }
  await browser.close()
  await Bun.write(`${publicDir}/favicon.ico`, icoOf(pngs))
  console.log(`public/favicon.ico: ${SIZES.join(', ')} px`)
}
