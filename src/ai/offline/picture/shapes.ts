import type { Vessel } from '../../picture-families'
import type { RGB } from '../png'
import { BLACK, type Canvas, lit, type Oval, shade } from './canvas'
import type { Palette } from './palette'
import { gloss } from './vessels'

/**
 * What a family's drawing works with: the surface, the recipe's colours, its own random numbers,
 * and what the dish is served in where a family has more than one way (rice in a bowl or heaped
 * on a plate). A drawing takes it as `(s, { c, p, rand } = s)`: whole for the shared shapes below,
 * and its parts by name for its own strokes.
 */
export type Scene = { c: Canvas; p: Palette; rand: () => number; savory: boolean; vessel: Vessel }

export const pick = <T>(rand: () => number, items: T[]): T => items[Math.floor(rand() * items.length)]!
export const between = (rand: () => number, a: number, b: number) => a + rand() * (b - a)
/** Perceived brightness 0..255, to tell a chocolate sponge from a vanilla one. */
export const brightness = ([r, g, b]: RGB) => 0.3 * r + 0.59 * g + 0.11 * b

/** The points of a leaf or petal: two arcs meeting at both ends, turned by `angle`. */
export function lens(cx: number, cy: number, length: number, width: number, angle: number): number[] {
  const points: number[] = []
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)]
  for (let k = 0; k <= 20; k++) {
    const [t, side] = k <= 10 ? [k / 10, 1] : [(20 - k) / 10, -1]
    const [u, v] = [(t - 0.5) * length, side * Math.sin(t * Math.PI) * width * 0.5]
    points.push(cx + u * cos - v * sin, cy + u * sin + v * cos)
  }
  return points
}

/** The points of a rectangle turned by `angle` around its centre. */
export function turned(cx: number, cy: number, w: number, h: number, angle: number): number[] {
  const [x0, y0, x1, y1] = [cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2]
  return rotate([x0, y0, x1, y0, x1, y1, x0, y1], cx, cy, angle)
}

/** Points [x0, y0, x1, y1, …] turned by `angle` around (cx, cy). */
export function rotate(points: number[], cx: number, cy: number, angle: number): number[] {
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)]
  return points.map((v, i) =>
    i % 2 ? cy + (points[i - 1]! - cx) * sin + (v - cy) * cos : cx + (v - cx) * cos - (points[i + 1]! - cy) * sin,
  )
}

/** A point inside an ellipse, spread evenly. */
export function inside(rand: () => number, cx: number, cy: number, rx: number, ry: number): [number, number] {
  const [a, d] = [rand() * Math.PI * 2, Math.sqrt(rand())]
  return [cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d]
}

/** `count` things strewn over an ellipse: `draw` puts the k-th at its point. */
export function strew(s: Scene, count: number, oval: Oval, draw: (x: number, y: number, k: number) => void) {
  for (let k = 0; k < count; k++) draw(...inside(s.rand, ...oval), k)
}

/** Small flecks (cheese, sesame, herbs, crumbs) strewn over an ellipse. */
export function flecks(s: Scene, count: number, oval: Oval, w: number, h: number, color: RGB, alpha = 1) {
  strew(s, count, oval, (x, y) => s.c.ellipse(x, y, w, h, color, alpha))
}

/** A bite-sized piece with its shadow, a darker side and a lit top. */
export function chunk(s: Scene, x: number, y: number, size: number, color: RGB, round = 0.35) {
  const angle = s.rand() * Math.PI
  s.c.polygon(turned(x + 3, y + 5, size, size * 0.8, angle), BLACK, 0.18)
  s.c.rect(x - size / 2, y - size * 0.35, x + size / 2, y + size * 0.45, size * round, shade(color, -0.25))
  const [top, bottom] = [y - size * 0.45, y + size * 0.3]
  s.c.rect(x - size / 2, top, x + size / 2, bottom, size * round, lit(color, top, bottom, 0.12))
  gloss(s.c, x - size * 0.15, y - size * 0.25, size * 0.18, size * 0.08, 0.35)
}

/** Leaves with a lighter rib, heaped over an ellipse. */
export function leaves(s: Scene, oval: Oval, greens: RGB[], count: number, size = 70) {
  strew(s, count, oval, (x, y, k) => {
    const [angle, color] = [s.rand() * Math.PI, shade(greens[k % greens.length]!, between(s.rand, -0.12, 0.12))]
    const length = size * between(s.rand, 0.7, 1.2)
    s.c.polygon(lens(x + 4, y + 6, length, length * 0.5, angle), BLACK, 0.2)
    s.c.polygon(lens(x, y, length, length * 0.5, angle), lit(color, y - 20, y + 20, 0.15))
    const [dx, dy] = [(Math.cos(angle) * length) / 2.4, (Math.sin(angle) * length) / 2.4]
    s.c.stroke([x - dx, y - dy, x + dx, y + dy], 2.2, shade(color, 0.35), 0.8)
  })
}

/** A slice of citrus seen face on: rind, pith and segments. */
export function citrusWheel(s: Scene, x: number, y: number, r: number, color: RGB) {
  s.c.ellipse(x, y, r, r, shade(color, -0.1))
  s.c.ellipse(x, y, r * 0.86, r * 0.86, shade(color, 0.7))
  s.c.ellipse(x, y, r * 0.78, r * 0.78, shade(color, 0.2))
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4
    s.c.stroke([x, y, x + Math.cos(a) * r * 0.8, y + Math.sin(a) * r * 0.8], 2.2, shade(color, 0.7))
  }
}
