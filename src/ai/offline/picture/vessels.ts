import type { RGB } from '../png'
import { arc, BLACK, type Canvas, gradient, hex, lit, mix, type Oval, shade, WHITE } from './canvas'

/** The soft shadow an object casts down and to the right (the light is always upper left). */
export function castShadow(c: Canvas, cx: number, cy: number, rx: number, ry: number, strength = 0.3) {
  c.ellipse(cx + 12, cy + 14, rx, ry, BLACK, strength, Math.max(12, rx * 0.12))
}

/** A soft highlight where the light strikes a glossy surface. */
export function gloss(c: Canvas, cx: number, cy: number, rx: number, ry: number, alpha = 0.35) {
  c.ellipse(cx, cy, rx, ry, WHITE, alpha, Math.max(4, Math.min(rx, ry) * 0.8))
}

/** A round or oval plate seen from above at an angle; returns nothing, the food sits in its well. */
export function plate(c: Canvas, cx: number, cy: number, rx: number, ry: number, color: RGB) {
  castShadow(c, cx, cy + 6, rx, ry)
  c.ellipse(cx, cy + 6, rx, ry, shade(color, -0.25))
  c.ellipse(cx, cy, rx, ry, lit(color, cy - ry, cy + ry, 0.08))
  c.ellipse(cx, cy + 2, rx * 0.76, ry * 0.76, shade(color, -0.07), 1, 3)
  c.ellipse(cx, cy + 4, rx * 0.72, ry * 0.72, lit(color, cy - ry, cy + ry, 0.05))
  gloss(c, cx - rx * 0.55, cy - ry * 0.45, rx * 0.22, ry * 0.12, 0.5)
}

/**
 * A bowl: its body below the rim, then the rim and the dark inside. Returns the surface of what it
 * holds, an ellipse a little below the rim.
 */
export function bowl(c: Canvas, [cx, cy, rx, ry]: Oval, depth: number, glaze: RGB, inside: RGB = hex('#f4efe6')) {
  castShadow(c, cx, cy + depth * 0.75, rx * 0.9, ry * 0.8)
  // The foot ring first: only its lower edge shows below the body.
  c.ellipse(cx, cy + depth + ry * 0.92, rx * 0.4, ry * 0.22, shade(glaze, -0.3))
  const body = gradient(shade(glaze, 0.15), shade(glaze, -0.35), cx - rx, cy, cx + rx, cy + depth)
  c.polygon(arc(cx, cy, rx, ry + depth, 0, Math.PI, 40), body)
  gloss(c, cx - rx * 0.6, cy + depth * 0.45, rx * 0.1, depth * 0.28, 0.3)
  c.ellipse(cx, cy, rx, ry, shade(glaze, 0.25))
  c.ellipse(cx, cy + 1, rx * 0.95, ry * 0.93, lit(inside, cy - ry, cy + ry, 0.12))
  return { cx, cy: cy + ry * 0.06, rx: rx * 0.9, ry: ry * 0.86 }
}

/** A thick wooden board seen from above at an angle. */
export function board(c: Canvas, x0: number, y0: number, x1: number, y1: number, wood: RGB, rand: () => number) {
  castShadow(c, (x0 + x1) / 2, (y0 + y1) / 2 + 10, (x1 - x0) / 2, (y1 - y0) / 2, 0.35)
  c.rect(x0, y0 + 14, x1, y1 + 14, 18, shade(wood, -0.35))
  c.rect(x0, y0, x1, y1, 18, lit(wood, y0, y1, 0.1))
  for (let y = y0 + 12; y < y1 - 8; y += 9 + rand() * 10) {
    const bend = rand() * 6 - 3
    c.stroke([x0 + 16, y, (x0 + x1) / 2, y + bend, x1 - 16, y], 1.6, shade(wood, -0.15), 0.5)
  }
}

/** Little clouds of steam rising from something hot. */
export function steam(c: Canvas, cx: number, top: number, rand: () => number, count = 3) {
  for (let k = 0; k < count; k++) {
    const x = cx + (k - (count - 1) / 2) * 46 + rand() * 10
    const points: number[] = []
    for (let t = 0; t <= 1; t += 0.05) points.push(x + Math.sin(t * 7 + k * 2) * 14, top - t * 120)
    c.stroke(points, 9, WHITE, 0.22)
  }
}

export const mixAll = (colors: RGB[]): RGB => colors.reduce((a, b, i) => mix(a, b, 1 / (i + 1)))
