import type { PictureFamily } from '../../picture-families'
import type { RGB } from '../png'
import { arc, type Canvas, gradient, hex, lit, mix, shade, WHITE } from './canvas'
import { between, citrusWheel, leaves, lens, pick, type Scene, turned } from './shapes'
import { CHINA } from './palette'
import { castShadow, gloss, mixAll, spoon, steam } from './vessels'

/**
 * How each drink family is drawn: a cup, a tall glass, a jar or a stemmed glass.
 * A table of drawings, one per family, with their coordinates and colours as data: they look alike.
 */
export const DRINKS = {
  hot_drink(s, { c, p, rand } = s) {
    const [drink, milky] = [mixAll(p.all('drink', ['#4a2c1e'], 2)), p.has('dairy')]
    const { cx, cy, rx, ry } = cupOnSaucer(c, 400, 300, pick(rand, CHINA))
    const color = milky ? mix(drink, hex('#f4e8d4'), 0.4) : drink
    c.ellipse(cx, cy, rx, ry, gradient(shade(color, -0.15), shade(color, 0.1), 0, cy - ry, 0, cy + ry))
    c.ellipse(cx, cy, rx, ry, shade(color, -0.3), 0.5, 10)
    if (milky) {
      // A heart poured in the foam.
      const foam = hex('#fbf3e4')
      c.ellipse(cx - 20, cy - 6, 26, 14, foam)
      c.ellipse(cx + 20, cy - 6, 26, 14, foam)
      c.polygon([cx - 44, cy - 2, cx + 44, cy - 2, cx, cy + 26], foam)
    }
    gloss(c, cx - 60, cy - 16, 26, 6, 0.4)
    spoon(c, 210, 440)
    steam(c, 400, 200, rand)
  },

  cold_drink(s, { c, p, rand } = s) {
    const g: GlassShape = { cx: 400, top: 110, bottom: 500, topHalf: 120, bottomHalf: 96 }
    glassBack(c, g)
    glassLiquid(c, g, 170, mixAll(p.all('drink', ['#f5a020'], 2)), 0.85)
    // Ice cubes bobbing at the top, bubbles rising.
    for (let k = 0; k < 4; k++) {
      const [x, y] = [340 + k * 40 + between(rand, -6, 6), 190 + (k % 2) * 40 + between(rand, -6, 6)]
      c.polygon(turned(x, y, 52, 52, 0.3 + rand() * 0.6), WHITE, 0.45)
      c.polygon(turned(x - 4, y - 4, 30, 30, 0.3 + rand()), WHITE, 0.35)
    }
    for (let k = 0; k < 22; k++) {
      const y = between(rand, 240, 480)
      const half = glassHalfAt(g, y) - 14
      c.ellipse(g.cx + between(rand, -half, half), y, 3.5, 3.5, WHITE, 0.55)
    }
    c.stroke([440, 480, 520, 40], 14, hex('#e2574c'))
    c.stroke([440, 480, 520, 40], 5, WHITE, 0.5)
    glassFront(c, g)
    citrusWheel(s, 290, 112, 46, p.first('fruit', '#f5e04a'))
    for (let k = 0; k < 30; k++) c.ellipse(g.cx + between(rand, -100, 100), between(rand, 260, 480), 2, 2.5, WHITE, 0.5)
  },

  smoothie(s, { c, p, rand } = s) {
    // A mason jar of thick, opaque, pastel smoothie: a domed top, a fat straw, fruit on the rim.
    const g: GlassShape = { cx: 380, top: 130, bottom: 500, topHalf: 112, bottomHalf: 110 }
    glassBack(c, g)
    const fruits = p.all('flavour', ['#e0303f', '#f3d34a'], 3)
    const thick = mix(fruits[0]!, hex('#f6ece0'), p.has('dairy') ? 0.4 : 0.2)
    glassLiquid(c, g, 160, thick, 1)
    for (let k = 0; k < 60; k++)
      c.ellipse(g.cx + between(rand, -96, 96), between(rand, 190, 480), 3, 2, pick(rand, fruits), 0.5)
    c.ellipse(g.cx, 150, 104, 40, lit(shade(thick, 0.1), 110, 190, 0.15))
    for (let k = 0; k < 3; k++)
      c.stroke(arc(g.cx, g.top + 16 + k * 12, g.topHalf, 28, 0, Math.PI, 24), 5, hex('#c8d2d6'), 0.85)
    c.stroke([430, 150, 500, 20], 26, hex('#f4f4f4'))
    for (let k = 0; k < 5; k++) c.stroke([436 + k * 14, 140 - k * 26, 446 + k * 14, 130 - k * 26], 24, hex('#3f9a6a'))
    glassFront(c, g)
    citrusWheel(s, 282, 132, 40, fruits[1] ?? hex('#f3d34a'))
    c.ellipse(360, 126, 26, 22, lit(fruits[0]!, 104, 148, 0.2))
    gloss(c, 352, 118, 7, 5, 0.7)
    fruits.forEach((color, k) => {
      const x = 570 + k * 64
      castShadow(c, x, 480, 36, 14, 0.25)
      c.ellipse(x, 460, 36, 34, lit(color, 426, 494, 0.2))
      gloss(c, x - 12, 448, 8, 6, 0.6)
    })
  },

  mocktail(s, { c, p, rand } = s) {
    // A stemmed coupe: a shallow bowl of colour fading from deep to light, citrus on the rim.
    const colors = p.all('drink', ['#c81a3a', '#f5a020'], 2)
    const deep = colors[0]!
    const light = mix(colors[1] ?? shade(deep, 0.5), WHITE, 0.2)
    castShadow(c, 400, 510, 130, 26, 0.3)
    c.ellipse(400, 505, 120, 26, WHITE, 0.55)
    c.stroke([400, 300, 400, 500], 12, WHITE, 0.6)
    c.polygon(arc(400, 170, 230, 150, 0, Math.PI, 30), WHITE, 0.25)
    const bowl = [...arc(400, 185, 216, 60, Math.PI, 0, 20), ...arc(400, 185, 216, 128, 0, Math.PI, 30)]
    c.polygon(bowl, gradient(light, deep, 0, 185, 0, 310), 0.9)
    c.ellipse(400, 185, 216, 56, shade(light, 0.2), 0.9)
    c.stroke(arc(400, 170, 230, 60, 0, Math.PI * 2, 48), 3, WHITE, 0.7)
    c.polygon(lens(320, 290, 40, 140, 0.2), WHITE, 0.25)
    for (let k = 0; k < 14; k++) c.ellipse(400 + between(rand, -150, 150), between(rand, 200, 290), 3, 3, WHITE, 0.6)
    citrusWheel(s, 590, 160, 56, p.first('fruit', '#f39a1e'))
    leaves(s, [300, 170, 20, 8], p.all('herb', ['#4ab06a']), 4, 50)
    c.stroke([470, 220, 540, 70], 4, hex('#d8b57a'))
    c.ellipse(490, 180, 18, 18, hex('#b3122e'))
    gloss(c, 484, 174, 5, 4, 0.8)
  },
} satisfies Partial<Record<PictureFamily, (s: Scene) => void>>

/** A glass: translucent body, the liquid inside up to `level` (0 empty … 1 full), a bright rim. */
type GlassShape = { cx: number; top: number; bottom: number; topHalf: number; bottomHalf: number }

const glassHalfAt = (g: GlassShape, y: number) =>
  g.topHalf + ((g.bottomHalf - g.topHalf) * (y - g.top)) / (g.bottom - g.top)

function glassBack(c: Canvas, { cx, top, bottom, topHalf, bottomHalf }: GlassShape) {
  castShadow(c, cx, bottom, bottomHalf * 1.2, bottomHalf * 0.35, 0.35)
  c.polygon([cx - topHalf, top, cx + topHalf, top, cx + bottomHalf, bottom, cx - bottomHalf, bottom], WHITE, 0.18)
  c.ellipse(cx, bottom, bottomHalf, bottomHalf * 0.28, WHITE, 0.3)
}

/** The liquid in a glass from `surface` down, top-lit, with its surface ellipse. */
function glassLiquid(c: Canvas, g: GlassShape, surface: number, color: RGB, alpha = 0.92) {
  const { cx, bottom } = g
  const [half, bottomHalf] = [glassHalfAt(g, surface) - 4, g.bottomHalf - 4]
  const base = arc(cx, bottom - 6, bottomHalf, bottomHalf * 0.26, 0, Math.PI, 16)
  const body = [cx - half, surface, cx + half, surface, ...base]
  c.polygon(body, gradient(shade(color, 0.12), shade(color, -0.2), cx - half, surface, cx + half, bottom), alpha)
  c.ellipse(cx, surface, half, half * 0.26, shade(color, 0.22), alpha)
}

function glassFront(c: Canvas, { cx, top, bottom, topHalf, bottomHalf }: GlassShape) {
  c.stroke([cx - topHalf, top, cx - bottomHalf, bottom], 3, WHITE, 0.55)
  c.stroke([cx + topHalf, top, cx + bottomHalf, bottom], 3, WHITE, 0.4)
  const h = bottom - top
  const [upper, lower] = [top + h * 0.08, bottom - h * 0.1]
  const [x0, x1, x2, x3] = [cx - topHalf * 0.78, cx - topHalf * 0.6, cx - bottomHalf * 0.6, cx - bottomHalf * 0.75]
  c.polygon([x0, upper, x1, upper, x2, lower, x3, lower], WHITE, 0.28)
  c.stroke(arc(cx, top, topHalf, topHalf * 0.26, 0, Math.PI * 2, 48), 3, WHITE, 0.75)
}

/** A cup on its saucer; returns the drink's surface. */
function cupOnSaucer(c: Canvas, cx: number, cy: number, china: RGB) {
  castShadow(c, cx, cy + 120, 230, 70, 0.3)
  c.ellipse(cx, cy + 124, 230, 72, shade(china, -0.2))
  c.ellipse(cx, cy + 118, 226, 68, lit(china, cy + 50, cy + 186, 0.08))
  c.ellipse(cx, cy + 120, 120, 36, shade(china, -0.1), 1, 4)
  // The handle: a thick ring beside the body.
  c.stroke(arc(cx + 150, cy + 30, 50, 44, -Math.PI / 2, Math.PI / 2, 20), 20, shade(china, -0.12))
  c.stroke(arc(cx + 150, cy + 30, 50, 44, -Math.PI / 2, Math.PI / 2, 20), 10, shade(china, 0.05))
  const body = gradient(shade(china, 0.12), shade(china, -0.25), cx - 160, cy, cx + 160, cy)
  c.polygon([cx - 160, cy - 40, cx + 160, cy - 40, ...arc(cx, cy + 96, 110, 34, 0, Math.PI, 16)], body)
  c.ellipse(cx, cy - 40, 160, 46, shade(china, 0.1))
  return { cx, cy: cy - 36, rx: 146, ry: 40 }
}
