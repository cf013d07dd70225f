/**
 * The offline picture as it was drawn before issue 26 (a plate of coloured discs, its dish read
 * back from the prompt), kept only as the yardstick of bench/pictures.ts: the new drawing must
 * stay within its time per picture. Nothing in src/ uses it.
 */
import { findIngredients } from '../src/ai/food/catalogue'
import { deflateSync } from 'node:zlib'
import { pngFile, Raster, type RGB } from '../src/ai/offline/png'
import { mulberry32 } from '../src/ai/offline/random'

const SIZE = 512

const hex = (color: string): RGB => [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16)) as RGB
const mix = (a: RGB, b: RGB, t: number): RGB => [0, 1, 2].map((i) => Math.round(a[i]! * (1 - t) + b[i]! * t)) as RGB
const shade = (color: RGB, amount: number): RGB =>
  mix(color, amount < 0 ? [0, 0, 0] : [255, 255, 255], Math.abs(amount))

/** Blends `color` over pixel (x, y) of the raster with `alpha` in 0..1 (the new drawing writes its pixels itself). */
function blend(r: Raster, x: number, y: number, color: RGB, alpha: number) {
  if (x < 0 || y < 0 || x >= r.width || y >= r.height || alpha <= 0) return
  const i = (y * r.width + x) * 3
  const a = Math.min(1, alpha)
  for (let c = 0; c < 3; c++) r.pixels[i + c] = Math.round(r.pixels[i + c]! * (1 - a) + color[c]! * a)
}

/** Anti-aliased ellipse; `edge` > 1 softens the border (shadows, glows). */
function ellipse(r: Raster, cx: number, cy: number, rx: number, ry: number, color: RGB, alpha = 1, edge = 1) {
  const pad = edge + 1
  for (let y = Math.floor(cy - ry - pad); y <= cy + ry + pad; y++)
    for (let x = Math.floor(cx - rx - pad); x <= cx + rx + pad; x++) {
      const d = (Math.hypot((x + 0.5 - cx) / rx, (y + 0.5 - cy) / ry) - 1) * Math.min(rx, ry)
      blend(r, x, y, color, alpha * Math.max(0, Math.min(1, 0.5 - d / edge)))
    }
}

const disc = (r: Raster, cx: number, cy: number, radius: number, color: RGB, alpha = 1, edge = 1) =>
  ellipse(r, cx, cy, radius, radius, color, alpha, edge)

function roundedRect(r: Raster, x0: number, y0: number, x1: number, y1: number, radius: number, color: RGB, alpha = 1) {
  for (let y = Math.floor(y0); y <= y1; y++)
    for (let x = Math.floor(x0); x <= x1; x++) {
      const dx = Math.max(x0 + radius - x, 0, x - (x1 - radius))
      const dy = Math.max(y0 + radius - y, 0, y - (y1 - radius))
      blend(r, x, y, color, alpha * Math.max(0, Math.min(1, radius + 0.5 - Math.hypot(dx, dy))))
    }
}

const TABLES: RGB[] = [hex('#c8a27a'), hex('#e9e1d3'), hex('#5b6770'), hex('#a9805a')]

/** A wooden, linen or slate table top with a gentle grain, painted straight into the raster. */
function table(r: Raster, rand: () => number) {
  const base = TABLES[Math.floor(rand() * TABLES.length)]!
  const grain = rand() * 40 + 20
  const bend = Array.from({ length: SIZE }, (_, x) => Math.sin(x / 90) * 12)
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const wave = Math.sin((y + bend[x]!) / grain) * 0.04 - (y / SIZE) * 0.08
      const target = wave < 0 ? 0 : 255
      const i = (y * SIZE + x) * 3
      for (let c = 0; c < 3; c++) r.pixels[i + c] = base[c]! + (target - base[c]!) * Math.abs(wave)
    }
}

/** Pieces of each ingredient scattered over a round area, in the ingredient's own colour. */
function scatter(
  r: Raster,
  rand: () => number,
  colors: RGB[],
  cx: number,
  cy: number,
  radius: number,
  pieceSize: number,
) {
  for (let i = 0; i < colors.length * 7; i++) {
    const color = colors[i % colors.length]!
    const angle = rand() * Math.PI * 2
    const distance = Math.sqrt(rand()) * radius
    const size = pieceSize * (0.6 + rand() * 0.8)
    const x = cx + Math.cos(angle) * distance
    const y = cy + Math.sin(angle) * distance
    ellipse(r, x + 2, y + 3, size, size * 0.75, [0, 0, 0], 0.15, 3)
    ellipse(r, x, y, size, size * (0.6 + rand() * 0.4), color)
    ellipse(r, x - size * 0.3, y - size * 0.3, size * 0.35, size * 0.2, shade(color, 0.45), 0.6)
  }
}

function plate(r: Raster, cx: number, cy: number, radius: number) {
  disc(r, cx + 8, cy + 12, radius, [0, 0, 0], 0.3, 18)
  disc(r, cx, cy, radius, hex('#f7f5f0'))
  disc(r, cx, cy, radius * 0.72, hex('#ece8df'), 1, 3)
  disc(r, cx, cy, radius * 0.7, hex('#f9f8f4'))
}

type Scene = (r: Raster, rand: () => number, colors: RGB[]) => void

const SCENES: Record<string, Scene> = {
  main(r, rand, colors) {
    plate(r, 256, 256, 210)
    scatter(r, rand, colors, 256, 256, 110, 22)
  },
  bowl(r, rand, colors) {
    const glaze = mix(hex('#2f4f7f'), hex('#9c4a2f'), rand())
    disc(r, 264, 270, 200, [0, 0, 0], 0.3, 18)
    disc(r, 256, 256, 200, glaze)
    disc(r, 256, 256, 172, shade(glaze, 0.5), 1, 2)
    disc(r, 256, 256, 165, mix(colors[0]!, hex('#d9a441'), 0.35))
    scatter(r, rand, colors, 256, 256, 120, 20)
  },
  dessert(r, rand, colors) {
    plate(r, 256, 256, 190)
    const cake = colors[0]!
    disc(r, 262, 266, 110, [0, 0, 0], 0.25, 10)
    disc(r, 256, 256, 110, shade(cake, -0.15))
    disc(r, 256, 250, 104, cake)
    const toppings = colors.length > 1 ? colors.slice(1) : [hex('#c0392b')]
    const count = 8 + Math.floor(rand() * 5)
    for (let i = 0; i < count; i++) {
      const angle = (i / count) * Math.PI * 2
      disc(r, 256 + Math.cos(angle) * 78, 250 + Math.sin(angle) * 78, 11, toppings[i % toppings.length]!)
    }
    disc(r, 256, 250, 26, shade(cake, 0.5))
  },
  drink(r, rand, colors) {
    const liquid = colors.slice(0, 3).reduce((a, b) => mix(a, b, 0.4))
    disc(r, 266, 272, 150, [0, 0, 0], 0.25, 20)
    disc(r, 256, 256, 150, hex('#dfe8ee'), 0.9)
    disc(r, 256, 256, 136, liquid)
    disc(r, 236, 236, 60, shade(liquid, 0.35), 0.55, 30)
    for (let i = 0; i < 3; i++) {
      const x = 200 + rand() * 110
      const y = 200 + rand() * 110
      roundedRect(r, x, y, x + 38, y + 38, 8, [255, 255, 255], 0.35)
    }
    for (let t = 0; t < 1; t += 0.002) disc(r, 300 + t * 170, 230 - t * 200, 6, hex('#e2574c'))
  },
  snack(r, rand, colors) {
    roundedRect(r, 70, 120, 452, 400, 24, [0, 0, 0], 0.25)
    roundedRect(r, 60, 108, 444, 388, 24, hex('#b07a4a'))
    for (let y = 112; y < 384; y += 14) roundedRect(r, 66, y, 438, y + 2, 1, hex('#9b6a3e'), 0.5)
    disc(r, 370, 180, 44, hex('#f3efe6'))
    disc(r, 370, 180, 34, colors[colors.length - 1]!)
    scatter(r, rand, colors, 210, 260, 110, 18)
  },
}

/** Reads the dish back from the image prompt: its category, whether it is a bowl, and what is visible. */
function readPrompt(prompt: string) {
  const category = /Category:\s*(main|dessert|drink|snack)/.exec(prompt)?.[1] ?? 'main'
  const visible = /Visible ingredients:\s*(.*)/.exec(prompt)?.[1] ?? prompt
  // Listed order matters (the first ingredient is the cake, the broth, the drink); the catalogue finds them in order.
  const colors = [
    ...new Set(findIngredients(visible).flatMap(({ ingredient }) => (ingredient.color ? [ingredient.color] : []))),
  ].map(hex)
  return { scene: category === 'main' && /served in a bowl/.test(prompt) ? 'bowl' : category, colors }
}

const FALLBACK_COLORS: RGB[] = [hex('#d9a441'), hex('#6a9a3b'), hex('#c0392b'), hex('#f2e2b8')]

type LegacyInput = { prompt: string; seed: number }

/**
 * Draws one top-down picture of the dish (plate, bowl, cake, glass or board by category, pieces in
 * the colours of the ingredients it names) as a 512×512 PNG. Pure and deterministic, and about
 * 60 ms of pixel work: it runs in the worker pool (src/workers/tasks.ts), off the request thread.
 */
export function drawLegacyPicture({ prompt, seed }: LegacyInput): Uint8Array {
  const { scene, colors } = readPrompt(prompt)
  // The same prompt always draws the same picture.
  const rand = mulberry32(seed ^ Bun.hash.crc32(prompt))
  const raster = new Raster(SIZE, SIZE)
  table(raster, rand)
  SCENES[scene]!(raster, rand, colors.length ? colors : FALLBACK_COLORS)
  return encodeLegacyPng(raster)
}

/**
 * The PNG encoding before issue 35 (rows unfiltered, deflate level 6), the yardstick of the
 * encoding's time and bytes in bench/pictures.ts; also the legacy drawing's own, so that a change
 * to the service's encoder does not move the drawing yardstick.
 */
export function encodeLegacyPng({ width, height, pixels }: Raster): Uint8Array {
  const stride = width * 3
  const rows = Buffer.alloc((stride + 1) * height)
  for (let y = 0; y < height; y++) rows.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1)
  return pngFile(width, height, deflateSync(rows, { level: 6 }))
}
