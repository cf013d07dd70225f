import type { PictureFamily } from '../../picture-families'
import type { RGB } from '../png'
import { arc, type Canvas, gradient, hex, mix, shade, WHITE } from './canvas'
import { between, citrusWheel, leaves, pick, type Scene, turned } from './shapes'
import { CHINA } from './palette'
import { sketch } from './sketch'
import { gloss, mixAll, steam } from './vessels'

/**
 * How each drink family is drawn: a cup, a tall glass, a jar or a stemmed glass.
 * A table of drawings, one per family, with their coordinates and colours as data: they look alike.
 */
export const DRINKS = {
  hot_drink(s, { c, p, rand } = s) {
    const [drink, milky] = [mixAll(p.all('drink', ['#4a2c1e'], 2)), p.has('dairy')]
    const color = milky ? mix(drink, hex('#f4e8d4'), 0.4) : drink
    // A cup on its saucer (the handle a thick ring beside the body), the drink in it.
    sketch(c, 'cup_on_saucer', [400, 300], { china: pick(rand, CHINA), drink: color })
    // A heart poured in the foam.
    if (milky) sketch(c, 'latte_heart', [400, 264])
    gloss(c, 340, 248, 26, 6, 0.4)
    sketch(c, 'spoon', [210, 440])
    steam(c, 400, 200, rand)
  },

  cold_drink(s, { c, p, rand } = s) {
    const g: GlassShape = { cx: 400, top: 110, bottom: 500, topHalf: 120, bottomHalf: 96 }
    sketch(c, 'tumbler_back', [0, 0])
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
    sketch(c, 'straw', [0, 0])
    sketch(c, 'tumbler_front', [0, 0])
    citrusWheel(s, 290, 112, 46, p.first('fruit', '#f5e04a'))
    for (let k = 0; k < 30; k++) c.ellipse(g.cx + between(rand, -100, 100), between(rand, 260, 480), 2, 2.5, WHITE, 0.5)
  },

  smoothie(s, { c, p, rand } = s) {
    // A mason jar of thick, opaque, pastel smoothie: a domed top, a fat straw, fruit on the rim.
    const g: GlassShape = { cx: 380, top: 130, bottom: 500, topHalf: 112, bottomHalf: 110 }
    sketch(c, 'jar_back', [0, 0])
    const fruits = p.all('flavour', ['#e0303f', '#f3d34a'], 3)
    const thick = mix(fruits[0]!, hex('#f6ece0'), p.has('dairy') ? 0.4 : 0.2)
    glassLiquid(c, g, 160, thick, 1)
    for (let k = 0; k < 60; k++)
      c.ellipse(g.cx + between(rand, -96, 96), between(rand, 190, 480), 3, 2, pick(rand, fruits), 0.5)
    sketch(c, 'jar_top_and_straw', [0, 0], { thick })
    sketch(c, 'jar_front', [0, 0])
    citrusWheel(s, 282, 132, 40, fruits[1] ?? hex('#f3d34a'))
    sketch(c, 'berry', [360, 126], { fruit: fruits[0]! })
    for (const [k, fruit] of fruits.entries()) sketch(c, 'fruit', [570 + k * 64, 0], { fruit })
  },

  mocktail(s, { c, p, rand } = s) {
    // A stemmed coupe: a shallow bowl of colour fading from deep to light, citrus on the rim.
    const colors = p.all('drink', ['#c81a3a', '#f5a020'], 2)
    const deep = colors[0]!
    const light = mix(colors[1] ?? shade(deep, 0.5), WHITE, 0.2)
    sketch(c, 'coupe', [0, 0], { deep, light })
    for (let k = 0; k < 14; k++) c.ellipse(400 + between(rand, -150, 150), between(rand, 200, 290), 3, 3, WHITE, 0.6)
    citrusWheel(s, 590, 160, 56, p.first('fruit', '#f39a1e'))
    leaves(s, [300, 170, 20, 8], p.all('herb', ['#4ab06a']), 4, 50)
    sketch(c, 'cherry_on_a_pick', [0, 0])
  },
} satisfies Partial<Record<PictureFamily, (s: Scene) => void>>

/** A glass, for the liquid in it; its outline is the sketches `tumbler_*` and `jar_*` of the same sizes. */
type GlassShape = { cx: number; top: number; bottom: number; topHalf: number; bottomHalf: number }

const glassHalfAt = (g: GlassShape, y: number) =>
  g.topHalf + ((g.bottomHalf - g.topHalf) * (y - g.top)) / (g.bottom - g.top)

/** The liquid in a glass from `surface` down, top-lit, with its surface ellipse. */
function glassLiquid(c: Canvas, g: GlassShape, surface: number, color: RGB, alpha = 0.92) {
  const { cx, bottom } = g
  const [half, bottomHalf] = [glassHalfAt(g, surface) - 4, g.bottomHalf - 4]
  const base = arc(cx, bottom - 6, bottomHalf, bottomHalf * 0.26, 0, Math.PI, 16)
  const body = [cx - half, surface, cx + half, surface, ...base]
  c.polygon(body, gradient(shade(color, 0.12), shade(color, -0.2), cx - half, surface, cx + half, bottom), alpha)
  c.ellipse(cx, surface, half, half * 0.26, shade(color, 0.22), alpha)
}
